"""Every Captain placement of 200 seeded games gets one plain sentence of at most 210 characters
that names the course actually used (the Helm's, or the one the Orders changed to) and the space
actually taken; every line of every Captain decision's Orders walk (placements and whaling) is a
whole explained sentence, naming the course in the same words as the plain sentence."""

from __future__ import annotations

import random
import re

import pytest

from nbgui.captain.brain import CaptainBrain
from nbgui.captain.plain import MAX_CHARS, course_word, plain_sentence
from nbgui.captain.setup import load_boards
from nbgui.content.captains import parse_course
from nbgui.engine import DieRolled, Fallback, Place, apply, legal_commands, new_game, space_name
from nbgui.simulate import make_setup
from nbgui.text.message import english

TOKEN_ID = re.compile(r"\b[RBSE]\d{1,2}\b")
#: the terse labels the walk used to print ("Town: Forest.", "Course: lumber (Helm space 3).")
TERSE = re.compile(r"^(Course|Town|Own buildings|Opponents' buildings|Most|[A-Z][a-z]+): ")


def assert_whole_sentences(decision, name: str) -> int:
    """Each line of the Orders walk: a capitalised sentence ending in a full stop that says who
    or which step, with no token id and no bare label; returns how many lines."""
    for step in decision.trace:
        text = step.text
        assert text[:1].isupper() and text.endswith("."), text
        assert not TOKEN_ID.search(text) and "{" not in text, text
        assert not TERSE.match(text), text
        if step.kind in ("check", "choice") and step.step is not None:
            assert text.startswith(f"Step {step.step}"), text
        if step.kind == "course":
            assert text.startswith(f"{name}'s course is "), text
    return len(decision.trace)

TABLES = [["starbuck"], ["stubb"], ["flask"], ["ahab"], ["stubb", "flask"], ["ahab", "starbuck"]]


@pytest.fixture(scope="module")
def boards():
    return load_boards(use_overrides=False)[0]


def _changed_to(trace):
    for step in trace:
        if step.kind == "course_change" and step.ok:
            return parse_course(step.check.removeprefix("course:"))
    return None


def test_every_captain_placement_of_200_games_is_told_plainly(boards) -> None:
    brain = CaptainBrain(boards)
    told = changed = rolled = lines = fees = captain_fees = 0
    for seed in range(200):
        captains = TABLES[seed % len(TABLES)]
        setup = make_setup(seed, captains, boards, human_names=["Ann"],
                           expert=seed % 7 == 0, turners_mill=seed % 5 == 0 and len(captains) == 1)
        state, _ = new_game(setup)
        rng = random.Random(seed)
        die = None
        while state.decision.kind != "over":
            d = state.decision
            if state.seats[d.seat].is_captain:
                decision = brain.decide(state)
                lines += assert_whole_sentences(decision, state.setup.seats[d.seat].name)
                if d.kind == "place":
                    course = brain.current_course(state, d.seat)
                    sentence = plain_sentence(state, decision, course, die)
                    assert sentence is not None
                    text = sentence.english()
                    assert len(text) <= MAX_CHARS, text
                    assert text.startswith(("In round 12", state.setup.seats[d.seat].name)), text
                    used = _changed_to(decision.trace) or course
                    assert english(course_word(course)) in text, text
                    assert english(course_word(used)) in text, text
                    # the walk names the course as the sentence does: one voice
                    assert english(course_word(course)) in decision.trace[0].text
                    assert sentence.course == course
                    assert (sentence.used or course) == used
                    cmd = decision.command
                    if isinstance(cmd, Place):
                        assert space_name(state, cmd.space) in text, text
                        assert sentence.space == cmd.space
                        if cmd.build:
                            assert space_name(state, cmd.build) in text, text
                        # on a player's building the player gets $1 from the supply; a Captain
                        # never pays, and another Captain's building pays its owner nothing
                        owner = state.owner.get(cmd.space)
                        fee = owner is not None and not state.seats[owner].is_captain
                        assert ("(Ann gets $1)" in text) == fee, text
                        assert "paying" not in text, text
                        fees += fee
                        captain_fees += owner is not None and owner != d.seat and not fee
                    else:
                        assert isinstance(cmd, Fallback) and "draws a token" in text
                    if die is not None:
                        assert f"rolled a {die}:" in text
                        rolled += 1
                    told += 1
                    changed += sentence.used is not None
                state, events = apply(state, decision.command)
                die = next((e.value for e in events if isinstance(e, DieRolled)), None)
            else:
                legal = legal_commands(state)
                state, _ = apply(state, rng.choice(legal))
                die = None
    assert told > 200 * 20 and changed > 0 and rolled > told // 2 and lines > told * 3
    assert fees > 0 and captain_fees > 0


