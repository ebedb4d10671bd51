"""The command notation: every form reads back to the same command; malformed text is a
`NotationError` (not a `RuleError`). docs/notation.md lists the same examples."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from nbgui.engine import (
    GOODS,
    BuyGoods,
    BuyWhale,
    Fallback,
    NotationError,
    Pass,
    Pay,
    Place,
    Roll,
    Sell,
    StartGoods,
    Take,
    parse_command,
)

DOC = Path(__file__).resolve().parents[2] / "docs" / "notation.md"

EXAMPLES = [
    ("start L1 F1 B1 $1", StartGoods(1, 1, 1, 1)),
    ("start L0 F0 B0 $5", StartGoods(0, 0, 0, 5)),
    ("buy lumber", BuyGoods("lumber")),
    ("buy food", BuyGoods("food")),
    ("place farm", Place("farm")),
    ("place forest", Place("forest")),
    ("place warehouse bonus=brick", Place("warehouse", bonus="brick")),
    ("place general_store lumber=2 brick=1", Place("general_store", sell=(2, 0, 1))),
    (
        "place town_hall build=bank discount=brick",
        Place("town_hall", build="bank", discount=("brick",)),
    ),
    ("place town_hall build=tavern", Place("town_hall", build="tavern")),
    (
        "place courthouse build=seamens_bethel discount=lumber+brick",
        Place("courthouse", build="seamens_bethel", discount=("lumber", "brick")),
    ),
    ("place dockyard ship=2", Place("dockyard", ship=2)),
    ("place city_pier ship=1 to=4", Place("city_pier", ship=1, to=4)),
    ("place dry_dock ship=2 to=3", Place("dry_dock", ship=2, to=3)),
    ("place wharf ship=1 to=6", Place("wharf", ship=1, to=6)),
    ("place lighthouse ship=1", Place("lighthouse", ship=1)),
    ("place tryworks ship=2", Place("tryworks", ship=2)),
    ("place cooperage ship=1", Place("cooperage", ship=1)),
    ("place tavern take=2", Place("tavern", take=2)),
    ("place lumber_mill lumber=3", Place("lumber_mill", sell=(3, 0, 0))),
    ("place market food=2 brick=1", Place("market", sell=(0, 2, 1))),
    ("place bank", Place("bank")),
    ("place inn", Place("inn")),
    ("place post_office", Place("post_office")),
    ("place turners_mill repeat=farm", Place("turners_mill", repeat="farm")),
    (
        "place turners_mill repeat=city_pier ship=1 to=3",
        Place("turners_mill", repeat="city_pier", ship=1, to=3),
    ),
    ("pay R3", Pay("R3")),
    ("sell B7", Sell("B7")),
    ("buy S1", BuyWhale("S1")),
    ("take R12", Take("R12")),
    ("pass", Pass()),
    ("roll", Roll()),
    ("fallback", Fallback()),
]


@pytest.mark.parametrize(("text", "cmd"), EXAMPLES, ids=[t for t, _ in EXAMPLES])
def test_every_form_round_trips(text: str, cmd: object) -> None:
    assert parse_command(text) == cmd
    assert str(cmd) == text


def test_every_example_is_in_the_docs() -> None:
    doc = DOC.read_text(encoding="utf-8")
    missing = [text for text, _ in EXAMPLES if f"`{text}`" not in doc]
    assert not missing, f"docs/notation.md lacks {missing}"


def test_every_command_class_has_an_example() -> None:
    kinds = {type(cmd) for _, cmd in EXAMPLES}
    assert kinds == {StartGoods, BuyGoods, Place, Pay, Sell, BuyWhale, Take, Pass, Roll, Fallback}


def test_lenient_reading() -> None:
    assert parse_command("  place   city_pier to=4  ship=1 ") == Place("city_pier", ship=1, to=4)
    # Options in any order; discount goods in any order (read back in goods order).
    cmd = parse_command("place courthouse discount=brick+lumber build=bank")
    assert cmd == Place("courthouse", build="bank", discount=("lumber", "brick"))
    assert str(cmd) == "place courthouse build=bank discount=lumber+brick"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "jump",
        "place",
        "place Forest",
        "place forest ship",
        "place forest ship=",
        "place forest ship=x",
        "place forest ship=1 ship=2",
        "place forest lumber=1 lumber=2",
        "place forest lumber=0",
        "place forest lumber=100",
        "place forest colour=red",
        "place warehouse bonus=money",
        "place town_hall discount=money",
        "place town_hall build=Bank",
        "start L1 F1 B1",
        "start 1 1 1 1",
        "start L1 F1 B1 $1 extra",
        "pass now",
        "roll 3",
        "sell",
        "sell R1 R2",
        "pay X1",
        "take r1",
        "buy brick1",
        "place farm " + "x" * 200,
    ],
)
def test_malformed_text_is_a_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_command(text)


_ids = st.from_regex(r"[a-z_]{1,12}", fullmatch=True)
_goods = st.sampled_from(GOODS)
_small = st.integers(1, 99)


@st.composite
def places(draw: st.DrawFn) -> Place:
    discount = draw(st.lists(_goods, max_size=3))
    return Place(
        space=draw(_ids),
        repeat=draw(st.none() | _ids),
        bonus=draw(st.none() | _goods),
        build=draw(st.none() | _ids),
        discount=tuple(sorted(discount, key=GOODS.index)),
        sell=(
            draw(st.integers(0, 99)),
            draw(st.integers(0, 99)),
            draw(st.integers(0, 99)),
        ),
        ship=draw(st.none() | st.integers(0, 99)),
        to=draw(st.none() | st.integers(0, 99)),
        take=draw(st.none() | st.integers(0, 99)),
    )


_token = st.from_regex(re.compile(r"[RBSE][0-9]{1,3}"), fullmatch=True)
_commands = st.one_of(
    places(),
    st.builds(StartGoods, *(st.integers(0, 99) for _ in range(4))),
    st.builds(BuyGoods, _goods),
    st.builds(Pay, _token),
    st.builds(Sell, _token),
    st.builds(BuyWhale, _token),
    st.builds(Take, _token),
    st.just(Pass()),
    st.just(Roll()),
    st.just(Fallback()),
)


@given(_commands)
def test_notation_round_trips_for_any_well_formed_command(cmd: object) -> None:
    assert parse_command(str(cmd)) == cmd
