"""`Msg`: a message id with named parameters — what the pure layers say instead of sentences.

A parameter is an int, a plain string (a player's name, a token id: shown as it is), a `Term`
(a name from the game data, translated in its data context), another `Msg` (translated in turn)
or a tuple of those (a list: its items joined by the catalogue's ``list.more``, "a, b, c";
in a sentence, `listing` ends it with "and"). `english(msg)` renders the English template
(the CLI, logs, `str(RuleError)`); the UI renders through the Qt catalogue instead
(`nbgui.ui.i18n.say`).
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Union

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

    A name asked for with a capital article (``{building:El}``, the sentence's start) takes it
    in lower case:

    >>> continued("{building:El} solo compra Leña.")
    '{building:el} solo compra Leña.'
    """
    if text[:1].isupper() and not text[1:2].isupper():
        return text[0].lower() + text[1:]
    form = re.match(r"\{\w+:([A-Z])[^{}|]*\}", text)
    if form is not None:
        return text[: form.start(1)] + form.group(1).lower() + text[form.end(1) :]
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


#: A name's grammatical gender and number, as the ``Grammar`` context of a language's catalogue
#: gives it for each building, space and whale name ("Bank" → "m", "Farm" → "f").
GENDERS = ("m", "f", "m pl", "f pl")
#: The Qt catalogue context holding each data name's `GENDERS` entry (its disambiguation
#: comment is `GENDER_COMMENT`); English needs none.
GRAMMAR = "Grammar"
GENDER_COMMENT = "gender: m, f, m pl or f pl"
#: The forms a template may ask of a name (``{building:el}``), each a catalogue message whose
#: translation gives one alternative per gender, in `GENDERS` order, separated by ``|``
#: ("el {name}|la {name}|los {name}|las {name}"). A capital first letter asks for a capital
#: (``{space:El}`` → "El Ayuntamiento").
FORMS = {"el": "form.el", "del": "form.del", "al": "form.al"}
#: The forms' English templates (English templates never ask for a form).
FORM_TEMPLATES = {"form.el": "the {name}", "form.del": "of the {name}", "form.al": "to the {name}"}
#: How a language lists things (`joined`, `listing`): ``list.more`` puts one more item after
#: the list so far ("a, b"; a table cell, a card's row, a tuple parameter), ``list.and`` the
#: last one of a list said in a sentence ("a, b and c" / "a, b y c"); ``list`` is a list of
#: one item or a list without its "and". ``list.and.sound`` is ``list.and`` before a last item
#: whose first sound asks for another word, as ``list.and.starts`` gives them (`sounds_apart`):
#: the Spanish "y" is "e" before the sound "i", "Starbuck e Ismael", "Ana e Hilda" (but "Ana y
#: Hierro"); English has none ("-"). ``list.parts`` joins the parts of one line where each part
#: may hold a list of its own (a choice card's "2 lumber, 1 brick · +$5 · 3 points"),
#: ``list.sentences`` whole sentences that follow one another in one text ("Hardest. …").
LIST_TEMPLATES = {
    "list": "{items}",
    "list.more": "{items}, {item}",
    "list.parts": "{items} · {item}",
    "list.sentences": "{items} {item}",
    # a sentence said without its full stop (a refusal's line, a label) ending it
    "sentence.end": "{text}.",
    "list.and": "{items} and {last}",
    "list.and.sound": "{items} and {last}",
    "list.and.starts": "-",
}


def sounds_apart(item: str, starts: str) -> bool:
    """Whether `item` begins with one of `starts` (lower-case beginnings separated by spaces;
    "!x" an exception, which keeps the plain "and"; the longest beginning that fits decides;
    "-": none).

    >>> spanish = "i í hi hí !hia !hie !hio !hiu"
    >>> [sounds_apart(w, spanish) for w in ("Ismael", "Íñigo", "Hilda", "Hierro", "Ana", "Yago")]
    [True, True, True, False, False, False]
    >>> sounds_apart("Ismael", "-")
    False
    """
    word = item.lstrip().lower()
    found = [s for s in starts.split() if s.lstrip("!") and word.startswith(s.lstrip("!"))]
    longest = max(found, key=lambda s: len(s.lstrip("!")), default="")
    return bool(longest) and not longest.startswith("!")