def _captain_placements(boards, brain, seeds, expert=lambda seed: False):
    """Each Captain placement decision (state, decision) of seeded games against a random
    player seat; the game goes on with the Captain's command."""
    for seed in seeds:
        captains = TABLES[seed % len(TABLES)]
        state, _ = new_game(make_setup(seed, captains, boards, human_names=["Ann"],
                                       expert=expert(seed)))
        rng = random.Random(seed)
        while state.decision.kind != "over":
            if not state.seats[state.decision.seat].is_captain:
                state, _ = apply(state, rng.choice(legal_commands(state)))
                continue
            decision = brain.decide(state)
            if state.decision.kind == "place":
                yield state, decision
            state, _ = apply(state, decision.command)


def test_a_changed_course_says_why_no_space_serves_it(boards) -> None:
    """"Ahab rolled a 2: his Helm points to Launch to 5 but no space serves it, so he turns to
    Money…" left a newcomer asking why. The sentence now says the reason, and it is the
    position's: no ship on the dock, the track space full, his building limit, nothing left on
    that list, no ship he may prepare, no free space with money (Ahab's draw too). Every
    changed course and every draw of 60 seeded games is told a reason, checked against the
    state it was decided in."""
    brain = CaptainBrain(boards)
    seen = set()
    for state, decision in _captain_placements(boards, brain, range(60), lambda s: s % 7 == 0):
        d = state.decision
        course = brain.current_course(state, d.seat)
        sentence = plain_sentence(state, decision, course, None)
        text = sentence.english()
        if sentence.used is not None or isinstance(decision.command, Fallback):
            assert "no space serves it" not in text, text
            assert "find no space" not in text, text
            ships = [s.where for s in state.seats[d.seat].ships]
            limit = state.seats[d.seat].spec.building_limit
            built = len(state.buildings_of(d.seat))
            if "no ship on the dock" in text or "none is on the dock" in text:
                assert "dock" not in ships, (text, ships)
                seen.add("dock")
            if "his limit of" in text:
                assert built == limit and f"limit of {limit} buildings" in text, text
                seen.add("limit")
            if "nothing on that list is left to build" in text:
                assert limit is None or built < limit, text
                board = boards[state.setup.seats[d.seat].name.lower()]
                wanted = {"build_white": board.white_list,
                          "build_black": board.black_list,
                          "build_victory": board.victory_order}[course.kind]
                assert not [b for b in wanted if b in state.unbuilt], text
                seen.add("list")
            if "no ship left to prepare" in text:
                assert "supply" not in ships, (text, ships)
                seen.add("prepare")
            if "both his ships are at sea" in text:
                assert ships == ["sea", "sea"], (text, ships)
            if "with a ship at sea" in text:
                assert "sea" in ships and "supply" in ships, (text, ships)
            if "no free space gives him money" in text:
                seen.add("money")
    assert {"dock", "limit", "list", "prepare", "money"} <= seen, seen


def test_the_tryworks_is_said_as_what_he_does_there(boards) -> None:
    """A Captain's money course takes the Tryworks for the lays its Right whales save
    (CAPTAINS.md 3); the sentence said "he takes money at the Tryworks", a rule a newcomer did
    not know, where he brings Right whales home. Every Captain placement on the Tryworks in 120
    seeded games says that, and no other money placement does."""
    brain = CaptainBrain(boards)
    told = 0
    for state, decision in _captain_placements(boards, brain, range(120)):
        cmd = decision.command
        if isinstance(cmd, Place):
            text = plain_sentence(state, decision,
                                  brain.current_course(state, state.decision.seat),
                                  None).english()
            tryworks = cmd.action_space == "tryworks"
            assert ("brings his Right whales home at the" in text) == tryworks, text
            assert not (tryworks and "takes money" in text), text
            told += tryworks
    assert told > 0


def test_a_captain_takes_a_space_and_never_says_he_gains_goods_or_money(boards, qapp) -> None:
    """Captains never collect goods or money (RULES.md 10.4; the tutorial: "never pay: no goods,
    no money, no lays"), yet the sentence said "so he takes food at the Farm", "takes money at
    the Bank" / "gana dinero en Banco" beside his $0 in the score table (session 5, a game
    against Ahab at 1920x1080). A goods or money placement says he takes the space, and what
    kind of space it is, in both languages; over 40 seeded games every kind is met."""
    from nbgui.ui import i18n

    brain = CaptainBrain(boards)
    kinds: dict[str, str] = {}
    for state, decision in _captain_placements(boards, brain, range(40)):
        if not isinstance(decision.command, Place):
            continue
        sentence = plain_sentence(
            state, decision, brain.current_course(state, state.decision.seat), None
        )
        action = sentence.msg.args["action"]
        if action.id == "captain.action.owner_paid":
            action = action.args["action"]
        if action.id in ("captain.action.good", "captain.action.money"):
            kinds.setdefault(action.id, sentence.english())
            text = sentence.english()
            said_en = r"takes the [A-Z][\w ]+, an? (lumber|food|brick|money) space"
            assert re.search(said_en, text), text
            assert not re.search(r"takes (lumber|food|brick|money) at", text), text
            assert i18n.set_language("es")
            try:
                said = i18n.say(sentence.msg)
            finally:
                i18n.set_language("en")
            said_es = r"ocupa (el|la) [A-ZÁÉÍÓÚ][\w ]+, un espacio de (Leña|Comida|Ladrillo|Dinero)"
            assert re.search(said_es, said), said
            assert not re.search(r"(toma|gana|recoge) ", said), said
    assert set(kinds) == {"captain.action.good", "captain.action.money"}, kinds


