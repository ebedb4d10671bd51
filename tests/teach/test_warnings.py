"""Mistake warnings: the coach's search decides (a move clearly worse than the coach's, by the
stated threshold); the rule-recognised reasons (`explanations`) each match their precise trigger
and word the warning; over 20 greedy-bot games few placements warn."""

from __future__ import annotations

from dataclasses import replace

from nbgui.engine import (
    BuyGoods,
    Decision,
    GameState,
    Pay,
    Place,
    Sell,
    StartGoods,
    apply,
    legal_commands,
    new_game,
)
from nbgui.teach.positions import human_positions, table_setup
from nbgui.teach.warnings import (
    WARN_POINTS,
    WARN_Z,
    MoveWarning,
    Verdict,
    Warning,
    check,
    checked,
    explanations,
    judge,
    warnings_for,
)
from nbgui.text import english


def human_to_place(boards, brain, captains=("starbuck",), seed=1) -> GameState:
    """Round 1, the human (last seat) to place a worker, with no goods and no money."""
    state, _ = new_game(table_setup(seed, captains, boards))
    state, _ = apply(state, StartGoods(0, 0, 0, 5))
    while state.seats[state.decision.seat].is_captain:
        state, _ = apply(state, brain.decide(state).command)
    assert state.decision.kind == "place"
    state = state.clone()
    you = state.seats[state.decision.seat]
    you.lumber = you.food = you.brick = you.money = 0
    return state


def you(state: GameState):
    return state.seats[state.decision.seat]


def codes(state, cmd):
    return [w.code for w in explanations(state, cmd)]


def spanish(warning) -> str:
    from nbgui.ui import i18n

    i18n.set_language("es")
    try:
        return i18n.say(warning.msg)
    finally:
        i18n.set_language("en")


def dock(state: GameState, ship: int = 1) -> None:
    s = you(state).ships[ship - 1]
    s.where = "dock"
    state.dock_seq += 1
    s.dock_seq = state.dock_seq


# ---- launching -----------------------------------------------------------------------------


def test_launch_to_space_1_warns(boards, brain, qapp):
    state = human_to_place(boards, brain)
    dock(state)
    you(state).food = 6
    assert "launch_space_1" in codes(state, Place("city_pier", ship=1, to=1))
    you(state).money = 2  # (with less than the cheapest lay, `unpaid_lays` says so)
    assert codes(state, Place("city_pier", ship=1, to=4)) == []
    msg = spanish(explanations(state, Place("city_pier", ship=1, to=1))[0])
    assert "casilla 1" in msg


def test_launch_past_game_end_warns(boards, brain):
    state = human_to_place(boards, brain)
    dock(state)
    you(state).food = 6
    state.round = 11  # whaling phases left: round 11 and round 12
    assert codes(state, Place("city_pier", ship=1, to=6)) == ["launch_past_game_end"]
    you(state).money = 2  # (with less than the cheapest lay, `unpaid_lays` says so)
    assert codes(state, Place("city_pier", ship=1, to=3)) == []