def listing(items: Sequence[Param]) -> Msg:
    """A list said in a sentence: ``a``, ``a and b``, ``a, b and c``."""
    if len(items) == 1:
        return msg("list", items=(items[0],))
    return msg("list.and", items=tuple(items[:-1]), last=items[-1])


def joined(
    items: Sequence[str], template: Callable[[Msg], str], key: str = "list.more"
) -> str:
    """`items` (already said) one after another as the language lists them (`template` gives
    the text of `key`, ``list.more``, ``list.parts`` or ``list.sentences``): "a, b, c".

    >>> joined(["a", "b", "c"], lambda m: {"list.more": "{items} · {item}"}[m.id])
    'a · b · c'
    """
    if not items:
        return ""
    more = template(Msg(key))
    text = items[0]
    for item in items[1:]:
        text = fill(more, {"items": text, "item": item})
    return text


def known_form(spec: str) -> bool:
    """Whether a template field's format spec is a form `inflect` knows: a `FORMS` name
    (``el``, ``Del``) or agreeing words, one per gender (``tuyo|tuya``, ``o|a|os|as``).

    >>> [known_form(s) for s in ("el", "Al", "tuyo|tuya", "un", "a|b|c")]
    [True, True, True, False, False]
    """
    if "|" in spec:
        return len(spec.split("|")) in (2, 4)
    return spec.lower() in FORMS


def _alternative(gender: str | None, count: int) -> int:
    """Which of `count` alternatives suits `gender` (an unknown gender takes the first; two
    alternatives are masculine and feminine, whatever the number)."""
    i = GENDERS.index(gender) if gender in GENDERS else 0
    return i if i < count else i % 2 if count >= 2 else 0


def inflect(name: str, gender: str | None, spec: str, form: Callable[[str], str]) -> str:
    """`name` as a template field with the format `spec` asks for it: ``el``/``del``/``al``
    (`FORMS`: the form message's alternative for `gender`, from `form`, which gives a
    message id's translated template), or one of the agreeing words ``tuyo|tuya`` (the word
    alone, for an adjective or a pronoun that agrees with the name). Anything else — no
    spec, an unknown form, a name whose gender is not known (English) — is the name itself.

    >>> forms = {"form.el": "el {name}|la {name}", "form.del": "del {name}|de la {name}"}
    >>> inflect("Banco", "m", "del", forms.__getitem__)
    'del Banco'
    >>> inflect("Granja", "f", "El", forms.__getitem__)
    'La Granja'
    >>> inflect("Granja", "f", "tuyo|tuya", forms.__getitem__)
    'tuya'
    >>> inflect("Bank", None, "el", forms.__getitem__), inflect("Banco", "m", "lo", dict)
    ('Bank', 'Banco')
    """
    if not spec:
        return name
    if "|" in spec:
        words = spec.split("|")
        return words[_alternative(gender, len(words))]
    ident = FORMS.get(spec.lower())
    if ident is None or gender not in GENDERS:
        return name
    alternatives = form(ident).split("|")
    said = alternatives[_alternative(gender, len(alternatives))]
    if "{name}" not in said:
        return name  # a translator's slip: the name, never a sentence without it
    said = said.replace("{name}", name)
    return said[:1].upper() + said[1:] if spec[:1].isupper() else said


