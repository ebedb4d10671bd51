"""Names and amounts as message parameters — the one place that turns ids into words.

Building, space and whale names are the `Term`s of their English names in rules/ (translated
through the ``Rules`` context, whose Spanish comes from the same rules/ files).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from nbgui.content.models import Rules, WhaleKind
from nbgui.text.message import Msg, Param, Term, english, msg
from nbgui.text.message import listing as listing  # (a list said in a sentence)


def place(rules: Rules, space: str) -> Term | str:
    """A space or building id as its name (an unknown id stays as it is)."""
    if space in rules.spaces:
        return Term(rules.spaces[space].name.en)
    if space in rules.buildings:
        return Term(rules.buildings[space].name.en)
    return space


def whale_kind(rules: Rules, letter: str) -> Term | None:
    for kind in rules.whales.values():
        if kind.letter == letter:
            return Term(kind.name.en)
    return None


def whale(rules: Rules, token_id: str) -> Term | str:
    """A whale token's kind alone (``Sperm whale``), for sentences that give its lay and points
    themselves; an unknown id stays as it is."""
    return whale_kind(rules, token_id[:1]) or token_id


def token(rules: Rules, token_id: str) -> Msg:
    """A whale token as a player names it — its kind, lay and points, as the token shows them:
    ``Sperm whale (lay $8, 4 points)``; an empty sea token: ``Empty sea token``. Tokens of one
    kind are alike, so the token's id (``S1``, the notation's) is not said."""
    for kind in rules.whales.values():
        if kind.letter == token_id[:1]:
            name = Term(kind.name.en)
            if kind.lay == 0 and kind.points == 0:
                return msg("token.sea", kind=name)
            return msg("token", kind=name, lay=money(kind.lay), n=kind.points)
    return msg("token.unknown", token=token_id)


def _kind_of(rules: Rules, token_id: str) -> WhaleKind | None:
    return next((k for k in rules.whales.values() if k.letter == token_id[:1]), None)


def whales(rules: Rules, tokens: Sequence[str]) -> Msg:
    """Tokens as a person lists them: alike ones counted together, the most valuable kind
    first and empty sea last, the last joined with "and" — ``1 sperm whale (lay $8, 4 points),
    3 right whales (lay $2, 1 point each) and 1 empty sea token``; no tokens: ``no whales``."""
    counts: dict[str, int] = {}
    for t in tokens:
        counts[t[:1]] = counts.get(t[:1], 0) + 1

    def worth(letter: str) -> int:
        kind = _kind_of(rules, letter)
        return -1 if kind is None else kind.lay

    groups: list[Msg] = []
    for letter in sorted(counts, key=worth, reverse=True):  # stable: ties keep their order
        n = counts[letter]
        kind = _kind_of(rules, letter)
        if kind is None:
            groups.append(msg("whale.other", n=n, kind=letter))
        elif kind.lay == 0 and kind.points == 0:
            groups.append(msg(f"whale.{kind.id}", n=n))
        else:
            points = msg("unit.points", n=kind.points)
            groups.append(msg(f"whale.{kind.id}", n=n, lay=money(kind.lay), points=points))
    if not groups:
        return msg("event.no_whales")
    return listing(groups)


def money(amount: int) -> Msg:
    return msg("unit.money", n=amount)


def mover(automated: Sequence[bool], seat: int, name: Param) -> Msg:
    """Who is moving while the table shows a move of `seat` (`automated`: each seat is a
    Captain or an AI seat): the table's one human is "you" ("Your move…", as the status line
    says "Your turn"); with several humans, or a Captain or an AI seat, the seat's name. The
    status line and the table's prompt say the same (the status line said "Starbuck is
    thinking…" beside the prompt's "Starbuck is playing…")."""
    humans = [i for i, a in enumerate(automated) if not a]
    if humans == [seat]:
        return msg("turn.yours_shown")
    return msg("turn.playing", seat=name)


def game_over(names: Sequence[Param], winners: Sequence[int]) -> Msg:
    """"Game over: Ann won." (a tie the tie-breaks leave: "Ann and Ben won.")."""
    said = listing([names[w] for w in winners])
    return msg("turn.over" if len(winners) == 1 else "turn.over.tie", winners=said)


