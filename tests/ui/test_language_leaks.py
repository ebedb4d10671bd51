"""No sentence leaks the other language, and none is a raw message id.

Whole games are played through the `GameSession` — one against each Captain and one between
three humans — in Spanish and in English. Every sentence the app says along the way is
collected: the log (events), the Captain's reasoning and plain sentence, refusals of illegal
moves (tried on every human turn), the prompt of the decision to make, mistake warnings and the
final score sheet, and the hint sentence of every move played (plus whole hint reasons at a few
fixed positions). Spanish sentences must contain no word of the app's English vocabulary and
English ones none of the Spanish; no sentence may be a message id or keep a placeholder.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget

from nbgui.bots.random_bot import RandomBot
from nbgui.engine import (
    BuyGoods,
    Command,
    Describer,
    Place,
    StartGoods,
    Take,
    decision_message,
    legal_commands,
    score,
)
from nbgui.simulate import make_setup
from nbgui.teach.hints import describe_move, suggest
from nbgui.teach.positions import human_positions
from nbgui.teach.warnings import explanations
from nbgui.text import MESSAGES, Term, msg
from nbgui.ui import i18n
from nbgui.ui.captain_words import batch_sentence
from nbgui.ui.dialogs.score_sheet import ScoreSheetDialog
from nbgui.ui.session import Batch, GameSession

#: Words of the app's English that never belong in a Spanish sentence.
ENGLISH = (
    "the", "and", "with", "from", "to", "of", "is", "his", "its", "none", "nothing", "not built",
    "nothing left", "course", "build", "builds", "building", "buildings", "lumber", "food",
    "brick", "money", "whale", "whales", "ship", "ships", "space", "spaces", "track", "takes",
    "places", "worker", "round", "pays", "sells", "passes", "buys", "gains", "step", "town",
    "bonus", "supply", "dock", "launch", "prepare", "token", "tokens", "phase", "winner",
    "score", "right", "bowhead", "sperm", "empty", "rolls", "die", "helm", "own", "opponents",
    "already", "cannot", "choose", "your", "turn",
)
#: Words of the app's Spanish that never belong in an English sentence.
SPANISH = (
    "el", "la", "los", "las", "de", "del", "y", "con", "en", "un", "una", "ballena", "ballenas",
    "barco", "casilla", "leña", "comida", "ladrillo", "ronda", "trabajador", "rumbo", "paga",
    "pasa", "construye", "reserva", "muelle", "mar", "ficha", "fichas", "partida", "edificio",
    "capitán", "capitanes", "tasa", "dinero", "nada", "ningún", "ninguna", "tira", "dado",
)
PREFIXES = sorted({key.split(".")[0] for key in MESSAGES})
RAW_ID = re.compile(rf"\b({'|'.join(PREFIXES)})\.[a-z_]+")

#: Illegal moves tried on every human turn (each refused with its own sentence).
PROBES: list[Command] = [
    Place("bank"),
    Place("mansion"),
    Place("city_pier", ship=1, to=9),
    Place("dockyard", ship=3),
    Place("general_store", sell=(0, 0, 0)),
    Place("tavern", take=2),
    Place("tryworks", ship=1),
    StartGoods(5, 0, 0, 5),
    BuyGoods("brick"),
    Take("S1"),
]


def words(text: str) -> set[str]:
    return set(re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text.casefold()))


def leaks(text: str, vocabulary: tuple[str, ...], names: set[str]) -> list[str]:
    found = words(text) - names
    out = [w for w in vocabulary if " " not in w and w in found]
    out += [w for w in vocabulary if " " in w and w in text.casefold()]
    return out


class Collector:
    def __init__(self, session: GameSession, lang: str) -> None:
        self.session = session
        self.lang = lang
        self.sentences: list[tuple[str, str]] = []
        self.describer = Describer(session.seat_names, session.state.rules)
        session.advanced.connect(self.batch)
        session.refused.connect(lambda code, text: self.add("refusal " + code, text))

    def add(self, where: str, text: str) -> None:
        self.sentences.append((where, text))

    def batch(self, batch: Batch) -> None:
        for e in batch.events:
            self.add(type(e).__name__, i18n.say(self.describer.message(e)))
        for step in batch.trace:
            self.add("trace " + step.msg.id, i18n.say(step.msg))
        plain = batch_sentence(batch)
        if plain:
            self.add("plain sentence", plain)

    def human_turn(self, bot: RandomBot) -> None:
        state = self.session.state
        self.add("prompt", i18n.say(decision_message(state, state.decision)))
        legal = legal_commands(state)
        for probe in PROBES:
            if probe not in legal:
                self.session.submit(probe)
        cmd = bot.choose(state, legal)
        self.add("hint move", i18n.say(describe_move(state, cmd)))
        for warning in explanations(state, cmd):
            self.add("warning " + warning.code, i18n.say(warning.msg))
        assert self.session.submit(cmd)

    def score_sheet(self, qtbot) -> None:  # type: ignore[no-untyped-def]
        state = self.session.state
        dialog = ScoreSheetDialog(score(state), self.session.seat_names, state.rules)
        qtbot.addWidget(dialog)
        for label in dialog.findChildren(QLabel):
            if label.text():
                self.add("score sheet", label.text())
        for table in dialog.findChildren(QTableWidget):
            for col in range(table.columnCount()):
                head = table.horizontalHeaderItem(col)
                if head is not None:
                    self.add("score sheet header", head.text())
            for row in range(table.rowCount()):
                head = table.verticalHeaderItem(row)
                if head is not None:
                    self.add("score sheet row", head.text())


def play(lang: str, captains: list[str], humans: list[str], boards, qtbot, seed: int):  # type: ignore[no-untyped-def]
    setup = make_setup(seed, captains, boards, humans=len(humans), human_names=humans)
    session = GameSession(setup, boards)
    collect = Collector(session, lang)
    session.start()
    bot = RandomBot(seed)
    guard = 0
    while not session.state.is_over:
        guard += 1
        assert guard < 2000
        collect.human_turn(bot)
    collect.score_sheet(qtbot)
    names = {n.casefold() for s in setup.seats for n in re.findall(r"\w+", s.name)}
    return collect.sentences, names


GAMES = [(["starbuck"], ["Ana"]), (["stubb"], ["Ana"]), (["flask"], ["Ana"]), (["ahab"], ["Ana"]),
         ([], ["Ana", "Beto", "Carla"])]


@pytest.fixture(scope="module")
def boards():  # type: ignore[no-untyped-def]
    from nbgui.captain.setup import load_boards

    return load_boards(use_overrides=False)[0]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game", range(len(GAMES)), ids=["starbuck", "stubb", "flask", "ahab",
                                                         "3-humans"])
def test_a_whole_game_speaks_one_language(lang: str, game: int, boards, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert i18n.set_language(lang)
    try:
        captains, humans = GAMES[game]
        sentences, names = play(lang, captains, humans, boards, qtbot, seed=11 + game)
    finally:
        i18n.set_language("en")
    kinds = {where.split()[0] for where, _ in sentences}
    assert {"refusal", "prompt", "score", "hint"} <= kinds
    if captains:
        assert {"trace", "plain"} <= kinds
    assert_one_language(lang, sentences, names)


#: A Spanish template's article before a parameter that brings its own ("sube al {ship}" with
#: the reasoning's "su barco pequeño" said "sube al su barco pequeño"), or one left uncontracted.
ARTICLE_CLASH = re.compile(r"(?i)\b(?:al|el|del|la|las|los|un|una) (?:su|sus|mi|mis|tu|tus)\b|"
                           r"\b(?:a|de) el\b")


def assert_one_language(lang: str, sentences: list[tuple[str, str]], names: set[str]) -> None:
    vocabulary = ENGLISH if lang == "es" else SPANISH
    bad = []
    for where, text in sentences:
        found = leaks(text, vocabulary, names)
        if lang == "es":
            found += ARTICLE_CLASH.findall(text)
        if found or RAW_ID.search(text) or "{" in text or "%n" in text or not text.strip():
            bad.append(f"{where}: {text!r} {found}")
    assert not bad, f"{len(bad)} sentences leak ({lang}):\n" + "\n".join(sorted(set(bad))[:60])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_hint_reasons_speak_one_language(lang: str, boards, qapp) -> None:  # type: ignore[no-untyped-def]
    """Whole hint reasons (a tiny coach budget) at fixed positions, every reason form and
    every "why now" clause, the mistake warning's sentences, and the no-hint sentences."""
    from nbgui.captain.brain import CaptainBrain

    brain = CaptainBrain(boards)
    assert i18n.set_language(lang)
    try:
        sentences = []
        for state in human_positions(boards, 6, seed=23):
            hint = suggest(state, boards, playouts=6, cap_s=0, brain=brain)
            sentences.append(("hint " + hint.msg.id, i18n.say(hint.msg)))
            move = describe_move(state, hint.command)
            runner = hint.alternatives[0].command if hint.alternatives else hint.command
            other = describe_move(state, runner)
            points = msg("suggest.decimal", whole=1, tenth=5)
            food = msg("unit.food", n=4)
            cost = msg("unit.money", n=9)
            what = msg("warning.what.prepare", space=move)
            whys = (
                msg("suggest.why.launch", n=1, round=4),
                msg("suggest.why.launch", n=3, round=8),
                msg("suggest.why.launch.end", n=2),
                msg(
                    "suggest.why.build.action", cost=cost, fee=msg("unit.money", n=1),
                    building=Term("Schoolhouse"),
                ),
                msg("suggest.why.build.points", cost=cost),
                msg("suggest.why.prepare", food=food, to=4),
                msg("suggest.why.sell", lay=cost),
                msg("suggest.why.enables", what=what),
            )
            founds = (
                msg("suggest.found.best"),
                msg("suggest.found.better", n=1, points=points, other=other),
                msg("suggest.found.better", n=24, points=points, other=other),
                msg("suggest.found.better.wins", n=1, points=points, other=other, wins=100),
                msg("suggest.found.better.wins", n=24, points=points, other=other, wins=40),
                msg("suggest.found.wins", n=1, wins=100, theirs=0, other=other),
                msg("suggest.found.wins", n=24, wins=40, theirs=20, other=other),
                msg("suggest.found.even", n=1, other=other),
                msg("suggest.found.even", n=24, other=other),
                # the coach's playouts stopped 5 rounds ahead, the rest estimated
                msg("suggest.found.best.ahead", rounds=5),
                msg("suggest.found.better.ahead", n=1, rounds=5, points=points, other=other),
                msg("suggest.found.better.ahead", n=24, rounds=5, points=points, other=other),
                msg("suggest.found.better.wins.ahead", n=1, rounds=5, points=points,
                    other=other, wins=100),
                msg("suggest.found.better.wins.ahead", n=24, rounds=5, points=points,
                    other=other, wins=40),
                msg("suggest.found.wins.ahead", n=1, rounds=5, wins=100, theirs=0, other=other),
                msg("suggest.found.wins.ahead", n=24, rounds=5, wins=40, theirs=20, other=other),
                msg("suggest.found.even.ahead", n=1, rounds=5, other=other),
                msg("suggest.found.even.ahead", n=24, rounds=5, other=other),
            )
            for why in whys:
                m = msg("suggest.move.why", move=move, why=why)
                sentences.append(("hint " + why.id, i18n.say(msg("suggest.hint", move=m,
                                                                  found=founds[0]))))
            for found in founds:
                sentences.append(("hint " + found.id, i18n.say(msg("suggest.hint", move=move,
                                                                    found=found))))
            sentences.append(("hint forced", i18n.say(msg("suggest.reason.forced", move=move))))
            for n in (1, 24):
                search = msg("warning.search", n=n, points=points, better=other)
                sentences.append(("warning.search", i18n.say(search)))
                both = msg("warning.with_reason", reason=msg("warning.launch_space_1"),
                           found=search)
                sentences.append(("warning.with_reason", i18n.say(both)))
        for key in ("suggest.error.over", "suggest.error.captain", "suggest.error.none"):
            sentences.append(("hint " + key, i18n.say(msg(key))))
    finally:
        i18n.set_language("en")
    assert_one_language(lang, sentences, set())


