"""Hints: a recommended legal move for the human seat to act, with a one-sentence reason.

How (docs/teaching.md has the longer story):

1. Candidates are the greedy bot's top-`k` commands (`GreedyBot.ranked`), so the hint is always
   one of the moves `legal_commands` lists.
2. Each candidate is scored by Monte-Carlo rollouts to the end of the game: the candidate is
   applied to a copy of the state, then every human seat is played by a fast heuristic policy
   and every Captain by its real `CaptainBrain`, with `apply_unchecked` (the simulation path).
   A rollout's value is the final margin of the hinted seat: its score minus the best other
   seat's score. The best mean margin wins; ties go to the greedy bot's order.
3. **No peeking.** The game's RNG is counter-based and lives in the state (`setup.seed` and
   `rng_counter`). Rolling out a plain copy would replay the *real* future bag draws and die
   rolls. So every rollout copy gets a different seed and a sorted bag
   (`nbgui.bots.rollout.resampled`) *before* the candidate is applied: rollouts sample possible
   futures, never the real one. The rollout policy lives in `nbgui.bots.rollout`.
4. **Common random numbers.** Rollout *i* of every candidate uses the same sampled seed, so the
   candidates are compared on the same futures (much less noise for the same time). Only complete
   rounds (one rollout of every candidate still in the race) are made. With a time budget, after
   three rounds and 40% of the budget only the three leaders keep being rolled out (successive
   halving): the rest of the budget goes where the choice is still open.
5. **Deterministic.** The sampled seeds come from a hash of the public state (the real seed and
   the bag's order are left out of the hash), so a given state always samples the same futures.
   With a time budget the number of completed rounds depends on the machine's speed; pass
   `rollouts=n` for an exact, machine-independent result (tests do).

>>> from nbgui.captain.setup import load_boards, captain_seat
>>> from nbgui.engine import GameSetup, SeatSpec, new_game, legal_commands
>>> boards, _ = load_boards(use_overrides=False)
>>> setup = GameSetup(seed=3, seats=[captain_seat(boards["flask"]), SeatSpec(name="Ann")])
>>> state, _ = new_game(setup)
>>> hint = suggest(state, boards, rollouts=2)
>>> hint.command in legal_commands(state) and bool(hint.reason)
True
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass

from nbgui.bots.greedy import GreedyBot
from nbgui.bots.rollout import diverse, margin, public_seed, resampled, rollout, rollout_choice
from nbgui.captain.brain import CaptainBrain
from nbgui.content.captains import CaptainBoard
from nbgui.engine.api import apply_unchecked, legal_commands
from nbgui.engine.commands import (
    BuyGoods,
    BuyWhale,
    Command,
    Fallback,
    Pass,
    Pay,
    Place,
    Roll,
    Sell,
    StartGoods,
    Take,
)
from nbgui.engine.events import Event, GoodsGained, GoodsSpent, PhaseStarted
from nbgui.engine.rng import splitmix64
from nbgui.engine.state import GameState
from nbgui.teach.wording import piece_name, plain_name

DEFAULT_K = 6
#: Enough rollouts per candidate: more would not change the choice, only cost time.
MAX_ROLLOUTS = 64
#: Successive halving (time-budget mode only): after HALVE_AFTER rounds and HALVE_AT of the
#: budget, only the KEEP best candidates get more rollouts.
KEEP = 3
HALVE_AFTER = 3
HALVE_AT = 0.4


#: Hint strengths: the rollout time budget of each (s). "quick" answers within 1 s, "strong"
#: within 3 s (benchmarks/hint_bench.py measures both); strong plays out more futures.
STRENGTHS: dict[str, float] = {"quick": 0.7, "strong": 2.4}

@dataclass(frozen=True, slots=True)
class Candidate:
    """One considered move and what the rollouts said about it."""

    command: Command
    mean_margin: float | None  # None when it was not rolled out (a forced move)
    rollouts: int
    greedy_value: float


@dataclass(frozen=True, slots=True)
class Hint:
    """The suggested move, why, and the other candidates (best first)."""

    command: Command
    reason: str
    alternatives: tuple[Candidate, ...]
    chosen: Candidate
    rollouts: int  # rollouts behind the chosen move
    elapsed_s: float


class HintError(ValueError):
    """No hint can be given now (the game is over, or a Captain must act)."""


# ---- the public entry point ---------------------------------------------------------------


def suggest(
    state: GameState,
    boards: Mapping[str, CaptainBoard],
    time_budget_s: float = 0.8,
    *,
    k: int = DEFAULT_K,
    rollouts: int | None = None,
    lang: str = "en",
    brain: CaptainBrain | None = None,
) -> Hint:
    """A legal command for the human seat to act now, with a one-sentence reason in `lang`.

    `time_budget_s` bounds the rollouts (the greedy favourite always gets one rollout; when even
    the first round would overrun the budget, only the candidates played out so far compete);
    `rollouts` instead fixes the number of rollouts per candidate (deterministic on any machine).
    Raises `HintError` when no human seat is to act.
    """
    start = time.perf_counter()
    d = state.decision
    if d.seat is None or d.kind == "over":
        raise HintError("The game is over: there is nothing to suggest.")
    seat = d.seat
    if state.seats[seat].is_captain:
        raise HintError("A Captain is to act, not a player.")
    legal = legal_commands(state)
    if not legal:  # pragma: no cover - the engine lists a command for every decision
        raise HintError("No legal command.")
    base_seed = public_seed(state)
    if len(legal) == 1:
        only = Candidate(legal[0], None, 0, 0.0)
        reason = _forced_reason(state, legal[0], lang)
        return Hint(legal[0], reason, (), only, 0, time.perf_counter() - start)

    ranked = diverse(GreedyBot(base_seed & 0xFFFF_FFFF).ranked(state, legal), max(1, k))
    commands = [c for _, c in ranked]
    greedy = {i: v for i, (v, _) in enumerate(ranked)}
    brain = brain if brain is not None else CaptainBrain(boards)

    totals = [0.0] * len(commands)
    counts = [0] * len(commands)
    active = list(range(len(commands)))
    done = 0
    deadline = start + time_budget_s
    limit = rollouts if rollouts is not None else MAX_ROLLOUTS
    spent = 0.0  # seconds spent in rollouts
    made = 0  # rollouts made
    while done < limit:
        now = time.perf_counter()
        if rollouts is None and done >= 1:
            if (
                len(active) > KEEP
                and done >= HALVE_AFTER
                and now - start >= HALVE_AT * time_budget_s
            ):
                # Successive halving: spend the rest of the budget on the leaders.
                active.sort(key=lambda i: (-totals[i] / counts[i], i))
                active = sorted(active[:KEEP])
            if now + 1.15 * len(active) * spent / made > deadline:
                break  # the next round would not finish within the budget
        seed = splitmix64(base_seed, done) & ((1 << 63) - 1)
        rolled = 0
        for i in active:
            if rollouts is None and rolled and time.perf_counter() > deadline:
                break  # first round over budget: compare the candidates played out so far
            totals[i] += rollout(state, commands[i], seed, brain)
            counts[i] += 1
            rolled += 1
        if rolled < len(active):
            active = [i for i in active if counts[i] > 0]
            break
        made += len(active)
        spent += time.perf_counter() - now
        done += 1

    cands = [
        Candidate(cmd, totals[i] / counts[i] if counts[i] else None, counts[i], greedy[i])
        for i, cmd in enumerate(commands)
    ]
    kept = set(active)
    order = sorted(
        range(len(cands)), key=lambda i: (i not in kept, -(cands[i].mean_margin or 0.0), i)
    )
    best = cands[order[0]]
    others = tuple(cands[i] for i in order[1:])
    reason = _reason(state, best, others, lang)
    return Hint(best.command, reason, others, best, best.rollouts, time.perf_counter() - start)


# ---- rollouts --------------------------------------------------------------------------------


# ---- the reason ------------------------------------------------------------------------------

_GOOD_ES = {"lumber": "leña", "food": "comida", "brick": "ladrillo"}


def _money(n: int, lang: str) -> str:
    return f"{n} $" if lang == "es" else f"${n}"


def _amounts(lumber: int, food: int, brick: int, money: int, lang: str) -> str:
    parts: list[str] = []
    if money:
        parts.append(_money(money, lang))
    for n, good in ((lumber, "lumber"), (food, "food"), (brick, "brick")):
        if n:
            parts.append(f"{n} de {_GOOD_ES[good]}" if lang == "es" else f"{n} {good}")
    if not parts:
        return "nada" if lang == "es" else "nothing"
    if len(parts) == 1:
        return parts[0]
    joiner = " y " if lang == "es" else " and "
    return ", ".join(parts[:-1]) + joiner + parts[-1]


def _whale(state: GameState, token: str, lang: str) -> str:
    for w in state.rules.whales.values():
        if w.letter == token[:1]:
            name = w.name.get(lang)
            return f"{name if lang == 'es' else name.lower()} {token}"
    return token


def _points(state: GameState, token: str) -> int:
    for w in state.rules.whales.values():
        if w.letter == token[:1]:
            return w.points
    return 0


def _place_effect(state: GameState, cmd: Place) -> tuple[int, int, int, int]:
    """Net goods and money the placement gives the acting seat (from the engine's events)."""
    trial = state.clone()
    events: list[Event] = []
    apply_unchecked(trial, cmd, events)
    seat = state.decision.seat
    net = [0, 0, 0, 0]
    for e in events:
        if isinstance(e, PhaseStarted):
            break
        if isinstance(e, GoodsGained | GoodsSpent) and e.seat == seat:
            sign = 1 if isinstance(e, GoodsGained) else -1
            for i, n in enumerate((e.lumber, e.food, e.brick, e.money)):
                net[i] += sign * n
    return net[0], net[1], net[2], net[3]


def describe_move(state: GameState, cmd: Command, lang: str = "en") -> str:
    """What `cmd` does for the seat to act, as a short clause (e.g. 'Launch ship 1 to space 6:
    your ship gets five whaling phases')."""
    es = lang == "es"
    if isinstance(cmd, Place):
        return _describe_place(state, cmd, lang)
    if isinstance(cmd, BuyGoods):
        good = _GOOD_ES[cmd.good] if es else cmd.good
        p = state.rules.game.purchase
        if es:
            return f"Compra {p.amount} de {good} por {_money(p.price, lang)} antes de colocar"
        return f"Buy {p.amount} {good} for {_money(p.price, lang)} before placing"
    if isinstance(cmd, StartGoods):
        what = _amounts(cmd.lumber, cmd.food, cmd.brick, cmd.money, lang)
        return f"Empieza con {what}" if es else f"Start with {what}"
    if isinstance(cmd, Pay):
        lay = _money(_lay(state, cmd.token), lang)
        pts = _points(state, cmd.token)
        if es:
            return f"Paga la tasa de {lay} de la {_whale(state, cmd.token, lang)}: vale {pts} pt"
        unit = "point" if pts == 1 else "points"
        return f"Pay the {lay} lay of the {_whale(state, cmd.token, lang)}: it scores {pts} {unit}"
    if isinstance(cmd, Sell):
        half = _money(_lay(state, cmd.token) // 2, lang)
        if es:
            return f"Vende la {_whale(state, cmd.token, lang)} por {half}"
        return f"Sell the {_whale(state, cmd.token, lang)} for {half}"
    if isinstance(cmd, BuyWhale):
        lay = _money(_lay(state, cmd.token), lang)
        pts = _points(state, cmd.token)
        if es:
            return f"Compra la {_whale(state, cmd.token, lang)} por {lay}: vale {pts} pt"
        unit = "point" if pts == 1 else "points"
        return f"Buy the {_whale(state, cmd.token, lang)} for {lay}: it scores {pts} {unit}"
    if isinstance(cmd, Take):
        pts = _points(state, cmd.token)
        if es:
            return f"Sube la {_whale(state, cmd.token, lang)} a tu barco ({pts} pt al regresar)"
        unit = "point" if pts == 1 else "points"
        return f"Take the {_whale(state, cmd.token, lang)} aboard ({pts} {unit} once home)"
    if isinstance(cmd, Pass):
        return "Pasa" if es else "Pass"
    if isinstance(cmd, Roll | Fallback):  # pragma: no cover - Captain-only commands
        return str(cmd)
    return str(cmd)  # pragma: no cover


def _lay(state: GameState, token: str) -> int:
    for w in state.rules.whales.values():
        if w.letter == token[:1]:
            return w.lay
    return 0


_NUMBERS_EN = ("no", "one", "two", "three", "four", "five", "six", "seven")
_NUMBERS_ES = ("ninguna", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete")


def _phases(state: GameState, to: int) -> int:
    """Whaling phases a ship launched now to space `to` takes part in (RULES.md 11.1)."""
    left = state.rules.game.rounds - state.round + 1
    return max(0, min(to - 1, left))


def _describe_place(state: GameState, cmd: Place, lang: str) -> str:
    es = lang == "es"
    rules = state.rules
    where = plain_name(rules, cmd.space, lang)
    action = cmd.action_space
    effect = (
        rules.spaces[action].effect if action in rules.spaces else rules.buildings[action].effect
    )
    if cmd.repeat is not None:
        if es:
            prefix = (
                f"{piece_name(rules, cmd.space, lang, 'en').capitalize()}, repite la acción "
                f"{piece_name(rules, cmd.repeat, lang, 'de')}"
            )
        else:
            prefix = (
                f"{piece_name(rules, cmd.space, lang, 'at').capitalize()}, repeat "
                f"{piece_name(rules, cmd.repeat, lang)}"
            )
    elif es:
        prefix = f"Coloca un trabajador {piece_name(rules, cmd.space, lang, 'en')}"
    else:
        prefix = f"Place a worker {piece_name(rules, cmd.space, lang, 'on')}"
    if cmd.to is not None and effect in ("launch", "launch_half", "prepare_and_launch"):
        n = _phases(state, cmd.to)
        words = (_NUMBERS_ES if es else _NUMBERS_EN)[min(n, 7)]
        if es:
            head = f"Zarpa el barco {cmd.ship} a la casilla {cmd.to} ({where})"
            if n == 0:
                return f"{head}: tu barco no tendrá ninguna fase de balleneo"
            plural = "fase" if n == 1 else "fases"
            return f"{head}: tu barco tendrá {words} {plural} de balleneo"
        head = f"Launch ship {cmd.ship} to space {cmd.to} ({where})"
        return f"{head}: your ship gets {words} whaling phase{'s' if n != 1 else ''}"
    if cmd.build is not None:
        b = rules.buildings[cmd.build]
        if es:
            extra = "una acción nueva" if b.kind == "action" else "puntos al final"
            return (
                f"Construye {piece_name(rules, cmd.build, lang)} "
                f"{piece_name(rules, cmd.space, lang, 'en')}: 1 punto y {extra}"
            )
        extra = "a new action space" if b.kind == "action" else "points at the end"
        return (
            f"Build {piece_name(rules, cmd.build, lang)} "
            f"{piece_name(rules, cmd.space, lang, 'at')}: 1 point and {extra}"
        )
    if effect == "prepare":
        if es:
            return (
                f"Prepara el barco {cmd.ship} {piece_name(rules, cmd.space, lang, 'en')}, "
                "listo para zarpar"
            )
        return (
            f"Prepare ship {cmd.ship} {piece_name(rules, cmd.space, lang, 'at')}, ready to launch"
        )
    if effect == "move_out":
        if es:
            return f"Aleja el barco {cmd.ship} una casilla ({where}): una fase de balleneo más"
        return f"Move ship {cmd.ship} one space out ({where}): one more whaling phase"
    if effect == "render_right":
        if es:
            return f"Lleva a puerto gratis las Ballenas Francas del barco {cmd.ship} ({where})"
        return f"Bring home the right whales on ship {cmd.ship} free ({where})"
    if effect == "inn":
        if es:
            return f"{prefix}: volverás a colocar tus dos trabajadores al final"
        return f"{prefix}: you place both workers again after everyone else"
    if effect == "remove_sea" and cmd.take is not None:
        pay = _money(4 if cmd.take == 1 else 6, lang)
        if es:
            return (
                f"{prefix}: retira {cmd.take} ficha(s) de Mar vacío del juego y ganas {pay}; "
                "la bolsa mejora"
            )
        return (
            f"{prefix}: remove {cmd.take} empty-sea token(s) from the game for {pay}; "
            "better draws ahead"
        )
    if effect == "take_post_office":
        if es:
            return f"{prefix}: ganarás {_money(2, lang)} al final de cada ronda"
        return f"{prefix}: it pays you {_money(2, lang)} at the end of every round"
    lumber, food, brick, money = _place_effect(state, cmd)
    gained = _amounts(max(lumber, 0), max(food, 0), max(brick, 0), max(money, 0), lang)
    spent = _amounts(max(-lumber, 0), max(-food, 0), max(-brick, 0), max(-money, 0), lang)
    if any(cmd.sell):
        sold = _amounts(cmd.sell[0], cmd.sell[1], cmd.sell[2], 0, lang)
        if es:
            return f"{prefix}: vende {sold} por {gained}"
        return f"{prefix}: sell {sold} for {gained}"
    if es:
        text = f"{prefix}: ganas {gained}"
        return text + (f" (pagas {spent})" if spent != "nada" else "")
    text = f"{prefix}: you gain {gained}"
    return text + (f" (you pay {spent})" if spent != "nothing" else "")


def _gap_text(x: float, lang: str) -> str:
    text = f"{abs(x):.1f}"
    return text.replace(".", ",") if lang == "es" else text


def _reason(state: GameState, best: Candidate, others: tuple[Candidate, ...], lang: str) -> str:
    """What the move does, then why in game terms: how it did when the rest of the game was
    played out from here, against the next best move (named, never as notation)."""
    what = describe_move(state, best.command, lang)
    es = lang == "es"
    if not others or best.mean_margin is None or others[0].mean_margin is None:
        if es:
            return f"{what}. Es la jugada que mejor resultado dio al jugar el resto de la partida."
        return f"{what}: it did best when the rest of the game was played out from here."
    runner = others[0]
    gap = best.mean_margin - (runner.mean_margin or 0.0)
    other = describe_move(state, runner.command, lang)
    other = other[:1].lower() + other[1:]
    games = best.rollouts
    if gap < 0.25:
        if es:
            return (
                f"{what}. Jugando el resto de la partida {games} veces, quedó casi igual que "
                f"la siguiente mejor opción ({other}): cualquiera de las dos vale."
            )
        return (
            f"{what}. Playing the rest of the game out {games} times, it did about as well as "
            f"the next best choice ({other}): either is fine."
        )
    pts = _gap_text(gap, lang)
    if es:
        return (
            f"{what}. Jugando el resto de la partida {games} veces, terminaste de media {pts} "
            f"puntos mejor frente a los Capitanes que con la siguiente mejor opción ({other})."
        )
    return (
        f"{what}. Playing the rest of the game out {games} times, you finished on average {pts} "
        f"points better against the Captains than with the next best choice ({other})."
    )


def _forced_reason(state: GameState, cmd: Command, lang: str) -> str:
    what = describe_move(state, cmd, lang)
    if lang == "es":
        return f"{what}. Es la única jugada posible ahora."
    return f"{what}: it is the only legal move now."


__all__ = [
    "Candidate",
    "Hint",
    "HintError",
    "describe_move",
    "margin",
    "resampled",
    "rollout",
    "rollout_choice",
    "suggest",
]
