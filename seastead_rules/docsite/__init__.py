"""The generated pages of the documentation site: the language reference (from the
grammar and the compiler's tables) and the card gallery (from the shipped content).

Each page is a function returning markdown; the site's build hook (hooks.py, named in
mkdocs.yml) writes them at build time, so they always match the code they describe.
Only the standard library and seastead_rules are used here: mkdocs is needed only by
the hook itself.
"""

from .gallery import card_gallery, card_text_for_gallery
from .reference import language_reference

__all__ = ["language_reference", "card_gallery", "card_text_for_gallery", "PAGES"]

# The generated pages: their path under docs/ and the function that writes each.
PAGES = {
    "reference/language.md": language_reference,
    "reference/cards.md": card_gallery,
}
