"""Play a whole solo game in the real window with real X11 mouse events (xdotool).

For checking the table as a person uses it: the human seat's moves are chosen by the greedy
bot, then carried out only by moving and clicking the X pointer — dragging workers, ships and
whale tokens, clicking prompt and popup buttons. Needs an X server (e.g. `xvfb-run`) and
`xdotool`. Screenshots go to the folder given by --shots.

    xvfb-run -s "-screen 0 1366x768x24" .venv/bin/python tools/mouse_playthrough.py \
        --captain flask --seed 7 --shots /tmp/playthrough [--lang es]

The window opens as on a first run (maximized to the screen), in the app's own font
(`start_app` sets the application up as `nbgui.app` does, `apply_app_font` included). After
every move the table's texts and pieces are measured (`nbgui.ui.table.legibility`): any text
below 12 px or piece a player must tell apart below 28 px (at game over only texts), any text
shortened with "…", and any piece covering a text not its own, a whale token partly over
another or a text drawn over another text (`legibility.overlaps`), and any unbuilt building
tile without its whole name or cost (`legibility.tiles_incomplete`) is reported, and the run
fails; so does a Captain's caption (each one, as it is said mid-turn) drawn below 12 px or
shortened. With --phases the whole screen is also saved at each phase of each round (the first
time a decision of each kind comes up, `phase05-return.png`, a Captain's turn while it
moves, `phase05-captain.png`, and an AI player's while the loop finds it searching,
`phase05-ai.png`: an easy player's search is mostly over before it looks), and an AI player's
move while the table shows it, `phase05-ai-move.png`.

With `--captain none --ai 2` the human plays against two (easy) AI players instead
(`--ai-level strong`, or one level a seat: `--ai 2 --ai-level medium,strong`), the
window waiting while one searches (the 1920×1080 game of docs/table.md's 2026-12-02 section:
`xvfb-run -s "-screen 0 1920x1080x24" ... --captain none --ai 2 --phases`). With
`--captain starbuck,ahab --players 2` two players at the screen (hot seat) against two
Captains, each player's moves made by the pointer in turn.

With --history the game is recorded in a history of its own (`history.sqlite3` in --shots,
made anew), and after the score sheet the windows a player opens from the History menu are
saved: the statistics (`end-stats.png`), the list of finished games (`end-replays.png`) and the
replay of this game at its last move (`end-replay.png`), each with the whole screen
(`*-screen.png`).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QSettings
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from nbgui.bots.greedy import GreedyBot
from nbgui.captain.setup import load_boards
from nbgui.engine import (
    BuyGoods,
    BuyWhale,
    Pass,
    Pay,
    Place,
    Sell,
    StartGoods,
    Take,
    legal_commands,
    score,
)
from nbgui.simulate import make_setup
from nbgui.ui import i18n
from nbgui.ui.fonts import apply_app_font
from nbgui.ui.main_window import MainWindow
from nbgui.ui.session import GameSession
from nbgui.ui.table.items import TextLog
from nbgui.ui.table.legibility import (
    overlaps,
    painted,
    pieces_too_small,
    tiles_incomplete,
    too_small,
)

APP: QApplication


def pump(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        APP.processEvents()
        time.sleep(0.005)


def xdo(*args: str) -> None:
    proc = subprocess.Popen(["xdotool", *args])
    while proc.poll() is None:
        APP.processEvents()
        time.sleep(0.005)


class Hand:
    """The X pointer over one window's table."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.table = window.table
        self.view = self.table.view
        self.ctl = self.table.controller

    def screen(self, scene_pt: QPointF) -> tuple[int, int]:
        p = self.view.viewport().mapToGlobal(self.view.mapFromScene(scene_pt))
        return p.x(), p.y()

    def click(self, scene_pt: QPointF) -> None:
        x, y = self.screen(scene_pt)
        xdo("mousemove", str(x), str(y))
        pump(0.05)
        xdo("click", "1")
        pump(0.15)

    def drag(self, a: QPointF, b: QPointF) -> None:
        (x1, y1), (x2, y2) = self.screen(a), self.screen(b)
        xdo("mousemove", str(x1), str(y1))
        pump(0.05)
        xdo("mousedown", "1")
        pump(0.05)
        for i in range(1, 7):
            xi = x1 + (x2 - x1) * i // 6
            yi = y1 + (y2 - y1) * i // 6
            xdo("mousemove", str(xi), str(yi))
            pump(0.02)
        xdo("mouseup", "1")
        pump(0.2)

    def button_center(self, button) -> QPointF:  # type: ignore[no-untyped-def]
        return button.mapToScene(button.boundingRect().center())

    def answer_popups(self, cmd: Place) -> None:
        for _ in range(12):
            popup = self.ctl.popup
            if popup is None:
                return
            if popup.on_confirm is not None:  # steppers: sell counts
                goods = ("lumber", "food", "brick")
                want = dict(zip(goods, cmd.sell, strict=True))
                for key in list(popup.counts):
                    while popup.counts[key] != want.get(key, 0):
                        step = 1 if popup.counts[key] < want.get(key, 0) else -1
                        idx = popup.values.index((key, step))
                        self.click(self.button_center(popup.buttons[idx]))
                idx = popup.values.index("confirm")
                self.click(self.button_center(popup.buttons[idx]))
                continue
            value = "launch" if popup.field == "confirm" else getattr(cmd, popup.field, None)
            if value not in popup.values:
                raise RuntimeError(f"popup {popup.title!r} has no choice {value!r}")
            self.click(self.button_center(popup.buttons[popup.values.index(value)]))

    def perform(self, cmd) -> None:  # type: ignore[no-untyped-def]
        ctl = self.ctl
        state = ctl.state
        d = state.decision
        ctl.refresh()
        if isinstance(cmd, Place):
            placed = sum(1 for s, _ in state.placements if s == d.seat)
            worker = self.table.scene.pieces[("worker", d.seat, placed)]
            board = cmd.space in state.rules.spaces
            key = ("space", cmd.space) if board else ("building", cmd.space)
            self.drag(worker.sceneBoundingRect().center(), ctl.target_center(key))
            self.answer_popups(cmd)
        elif isinstance(cmd, StartGoods):
            for button in ctl.driver.start_goods_clicks(cmd):
                self.click(self.button_center(button))
            button = ctl.driver.button_for(cmd)
            if button is None:
                raise RuntimeError(f"the confirm button does not offer {cmd}")
            self.click(self.button_center(button))
        elif isinstance(cmd, Take):
            token = self.table.scene.pieces[("token", cmd.token)]
            target = ctl.target_center(("ship", d.seat, d.ship))
            self.drag(token.sceneBoundingRect().center(), target)
        elif isinstance(cmd, Pay | Sell):
            token = self.table.scene.pieces[("token", cmd.token)]
            zone = ("zone", "pay" if isinstance(cmd, Pay) else "sell")
            self.drag(token.sceneBoundingRect().center(), ctl.target_center(zone))
        elif isinstance(cmd, BuyGoods | Pass | BuyWhale):
            button = ctl.driver.button_for(cmd)
            if button is None:
                raise RuntimeError(f"no button for {cmd}")
            self.click(self.button_center(button))
        else:
            raise RuntimeError(f"cannot perform {cmd}")
        self.accept_warning()

    def accept_warning(self) -> None:
        """A mistake warning asks before the move: the bot's move is deliberate, so click the
        'do it anyway' button (the popup's "launch" choice). Its words are printed first."""
        popup = self.ctl.popup
        if popup is not None and "launch" in popup.values:
            print("warning:", popup.title.replace("\n", " / "), flush=True)
            self.click(self.button_center(popup.buttons[popup.values.index("launch")]))

    def ask_hint(self, shot: Path) -> None:
        """Click "Suggest a move (H)" by the pointer, wait for the coach's hint (at most 10 s),
        print its line and save the screen to `shot`."""
        button = self.window.hint_button
        if not button.isVisible() or not button.isEnabled():
            return
        p = button.mapToGlobal(button.rect().center())
        xdo("mousemove", str(p.x()), str(p.y()))
        pump(0.05)
        xdo("click", "1")
        end = time.monotonic() + 10.0
        pump(0.1)
        while not button.isEnabled() and time.monotonic() < end:
            pump(0.05)
        pump(0.2)
        print("hint:", self.window.hint_label.text(), flush=True)
        subprocess.run(["import", "-window", "root", str(shot)], check=False)


