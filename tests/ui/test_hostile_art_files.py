"""The app's own art and fonts read as hostile files (docs/testing.md, "Every file the app
reads"): a font or drawing that is no regular file, or far too large, is refused before Qt
reads it — a named pipe named ``*.ttf`` stopped the start for ever in Qt's blocking open."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest

from nbgui.paths import data_dir
from nbgui.ui import fonts


def _writer_after(fifo: Path, delay: float) -> subprocess.Popen[bytes]:
    """A writer process that, from `delay` seconds on, opens `fifo` again and again for
    whoever reads it (the old code sat in Qt's open, then in FreeType's, until one came; Qt
    holds the interpreter meanwhile, so it cannot be a thread), so a failing run ends instead
    of hanging. Kill it when done."""
    script = f"sleep {delay}; while :; do : > '{fifo}'; sleep 0.05; done"
    return subprocess.Popen(["sh", "-c", script], start_new_session=True)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_font_that_is_a_named_pipe_is_refused_without_waiting(
    qapp: Any, tmp_path: Path
) -> None:
    fifo = tmp_path / "Pipe.ttf"
    os.mkfifo(fifo)
    writer = _writer_after(fifo, 1.5)
    try:
        start = time.perf_counter()
        font_id = fonts.add_font_file(fifo)
        took = time.perf_counter() - start
    finally:
        os.killpg(writer.pid, signal.SIGKILL)
        writer.wait()
    assert font_id == -1
    assert took < 1.0, f"waited {took:.1f} s on the pipe"


def test_a_font_that_is_a_folder_or_too_large_is_refused(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "Folder.ttf"
    folder.mkdir()
    assert fonts.font_file_problem(folder) == "it is not a regular file"
    assert fonts.add_font_file(folder) == -1
    shipped = data_dir("assets") / "fonts" / "DejaVuSans.ttf"
    big = tmp_path / "Big.ttf"
    shutil.copy(shipped, big)
    monkeypatch.setattr(fonts, "MAX_FONT_BYTES", big.stat().st_size - 1)
    assert fonts.add_font_file(big) == -1  # a real font: only its size refuses it
    monkeypatch.setattr(fonts, "MAX_FONT_BYTES", big.stat().st_size)
    copy = tmp_path / "Fits.ttf"
    shutil.copy(shipped, copy)
    assert fonts.add_font_file(copy) >= 0


def test_art_that_is_too_large_or_no_file_is_drawn_as_a_plain_shape(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from nbgui.ui.table import assets

    own = data_dir("assets")
    manifest = json.loads((own / "manifest.json").read_text(encoding="utf-8"))
    art = next(k for k, v in manifest.items() if isinstance(v, str) and v.endswith(".svg"))
    folder = tmp_path / "assets"
    (folder / "x").mkdir(parents=True)
    shutil.copy(own / manifest[art], folder / "x" / "art.svg")
    (folder / "x" / "dir.svg").mkdir()
    (folder / "manifest.json").write_text(
        json.dumps({art: "x/art.svg", "folder": "x/dir.svg"}), encoding="utf-8"
    )
    size = (folder / "x" / "art.svg").stat().st_size
    monkeypatch.setattr(assets, "MAX_ART_BYTES", size - 1)
    assert not assets.AssetLibrary(folder).has(art)
    assert not assets.AssetLibrary(folder).has("folder")
    monkeypatch.setattr(assets, "MAX_ART_BYTES", size)
    assert assets.AssetLibrary(folder).has(art)
