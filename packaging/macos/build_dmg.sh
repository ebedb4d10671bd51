#!/usr/bin/env bash
# Build dist/nbgui-<version>-macos-<arch>.dmg from dist/nbgui.app (macOS only: needs hdiutil).
#
#   .venv/bin/python -m PyInstaller --noconfirm --clean --distpath dist \
#       --workpath build/pyinstaller packaging/pyinstaller/nbgui.spec
#   packaging/macos/build_dmg.sh
#
# Optional signing and notarisation (see docs/packaging.md), only when these are set:
#   CODESIGN_IDENTITY  "Developer ID Application: Name (TEAMID)" → codesign --deep --options runtime
#   NOTARY_PROFILE     a `xcrun notarytool store-credentials` profile → notarise and staple the .dmg
# Without them the .app keeps PyInstaller's ad-hoc signature: it runs on the build machine and
# anywhere after right-click → Open, but Gatekeeper warns on other Macs.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
APP="dist/nbgui.app"
PY="${PY:-.venv/bin/python}"
[ -x "$PY" ] || PY=python3

if [ "$(uname -s)" != "Darwin" ]; then
    echo "build_dmg: macOS only (hdiutil); the Linux and Windows builds use packaging/linux and packaging/windows" >&2
    exit 1
fi
if [ ! -d "$APP" ]; then
    echo "build_dmg: $APP not found; run PyInstaller with packaging/pyinstaller/nbgui.spec first" >&2
    exit 1
fi

VERSION="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')"
ARCH="$(uname -m)"
DMG="dist/nbgui-${VERSION}-macos-${ARCH}.dmg"
STAGE="build/dmg"

# Check the bundle's Info.plist carries what the spec promises.
plutil -lint "$APP/Contents/Info.plist"
[ "$(/usr/libexec/PlistBuddy -c 'Print :CFBundleIdentifier' "$APP/Contents/Info.plist")" = "org.nbgui.nbgui" ]
[ "$(/usr/libexec/PlistBuddy -c 'Print :CFBundleShortVersionString' "$APP/Contents/Info.plist")" = "$VERSION" ]
# The PySide6 6.11 wheels need macOS 13; the saved-game type must be declared (double-click).
[ "$(/usr/libexec/PlistBuddy -c 'Print :LSMinimumSystemVersion' "$APP/Contents/Info.plist")" = "13.0" ]
/usr/libexec/PlistBuddy -c 'Print :CFBundleDocumentTypes:0:LSItemContentTypes:0' "$APP/Contents/Info.plist" | grep -qx org.nbgui.nbsave
# Both catalogues and the licence texts are inside the app.
find "$APP" -name nbgui_es.qm | grep -q . || { echo "build_dmg: no Spanish catalogue in $APP" >&2; exit 1; }
LICENCES="$(dirname "$(find "$APP" -path '*/licenses/index.json' | head -n1)")"
[ -f "$LICENCES/index.json" ] || { echo "build_dmg: no licences in $APP" >&2; exit 1; }

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    echo "build_dmg: signing with $CODESIGN_IDENTITY (hardened runtime)"
    codesign --force --deep --options runtime --timestamp \
        --entitlements packaging/macos/entitlements.plist \
        --sign "$CODESIGN_IDENTITY" "$APP"
    codesign --verify --deep --strict --verbose=2 "$APP"
fi

rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
# The licence texts of everything in the app, also readable before installing.
cp -R "$LICENCES" "$STAGE/Licences"
cp LICENSE "$STAGE/Licences/LICENSE-nbgui.txt"
hdiutil create -volname "New Bedford ${VERSION}" -srcfolder "$STAGE" -ov -format UDZO "$DMG"

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$CODESIGN_IDENTITY" "$DMG"
fi
if [ -n "${NOTARY_PROFILE:-}" ]; then
    echo "build_dmg: notarising (this waits for Apple's answer)"
    xcrun notarytool submit "$DMG" --keychain-profile "$NOTARY_PROFILE" --wait
    xcrun stapler staple "$DMG"
fi
hdiutil verify "$DMG"
echo "build_dmg: wrote $DMG ($(du -h "$DMG" | cut -f1))"
