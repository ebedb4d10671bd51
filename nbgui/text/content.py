"""Data files refused: the rules in `rules/` and the Captain board files a player drops in
(`nbgui.content`). `ContentError.msg` says which file, which field and why; the override
warnings of `load_captain_boards` wrap it."""

from __future__ import annotations

from nbgui.text.message import Template

MESSAGES: dict[str, Template] = {
    "content.error": "{file}: {problem}",
    "content.error_field": "{file}: {field}: {problem}",
    # reading and parsing (nbgui.content.loader)
    # where the text breaks goes to the log, not to the player
    "content.not_utf8": "is not a text file",
    "content.bad_json": "is damaged or cut short (nbgui's log file says where)",
    "content.not_json": "is damaged (it holds a number far too long)",
    "content.too_deep": "holds other data, nested far too deeply",
    # a field's value (pydantic's checks, by kind)
    "content.missing": "is missing",
    "content.extra": "is not a field this file may have",
    "content.must_be_text": "must be a text",
    "content.must_be_whole": "must be a whole number",
    "content.must_be_bool": "must be true or false",
    "content.must_be_list": "must be a list",
    "content.must_be_object": "must be an object with named fields",
    "content.at_most": "must be less than or equal to {limit}",
    "content.at_least": "must be greater than or equal to {limit}",
    "content.below": "must be less than {limit}",
    "content.above": "must be greater than {limit}",
    "content.too_short": "has too few entries or characters (at least {limit})",
    "content.too_long": "has too many entries or characters (at most {limit})",
    "content.pattern": "does not have the expected form",
    "content.one_of": "must be one of {expected}",
    "content.invalid": "has a value this version cannot use",
    # the rules' own checks (nbgui.content.loader)
    "content.whales": "must list {whales}",
    "content.space_ids": "space ids must be unique",
    # the rules reference (nbgui.teach.reference)
    "content.reference_language": "says {found}, not {lang}",
    "content.reference_ids": "ids differ from en.json: {ids}",
    "content.reference_errors": "points to unknown entries: {entries}",
    # Captain boards (nbgui.content.captains)
    # the refused field of a board's Orders, counted from 1 (`errors.field_words`)
    "board.field.orders_check": "Orders step {step}, check {check}",
    "board.field.orders_step": "Orders step {step}",
    "board.field.helm": "Helm space {space}",
    "board.field.helm_part": "Helm space {space}, {part}",
    # a list of building ids (`list` is its key in the file, `white_list`), counted from 1
    "board.field.entry": "{list} entry {n}",
    "board.unknown_building": "unknown building id {building}",
    "board.not_action": "{building} is not an action building",
    "board.not_victory": "{building} is not a victory building",
    "board.twice": "{building} is listed twice",
    "board.wrong_id": "must be {name}, the file's name (found {found})",
    "board.folder_missing": "the Captain boards folder is missing",
    "board.unknown_files": "unknown board files {files}; expected {expected}",
    "board.unknown_captain": "unknown Captain {name} (expected {expected})",
    "board.unreadable": "cannot be read (the details are in nbgui's log file)",
    "board.unknown_course": "unknown course {course} (expected one of {expected})",
    "board.course_number": "course {course} must be {kind}:N with N in 1..{last}",
    "board.course_space": "course {course}: space must be 1..{last}",
    "board.course_no_part": "course {course}: {kind} takes no ':' part",
    "board.course_needs_space": "{kind} needs a space 1..{last}",
    "board.course_takes_no_space": "{kind} takes no space number",
    "board.unknown_check": (
        "unknown check {check} (expected own, town, opponents, most, combo, building:<id> or "
        "course:<course>)"
    ),
    "board.check_kind": "unknown check {check}",
    "board.check_building_only": "a building id goes with a building check only",
    "board.check_course_only": "a course goes with a course check only",
    "board.check_not_owner_only": "not_owner applies to building checks only",
    "board.check_building_id": "check {check}: {building} is not a building id",
    "board.check_modifier": "check {check}: the only modifier is ':{modifier}'",
    "board.check_course": "check {check}: {problem}",
    "board.course_type": "a course must be a string such as 'lumber' or 'launch:4'",
    "board.check_type": "a check must be a string such as 'own' or 'building:inn'",
    "board.split_incomplete": "a split space needs both from_round and then",
    "board.split_same": "a split space needs two different courses",
    "board.name": "name.{lang} must be 1 to {limit} printable characters",
    "board.too_many_checks": "the Orders have {n} checks; a board may have at most {limit}",
    # the warnings when a player's board file is refused (load_captain_boards)
    "board.override_refused": (
        "{error}. The file is left as it is and the built-in board is used: correct the file, "
        "or take it out of the folder."
    ),
    "board.override_unknown": (
        "{error}. The file is left as it is and not used: name it after one of those Captains, "
        "or take it out of the folder."
    ),
    # a folder with a board's name (content.files.left_as_it_was)
    "board.override_refused.folder": (
        "{error}. The folder is left as it is and the built-in board is used: a Captain board "
        "is a file, so move this folder elsewhere."
    ),
    "board.override_unknown.folder": (
        "{error}. The folder is left as it is and not used: move it elsewhere."
    ),
    "board.overrides_unreadable": (
        "{folder}: cannot be read ({reason}); the built-in boards are used."
    ),
}
