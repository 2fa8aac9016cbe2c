"""The checks of Deep Sea's content as a whole, across files: what no single item can
say of itself. Each problem is shown at the name it is about, `path:line:col` with the
line and a caret: a scenario's zones that do not exist or are placed where they cannot
stand, too few boards of a depth for a scenario's play area, names given twice, a tray,
display, token supply or co-op stack too small for setup (rulebook pp. 4-5, 16)."""

from __future__ import annotations

from ..errors import ContentError
from ..kernel.lang.problems import Problem, did_you_mean, quoted
from .components import Content, DiveToken, Goal, Journal, Mat, Scenario, Setback, Specialist, Zone

__all__ = ["assemble", "TIER5_POCKETS", "ANCHORS_SHOWN"]

TIER5_POCKETS = 3
"""The tier-5 column's pockets, three tiles in each at setup (p. 5)."""

ANCHORS_SHOWN = 4
"""The anchor journals laid out at setup (p. 4)."""

_KINDS = ((Specialist, "specialists"), (Zone, "zones"), (Journal, "journals"),
          (DiveToken, "tokens"), (Scenario, "scenarios"), (Setback, "setbacks"))


class _Report:
    """The problems found so far, each placed at a name on its item's source line."""

    def __init__(self, texts: dict):
        self.texts, self.problems = texts, []

    def at(self, src: str, name: str, message: str) -> None:
        """A problem at `"name"` on the line `src` ("path:line") names, or its start."""
        path, _, line = src.rpartition(":")
        number = int(line) if line.isdigit() else 1
        lines = self.texts.get(path, "").split("\n")
        at, where = number, -1
        for i in range(number - 1, len(lines)):       # the item's lines, from its first
            text = lines[i]
            if i >= number and text[:1] not in ("", " ", "\t", "}", "#"):
                break                                   # the next item
            where = text.find(f'"{name}"') if name else -1
            if where >= 0:
                at = i + 1
                break
        text = lines[at - 1] if 0 < at <= len(lines) else ""
        column = where + 1 if where >= 0 else len(text) - len(text.lstrip()) + 1
        width = len(name) + 2 if where >= 0 else 1
        number = at
        self.problems.append(Problem(path, number, column, message, width))

    def raise_any(self) -> None:
        if self.problems:
            shown = [p.render(self.texts.get(p.path, "")) for p in
                     sorted(self.problems, key=lambda p: (p.path, p.line, p.column))]
            raise ContentError("\n".join(shown), tuple(self.problems))


def assemble(records, texts: dict, fields: tuple, vocabulary) -> Content:
    """The Content of compiled (record, label) pairs, checked as a whole; ContentError
    naming every problem."""
    report = _Report(texts)
    found = {key: [] for _, key in _KINDS}
    bonus, mats = [], []
    for record, label in records:
        if isinstance(record, Goal):
            bonus.append(record)
        elif isinstance(record, Mat):
            mats.append(record)
        else:
            key = next((k for kind, k in _KINDS if isinstance(record, kind)), None)
            if key is None:
                report.at(record.src if hasattr(record, "src") else f"{label}:1", "",
                          f"a {type(record).__name__} belongs in the game's declaration "
                          "(game.sea)")
                continue
            found[key].append(record)
    for key, items in [*found.items(), ("bonus goals", bonus)]:
        _unique(report, items, key)
    _tray(report, found["specialists"])
    zones = {z.name: z for z in found["zones"]}
    for scenario in found["scenarios"]:
        _scenario(report, scenario, zones)
    _journals(report, found["journals"], found["zones"])
    _supplies(report, found, bonus, mats)
    report.raise_any()
    return Content(tuple(found["specialists"]), tuple(found["zones"]),
                   tuple(found["journals"]), tuple(found["tokens"]),
                   tuple(found["scenarios"]), tuple(bonus), tuple(found["setbacks"]),
                   mats[0], tuple(fields), vocabulary)


def _unique(report: _Report, items, what: str) -> None:
    first: dict = {}
    for item in items:
        if item.name in first:
            report.at(item.src, item.name, f"{what[:-1]} {quoted(item.name)} is defined "
                                           f"twice (first at {first[item.name].src})")
        first.setdefault(item.name, item)


def _tray(report: _Report, specialists) -> None:
    """One Team Leader; tier-5 tiles unique and enough for three pockets of three (p. 5)."""
    leaders = [s for s in specialists if s.leader]
    if len(leaders) != 1:
        src = leaders[1].src if len(leaders) > 1 else _first_src(specialists)
        report.at(src, leaders[1].name if len(leaders) > 1 else "",
                  f"the content must have one Team Leader (`leader`), not {len(leaders)}")
    fives = [s for s in specialists if s.tier == 5]
    for tile in fives:
        if tile.count != 1:
            report.at(tile.src, tile.name, f"tier-5 specialists are unique (p. 5): "
                                           f"{quoted(tile.name)} has count {tile.count}")
    needed = TIER5_POCKETS * TIER5_POCKETS
    if len(fives) < needed and specialists:
        report.at(_first_src(specialists), "", f"the tray's tier-5 column needs at least "
                  f"{needed} tiles (three pockets of three, p. 5), not {len(fives)}")
    for tier in range(1, 5):
        if specialists and not any(s.tier == tier for s in specialists):
            report.at(_first_src(specialists), "", f"the tray has no tier-{tier} specialist")


