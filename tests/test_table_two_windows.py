"""Two people play a whole game at the table, each in their own browser window, by
clicking: the game is made in the lobby with an invitation link, each window answers
only when it is its seat's turn, and sees the other's move arrive by the push stream
(not by looking again: a page looks by itself only while it has no stream) within a
second, to the end screen in both windows.

A whole game of Seastead between the two windows (some 20 seconds), and a whole game
of Liar's Dice with three seats (two people and a bot)."""

from __future__ import annotations

import time

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402
from test_table_browser import (  # noqa: F401 - the fixtures, found by name
    LAPTOP,
    LOOK,
    PAGE_CHANGING,
    _size,
    browser,
    chrome,
    server,
)
from test_table_friends import friend  # noqa: F401 - the fixture, found by name

ARRIVES = 1.0       # seconds within which a move at one window shows in the other
PUSHED = "return document.body ? document.body.dataset.push || '' : ''"


def _look(driver):
    return driver.execute_script(LOOK)


def _waiter(driver, seconds: float = 20):
    return WebDriverWait(driver, seconds, poll_frequency=0.02,
                         ignored_exceptions=PAGE_CHANGING)


def _make_in_the_lobby(host, friend, server, game: str, seats: list, options: dict,  # noqa: F811
                       seed: int) -> None:
    """The host makes the game in the lobby's form (seat 1 a friend by invitation, the
    others as `seats` says), the friend opens the invitation link, the host starts."""
    wait = _waiter(host)
    host.get(server + "/")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f"#games input[value={game}]"))
    host.find_element(By.CSS_SELECTOR, f"#games input[value={game}]").click()
    Select(host.find_element(By.ID, "players")).select_by_value(str(len(seats)))
    for i, who in enumerate(seats):
        Select(host.find_element(By.ID, f"seat-{i}")).select_by_value(who)
    for name, value in options.items():
        box = host.find_element(By.ID, f"opt-{name}")
        box.clear()
        box.send_keys(str(value))
    host.find_element(By.ID, "seed").send_keys(str(seed))
    host.find_element(By.ID, "create").click()
    link = wait.until(lambda d: [i.get_attribute("value")
                                 for i in d.find_elements(By.CSS_SELECTOR, ".invite-link")])
    friend.get(link[0])
    # The host's page hears the friend join by the push stream.
    wait.until(lambda d: d.find_element(By.ID, "start").get_attribute("disabled") is None)
    host.find_element(By.ID, "start").click()


def _click_an_answer(driver, page: dict, prefer) -> None:
    """One move by clicking: the lit part of the board `prefer(lit)` names, then the
    first answer in its chooser; without a lit part, the first answer in the panel."""
    if not page["lit"]:
        driver.find_element(By.CSS_SELECTOR,
                            "#yesno button.action, #actions button.action").click()
        return
    key = prefer(page["lit"])
    driver.execute_script(
        "Array.from(document.querySelectorAll('#board [data-target].can-act'))"
        ".find((p) => p.dataset.target === arguments[0]).click();", key)
    _waiter(driver).until(lambda d: (_look(d) or {}).get("chooser"))
    driver.find_element(By.CSS_SELECTOR, "#chooser-actions button.action").click()


def _play_to_the_end(windows: list, prefer, budget: float) -> dict:
    """Both windows play until the game is over, each only on its seat's turn; returns
    how many moves each clicked and the slowest arrival of a move at the other."""
    start = time.monotonic()
    clicked, slowest = [0, 0], 0.0
    while True:
        assert time.monotonic() - start < budget, f"the game took over {budget} s"
        looks = [_waiter(w).until(_look) for w in windows]
        if all(look["over"] for look in looks):
            break
        mover = next((i for i, look in enumerate(looks) if look["yourTurn"]), None)
        if mover is None:       # a bot's reply, or a view still arriving
            time.sleep(0.02)
            continue
        other = windows[1 - mover]
        assert not looks[1 - mover]["yourTurn"], "one seat decides at a time"
        assert all(w.execute_script(PUSHED) == "on" for w in windows), \
            "both windows follow the game's push stream"
        before = looks[mover]["moves"]
        _click_an_answer(windows[mover], looks[mover], prefer)
        after = _waiter(windows[mover]).until(lambda d, before=before: (lambda p: p if p and (
            p["moves"] > before or p["error"]) else None)(_look(d)))
        assert after["error"] == "", after["error"]
        clicked[mover] += 1
        shown = time.monotonic()
        _waiter(other, 10).until(lambda d, least=after["moves"]: (
            lambda p: p and p["moves"] >= least)(_look(d)))
        slowest = max(slowest, time.monotonic() - shown)
    return {"clicked": clicked, "slowest": slowest}


def _the_end_in_both(windows) -> None:
    for w in windows:
        _waiter(w).until(lambda d: d.find_element(By.ID, "end").is_displayed())
        verdict = w.find_element(By.ID, "end-verdict").text
        assert "win" in verdict or "share" in verdict, verdict
        assert w.find_element(By.ID, "rematch").is_displayed()


def _liar_first(lit: list) -> str:
    # Call the liar when one may; else the lowest bid the grid offers.
    return "liar" if "liar" in lit else lit[0]


def test_two_windows_play_a_whole_game_of_liars_dice_with_a_bot_by_clicking(
        server, browser, friend):  # noqa: F811
    for w in (browser, friend):
        _size(w, LAPTOP)
    _make_in_the_lobby(browser, friend, server, "liars_dice",
                       ["me", "invite", "bot:random"], {"dice": 2}, seed=8)
    played = _play_to_the_end([browser, friend], _liar_first, budget=50)
    assert min(played["clicked"]) >= 2, played
    assert played["slowest"] < ARRIVES, f"a move arrives at the other window by push: {played}"
    _the_end_in_both([browser, friend])


def _a_location_first(lit: list) -> str:
    # A location when one is lit (a build, a ship...), else the first lit part.
    return next((k for k in reversed(lit) if k.startswith("loc-")), lit[0])


def test_two_windows_play_a_whole_game_of_seastead_by_clicking(
        server, browser, friend):  # noqa: F811
    for w in (browser, friend):
        _size(w, LAPTOP)
    _make_in_the_lobby(browser, friend, server, "seastead", ["me", "invite"], {}, seed=39)
    played = _play_to_the_end([browser, friend], _a_location_first, budget=90)
    assert min(played["clicked"]) >= 20, played
    assert played["slowest"] < ARRIVES, f"a move arrives at the other window by push: {played}"
    _the_end_in_both([browser, friend])
