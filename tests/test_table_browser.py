"""The table in a real browser: a whole game against a bot, played by clicking the page.

Starts the server on a free port, drives Debian's headless chromium with Selenium, and
after every move checks that the page moved on (the move count and the log grew, the
board is drawn). Skipped, saying why, where chromium, chromedriver or the table extra
is missing. Set SEASTEAD_SCREENSHOTS=docs/img to refresh the pictures in the docs
(table.png, replay.png); screenshots are always kept in the tests' temporary folder.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import socket
import threading
import time
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("SEASTEAD_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("SEASTEAD_CHROMEDRIVER", "/usr/bin/chromedriver")
SEED = 39            # a short game: some 40 moves of the person's
BUDGET = 90.0        # seconds for the whole game; it takes about 15 on two cores


def _missing() -> str | None:
    for module in ("selenium", "starlette", "uvicorn"):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed (the 'table' extra)"
    for path in (CHROMIUM, CHROMEDRIVER):
        if not (Path(path).exists() or shutil.which(path)):
            return f"{path} not found: install Debian's chromium and chromium-driver"
    return None


if _missing():
    pytest.skip(f"browser test skipped: {_missing()}", allow_module_level=True)

import uvicorn  # noqa: E402
from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import (  # noqa: E402
    JavascriptException,
    StaleElementReferenceException,
)
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

import seastead_rules as s  # noqa: E402
from seastead_rules.bots import GreedyBot  # noqa: E402
from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.view import LOG_LINES  # noqa: E402

# What a look at the page may meet while the browser goes from one page to the next.
PAGE_CHANGING = (StaleElementReferenceException, JavascriptException)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server():
    port = _free_port()
    config = uvicorn.Config(create_app(), host="127.0.0.1", port=port, log_level="warning")
    srv = uvicorn.Server(config)
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not srv.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("the table's server did not start")
        time.sleep(0.02)
    yield f"http://127.0.0.1:{port}"
    srv.should_exit = True
    thread.join(10)


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run", "--window-size=1500,1150",
                f"--user-data-dir={tmp_path_factory.mktemp('profile')}"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    yield driver
    driver.quit()


def _body(driver, name: str) -> str:
    """A data- attribute of the page's body (where the page says how far the game is)."""
    return driver.execute_script(
        "return document.body ? document.body.getAttribute(arguments[0]) || '' : ''",
        f"data-{name}")


# How far the page says the game is, read in one look (each WebDriver call is a round
# trip; a game is some sixty moves).
LOOK = """
const body = document.body;
if (!body || body.dataset.moves === undefined) return null;
return {moves: Number(body.dataset.moves), over: body.dataset.over === "yes",
        yourTurn: body.dataset.yourTurn === "yes",
        logLines: Number(body.dataset.logCount),
        logShown: document.querySelectorAll("#log li").length,
        error: document.getElementById("error").textContent,
        movesShown: document.getElementById("moves").textContent,
        flotillas: document.querySelectorAll("#board svg .flotilla").length,
        builds: Array.from(document.querySelectorAll("#actions button.build"),
                           (b) => b.dataset.where),
        shownBuilds: Array.from(document.querySelectorAll("#actions button.build:not(.dim)"),
                                (b) => b.dataset.where)};
"""


def _look(driver) -> dict | None:
    return driver.execute_script(LOOK)


def _move(driver, page: dict) -> None:
    """One move as a person makes it: pick a location on the board and build there when
    a build is offered, otherwise the first answer offered."""
    if page["builds"]:
        where = page["builds"][-1]
        driver.find_element(By.ID, f"loc-{where}").click()
        shown = _look(driver)["shownBuilds"]
        assert shown and set(shown) == {where}, "a location clicked shows its builds only"
        driver.find_element(By.CSS_SELECTOR, "#actions button.build:not(.dim)").click()
    else:
        driver.find_element(By.CSS_SELECTOR, "#actions button.action").click()


