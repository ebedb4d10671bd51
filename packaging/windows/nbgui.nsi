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
; Per-machine install into Program Files, Start menu shortcut, optional desktop shortcut,
; uninstaller, "Apps & features" uninstall entry.

Unicode true
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
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"

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
FunctionEnd

Function un.onInit
  SetRegView 64
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
SectionEnd
