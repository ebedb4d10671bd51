"""The game table: a QGraphicsScene of views of the engine state, a controller turning gestures
into commands, and an animator replaying the session's batches.

`TableWidget` (widget.py) is the public entry point the window shell embeds.
"""