def test_a_launch_without_money_for_a_lay_says_what_the_ship_costs(boards, brain, qapp):
    """An early launch the check warns about (about 4 points worse; play confirmed the size,
    docs/teaching.md 2026-12-02) said only "This move looks like a mistake": with less money
    than the cheapest lay the warning says what the ship costs, in both languages, and where
    the points went. Not with money for a lay, and never without the search's word."""
    state = human_to_place(boards, brain)
    dock(state)
    you(state).food = 6
    state.round = 2
    launch = Place("city_pier", ship=1, to=3)
    found = explanations(state, launch)
    assert [w.code for w in found] == ["unpaid_lays"]
    assert found[0].message == (
        "Your ship would whale until round 3 and come home in round 4; each whale it brings "
        "must then be paid its lay ($2 to $8) or sold for half, and you have $0 now."
    )
    assert "en la ronda 4" in spanish(found[0]) and "(de 2\xa0$ a 8\xa0$)" in spanish(found[0])
    verdict = Verdict(launch, Place("farm"), 4.2, 1.0, 24, 0.1, 0.5, 2.8)
    [worded] = warnings_for(state, launch, verdict)
    assert worded.code == "unpaid_lays" and worded.entry_id == "rule:selling"
    assert worded.message.startswith("Your ship would whale until round 3")
    assert worded.message.endswith(
        "Over 24 games played out from here, you finished on average 4.2 points worse off "
        "with this move (you scored 2.8 points fewer and the others 1.4 more) than with a "
        "better one: Place a worker on the Farm: you gain 2 food."
    ), worded.message
    assert "(sumaste 2,8 puntos menos y los demás 1,4 más)" in spanish(worded)
    # only the player's own points, or only the others'
    own = warnings_for(state, launch, replace(verdict, own_gap=4.2))[0].message
    assert "(you scored 4.2 points fewer)" in own, own
    others = warnings_for(state, launch, replace(verdict, own_gap=0.0))[0].message
    assert "(the others scored 4.2 points more)" in others, others
    # still the search's word: less than 3 points worse, no warning
    assert warnings_for(state, launch, replace(verdict, gap=2.0)) == []
    you(state).money = 2
    assert explanations(state, launch) == []


def test_where_the_points_went_adds_up_to_the_gap(boards, brain, qapp):
    """Session 5's 19 warnings: "4.2 points worse off with this move (the others scored 4.5
    points more)" and "1.3 points worse off (you scored 1.5 points fewer)" — a share that went
    the player's way was left out, and the figures did not add up. Both shares are said."""
    state = human_to_place(boards, brain)
    dock(state)
    you(state).food = 6
    state.round = 2
    launch = Place("city_pier", ship=1, to=3)
    verdict = Verdict(launch, Place("farm"), 4.2, 1.0, 24, 0.1, 0.5, 4.5)
    [less] = warnings_for(state, launch, verdict)
    assert "(you scored 4.5 points fewer, and the others 0.3 fewer)" in less.message
    assert "(sumaste 4,5 puntos menos, y los demás 0,3 menos)" in spanish(less)
    [more] = warnings_for(state, launch, replace(verdict, own_gap=-0.3))
    assert "(you scored 0.3 points more, but the others 4.5 more)" in more.message
    assert "(sumaste 0,3 puntos más, pero los demás 4,5 más)" in spanish(more)
    # a share under a tenth of a point is still left out
    [one] = warnings_for(state, launch, replace(verdict, own_gap=4.25))
    assert "(you scored 4.2 points fewer)" in one.message or "(you scored 4.3 points fewer)" in (
        one.message), one.message


def test_the_check_measures_where_the_points_went(boards, brain):
    """`judge` keeps the own-score gap of the same pairs: the margin gap minus it is what the
    best other seat gained."""
    state = human_to_place(boards, brain)
    dock(state)
    you(state).food = 6
    v = judge(state, brain, Place("city_pier", ship=1, to=1), **TINY)
    assert v.own_gap is not None and v.pairs == 4
    assert (v.own_gap * v.pairs).is_integer()  # a mean of whole points over the pairs


def test_illegal_command_gets_no_warning(boards, brain):
    state = human_to_place(boards, brain)  # no ship on the dock, no food
    assert codes(state, Place("city_pier", ship=1, to=1)) == []


# ---- the unused purchase -------------------------------------------------------------------


def test_forest_when_buying_lumber_would_let_you_prepare(boards, brain, qapp):
    state = human_to_place(boards, brain)
    you(state).money = 3
    warns = explanations(state, Place("forest"))
    assert [w.code for w in warns] == ["unused_purchase"]
    assert "Dockyard" in warns[0].message
    assert isinstance(warns[0], MoveWarning) and Warning is MoveWarning
    assert warns[0].entry_id == "rule:purchase"
    es = spanish(explanations(state, Place("forest"))[0])
    assert "Astillero" in es and "3\u00a0$" in es


def test_farm_when_buying_food_would_let_you_launch(boards, brain):
    state = human_to_place(boards, brain)
    dock(state)
    you(state).money = 3
    assert codes(state, Place("farm")) == ["unused_purchase"]


