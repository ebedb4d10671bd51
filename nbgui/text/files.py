"""Files the app reads and writes: save refusals, migration failures, the play history, game
codes and the player's settings. `SaveFileError`, `FileReadError`, `SaveError`, `CodeError` and
the history warnings carry these messages (``.msg``); their English `str()` is what the CLI and
the log print, the UI says the message in the interface language."""

from __future__ import annotations

from nbgui.text import common
from nbgui.text.message import Msg, Param, Plural, Template, msg

MESSAGES: dict[str, Template] = {
    # why a file cannot be read at all (nbgui.content.files)
    "file.missing": "the file does not exist",
    "file.unreadable": "cannot read it ({reason})",
    # a folder, a pipe, a device or a socket where a file is wanted (content.files.not_a_file);
    # "it is not a regular file (a folder)" named the file system's term
    "file.not_a_file": "it is {kind}, not a file",
    "file.not_regular": "it is not a plain file",
    # {size} {limit}: sizes as a person reads them ("3.2 MB", `file_size`), never raw bytes
    "file.too_large": "it is too large ({size}; at most {limit})",
    "file.too_large_over": "it is too large (over {limit})",
    # a file's size (`file_size`): bytes below a kilobyte, else a unit's symbol with one
    # decimal below 10 ("3.2 MB", {n} a `common.tenths`) and whole above; {unit}: KB, MB, GB,
    # TB (1 KB = 1000 bytes)
    "size.bytes": Plural("%n byte", "%n bytes"),
    "size.units": "{n}\u00a0{unit}",
    "file.kind.folder": "a folder",
    "file.kind.pipe": "a named pipe",
    "file.kind.device": "a device",
    "file.kind.socket": "a socket",
    "file.kind.other": "not a plain file",
    # the bundled tutorial file (nbgui.ui.tutorial.script); {problem} is one of the reasons
    # below or a file.* reason. Said in plain words: where the text breaks, a field's or a
    # kind's name and a step's move go to the log (ScriptError.detail), not to the player
    "tutorial_file.cannot_use": (
        "The tutorial cannot start: its file {file}, which came with nbgui, cannot be used "
        "({problem})."
    ),
    # what happens then and what to do (a second paragraph): in a game, and at start
    "tutorial_file.table_goes_on": (
        "The game on the table goes on without the tutorial; reinstalling nbgui restores the "
        "file."
    ),
    "tutorial_file.start_without": (
        "The game chosen in the New game dialog starts instead, without the tutorial; "
        "reinstalling nbgui restores the file."
    ),
    "tutorial_file.not_utf8": "it is not text",
    "tutorial_file.bad_json": "it is damaged or cut short",
    "tutorial_file.not_object": "it holds other data, not the tutorial's steps",
    "tutorial_file.bad_seed": "its game's seed is not a whole number",
    "tutorial_file.no_steps": "it has no steps",
    "tutorial_file.bad_captains": "it names a Captain this version does not know",
    "tutorial_file.bad_player": "the learner's name in it cannot be read",
    "tutorial_file.step_not_object": "step {n} cannot be read",
    "tutorial_file.step_missing": "step {n} is incomplete",
    "tutorial_file.unknown_kind": "step {n} is of a kind this version does not know",
    "tutorial_file.bad_command": "the move of step {n} cannot be read",
    "tutorial_file.move_needs": "step {n} does not say which move the learner makes",
    "tutorial_file.not_accepted": "step {n} does not accept its own move",
    "tutorial_file.last_not_end": "its last step is missing",
    # why a save cannot be loaded (nbgui.engine.save, nbgui.persist.store)
    "save.cannot_open": "Cannot open {file}: {problem}",
    "save.cannot_write": "Could not save {file}: {reason}",
    "save.cannot_file_finished": "Could not file the finished game: {reason}",
    "save.cannot_set_aside": "Could not set the previous game aside before autosaving: {reason}",
    "save.too_large": "the file is too large to be a save ({size}; at most {limit})",
    "save.too_large_size": "the file is too large to be a save ({size})",
    "save.too_large_over": "the file is too large to be a save (over {limit})",
    "save.not_utf8": "the file is not a saved game (it is not text)",
    "save.too_deep": "the file is not a saved game (it holds other data, not a game)",
    "save.no_envelope": "the file is not a saved game (it holds other data, not a game)",
    # where the text breaks (line, column) goes to the log, not to the player
    "save.bad_json": "the file is damaged or cut short, or it is not a saved game",
    "save.damaged_value": "the save is damaged (it holds a number far too long)",
    # where it is goes to the log with the validator's words (the exception's detail)
    "save.damaged_field": (
        "the save is damaged or was changed outside nbgui (a value in it is not one nbgui writes)"
    ),
    "save.damaged_commands": "the save is damaged (its list of moves cannot be read)",
    "save.damaged_command": "the save is damaged: move {n} ({command}) cannot be read",
    "save.does_not_replay": (
        "the save is damaged or was changed outside nbgui ({reason})"
    ),
    # the same refusal for a save made with other rules (it may not be damaged at all)
    "save.rules_do_not_replay": (
        "it was made with other rules, and under the current ones {reason}"
    ),
    "save.with_current_rules": "with the current rules, {problem}",
    "save.hash_mismatch": (
        "the save is damaged or was changed outside nbgui: its moves do not lead to the game it "
        "records"
    ),
    "save.hash_mismatch_rules": (
        "its moves do not lead to the game it records: it was made with different rules"
    ),
    # what to do instead: a newer nbgui opens it
    "save.newer": (
        "it was made by a newer nbgui (format {version}); this version reads up to format "
        "{supported}. Update nbgui to open it."
    ),
    "save.newer_envelope": (
        "the save was made by a newer nbgui (format {version}); this version reads up to "
        "format {supported}. Update nbgui to open it."
    ),
    "save.too_old": "the save's format {version} is older than any this version can read",
    "save.no_upgrade": "the save's format {version} cannot be upgraded",
    # what is wrong goes to the log (the exception's detail), not to the player
    "save.upgrade_failed": (
        "the save, from an older nbgui (format {version}), is damaged: it cannot be brought up "
        "to date"
    ),
    "save.cannot_play_here": "the game cannot be played here: {problem}",
    "save.cannot_play_here_sentence": "This game cannot be played here: {problem}.",
    # the exception goes to the log, never to the player
    "save.unexpected": (
        "an unexpected error stopped it from loading (the details are in nbgui's log file)"
    ),
    "save.unreadable_header": "it cannot be read (the details are in nbgui's log file)",
    "save.does_not_load": "does not load",
    # a Captain seat is named by its Captain (it said "seat 1 names a Captain…", the seat's
    # number in the file); {known}: the Captains' names
    "save.unknown_captain": (
        "it has a Captain this version does not know ({captain}; it knows {known})"
    ),
    "save.helm_size": (
        "in it {captain} has a Helm of {size} spaces, but his board here has {board}"
    ),
    "save.rules_mismatch": (
        "This save ({file}) was made with different rules or Captain data ({what}); it can be "
        "replayed anyway with the current rules."
    ),
    # the Saved games list (Game menu): a save the player made, or an open game set aside
    # when a new game started (saves/abandoned/); {when} as the history lists dates
    "save.list.saved": "{game}\nSaved on {when}",
    "save.list.set_aside": "{game}\nSet aside on {when}, when a new game started",
    "save.list.intro": (
        "Choose a game to carry on: the games you saved, and the ones you left for a new game."
    ),
    "save.list.empty": (
        "No saved or set-aside games yet. The game on the table is saved automatically after "
        "every move; a game you leave for a new one is set aside here, never deleted."
    ),
    # a menu item as a sentence names it: "Game → Saved games…"
    "menu.path": "{menu} → {item}",
    # said once, when the first autosave of a new game set the open one aside; {menu} is the
    # menu's path as the window shows it ("Game → Saved games…")
    "save.set_aside_notice": (
        "Your earlier game ({game}) was set aside, not deleted: {menu} brings it back."
    ),
    # the resume question's second paragraph
    "save.resume_or_set_aside": (
        "If you start a new game instead, this one is set aside, not deleted: {menu} brings "
        "it back."
    ),
    # said once, when the first start on a small screen opens full screen: {key} is the
    # shortcut as the system writes it ("F11"), {menu} the menu item ("View → Full screen")
    "window.full_screen_notice": (
        "The table now has the whole screen. {key} or {menu} goes back to a window."
    ),
    # the window's title: the game's save file, or who plays (Qt adds " — New Bedford")
    "window.title": "{game} · seed {seed}",
    # a save as the resume question names it (SaveSummary.label_msg)
    "save.label": "{who}",
    "save.label.round": "{who} · round {round}",
    "save.label.finished": "{who} · finished",
    # what differs between the rules a save was made with and the ones in use
    "digest.rules": "the rules data has changed since it was saved",
    "digest.other_boards": "it used other edited Captain boards ({saved}; now {now})",
    "digest.edited_then": (
        "it used edited Captain boards ({saved}); the built-in boards are in use now"
    ),
    "digest.edited_now": (
        "it used the built-in Captain boards; edited boards ({now}) are in use now"
    ),
    "digest.both": "{first}; {second}",
    "digest.differ": "the rules fingerprints differ",
    # what was kept and what to do, said after a refusal (a second paragraph): Game > Open,
    # a file given at start, the resume at start, a save to replay, a save that failed
    "save.open_kept": (
        "The game on the table is unchanged, and the file is left as it was at {path}. Open "
        "another save, or play on."
    ),
    # the same where the path refused is a folder (content.files.left_as_it_was): no "file"
    "save.open_kept.folder": (
        "The game on the table is unchanged, and the folder {path} is left as it was. Open a "
        "save file, not a folder, or play on."
    ),
    "save.start_kept": (
        "The file is left as it was at {path}. Start a new game, or open another save from "
        "the Game menu."
    ),
    # the same where nothing is at the path (content.files.left_as_it_was): no file to keep
    "save.open_kept.missing": (
        "The game on the table is unchanged. nbgui looked for the save at {path}. Open another "
        "save, or play on."
    ),
    "save.start_kept.missing": (
        "nbgui looked for the save at {path}. Start a new game, or open a save from the Game "
        "menu."
    ),
    "save.replay_kept.missing": (
        "nbgui looked for the save at {path}. Choose another save, or a game from the list."
    ),
    "save.start_kept.folder": (
        "The folder {path} is left as it was. Start a new game, or open a save file from the "
        "Game menu."
    ),
    "save.resume_kept": (
        "Your autosave is left as it was at {path}; when a new game starts it is moved to "
        "{folder}, not deleted. Start a new game, or open another save from the Game menu."
    ),
    "save.resume_damaged": (
        "The game in progress could not be read: {why}. Nothing is deleted: setting it aside "
        "moves it to {folder}. Set it aside and start a new game?"
    ),
    "save.replay_kept": (
        "The file is left as it was at {path}. Choose another save, or a game from the list."
    ),
    "save.replay_kept.folder": (
        "The folder {path} is left as it was. Choose a save file, or a game from the list."
    ),
    "save.write_kept": (
        "The game on the table is kept. Try Save As with another folder or name."
    ),
    "save.autosave_failed": (
        "Autosave failed: {why}. The game on the table is kept; Save As keeps a copy."
    ),
    # loaded, with something to say (LoadedGame.warnings)
    "save.from_backup": (
        "{file} is damaged ({problem}); its backup copy from {when} was opened instead."
    ),
    # the file itself is gone (deleted, or a link to nothing), its .bak beside it loads
    "save.from_backup_missing": (
        "{file} is missing; its backup copy from {when} was opened instead."
    ),
    "save.replayed_differs": (
        "Replayed with the current rules, the game differs from the saved one."
    ),
    "save.replayed_differs_in": (
        "Replayed with the current rules, the game differs from the saved one ({parts})."
    ),
    "save.summary_damaged": (
        "The save's summary of the game was damaged ({parts}); the moves are intact and were "
        "used."
    ),
    "save.replayed_current_rules": "Replayed with the current rules: {what}.",
    # the play history (nbgui.history.db)
    "history.record": Plural(
        "{when}  vs {opponents}  %n pt  {result}", "{when}  vs {opponents}  %n pts  {result}"
    ),
    "history.record_no_score": "{when}  vs {opponents}  {result}",
    # the statistics window's headline and its score trend's legend (the first game said
    # "1 games played")
    "stats.headline": Plural(
        "%n game played, {won} ({percent}%).", "%n games played, {won} ({percent}%)."
    ),
    "stats.won": Plural("%n won", "%n won"),
    "stats.trend_legend": Plural(
        "%n game · dashed: mean of the last 5 · green: won",
        "%n games · dashed: mean of the last 5 · green: won",
    ),
    "history.record.players": "players",
    "history.record.won": "won",
    "history.record.lost": "lost",
    "history.integrity_failed": "the database failed its integrity check",
    # why the history file is refused by its form, before SQLite (nbgui.history.filecheck):
    # said inside history.moved_aside's "could not be read ({error})" (or file.not_a_file)
    "history.too_large": "it is {size}, far too large for a play history",
    # why a file beside the history where games wait is refused by its form
    # (nbgui.history.filecheck.side_file_problems): said in history.side_moved_aside's {error}
    "history.link_not_folder": "it is a link, not a folder",
    # history.sqlite3 a link into a folder that does not exist (SQLite can never open it)
    "history.link_nowhere": "it is a link to a place that does not exist",
    "history.not_a_folder": "it is {kind}, not a folder",
    "history.a_file": "a file",
    "history.too_many_entries": (
        "it holds more than {limit} entries, far too many for the games waiting for the play "
        "history"
    ),
    "history.pending_damaged": "it is damaged: it is not the list of games nbgui writes",
    # {name}: history-journal or history-pending.jsonl; {aside}: its new name
    "history.side_moved_aside": (
        "{name}, where finished games wait for the play history, could not be read ({error}); "
        "it was moved aside whole to {aside}."
    ),
    # records of finished games (history-journal files, history-pending.jsonl lines) that do
    # not read: each is kept beside, renamed *.damaged-<n>; {folder}: the data folder
    "history.records_set_aside": Plural(
        "The record of %n finished game waiting for the play history is damaged; it was kept "
        "aside in {folder}.",
        "The records of %n finished games waiting for the play history are damaged; they "
        "were kept aside in {folder}.",
    ),
    "history.saves_added_back": Plural(
        "%n finished saved game was added back to the play history.",
        "%n finished saved games were added back to the play history.",
    ),
    "history.unknown_schema": "the database has a layout this version does not know ({version})",
    "history.busy_open": (
        "The play history is in use by another program; it will be read and written when it "
        "is free."
    ),
    "history.read_only": (
        "The play history cannot be written (read-only); it is shown, and new games wait in "
        "{pending} until it can be written."
    ),
    "history.cannot_open": (
        "The play history cannot be opened ({error}); new games wait in {pending}."
    ),
    "history.not_rebuilt": (
        "The play history is damaged and could not be rebuilt ({error}); new games wait in "
        "{pending}."
    ),
    "history.moved_aside": (
        "The play history could not be read ({error}); it was moved aside to {aside} and a new "
        "history was started."
    ),
    "history.moved_aside_rebuilt": Plural(
        "The play history could not be read ({error}); it was moved aside to {aside} and a new "
        "history was started from %n finished saved game.",
        "The play history could not be read ({error}); it was moved aside to {aside} and a new "
        "history was started from %n finished saved games.",
    ),
    "history.rows_removed": Plural(
        "The play history had %n unreadable game; it was removed.",
        "The play history had %n unreadable games; they were removed.",
    ),
    # {removed}: history.rows_removed, {rebuilt}: history.games_rebuilt, each in its own plural
    # form (it said "had 1 unreadable game(s); they were removed")
    "history.rows_rebuilt": "{removed} {rebuilt}",
    "history.games_rebuilt": Plural(
        "%n game was rebuilt from the finished saves.",
        "%n games were rebuilt from the finished saves.",
    ),
    "history.busy": "The play history is in use by another program; try again in a moment.",
    "history.not_read": "The play history could not be read: {error}",
    "history.pending": (
        "The play history cannot be written now; this game is kept and will be added later."
    ),
    "history.not_kept": (
        "The play history cannot be written, nor can this game be kept to add later: {error}"
    ),
    "history.cannot_write": "the play history cannot be written",
    "history.in_use": "the play history is in use by another program",
    "history.not_stored": "the game was not stored",
    # game codes (nbgui.history.codes)
    "code.bad_letter": "{letter} is not a letter used in game codes.",
    "code.no_letter": "The Captain {captain} has no game code letter.",
    "code.invalid": "This is not a valid game code.",
    "code.needs_player": "A game code needs at least one player seat (H).",
    "code.several_captains": "Several Captains play against one player only.",
    "code.bad_table": "This game code does not describe a table nbgui can set up.",
    "code.too_long": "This is not a game code (it is too long).",
    "code.not_ascii": (
        "A game code uses only the letters A-Z, digits and dashes, like {example}."
    ),
    "code.parts": "A game code has four parts separated by dashes, like {example}.",
    "code.version": "This game code is for another version ({version}); expected {expected}.",
    "code.too_short": "The game code is too short.",
    "code.typo": "The game code has a typing mistake (its check characters do not match).",
    "code.seed_too_large": "The seed in this game code is too large.",
    "code.seats": "A game code's table has {low} to {high} seats.",
    "code.variant_start": "The variant part of the code must start with N or X.",
    "code.variant": "The variant part of the code is not valid.",
    "code.first_seat": "The code's first seat is not at the table.",
    "code.captain_twice": "Each Captain can sit only once.",
    "code.seat_letter": (
        "{letter} is not a seat letter (S, T, F, A, H, or E, M, P for an AI player)."
    ),
    # the player's settings and window state (nbgui.persist.settings)
    # where the text breaks, or the exception, goes to the log, not to the player
    "settings.not_utf8": "it is not text",
    "settings.bad_json": "it is damaged or cut short",
    "settings.unreadable": "it is damaged (the details are in nbgui's log file)",
    "settings.not_object": "it holds other data, not settings",
    "settings.defaults": (
        "Your settings file {file} could not be read: {problem}. Your games are not affected; "
        "the default settings are used, and the Settings menu changes them."
    ),
    "settings.defaults_aside": (
        "Your settings file {file} could not be read: {problem}. It was kept, as it was, at "
        "{aside}; your games are not affected. The default settings are used, and the Settings "
        "menu changes them."
    ),
    # the config folder cannot be written (read-only, full): said at start ({reason}: os.*)
    "settings.not_writable": (
        "Your settings cannot be saved: the folder {folder} cannot be written ({reason}). "
        "Changes you make last until nbgui closes; your games are not affected."
    ),
    "settings.bad_value": (
        "Your settings file {file} had a value nbgui cannot use for {key}: that setting is "
        "back to its default, and the others are kept."
    ),
    # {key} of settings.bad_value: each setting in words (nbgui.persist.settings._CHECKS)
    "settings.key.language": "the language",
    "settings.key.animation_speed": "the animation speed",
    "settings.key.reduced_motion": "the reduced-motion setting",
    "settings.key.auto_captain_ties": "deciding Captain ties automatically",
    "settings.key.mistake_warnings": "the warnings about likely mistakes",
    "settings.key.show_captain_reasoning": "the Captain details",
    "settings.key.window_geometry": "the window's size and place",
    "settings.key.window_state": "the window's panels",
    "settings.key.last_seed": "the last game's seed",
    "settings.key.last_captains": "the last Captains chosen",
    "settings.key.last_expert": "the last choice of the expert variant",
    "settings.key.last_turners_mill": "the last choice of Turner's Mill",
    "settings.key.player_name": "your name",
    "settings.key.recent_files": "the recent files",
    "settings.cannot_read": "{file}: cannot be read; the default settings are used",
    "settings.ignored": "{file} ignored: {problem}",
}