def test_the_checker_finds_leaks_and_raw_ids() -> None:
    assert leaks("Ana coloca un worker en el Banco.", ENGLISH, {"ana"}) == ["worker"]
    assert leaks("Ann takes the Bank.", SPANISH, {"ann"}) == []
    assert leaks("Ann pays 2 de Comida.", SPANISH, {"ann"}) == ["de", "comida"]
    assert "not built" in leaks("Juzgado: not built.", ENGLISH, set())
    assert RAW_ID.search("refusal.space_full") and not RAW_ID.search("Rumbo: Leña.")
    assert ARTICLE_CLASH.search("Flask sube al su barco pequeño la ficha.")
    assert ARTICLE_CLASH.search("Vuelve a el muelle.")
    assert not ARTICLE_CLASH.search("Sube al barco pequeño de Ana su ficha; de él, la ficha.")


# ---- the app's words about files, the system and its dialogs (issue 13's leftovers) -----------

#: Keywords of the Captain board file format: a refusal quotes them as the file must spell them.
BOARD_FILE_WORDS = {
    "own", "town", "opponents", "most", "combo", "building", "course", "inn", "food", "launch",
    "not_owner", "from_round", "then", "true", "false", "json", "utf", "id", "name", "es", "en",
    "limits", "normal", "buildings", "whales", "keeps_best_whales", "helm", "orders",
}


