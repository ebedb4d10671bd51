"""Refresh the translation catalogues and build the .qm files.

    python tools/i18n.py              # refresh translations/nbgui_{en,es}.ts, then build .qm
    python tools/i18n.py --check      # refresh nothing; exit 1 if a Spanish string is missing
    python tools/i18n.py --no-release # refresh the .ts files only
    python tools/i18n.py --release-only   # only build the .qm files (for `make run`/`make test`)
    python tools/i18n.py --import-json fixes.json   # fill translations {context: {source: text}}

What it does:

(a) runs ``pyside6-lupdate`` over ``nbgui/ui/**/*.py`` and ``nbgui/app.py`` into a scratch
    file. lupdate understands ``self.tr("…")`` and ``QCoreApplication.translate("Ctx", "…")``
    but puts calls through a module helper (``def _tr(text): return
    QCoreApplication.translate("Status", text)``) in the wrong, empty context. So the same files
    are also read with Python's ``ast``: helpers of that shape are recognised and their calls
    get the helper's context — the context Qt will actually look them up in. Messages from both
    are merged (lupdate's empty context is dropped, being wrong by construction).
(b) adds the data strings: building and space names and texts and whale names from
    ``rules/*.json`` under the fixed context ``Rules``; Captain names and personalities from
    ``rules/captains/*.json`` under ``Captains``. Their Spanish comes from the data's ``es`` field,
    so the data files stay the single source for those.
(b1) adds one ``Grammar`` entry per building, space and whale name (disambiguation
    ``GENDER_COMMENT``): its grammatical gender in the language ("m", "f", "m pl" or "f pl"),
    which Spanish templates need for the name's article (``{building:del}``, docs/i18n.md). It
    is kept in ``nbgui_es.ts`` (rules/ stays as it is: every file there is in a save's rules
    fingerprint); a new name's entry is unfinished until translated. English needs none (its
    entry is the identity, as every English one).
(b2) adds the message catalogue of ``nbgui/text`` (every sentence the pure layers say: refusals,
    events, Captain reasoning) under the context ``Messages``, the message id as the
    disambiguation comment; plural templates become Qt numerus messages (``%n``). The English
    catalogue gets their English forms; Spanish is translated in ``nbgui_es.ts`` (or imported with
    ``--import-json`` as ``{"Messages": {id: text or [one, other]}}``).
(c) writes ``translations/nbgui_es.ts`` (keeping every existing translation, matched by context +
    source, then by source alone as a translation memory) and ``nbgui_en.ts`` (the identity
    catalogue: every source string translated to itself), then runs ``pyside6-lrelease`` to build
    ``translations/nbgui_{en,es}.qm``.

It prints what is left untranslated, strings that cannot be extracted (f-strings, variables
passed to a translate helper with a context other than the data contexts), and exits 0.
Obsolete messages (no longer in the sources) are dropped from the .ts files, but their
translations stay available as memory for this run.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
RULES = ROOT / "rules"
LANGS = ("en", "es")
TS_LANGUAGE = {"en": "en_GB", "es": "es_ES"}
DATA_CONTEXTS = ("Rules", "Captains")
MESSAGES_CONTEXT = "Messages"
GRAMMAR_CONTEXT = "Grammar"  # nbgui.text.message.GRAMMAR
#: Contexts looked up with runtime text on purpose (data names, catalogue messages).
RUNTIME_CONTEXTS = (*DATA_CONTEXTS, MESSAGES_CONTEXT)

Key = tuple[str, str, str]  # (context, source, disambiguation comment)
#: A translation: one text, or the plural forms of a numerus message; None = unfinished.
Translation = str | tuple[str, ...] | None

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@dataclass
class Catalogue:
    """Messages in a stable order, with translations (None = unfinished)."""

    order: list[Key] = field(default_factory=list)
    translations: dict[Key, Translation] = field(default_factory=dict)
    numerus: set[Key] = field(default_factory=set)

    def add(self, key: Key, translation: Translation = None) -> None:
        if key not in self.translations:
            self.order.append(key)
            self.translations[key] = translation
        elif translation is not None:
            self.translations[key] = translation


def ui_sources() -> list[Path]:
    files = sorted((ROOT / "nbgui" / "ui").rglob("*.py"))
    app = ROOT / "nbgui" / "app.py"
    if app.exists():
        files.append(app)
    return files


def _tool(name: str) -> str:
    """A PySide6 tool from the running interpreter's environment (the venv), else PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in the venv")
    return found


