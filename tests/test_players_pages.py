"""The players' pages: a home page with two doors (play, use the library), each player
page with a picture of today's table or terminal, and a How to play page that cites the
rulebook's pages; in the site's navigation the player pages come first, not under Tools."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"


def text(page: str) -> str:
    return (DOCS / page).read_text(encoding="utf-8")


def pictures(page: str) -> list:
    return re.findall(r"!\[[^\]]+\]\((img/[^)]+)\)", text(page))


def test_the_home_page_opens_on_two_doors_play_first():
    doors = re.findall(r"^## (.+)$", text("index.md"), flags=re.M)
    assert doors == ["Play Seastead", "Use the library"]


def test_the_play_door_shows_the_table_and_the_commands_to_play():
    play = text("index.md").split("## Use the library")[0]
    assert pictures("index.md") and all((DOCS / p).is_file() for p in pictures("index.md"))
    assert "seastead serve" in play and "seastead play --human 0" in play
    assert "(how-to-play.md)" in play and "(play.md)" in play


def test_how_to_play_has_pictures_of_our_table_and_cites_the_rulebook():
    page = text("how-to-play.md")
    assert pictures("how-to-play.md")
    assert all((DOCS / p).is_file() for p in pictures("how-to-play.md"))
    for section in ("## The goal", "Port", "Academy", "Shipyard", "dock", "score"):
        assert section in page
    assert len(re.findall(r"\(pp?\. \d+", page)) >= 10


def test_the_player_pages_are_their_own_section_of_the_navigation_before_tools():
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8").split("\nnav:")[1]
    play = nav.index("- Play Seastead:")
    assert play < nav.index("- Use the library:") < nav.index("- Tools:")
    section = nav[play:nav.index("- Use the library:")]
    for page in ("play.md", "how-to-play.md", "terminal.md", "table.md"):
        assert page in section and page not in nav[nav.index("- Tools:"):]
