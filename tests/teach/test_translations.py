"""The translation catalogues: complete Spanish, placeholders kept, data names present, and in
step with the interface sources (run `python tools/i18n.py` after adding strings)."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from nbgui.text.message import FORM_TEMPLATES

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
RULES = ROOT / "rules"
#: A ``{field}`` (a form a Spanish name is asked in, ``{building:del}``, is the same field: read
#: up to the colon), ``%1``, ``%n``.
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*(?=[:}])|%\d|%n")


def load_tool():
    spec = importlib.util.spec_from_file_location("nbgui_i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def forms(tr: ET.Element | None) -> list[str]:
    """The translation's text, or its plural forms (numerus messages); [] when there is none."""
    if tr is None:
        return []
    plural = tr.findall("numerusform")
    if plural:
        return [f.text or "" for f in plural]
    return [tr.text] if tr.text else []


def messages(lang: str) -> list[tuple[str, str, ET.Element | None]]:
    root = ET.parse(TRANSLATIONS / f"nbgui_{lang}.ts").getroot()
    out = []
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        for msg in context.findall("message"):
            out.append((name, msg.findtext("source") or "", msg.find("translation")))
    return out


def test_every_spanish_translation_is_finished():
    problems = []
    for ctx, source, tr in messages("es"):
        texts = forms(tr)
        unfinished = tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete")
        if unfinished or not texts or not all(texts):
            problems.append(f"[{ctx}] {source!r}")
    assert not problems, "untranslated (run tools/i18n.py, then translate):\n" + "\n".join(problems)


def placeholders(text: str) -> list[str]:
    """`text`'s ``{fields}`` (each once: a translation may say a name twice, in two forms, "{b:El}
    es {b:tuyo|tuya}") and its ``%1``/``%n`` (each time)."""
    found = PLACEHOLDER.findall(text)
    return sorted({p for p in found if p.startswith("{")}) + sorted(
        p for p in found if not p.startswith("{")
    )


def test_placeholders_and_accelerators_are_kept():
    tool = load_tool()
    for ctx, source, tr in messages("es"):
        texts = forms(tr)
        if tr is None or not texts or tr.get("type") == "unfinished":
            continue  # reported by test_every_spanish_translation_is_finished
        if ctx != "Grammar":  # forms a name can take only (`field_problems`)
            for text in texts:
                assert not tool.field_problems(source, text), (ctx, source, text)
        if tr.findall("numerusform"):
            # plural forms: the same {fields}; %n in the general form (a singular may spell it)
            fields = [p for p in placeholders(source) if p != "%n"]
            for text in texts:
                assert [p for p in placeholders(text) if p != "%n"] == fields, (
                    ctx,
                    source,
                    text,
                )
            assert "%n" in texts[-1], (ctx, source)
            continue
        (text,) = texts
        # a name's form (`message.FORM_TEMPLATES`) is one alternative per gender, "el {name}|…"
        alternatives = text.split("|") if source in FORM_TEMPLATES.values() else [text]
        for said in alternatives:
            assert placeholders(source) == placeholders(said), (
                ctx,
                source,
            )
        if re.search(r"&\w", source):
            assert re.search(r"&\w", text), f"[{ctx}] {source!r} lost its keyboard accelerator"


def test_english_catalogue_is_the_identity():
    from nbgui.text import MESSAGES, Plural

    for ctx, source, tr in messages("en"):
        if tr is not None and tr.findall("numerusform"):
            plurals = [t for t in MESSAGES.values() if isinstance(t, Plural) and t.other == source]
            assert [[t.one, t.other] for t in plurals][:1] == [forms(tr)], (ctx, source)
            continue
        assert tr is not None and tr.text == source, (ctx, source)


def test_every_message_id_is_in_the_catalogue_with_spanish():
    """Names the message ids of nbgui/text that the Spanish catalogue lacks or leaves empty."""
    from nbgui.text import MESSAGES
    from nbgui.text.message import source_text

    root = ET.parse(TRANSLATIONS / "nbgui_es.ts").getroot()
    done = {}
    for context in root.findall("context"):
        if context.findtext("name") != "Messages":
            continue
        for msg in context.findall("message"):
            tr = msg.find("translation")
            finished = tr is not None and tr.get("type") is None and all(forms(tr)) and forms(tr)
            done[(msg.findtext("comment"), msg.findtext("source"))] = bool(finished)
    missing = [mid for mid, t in MESSAGES.items() if not done.get((mid, source_text(t)))]
    assert not missing, "message ids without Spanish (run tools/i18n.py, translate):\n" + "\n".join(
        missing
    )


def test_every_data_name_has_its_spanish():
    es = {
        (ctx, source): (tr.text if tr is not None else None) for ctx, source, tr in messages("es")
    }
    buildings = json.loads((RULES / "buildings.json").read_text(encoding="utf-8"))["buildings"]
    spaces = json.loads((RULES / "spaces.json").read_text(encoding="utf-8"))["spaces"]
    whales = json.loads((RULES / "game.json").read_text(encoding="utf-8"))["whales"]
    for item in [*buildings, *spaces]:
        for field in ("name", "text"):
            text = item[field]
            assert es.get(("Rules", text["en"])) == text["es"], (item["id"], field)
    for whale in whales:
        assert es.get(("Rules", whale["name"]["en"])) == whale["name"]["es"]
    for path in sorted((RULES / "captains").glob("*.json")):
        board = json.loads(path.read_text(encoding="utf-8"))
        for field in ("name", "personality"):
            assert es.get(("Captains", board[field]["en"])) == board[field]["es"], path.stem