def _board_refusals(tmp_path) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """Real override files refused by `load_captain_boards`, one per kind of problem."""
    import json

    from nbgui.content.captains import load_captain_boards
    from nbgui.paths import data_dir

    def raw(name: str) -> dict:  # type: ignore[type-arg]
        data: dict = json.loads((data_dir("rules") / "captains" / f"{name}.json").read_text())  # type: ignore[type-arg]
        return data

    cases = {}
    cases["starbuck"] = "{nope"  # bad JSON
    stubb = raw("stubb")
    stubb["limits"]["normal"]["buildings"] = 999  # above the seat limit
    cases["stubb"] = json.dumps(stubb)
    flask = raw("stubb")  # the wrong id
    cases["flask"] = json.dumps(flask)
    ahab = raw("ahab")
    ahab["black_list"][2] = "fish_market"  # not a building
    cases["ahab"] = json.dumps(ahab)
    said = []
    for n, (name, text) in enumerate(cases.items()):
        folder = tmp_path / f"b{n}"
        folder.mkdir()
        (folder / f"{name}.json").write_text(text, encoding="utf-8")
        if n == 0:
            (folder / "queequeg.json").write_text("{}", encoding="utf-8")  # no such Captain
        _, warnings = load_captain_boards(override_dir=folder)
        assert warnings, name
        said += [("board " + w.id, i18n.say(w)) for w in warnings]
    for check in ("sideways", "building:Bad", "course:launch:9"):  # the Orders' own checks
        board = raw("flask")
        board["orders"][0][0] = check
        folder = tmp_path / f"c{check.replace(':', '_')}"
        folder.mkdir()
        (folder / "flask.json").write_text(json.dumps(board), encoding="utf-8")
        _, warnings = load_captain_boards(override_dir=folder)
        said += [("board check " + w.id, i18n.say(w)) for w in warnings]
    return said