def test_no_purchase_warning_without_money_or_after_buying(boards, brain):
    state = human_to_place(boards, brain)
    you(state).money = 2
    assert codes(state, Place("forest")) == []
    you(state).money = 6
    state, _ = apply(state, BuyGoods("food"))
    assert state.purchase_used
    assert codes(state, Place("forest")) == []


def test_no_purchase_warning_when_nothing_new_becomes_possible(boards, brain):
    state = human_to_place(boards, brain)
    for ship in you(state).ships:  # both ships away: nothing to prepare or launch
        ship.where = "sea"
        ship.space = 5
        state.track[4].append((ship.seat, ship.index))
    you(state).money = 3
    assert codes(state, Place("forest")) == []
    assert codes(state, Place("farm")) == []


def test_no_purchase_warning_on_non_goods_spaces(boards, brain):
    state = human_to_place(boards, brain)
    you(state).money = 3
    you(state).lumber = 1
    assert codes(state, Place("general_store", sell=(1, 0, 0))) == []


# ---- selling to a Captain --------------------------------------------------------------------


def returning(boards, brain, token="B3", money=10, captains=("starbuck",)) -> GameState:
    state = human_to_place(boards, brain, captains)
    seat = state.decision.seat
    ship = you(state).ships[0]
    state.bag.remove(token)
    ship.cargo = [token]
    ship.where = "return"
    state.returning = (seat, 1)
    state.phase = "returns"
    state.decision = Decision("return", seat, ship=1)
    you(state).money = money
    return state


def test_selling_a_whale_a_captain_will_take_warns(boards, brain):
    state = returning(boards, brain)
    warns = explanations(state, Sell("B3"))
    assert [w.code for w in warns] == ["sell_to_captain"]
    assert "Starbuck" in warns[0].message
    assert codes(state, Pay("B3")) == []


def test_no_sell_warning_when_the_lay_cannot_be_paid(boards, brain):
    state = returning(boards, brain, money=3)
    assert codes(state, Sell("B3")) == []


def test_no_sell_warning_when_the_captain_is_at_its_whale_limit(boards, brain):
    state = returning(boards, brain)
    captain = next(i for i, s in enumerate(state.seats) if s.is_captain)
    limit = state.seats[captain].spec.whale_limit
    rights = [t for t in state.bag if t.startswith("R")][:limit]
    for t in rights:
        state.bag.remove(t)
        state.seats[captain].returned.append(t)
    assert codes(state, Sell("B3")) == []


# ---- no false alarms -------------------------------------------------------------------------


def test_no_false_alarms_on_ordinary_moves(boards):
    """Over many positions and every legal move, a warning appears only on its trigger."""
    seen = 0
    for state in human_positions(boards, 40, seed=13):
        left = state.rules.game.rounds - state.round + 1
        for cmd in legal_commands(state):
            for w in explanations(state, cmd):
                seen += 1
                if w.code == "launch_space_1":
                    assert isinstance(cmd, Place) and cmd.to == 1
                elif w.code == "launch_past_game_end":
                    assert isinstance(cmd, Place) and cmd.to is not None and cmd.to - 1 > left
                elif w.code == "unused_purchase":
                    assert isinstance(cmd, Place) and cmd.space in ("farm", "forest", "warehouse")
                    assert not state.purchase_used and you(state).money >= 3
                elif w.code == "sell_to_captain":
                    assert isinstance(cmd, Sell)
                elif w.code == "unpaid_lays":
                    assert isinstance(cmd, Place) and cmd.to is not None and cmd.to > 1
                    assert you(state).money < 2
                else:  # pragma: no cover
                    raise AssertionError(w.code)
            if isinstance(cmd, Place) and cmd.to is not None and 1 < cmd.to <= left + 1:
                assert not any(w.code.startswith("launch") for w in explanations(state, cmd))
            if isinstance(cmd, Pay | BuyGoods):
                assert explanations(state, cmd) == []
    assert seen > 0


# ---- the search decides ------------------------------------------------------------------------

#: A tiny, uncapped check: the same verdict on any machine under any load.
TINY = {"playouts": 6, "pairs": 4, "look": 1, "cap_s": None}


