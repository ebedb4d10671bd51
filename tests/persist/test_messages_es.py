"""The save, history, game-code and settings sentences read in Spanish (issues 13 and 15): every
refusal and warning of nbgui/persist and nbgui/history is a catalogue message (`nbgui.text.files`)
that the UI says through the Qt catalogue, while ``str(err)`` stays the English line the CLI and
the log print."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from persist_games import partial_game
from test_hostile_saves import _captain_game, _rewrite_consistently, _unknown_captain, _wrong_helm

from nbgui.engine import MAX_SAVE_BYTES, SaveError
from nbgui.history.codes import CodeError, setup_from_code
from nbgui.history.db import HistoryDB
from nbgui.persist.atomic import backup_path
from nbgui.persist.settings import load_settings
from nbgui.persist.store import RulesMismatch, SaveFileError, SaveStore
from nbgui.text import Msg, english, msg
from nbgui.text import files as files_section
from nbgui.ui import i18n

#: Words spelled the same in both languages (or names and formats kept as they are).
SAME = {"json", "utf", "nbgui", "socket", "byte", "bytes", "error", "no", "describe", "tutorial"}
WORD = re.compile(r"[A-Za-z][A-Za-z']+")
FIELD = re.compile(r"\{[a-z_]+\}")


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(FIELD.sub(" ", text))}


@pytest.fixture
def spanish(qapp):  # type: ignore[no-untyped-def]
    assert i18n.set_language("es")
    yield
    i18n.set_language("en")


def _count_only(m: Msg) -> Msg:
    """`m` without its parameters except the plural count: just its own template's words."""
    return Msg(m.id, tuple((k, v) for k, v in m.params if k == "n"))


def _nodes(m: Msg) -> list[Msg]:
    out = [m]
    for _, value in m.params:
        values = value if isinstance(value, tuple) else (value,)
        for v in values:
            if isinstance(v, Msg):
                out += _nodes(v)
    return out


def assert_spanish(m: Msg) -> str:
    """`m` said in Spanish: no raw id, no unfilled field, and none of the English words of its
    template (nor of any message inside it) left in its Spanish template."""
    said = i18n.say(m)
    assert said.strip() and "{" not in said, said
    for node in _nodes(m):
        assert node.id not in said, (node.id, said)
        own = i18n.say(_count_only(node))
        left = (_words(english(_count_only(node))) & _words(own)) - SAME
        assert not left, f"{node.id}: English words {sorted(left)} in {own!r}"
    return said


def _sample(template: str | object) -> dict[str, object]:
    text = template if isinstance(template, str) else template.other  # type: ignore[attr-defined]
    fields = set(re.findall(r"\{([a-z_]+)\}", text))
    return {f: 3 for f in fields}


def test_every_file_message_has_a_spanish_sentence(spanish) -> None:  # type: ignore[no-untyped-def]
    assert files_section.MESSAGES
    for key, template in files_section.MESSAGES.items():
        params = _sample(template)
        params["n"] = 2
        assert_spanish(msg(key, **params))  # type: ignore[arg-type]
        params["n"] = 1
        assert_spanish(msg(key, **params))  # type: ignore[arg-type]


# ---- real refusals, as the loaders raise them ------------------------------------------------


def _save_errors(store: SaveStore, tmp_path: Path) -> list[SaveError]:
    errors: list[SaveError] = []

    def refused(path: Path, allow: bool = True) -> None:
        with pytest.raises(SaveError) as err:
            store.load(path, allow_rules_mismatch=allow)
        errors.append(err.value)

    setup, commands, state = _captain_game(store)
    for change in (_unknown_captain, _wrong_helm):  # unknown Captain, wrong Helm size
        path = store.write(tmp_path / f"{change.__name__}.nbsave", setup, commands, state)
        backup_path(path).unlink(missing_ok=True)
        _rewrite_consistently(path, change)
        refused(path)
    folder = tmp_path / "folder.nbsave"  # not a regular file
    folder.mkdir()
    refused(folder)
    big = tmp_path / "big.nbsave"  # too big (a sparse file: nothing is written)
    with big.open("wb") as f:
        f.truncate(MAX_SAVE_BYTES + 10)
    refused(big)
    torn = tmp_path / "torn.nbsave"  # damaged
    torn.write_text("{ torn")
    refused(torn)
    setup2, commands2, state2 = partial_game(1, 0, 10)
    good = store.write(tmp_path / "good.nbsave", setup2, commands2, state2)
    backup_path(good).unlink(missing_ok=True)
    data = json.loads(good.read_text())
    for version in (99, -1):  # a newer format; a format older than any migration
        odd = tmp_path / f"f{version}.nbsave"
        odd.write_text(json.dumps({**data, "schema_version": version}))
        refused(odd)
    old = {"format": 0, "game": {"players": "nobody"}}  # a format-0 file that cannot upgrade
    (tmp_path / "old.nbsave").write_text(json.dumps(old))
    refused(tmp_path / "old.nbsave")
    other = json.loads(good.read_text())
    other["rules_digest"] = "0" * 16
    (tmp_path / "rules.nbsave").write_text(json.dumps(other))
    with pytest.raises(RulesMismatch) as mismatch:
        store.load(tmp_path / "rules.nbsave")
    errors.append(mismatch.value)
    return errors


