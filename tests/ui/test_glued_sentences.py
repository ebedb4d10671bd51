"""A sentence is one catalogue message with parameters, never translated pieces glued by
Python: a translator sees the whole sentence and may order it. The launch popup joined its
spaces with "; " and glued "(space 1 comes home empty)" after them, the whale card "if kept"
after the points, the ship choice ", 2 " + "whales" ("1 whales"), the status line "(Inn:
placing again)", the log "  — undone", the new-game dialog its sentences with " " and the
cards their rows with ": ". What stands between parts that are no sentence is the
catalogue's too: ``list.more`` (", "), ``list.parts`` (" · "), ``list.sentences`` (" "),
``sentence.end`` (".") and the table's "{label}: {text}"."""

from __future__ import annotations

import ast
from itertools import pairwise
from pathlib import Path

from nbgui.text import english, msg
from nbgui.text.message import joined, render

ROOT = Path(__file__).resolve().parents[2]

#: calls whose result is text in the interface language
SAID = {
    "tr", "_tr", "say", "term", "listed", "parts", "sentences", "money", "_points", "_goods",
    "_figures_words", "_margin_words",
}

#: (file, function) where Python still puts a text beside a translated one, and why
ALLOWED = {
    # a bullet or an arrow opening a line of a list, not a word
    ("nbgui/ui/teaching.py", "ahead_blocks"),
    ("nbgui/ui/panels/log_panel.py", "add_batch"),
    # a sign before an amount on a tile ("+$5", "+2 lumber", "+3 points") and the amounts
    # side by side on it ("+2 lumber +1 food"), notation like the tiles' icons
    ("nbgui/ui/table/scene.py", "effect_summary"),
    ("nbgui/ui/table/scene.py", "bonus_parts"),
    ("nbgui/ui/table/scene.py", "_bonus_now"),
    # words of one text cut and put back to measure or wrap it (never two texts)
    ("nbgui/ui/table/items.py", "_hyphenate"),
    ("nbgui/ui/table/scene.py", "helm_need"),
    # the rules/ text of a space, cut into its action and its bonus sentence
    ("nbgui/ui/table/scene.py", "_split_bonus"),
    # no words: a setting's value, and the English detail a refused tutorial file leaves in
    # the log file
    ("nbgui/ui/teaching.py", "mute_warning"),
    ("nbgui/ui/tutorial/script.py", "parse_script"),
}


def _name(call: ast.expr) -> str:
    if not isinstance(call, ast.Call):
        return ""
    f = call.func
    if isinstance(f, ast.Attribute) and f.attr == "format":
        return _name(f.value)
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _said(node: ast.expr) -> bool:
    return _name(node) in SAID


def _terms(node: ast.expr) -> list[ast.expr]:
    """The operands of a chain of ``+``, left to right."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _terms(node.left) + _terms(node.right)
    return [node]


def _text(node: ast.expr) -> bool:
    """A piece of text typed in the code (a separator, a word, punctuation): anything but
    line breaks."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and node.value.strip("\n") != ""
    return isinstance(node, ast.JoinedStr)