def test_a_whole_game_against_a_bot_is_played_by_clicking_the_page(server, browser, tmp_path):
    start = time.monotonic()
    wait = WebDriverWait(browser, 15, poll_frequency=0.05, ignored_exceptions=PAGE_CHANGING)
    browser.get(server + "/")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#opponent option[value=greedy]"))
    Select(browser.find_element(By.ID, "opponent")).select_by_value("greedy")
    browser.find_element(By.ID, "seed").send_keys(str(SEED))
    browser.find_element(By.ID, "start").click()
    page = wait.until(_look)
    first, mine, pictured = page, 0, False
    while not page["over"]:
        assert time.monotonic() - start < BUDGET, f"the game took over {BUDGET} s"
        assert page["yourTurn"]
        if mine >= 20 and page["builds"] and not pictured:
            pictured = _keep_picture(browser, tmp_path / "table.png")
        _move(browser, page)
        after = wait.until(lambda d, before=page["moves"]: (lambda p: p if p and (
            p["moves"] > before or p["error"]) else None)(_look(d)))
        assert after["error"] == ""
        assert after["flotillas"] == 4, "the board is drawn"
        assert after["logLines"] >= page["logLines"]    # an answer may add no line
        assert after["logShown"] == min(after["logLines"], LOG_LINES)
        assert after["movesShown"] == f"{after['moves']} moves"
        page, mine = after, mine + 1
    verdict = browser.find_element(By.ID, "verdict").text
    assert "wins" in verdict or "share" in verdict
    assert "the game is over" in browser.find_element(By.ID, "question").text
    assert not browser.find_elements(By.CSS_SELECTOR, "#actions button")
    browser.save_screenshot(str(tmp_path / "table-end.png"))
    assert (tmp_path / "table-end.png").stat().st_size > 10_000
    assert mine > 10
    assert page["logLines"] > first["logLines"] + mine
    assert pictured


def _keep_picture(driver, path: Path) -> bool:
    driver.save_screenshot(str(path))
    folder = os.environ.get("SEASTEAD_SCREENSHOTS")
    if folder:
        shutil.copyfile(path, Path(folder) / path.name)
    return True


def _step(driver) -> int:
    return int(_body(driver, "step") or -1)


def test_the_replay_viewer_steps_through_an_uploaded_record(server, browser, tmp_path):
    game = s.Game(SEED)
    bots = [GreedyBot(p) for p in (0, 1)]
    while len(game.actions) < 40:
        game.play(bots[game.state.to_move].choose(game.state))
    record = tmp_path / "game.json"
    record.write_text(game.record().to_json(), encoding="utf-8")
    wait = WebDriverWait(browser, 15, poll_frequency=0.05, ignored_exceptions=PAGE_CHANGING)
    browser.get(server + "/")
    browser.find_element(By.ID, "replay-file").send_keys(str(record))
    browser.find_element(By.CSS_SELECTOR, "#replay-game button").click()
    wait.until(lambda d: _step(d) == 0)
    assert browser.find_element(By.ID, "action").text == "the setup"
    for button, step in (("forward", 1), ("forward", 2), ("back", 1), ("last", 40),
                         ("first", 0)):
        browser.find_element(By.ID, button).click()
        wait.until(lambda d, want=step: _step(d) == want)
        assert browser.find_elements(By.CSS_SELECTOR, "#board svg .flotilla")
        if step:
            assert browser.find_element(By.ID, "action").text == \
                f"last action: {game.actions[step - 1]}"
    browser.execute_script("const s = document.getElementById('slider'); s.value = 30; "
                           "s.dispatchEvent(new Event('input'));")
    wait.until(lambda d: _step(d) == 30)
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    wait.until(lambda d: _step(d) == 29)
    assert browser.find_element(By.ID, "step").text == "29 of 40"
    _keep_picture(browser, tmp_path / "replay.png")
