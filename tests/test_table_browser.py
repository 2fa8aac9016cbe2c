"""The table in a real browser: a whole game against a bot, played by clicking the board.

Starts the server on a free port, drives Debian's headless chromium with Selenium, and
plays every move on the board where the question names a part of it (a location, the
dive deck, a dock tile, a specialist, a half of the dive card...: click it, then the
answer in its chooser; the first move with the keyboard), else from the list of
answers; after every move it checks that the page moved on. Mid-game it checks the
layout at 1366x768 and 1280x800 (board and question side by side, both in view, your
own area too; at the end as well) and on a 390x844
phone (the question docked in view below a readable board). Skipped, saying why, where
chromium, chromedriver or the table extra is missing. Set SEASTEAD_SCREENSHOTS=docs/img
to refresh the pictures in the docs (table-1280x800.png, table-chooser.png,
table-390x844.png, table-390x844-chooser.png, replay.png); they are always kept in the
tests' temporary folder.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import time
from pathlib import Path

import pytest

CHROMIUM = os.environ.get("SEASTEAD_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("SEASTEAD_CHROMEDRIVER", "/usr/bin/chromedriver")
SEED = 39            # a short game: some 40 moves of the person's
BUDGET = 120.0       # seconds for the whole game; it takes about 30 on two cores


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

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import (  # noqa: E402
    JavascriptException,
    StaleElementReferenceException,
)
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402
from table_server import running  # noqa: E402

import seastead_rules as s  # noqa: E402
from seastead_rules.bots import GreedyBot  # noqa: E402
from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.views.seastead.page import LOG_LINES  # noqa: E402

# What a look at the page may meet while the browser goes from one page to the next.
PAGE_CHANGING = (StaleElementReferenceException, JavascriptException)


@pytest.fixture(scope="module")
def server():
    with running(lambda port: create_app(port=port)) as (base, _):
        yield base


def chrome(profile: Path):
    """A headless Chromium with its own profile folder (one person's browser)."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run", "--window-size=1500,1150",
                f"--user-data-dir={profile}"):
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    driver = chrome(tmp_path_factory.mktemp("profile"))
    yield driver
    driver.quit()


def _body(driver, name: str) -> str:
    """A data- attribute of the page's body (where the page says how far the game is)."""
    return driver.execute_script(
        "return document.body ? document.body.getAttribute(arguments[0]) || '' : ''",
        f"data-{name}")


# How far the page says the game is, read in one look (each WebDriver call is a round
# trip; a game is some sixty moves): the parts of the board lit for an answer (in the
# page's order), the options in the panel, and the chooser.
LOOK = """
const body = document.body;
if (!body || body.dataset.moves === undefined) return null;
const style = document.getElementById("game-style");     // the game's own stylesheet
if (style && !style.sheet) return null;
const chooser = document.getElementById("chooser");
return {moves: Number(body.dataset.moves), over: body.dataset.over === "yes",
        yourTurn: body.dataset.yourTurn === "yes",
        logLines: Number(body.dataset.logCount),
        logShown: document.querySelectorAll("#log li").length,
        error: document.getElementById("error").textContent,
        flotillas: document.querySelectorAll("#board .flotilla").length,
        lit: Array.from(document.querySelectorAll("#board [data-target].can-act"),
                        (p) => p.dataset.target),
        options: Array.from(new Set(Array.from(document.querySelectorAll(
                   "#yesno button.action, #actions button.action, #answers button.action"),
                   (b) => b.dataset.action))),
        title: document.getElementById("turn-title").textContent,
        recent: Array.from(document.querySelectorAll("#recent li.title"), (t) => t.textContent),
        chooser: chooser.hidden ? null : {
          target: chooser.dataset.target,
          title: document.getElementById("chooser-title").textContent,
          info: document.getElementById("chooser-info").textContent,
          answers: Array.from(document.querySelectorAll("#chooser-actions button.action"),
                              (b) => b.dataset.action)}};
"""


def _look(driver) -> dict | None:
    return driver.execute_script(LOOK)


def _part(driver, key: str):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#board [data-target].can-act'))"
        ".find((p) => p.dataset.target === arguments[0]);", key)


def _on_the_board(driver, page: dict, wait, keyboard: bool = False) -> list:
    """One move as a person makes it on the board: a lit location when there is one (a
    build, a ship placed...), else the first lit part (the dive deck, a dock tile, a
    specialist, a half of the dive card...); its chooser opens, and its first answer is
    played. `keyboard`: with the Enter key instead of clicks. The answers chosen from."""
    key = next((k for k in reversed(page["lit"]) if k.startswith("loc-")), page["lit"][0])
    part = _part(driver, key)
    if keyboard:
        part.send_keys(Keys.ENTER)
    else:
        part.click()
    chooser = wait.until(lambda d: (_look(d) or {}).get("chooser"))
    assert chooser["target"] == key and chooser["title"] and chooser["info"]
    assert chooser["answers"] and set(chooser["answers"]) <= set(page["options"])
    button = driver.find_element(By.CSS_SELECTOR, "#chooser-actions button.action")
    if keyboard:
        assert driver.switch_to.active_element == button, "the chooser's first answer has focus"
        button.send_keys(Keys.ENTER)
    else:
        button.click()
    return chooser["answers"]


