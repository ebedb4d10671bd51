#!/usr/bin/env bash
# Build the Debian package and the portable .tar.gz from the PyInstaller folder dist/nbgui/.
#
#   packaging/linux/build_deb.sh            (run from anywhere; `make deb` calls it after `make dist`)
#
# Output (in dist/):
#   nbgui_<version>_<arch>.deb          app in /usr/lib/nbgui, /usr/games/nbgui symlink, desktop
#                                       entry, .nbsave MIME type + icon, hicolor icons 16…512 +
#                                       scalable SVG, man page, changelog, copyright + licences
#   nbgui-<version>-linux-<machine>.tar.gz   the onedir folder as nbgui-<version>/
#
# Needs dpkg-deb and dpkg-query (dpkg), objdump and readelf (binutils); desktop-file-validate
# runs when installed. Built with `dpkg-deb --root-owner-group` (no fakeroot). Maintainer:
# pyproject.toml's [project] maintainers entry; $DEBFULLNAME / $DEBEMAIL override it. No network.
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
for tool in dpkg-deb dpkg-query objdump readelf gzip; do
    command -v "$tool" >/dev/null || { echo "build_deb: '$tool' missing (apt-get install -y dpkg binutils)" >&2; exit 1; }
done

VERSION="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')"
ARCH="$(dpkg --print-architecture)"
MACHINE="$(uname -m)"
STAGE="build/deb/nbgui_${VERSION}_${ARCH}"
DEB="dist/nbgui_${VERSION}_${ARCH}.deb"
TARBALL="dist/nbgui-${VERSION}-linux-${MACHINE}.tar.gz"
MAINTAINER_NAME="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["maintainers"][0]["name"])')"
MAINTAINER_EMAIL="$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml","rb"))["project"]["maintainers"][0]["email"])')"
MAINTAINER="${DEBFULLNAME:-$MAINTAINER_NAME} <${DEBEMAIL:-$MAINTAINER_EMAIL}>"
MULTIARCH="$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo "${MACHINE}-linux-gnu")"

# The newest glibc symbol version any bundled binary needs: the oldest glibc the bundle runs on.
glibc_min() {
    find "$APP_DIR" -type f \( -name '*.so*' -o -name nbgui \) -print0 |
        xargs -0 objdump -T 2>/dev/null |
        grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -n1
}
GLIBC="$(glibc_min || true)"
GLIBC="${GLIBC:-$(getconf GNU_LIBC_VERSION | awk '{print $2}')}"

# Libraries Debian ships as shared libraries and lintian would flag as embedded copies: the .deb
# takes them from the system (Depends) instead of the bundle; the .tar.gz keeps its copies.
UNBUNDLE="libz.so.1 libbz2.so.1.0 libpng16.so.16 libfreetype.so.6 libexpat.so.1"

# Depends: the packages of the libraries the staged bundle links but does not carry (readelf's
# NEEDED lines minus the bundled files: glibc, GL/EGL, libxcb and the libraries above), plus
# fontconfig-config, the /etc/fonts configuration the bundled libfontconfig reads (data, so no
# NEEDED line names it).
depends_of_bundle() {
    local app="$1" bundled lib path real owner
    bundled="$(find "$app" -name '*.so*' -printf '%f\n' | sort -u)"
    find "$app" -type f \( -name '*.so*' -o -name nbgui \) -print0 |
        xargs -0 readelf -d 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort -u |
        while read -r lib; do
            if grep -qxF "$lib" <<<"$bundled"; then continue; fi
            path="$(ldconfig -p | awk -v l="$lib" -v m="$MULTIARCH" '$1 == l && index($NF, m) { print $NF; exit }')"
            if [ -z "$path" ]; then
                echo "build_deb: $lib is linked by the bundle but not installed here" >&2
                return 1
            fi
            real="$(readlink -f "$path")"
            owner="$(dpkg-query -S "$real" 2>/dev/null || dpkg-query -S "${real#/usr}" 2>/dev/null ||
                dpkg-query -S "$path" 2>/dev/null)" || {
                echo "build_deb: no package owns $real ($lib)" >&2
                return 1
            }
            echo "${owner%%:*}"
        done | sort -u
}
rm -rf "$STAGE"
DOC="$STAGE/usr/share/doc/nbgui"
mkdir -p "$STAGE/DEBIAN" "$STAGE/usr/lib" "$STAGE/usr/games" "$STAGE/usr/share/applications" \
    "$DOC" "$STAGE/usr/share/icons/hicolor/scalable/apps" "$STAGE/usr/share/man/man6" \
    "$STAGE/usr/share/mime/packages" "$STAGE/usr/share/icons/hicolor/scalable/mimetypes" \
    "$STAGE/usr/share/lintian/overrides"

cp -a "$APP_DIR" "$STAGE/usr/lib/nbgui"
for lib in $UNBUNDLE; do
    rm -f "$STAGE/usr/lib/nbgui/_internal/$lib"
done
# Section games: the command goes to /usr/games (on every Debian user's PATH), like other games.
ln -s ../lib/nbgui/nbgui "$STAGE/usr/games/nbgui"

LIB_PACKAGES="$(depends_of_bundle "$STAGE/usr/lib/nbgui")"
DEPENDS="libc6 (>= ${GLIBC})"
for pkg in $LIB_PACKAGES; do
    [ "$pkg" = libc6 ] || DEPENDS="${DEPENDS}, ${pkg}"
done
DEPENDS="${DEPENDS}, fontconfig-config"
echo "build_deb: nbgui ${VERSION} (${ARCH}); Depends: ${DEPENDS}"

