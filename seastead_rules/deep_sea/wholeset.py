"""Deep Sea's content checked as a whole: names unique, one Team Leader, the tray's
numbers as the rulebook gives them (p. 5), every scenario's zones and launch zone known,
mission boards marked, each depth stocked for the play area (p. 10), journal sites'
fields on journals (p. 12). Every problem is reported, not only the first (up to
MAX_PROBLEMS), each at `path:line:col` with the line and a caret where the component
came from a file (a record's `src` names its line; the word is found on it)."""

from __future__ import annotations

import re
from pathlib import Path

from ..data import content_dir
from ..errors import ContentError
from ..inputs import check_type
from ..kernel.lang.problems import MAX_PROBLEMS, Problem, quoted
from .components import Content, Scenario

__all__ = ["check_content", "whole_set_problems", "CHANGES_PATH", "TIER_COPIES"]

CHANGES_PATH = "<changes>"
"""The name a changed component's source is given in messages."""

TIER_COPIES = {1: 5, 2: 4, 3: 3, 4: 2, 5: 1}
"""Copies of each kind of specialist by tier (p. 5)."""

_ITEM_LINES = 400       # how far below an item's first line its words are looked for


class _Found:
    """The problems found so far: (src, pattern, message), `pattern` a regex whose first
    group is the word the caret goes under (None: the item's first line)."""

    def __init__(self):
        self.items = []

    def add(self, src: str, pattern, message: str) -> None:
        self.items.append((src, pattern, message))


def _quoted_name(name: str) -> str:
    return '"(' + re.escape(name) + ')"'


def _unique(found: _Found, items, what: str) -> dict:
    seen = {}
    for item in items:
        if item.name in seen:
            found.add(item.src, _quoted_name(item.name),
                      f"{what} {quoted(item.name)} is defined twice (also at "
                      f"{seen[item.name].src})")
        else:
            seen[item.name] = item
    return seen


def _tray(found: _Found, specialists: dict) -> None:
    leaders = [s for s in specialists.values() if s.leader]
    if len(leaders) != 1:
        where = leaders[1].src if len(leaders) > 1 else ""
        found.add(where, _quoted_name(leaders[1].name) if len(leaders) > 1 else None,
                  f"the content needs one Team Leader, not {len(leaders)}")
    for s in specialists.values():
        if not s.leader and s.count != TIER_COPIES[s.tier]:
            found.add(s.src, r"copies\s+(\d+)",
                      f"a tier-{s.tier} specialist has {TIER_COPIES[s.tier]} copies in the "
                      f"tray (p. 5), not {s.count}")
    if sum(1 for s in specialists.values() if s.tier == 5) < 3:
        found.add("", None, "the tray needs at least three tier-5 specialists (p. 5)")


def _scenario(found: _Found, scenario: Scenario, zones: dict) -> None:
    where = scenario.src
    starts = [z for z, _, _ in scenario.start]
    for name in dict.fromkeys([*starts, scenario.launch, *scenario.missions]):
        if name not in zones:
            found.add(where, _quoted_name(name),
                      f"scenario {quoted(scenario.name)} names the zone {quoted(name)}, "
                      f"which the content does not have")
    for name in scenario.missions:
        if name in zones and not zones[name].mission:
            found.add(where, r"missions\b.*" + _quoted_name(name),
                      f"{quoted(name)} is not a mission board (mark it `mission`)")
    if scenario.launch not in starts:
        found.add(where, r"launch\s+" + _quoted_name(scenario.launch),
                  f"the launch zone {quoted(scenario.launch)} must be in play at the start")
    for name, _, depth in scenario.start:
        if name in zones and zones[name].depth != depth:
            found.add(where, r"start\s+" + re.escape(f'"{name}"') + r".*depth\s+(\d+)",
                      f"{quoted(name)} is a depth-{zones[name].depth} board, not depth "
                      f"{depth}")
    started = set(starts)
    for depth in range(1, scenario.max_depth + 1):
        stocked = sum(1 for z in zones.values() if z.depth == depth and
                      z.name not in started and (not z.mission or z.name in
                                                 scenario.missions))
        if stocked < 2:
            found.add(where, _quoted_name(scenario.name),
                      f"the depth-{depth} stack would hold {stocked} board(s): Discover "
                      f"draws two (p. 10)")