PHONE, LAPTOP, WIDE = (390, 844), (1280, 800), (1366, 768)
BOARD_TEXT = 11.5       # px: the smallest text on the board, at every size


def _size(driver, size) -> None:
    """The page's viewport, as a phone (touch, mobile) or a laptop screen."""
    width, height = size
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": width < 600})


FITS = """
const box = (s) => { const r = document.querySelector(s).getBoundingClientRect();
                     return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
const texts = Array.from(document.querySelectorAll("#board .loc-text"));
const px = (e) => parseFloat(getComputedStyle(e).fontSize);
const written = Array.from(document.querySelectorAll("#board *")).filter((e) =>
  e.getClientRects().length && Array.from(e.childNodes).some(
    (n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim()));
return {width: window.innerWidth, height: window.innerHeight,
        scrollWidth: document.documentElement.scrollWidth,
        ask: box("#ask"), flotillas: box("#board .flotillas"), first: box("#flotilla-1"),
        mine: box("#board .player"),
        font: Math.min(...texts.map(px)), least: Math.min(...written.map(px)),
        cut: texts.filter((t) => t.scrollHeight > t.clientHeight + 1).length};
"""


def _seen_box(driver, selector: str) -> dict:
    """Where an element is in the viewport (x, y, width, height)."""
    return driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {x: r.x, y: r.y, width: r.width, height: r.height};", selector)


def _inside(box: dict, fit: dict) -> bool:
    return box["left"] >= 0 and box["top"] >= 0 and box["right"] <= fit["width"] and \
        box["bottom"] <= fit["height"]


def _check_laptop(driver, url, wait, pictures: Path) -> None:
    """At 1366x768 and 1280x800 the board's four flotillas and the question sit side by
    side, both wholly in view, and your own area below the flotillas too; no text of the
    board is smaller than BOARD_TEXT px; a location's chooser is in view too."""
    for size in (WIDE, LAPTOP):
        _size(driver, size)
        driver.get(url)
        page = wait.until(_look)
        fit = driver.execute_script(FITS)
        assert (fit["width"], fit["height"]) == size
        assert _inside(fit["ask"], fit) and _inside(fit["flotillas"], fit), fit
        assert _inside(fit["mine"], fit), f"your own area in view at {size}: {fit}"
        assert fit["ask"]["left"] >= fit["flotillas"]["right"], "the panel beside the board"
        assert fit["scrollWidth"] <= fit["width"] and fit["cut"] == 0
        assert fit["least"] >= BOARD_TEXT, f"the smallest board text at {size}: {fit}"
    _keep_picture(driver, pictures / "table-1280x800.png")
    key = max((k for k in page["lit"] if k.startswith("loc-")), key=lambda k: sum(
        o.endswith(" at flotilla {} location {}".format(*k[4:].split("-")))
        for o in page["options"]))
    _part(driver, key).click()
    shown = wait.until(lambda d: (_look(d) or {}).get("chooser"))
    assert len(shown["answers"]) > 1, "the kinds one can build there"
    chooser = _seen_box(driver, "#chooser")
    assert chooser["x"] >= 0 and chooser["y"] >= 0 and \
        chooser["x"] + chooser["width"] <= LAPTOP[0] and \
        chooser["y"] + chooser["height"] <= LAPTOP[1]
    _keep_picture(driver, pictures / "table-chooser.png")


