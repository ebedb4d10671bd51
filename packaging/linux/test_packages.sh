#!/usr/bin/env bash
# Install-test the Linux packages `make deb` built (run as root, on a disposable machine or CI):
#   1. dpkg -i the .deb (apt-get install -f for missing dependencies), `nbgui --selftest` from the
#      PATH, again with no network (unshare -n) when possible, a real X11 start under xvfb-run
#      when available, then dpkg -r and check nothing is left behind;
#   2. unpack the .tar.gz into a temporary folder elsewhere and run its self-test.
#
#   packaging/linux/test_packages.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DEB="$(ls "$ROOT"/dist/nbgui_*.deb | tail -n1)"
TARBALL="$(ls "$ROOT"/dist/nbgui-*-linux-*.tar.gz | tail -n1)"
[ "$(id -u)" = 0 ] || { echo "test_packages: run as root (dpkg -i)" >&2; exit 1; }

step() { echo; echo "== $*"; }

step "install $DEB"
if ! dpkg -i "$DEB"; then
    apt-get install -f -y
fi
dpkg -s nbgui | grep -E '^(Status|Version):'
NBGUI=/usr/games/nbgui
[ -x "$NBGUI" ]

step "nbgui --selftest (installed, from /)"
(cd / && "$NBGUI" --selftest)

if unshare -n true 2>/dev/null; then
    step "nbgui --selftest with no network (unshare -n)"
    (cd / && unshare -n "$NBGUI" --selftest | tail -n1)
fi

if command -v xvfb-run >/dev/null; then
    step "real X11 start (xcb platform plugin) under xvfb-run"
    (cd / && QT_QPA_PLATFORM=xcb timeout 120 xvfb-run -a "$NBGUI" --benchmark-startup)
fi

if command -v gio >/dev/null; then
    step ".nbsave handled by nbgui (shared-mime-info + desktop database)"
    # read it whole first: `gio … | head -n1` under pipefail failed when gio met the closed pipe
    mime="$(gio mime application/x-nbsave)"
    [[ "${mime%%$'\n'*}" == *nbgui.desktop* ]]
fi

step "remove"
dpkg -r nbgui
if [ -e /usr/lib/nbgui ] || [ -e /usr/games/nbgui ] || [ -e /usr/share/applications/nbgui.desktop ] ||
    [ -e /usr/share/mime/packages/nbgui.xml ]; then
    echo "test_packages: dpkg -r left files behind" >&2
    exit 1
fi

step "unpack $TARBALL elsewhere and self-test"
tmp="$(mktemp -d /tmp/nbgui-tar.XXXXXX)"
trap 'rm -rf "$tmp"' EXIT
tar -C "$tmp" -xzf "$TARBALL"
(cd / && "$tmp"/nbgui-*/nbgui --selftest | tail -n1)

echo
echo "test_packages: all passed"
