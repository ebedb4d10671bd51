"""The app's command line: the common ones are read without building the parser (issue 18,
`nbgui.app._parse_simple`), and read exactly as the parser reads them; anything else goes to
the parser."""

from __future__ import annotations

import pytest

from nbgui import app

SIMPLE = [
    [],
    ["game.nbsave"],
    ["/tmp/a folder/game.nbsave"],
    ["--benchmark-startup"],
    ["--benchmark-startup", "--benchmark-startup"],
    ["game.nbsave", "--benchmark-startup"],
    ["--benchmark-startup", "game.nbsave"],
    ["--seed", "5"],
    ["--autoplay", "3", "--linger", "0.5", "--think", "0.25"],
    ["--autoplay", "1", "--linger", "2", "--think", "0"],
    ["--think", ".5", "--autoplay", "12", "--linger", "5."],
    ["game.nbsave", "--seed", "007"],
]

OTHERS = [
    ["a.nbsave", "b.nbsave"],  # a second file: Qt's (the parser passes it through)
    ["--seed", "5", "--seed", "6"],  # given twice: the parser keeps the last
    ["--seed"],  # no value: the parser says so
    ["--seed", "-5"],
    ["--seed", "1e3"],
    ["--seed", "٣"],  # a digit the parser's int() reads too, left to it
    ["--linger", "1e-3"],
    ["--linger", "."],
    ["--autoplay=3"],
    ["--auto", "3"],
    ["--bench"],  # an abbreviation the parser accepts
    ["-platform", "offscreen"],  # Qt's own options
    ["--", "game.nbsave"],
    ["-"],
    [""],
    ["-5"],
    ["--benchmark-startup=1"],
]


@pytest.mark.parametrize("argv", SIMPLE)
def test_simple_command_lines_read_as_the_parser_reads_them(argv: list[str]) -> None:
    simple = app._parse_simple(argv)
    assert simple is not None
    expected, _unknown = app._parser().parse_known_args(argv)
    assert vars(simple) == vars(expected)
    assert vars(app._parse(argv)) == vars(expected)


@pytest.mark.parametrize("argv", OTHERS)
def test_other_command_lines_go_to_the_parser(argv: list[str]) -> None:
    assert app._parse_simple(argv) is None
    try:
        expected, _unknown = app._parser().parse_known_args(argv)
    except SystemExit:  # the parser refuses it (and says why): so does `_parse`
        with pytest.raises(SystemExit):
            app._parse(argv)
        return
    assert vars(app._parse(argv)) == vars(expected)


def test_every_option_has_its_default_in_the_simple_reading() -> None:
    """An option added to the parser is added to `_parse_simple`'s defaults too."""
    simple = app._parse_simple([])
    assert simple is not None
    assert set(vars(simple)) == set(vars(app._parser().parse_known_args([])[0]))
