; NSIS installer for nbgui (Windows, 64-bit), wrapping the PyInstaller folder dist\nbgui.
;
; Build on Windows (CI does this after `pyinstaller packaging\pyinstaller\nbgui.spec`):
;   makensis /DVERSION=0.1.0 packaging\windows\nbgui.nsi
;   (defaults: DIST_DIR=dist\nbgui, OUT_FILE=dist\nbgui-<VERSION>-windows-x64-setup.exe)
; Syntax-check on Linux against a dummy folder (Debian's `nsis` package):
;   packaging/windows/check_nsis.sh
;
; Defines: VERSION (required: x.y.z, from pyproject.toml), DIST_DIR (the onedir folder holding
; nbgui.exe), OUT_FILE (the setup .exe to write); give DIST_DIR and OUT_FILE as absolute paths
; (makensis changes into this script's folder, so relative ones start at packaging/windows).
; Per-machine install into Program Files (64-bit installer, shortcuts for all users), Start
; menu shortcut, optional desktop shortcut, .nbsave file association, uninstaller, "Apps &
; features" uninstall entry. The bundle carries every licence text (_internal\licenses).

; A 64-bit installer: it reads and writes the 64-bit registry and Program Files natively, so the
; install folder is remembered (InstallDirRegKey) on upgrade.
Target amd64-unicode
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "define VERSION, e.g. makensis /DVERSION=0.1.0 ..."
!endif
!ifndef DIST_DIR
  !define DIST_DIR "../../dist/nbgui"
!endif
!ifndef OUT_FILE
  !define OUT_FILE "../../dist/nbgui-${VERSION}-windows-x64-setup.exe"
!endif

!define APP_NAME "nbgui"
!define APP_DISPLAY "New Bedford (nbgui)"
!define PUBLISHER "nbgui contributors"
!define APP_EXE "nbgui.exe"
; Compile-time paths use "/" so the same script compiles with makensis on Windows and Linux.
; makensis runs from this script's folder, so relative paths start at packaging/windows.
!define ROOT "../.."
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_NAME}"
; The saved-game type: .nbsave → ProgID nbgui.save → "nbgui.exe" "%1"
!define SAVE_EXT ".nbsave"
!define SAVE_PROGID "nbgui.save"

!include "MUI2.nsh"
!include "x64.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

Name "${APP_DISPLAY}"
OutFile "${OUT_FILE}"
InstallDir "$PROGRAMFILES64\${APP_NAME}"
InstallDirRegKey HKLM "${UNINST_KEY}" "InstallLocation"
RequestExecutionLevel admin
BrandingText "${APP_DISPLAY} ${VERSION}"

; Version resource of the setup .exe (VIProductVersion needs four numbers).
VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP_DISPLAY}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "FileDescription" "${APP_DISPLAY} installer"
VIAddVersionKey "LegalCopyright" "MIT licence, ${PUBLISHER}"

!define MUI_ICON "${ROOT}/assets/icons/nbgui.ico"
!define MUI_UNICON "${ROOT}/assets/icons/nbgui.ico"
!define MUI_ABORTWARNING
; The finish page's "run" box must not start the game with the installer's admin rights:
; explorer.exe starts it as the signed-in user instead.
!define MUI_FINISHPAGE_RUN
!define MUI_FINISHPAGE_RUN_FUNCTION LaunchAsUser

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${ROOT}/LICENSE"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "${APP_DISPLAY} needs 64-bit Windows."
    Abort
  ${EndIf}
  SetRegView 64
  SetShellVarContext all  ; Start menu and desktop shortcuts for every user, not the admin's
FunctionEnd

Function un.onInit
  SetRegView 64
  SetShellVarContext all
FunctionEnd

Function LaunchAsUser
  Exec '"$WINDIR\explorer.exe" "$INSTDIR\${APP_EXE}"'
FunctionEnd

Section "!${APP_DISPLAY}" SecApp
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; Replace an older install cleanly: the bundled libraries change between versions.
  RMDir /r "$INSTDIR\_internal"
  File /r "${DIST_DIR}/*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateDirectory "$SMPROGRAMS\${APP_DISPLAY}"
  CreateShortcut "$SMPROGRAMS\${APP_DISPLAY}\${APP_DISPLAY}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
  CreateShortcut "$SMPROGRAMS\${APP_DISPLAY}\Uninstall ${APP_DISPLAY}.lnk" "$INSTDIR\uninstall.exe"

  WriteRegStr HKLM "${UNINST_KEY}" "DisplayName" "${APP_DISPLAY}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINST_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKLM "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINST_KEY}" "NoRepair" 1
  ; Double-clicking a saved game opens it (Explorer: Open with → New Bedford).
  WriteRegStr HKLM "Software\Classes\${SAVE_EXT}" "" "${SAVE_PROGID}"
  WriteRegStr HKLM "Software\Classes\${SAVE_EXT}" "Content Type" "application/x-nbsave"
  WriteRegStr HKLM "Software\Classes\${SAVE_EXT}\OpenWithProgids" "${SAVE_PROGID}" ""
  WriteRegStr HKLM "Software\Classes\${SAVE_PROGID}" "" "New Bedford saved game"
  WriteRegStr HKLM "Software\Classes\${SAVE_PROGID}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKLM "Software\Classes\${SAVE_PROGID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  WriteRegStr HKLM "Software\Classes\Applications\${APP_EXE}\SupportedTypes" "${SAVE_EXT}" ""
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'  ; SHCNE_ASSOCCHANGED

  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKLM "${UNINST_KEY}" "EstimatedSize" "$0"
SectionEnd

Section /o "Desktop shortcut" SecDesktop
  CreateShortcut "$DESKTOP\${APP_DISPLAY}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecApp} "The game (required)."
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "A shortcut on the desktop."
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  ; Only what the installer put there: never `RMDir /r $INSTDIR` (the user may have chosen a
  ; folder holding other files). Saves and settings live in the user's AppData and stay.
  Delete "$DESKTOP\${APP_DISPLAY}.lnk"
  Delete "$SMPROGRAMS\${APP_DISPLAY}\${APP_DISPLAY}.lnk"
  Delete "$SMPROGRAMS\${APP_DISPLAY}\Uninstall ${APP_DISPLAY}.lnk"
  RMDir "$SMPROGRAMS\${APP_DISPLAY}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINST_KEY}"
  ; The file association: ours only (another program may have taken .nbsave since).
  DeleteRegKey HKLM "Software\Classes\${SAVE_PROGID}"
  DeleteRegKey HKLM "Software\Classes\Applications\${APP_EXE}"
  DeleteRegValue HKLM "Software\Classes\${SAVE_EXT}\OpenWithProgids" "${SAVE_PROGID}"
  ReadRegStr $0 HKLM "Software\Classes\${SAVE_EXT}" ""
  ${If} $0 == "${SAVE_PROGID}"
    DeleteRegKey HKLM "Software\Classes\${SAVE_EXT}"
  ${EndIf}
  System::Call "shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)"
SectionEnd
