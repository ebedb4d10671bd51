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
command -v nbgui

step "nbgui --selftest (installed, from /)"
(cd / && nbgui --selftest)

if unshare -n true 2>/dev/null; then
    step "nbgui --selftest with no network (unshare -n)"
    (cd / && unshare -n nbgui --selftest | tail -n1)
fi

if command -v xvfb-run >/dev/null; then
    step "real X11 start (xcb platform plugin) under xvfb-run"
    (cd / && QT_QPA_PLATFORM=xcb timeout 120 xvfb-run -a nbgui --benchmark-startup)
fi

step "remove"
dpkg -r nbgui
if [ -e /opt/nbgui ] || [ -e /usr/bin/nbgui ] || [ -e /usr/share/applications/nbgui.desktop ]; then
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