def _found(content: Content) -> _Found:
    found = _Found()
    specialists = _unique(found, content.specialists, "specialist")
    zones = _unique(found, content.zones, "zone")
    _unique(found, content.journals, "journal")
    _unique(found, content.tokens, "dive token")
    _unique(found, content.scenarios, "scenario")
    _unique(found, content.bonus_goals + content.setbacks, "co-op card")
    _tray(found, specialists)
    if not content.scenarios:
        found.add("", None, "the content needs at least one scenario")
    if sum(1 for j in content.journals if j.anchor) < 4:
        found.add("", None, "the display starts with four anchor journals (p. 4)")
    if not content.tokens:
        found.add("", None, "the content needs Dive tokens (p. 11)")
    fields = {f for j in content.journals for f in j.fields}
    for zone in content.zones:
        for site in zone.sites:
            if site.kind == "journal" and site.field not in fields:
                found.add(site.src, r"field\s+(" + re.escape(site.field) + r")\b",
                          f"no journal has the field {quoted(site.field)}, so this site "
                          f"can never be used (p. 12)")
    for scenario in content.scenarios:
        _scenario(found, scenario, zones)
    return found


def _text_of(path: str, content: Content) -> str:
    """The source a record's path names: the changes, a shipped-relative path, a file."""
    if path == CHANGES_PATH:
        return content.changes
    for candidate in (content_dir().parent / path, Path(path)):
        try:
            return candidate.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError, ValueError):
            continue
    return ""


def _spot(lines: list, line: int, pattern) -> tuple:
    """(line, column, width) of the pattern's word at or below `line`, within the item."""
    if pattern is not None:
        for k in range(line - 1, min(len(lines), line - 1 + _ITEM_LINES)):
            if k > line - 1 and lines[k][:1].isalpha():
                break                   # the next item of the file
            hit = re.search(pattern, lines[k])
            if hit:
                return k + 1, hit.start(1) + 1, max(1, len(hit.group(1)))
    start = len(lines[line - 1]) - len(lines[line - 1].lstrip()) if line <= len(lines) else 0
    return line, start + 1, 1


def whole_set_problems(content: Content) -> list:
    """Every whole-set problem of `content` as (Problem or None, the message shown): a
    Problem where the component came from a source, its rendering with the line and a
    caret; None and the bare message for what the set as a whole lacks."""
    check_type(content, Content, "content", "a Deep Sea Content")
    texts, shown = {}, []
    for src, pattern, message in _found(content).items:
        path, _, line = src.rpartition(":")
        if not path or not line.isdigit():
            shown.append((None, message))
            continue
        if path not in texts:
            text = _text_of(path, content)
            texts[path] = (text, text.split("\n"))
        text, lines = texts[path]
        at, column, width = _spot(lines, int(line), pattern)
        problem = Problem(path, at, column, message, width)
        shown.append((problem, problem.render(text)))
    return shown


def check_content(content: Content) -> None:
    """ContentError unless `content` is a whole, playable set (see the module's doc),
    listing every problem (at most MAX_PROBLEMS, then how many more)."""
    shown = whole_set_problems(content)
    if not shown:
        return
    listed = [text for _, text in shown[:MAX_PROBLEMS]]
    if len(shown) > MAX_PROBLEMS:
        listed.append(f"and {len(shown) - MAX_PROBLEMS} more problems, not listed (at most "
                      f"{MAX_PROBLEMS} are listed)")
    raise ContentError("\n".join(listed), tuple(p for p, _ in shown if p is not None))
