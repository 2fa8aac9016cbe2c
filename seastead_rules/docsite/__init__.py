"""The generated pages of the documentation: the language reference (from the grammar
and the compiler's tables) and the card gallery (from the shipped content), Seastead's
and Deep Sea's (deep_sea.py).

Each page is a function returning markdown. The pages are stored under docs/ (PAGES)
(`python -m seastead_rules.docsite` writes them; a test checks they are current), and
the site's build hook (hooks.py, named in mkdocs.yml) writes them again at build time,
so the site always matches the code it describes. Only the standard library and
seastead_rules are used here: mkdocs is needed only by the hook itself.
"""

from pathlib import Path

from .deep_sea import deep_sea_gallery, deep_sea_reference
from .gallery import card_gallery, card_text_for_gallery
from .reference import language_reference

__all__ = ["language_reference", "card_gallery", "card_text_for_gallery",
           "deep_sea_reference", "deep_sea_gallery", "PAGES", "DOCS", "stale_pages"]

# The generated pages: their path under docs/ and the function that writes each.
PAGES = {
    "reference/language.md": language_reference,
    "reference/cards.md": card_gallery,
    "deep-sea/reference.md": deep_sea_reference,
    "deep-sea/gallery.md": deep_sea_gallery,
}
DOCS = Path(__file__).resolve().parents[2] / "docs"
"""The docs/ folder of the checkout the package is in."""


def stale_pages() -> list:
    """The paths (under docs/) of the generated pages whose stored copy is not current."""
    stale = []
    for path, page in PAGES.items():
        stored = DOCS / path
        if not stored.is_file() or stored.read_text(encoding="utf-8") != page():
            stale.append(path)
    return stale