def test_catalogue_covers_every_interface_string():
    """Fails when the interface gained a string that is not in the catalogue yet."""
    tool = load_tool()
    present = {(ctx, source) for ctx, source, _ in messages("es")}
    extracted = tool.extract_ast(tool.ui_sources())
    missing = sorted({(k[0], k[1]) for k in extracted.keys} - present)
    assert not missing, "run `python tools/i18n.py` and translate:\n" + "\n".join(
        f"[{c}] {s!r}" for c, s in missing
    )
    assert not extracted.problems, extracted.problems
    # a lookup with a text the tool cannot read: a helper it does not take for one (the
    # statistics window's every string stayed English) or a variable in a fixed context
    assert not extracted.dynamic, extracted.dynamic


def test_compiled_catalogue_translates(tmp_path):
    qtcore = pytest.importorskip("PySide6.QtCore")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    tool = str(lrelease) if lrelease.exists() else shutil.which("pyside6-lrelease")
    if tool is None:
        pytest.skip("pyside6-lrelease not available")
    qm = tmp_path / "nbgui_es.qm"
    subprocess.run(
        [tool, str(TRANSLATIONS / "nbgui_es.ts"), "-qm", str(qm), "-silent"],
        check=True,
        capture_output=True,
    )
    translator = qtcore.QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("Rules", "Tavern") == "Taberna"
    assert translator.translate("Rules", "Sperm whale") == "Cachalote"
    assert translator.translate("Captains", "Starbuck") == "Starbuck"
    assert translator.translate("MainWindow", "&Game") == "&Partida"


def test_building_the_catalogues_never_rewrites_the_file_a_running_app_reads(
    tmp_path, monkeypatch
):
    """A running app maps its catalogue into memory (`QTranslator.load`); `pyside6-lrelease`
    truncates the file it writes, so a Spanish tutorial open while `make translations` ran died
    of SIGBUS at its next translated word (a run under Xvfb, 2026-12-03). `release` writes a
    new file and renames it over the old one: the old file, still open, is left whole, and a
    translator that loaded it keeps translating. (In place, the inode stays the same.)"""
    qtcore = pytest.importorskip("PySide6.QtCore")
    tool = load_tool()
    try:
        tool._tool("pyside6-lrelease")
    except SystemExit:
        pytest.skip("pyside6-lrelease not available")
    shutil.copy(TRANSLATIONS / "nbgui_es.ts", tmp_path)
    monkeypatch.setattr(tool, "TRANSLATIONS", tmp_path)
    tool.release(("es",))
    qm = tmp_path / "nbgui_es.qm"
    translator = qtcore.QTranslator()
    assert translator.load(str(qm))
    with qm.open("rb") as mapped:
        first = mapped.read()
        tool.release(("es",))
        assert qm.stat().st_ino != os.fstat(mapped.fileno()).st_ino
        mapped.seek(0)
        assert mapped.read() == first
    assert qm.read_bytes() == first  # the same catalogue, in a new file
    assert translator.translate("Rules", "Tavern") == "Taberna"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["nbgui_es.qm", "nbgui_es.ts"]


def _sentence_key(text: str) -> str:
    """A sentence with its placeholders, case and punctuation set aside: "+{n} points" and
    "%n points", "{name} (Captain)" and "{who} (captain)" are the same sentence."""
    text = PLACEHOLDER.sub(" _ ", text.lower())
    return " ".join(re.findall(r"[^\W_]+|_", text))


def test_no_interface_string_copies_a_catalogue_message():
    """A sentence the catalogue has (`nbgui/text/`, translated once) is said through it
    (`say(msg(...))`), never typed again into a `tr()` of the interface: a second copy drifts
    (the table's own lower-case course words, its "+{n} points" for "+1 point"). A lone word
    ("Sell") may be both a button and a phrase; a word with a parameter ("{name} (Captain)")
    is a sentence."""
    from nbgui.text.catalog import MESSAGES
    from nbgui.text.message import Plural

    tool = load_tool()
    catalogue: dict[str, str] = {}
    for ident, template in MESSAGES.items():
        for text in (template.one, template.other) if isinstance(template, Plural) else (template,):
            catalogue.setdefault(_sentence_key(text), ident)
    copies = []
    for ctx, source, _ in tool.extract_ast(tool.ui_sources()).keys:
        key = _sentence_key(source)
        words = key.split()
        said = sum(word != "_" for word in words)  # two words, or a word and a parameter
        if key in catalogue and (said >= 2 or (said == 1 and "_" in words)):
            copies.append(f"[{ctx}] {source!r} is {catalogue[key]}")
    assert not copies, "say the catalogue's message instead:\n" + "\n".join(copies)
