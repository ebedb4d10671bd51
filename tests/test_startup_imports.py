"""The start-up import budget (issue 18): what the app must not load before its first frame.

Checked in a fresh interpreter (offscreen Qt): importing `nbgui.app` loads no history,
teaching, hint or chart module; running the app to its first painted frame
(``--benchmark-startup``: a solo game against Starbuck) still loads none of them, and pydantic is
never imported: the rules and Captain boards come from their compiled form
(`nbgui.content.compiled`) and are plain dataclasses, as are the setup and the save envelope;
pydantic validates only files that are read (`nbgui.content.schema.validate`). No dataclass
method is compiled on the way either: their code comes compiled from
`nbgui/_dataclass_code_pyXY.py` (`nbgui.dataclass_code`; under Python 3.11 and 3.12, the ones it
copies).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

#: Loaded when first used, never for the first frame.
LATER = (
    "nbgui.history",
    "nbgui.ui.history",
    "nbgui.teach",
    "nbgui.ui.tutorial",
    "nbgui.ui.hint_runner",
    "nbgui.ui.worker",  # the coach and AI runners' worker thread
    "nbgui.ui.panels.reference_panel",
    "PySide6.QtCharts",
    "nbgui.simulate",  # headless games; the setup comes from nbgui.captain.make_setup
    "nbgui.bots",
)

PROBE = r"""
import json, sys
LATER = %r

def loaded():
    return sorted(m for m in sys.modules if any(m == p or m.startswith(p + ".") for p in LATER))

import nbgui.app
after_import = loaded()
from nbgui.app import run_app
code = run_app(["--benchmark-startup"])
pydantic = sorted(m for m in sys.modules if m.split(".")[0] in ("pydantic", "pydantic_core"))
from nbgui import dataclass_code
print("RESULT " + json.dumps({"code": code, "after_import": after_import,
                              "dataclass_code": dataclass_code.applies(),
                              "compiled": dataclass_code.compiled,
                              "after_paint": loaded(), "pydantic": pydantic,
                              "openssl": "_hashlib" in sys.modules,
                              "platformdirs": "platformdirs" in sys.modules,
                              "ui_loaded": "nbgui.ui.main_window" in sys.modules}))
"""


def run_result(code: str, **env_vars: str) -> dict[str, object]:
    """Run `code` in a fresh interpreter (offscreen Qt, `env_vars` added to the environment);
    return the JSON it printed after ``RESULT ``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **env_vars)
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120,
        check=False,
    )
    lines = [line for line in out.stdout.splitlines() if line.startswith("RESULT ")]
    assert lines, out.stdout + out.stderr
    result: dict[str, object] = json.loads(lines[-1][len("RESULT "):])
    return result


def probe() -> dict[str, object]:
    return run_result(PROBE % (LATER,))


def test_first_frame_loads_no_teaching_history_hint_chart_or_bot_module() -> None:
    result = probe()
    assert result["code"] == 0
    assert result["ui_loaded"], "the probe did not reach the window"
    assert result["after_import"] == []
    assert result["after_paint"] == []
    assert result["pydantic"] == [], "pydantic was imported on the way to the first frame"
    assert result["openssl"] is False, "hashlib's OpenSSL was loaded (nbgui.content.sha)"
    # the benchmark's start reads no user folder, so it does not ask where they would be
    assert result["platformdirs"] is False, "platformdirs was imported by --benchmark-startup"
    if result["dataclass_code"]:  # Python 3.11, 3.12: no dataclass method compiled on the way
        assert result["compiled"] == [], "run python tools/gen_dataclass_code.py"


