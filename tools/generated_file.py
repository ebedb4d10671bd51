"""Write a generated file of the repository, or only check that it is current (``--check``).

Shared by the generators whose output is checked in (`compile_rules.py`,
`gen_dataclass_code.py`)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def write_or_check(target: Path, text: str, tool: str, check: bool) -> int:
    """Write `text` to `target` when it differs (saying so); with `check`, write nothing and
    return 1 when it differs, naming `tool` (``tools/<name>.py``) as the way to update it."""
    current = target.read_text(encoding="utf-8") if target.exists() else ""
    name = target.relative_to(ROOT)
    if check:
        if current != text:
            print(f"{name} is stale: run python tools/{tool}")
            return 1
        return 0
    if current != text:
        target.write_text(text, encoding="utf-8")
        print(f"wrote {name}")
    return 0