_UNITS = (("KB", 10**3), ("MB", 10**6), ("GB", 10**9), ("TB", 10**12))


def file_size(n: int, *, up: bool = False) -> Msg:
    """`n` bytes as a person reads a file's size: "512 bytes", "3.2 MB" ("3,2 MB" in Spanish:
    the decimal sign is the catalogue's), "40 MB"; a size above a limit is rounded `up`, so
    that 4,000,001 bytes over a 4 MB limit never reads "4 MB".

    >>> from nbgui.text.message import english
    >>> [english(file_size(n)) for n in (1, 999, 3_240_000, 4_000_000, 49_600_000)]
    ['1 byte', '999 bytes', '3.2\xa0MB', '4\xa0MB', '50\xa0MB']
    >>> english(file_size(4_000_001, up=True)), english(file_size(999_999))
    ('4.1\xa0MB', '1\xa0MB')
    """
    if n < 1000:
        return msg("size.bytes", n=n)

    def scaled(by: int) -> int:  # n / by, rounded as asked, in whole units
        return -(-n // by) if up else (2 * n + by) // (2 * by)

    for i, (unit, scale) in enumerate(_UNITS):
        last = i == len(_UNITS) - 1
        tenths = scaled(scale // 10)
        if tenths < 100:  # below 10 units: one decimal, none when it is 0
            said: Param = common.tenths(tenths) if tenths % 10 else tenths // 10
            return msg("size.units", n=said, unit=unit)
        whole = scaled(scale)
        if whole < 1000 or last:
            return msg("size.units", n=whole, unit=unit)
    raise AssertionError("unreachable")  # pragma: no cover