def _system_sentences(tmp_path) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """The operating system's and SQLite's reasons, licence-list refusals, the labels of saves
    and history games, and the sentences around them, as the app says them."""
    import datetime as dt
    import errno
    import json
    import sqlite3

    from nbgui import licenses
    from nbgui.content.files import FileReadError, read_regular_file
    from nbgui.history.db import GameRecord, SeatResult
    from nbgui.persist.store import SaveSummary, SeatInfo
    from nbgui.text.system import os_reason, sqlite_reason

    said = []
    for code in (*sorted(errno.errorcode), 100_000):  # every error number the system knows
        exc = OSError(code, "system words")
        said.append((f"os {errno.errorcode.get(code, code)}", i18n.say(os_reason(exc))))
    said.append(("os path", i18n.say(os_reason(ValueError("embedded null byte")))))
    not_a_db = tmp_path / "history.sqlite3"
    not_a_db.write_bytes(b"not a database " * 100)
    with pytest.raises(sqlite3.DatabaseError) as db_error:
        sqlite3.connect(not_a_db).execute("SELECT * FROM sqlite_master")
    said.append(("sqlite", i18n.say(sqlite_reason(db_error.value))))
    with pytest.raises(FileReadError) as folder_error:
        read_regular_file(tmp_path, 10)
    said.append(("file", i18n.say(folder_error.value.msg)))
    said.append(("export", i18n.say(msg("system.cannot_export", file="a.txt",
                                        reason=os_reason(OSError(errno.ENOSPC, "x"))))))
    said.append(("folders", i18n.say(msg("system.folders_unusable",
                                         reason=os_reason(OSError(errno.EROFS, "x"))))))
    said.append(("unexpected", i18n.say(msg("system.unexpected", kind="KeyError"))))
    for n, index in enumerate(("{", {"x": 1}, {"components": [3]}, {"components": [{"name": "a"}]},
                               {"components": [{"name": "a", "version": "1", "licence": "MIT"}]},
                               {"components": [{"name": "a", "version": "1", "licence": "MIT",
                                                "files": ["gone.txt"]}]})):
        path = tmp_path / f"index{n}.json"
        path.write_text(index if isinstance(index, str) else json.dumps(index), encoding="utf-8")
        with pytest.raises(licenses.LicenceError) as licence_error:
            licences_index = licenses.load_index(path)
            del licences_index
        said.append(("licence " + licence_error.value.msg.id, i18n.say(licence_error.value.msg)))
    when = dt.datetime(2026, 3, 1, 20, 15, tzinfo=dt.UTC)
    seats = (SeatInfo("Ana", "human"), SeatInfo("Starbuck", "captain", "starbuck"))
    for over, round_ in ((False, 5), (True, 12), (False, None)):
        summary = SaveSummary(tmp_path / "x.nbsave", "autosave", when, seats=seats,  # type: ignore[arg-type]
                              round=round_, over=over)
        said.append(("save label", i18n.say(summary.label_msg())))
    setup = make_setup(3, ["starbuck"], _boards_once(), humans=1, human_names=["Ana"])
    for won in (True, False):
        seats_ = (
            SeatResult(0, "Ana", "human", None, 1, 2, 3, 4, total=41 if won else 1, winner=won),
            SeatResult(1, "Starbuck", "captain", "starbuck", 1, 2, 3, 4, total=30, winner=not won),
        )
        record = GameRecord(when, setup, (), seats_, (0,) if won else (1,), "score")
        said.append(("history label", i18n.say(record.label_msg())))
        solo = GameRecord(when, setup, (), seats_[:1], (0,), "score")
        said.append(("history label", i18n.say(solo.label_msg())))
    return said