def start_app() -> QApplication:
    """The application as `nbgui.app` sets it up before its window: its names and the bundled
    font as the application font (`apply_app_font`: the family and its size), so what the
    window shows here, and the screenshots, are in the app's own font. Returns it (also `APP`)."""
    global APP
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("nbgui")
    app.setOrganizationName("nbgui")
    app.setApplicationDisplayName("New Bedford")
    apply_app_font(app)
    APP = app
    return app


def ai_seats(count: int, spec: str) -> tuple[list[str], list[str]]:
    """The AI seats' levels and names from `--ai N --ai-level L[,L...]`: one level for all N
    seats, or exactly N of them in seat order; named as the new-game dialog names them, in the
    interface language ("AI 1 (Strong)", "IA 1 (Medio)": the tool's games said "AI 1
    (medium)" in Spanish too). Raises SystemExit on an unknown level or a wrong count."""
    from nbgui.ui.dialogs.new_game import ai_seat_name

    levels = [part.strip().lower() for part in spec.split(",") if part.strip()]
    unknown = [lvl for lvl in levels if lvl not in ("easy", "medium", "strong")]
    if unknown or not levels:
        raise SystemExit(f"--ai-level: unknown level {spec!r} (easy, medium or strong)")
    if len(levels) == 1:
        levels *= count
    if len(levels) != count:
        raise SystemExit(f"--ai-level gives {len(levels)} levels for {count} AI seats")
    return levels, [ai_seat_name(i + 1, level) for i, level in enumerate(levels)]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--captain",
        default="starbuck",
        help="starbuck, stubb, flask, ahab or none; several with commas (stubb,ahab)",
    )
    parser.add_argument(
        "--players", type=int, default=1, help="players at the screen (hot seat), all by mouse"
    )
    parser.add_argument(
        "--ai", type=int, default=0, help="AI player seats after the human seat"
    )
    parser.add_argument(
        "--ai-level",
        default="easy",
        help="the AI players' level: easy, medium or strong; one for each AI seat with commas "
        "(strong,medium); one level is every AI seat's",
    )
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--expert", action="store_true", help="expert mode (the Captain's expert limits)"
    )
    parser.add_argument("--shots", default="/tmp/playthrough")
    parser.add_argument("--speed", default="fast")
    parser.add_argument("--lang", default="en", help="interface language (en, es)")
    parser.add_argument(
        "--phases", action="store_true", help="save the screen at each phase of each round"
    )
    parser.add_argument(
        "--hints",
        action="store_true",
        help="before each of the players' moves ask for a hint by the pointer: print its line "
        "and save the screen (hintNNN.png); mistake warnings' words are printed too",
    )
    parser.add_argument(
        "--history",
        action="store_true",
        help="record the game in a history in --shots and save the statistics, the list of "
        "finished games and the game's replay after the score sheet (end-*.png)",
    )
    args = parser.parse_args()
    shots = Path(args.shots)
    shots.mkdir(parents=True, exist_ok=True)
    start_app()
    if not i18n.set_language(args.lang):
        print(f"no translation catalogue for {args.lang} (run make translations)", file=sys.stderr)
        return 1
    levels, ai_names = ai_seats(args.ai, args.ai_level)
    boards = load_boards(use_overrides=False)[0]
    captains = [] if args.captain.lower() == "none" else args.captain.lower().split(",")
    setup = make_setup(
        args.seed,
        captains,
        boards,
        expert=args.expert,
        humans=args.players,
        human_names=["Ishmael", "Queequeg", "Tashtego"][: args.players],
        ai_levels=levels,
        ai_names=ai_names,
    )
    session = GameSession(setup, boards)
    ini = shots / "settings.ini"
    ini.unlink(missing_ok=True)  # a first run: the window opens maximized
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    window = MainWindow(session, settings=settings, ask_dialogs=False)
    if args.history:
        from nbgui.ui.history.menu import attach

        for old in shots.glob("history*"):
            old.unlink()
        attach(window, shots / "history.sqlite3")
    window.show()
    window.table.set_speed(args.speed)
    session.start()
    pump(1.0)
    hand = Hand(window)
    bot = GreedyBot(args.seed)
    moves = 0
    last_round = 0
    checked = 0
    small: set[str] = set()
    phases: set[tuple[int, str]] = set()
    last_caption = ""
    captions = 0

    def phase(kind: str) -> None:
        key = (session.state.round, kind)
        if args.phases and key not in phases:
            pump(0.3)  # the prompt and the side panel follow the last batch shown
            if window.table.busy and kind not in ("captain", "ai", "ai-move"):
                return
            phases.add(key)
            name = shots / f"phase{key[0]:02d}-{kind}.png"
            subprocess.run(["import", "-window", "root", str(name)], check=False)

    print("table", window.table.size(), "scale", round(window.table.view.transform().m11(), 3))
    while not session.state.is_over:
        pump(0.05)
        shown = window.table.animator.current_seat if window.table.busy else None
        if shown is not None and session.state.seats[shown].is_ai:
            pump(0.4)  # mid-move
            phase("ai-move")
        if session.ai_to_act or session.ai_busy:
            phase("ai")
            continue
        if window.table.busy:
            # a Captain's caption, each as it is said: whole and readable (the steps after
            # the moves are measured below; a caption is said only mid-turn)
            caption = window.table.scene.prompt_caption
            if caption and caption != last_caption:
                last_caption = caption
                texts, _pieces = painted(window.table)
                bad = too_small(texts)
                bad += [f"{w}: {t!r} shortened to {s!r}" for w, t, s in TextLog.elided]
                captions += 1
                if bad:
                    small.update(bad)
                    print("caption:", bad, file=sys.stderr)
            if window.table.animator.current_seat is not None:
                seat = session.state.seats[window.table.animator.current_seat]
                if seat.is_captain:
                    pump(0.4)  # mid-move
                    phase("captain")
            continue
        phase(session.state.decision.kind)
        texts, pieces = painted(window.table)
        bad = too_small(texts) + pieces_too_small(pieces) + overlaps(window.table)
        bad += tiles_incomplete(window.table)
        bad += [f"{who}: {text!r} shortened to {shown!r}" for who, text, shown in TextLog.elided]
        checked += 1
        if bad:
            small.update(bad)
            print("too small:", bad, file=sys.stderr)
        state = session.state
        if state.round != last_round and state.decision.kind == "place":
            last_round = state.round
            window.grab().save(str(shots / f"round{state.round:02d}.png"))
            screen = shots / f"screen{state.round:02d}.png"
            subprocess.run(["import", "-window", "root", str(screen)], check=False)
        legal = legal_commands(state)
        if args.hints and state.decision.kind != "start_goods":
            hand.ask_hint(shots / f"hint{moves + 1:03d}.png")
        cmd = bot.choose(state, legal)
        before = session.state
        hand.perform(cmd)
        pump(0.1)
        if session.state is before:
            window.grab().save(str(shots / "stuck.png"))
            print(f"move {moves}: {cmd} did not happen by mouse", file=sys.stderr)
            return 1
        moves += 1
        print(f"{moves:3d} {cmd}", flush=True)
    pump(1.5)
    window.table.skip()
    pump(1.0)
    window.grab().save(str(shots / "end.png"))
    # the game's end as the table shows it: its scores, every seat's name whole (the loop
    # stops at the game's end, and "★ IA 2 (Fu…" there went unreported)
    texts, _pieces = painted(window.table)
    bad = too_small(texts)
    bad += [f"{who}: {text!r} shortened to {shown!r}" for who, text, shown in TextLog.elided]
    checked += 1
    if bad:
        small.update(bad)
        print("at the end:", bad, file=sys.stderr)
    sheet = score(session.state)
    print("final:", [(r.seat, r.total) for r in sheet.rows], "winners", sheet.winners)
    print(
        f"legibility: {checked} steps and {captions} Captain's captions measured, "
        f"{len(small)} texts below 12 px or shortened "
        'with "…", pieces below 28 px or pieces covering a text or another whale'
    )
    if small:
        return 2
    closed = close_score_sheet(window, shots)
    if closed or not args.history:
        return closed
    return history_windows(window, shots)