# ---- (a) extraction ------------------------------------------------------------------------


def run_lupdate(files: list[Path]) -> list[Key]:
    """Messages pyside6-lupdate finds (the empty context excluded: see the module doc)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "lupdate.ts"
        cmd = [_tool("pyside6-lupdate"), *map(str, files), "-ts", str(out)]
        cmd += ["-no-obsolete", "-locations", "none", "-silent"]
        subprocess.run(cmd, check=True, capture_output=True, text=True)
        keys = []
        for ctx, msg in _messages(ET.parse(out).getroot()):
            if ctx:
                keys.append((ctx, msg.findtext("source") or "", msg.findtext("comment") or ""))
        return keys


@dataclass
class Extracted:
    keys: list[Key] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    dynamic: list[str] = field(default_factory=list)


def _const_str(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _is_translate(func: ast.AST) -> bool:
    return (isinstance(func, ast.Attribute) and func.attr == "translate") or (
        isinstance(func, ast.Name) and func.id == "translate"
    )


def _helpers(tree: ast.AST) -> dict[str, str]:
    """``def name(text): return <x>.translate("Ctx", text)`` → {name: "Ctx"} (a docstring and
    imports before the return allowed: the statistics window's helper imported
    QCoreApplication in its body, was not taken for one, and its every string stayed
    English)."""
    out: dict[str, str] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef) or not node.args.args:
            continue
        body = [
            s
            for s in node.body
            if not (isinstance(s, ast.Expr) and _const_str(s.value))
            and not isinstance(s, ast.Import | ast.ImportFrom)
        ]
        if len(body) != 1 or not isinstance(body[0], ast.Return):
            continue
        call = body[0].value
        if not isinstance(call, ast.Call) or not _is_translate(call.func) or len(call.args) < 2:
            continue
        ctx = _const_str(call.args[0])
        param = node.args.args[0].arg
        arg = call.args[1]
        if ctx is not None and isinstance(arg, ast.Name) and arg.id == param:
            out[node.name] = ctx
    return out


def _module(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def _imported_helpers(tree: ast.AST, own: dict[str, dict[str, str]]) -> dict[str, str]:
    """Helpers brought in with ``from nbgui.ui.table.items import tr`` (aliases followed)."""
    out: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in own:
            for alias in node.names:
                ctx = own[node.module].get(alias.name)
                if ctx is not None:
                    out[alias.asname or alias.name] = ctx
    return out


def extract_ast(files: list[Path]) -> Extracted:
    """Messages from helpers, ``translate("Ctx", "…")`` and ``self.tr("…")`` (class context)."""
    result = Extracted()
    trees = {
        path: ast.parse(path.read_text(encoding="utf-8"), filename=str(path)) for path in files
    }
    own = {_module(path): _helpers(tree) for path, tree in trees.items()}
    for path, tree in trees.items():
        local = own[_module(path)]
        helpers = {**_imported_helpers(tree, own), **local}
        _FileExtractor(str(path.relative_to(ROOT)), helpers, set(local), result).visit(tree, None)
    return result


class _FileExtractor:
    """Walks one module, keeping track of the enclosing class (the context of `self.tr`)."""

    def __init__(self, rel: str, helpers: dict[str, str], local: set[str], out: Extracted):
        self.rel = rel
        self.helpers = helpers
        self.local = local
        self.out = out

    def visit(self, node: ast.AST, cls: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                self.visit(child, child.name)
                continue
            if isinstance(child, ast.FunctionDef) and child.name in self.local:
                continue  # the helper's own translate(ctx, text) call
            if isinstance(child, ast.Call):
                self.call(child, cls)
            self.visit(child, cls)

    def call(self, call: ast.Call, cls: str | None) -> None:
        func = call.func
        ctx: str | None = None
        args = call.args
        if isinstance(func, ast.Name) and func.id in self.helpers:
            ctx = self.helpers[func.id]
        elif _is_translate(func) and len(args) >= 2:
            ctx = _const_str(args[0])
            if ctx is None:
                return
            args = args[1:]
        elif (
            isinstance(func, ast.Attribute)
            and func.attr == "tr"
            and isinstance(func.value, ast.Name)
            and func.value.id == "self"
            and cls is not None
        ):
            ctx = cls
        if ctx is None or not args:
            return
        text = _const_str(args[0])
        where = f"{self.rel}:{call.lineno}"
        if text is None:
            if isinstance(args[0], ast.JoinedStr):
                self.out.problems.append(f"{where}: f-string cannot be translated ({ctx})")
            elif ctx not in RUNTIME_CONTEXTS:
                self.out.dynamic.append(f"{where}: runtime text looked up in context {ctx!r}")
            return
        comment = _const_str(args[1]) if len(args) > 1 else None
        self.out.keys.append((ctx, text, comment or ""))


# ---- (b) data strings ----------------------------------------------------------------------


def data_strings() -> dict[Key, dict[str, str]]:
    """{(context, English, ""): {"en": …, "es": …}} from rules/."""
    out: dict[Key, dict[str, str]] = {}

    def put(ctx: str, text: dict[str, str]) -> None:
        out[(ctx, text["en"], "")] = {"en": text["en"], "es": text["es"]}

    buildings = json.loads((RULES / "buildings.json").read_text(encoding="utf-8"))["buildings"]
    spaces = json.loads((RULES / "spaces.json").read_text(encoding="utf-8"))["spaces"]
    game = json.loads((RULES / "game.json").read_text(encoding="utf-8"))
    for item in [*spaces, *buildings]:
        put("Rules", item["name"])
    for whale in game["whales"]:
        put("Rules", whale["name"])
    for item in [*spaces, *buildings]:
        put("Rules", item["text"])
    for path in sorted((RULES / "captains").glob("*.json")):
        board = json.loads(path.read_text(encoding="utf-8"))
        put("Captains", board["name"])
        put("Captains", board["personality"])
    return out


def grammar_keys() -> list[Key]:
    """One ``Grammar`` key per building, space and whale name of rules/ (see (b1))."""
    from nbgui.text.message import GENDER_COMMENT, GRAMMAR

    buildings = json.loads((RULES / "buildings.json").read_text(encoding="utf-8"))["buildings"]
    spaces = json.loads((RULES / "spaces.json").read_text(encoding="utf-8"))["spaces"]
    whales = json.loads((RULES / "game.json").read_text(encoding="utf-8"))["whales"]
    names = [item["name"]["en"] for item in [*spaces, *buildings, *whales]]
    return [(GRAMMAR, name, GENDER_COMMENT) for name in dict.fromkeys(names)]


def field_problems(source: str, text: str) -> list[str]:
    """What is wrong with the ``{fields}`` of a translation `text` of `source`: a field the
    source has and the text lacks, or the reverse (a misspelt name), and a format spec that is
    not a form a name can take (`message.known_form`: ``{building:el}``, ``{building:tuyo|tuya}``).
    A form never changes the field's name: ``{building:del}`` is ``{building}``."""
    from nbgui.text.message import known_form

    def fields(t: str) -> list[tuple[str, str]]:
        return [(name, spec) for _, name, spec, _ in _parse(t) if name is not None]

    problems = []
    mine, theirs = fields(source), fields(text)
    names = sorted({n for n, _ in mine}), sorted({n for n, _ in theirs})
    if names[0] != names[1]:
        problems.append(f"fields {names[1]} instead of {names[0]}")
    specs = {spec for _, spec in mine}
    for name, spec in theirs:
        if spec and spec not in specs and not known_form(spec):
            problems.append(f"unknown form {{{name}:{spec}}}")
    return problems