def _boards_once():  # type: ignore[no-untyped-def]
    from nbgui.captain import load_boards

    return load_boards(use_overrides=False)[0]


def _dialog_texts(qtbot) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """Every text of the new-game dialog (Captains' names and descriptions, the reconstructed-
    boards note, options, buttons) and the hint line with its seconds."""
    from PySide6.QtWidgets import QAbstractButton

    from nbgui.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(_boards_once(), seed=1)
    qtbot.addWidget(dialog)
    said = [("new game label", label.text()) for label in dialog.findChildren(QLabel)
            if label.text()]
    said += [("new game button", b.text().replace("&", ""))
             for b in dialog.findChildren(QAbstractButton) if b.text()]
    said.append(("hint seconds", i18n.number(1.5, 1)))
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

    question = QMessageBox()  # as nbgui.ui.plain.message asks
    question.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)  # About, score sheet
    qtbot.addWidget(question)
    qtbot.addWidget(close)
    said += [("qt button", b.text().replace("&", "")) for b in (*question.buttons(),
                                                                *close.buttons())]
    return said


@pytest.mark.parametrize("lang", ["es", "en"])
def test_files_system_and_dialog_words_speak_one_language(  # type: ignore[no-untyped-def]
    lang: str, tmp_path, qtbot
) -> None:
    """The operating system's and SQLite's reasons, Captain board refusals, licence-list
    refusals, save and history labels, and the new-game dialog: one language each."""
    assert i18n.set_language(lang)
    try:
        system = _system_sentences(tmp_path)
        refusals = _board_refusals(tmp_path)
        dialog = _dialog_texts(qtbot)
    finally:
        i18n.set_language("en")
    assert {w.split()[1] for w, _ in refusals if w.startswith("board board.")} >= {
        "board.override_refused", "board.override_unknown"}
    import errno

    codes = {w for code in errno.errorcode.values() for w in words(code)}  # EL2HLT: "el", "hlt"
    names = {"ana", "starbuck", "stubb", "flask", "ahab", "sqlite", "utf"} | codes
    names |= words(str(tmp_path))  # file names are quoted as they are
    assert_one_language(lang, system + dialog, names)
    assert_one_language(lang, refusals, names | BOARD_FILE_WORDS)
    seconds = dict(dialog)["hint seconds"]
    assert seconds == ("1,5" if lang == "es" else "1.5")
    if lang == "es":
        texts = " ".join(t for _, t in system + refusals + dialog)
        said_words = words(texts)
        for english in ("cancel", "yes", "close", "captain", "finished", "won", "lost", "pts",
                        "permission",
                        "override", "refused", "denied", "disk", "database", "licence"):
            assert english not in said_words, english
        for phrase in ("less than or equal", "not valid JSON", "Hint ("):
            assert phrase not in texts, phrase
