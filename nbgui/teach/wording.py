"""Names of spaces and buildings in sentences, with Spanish articles ("la Granja", "del Bosque").

>>> from nbgui.content.loader import default_rules
>>> rules = default_rules()
>>> piece_name(rules, "farm", "es", "en")
'en la Granja'
>>> piece_name(rules, "forest", "es", "de")
'del Bosque'
>>> piece_name(rules, "forest", "en", "on")
'on the Forest'
"""

from __future__ import annotations

from nbgui.content.models import Rules

#: Spaces and buildings whose Spanish name is feminine (the rest are masculine).
FEMININE = frozenset(
    {
        "farm",  # la Granja
        "general_store",  # la Tienda
        "schoolhouse",  # la Escuela
        "tavern",  # la Taberna
        "tryworks",  # la Caldera
        "counting_house",  # la Tesorería
        "mansion",  # la Mansión
        "municipal_office",  # la Oficina Municipal
        "seamens_bethel",  # la Capilla de los Marineros
        "bakery",  # la Panadería
        "brickyard",  # la Fábrica de ladrillos
        "chandlery",  # la Fábrica de velas
        "cooperage",  # la Tonelería
        "inn",  # la Posada
        "post_office",  # la Oficina de Correos
    }
)


def plain_name(rules: Rules, piece: str, lang: str) -> str:
    """The display name of a space or building id in `lang` (the id itself if unknown)."""
    if piece in rules.spaces:
        return rules.spaces[piece].name.get(lang)
    if piece in rules.buildings:
        return rules.buildings[piece].name.get(lang)
    return piece


def piece_name(rules: Rules, piece: str, lang: str, prep: str = "") -> str:
    """The name with its article and an optional preposition: English ``prep + "the " + name``;
    Spanish ``en la Granja``, ``del Bosque``, ``al Astillero`` (contractions applied)."""
    name = plain_name(rules, piece, lang)
    if lang != "es":
        return f"{prep} the {name}".strip()
    article = "la" if piece in FEMININE else "el"
    if article == "el" and prep in ("de", "a"):
        return f"{prep}l {name}"
    return f"{prep} {article} {name}".strip()
