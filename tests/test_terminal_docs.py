"""The terminal screens shown in the documentation are the ones the game draws today
(tests/terminal_screens.py draws them; `python tests/terminal_screens.py` writes them)."""

import pytest
from terminal_screens import ROOT, SCREENS, marked, pages, screen_text

SHOWN = [(page, name, body) for page in pages()
         for name, body in marked(page.read_text(encoding="utf-8"))]


def test_the_players_pages_show_terminal_screens():
    names = {(page.name, name) for page, name, _ in SHOWN}
    assert {("how-to-play.md", "turn"), ("how-to-play.md", "dock"), ("play.md", "solo"),
            ("terminal.md", "ring"), ("terminal.md", "port")} <= names
    assert {name for _, name, _ in SHOWN} <= set(SCREENS)


@pytest.mark.parametrize("page,name,body", SHOWN,
                         ids=[f"{p.relative_to(ROOT)}:{n}" for p, n, _ in SHOWN])
def test_a_screen_in_the_docs_is_what_the_terminal_draws_today(page, name, body):
    drawn = screen_text(name)
    assert body == drawn, f"{page.name}: run `python tests/terminal_screens.py`"
    lines = drawn.splitlines()
    assert len(lines) <= 24 and max(map(len, lines)) <= 80
