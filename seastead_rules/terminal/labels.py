"""The options as the terminal game shows them: short labels that show whole. A place
reads 'F.L' (flotilla F, location L), counts agree with their nouns, a build reads
'kind F.L $cost' with the specialists it exhausts marked (+S, explained on a details
line), and a dock tile offered for a port shows which places around the port it scores."""

from __future__ import annotations

import re

from .. import explain_cost
from ..model.actions import Build
from ..model.names import KINDS, LOCATIONS_PER_FLOTILLA, PLACES, RESOURCES, board_index
from ..text.phrases import noun

__all__ = ["options", "details", "place", "counted", "dock_places", "ring_line"]

_PLACE = re.compile(r"flotilla ([1-4]) location ([0-5])")
# Numbers before a noun that takes a plural: '1 points' reads '1 point', '2 artifact' '2 artifacts'.
# ('flotilla 2 location 1' and 'half 2 resource' are not counts.)
_NOUNS = ("point", "artifact", "resource", "token", "ship", "building", "card", "port",
          "shipyard", "dock tile", "specialist", "decree")
_COUNT = re.compile(r"(?<!flotilla )(?<!half )\b(\d+) (academies|academy|"
                    + "|".join(w + "s?" for w in _NOUNS) + r")\b")


def place(text: str) -> str:
    """`text` with every 'flotilla F location L' written 'F.L'."""
    return _PLACE.sub(r"\1.\2", text)


def _agree(m: re.Match) -> str:
    n, word = int(m.group(1)), m.group(2)
    singular = "academy" if word.startswith("academ") else word.removesuffix("s")
    return f"{n} {noun(singular, n)}"


def counted(text: str) -> str:
    """`text` with its counts agreeing: '1 point', '2 points', '3 artifacts'."""
    return _COUNT.sub(_agree, text)


def _marks(actions) -> dict:
    """A short mark for each specialist a build may exhaust: its initial, or as many
    letters as tell it from the others."""
    names = sorted({name for a in actions if isinstance(a, Build) for name in a.using})
    marks = {}
    for name in names:
        size = 1
        while any(other != name and other[:size].lower() == name[:size].lower()
                  for other in names) and size < len(name):
            size += 1
        marks[name] = name[:size]
    return marks


def _build_label(state, build: Build, marks: dict) -> str:
    cost, _ = explain_cost(state, build)
    used = "".join(f"+{marks[name]}" for name in build.using)
    return f"{build.kind} {build.flotilla}.{build.location} ${cost}{' ' + used if used else ''}"


def dock_places(state, dock: str, flotilla: int, location: int) -> list:
    """Where a dock tile at the port of flotilla `flotilla` (0-3), location `location`
    scores: (section name, 'F.L', building kind 0-2, points, the building code there
    now, -1 for none) for its sections, left first, the nearer first. Rulebook p. 12."""
    out = []
    tile = state.content.dock[dock]
    for section in sorted(tile.sections, key=lambda s: (s.offset > 0, abs(s.offset))):
        spot = (location + section.offset) % LOCATIONS_PER_FLOTILLA
        code = state.buildings[board_index(flotilla, spot)]
        out.append((section.name, f"{flotilla + 1}.{spot}", section.kind, section.points,
                    code))
    return out


def ring_line(state, dock: str, flotilla: int, location: int) -> str:
    """A dock tile's sections at a port as one short line: 'left 2.2 A2, 2.1 A3;
    right 2.4 S1, 2.5 S1' (place, building kind P/A/S, points to its owner)."""
    parts = [(name, f"{at} {KINDS[k][0].upper()}{points}")
             for name, at, k, points, _ in dock_places(state, dock, flotilla, location)]
    left = ", ".join(text for name, text in parts if "left" in name)
    right = ", ".join(text for name, text in parts if "right" in name)
    return f"left {left}; right {right}"


def _dock_label(state, text: str) -> str:
    """'dock NAME' with what the tile scores: at the port being built (the sections'
    places), or where it lies already."""
    name = text.removeprefix("dock ")
    tile = state.content.dock.get(name)
    if tile is None:
        return text
    resource = RESOURCES[tile.resource]
    for dock, _, index in state.docks:
        if dock == name:
            f, loc = PLACES[index]
            return f"{text} ({resource}) at {f + 1}.{loc}"
    ctx = state.decision.ctx
    if ctx.flotilla < 0 or ctx.location < 0:
        return f"{text} ({resource})"
    return f"{text} ({resource}): {ring_line(state, name, ctx.flotilla, ctx.location)}"


def options(state, actions) -> list:
    """(label, action) for each legal action: builds as 'kind F.L $cost' (+S: with the
    specialist marked S exhausted, see `details`), places as 'F.L', counts agreeing."""
    marks = _marks(actions)
    out = []
    for a in actions:
        if isinstance(a, Build):
            label = _build_label(state, a, marks)
        elif str(a).startswith("dock ") and state.decision is not None:
            label = _dock_label(state, str(a))
        else:
            label = counted(place(str(a)))
        out.append((label, a))
    return out


def details(state, actions) -> str:
    """What the options' short forms mean, when they use any: the specialists' marks,
    the places a dock tile scores. '' when there is nothing to explain."""
    marks = _marks(actions)
    notes = []
    if marks:
        notes.append(", ".join(f"+{m}: exhaust {name}" for name, m in marks.items()))
    d = state.decision
    if d is not None and d.kind == "dock" and d.ctx.flotilla >= 0 and d.ctx.location >= 0:
        notes.append(f"a dock at the port {d.ctx.flotilla + 1}.{d.ctx.location} scores "
                     "the places left and right of it (? ring): place, kind P/A/S, points")
    return "; ".join(notes)