def test_pyside_source_scan_skips_nbgui_and_the_standard_library() -> None:
    """`nbgui.ui.pyside_scan`: PySide6's import hook gets nbgui's and the standard library's
    answers without reading their sources (nothing of them is left in `linecache`), and the
    answers are the ones reading would give; another package's modules are read by PySide6's
    own check, and their sources are not kept either."""
    code = r"""
import json, linecache, sys
import PySide6.QtCore
from nbgui.ui.pyside_scan import skip_source_scan
assert skip_source_scan() and skip_source_scan()  # once, idempotent
import fractions, nbgui.engine, nbgui.ui.main_window
import platformdirs
feature = sys.modules["shibokensupport.feature"]
print("RESULT " + json.dumps({
    "cached": sorted(linecache.cache),
    "platformdirs": feature.pyside_feature_dict.get("platformdirs"),
    "ui": feature.pyside_feature_dict.get("nbgui.ui.session"),
    "engine": feature.pyside_feature_dict.get("nbgui.engine"),
    "fractions": feature.pyside_feature_dict.get("fractions"),
}))
"""
    result = run_result(code)
    assert not [p for p in result["cached"] if "/nbgui/" in p or p.endswith("fractions.py")]
    assert result["ui"] == 0  # uses PySide6: takes part in feature switching (as if read)
    assert result["engine"] == -1 and result["fractions"] == -1  # ignored, as if read
    assert result["platformdirs"] == -1  # read by PySide6's own check: no PySide6 in it
    assert not [p for p in result["cached"] if "platformdirs" in p]  # and not kept


def test_the_real_start_reads_settings_without_pydantic_or_openssl(tmp_path: object) -> None:
    """What a real start adds to the benchmark's (user folders, settings file, instance lock)
    loads neither pydantic nor OpenSSL: the settings are checked by plain code."""
    code = r"""
import json, os, sys
from nbgui.persist import AppDirs, load_settings
from nbgui.persist.instance import Doorbell, InstanceLock
dirs = AppDirs.from_env()
dirs.ensure()
dirs.settings_file.write_text(json.dumps({"language": "es", "last_seed": -1}))
settings, warnings = load_settings(dirs)
lock = InstanceLock(dirs.data)
lock.acquire()
bell = Doorbell(lambda message: None)
bell.start()
print("RESULT " + json.dumps({"language": settings.language, "warnings": len(warnings),
      "pydantic": "pydantic" in sys.modules, "openssl": "_hashlib" in sys.modules}))
bell.stop()
"""
    result = run_result(code, NBGUI_HOME=str(tmp_path))
    assert result == {"language": "es", "warnings": 1, "pydantic": False, "openssl": False}


def test_the_history_menu_after_the_first_frame_loads_neither_pydantic_nor_openssl(
    tmp_path: object,
) -> None:
    """A real start attaches the History menu right after the first frame: that loads neither
    pydantic (the statistics database is opened on first use) nor OpenSSL (the daily code's
    SHA-256 comes from `nbgui.content.sha`), nor does the start load `decimal` or `platform`."""
    code = r"""
import json, sys
import nbgui.app as app_module

def stop(window, session, app, linger=0.0):  # instead of playing: the history is attached
    from nbgui.ui.history.menu import attachment
    print("RESULT " + json.dumps({"attached": attachment(window) is not None,
          "pydantic": "pydantic" in sys.modules, "openssl": "_hashlib" in sys.modules,
          "decimal": "decimal" in sys.modules, "platform": "platform" in sys.modules}),
          flush=True)
    app.quit()

app_module._bench_play_out = stop
app_module.run_app(["--autoplay", "1"])
"""
    result = run_result(code, NBGUI_HOME=str(tmp_path))
    # nor `decimal` (through `fractions`: the Captain preview's odds) or `platform` (the log's
    # first line, the crash report): 0.8 MiB of every game's memory between them
    assert result == {"attached": True, "pydantic": False, "openssl": False, "decimal": False,
                      "platform": False}


#: PySide6 types a whole game does not build, each with large enums (issue 18: about 0.2-0.5 MiB
#: of every game's memory apiece): `QGradient` (its `Preset` has ~180 members; built by the
#: overload resolution of `QBrush(colour)` and `QPainter.fillRect(rect, colour)`), `QIcon` (its
#: `ThemeIcon`, ~150; built by `QAction(text, parent)`'s overloads), and the file and input
#: dialogs (built by importing them: only when one is shown).
NEVER_BUILT_IN_A_GAME = {
    "PySide6.QtGui": ("QGradient", "QIcon"),
    "PySide6.QtWidgets": ("QFileDialog", "QInputDialog"),
}