def test_the_threshold_is_stated_and_applied():
    cmd, best = Place("farm"), Place("forest")
    assert (WARN_POINTS, WARN_Z) == (3.0, 2.0)
    assert Verdict(cmd, best, 3.0, 1.0, 24, 0.1, 0.5).clearly_worse
    assert not Verdict(cmd, best, 2.9, 0.1, 24, 0.1, 0.5).clearly_worse  # not far enough behind
    assert not Verdict(cmd, best, 5.0, 2.6, 24, 0.1, 0.5).clearly_worse  # within the noise
    assert not Verdict(cmd, best, 9.0, 0.0, 3, 0.1, 0.5).clearly_worse  # too few futures


def test_a_warning_is_worded_from_the_rule_reason_and_the_search(boards, brain):
    state = human_to_place(boards, brain)
    dock(state)
    you(state).food = 6
    launch1 = Place("city_pier", ship=1, to=1)
    farm = Place("farm")
    clear = Verdict(launch1, farm, 4.5, 1.0, 24, 0.1, 0.5)
    [w] = warnings_for(state, launch1, clear)
    assert w.code == "launch_space_1" and w.entry_id == "rule:launch_space_1"
    assert "comes home empty" in w.message
    assert "Over 24 games" in w.message and "4.5 points" in w.message
    assert "Farm" in w.message  # the better move, named
    # no rule reason: the kind is the move's kind
    [w] = warnings_for(state, Place("forest"), Verdict(Place("forest"), farm, 4.0, 1.0, 24, 0, 0))
    assert w.code == "worse_placement" and w.entry_id == "rule:action_phase"
    # said first, as a rule's reason is (the figures alone did not say what the popup was
    # about), and the figures say who finished worse off: the player, with this move
    assert w.message.startswith("This move looks like a mistake. Over 24 games")
    assert "4.0 points worse off with this move than with a better one: Place a worker on " \
        "the Farm" in w.message
    # below the threshold, or another move's verdict: nothing (a launch to space 1, which the
    # table confirms anyway, keeps the figures measured: below)
    assert warnings_for(state, launch1, Verdict(launch1, farm, 0.0, 0.2, 24, 0, 0)) == []
    assert warnings_for(state, Place("forest"), Verdict(Place("forest"), farm, 2.0, 0.5, 24, 0,
                                                         0)) == []
    assert warnings_for(state, farm, clear) == []
    assert warnings_for(state, launch1, None) == []


def test_a_sure_rule_reason_warns_from_a_smaller_gap(boards, brain):
    """Selling a whale you can pay for, which a Captain then takes free, warns from
    `RULE_WARN_POINTS` behind: selling a bowhead to Starbuck costs about 2.8 points of margin,
    under the 3 of a move no rule explains, and a newcomer sold one unwarned. A move no rule
    explains still needs the 3 points; noise (2 standard errors) still never warns."""
    from nbgui.teach.warnings import RULE_WARN_POINTS

    assert RULE_WARN_POINTS == 1.0 and RULE_WARN_POINTS < WARN_POINTS
    state = returning(boards, brain, token="B3", money=10)
    sell, pay = Sell("B3"), Pay("B3")
    [w] = warnings_for(state, sell, Verdict(sell, pay, 2.8, 0.4, 24, 0, 0))
    assert w.code == "sell_to_captain" and "Starbuck" in w.message and "2.8 points" in w.message
    assert warnings_for(state, sell, Verdict(sell, pay, 0.9, 0.1, 24, 0, 0)) == []
    assert warnings_for(state, sell, Verdict(sell, pay, 2.8, 1.5, 24, 0, 0)) == []  # noise
    poor = returning(boards, brain, token="B3", money=3)  # cannot pay: no rule reason
    assert warnings_for(poor, sell, Verdict(sell, pay, 2.8, 0.4, 24, 0, 0)) == []
    place = human_to_place(boards, brain)
    forest, farm = Place("forest"), Place("farm")
    assert warnings_for(place, forest, Verdict(forest, farm, 2.8, 0.4, 24, 0, 0)) == []


