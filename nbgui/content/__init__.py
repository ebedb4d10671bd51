"""Game data: the data classes of `rules/` (validated where read) and their loader."""

from nbgui.content.errors import ContentError
from nbgui.content.loader import default_rules, load_model, load_rules
from nbgui.content.models import Building, Rules, Space

__all__ = [
    "Building",
    "ContentError",
    "Rules",
    "Space",
    "default_rules",
    "load_model",
    "load_rules",
]