def _parse(text: str) -> list[tuple[str, str | None, str, str | None]]:
    import string

    try:
        return list(string.Formatter().parse(text))
    except ValueError:
        return [("", "{", "", None)]  # a stray brace: no field can be read


# ---- (b2) the message catalogue -----------------------------------------------------------


def message_strings() -> dict[Key, tuple[str, ...] | str]:
    """{("Messages", English source, id): English text or (one, other) plural forms}."""
    from nbgui.text import MESSAGES, Plural

    out: dict[Key, tuple[str, ...] | str] = {}
    for mid, template in MESSAGES.items():
        if isinstance(template, Plural):
            out[(MESSAGES_CONTEXT, template.other, mid)] = (template.one, template.other)
        else:
            out[(MESSAGES_CONTEXT, template, mid)] = template
    return out


# ---- (c) the .ts files ---------------------------------------------------------------------


def _messages(root: ET.Element) -> list[tuple[str, ET.Element]]:
    out = []
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        out.extend((name, msg) for msg in context.findall("message"))
    return out


def read_ts(path: Path) -> dict[Key, Translation]:
    """Existing translations (None for unfinished or empty ones; plural forms as a tuple)."""
    if not path.exists():
        return {}
    found: dict[Key, Translation] = {}
    for ctx, msg in _messages(ET.parse(path).getroot()):
        key = (ctx, msg.findtext("source") or "", msg.findtext("comment") or "")
        tr = msg.find("translation")
        unfinished = tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete")
        text: Translation = None
        if tr is not None and msg.get("numerus") == "yes":
            forms = tuple(f.text or "" for f in tr.findall("numerusform"))
            text = forms if forms and all(forms) else None
        elif tr is not None:
            text = tr.text or None
        found[key] = None if unfinished else text
    return found