GAME_PROBE = r"""
import importlib, json, sys
import nbgui.app as app_module
NEVER = %r
played = app_module._bench_play_out

def play(window, session, app, linger=0.0):
    def check():
        built = {m: [n for n in names if n in vars(importlib.import_module(m))]
                 for m, names in NEVER.items()}
        print("RESULT " + json.dumps({"over": session.is_over, "built": built,
                                      "sqlite3": "sqlite3" in sys.modules,
                                      "socket": "socket" in sys.modules}), flush=True)
    app.aboutToQuit.connect(check)
    played(window, session, app, linger)

app_module._bench_play_out = play
app_module.run_app(["--autoplay", "1"])
"""


def test_a_whole_real_game_builds_no_gradient_icon_or_file_dialog_type(tmp_path: object) -> None:
    """A whole game as `make bench` plays it (``--autoplay``: user folders, History menu, the
    log, the table's animations at instant speed, the score sheet) builds none of
    `NEVER_BUILT_IN_A_GAME` (PySide6 adds a type to its module when it first builds it), and
    records the game for the history in its journal without loading SQLite (about 1.6 MiB of
    the game's peak; the database takes the journal in when next opened: docs/history.md).
    The single-instance lock and its doorbell use `_socket`, not the `socket` module (its enum
    classes of every address family and flag, and `selectors`: about 0.36 MiB of the peak)."""
    from pathlib import Path

    from nbgui.history.db import HistoryDB
    from nbgui.history.records import DB_NAME, journal_files

    code = GAME_PROBE % (NEVER_BUILT_IN_A_GAME,)
    result = run_result(code, NBGUI_HOME=str(tmp_path))
    assert result == {"over": True, "built": {m: [] for m in NEVER_BUILT_IN_A_GAME},
                      "sqlite3": False, "socket": False}
    db_file = Path(str(tmp_path)) / "data" / DB_NAME
    assert not db_file.exists() and len(journal_files(db_file)) == 1
    assert HistoryDB.open(db_file)[0].count() == 1


def test_the_coachs_first_advice_loads_neither_openssl_nor_pickle() -> None:
    """The coach thinks in the background of every player's move (the mistake warnings'
    prefetch): its first advice loads no OpenSSL (`hashlib`'s SHA-256 maps ``libcrypto``,
    3.3 MiB; the public seed's digest comes from `nbgui.content.sha`) and no `pickle` (a
    playout pool once imported it): 4 MiB of a player's game (issue 18)."""
    code = r"""
import json, sys
from nbgui.bots.coach import advise
from nbgui.captain.brain import CaptainBrain
from nbgui.captain.setup import load_boards
from nbgui.teach.positions import human_positions
boards = load_boards(use_overrides=False)[0]
advised = [advise(state, CaptainBrain(boards), "quick", steps=300, cap_s=0)
           for state in human_positions(boards, 2, seed=12)]
print("RESULT " + json.dumps({"advised": len(advised), "openssl": "_hashlib" in sys.modules,
      "hashlib": "hashlib" in sys.modules, "pickle": "pickle" in sys.modules}))
"""
    result = run_result(code)
    assert result == {"advised": 2, "openssl": False, "hashlib": False, "pickle": False}


def test_the_coachs_prefetch_loads_no_hint_wording() -> None:
    """The mistake warnings' prefetch (`HintRunner._advise`, in the worker thread of every
    player's checked decision) needs only the quick cap (`nbgui.teach.caps`), not the hints'
    wording (`nbgui.teach.hints`, about 0.09 MiB): a player who never asks for a hint never
    loads it (issue 18). A hint asked for afterwards still works."""
    code = r"""
import json, sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from nbgui.captain.setup import load_boards
from nbgui.teach.positions import human_positions
from nbgui.ui.hint_runner import HintRunner
boards = load_boards(use_overrides=False)[0]
state = next(iter(human_positions(boards, 1, seed=12)))
runner = HintRunner(None, boards)
runner.playouts = 4
advice = runner._advise(state)
prefetch_loaded = "nbgui.teach.hints" in sys.modules
from nbgui.teach.hints import suggest
hint = suggest(state, boards, "quick", playouts=4, brain=runner.brain(), advice=advice)
print("RESULT " + json.dumps({"hints_after_prefetch": prefetch_loaded,
      "same_move": hint.command == advice.command, "reason": bool(hint.reason)}))
"""
    result = run_result(code)
    assert result == {"hints_after_prefetch": False, "same_move": True, "reason": True}
