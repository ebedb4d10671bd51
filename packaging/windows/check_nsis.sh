#!/usr/bin/env bash
# Prove packaging/windows/nbgui.nsi compiles, on Linux, with Debian's makensis (apt-get install -y
# nsis), against a dummy dist folder (a fake nbgui.exe and _internal/). The real installer is
# built on a Windows runner from the real PyInstaller folder (see .github/workflows/release.yml).
#
#   packaging/windows/check_nsis.sh        → build/nsis-check/nbgui-<version>-setup-CHECK.exe
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
command -v makensis >/dev/null || { echo "check_nsis: makensis missing (apt-get install -y nsis)" >&2; exit 1; }
PY="${PY:-.venv/bin/python}"
[ -x "$PY" ] || PY=python3
VERSION="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')"
WORK="build/nsis-check"
rm -rf "$WORK"
mkdir -p "$WORK/nbgui/_internal/rules"
printf 'MZ dummy executable for the NSIS syntax check\n' > "$WORK/nbgui/nbgui.exe"
printf 'dummy\n' > "$WORK/nbgui/_internal/rules/game.json"
makensis -V2 -WX -INPUTCHARSET UTF8 \
    "-DVERSION=${VERSION}" \
    "-DDIST_DIR=${ROOT}/${WORK}/nbgui" \
    "-DOUT_FILE=${ROOT}/${WORK}/nbgui-${VERSION}-setup-CHECK.exe" \
    packaging/windows/nbgui.nsi
ls -l "$WORK/nbgui-${VERSION}-setup-CHECK.exe"
echo "check_nsis: nbgui.nsi compiled (VERSION=${VERSION}); the output is a syntax check, not a release"
