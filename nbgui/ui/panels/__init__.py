"""Side panels of the main window: the game log, the score preview and status line, and the
command-list stand-in used until the board scene exists."""