# What lintian cannot see is intended (each line says why); everything else must be clean.
cat > "$STAGE/usr/share/lintian/overrides/nbgui" <<'OVERRIDES'
# Python's own build links expat statically into pyexpat (not a copy this package made).
nbgui: embedded-library expat [usr/lib/nbgui/_internal/python3*/lib-dynload/pyexpat.cpython-*.so]
# Python extension modules get libc through libpython, which the bundle's program loads first.
nbgui: library-not-linked-against-libc [usr/lib/nbgui/_internal/python3*/lib-dynload/*.so]
# The bundled Python modules, compiled for the Python inside the bundle (not the system's, so no
# postinst could compile them); kept as files because they load faster than an archive (nbgui.spec).
nbgui: package-installs-python-bytecode [usr/lib/nbgui/_internal/*.pyc]
OVERRIDES

for png in assets/icons/nbgui_*.png; do
    size="$(basename "$png" .png)"
    size="${size#nbgui_}"
    mkdir -p "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps"
    install -m 0644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/nbgui.png"
done
install -m 0644 assets/icons/app_icon.svg "$STAGE/usr/share/icons/hicolor/scalable/apps/nbgui.svg"
install -m 0644 assets/icons/nbsave.svg \
    "$STAGE/usr/share/icons/hicolor/scalable/mimetypes/application-x-nbsave.svg"
sed 's|^Exec=nbgui |Exec=/usr/games/nbgui |' packaging/linux/nbgui.desktop \
    > "$STAGE/usr/share/applications/nbgui.desktop"
install -m 0644 packaging/linux/nbgui-mime.xml "$STAGE/usr/share/mime/packages/nbgui.xml"
gzip -9n < packaging/linux/nbgui.6 > "$STAGE/usr/share/man/man6/nbgui.6.gz"

# changelog (a native package: changelog.gz), dated by the last commit when there is one
DATE="$(git log -1 --format=%aD 2>/dev/null || date -R)"
{
    echo "nbgui (${VERSION}) unstable; urgency=medium"
    echo
    echo "  * nbgui ${VERSION}; the changes are in the project's git history."
    echo
    echo " -- ${MAINTAINER}  $(date -R -d "$DATE")"
} | gzip -9n > "$DOC/changelog.gz"

# copyright: every bundled component with its licence, then nbgui's MIT text. The full texts
# are in the bundle's licenses/ folder (index.json, written by the PyInstaller build).
INDEX="$APP_DIR/_internal/licenses/index.json"
[ -f "$INDEX" ] || { echo "build_deb: $INDEX missing (the PyInstaller build writes it)" >&2; exit 1; }
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: nbgui"
    echo "Comment: The program bundles Python, Qt and other libraries; each keeps its own"
    echo " licence. Their full texts are in /usr/lib/nbgui/_internal/licenses/ (index.json"
    echo " there lists them, and so does the game's Help > About dialog):"
    "$PY" -c '
import json, sys
for c in json.load(open(sys.argv[1], encoding="utf-8"))["components"]:
    print(" %s %s: %s" % (c["name"], c["version"], c["licence"]))
' "$INDEX"
    echo
    echo "Files: *"
    echo "Copyright: nbgui contributors"
    echo "License: MIT"
    sed 's/^$/./; s/^/ /' LICENSE
} > "$DOC/copyright"

# Permissions: directories and the program 755, every other file 644 (shared libraries too).
find "$STAGE" -type d -exec chmod 0755 {} +
find "$STAGE" -type f -exec chmod 0644 {} +
chmod 0755 "$STAGE/usr/lib/nbgui/nbgui"

INSTALLED_KB="$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)"
{
    echo "Package: nbgui"
    echo "Version: ${VERSION}"
    echo "Section: games"
    echo "Priority: optional"
    echo "Architecture: ${ARCH}"
    echo "Maintainer: ${MAINTAINER}"
    echo "Installed-Size: ${INSTALLED_KB}"
    echo "Depends: ${DEPENDS}"
    echo "Description: New Bedford board game for the desktop"
    echo " Play the whaling board game New Bedford solo against the four Captain automata,"
    echo " with a rules teacher. Self-contained: Python, Qt and the game data are bundled"
    echo " under /usr/lib/nbgui; the game never uses the network."
} > "$STAGE/DEBIAN/control"

if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$STAGE/usr/share/applications/nbgui.desktop"
fi

mkdir -p dist
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
echo "build_deb: wrote $DEB ($(du -h "$DEB" | cut -f1))"

# Portable archive of the same folder, unpacked as nbgui-<version>/.
TAR_STAGE="build/tar"
rm -rf "$TAR_STAGE"
mkdir -p "$TAR_STAGE"
cp -a "$APP_DIR" "$TAR_STAGE/nbgui-${VERSION}"
install -m 0644 packaging/linux/nbgui.desktop "$TAR_STAGE/nbgui-${VERSION}/nbgui.desktop"
install -m 0644 packaging/linux/nbgui-mime.xml "$TAR_STAGE/nbgui-${VERSION}/nbgui-mime.xml"
install -m 0644 assets/icons/nbgui_256.png "$TAR_STAGE/nbgui-${VERSION}/nbgui.png"
tar -C "$TAR_STAGE" --owner=0 --group=0 --numeric-owner -czf "$TARBALL" "nbgui-${VERSION}"
echo "build_deb: wrote $TARBALL ($(du -h "$TARBALL" | cut -f1))"