def test_the_search_warns_a_clearly_bad_move_and_not_the_coachs(boards, brain, qapp):
    """Round 12, a sperm whale home and $10: selling it instead of paying its lay loses its
    points to Starbuck — the search finds it clearly worse, and the sell rule words it."""
    state = returning(boards, brain, token="S1")
    state.round = 12
    warns, verdict = check(state, brain, Sell("S1"), **TINY)
    assert verdict is not None and verdict.best == Pay("S1")
    assert verdict.gap >= WARN_POINTS and verdict.clearly_worse
    assert [w.code for w in warns] == ["sell_to_captain"]
    assert "Pay the $8 lay" in warns[0].message
    assert "esperma" in spanish(warns[0]).lower() or "cachalote" in spanish(warns[0]).lower()
    # the coach's own move: no check needed, no warning
    warns, verdict = check(state, brain, Pay("S1"), **TINY)
    assert warns == [] and verdict is not None and verdict.pairs == 0
    # a smaller loss (a right whale's point to Starbuck) is under the 3 points, but the sell
    # rule is sure of it: it warns from RULE_WARN_POINTS (since 2026-12-02)
    from nbgui.teach.warnings import RULE_WARN_POINTS

    small = returning(boards, brain, token="R2")
    small.round = 12
    warns, verdict = check(small, brain, Sell("R2"), **TINY)
    assert verdict is not None and RULE_WARN_POINTS <= verdict.gap < WARN_POINTS
    assert [w.code for w in warns] == ["sell_to_captain"]


def test_only_player_placements_and_whales_are_checked(boards, brain):
    state = human_to_place(boards, brain)
    assert checked(state, Place("farm"))
    assert not checked(state, BuyGoods("food"))
    assert not checked(state, Place("city_pier", ship=1, to=1))  # illegal: no ship on the dock
    assert check(state, brain, BuyGoods("food"), **TINY) == ([], None)


def test_the_check_is_deterministic_and_ignores_the_hidden_seed(boards, brain):
    state = human_to_place(boards, brain)
    you(state).money = 5
    a = judge(state, brain, Place("farm"), **TINY)
    b = state.clone()
    b.setup = replace(state.setup, seed=4242)
    c = judge(b, brain, Place("farm"), **TINY)
    assert (a.best, a.gap, a.se, a.pairs) == (c.best, c.gap, c.se, c.pairs)


def test_warnings_are_rare_for_a_sensible_player(boards, brain):
    """Over 20 greedy-bot games (Captains in turn), at most 1 checked placement in 10 warns.

    Kept quick: a tiny uncapped budget, and every 5th placement of the games checked (96 of
    480, a systematic sample). `benchmarks/warning_bench.py` checks every placement at the
    app's real budget."""
    from nbgui.teach.warnings import greedy_placements

    placements = checked_n = warned = 0
    for state, cmd in greedy_placements(20, boards, brain):
        placements += 1
        if placements % 5 == 0:
            warns, verdict = check(state, brain, cmd, **TINY)
            checked_n += verdict is not None
            warned += bool(warns)
    assert placements >= 400 and checked_n >= 80
    print(f"warned {warned} of {checked_n} checked placements")
    assert warned * 10 <= checked_n, (warned, checked_n)


