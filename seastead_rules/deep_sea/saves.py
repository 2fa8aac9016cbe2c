"""Deep Sea's saves: a game as JSON text and back (docs/deep-sea/index.md). Every record
of the state is written tagged with its type (kernel.tagged), the log as its steps (each
action's text and the lines it caused); nothing is unpickled or evaluated.

Reading checks every field's type where it is read (SaveFileError naming its path), then
that what the content prints is what the save holds (the mat's tracks, the scenario's
Impact board and play area, the zones' features and links: a save cannot change a
component's rules), then the game's invariants (`check`)."""

from __future__ import annotations

import attrs

from ..errors import ContentError, SaveFileError
from ..kernel import saves as kernel_saves
from ..kernel.rules import conditions, effects, flow, forms, records
from ..kernel.tagged import BadRecord, Tagged
from . import effects as fx
from . import ops, state
from .actions import Pick
from .boards import grid, hexes, links, tracks
from .book import book
from .content import with_changes
from .discover import zone_features
from .invariants import check

__all__ = ["FORMAT", "VERSION", "to_json", "from_json"]

FORMAT = "deep-sea-state"
VERSION = 2
"""2: the state records the setbacks drawn, and events their amount (Fire, Ctx)."""
_WHAT = "Deep Sea save"

_CODEC = Tagged([state, ops, fx, records, effects, conditions, forms, flow, grid, links,
                 hexes, tracks], skip={("State", "log"), ("State", "content")},
                optional={("State", "chance")})


def _log_steps(log) -> list:
    if log is None:
        return None
    return [[None if action is None else str(action),
             [[e.player, e.text, e.src] for e in events]] for action, events in log.steps()]


def to_json(s) -> str:
    """The game as JSON text."""
    return kernel_saves.write_document(FORMAT, VERSION, {
        "state": _CODEC.unstructure(s), "log": _log_steps(s.log),
        "changes": s.content.changes})


def _log(data, path: str):
    if data is None:
        return None
    kernel_saves.expect(data, list, path)
    link = None
    for i, step in enumerate(data):
        where = f"{path}[{i}]"
        kernel_saves.expect(step, list, where)
        if len(step) != 2:
            raise SaveFileError(f"{where}: expected [action, lines]")
        action = kernel_saves.expect(step[0], (str, type(None)), f"{where}[0]")
        lines = []
        for j, line in enumerate(kernel_saves.expect(step[1], list, f"{where}[1]")):
            at = f"{where}[1][{j}]"
            if type(line) is not list or len(line) != 3:
                raise SaveFileError(f"{at}: expected [player, text, source]")
            player = kernel_saves.expect(line[0], int, f"{at}[0]")
            text = kernel_saves.expect(line[1], str, f"{at}[1]")
            src = kernel_saves.expect(line[2], str, f"{at}[2]")
            lines.append(records.Event(player, text, (), src))
        link = records.Log(tuple(lines), link, None if action is None else Pick(action))
    return link


def _printed(s, content) -> None:
    """AssertionError unless the save's copies of printed things are the content's."""
    b = book(content)
    sc = b.scenario(s.scenario)
    assert s.tracks.spec == content.mat.tracks, "the mat's tracks are not the content's"
    assert s.impact.spec == sc.impact, "the Impact board is not the scenario's"
    assert s.ocean.spec == grid.OceanSpec(tuple(sc.columns), sc.max_depth), \
        "the play area is not the scenario's"
    rebuilt = links.Sites()
    for zone in dict.fromkeys(f.zone for f in s.sites.features):
        assert zone in b.zones, f"unknown zone {zone!r}"
        rebuilt = links.add_zone(rebuilt, *zone_features(b.zones[zone]))
    assert (rebuilt.features, rebuilt.links) == (s.sites.features, s.sites.links), \
        "the zones' features or links are not the content's"


def from_json(text, content) -> object:
    """The game `to_json` wrote, played with `content`; SaveFileError if the text is
    damaged or the game it holds breaks the rules."""
    document = kernel_saves.read_document(text, FORMAT, VERSION, _WHAT)
    try:
        s = _CODEC.structure(kernel_saves.field(document, "state", dict), "$.state")
    except BadRecord as err:
        raise SaveFileError(f"damaged {_WHAT}: {err}") from None
    if type(s) is not state.State:
        raise SaveFileError(f"damaged {_WHAT}: $.state is not a game")
    log = _log(document.get("log"), "$.log")
    changes = kernel_saves.field(document, "changes", str)
    try:
        content = with_changes(content, changes)
    except ContentError as err:
        raise SaveFileError(f"damaged {_WHAT}: its changed components do not compile: "
                            f"{str(err).splitlines()[0]}") from None
    s = attrs.evolve(s, log=log, content=content)
    try:
        if s.scenario not in book(content).scenarios:
            raise AssertionError(f"unknown scenario {s.scenario!r}")
        _printed(s, content)
        check(s)
    except (AssertionError, KeyError, ValueError, TypeError, IndexError) as err:
        raise kernel_saves.refused(_WHAT, err) from None
    return s