def amount(good: str, n: int) -> Msg:
    """``3 lumber`` / ``$3``."""
    return money(n) if good == "money" else msg(f"unit.{good}", n=n)


def _amount_parts(lumber: int, food: int, brick: int, money_: int) -> list[Param]:
    parts: list[Param] = [money(money_)] if money_ else []
    for good, n in (("lumber", lumber), ("food", food), ("brick", brick)):
        if n:
            parts.append(amount(good, n))
    return parts


def amounts(lumber: int, food: int, brick: int, money_: int) -> Msg:
    """Money then goods, without the zero ones, as a card or a tooltip lists them: ``$2, 1
    lumber`` (``nothing`` when all are zero). In a sentence: `amounts_said`."""
    parts = _amount_parts(lumber, food, brick, money_)
    return msg("list", items=tuple(parts)) if parts else msg("unit.nothing")


def amounts_said(lumber: int, food: int, brick: int, money_: int) -> Msg:
    """The same inside a sentence: ``$10 and 3 lumber`` / ``10 $ y 3 de Leña`` (the log said
    "Ana paga 10 $, 3 de Leña.")."""
    parts = _amount_parts(lumber, food, brick, money_)
    return listing(parts) if parts else msg("unit.nothing")


def good(name: str) -> Msg:
    return msg(f"good.{name}")


#: An AI seat's name as the app makes it, in whichever language the game was set up: a word,
#: the seat's number and its level in brackets ("AI 1 (Easy)", "IA 2 (Fuerte)", the setup
#: helpers' "AI 1 (easy)").
_AI_NAME = re.compile(r"\S+ (\d{1,2}) \([^()]+\)")


def seat(name: str, ai: str | None = None) -> str | Msg:
    """A seat's name as a message parameter. A person's name (and a Captain's) is said as
    written; an AI seat's (`ai`: its level) is a name the app made, in the language of the
    moment the game was set up, and is kept so in the setup (saves, replays and state hashes
    are unchanged): it is said again as `seat.ai` ("AI 1 (Easy)" / "IA 1 (Fácil)"), with its
    number and its level, in the language shown. An AI seat's name of another shape (no app
    makes one) is said as written."""
    if ai is None:
        return name
    made = _AI_NAME.fullmatch(name)
    if made is None:
        return name
    return msg("seat.ai", n=int(made.group(1)), level=msg(f"ai.level.{ai}"))


def seat_label(name: str, kind: str, ai: str | None = None) -> Param:
    """A seat as the table names it in a list of who plays (the resume question, the window's
    title): a Captain with his title ("Captain Starbuck"), an AI seat's name in the language
    shown (`seat`), a person's as written."""
    return msg("captain.title", name=name) if kind == "captain" else seat(name, ai)


def takes_s(name: Param) -> bool:
    """Whether English may write `name` + "'s": a name the player typed or the AI seats'
    "AI 2 (easy)" may end in a bracket, a quote or a sign, and "[Ana]'s", "Beto (yo)'s" read
    wrong; such a name takes "of" ("The small ship of Beto (yo)"). A name that is a message
    (`seat`) is looked at as English says it."""
    text = english(name) if isinstance(name, Msg) else str(name)
    return bool(text) and text[-1].isalnum()


def ship(seat: Param, ship_index: int) -> Msg:
    """A seat's ship as the log names it, always starting a sentence: "Ann's small ship"; for
    a name that cannot take "'s" (`takes_s`: the AI seats' "AI 2 (easy)", a typed "[Ana]"),
    "The small ship of AI 2 (easy)" (the log said "AI 2 (easy)'s small ship")."""
    size = "small" if ship_index == 1 else "large"
    if not takes_s(seat):
        return msg(f"ship.{size}_of", seat=seat)
    return msg(f"ship.{size}", seat=seat)


def his_ship(ship_index: int) -> Msg:
    """A Captain's own ship inside a sentence about him: "his small ship" / "su barco
    pequeño" (no article may stand before it in a Spanish template)."""
    return msg("detail.his_small_ship" if ship_index == 1 else "detail.his_large_ship")


def your_ship(ship_index: int) -> Msg:
    """The player's own ship at the start of a refusal: "Your small ship" / "Tu barco pequeño"."""
    return msg("ship.your_small" if ship_index == 1 else "ship.your_large")
