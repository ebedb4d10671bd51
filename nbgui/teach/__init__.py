"""The teaching layer: hints, mistake warnings and the rules reference (pure Python, no Qt).

- `nbgui.teach.hints.suggest` — a recommended legal move with a one-sentence reason, found by
  Monte-Carlo rollouts that sample the hidden future instead of reading it.
- `nbgui.teach.warnings.warnings_for` — "are you sure?" warnings for a few well-defined mistakes.
- `nbgui.teach.reference` — the bilingual rules reference (`rules/reference/*.json`): search,
  the entry for a game piece, the entry explaining a refused move's `RuleError` code.
"""