def _first_src(items) -> str:
    return items[0].src if items else "<content>:1"


def _scenario(report: _Report, scenario: Scenario, zones: dict) -> None:
    """The zones a sheet places exist and stand legally; its launch zone is in play at
    the start; its mission boards exist; every depth has boards for its play area."""
    src, cells = scenario.src, {}
    for name in scenario.missions:
        zone = zones.get(name)
        if zone is None or not zone.mission:
            report.at(src, name, f"scenario {quoted(scenario.name)} includes the mission "
                      f"board {quoted(name)}, " + ("which is not a `mission zone`" if zone
                      else f"which no file defines{did_you_mean(name, list(zones))}"))
    for name, column, depth in scenario.start:
        zone = zones.get(name)
        if zone is None:
            report.at(src, name, f"scenario {quoted(scenario.name)} places the zone "
                      f"{quoted(name)}, which no file defines{did_you_mean(name, list(zones))}")
            continue
        if zone.depth != depth:
            report.at(src, name, f"{quoted(name)} is a depth-{zone.depth} board: it is "
                                 f"placed at its own depth, not {depth} (p. 10)")
        if zone.mission and name not in scenario.missions:
            report.at(src, name, f"{quoted(name)} is a mission board: name it in "
                                 "`missions` to include it (p. 4)")
        if (column, depth) in cells:
            report.at(src, name, f"{quoted(name)} is placed where {quoted(cells[column, depth])}"
                                 " already is")
        cells[(column, depth)] = name
    for (column, depth), name in cells.items():
        if depth > 1 and (column, depth - 1) not in cells:
            report.at(src, name, f"{quoted(name)} needs a zone above it at depth "
                                 f"{depth - 1} (p. 10)")
    if scenario.launch not in cells.values():
        hint = did_you_mean(scenario.launch, list(cells.values()))
        report.at(src, scenario.launch, f"the launch zone {quoted(scenario.launch)} must be "
                  f"one of the zones placed at the start{hint} (p. 4)")
    for depth in range(1, scenario.max_depth + 1):
        boards = [z for z in zones.values() if z.depth == depth and
                  (not z.mission or z.name in scenario.missions)]
        if len(boards) < len(scenario.columns):
            report.at(src, scenario.name, f"scenario {quoted(scenario.name)} has "
                      f"{len(scenario.columns)} columns but there are only {len(boards)} "
                      f"depth-{depth} boards to fill them")


def _journals(report: _Report, journals, zones) -> None:
    """Enough anchor journals for the display (p. 4), a deck to refill it, and no
    Journal site whose Field no journal shows (it could never be used, p. 12)."""
    anchors = [j for j in journals if j.anchor]
    if journals and len(anchors) < ANCHORS_SHOWN:
        report.at(journals[0].src, journals[0].name, f"setup lays out {ANCHORS_SHOWN} "
                  f"anchor journals (p. 4): the content has {len(anchors)}")
    if journals and len(anchors) == len(journals):
        report.at(journals[0].src, journals[0].name, "the journal deck is empty: every "
                  "journal is an anchor")
    shown = {f for j in journals for f in j.fields}
    for zone in zones:
        for site in zone.sites:
            if site.kind == "journal" and journals and site.field not in shown:
                report.at(site.src, site.name, f"no journal shows the Field "
                          f"{quoted(site.field)}, so the site {quoted(site.name)} can never "
                          "be used (p. 12)")


def _supplies(report: _Report, found: dict, bonus, mats) -> None:
    """One mat; tokens for the Dive sites in play at setup (p. 4); the co-op stack of
    three bonus goals over three or four setbacks (p. 16)."""
    first = next((items[0].src for items in found.values() if items), "<content>:1")
    if len(mats) != 1:
        report.at(mats[1].src if len(mats) > 1 else first, "",
                  f"the content must have one player mat, not {len(mats)}")
    for _, key in _KINDS:
        if not found[key]:
            report.at(first, "", f"the content has no {key}")
    zones = {z.name: z for z in found["zones"]}
    tokens = sum(t.count for t in found["tokens"])
    for scenario in found["scenarios"]:
        needed = sum(zones[n].dive for n, _, _ in scenario.start if n in zones)
        if tokens < needed:
            report.at(scenario.src, scenario.name, f"setup puts {needed} dive tokens on "
                      f"the Dive sites in play, but there are {tokens} (p. 4)")
    if len(bonus) < 3 or len(found["setbacks"]) < 4:
        report.at(first, "", f"co-op and solo need at least 3 bonus goals and 4 setbacks "
                  f"(p. 16), not {len(bonus)} and {len(found['setbacks'])}")
