#!/usr/bin/env bash
# Build the Debian package and the portable .tar.gz from the PyInstaller folder dist/nbgui/.
#
#   packaging/linux/build_deb.sh            (run from anywhere; `make deb` calls it after `make dist`)
#
# Output (in dist/):
#   nbgui_<version>_<arch>.deb          app in /opt/nbgui, /usr/bin/nbgui symlink, desktop entry,
#                                       hicolor icons 16…512 + scalable SVG
#   nbgui-<version>-linux-<machine>.tar.gz   the onedir folder as nbgui-<version>/
#
# Needs dpkg-deb and fakeroot (apt-get install -y fakeroot dpkg-dev). No network.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
APP_DIR="dist/nbgui"
PY="${PY:-.venv/bin/python}"
[ -x "$PY" ] || PY=python3

if [ ! -x "$APP_DIR/nbgui" ]; then
    echo "build_deb: $APP_DIR/nbgui not found; run 'make dist' first" >&2
    exit 1
fi
for tool in dpkg-deb fakeroot; do
    command -v "$tool" >/dev/null || { echo "build_deb: '$tool' missing (apt-get install -y fakeroot dpkg-dev)" >&2; exit 1; }
done

VERSION="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')"
ARCH="$(dpkg --print-architecture)"
MACHINE="$(uname -m)"
STAGE="build/deb/nbgui_${VERSION}_${ARCH}"
DEB="dist/nbgui_${VERSION}_${ARCH}.deb"
TARBALL="dist/nbgui-${VERSION}-linux-${MACHINE}.tar.gz"

# The newest glibc symbol version any bundled binary needs: the oldest glibc the bundle runs on.
glibc_min() {
    find "$APP_DIR" -type f \( -name '*.so*' -o -name nbgui \) -print0 |
        xargs -0 objdump -T 2>/dev/null |
        grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -n1
}
GLIBC="$(glibc_min || true)"
# Without objdump (binutils), fall back to this machine's glibc: the bundle's real minimum.
GLIBC="${GLIBC:-$(getconf GNU_LIBC_VERSION | awk '{print $2}')}"

# System libraries Qt's xcb platform plugin (and Qt itself) load that PyInstaller does not bundle
# or that must match the desktop: GL/EGL, libxcb, the xcb utility libraries, xkbcommon, fontconfig,
# D-Bus. Bundled copies of some of these take precedence; the Depends make a bare system work.
DEPENDS="libc6 (>= ${GLIBC}), libgl1, libegl1, libxcb1, libx11-6, libx11-xcb1, \
libxkbcommon0, libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4, libxcb-image0, \
libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xkb1, \
libfontconfig1, libfreetype6, libdbus-1-3"

echo "build_deb: nbgui ${VERSION} (${ARCH}), glibc >= ${GLIBC}"
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
    "$STAGE/usr/share/doc/nbgui" "$STAGE/usr/share/icons/hicolor/scalable/apps"

cp -a "$APP_DIR" "$STAGE/opt/nbgui"
ln -s /opt/nbgui/nbgui "$STAGE/usr/bin/nbgui"

for png in assets/icons/nbgui_*.png; do
    size="$(basename "$png" .png)"
    size="${size#nbgui_}"
    mkdir -p "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps"
    install -m 0644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/nbgui.png"
done
install -m 0644 assets/icons/app_icon.svg "$STAGE/usr/share/icons/hicolor/scalable/apps/nbgui.svg"
install -m 0644 packaging/linux/nbgui.desktop "$STAGE/usr/share/applications/nbgui.desktop"

cat > "$STAGE/usr/share/doc/nbgui/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: nbgui
Comment: Bundled third-party components (Qt, PySide6, Python, pydantic, DejaVu fonts) keep
 their own licences; see /opt/nbgui/_internal and assets/fonts/LICENSE-DejaVu.txt.

Files: *
Copyright: nbgui contributors
License: MIT
$(sed 's/^$/./; s/^/ /' LICENSE)
EOF

# Normalise permissions: directories 755, files 644, executables (and .so) keep 755.
chmod -R u=rwX,go=rX "$STAGE"
find "$STAGE" -type d -exec chmod 0755 {} +

INSTALLED_KB="$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)"
cat > "$STAGE/DEBIAN/control" <<EOF
Package: nbgui
Version: ${VERSION}
Section: games
Priority: optional
Architecture: ${ARCH}
Maintainer: nbgui contributors
Installed-Size: ${INSTALLED_KB}
Depends: ${DEPENDS}
Description: New Bedford board game for the desktop
 Play the whaling board game New Bedford solo against the four Captain automata,
 with a rules teacher. Self-contained: Python, Qt and the game data are bundled
 under /opt/nbgui; the game never uses the network.
EOF

if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$STAGE/usr/share/applications/nbgui.desktop"
fi

mkdir -p dist
fakeroot dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
echo "build_deb: wrote $DEB ($(du -h "$DEB" | cut -f1))"

# Portable archive of the same folder, unpacked as nbgui-<version>/.
TAR_STAGE="build/tar"
rm -rf "$TAR_STAGE"
mkdir -p "$TAR_STAGE"
cp -a "$APP_DIR" "$TAR_STAGE/nbgui-${VERSION}"
install -m 0644 packaging/linux/nbgui.desktop "$TAR_STAGE/nbgui-${VERSION}/nbgui.desktop"
install -m 0644 assets/icons/nbgui_256.png "$TAR_STAGE/nbgui-${VERSION}/nbgui.png"
tar -C "$TAR_STAGE" --owner=0 --group=0 --numeric-owner -czf "$TARBALL" "nbgui-${VERSION}"
echo "build_deb: wrote $TARBALL ($(du -h "$TARBALL" | cut -f1))"
