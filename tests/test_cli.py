"""The headless CLI: sim, replay, and one-line errors with a non-zero exit."""

from __future__ import annotations

import json
from pathlib import Path

from nbgui.cli import main
from nbgui.content.schema import to_data
from nbgui.engine import GameSetup, SeatSpec, envelope_json, make_envelope
from nbgui.simulate import make_setup, play_game


def test_sim_random(capsys):
    assert main(["sim", "--seats", "3", "--games", "5", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "5 random games, 3 seats" in out and "All seats" in out


def test_sim_captains_and_explain(capsys):
    assert main(["sim", "--captains", "ahab", "--bot", "greedy", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "Ahab" in out and "Bot win rate" in out
    assert main(["sim", "--captains", "starbuck", "--explain", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "Starbuck's course is" in out and "Winner:" in out
    assert "Step 1, his own buildings:" in out


def test_bad_arguments_are_one_line_errors(capsys):
    for argv in (
        ["sim", "--seats", "7"],
        ["sim", "--games", "x"],
        ["sim", "--captains", "queequeg"],
        ["sim", "--bot", "smart", "--captains", "ahab"],
        ["bogus"],
        ["replay", "/no/such/file.nbsave"],
    ):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith("nbgui: error:") and err.count("\n") == 1, err


def test_replay_prints_log_and_scores(tmp_path: Path, capsys):
    from nbgui.captain.brain import CaptainBrain
    from nbgui.captain.setup import load_boards

    boards = load_boards(use_overrides=False)[0]
    setup = make_setup(3, ["flask"], boards)
    played = play_game(setup, CaptainBrain(boards), "greedy", 3, record=True)
    path = tmp_path / "game.nbsave"
    path.write_text(envelope_json(make_envelope(setup, played.commands, played.state)))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Round 12 begins" in out and "Winner:" in out


def test_replay_refuses_a_corrupt_save(tmp_path: Path, capsys):
    setup = GameSetup(seed=1, seats=[SeatSpec(name="A"), SeatSpec(name="B")])
    env = make_envelope(setup, [])
    data = to_data(env)
    data["commands"] = ["place nowhere"]
    bad = tmp_path / "bad.nbsave"
    bad.write_text(json.dumps(data))
    before = bad.read_bytes()
    assert main(["replay", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "nbgui: error:" in err and err.count("\n") == 1
    assert bad.read_bytes() == before
    trunc = tmp_path / "trunc.nbsave"
    trunc.write_text(envelope_json(env)[:50])
    assert main(["replay", str(trunc)]) == 2
    assert "damaged" in capsys.readouterr().err


def test_replay_escapes_control_characters_in_names(tmp_path: Path, capsys):
    """Issue 15, attack 8: names from a save reach the terminal with their ANSI escapes and
    newlines escaped, never as they are."""
    from nbgui.engine import apply, legal_commands, new_game

    evil = "Ann\x1b[2J\x1b[31m\nFAKE: you lost\r\x07"
    setup = GameSetup(seed=1, seats=[SeatSpec(name=evil), SeatSpec(name="Bob")])
    state, _ = new_game(setup)
    commands = []
    for _ in range(6):
        cmd = legal_commands(state)[0]
        state, _ = apply(state, cmd)
        commands.append(cmd)
    path = tmp_path / "evil.nbsave"
    path.write_text(envelope_json(make_envelope(setup, commands, state)))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\r" not in out and "\x07" not in out
    assert "\nFAKE" not in out
    assert "Ann\\x1b[2J\\x1b[31m\\nFAKE: you lost\\r\\x07" in out
    # errors too: a file name with escapes is printed escaped
    bad = tmp_path / "x\x1b[31m.nbsave"
    assert main(["replay", str(bad)]) == 2
    assert "\x1b" not in capsys.readouterr().err


def test_sim_reads_captain_overrides_from_nbgui_home(tmp_path: Path, capsys, monkeypatch):
    """Issue 15, attack 8: `nbgui sim` uses `$NBGUI_HOME/data/captains` like the app, and a
    hostile override there is refused with a warning line, not a traceback."""
    from nbgui.paths import data_dir

    monkeypatch.setenv("NBGUI_HOME", str(tmp_path))
    folder = tmp_path / "data" / "captains"
    folder.mkdir(parents=True)
    board = json.loads((data_dir("rules") / "captains" / "stubb.json").read_text("utf-8"))
    board["name"] = {"en": "Stubby", "es": "Stubby"}
    (folder / "stubb.json").write_text(json.dumps(board), encoding="utf-8")
    flask = json.loads((data_dir("rules") / "captains" / "flask.json").read_text("utf-8"))
    flask["limits"]["normal"]["buildings"] = 31  # more than a game accepts
    (folder / "flask.json").write_text(json.dumps(flask), encoding="utf-8")
    assert main(["sim", "--captains", "stubb,flask", "--games", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Stubby" in out
    assert "warning:" in out and "flask.json" in out and "Traceback" not in out
