"""Fast packaging checks (no PyInstaller build): the files exist and parse, the release workflow
names the three runners, the .icns writer round-trips, and the self-test passes in-process.

The real builds are `make dist` / `make deb` (Linux, here) and the release workflow (all three).
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def test_spec_is_onedir_windowed_without_upx():
    spec = PACKAGING / "pyinstaller" / "nbgui.spec"
    text = spec.read_text(encoding="utf-8")
    ast.parse(text, filename=str(spec))  # valid Python
    assert "COLLECT(" in text  # onedir
    assert "console=False" in text
    assert "upx=True" not in text and "upx=False" in text
    assert 'bundle_identifier="org.nbgui.nbgui"' in text
    assert '"NSHighResolutionCapable": True' in text
    for folder in ("rules", "assets", "translations"):
        assert f'"{folder}"' in text
    assert (PACKAGING / "pyinstaller" / "nbgui_entry.py").is_file()


def test_entry_script_dispatches_selftest(monkeypatch):
    entry = _load(PACKAGING / "pyinstaller" / "nbgui_entry.py", "nbgui_entry_under_test")
    seen: list[list[str]] = []
    import nbgui.selftest

    monkeypatch.setattr(nbgui.selftest, "main", lambda argv: seen.append(list(argv)) or 0)
    monkeypatch.setattr(sys, "argv", ["nbgui", "--selftest", "--rounds", "1"])
    assert entry.run() == 0
    assert seen == [["--selftest", "--rounds", "1"]]


def test_nsis_script_has_the_installer_parts():
    text = (PACKAGING / "windows" / "nbgui.nsi").read_text(encoding="utf-8")
    for needle in (
        "!ifndef VERSION",
        "WriteUninstaller",
        '"DisplayVersion" "${VERSION}"',
        "CurrentVersion\\Uninstall",
        "$SMPROGRAMS",
        'Section /o "Desktop shortcut"',
        'Section "Uninstall"',
    ):
        assert needle in text, needle


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis not installed (apt nsis)")
def test_nsis_script_compiles_against_a_dummy_folder():
    result = subprocess.run(
        ["bash", str(PACKAGING / "windows" / "check_nsis.sh")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_shell_scripts_parse():
    for script in (
        PACKAGING / "linux" / "build_deb.sh",
        PACKAGING / "macos" / "build_dmg.sh",
        PACKAGING / "windows" / "check_nsis.sh",
    ):
        result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
        assert result.returncode == 0, f"{script.name}: {result.stderr}"


def test_desktop_entry():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(PACKAGING / "linux" / "nbgui.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "nbgui"
    assert entry["Icon"] == "nbgui"
    assert "Game" in entry["Categories"].split(";")


def test_release_workflow_names_the_three_runners():
    text = WORKFLOW.read_text(encoding="utf-8")
    for runner in ("ubuntu-22.04", "windows-latest", "macos-14"):
        assert runner in text
    assert text.count("--selftest") >= 3
    yaml = pytest.importorskip("yaml")
    data = yaml.safe_load(text)
    runners = [m["os"] for m in data["jobs"]["build"]["strategy"]["matrix"]["include"]]
    assert runners == ["ubuntu-22.04", "windows-latest", "macos-14"]


def test_icns_writer_round_trips(tmp_path):
    make_icns = _load(PACKAGING / "macos" / "make_icns.py", "make_icns_under_test")
    out = make_icns.write_icns(ROOT / "assets" / "icons", tmp_path / "nbgui.icns")
    kinds = [kind for kind, _length in make_icns.read_icns_types(out.read_bytes())]
    assert {"icp4", "ic07", "ic08", "ic09", "ic14"} <= set(kinds)


def test_icns_readable_by_qt(tmp_path, qapp):
    from PySide6.QtGui import QImageReader

    if b"icns" not in [bytes(f.data()) for f in QImageReader.supportedImageFormats()]:
        pytest.skip("Qt icns image plugin not available")
    make_icns = _load(PACKAGING / "macos" / "make_icns.py", "make_icns_under_test")
    out = make_icns.write_icns(ROOT / "assets" / "icons", tmp_path / "nbgui.icns")
    image = QImageReader(str(out)).read()
    assert not image.isNull()


def test_selftest_passes_in_process(qapp, capsys):
    from nbgui.selftest import main

    assert main([]) == 0
    out = capsys.readouterr().out
    for check in ("rules ok", "captains ok", "game ok", "fonts ok", "window ok"):
        assert f"selftest: {check}" in out
    assert "FAILED" not in out


def test_selftest_reports_a_failure(qapp, capsys, monkeypatch, tmp_path):
    import nbgui.selftest as selftest

    def broken(self):
        raise selftest.SelftestError("no rules here")

    monkeypatch.setattr(selftest._Run, "check_rules", broken)
    report = tmp_path / "report.txt"
    assert selftest.main(["--report", str(report)]) == 1
    assert "selftest: FAILED: rules: SelftestError: no rules here" in capsys.readouterr().out
    assert "FAILED: rules" in report.read_text(encoding="utf-8")


def test_selftest_fails_when_dataclass_methods_were_compiled(qapp, capsys, monkeypatch):
    # a bundle frozen without the generated module for its Python starts slower: caught here
    from nbgui import dataclass_code
    from nbgui.selftest import main

    if not dataclass_code.applies():
        pytest.skip("nbgui.dataclass_code is not for this Python")
    assert main([]) == 0
    assert "selftest: dataclass code ok" in capsys.readouterr().out
    monkeypatch.setattr(dataclass_code, "compiled", [("nbgui.engine.state", "__init__")])
    assert main([]) == 1
    assert "FAILED: dataclass code: SelftestError: 1 dataclass methods compiled" in (
        capsys.readouterr().out
    )


def test_selftest_checks_the_quick_enum_build(qapp, capsys, monkeypatch):
    # nbgui.enum_build in use where it applies, and building what the standard library builds
    from nbgui import enum_build
    from nbgui.selftest import SelftestError, _Run

    if not enum_build.applies():
        pytest.skip("nbgui.enum_build is not for this Python")
    run = _Run.__new__(_Run)
    assert run.check_enum_build().startswith("enum build ok (Python")
    real = enum_build._add_members

    def one_member_short(enum_class, names):
        real(enum_class, names[:-1])

    monkeypatch.setattr(enum_build, "_add_members", one_member_short)
    with pytest.raises(SelftestError, match="not built as the standard library"):
        run.check_enum_build()


def test_selftest_checks_the_frozen_pyside_import(qapp, monkeypatch):
    # frozen, shiboken's modules must come from the bundle's cache file (nbgui.pyside_import)
    from nbgui import pyside_import
    from nbgui.selftest import SelftestError, _Run

    run = _Run.__new__(_Run)
    counts = {"codes_cached": 14, "codes_compiled": 0, "patterns_cached": 4,
              "patterns_compiled": 0}
    monkeypatch.setattr(pyside_import, "stats", counts)
    assert "not frozen" in run.check_pyside_import()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert run.check_pyside_import().startswith("pyside import ok (14 modules and 4 patterns")
    counts.update(codes_cached=13, codes_compiled=1)  # a stale file: one compiled
    with pytest.raises(SelftestError, match="1 compiled"):
        run.check_pyside_import()
    counts.update(codes_cached=0, codes_compiled=0)  # installed too late, or no file
    with pytest.raises(SelftestError, match="compiled at start"):
        run.check_pyside_import()


# ---- Qt trimming rules (packaging/pyinstaller/qt_trim.py) on each OS's bundle layout ----------


def _qt_trim(platform: str):
    module = _load(PACKAGING / "pyinstaller" / "qt_trim.py", "qt_trim_under_test")
    return module.QtTrim(platform)


@pytest.mark.parametrize(
    ("platform", "dest", "kept"),
    [
        ("linux", "PySide6/Qt/lib/libQt6Core.so.6", True),
        ("linux", "PySide6/Qt/lib/libQt6DBus.so.6", True),
        ("linux", "PySide6/Qt/lib/libQt6XcbQpa.so.6", True),
        ("linux", "PySide6/Qt/lib/libQt6Network.so.6", False),
        ("linux", "PySide6/Qt/lib/libQt6WaylandClient.so.6", False),
        ("linux", "PySide6/Qt/lib/libicudata.so.73", True),
        ("linux", "PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("linux", "PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("linux", "PySide6/Qt/plugins/platforms/libqwayland.so", False),
        ("linux", "PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("linux", "PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("linux", "PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("linux", "PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("linux", "PySide6/Qt/plugins/imageformats/libqgif.so", False),
        ("win32", "PySide6/plugins/imageformats/qjpeg.dll", False),
        ("linux", "PySide6/QtNetwork.abi3.so", False),
        ("linux", "PySide6/QtSvgWidgets.abi3.so", True),
        ("linux", "libglib-2.0.so.0", True),
        ("win32", "PySide6/Qt6Widgets.dll", True),
        ("win32", "PySide6/Qt6Network.dll", False),
        ("win32", "PySide6/Qt6XcbQpa.dll", False),
        ("win32", "PySide6/plugins/platforms/qwindows.dll", True),
        ("win32", "PySide6/plugins/platforms/qdirect2d.dll", False),
        ("win32", "PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
        ("win32", "PySide6/plugins/tls/qschannelbackend.dll", False),
        ("win32", "PySide6/QtNetwork.pyd", False),
        ("win32", "PySide6/pyside6.abi3.dll", True),
        ("win32", "PySide6/MSVCP140.dll", True),
        ("darwin", "PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", True),
        ("darwin", "PySide6/Qt/lib/QtSvgWidgets.framework/Versions/A/QtSvgWidgets", True),
        ("darwin", "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", False),
        ("darwin", "PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("darwin", "PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
    ],
)
def test_qt_trim_binaries(platform, dest, kept):
    assert _qt_trim(platform).keep_binary(dest) is kept


def test_qt_trim_data_and_links():
    trim = _qt_trim("linux")
    assert not trim.keep_data("PySide6/Qt/translations/qtbase_de.qm")
    assert not trim.keep_data("translations/nbgui_es.ts")
    assert trim.keep_data("translations/nbgui_es.qm")
    assert trim.keep_data("rules/game.json")
    present = {"PySide6/Qt/lib/libQt6Core.so.6"}
    assert not trim.link_dropped("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", present)
    assert trim.link_dropped("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", present)
    mac = _qt_trim("darwin")
    assert mac.keep_data("PySide6/Qt/lib/QtCore.framework/Versions/A/Resources/Info.plist")
    assert not mac.keep_data("PySide6/Qt/lib/QtPdf.framework/Versions/A/Resources/Info.plist")
    framework = "PySide6/Qt/lib/QtCore.framework"
    # links through Versions/Current stay for kept frameworks, go for dropped ones
    assert not mac.link_dropped(f"{framework}/QtCore", "Versions/Current/QtCore", set())
    assert not mac.link_dropped(f"{framework}/Versions/Current", "A", set())
    assert mac.link_dropped(
        "PySide6/Qt/lib/QtNetwork.framework/QtNetwork", "Versions/Current/QtNetwork", set()
    )


def test_qt_trim_prunes_libraries_only_dropped_plugins_needed():
    trim = _qt_trim("linux")
    binaries = [
        ("PySide6/QtGui.abi3.so", "/x/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/x/libQt6Gui.so.6", "BINARY"),
        ("libpng16.so.16", "/x/libpng16.so.16", "BINARY"),
        ("libgtk-3.so.0", "/x/libgtk-3.so.0", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/x/libqgtk3.so", "BINARY"),
    ]
    links = {
        "/x/QtGui.abi3.so": [("libQt6Gui.so.6", "/x/libQt6Gui.so.6")],
        "/x/libQt6Gui.so.6": [("libpng16.so.16", None)],
        "/x/libqgtk3.so": [("libgtk-3.so.0", "/x/libgtk-3.so.0")],
    }
    kept, _datas = trim.apply(binaries, [], imports_of=lambda src: links.get(src, []))
    names = [dest for dest, _src, _kind in kept]
    assert names == ["PySide6/QtGui.abi3.so", "PySide6/Qt/lib/libQt6Gui.so.6", "libpng16.so.16"]
    assert trim.dropped["unreachable-libs"] == 1 and trim.dropped["plugins"] == 1


# ---- file associations, installers, licences (issue 16) ----------------------------------------

LINUX = PACKAGING / "linux"


def test_desktop_entry_opens_saved_games_and_validates():
    text = (LINUX / "nbgui.desktop").read_text(encoding="utf-8")
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(text)
    entry = parser["Desktop Entry"]
    assert "application/x-nbsave" in entry["MimeType"].split(";")
    assert entry["Exec"] == "nbgui %f"  # the double-clicked file arrives as the argument
    assert entry["Version"] in ("1.0", "1.1", "1.2", "1.3", "1.4")  # desktop-file-utils 0.26
    if shutil.which("desktop-file-validate") is None:
        pytest.skip("desktop-file-validate not installed (apt desktop-file-utils)")
    result = subprocess.run(
        ["desktop-file-validate", str(LINUX / "nbgui.desktop")], capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_mime_type_for_saved_games(tmp_path):
    import xml.etree.ElementTree as ET

    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(LINUX / "nbgui-mime.xml").getroot()
    (mime,) = root.findall("m:mime-type", ns)
    assert mime.get("type") == "application/x-nbsave"
    assert [g.get("pattern") for g in mime.findall("m:glob", ns)] == ["*.nbsave"]
    icon = mime.find("m:icon", ns)
    assert icon is not None and icon.get("name") == "application-x-nbsave"
    assert (ROOT / "assets" / "icons" / "nbsave.svg").is_file()  # installed under that name
    build = (LINUX / "build_deb.sh").read_text(encoding="utf-8")
    assert "mimetypes/application-x-nbsave.svg" in build and "mime/packages/nbgui.xml" in build
    if shutil.which("update-mime-database") is None:
        pytest.skip("update-mime-database not installed (apt shared-mime-info)")
    (tmp_path / "packages").mkdir()
    shutil.copy(LINUX / "nbgui-mime.xml", tmp_path / "packages" / "nbgui.xml")
    result = subprocess.run(["update-mime-database", str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "application" / "x-nbsave.xml").is_file()
    assert "*.nbsave" in (tmp_path / "globs2").read_text(encoding="utf-8")


def test_man_page_parses():
    page = LINUX / "nbgui.6"
    assert page.read_text(encoding="utf-8").startswith(".TH NBGUI 6")
    if shutil.which("man") is None:
        pytest.skip("man not installed")
    result = subprocess.run(
        ["man", "--warnings", "-l", "-E", "UTF-8", "-P", "cat", str(page)],
        capture_output=True, text=True, env={"MANWIDTH": "80", "PATH": "/usr/bin:/bin"},
    )  # fmt: skip
    assert result.returncode == 0 and "SYNOPSIS" in result.stdout
    assert not result.stderr.strip(), result.stderr


def test_nsis_installer_fixes():
    text = (PACKAGING / "windows" / "nbgui.nsi").read_text(encoding="utf-8")
    assert "Target amd64-unicode" in text  # a 64-bit installer (registry/Program Files native)
    assert text.count("SetShellVarContext all") == 2  # install and uninstall
    assert 'InstallDirRegKey HKLM "${UNINST_KEY}" "InstallLocation"' in text
    assert "MUI_FINISHPAGE_RUN_FUNCTION LaunchAsUser" in text
    assert '"$WINDIR\\explorer.exe"' in text  # the finish page starts the game unelevated
    assert '!define MUI_FINISHPAGE_RUN "$INSTDIR' not in text
    for needle in (
        '"Software\\Classes\\${SAVE_EXT}" "" "${SAVE_PROGID}"',
        '"Software\\Classes\\${SAVE_PROGID}\\shell\\open\\command" ""',
        '\'"$INSTDIR\\${APP_EXE}" "%1"\'',
        'DeleteRegKey HKLM "Software\\Classes\\${SAVE_PROGID}"',
        "SHChangeNotify",
    ):
        assert needle in text, needle


def test_spec_macos_and_windows_metadata():
    text = (PACKAGING / "pyinstaller" / "nbgui.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": "13.0"' in text  # the PySide6 6.11 wheels need macOS 13
    assert '"CFBundleDocumentTypes"' in text and '"UTExportedTypeDeclarations"' in text
    assert '"public.filename-extension": ["nbsave"]' in text
    assert "version=version_info(VERSION) if IS_WIN else None" in text
    assert "collect_licences(a.binaries" in text


def test_windows_version_resource():
    pytest.importorskip("pefile", reason="PyInstaller's versioninfo needs pefile (Windows dep)")
    wv = _load(PACKAGING / "pyinstaller" / "win_version.py", "win_version_under_test")
    info = wv.version_info("1.2.3")
    assert info.ffi.fileVersionMS == (1 << 16) | 2 and info.ffi.fileVersionLS == 3 << 16
    assert "ProductVersion" in str(info) and "1.2.3" in str(info)


def test_windows_version_numbers():
    wv = _load(PACKAGING / "pyinstaller" / "win_version.py", "win_version_under_test")
    assert wv.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert wv.version_tuple("1.2.3rc1") == (1, 2, 3, 0)


def test_release_jobs_build_the_catalogues_before_freezing():
    yaml = pytest.importorskip("yaml")
    steps = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))["jobs"]["build"]["steps"]
    runs = [(s.get("if", ""), s.get("run", "")) for s in steps]
    for target in ("windows", "macos"):
        script = "\n".join(run for cond, run in runs if f"'{target}'" in cond)
        freeze = script.index("PyInstaller")
        assert 0 <= script.find("tools/i18n.py --release-only") < freeze, target
        # the dataclass methods of the freezing Python (3.12) compiled ahead (issue 18)
        assert 0 <= script.find("tools/gen_dataclass_code.py") < freeze, target
    linux = "\n".join(run for cond, run in runs if "'linux'" in cond)
    assert "make deb" in linux and "lintian --fail-on error" in linux
    text = WORKFLOW.read_text(encoding="utf-8")
    assert not re.search(r"-m PyInstaller[^\n]*--clean", text) and "PYINSTALLER_CONFIG_DIR" in text


def test_makefile_runs_pyinstaller_once_with_its_own_cache():
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert not re.search(r"-m PyInstaller[^\n]*--clean", text)
    assert "PYINSTALLER_CONFIG_DIR=$(PYI_CACHE)" in text
    assert "deb: $(DIST_STAMP)" in text  # make deb reuses the build make dist made
    recipe = text.split("$(DIST_STAMP):", 1)[1]
    assert "tools/i18n.py --release-only" in recipe
    assert recipe.index("tools/gen_dataclass_code.py") < recipe.index("-m PyInstaller")
    build = (LINUX / "build_deb.sh").read_text(encoding="utf-8")
    assert "\ndpkg-deb --root-owner-group" in build and "fakeroot dpkg-deb" not in build


def test_runpath_rule():
    fix = _load(PACKAGING / "pyinstaller" / "fix_linux_bundle.py", "fix_bundle_under_test")
    assert fix.foreign_runpath("/root/.pyenv/versions/3.11.7/lib")
    assert fix.foreign_runpath("$ORIGIN:/usr/local/lib")
    assert not fix.foreign_runpath("$ORIGIN/../../lib")
    assert not fix.foreign_runpath("")


def test_bench_exits_zero_when_every_benchmark_ran(tmp_path, monkeypatch):
    run_all = _load(ROOT / "benchmarks" / "run_all.py", "run_all_under_test")
    (tmp_path / "a_bench.py").write_text("print('x: 3.0 s (target <= 1 s) MISS')\n")
    (tmp_path / "b_bench.py").write_text("print('y: 1.0 s (target <= 2 s) PASS')\n")
    monkeypatch.setattr(run_all, "HERE", tmp_path)
    assert run_all.main() == 0  # verdicts are output, not failures
    (tmp_path / "c_bench.py").write_text("raise RuntimeError('broken')\n")
    assert run_all.main() == 2  # a benchmark that crashed did not run
    # and no real benchmark turns its verdict into its exit status
    for bench in (ROOT / "benchmarks").glob("*_bench.py"):
        tree = ast.parse(bench.read_text(encoding="utf-8"))
        mains = [f for f in tree.body if isinstance(f, ast.FunctionDef) and f.name == "main"]
        for node in (n for f in mains for n in ast.walk(f)):
            if isinstance(node, ast.Return) and isinstance(node.value, ast.IfExp):
                pytest.fail(f"{bench.name}: returns a verdict-dependent exit status")


def _pyproject_maintainer() -> tuple[str, str]:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    m = project["maintainers"][0]
    return m["name"], m["email"]


def test_deb_maintainer_is_the_projects(tmp_path):
    """The .deb's Maintainer line is pyproject.toml's maintainers entry (a real address, not a
    placeholder), unless DEBFULLNAME/DEBEMAIL override it; the release workflow sets no other
    default."""
    name, email = _pyproject_maintainer()
    assert re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]+", email) and not email.endswith(".invalid")
    script = (PACKAGING / "linux" / "build_deb.sh").read_text(encoding="utf-8")
    wanted = [line for line in script.splitlines() if line.startswith("MAINTAINER")]
    assert len(wanted) == 3, wanted  # name, email, the line itself
    snippet = "\n".join(["set -euo pipefail", *wanted, 'echo "$MAINTAINER"'])

    def maintainer(**env: str) -> str:
        return subprocess.run(
            ["bash", "-c", snippet], cwd=ROOT, capture_output=True, text=True, check=True,
            env={"PATH": "/usr/bin:/bin", "PY": sys.executable, **env},
        ).stdout.strip()  # fmt: skip

    assert maintainer() == f"{name} <{email}>"
    assert maintainer(DEBFULLNAME="Ann", DEBEMAIL="ann@example.org") == "Ann <ann@example.org>"
    workflow = WORKFLOW.read_text(encoding="utf-8")
    assert "DEBFULLNAME: ${{ vars.DEBFULLNAME }}" in workflow
    assert "DEBEMAIL: ${{ vars.DEBEMAIL }}" in workflow
    for path in [*PACKAGING.rglob("*"), WORKFLOW, ROOT / "docs" / "packaging.md"]:
        if path.is_file() and path.suffix in {".sh", ".py", ".nsi", ".spec", ".yml", ".md", ""}:
            assert ".invalid" not in path.read_text(encoding="utf-8", errors="replace"), path


def test_every_package_names_the_same_publisher():
    """Windows version resource, NSIS publisher, macOS copyright and the .deb copyright file all
    name pyproject.toml's maintainer."""
    name, _ = _pyproject_maintainer()
    win = _load(PACKAGING / "pyinstaller" / "win_version.py", "win_version_pub")
    assert name == win.COMPANY
    nsis = (PACKAGING / "windows" / "nbgui.nsi").read_text(encoding="utf-8")
    assert f'!define PUBLISHER "{name}"' in nsis
    spec = (PACKAGING / "pyinstaller" / "nbgui.spec").read_text(encoding="utf-8")
    assert f'"NSHumanReadableCopyright": "MIT licence, {name}"' in spec
    deb = (PACKAGING / "linux" / "build_deb.sh").read_text(encoding="utf-8")
    assert f'echo "Copyright: {name}"' in deb
