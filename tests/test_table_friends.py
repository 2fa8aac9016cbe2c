"""Two people at the table, each in their own browser: a game made in the lobby with an
invitation link, started when the friend has joined, the other's last move marked on
the board, a rematch at the end that both follow; and the first-game guide.

The windows play the first moves by clicking; the rest of the game is played through
the table's HTTP API with the same seats' links, so that the rematch is reached soon
(a whole game by clicks between two windows: tests/test_table_two_windows.py)."""

from __future__ import annotations

import json
import time
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402
from test_table_browser import (  # noqa: F401 - the fixtures, found by name
    LAPTOP,
    LOOK,
    PAGE_CHANGING,
    SEED,
    _keep_picture,
    _size,
    browser,
    chrome,
    server,
)

CLICKED_MOVES = 16      # moves made in the windows before the API plays on


@pytest.fixture(scope="module")
def friend(tmp_path_factory):
    """A second browser, with its own profile: the friend's computer."""
    driver = chrome(tmp_path_factory.mktemp("friend"))
    yield driver
    driver.quit()


def _look(driver):
    return driver.execute_script(LOOK)


def _answer(driver) -> None:
    """The first answer offered: a yes/no button, one of the list, or the first of every
    answer (the list under the board's parts)."""
    driver.execute_script(
        "document.querySelector('#yesno button.action, #actions button.action, "
        "#answers button.action').click();")


def _api(base: str, path: str, body: dict | None = None) -> dict:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method="POST" if data else "GET",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def _seat(url: str) -> tuple[str, str]:
    """(game id, token) of a seat's link."""
    parts = urllib.parse.urlparse(url)
    return parts.path.rsplit("/", 1)[1], urllib.parse.parse_qs(parts.query)["token"][0]


def test_two_people_play_through_the_lobby_and_follow_the_rematch(server, browser, friend,  # noqa: F811
                                                                  tmp_path):
    wait = WebDriverWait(browser, 20, poll_frequency=0.05, ignored_exceptions=PAGE_CHANGING)
    their_wait = WebDriverWait(friend, 20, poll_frequency=0.05,
                               ignored_exceptions=PAGE_CHANGING)
    _size(browser, LAPTOP)
    browser.get(server + "/")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#seat-1 option[value=invite]"))
    Select(browser.find_element(By.ID, "seat-1")).select_by_value("invite")
    browser.find_element(By.ID, "seed").send_keys(str(SEED))
    browser.find_element(By.ID, "create").click()
    # The lobby: one invitation link, the game waiting for the friend.
    link = wait.until(lambda d: [i.get_attribute("value")
                                 for i in d.find_elements(By.CSS_SELECTOR, ".invite-link")])
    assert len(link) == 1 and "/play/" in link[0]
    assert browser.find_element(By.ID, "start").get_attribute("disabled") is not None
    _keep_picture(browser, tmp_path / "table-lobby.png")
    friend.get(link[0])
    # The host's page looks again by itself and sees the friend joined.
    wait.until(lambda d: d.find_element(By.ID, "start").get_attribute("disabled") is None
               and "on" in d.find_element(By.CSS_SELECTOR, "#who li.p1 .dot")
               .get_attribute("class"))
    browser.find_element(By.ID, "start").click()
    pages = {0: (browser, wait), 1: (friend, their_wait)}
    moves, marked = 0, 0
    while moves < CLICKED_MOVES:
        for page, waiting in pages.values():
            look = waiting.until(lambda d, least=moves: (lambda p: p if p and p["moves"] >= least
                                                         else None)(_look(d)))
            if not look["yourTurn"] or look["over"]:
                continue
            if moves and look["recent"]:
                marked += bool(page.find_elements(By.CSS_SELECTOR, "#board .last-move"))
            _answer(page)
            waiting.until(lambda d, before=look["moves"]: (lambda p: p and (
                p["moves"] > before or p["error"]))(_look(d)))
            moves = _look(page)["moves"]
        # the other page hears the move by the push stream
    assert marked >= 2, "the other player's last move is marked on the board"
    # The rest of the game through the API, each seat by its own link.
    game, tokens = _seat(browser.current_url)[0], [_seat(browser.current_url)[1],
                                                   _seat(friend.current_url)[1]]
    view = _api(server, f"/api/games/{game}?token={tokens[0]}")
    while not view["over"]:
        token = next(t for t in tokens
                     if _api(server, f"/api/games/{game}?token={t}")["your_turn"])
        view = _api(server, f"/api/games/{game}?token={token}")
        view = _api(server, f"/api/games/{game}/act", {
            "token": token, "action": view["actions"][0]["text"], "moves": view["moves"]})
    browser.refresh()
    wait.until(lambda d: d.find_element(By.ID, "rematch").is_displayed())
    assert not browser.find_element(By.ID, "undo").is_enabled()
    browser.find_element(By.ID, "rematch").click()
    wait.until(lambda d: _seat(d.current_url)[0] != game)
    rematch = _seat(browser.current_url)[0]
    # The friend's page, still on the old game, offers the rematch and follows it.
    their_wait.until(lambda d: d.find_elements(By.ID, "rematch-link"))
    friend.find_element(By.ID, "rematch-link").click()
    their_wait.until(lambda d: _seat(d.current_url)[0] == rematch)
    for _, waiting in pages.values():
        look = waiting.until(_look)
        assert look["moves"] == 0 and not look["over"]


def test_the_first_game_guide_tells_each_step_from_the_lobby(server, browser,  # noqa: F811
                                                              tmp_path):
    wait = WebDriverWait(browser, 20, poll_frequency=0.05, ignored_exceptions=PAGE_CHANGING)
    _size(browser, LAPTOP)
    browser.get(server + "/")
    wait.until(lambda d: d.find_elements(By.ID, "tutorial"))
    browser.find_element(By.ID, "tutorial").click()
    steps = []
    deadline = time.monotonic() + 60
    while len(steps) < 3 and time.monotonic() < deadline:
        look = wait.until(lambda d: _look(d) if d.find_elements(By.ID, "guide-title")
                          and d.find_element(By.ID, "guide").is_displayed() else None)
        title = browser.find_element(By.ID, "guide-title").text
        lines = browser.find_element(By.ID, "guide-lines").text
        assert title.startswith("Step ") and lines, "each step is told beside the board"
        steps.append(title)
        if len(steps) == 1:
            _keep_picture(browser, tmp_path / "table-tutorial.png")
        _answer(browser)
        wait.until(lambda d, before=look["moves"]: (lambda p: p and (
            p["moves"] > before or p["error"]))(_look(d)))
    assert len(steps) == 3 and len(set(steps)) == 3, steps