def test_save_refusals_say_spanish_and_print_english(  # type: ignore[no-untyped-def]
    spanish, store: SaveStore, tmp_path: Path
) -> None:
    errors = _save_errors(store, tmp_path)
    said_ids = {m.id for e in errors for m in _nodes(e.msg)}
    assert {
        "save.unknown_captain",
        "save.helm_size",
        "file.not_a_file",
        "save.too_large",
        "save.bad_json",
        "save.newer",
        "save.too_old",
        "save.upgrade_failed",
        "save.rules_mismatch",
        "digest.rules",
    } <= said_ids
    for err in errors:
        said = assert_spanish(err.msg)
        assert str(err) == english(err.msg) or str(err).startswith(english(err.msg)[:40])
        assert said != str(err)
        assert isinstance(err, SaveFileError) and err.path.name in said  # the file keeps its name


def test_load_warnings_say_spanish(  # type: ignore[no-untyped-def]
    spanish, store: SaveStore, tmp_path: Path
) -> None:
    setup, commands, state = partial_game(1, 0, 12)
    store.write(tmp_path / "g.nbsave", setup, commands, state)
    store.write(tmp_path / "g.nbsave", setup, commands, state)  # a good .bak beside it
    (tmp_path / "g.nbsave").write_text("{ torn")
    loaded = store.load(tmp_path / "g.nbsave")
    assert loaded.from_backup and loaded.warnings
    for w in loaded.warnings:
        assert_spanish(w)
        assert "dañado" in i18n.say(w) and "is damaged" in str(w)


def test_history_code_and_settings_messages_say_spanish(  # type: ignore[no-untyped-def]
    spanish, store: SaveStore, tmp_path: Path
) -> None:
    db_file = tmp_path / "history.sqlite3"
    db_file.write_bytes(b"this is no database" * 100)
    _, warnings = HistoryDB.open(db_file)  # damaged: moved aside, a new one started
    assert [w.id for w in warnings] == ["history.moved_aside"]
    for w in warnings:
        assert "historial" in assert_spanish(w)

    for text in ("NB1-SH", "NB2-SH-N-000", "NB1-SH-N-0ZZ", "x" * 300):
        with pytest.raises(CodeError) as err:
            setup_from_code(text)
        assert_spanish(err.value.msg)
        assert str(err.value) == english(err.value.msg)

    settings = store.dirs.settings_file
    settings.parent.mkdir(parents=True, exist_ok=True)
    for content in (b"\xff\xfe", b"{ bad", json.dumps({"language": "fr"}).encode()):
        settings.write_bytes(content)
        _, messages = load_settings(store.dirs)
        assert messages
        for m in messages:
            assert "settings.json" in assert_spanish(m)
        if content != json.dumps({"language": "fr"}).encode():  # unreadable: kept aside
            assert "Se conservó, tal como estaba, en " in assert_spanish(messages[0])
            assert "settings.json.damaged-" in assert_spanish(messages[0])
    if hasattr(os, "mkfifo"):
        settings.unlink()
        os.mkfifo(settings)
        _, messages = load_settings(store.dirs)
        assert "tubería" in assert_spanish(messages[0])


def test_a_file_that_is_not_a_game_is_refused_in_plain_words(  # type: ignore[no-untyped-def]
    spanish, store: SaveStore, tmp_path: Path
) -> None:
    """A JSON file of other data (a list) is "not a save" in words a player knows: no file-format
    jargon ("envelope", its literal Spanish "sobre")."""
    path = tmp_path / "list.nbsave"
    path.write_text("[1, 2]")
    with pytest.raises(SaveFileError) as refused:
        store.load(path)
    assert "save.no_envelope" in {m.id for m in _nodes(refused.value.msg)}
    said = assert_spanish(refused.value.msg)
    assert "otros datos" in said and "sobre" not in said
    assert "other data" in str(refused.value) and "envelope" not in str(refused.value)


def test_a_file_too_large_gives_its_size_as_a_person_reads_it(  # type: ignore[no-untyped-def]
    qapp, store: SaveStore, tmp_path: Path
) -> None:
    """A save too large names its size and the limit in the units a file manager shows, with
    the language's decimal sign: "(4,1 MB; como máximo 4 MB)"; it said "(4000010 bytes; at
    most 4000000)". A size over the limit is rounded up, never to the limit itself."""
    big = tmp_path / "big.nbsave"
    with big.open("wb") as f:
        f.truncate(MAX_SAVE_BYTES + 10)
    with pytest.raises(SaveFileError) as refused:
        store.load(big)
    err = refused.value
    assert "(4.1\u00a0MB; at most 4\u00a0MB)" in i18n.say(err.msg)
    assert i18n.set_language("es")
    try:
        said = i18n.say(err.msg)
        assert "(4,1\u00a0MB; como máximo 4\u00a0MB)" in said, said
        assert i18n.say(files_section.file_size(1)) == "1 byte"
        assert i18n.say(files_section.file_size(512)) == "512 bytes"
        assert i18n.say(files_section.file_size(268_435_456)) == "268\u00a0MB"
    finally:
        i18n.set_language("en")
    assert not re.search(r"\d{4}", english(err.msg).split(": ", 1)[1])  # no raw byte count