def glued(source: str) -> list[tuple[str, int, str]]:
    """Where `source` glues a translated text to typed text or to another translated text:
    (function, line, code)."""
    tree = ast.parse(source)
    out: list[tuple[str, int, str]] = []

    def visit(node: ast.AST, where: str) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            where = node.name
        hit = False
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            if node in inner:
                return visit_children(node, where)
            terms = _terms(node)
            inner.update(t for t in ast.walk(node) if isinstance(t, ast.BinOp))
            said = [_said(t) for t in terms]
            # typed words beside a translated text, or two translated texts with no line
            # break between them
            hit = any(said) and (
                any(_text(t) for t in terms) or any(a and b for a, b in pairwise(said))
            )
        elif isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add):
            hit = _said(node.value)
        elif isinstance(node, ast.JoinedStr):
            typed = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
            hit = typed.strip("\n") != "" and any(
                isinstance(v, ast.FormattedValue) and _said(v.value) for v in node.values
            )
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            sep = node.func.value
            # any separator typed in the code but a line break (what is joined is seldom
            # said where it is joined: "; ".join(parts))
            hit = (
                node.func.attr == "join"
                and isinstance(sep, ast.Constant)
                and isinstance(sep.value, str)
                and sep.value.strip("\n") != ""
            )
        if hit:
            code = ast.get_source_segment(source, node) or ""
            out.append((where, getattr(node, "lineno", 0), code))
        visit_children(node, where)

    def visit_children(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            visit(child, where)

    inner: set[ast.AST] = set()
    visit(tree, "")
    return out


def test_the_scan_finds_glue() -> None:
    """The scan below sees each way the interface glued sentences."""
    code = '''
def a():
    text = tr("Launch to space {n} — {opts}").format(n=1, opts="; ".join(tr(x) for x in y))
    text += " " + tr("(space 1 comes home empty)")
    row = (tr("Points"), _points(3) + " " + tr("if kept"))
    extra = f", {n} " + tr("whales")
    line = f"{say(m)}: {value}"
    ok = tr("{points} if kept").format(points=_points(3)) + "\\n" + tr("Next line.")
'''
    found = [line for _, line, _ in glued(code)]
    assert sorted(set(found)) == [3, 4, 5, 6, 7], glued(code)


def test_no_translated_piece_is_glued_in_python() -> None:
    """Every interface module: translated texts are said whole (one message with parameters)
    or joined by the catalogue's separators (`listed`, `parts`, `sentences`, `row_line`)."""
    found = []
    for path in sorted((ROOT / "nbgui" / "ui").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel.endswith("fallback_table.py"):  # the debug table's columns, never translated
            continue
        for where, line, code in glued(path.read_text(encoding="utf-8")):
            if (rel, where) not in ALLOWED:
                found.append(f"{rel}:{line} in {where}: {code}")
    assert found == [], "\n".join(found)


def test_separators_are_the_catalogues() -> None:
    """`joined` takes the catalogue's separator of each kind (here a test catalogue's)."""
    words = {"list.more": "{items} ; {item}", "list.parts": "{items} | {item}",
             "list.sentences": "{items}  {item}"}
    template = lambda m: words[m.id]  # noqa: E731
    assert joined(["a", "b"], template) == "a ; b"
    assert joined(["a", "b", "c"], template, "list.parts") == "a | b | c"
    assert joined(["A.", "B."], template, "list.sentences") == "A.  B."
    assert english(msg("sentence.end", text="Hardest")) == "Hardest."
    assert render(msg("list.sentences", items="A.", item="B."), lambda m: words[m.id],
                  lambda t: t.text) == "A.  B."


def test_interface_joins_through_the_catalogue(qapp) -> None:  # type: ignore[no-untyped-def]
    from nbgui.ui import i18n

    items = ["2 lumber, 1 brick", "+$5", "3 points"]
    assert i18n.parts(items) == "2 lumber, 1 brick · +$5 · 3 points"
    assert i18n.parts_of(i18n.parts(items)) == items
    assert i18n.sentences("Difficulty 2 of 4", "Hardest.", "", "Wins?") == (
        "Difficulty 2 of 4. Hardest. Wins?"
    )
    assert i18n.set_language("es")
    try:
        assert i18n.sentences("Dificultad 2 de 4", "La más difícil.") == (
            "Dificultad 2 de 4. La más difícil."
        )
    finally:
        i18n.set_language("en")


def test_a_ship_choice_counts_its_whales_in_one_label(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The ship choice said "small ship (at space 3, 1 whales)": ", 1 " + "whales" glued in
    Python; it is one catalogue label with the count's plural, a button's label with its
    capital as the popup's other choices ("Cancelar", the buildings' names)."""
    from fake_session import FakeSession, shown_table
    from PySide6.QtCore import QSize

    from nbgui.captain.setup import load_boards
    from nbgui.simulate import make_setup
    from nbgui.ui import i18n

    boards, _ = load_boards(use_overrides=False)
    session = FakeSession(make_setup(5, ["stubb"], boards, human_names=["Ann"]), boards)
    w = shown_table(qtbot, session, QSize(1010, 718))
    st = session.state
    seat = st.decision.seat or 0
    ship = st.ship(seat, 1)
    ship.where, ship.space, ship.cargo = "sea", 3, ["R1"]
    cmd = None  # a ship's label names the ship alone
    label = w.controller.choices._value_label
    said = {}
    for lang in ("en", "es"):
        assert i18n.set_language(lang)
        try:
            said[lang] = [label(cmd, "ship", 1, [])]
            ship.cargo = ["R1", "B1"]
            said[lang].append(label(cmd, "ship", 1, []))
            ship.where = "dock"
            said[lang].append(label(cmd, "ship", 1, []))
            ship.where, ship.cargo = "sea", ["R1"]
        finally:
            i18n.set_language("en")
    assert said["en"] == [
        "Small ship (at space 3, 1 whale)",
        "Small ship (at space 3, 2 whales)",
        "Small ship (docked)",
    ]
    assert said["es"] == [
        "Barco pequeño (en la casilla 3, 1 ballena)",
        "Barco pequeño (en la casilla 3, 2 ballenas)",
        "Barco pequeño (en el muelle)",
    ]
