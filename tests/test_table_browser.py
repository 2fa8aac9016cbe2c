"""The table in a real browser: a whole game against a bot, played by clicking the page.

Starts the server on a free port, drives Debian's headless chromium with Selenium, and
after every move checks that the page moved on (the move count and the log grew, the
board is drawn). Skipped, saying why, where chromium, chromedriver or the table extra
is missing. Set SEASTEAD_TABLE_SCREENSHOT=docs/img/table.png to refresh the picture in
the docs; a screenshot is always kept in the test's temporary folder.
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
SEED = 3
BUDGET = 90.0        # seconds for the whole game; it takes about 15


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
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

from seastead_rules.table import create_app  # noqa: E402


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
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


@pytest.fixture
def browser(tmp_path):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run", "--window-size=1500,1150",
                f"--user-data-dir={tmp_path / 'profile'}"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    yield driver
    driver.quit()


def _body(driver, name: str) -> str:
    return driver.find_element(By.TAG_NAME, "body").get_attribute(f"data-{name}") or ""


def _log_count(driver) -> int:
    return len(driver.find_elements(By.CSS_SELECTOR, "#log li"))


def _move(driver):
    """One move as a person makes it: pick a location on the board and build there when
    a build is offered, otherwise the first answer offered."""
    builds = driver.find_elements(By.CSS_SELECTOR, "#actions button.build")
    if builds:
        where = builds[-1].get_attribute("data-where")
        driver.find_element(By.ID, f"loc-{where}").click()
        shown = driver.find_elements(By.CSS_SELECTOR, "#actions button.build:not(.dim)")
        assert shown and all(b.get_attribute("data-where") == where for b in shown), \
            "clicking a location shows only the builds there"
        shown[0].click()
    else:
        driver.find_element(By.CSS_SELECTOR, "#actions button.action").click()


def test_a_whole_game_against_a_bot_is_played_by_clicking_the_page(server, browser, tmp_path):
    start = time.monotonic()
    wait = WebDriverWait(browser, 15, poll_frequency=0.05)
    browser.get(server + "/")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#opponent option[value=greedy]"))
    Select(browser.find_element(By.ID, "opponent")).select_by_value("greedy")
    browser.find_element(By.ID, "seed").send_keys(str(SEED))
    browser.find_element(By.ID, "start").click()
    wait.until(lambda d: _body(d, "moves") != "")
    moves, mine, pictured = int(_body(browser, "moves")), 0, False
    log_at_start = _log_count(browser)
    while _body(browser, "over") != "yes":
        assert time.monotonic() - start < BUDGET, f"the game took over {BUDGET} s"
        assert _body(browser, "your-turn") == "yes"
        log_before = _log_count(browser)
        _move(browser)
        wait.until(lambda d, before=moves: int(_body(d, "moves") or 0) > before
                   or d.find_element(By.ID, "error").text)
        assert browser.find_element(By.ID, "error").text == ""
        moves, mine = int(_body(browser, "moves")), mine + 1
        assert browser.find_elements(By.CSS_SELECTOR, "#board svg .flotilla")
        assert _log_count(browser) >= log_before    # an answer may add no line
        assert browser.find_element(By.ID, "moves").text == f"{moves} moves"
        if mine == 25 and not pictured:
            pictured = _keep_picture(browser, tmp_path / "table-midgame.png")
    verdict = browser.find_element(By.ID, "verdict").text
    assert "wins" in verdict or "share" in verdict
    assert "the game is over" in browser.find_element(By.ID, "question").text
    assert not browser.find_elements(By.CSS_SELECTOR, "#actions button")
    browser.save_screenshot(str(tmp_path / "table-end.png"))
    assert (tmp_path / "table-end.png").stat().st_size > 10_000
    assert mine > 10
    assert _log_count(browser) > log_at_start + mine


def _keep_picture(driver, path: Path) -> bool:
    driver.save_screenshot(str(path))
    wanted = os.environ.get("SEASTEAD_TABLE_SCREENSHOT")
    if wanted:
        shutil.copyfile(path, wanted)
    return True