def history_windows(window: MainWindow, shots: Path) -> int:
    """The History menu's windows after the game: its statistics, the list of finished games
    and its replay at the last move, each saved alone and with the whole screen."""
    from nbgui.ui.history.menu import ReplayChooser, attachment

    history = attachment(window)
    assert history is not None
    pump(1.0)
    records = history.records()
    if not records:
        print("the finished game is not in the history", file=sys.stderr)
        return 4

    def save(widget: QWidget, name: str) -> None:
        widget.show()
        widget.raise_()
        pump(0.8)
        widget.grab().save(str(shots / f"{name}.png"))
        subprocess.run(["import", "-window", "root", str(shots / f"{name}-screen.png")],
                       check=False)

    stats = history.show_statistics()
    save(stats, "end-stats")
    stats.close()
    chooser = ReplayChooser(records, window)
    save(chooser, "end-replays")
    print("history:", [chooser.list.item(i).text() for i in range(chooser.list.count())])
    chooser.close()
    replay = history.open_replay(records[-1])
    if replay is None:
        print("the game's replay did not open", file=sys.stderr)
        return 4
    replay.last()  # type: ignore[attr-defined]
    save(replay, "end-replay")
    replay.close()
    return 0


def close_score_sheet(window: MainWindow, shots: Path) -> int:
    """The score sheet is shown inside the window over the dimmed table: a click on the table
    beside it reaches nothing behind it, and its Close button takes it down (by the pointer)."""
    sheet = window.last_sheet_dialog
    if sheet is None or not sheet.isVisible() or sheet.isWindow():
        print("no score sheet shown in the window", file=sys.stderr)
        return 3
    window.grab().save(str(shots / "score_sheet.png"))
    sheet.grab().save(str(shots / "score_sheet_alone.png"))  # the docs' *-score-sheet.png
    subprocess.run(["import", "-window", "root", str(shots / "score_sheet_screen.png")],
                   check=False)
    beside = window.mapToGlobal(window.centralWidget().geometry().topLeft()) + QPoint(40, 40)
    xdo("mousemove", str(beside.x()), str(beside.y()))
    xdo("click", "1")
    pump(0.3)
    if not sheet.isVisible():
        print("a click beside the score sheet took it down", file=sys.stderr)
        return 3
    close = next(b for b in sheet.findChildren(QPushButton) if b.text() == sheet.tr("Close"))
    centre = close.mapToGlobal(close.rect().center())
    xdo("mousemove", str(centre.x()), str(centre.y()))
    xdo("click", "1")
    pump(0.5)
    if sheet.isVisible():
        print("the score sheet's Close button did not close it", file=sys.stderr)
        return 3
    window.grab().save(str(shots / "after_sheet.png"))
    print("score sheet: shown in the window, closed by its Close button", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