class Named(str):
    """A name from the game data as said in the interface language, which knows its gender:
    a template field may ask for it in a form (`inflect`), ``{building:el}`` → "el Banco"
    / "la Granja", ``{building:del}`` → "del Banco" / "de la Granja". Anywhere else it is
    the plain name (it is a `str`)."""

    gender: str | None
    _form: Callable[[str], str]

    def __new__(
        cls, text: str, gender: str | None = None, form: Callable[[str], str] | None = None
    ) -> Named:
        self = super().__new__(cls, text)
        self.gender = gender
        self._form = form if form is not None else FORM_TEMPLATES.__getitem__
        return self

    def __format__(self, spec: str) -> str:
        return inflect(str(self), self.gender, spec, self._form)


#: A template's ``{field}`` or ``{field:spec}`` (for a template `str.format` cannot read).
_FIELD = re.compile(r"\{(\w+)(?::([^{}]*))?\}")


class _Formatter(string.Formatter):
    """`str.format` that never fails on a field: a missing one stays visible as ``{name}``, a
    format spec a value does not take (a form asked of a plain name) gives the plain value."""

    def get_value(self, key: int | str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> Any:
        if isinstance(key, str) and key in kwargs:
            return kwargs[key]
        return _Missing(key)

    def format_field(self, value: Any, format_spec: str) -> str:
        try:
            return str(format(value, format_spec))
        except (ValueError, TypeError):
            return str(value)


class _Missing(str):
    def __new__(cls, key: int | str) -> _Missing:
        return super().__new__(cls, "{" + str(key) + "}")

    def __format__(self, spec: str) -> str:
        return str(self)[:-1] + (":" + spec if spec else "") + "}"


def fill(text: str, values: Mapping[str, str]) -> str:
    """`text` with its ``{fields}`` replaced (``{field:form}`` asks a `Named` value for a
    form); a field without a value stays visible as ``{name}``. A broken template (a
    translator's stray brace) still gets its well-formed fields replaced and keeps the rest
    as it is: never a traceback.

    >>> banco = Named("Banco", "m", {"form.el": "el {name}|la {name}"}.__getitem__)
    >>> fill("en {space:el} }", {"space": banco}), fill("en {space:el}", {"space": banco})
    ('en el Banco }', 'en el Banco')
    >>> fill("{seat:el} {n}", {"seat": "Ann"})
    'Ann {n}'
    """
    try:
        return _Formatter().vformat(text, (), values)
    except (ValueError, IndexError, AttributeError, KeyError):

        def one(match: re.Match[str]) -> str:
            key, spec = match.group(1), match.group(2) or ""
            if key not in values:
                return match.group(0)
            return _Formatter().format_field(values[key], spec)

        return _FIELD.sub(one, text)


def render(
    m: Msg,
    template: Callable[[Msg], str],
    term: Callable[[Term], str],
    gender: Callable[[Term], str | None] | None = None,
) -> str:
    """`m` in words: `template(m)` gives its (translated, plural-chosen) template text; every
    parameter is rendered the same way, recursively. A `Term` becomes a `Named` whose gender
    is `gender(term)` (None: the language has none, English), so the template may ask for it
    with its article (``{building:del}``)."""

    def value(p: Param) -> str:
        if isinstance(p, Msg):
            return render(p, template, term, gender)
        if isinstance(p, Clause):
            inner = p.msg
            return render(
                inner,
                lambda m: continued(template(m)) if m is inner else template(m),
                term,
                gender,
            )
        if isinstance(p, Term):
            return Named(term(p), gender(p) if gender else None, lambda i: template(Msg(i)))
        if isinstance(p, tuple):
            return joined([value(item) for item in p], template)
        if isinstance(p, Named):
            return p  # a name the interface said already (`i18n.named`): it keeps its forms
        return str(p)

    values = {k: value(v) for k, v in m.params}
    text = template(m)
    last = values.get("last", "") if m.id == "list.and" else ""
    if last and sounds_apart(last, template(Msg("list.and.starts"))):
        text = template(Msg("list.and.sound", m.params))  # "Starbuck e Ismael"
    return fill(text, values)


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