def write_ts(path: Path, lang: str, cat: Catalogue) -> None:
    root = ET.Element("TS", {"version": "2.1", "language": TS_LANGUAGE[lang]})
    root.set("sourcelanguage", "en")
    contexts: dict[str, ET.Element] = {}
    for key in cat.order:
        ctx, source, comment = key
        if ctx not in contexts:
            contexts[ctx] = ET.SubElement(root, "context")
            ET.SubElement(contexts[ctx], "name").text = ctx
        msg = ET.SubElement(contexts[ctx], "message")
        numerus = key in cat.numerus
        if numerus:
            msg.set("numerus", "yes")
        ET.SubElement(msg, "source").text = source
        if comment:
            ET.SubElement(msg, "comment").text = comment
        text = cat.translations[key]
        tr = ET.SubElement(msg, "translation")
        if text is None:
            tr.set("type", "unfinished")
        if numerus:
            forms = text if isinstance(text, tuple) else ("", "")
            for form in forms:
                ET.SubElement(tr, "numerusform").text = form
        elif text is not None:
            tr.text = text if isinstance(text, str) else text[-1]
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


def build_catalogues(
    ui_keys: list[Key],
    data: dict[Key, dict[str, str]],
    imported: dict[Key, Translation],
    messages: dict[Key, tuple[str, ...] | str] | None = None,
    grammar: list[Key] | None = None,
) -> dict[str, Catalogue]:
    cats: dict[str, Catalogue] = {}
    messages = message_strings() if messages is None else messages
    grammar = grammar_keys() if grammar is None else grammar
    for lang in LANGS:
        old = read_ts(TRANSLATIONS / f"nbgui_{lang}.ts")
        memory: dict[str, str] = {}
        for (ctx, source, _), text in old.items():
            if isinstance(text, str) and ctx != MESSAGES_CONTEXT:
                memory.setdefault(source, text)
        cat = Catalogue()
        for key in ui_keys:
            if lang == "en":
                cat.add(key, key[1])
                continue
            text = imported.get(key) or old.get(key) or memory.get(key[1])
            cat.add(key, text)
        for key, texts in data.items():
            cat.add(key, texts[lang])
        for key in grammar:  # a gender, never another context's text (no memory)
            ctx, name, _ = key
            cat.add(key, name if lang == "en" else imported.get((ctx, name, "")) or old.get(key))
        for key, english in messages.items():
            if isinstance(english, tuple):
                cat.numerus.add(key)
            if lang == "en":
                cat.add(key, english)
                continue
            by_id = imported.get((MESSAGES_CONTEXT, key[2], "")) or imported.get(key)
            found = by_id or old.get(key)  # a changed English template is translated again
            if found is not None and isinstance(found, tuple) != isinstance(english, tuple):
                found = None  # a message became (or stopped being) plural: translate again
            cat.add(key, found)
        cats[lang] = cat
    return cats


