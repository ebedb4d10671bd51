"""`Msg`: a message id with named parameters — what the pure layers say instead of sentences.

A parameter is an int, a plain string (a player's name, a token id: shown as it is), a `Term`
(a name from the game data, translated in its data context), another `Msg` (translated in turn)
or a tuple of those (a list, joined with ", "). `english(msg)` renders the English template
(the CLI, logs, `str(RuleError)`); the UI renders through the Qt catalogue instead
(`nbgui.ui.i18n.say`).
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Union

Param = Union[int, str, "Term", "Msg", "Clause", tuple["Param", ...]]

#: The Qt catalogue context of every message template (the message id is the disambiguation).
CONTEXT = "Messages"


@dataclass(frozen=True, slots=True)
class Term:
    """A name from the game data (building, space, whale): its English text, translated through
    the Qt context `context` (``Rules`` holds every building, space and whale name of rules/)."""

    text: str
    context: str = "Rules"


@dataclass(frozen=True, slots=True)
class Plural:
    """A template whose wording depends on the count parameter ``n``; ``%n`` stands for it.
    `other` is also the source text of the Qt message (looked up with Qt's ``n`` argument)."""

    one: str
    other: str

    def pick(self, n: int) -> str:
        return (self.one if n == 1 else self.other).replace("%n", str(n))


Template = str | Plural


@dataclass(frozen=True, slots=True)
class Msg:
    """One sentence (or phrase) to say: a catalogue id and its parameters (sorted by name)."""

    id: str
    params: tuple[tuple[str, Param], ...] = ()

    @property
    def args(self) -> dict[str, Param]:
        return dict(self.params)

    def __str__(self) -> str:
        return english(self)


@dataclass(frozen=True, slots=True)
class Clause:
    """A whole sentence said after another's colon ("• If he rolls a 1 (1/2): {sentence}"):
    its template's first word in lower case, as English and Spanish write after a colon
    ("…: el Rumbo de Ahab es Leña…", was "…: El Rumbo…"). A template that starts with a
    parameter (a name: "Stubb sacó un 2…") keeps it as it is (`continued`)."""

    msg: Msg


def continued(text: str) -> str:
    """`text` (a template) as it reads after a colon: its first letter in lower case when the
    template starts with a word of its own; a parameter (``{captain}``) or an acronym keeps
    its capital.

    >>> continued("El Rumbo de {captain} es {course}.")
    'el Rumbo de {captain} es {course}.'
    >>> continued("{captain} rolled a {die}.")
    '{captain} rolled a {die}.'
    """
    if text[:1].isupper() and not text[1:2].isupper():
        return text[0].lower() + text[1:]
    return text


def msg(id: str, **params: Param) -> Msg:
    """``msg("event.built", seat="Ann", building=Term("Bank"))``; lists become tuples."""
    fixed = {k: tuple(v) if isinstance(v, list) else v for k, v in params.items()}
    return Msg(id, tuple(sorted(fixed.items())))


def source_text(template: Template) -> str:
    """The English source text the Qt catalogue keys this template by."""
    return template.other if isinstance(template, Plural) else template


def template_fields(text: str) -> set[str]:
    """Named ``{fields}`` of a template text."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


class _Values(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(text: str, values: Mapping[str, str]) -> str:
    """`text` with its ``{fields}`` replaced; a field without a value stays visible as
    ``{name}`` and a broken template (a translator's stray brace) is returned as it is."""
    try:
        return text.format_map(_Values(values))
    except (ValueError, IndexError, AttributeError):
        return text


def render(
    m: Msg,
    template: Callable[[Msg], str],
    term: Callable[[Term], str],
) -> str:
    """`m` in words: `template(m)` gives its (translated, plural-chosen) template text; every
    parameter is rendered the same way, recursively."""

    def value(p: Param) -> str:
        if isinstance(p, Msg):
            return render(p, template, term)
        if isinstance(p, Clause):
            inner = p.msg
            return render(
                inner, lambda m: continued(template(m)) if m is inner else template(m), term
            )
        if isinstance(p, Term):
            return term(p)
        if isinstance(p, tuple):
            return ", ".join(value(item) for item in p)
        return str(p)

    return fill(template(m), {k: value(v) for k, v in m.params})


def english_template(m: Msg) -> str:
    from nbgui.text.catalog import MESSAGES

    t = MESSAGES.get(m.id)
    if t is None:
        return m.id
    if isinstance(t, Plural):
        n = m.args.get("n", 0)
        return t.pick(n if isinstance(n, int) else 0)
    return t


def english(m: Msg) -> str:
    """The English sentence (the catalogue's source text) of `m`."""
    return render(m, english_template, lambda t: t.text)