def test_a_warning_compares_with_the_move_the_hint_shows_not_a_purchase_it_waved_off(
    boards, brain
):
    """In a first game against Ahab (seed 12, round 3) the hint said "Place a worker on the
    Forest … about as well as buying first (Buy 2 lumber for $3 before placing) …, so there
    is no need to spend the money", and the warning on the next drop named "a better one: Buy
    2 lumber for $3 before placing". When the coach's purchase is not measurably better than
    its best move without one, the warning measures and names that move, as the hint does; a
    purchase measurably better stays the warning's better move."""
    from nbgui.bots.coach import Advice, Change, Option
    from nbgui.teach.hints import describe_move

    state = human_to_place(boards, brain)
    you(state).money = 5
    legal = legal_commands(state)
    buy = next(c for c in legal if isinstance(c, BuyGoods))
    forest = Place(space="forest")
    farm = Place(space="farm")
    assert forest in legal and farm in legal
    scattered = tuple((m, 20.0) for m in (3.0, -2.0, 2.5, -2.5, 3.0, -1.0))
    steady = tuple((1.0, 20.0) for _ in range(6))
    zero = tuple((0.0, 20.0) for _ in range(6))
    best = {}
    for name, samples in (("scattered", scattered), ("steady", steady)):
        options = (
            Option(buy, Change(money=-3, lumber=2), 6, 0.5, 0.3, 20.0, 0.0, samples),
            Option(forest, Change(lumber=3), 6, 0.0, 0.3, 20.0, 0.0, zero),
        )
        advice = Advice(buy, options, False, "quick", 12, 0.1, False)
        verdict = judge(state, brain, farm, advice=advice, pairs=4, cap_s=None)
        best[name] = verdict.best
        forced = replace(verdict, gap=9.0, se=0.1, pairs=12)  # worded as if clearly worse
        text = english(warnings_for(state, farm, forced)[0].msg)
        assert english(describe_move(state, verdict.best)) in text, text
    assert best == {"scattered": forest, "steady": buy}, best


def test_a_launch_to_space_1_the_check_found_a_little_worse_shows_its_figures(boards, brain, qapp):
    """A launch to space 1 is always confirmed; when the check found it behind by less than
    `RULE_WARN_POINTS` the popup showed the rule's sentence alone, with no figures (the table
    added it, `warnings_for` said nothing): the figures the check measured go with it. As good
    as the coach's move (no gap): the rule's sentence alone, no figures to show."""
    state = human_to_place(boards, brain)
    dock(state)
    you(state).food = 6
    launch = Place("city_pier", ship=1, to=1)
    found = warnings_for(state, launch, Verdict(launch, Place("farm"), 0.6, 0.2, 24, 0.1, 0.5))
    assert [w.code for w in found] == ["launch_space_1"]
    text = english(found[0].msg)
    assert "space 1" in text and "0.6 points worse off" in text and "Over 24 games" in text, text
    assert "0,6 puntos" in spanish(found[0]), spanish(found[0])
    even = Verdict(launch, Place("farm"), 0.0, 0.2, 24, 0.1, 0.5)
    assert warnings_for(state, launch, even) == []
    few = Verdict(launch, Place("farm"), 0.6, 0.2, 3, 0.1, 0.5)
    assert warnings_for(state, launch, few) == []
    gather = Place("farm")
    assert warnings_for(state, gather, Verdict(gather, launch, 0.6, 0.2, 24, 0.1, 0.5)) == []


def test_a_launch_to_space_1_within_the_checks_noise_says_it_could_not_tell(boards, brain, qapp):
    """Below its threshold a launch to space 1 gives the check's figures (6633f34), and a small
    gap within its own noise ("0.4 points worse off", 0.4 ± 0.4) read as a verdict: the moves'
    games could not tell them apart. Said plainly then, en and es, without the figure; a gap
    beyond its noise keeps its figures."""
    state = human_to_place(boards, brain)
    dock(state)
    you(state).food = 6
    launch, farm = Place("city_pier", ship=1, to=1), Place("farm")
    noisy = Verdict(launch, farm, 0.4, 0.4, 24, 0.1, 0.5)  # 0.4 < WARN_Z standard errors
    found = warnings_for(state, launch, noisy)
    assert [w.code for w in found] == ["launch_space_1"]
    text = english(found[0].msg)
    assert "space 1" in text and "too close to the suggested move to tell them apart" in text, text
    assert "Over 24 games" in text and "0.4" not in text and "worse off" not in text, text
    es = spanish(found[0])
    assert "24 partidas" in es and "demasiado cerca de la sugerida" in es and "0,4" not in es, es
    clear = Verdict(launch, farm, 0.4, 0.1, 24, 0.1, 0.5)  # 0.4 beyond 2 × 0.1
    text = english(warnings_for(state, launch, clear)[0].msg)
    assert "0.4 points worse off" in text and "too close" not in text, text