def release(langs: tuple[str, ...] = LANGS) -> None:
    """Build ``nbgui_<lang>.qm`` from each ``.ts`` in `TRANSLATIONS`, each written beside it
    under another name and then renamed over the old one, never rewritten in place: a running app
    maps its catalogue into memory (`QTranslator.load`), and `pyside6-lrelease` truncates the
    file it writes, so a Spanish window open while `make translations` ran died of SIGBUS at
    its next translated word (seen in a tutorial run under Xvfb, 2026-12-03). Renamed, the
    old file lives on for whoever has it mapped."""
    for lang in langs:
        ts = TRANSLATIONS / f"nbgui_{lang}.ts"
        qm = TRANSLATIONS / f"nbgui_{lang}.qm"
        handle, name = tempfile.mkstemp(prefix=f".nbgui_{lang}-", suffix=".qm", dir=TRANSLATIONS)
        os.close(handle)
        fresh = Path(name)
        try:
            subprocess.run(
                [_tool("pyside6-lrelease"), str(ts), "-qm", str(fresh), "-silent"],
                check=True,
                capture_output=True,
                text=True,
            )
            fresh.chmod(0o644)
            os.replace(fresh, qm)
        finally:
            fresh.unlink(missing_ok=True)


def read_import(path: Path) -> dict[Key, Translation]:
    """``{context: {source: translation}}`` → keys without disambiguation (for ``Messages`` the
    key is the message id and a plural translation is a list of forms)."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    out: dict[Key, Translation] = {}
    for ctx, table in raw.items():
        for source, text in table.items():
            if isinstance(text, str) and text:
                out[(ctx, source, "")] = text
            elif isinstance(text, list) and text and all(isinstance(t, str) and t for t in text):
                out[(ctx, source, "")] = tuple(text)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-release", action="store_true", help="do not build the .qm files")
    parser.add_argument("--check", action="store_true", help="only report missing Spanish")
    parser.add_argument(
        "--release-only", action="store_true", help="only build the .qm files from the .ts files"
    )
    parser.add_argument("--import-json", type=Path, help="fill translations from a JSON file")
    parser.add_argument("--untranslated-json", type=Path, help="write what is left, as JSON")
    args = parser.parse_args(argv)

    if args.release_only:
        release()
        return 0

    if args.check:
        missing = [k for k, v in read_ts(TRANSLATIONS / "nbgui_es.ts").items() if not v]
        for ctx, source, _ in missing:
            print(f"untranslated: [{ctx}] {source!r}")
        return 1 if missing else 0

    files = ui_sources()
    extracted = extract_ast(files)
    keys: list[Key] = []
    seen: set[Key] = set()
    for key in [*extracted.keys, *run_lupdate(files)]:
        if key not in seen:
            seen.add(key)
            keys.append(key)
    imported = read_import(args.import_json) if args.import_json else {}
    TRANSLATIONS.mkdir(exist_ok=True)
    cats = build_catalogues(keys, data_strings(), imported)
    for lang, cat in cats.items():
        write_ts(TRANSLATIONS / f"nbgui_{lang}.ts", lang, cat)
    if not args.no_release:
        release()

    es = cats["es"]
    missing = [k for k in es.order if not es.translations[k]]
    print(
        f"{len(keys)} interface strings, {len(es.order) - len(keys)} data strings and "
        f"messages; {len(missing)} without Spanish."
    )
    for ctx, source, comment in missing:
        print(f"  untranslated: [{ctx}] {comment if ctx == MESSAGES_CONTEXT else source!r}")
    for ctx, source, comment in es.order:
        text = es.translations[(ctx, source, comment)]
        for form in (text,) if isinstance(text, str) else text or ():
            for problem in field_problems(source, form) if ctx != GRAMMAR_CONTEXT else ():
                print(f"  [{ctx}] {comment or source!r}: {problem}")
    for line in extracted.problems:
        print(f"  cannot extract: {line}")
    for line in extracted.dynamic:
        print(f"  runtime lookup (must match a catalogue context): {line}")
    if args.untranslated_json:
        table: dict[str, dict[str, str]] = {}
        for ctx, source, comment in missing:
            table.setdefault(ctx, {})[comment if ctx == MESSAGES_CONTEXT else source] = ""
        args.untranslated_json.write_text(
            json.dumps(table, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