def test_a_building_his_orders_name_is_not_said_to_serve_his_course(boards, qapp) -> None:
    """"Flask rolled a 2: his course is now preparing a ship, so he moves a ship farther out
    with the Lighthouse" (session 5, 8 games read): his course did not send him there; his
    Orders' second step names the Lighthouse, taken whatever his course once the first step
    found nothing for it (Starbuck's Inn and Lighthouse, Stubb's Courthouse, Ahab's Post Office
    likewise). Such a placement says why his course found nothing and that his Orders send him
    there whatever his course, in both languages; no other placement says so."""
    from nbgui.ui import i18n

    brain = CaptainBrain(boards)
    spaces = set()
    for state, decision in _captain_placements(boards, brain, range(40)):
        if not isinstance(decision.command, Place):
            continue
        sentence = plain_sentence(
            state, decision, brain.current_course(state, state.decision.seat), None
        )
        text = sentence.english()
        by_building = any(step.msg.id == "trace.choice_building" for step in decision.trace)
        assert ("whatever his course" in text) == by_building, text
        if by_building:
            spaces.add(decision.command.space)
            why = english(sentence.msg.args["why"])
            assert f"but {why}, so he " in text, text
            assert i18n.set_language("es")
            try:
                said = i18n.say(sentence.msg)
            finally:
                i18n.set_language("en")
            assert said.endswith("sus Órdenes lo envían allí a continuación, sea cual sea su "
                                 "Rumbo."), said
    assert {"lighthouse", "inn"} <= spaces, spaces


def test_a_players_fee_is_the_rules_fee_said_as_money(boards, qapp) -> None:
    """"(Ann gets $1)" typed the fee into the template ("1 $" in Spanish, a plain space that
    broke between "1" and "$)" on the Captain's outlook at 1366x768): the rules' fee, said as
    money, in both languages."""
    from dataclasses import replace

    from nbgui.ui import i18n

    brain = CaptainBrain(boards)
    state, _ = new_game(make_setup(0, ["flask"], boards, human_names=["Ann"]))
    rng = random.Random(0)
    while True:  # Flask's first placement on Ann's building (seed 0: move 52)
        d = state.decision
        if state.seats[d.seat].is_captain:
            decision = brain.decide(state)
            cmd = decision.command
            owner = state.owner.get(cmd.space) if isinstance(cmd, Place) else None
            if owner is not None and not state.seats[owner].is_captain:
                break
            state, _ = apply(state, cmd)
        else:
            state, _ = apply(state, rng.choice(legal_commands(state)))
    course = brain.current_course(state, d.seat)
    dear = state.clone()  # the same position under rules with a $3 fee
    dear.rules = replace(state.rules, game=replace(state.rules.game, fee=3))
    for st, en, es in ((state, "(Ann gets $1)", "(Ann cobra 1\xa0$)"),
                       (dear, "(Ann gets $3)", "(Ann cobra 3\xa0$)")):
        sentence = plain_sentence(st, decision, course, None)
        assert sentence is not None and en in sentence.english(), sentence.english()
        assert i18n.set_language("es")
        try:
            said = i18n.say(sentence.msg)
        finally:
            i18n.set_language("en")
        assert es in said, said


def test_the_last_rounds_sentence_says_the_rules_last_round(boards) -> None:
    """The fixed course's sentence said "In round 12 …" typed into its template: the number
    is the rules' last round (`game.rounds`), in both languages' templates."""
    from dataclasses import replace

    from nbgui.content import load_rules

    rules = load_rules()
    shorter = replace(rules, game=replace(rules.game, rounds=11))
    brain = CaptainBrain(boards)
    state, _ = new_game(make_setup(3, ["stubb"], boards, human_names=["Ann"]), shorter)
    rng = random.Random(3)
    while not (state.decision.kind == "place" and state.seats[state.decision.seat].is_captain):
        state, _ = apply(state, rng.choice(legal_commands(state)))
    trial = state.clone()
    trial.round = 11
    decision = brain.decide(trial)
    sentence = plain_sentence(trial, decision, brain.current_course(trial, trial.decision.seat))
    assert sentence is not None
    assert sentence.english().startswith("In round 11 "), sentence.english()