def _check_phone(driver, url, wait, pictures: Path) -> None:
    """On a 390x844 phone the question is docked in view below a readable board: one
    flotilla across, whole texts of at least 12 px, nothing wider than the screen."""
    _size(driver, PHONE)
    driver.get(url)
    page = wait.until(_look)
    fit = driver.execute_script(FITS)
    assert (fit["width"], fit["height"]) == PHONE
    assert _inside(fit["ask"], fit), fit
    assert fit["first"]["top"] >= 0 and fit["ask"]["top"] - fit["first"]["top"] >= 250, \
        "a good part of the board is in view above the question"
    assert fit["first"]["right"] <= fit["width"] and fit["scrollWidth"] <= fit["width"]
    assert fit["font"] >= 12 and fit["least"] >= BOARD_TEXT and fit["cut"] == 0
    _keep_picture(driver, pictures / "table-390x844.png")
    # A tap on a dock tile of the display (no answer to this question) tells its text.
    tile = driver.find_element(By.CSS_SELECTOR, "#displays .tile[data-target]")
    driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", tile)
    tile.click()
    chooser = wait.until(lambda d: (_look(d) or {}).get("chooser"))
    assert chooser["info"].startswith("At the end, score 1 point for each ")
    box = _seen_box(driver, "#chooser")
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE[1] and box["width"] <= PHONE[0]
    driver.find_element(By.ID, "chooser-close").click()
    # A tap on a lit location opens its answers at the foot of the screen.
    key = next(k for k in reversed(page["lit"]) if k.startswith("loc-"))
    driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", _part(driver, key))
    _part(driver, key).click()
    chooser = wait.until(lambda d: (_look(d) or {}).get("chooser"))
    assert chooser["answers"] and chooser["target"] == key
    box = _seen_box(driver, "#chooser")
    assert box["y"] + box["height"] == PHONE[1], "docked at the foot"
    _keep_picture(driver, pictures / "table-390x844-chooser.png")


def test_a_whole_game_against_a_bot_is_played_by_clicking_the_board(server, browser,
                                                                     tmp_path):
    start = time.monotonic()
    wait = WebDriverWait(browser, 15, poll_frequency=0.05, ignored_exceptions=PAGE_CHANGING)
    _size(browser, LAPTOP)
    browser.get(server + "/")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#seat-1 option[value='bot:greedy']"))
    Select(browser.find_element(By.ID, "seat-1")).select_by_value("bot:greedy")
    browser.find_element(By.ID, "seed").send_keys(str(SEED))
    browser.find_element(By.ID, "create").click()
    page = wait.until(_look)
    url = browser.current_url
    first, mine, on_board, pictured, told = page, 0, 0, False, 0
    while not page["over"]:
        assert time.monotonic() - start < BUDGET, f"the game took over {BUDGET} s"
        assert page["yourTurn"] and page["options"]
        if mine >= 12 and page["title"] == "Your move" and not pictured and sum(
                o.startswith("build ") for o in page["options"]) >= 6:
            _check_laptop(browser, url, wait, tmp_path)
            _check_phone(browser, url, wait, tmp_path)
            _size(browser, LAPTOP)
            browser.get(url)
            page, pictured = wait.until(_look), True
        if page["title"] == "Your move" and page["recent"]:     # what the bot did
            assert page["recent"][-1].endswith("orange's turn")
            told += 1
        if page["lit"]:
            _on_the_board(browser, page, wait, keyboard=mine == 0)
            on_board += 1
        else:       # yes, no, done, a decree...: the list of answers
            browser.find_element(By.CSS_SELECTOR,
                                 "#yesno button.action, #actions button.action").click()
        after = wait.until(lambda d, before=page["moves"]: (lambda p: p if p and (
            p["moves"] > before or p["error"]) else None)(_look(d)))
        assert after["error"] == ""
        assert after["flotillas"] == 4, "the board is drawn"
        assert after["logLines"] >= page["logLines"]    # an answer may add no line
        assert after["logShown"] == min(after["logLines"], LOG_LINES)
        page, mine = after, mine + 1
    fit = browser.execute_script(FITS)
    assert _inside(fit["mine"], fit) and fit["least"] >= BOARD_TEXT, \
        f"late in the game your own area is in view too: {fit}"
    verdict = browser.find_element(By.ID, "end-verdict").text
    assert "wins" in verdict or "share" in verdict
    assert browser.find_element(By.ID, "end-title").text == "The end"
    assert browser.find_element(By.ID, "rematch").is_displayed()
    assert not browser.find_element(By.ID, "ask").is_displayed()
    assert not browser.find_element(By.ID, "undo").is_enabled()
    browser.save_screenshot(str(tmp_path / "table-end.png"))
    assert (tmp_path / "table-end.png").stat().st_size > 10_000
    assert mine > 10 and on_board >= mine * 2 // 3, (on_board, mine)
    assert page["logLines"] > first["logLines"] + mine // 2
    assert pictured and told >= 5


def _keep_picture(driver, path: Path) -> bool:
    driver.save_screenshot(str(path))
    folder = os.environ.get("SEASTEAD_SCREENSHOTS")
    if folder:
        shutil.copyfile(path, Path(folder) / path.name)
    return True


def _step(driver) -> int:
    return int(_body(driver, "step") or -1)


def test_the_replay_viewer_steps_through_an_uploaded_record(server, browser, tmp_path):
    _size(browser, LAPTOP)
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
        assert browser.find_elements(By.CSS_SELECTOR, "#board .flotilla")
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
