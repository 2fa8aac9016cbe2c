"""Saving a Liar's Dice state as JSON text, and reading it back with every field checked.

    {"format":"liars-dice-state","version":1,"players":2,"dice":5,"wild_ones":true,
     "hands":[[1,3,3,5,6],[2,2,4,4,6]],"counts":[5,5],"bids":[[0,2,3]],"to_move":1,
     "round":1,"last":null,"rng":1234,"viewer":-1}

A hidden hand (in an observation) is null; a bid is [player, quantity, face]; `last`
is null or the last challenge {"caller", "bidder", "bid": [quantity, face], "shown",
"matched", "loser"}. A state read back is checked by the game's invariants: a damaged
or impossible one is refused with SaveFileError naming what is wrong.
"""

from __future__ import annotations

from ..errors import SaveFileError
from ..kernel.saves import expect, field, read_document, refused, write_document
from .information import check
from .state import Bid, Challenge, State

__all__ = ["FORMAT", "VERSION", "to_json", "from_json"]

FORMAT = "liars-dice-state"
VERSION = 1
_WHAT = "Liar's Dice save"
_MAX_PLAYERS = 6
_MAX_ENTRIES = 6 * 5 * 6 + 1     # no list of a state is longer (the bids of a round)


def to_json(state: State) -> str:
    """The state as one line of JSON text."""
    last = state.last
    return write_document(FORMAT, VERSION, {
        "players": state.players, "dice": state.dice, "wild_ones": state.wild_ones,
        "hands": [None if h is None else list(h) for h in state.hands],
        "counts": list(state.counts),
        "bids": [[p, b.quantity, b.face] for p, b in state.bids],
        "to_move": state.to_move, "round": state.round,
        "last": None if last is None else {
            "caller": last.caller, "bidder": last.bidder,
            "bid": [last.bid.quantity, last.bid.face],
            "shown": [list(h) for h in last.shown], "matched": last.matched,
            "loser": last.loser},
        "rng": state.rng, "viewer": state.viewer})


def _ints(value, path: str, size: int | None = None) -> tuple:
    """A JSON array of integers as a tuple (of `size` entries if given)."""
    items = expect(value, list, path)
    if size is not None and len(items) != size:
        raise SaveFileError(f"{path}: expected {size} entries, found {len(items)}")
    if len(items) > _MAX_ENTRIES:
        raise SaveFileError(f"{path}: expected at most {_MAX_ENTRIES} entries, found "
                            f"{len(items)}")
    return tuple(expect(x, int, f"{path}[{i}]") for i, x in enumerate(items))


def _hands(value, path: str, players: int, hidden: bool) -> tuple:
    items = expect(value, list, path)
    if len(items) != players:
        raise SaveFileError(f"{path}: expected {players} hands, found {len(items)}")
    return tuple(None if hidden and h is None else _ints(h, f"{path}[{p}]")
                 for p, h in enumerate(items))


def _challenge(value, players: int) -> Challenge | None:
    if value is None:
        return None
    expect(value, dict, "$.last")
    q, f = _ints(field(value, "bid", list, "$.last"), "$.last.bid", 2)
    return Challenge(field(value, "caller", int, "$.last"),
                     field(value, "bidder", int, "$.last"), Bid(q, f),
                     _hands(field(value, "shown", list, "$.last"), "$.last.shown", players,
                            False),
                     field(value, "matched", int, "$.last"),
                     field(value, "loser", int, "$.last"))


def from_json(text) -> State:
    """The state in `text` (written by `to_json`); SaveFileError naming the field that
    is damaged, or the rule of the game the state would break."""
    d = read_document(text, FORMAT, VERSION, _WHAT)
    players = field(d, "players", int)
    if not 2 <= players <= _MAX_PLAYERS:
        raise SaveFileError(f"$.players: Liar's Dice seats 2 to {_MAX_PLAYERS}, not {players}")
    viewer = field(d, "viewer", int)
    bids, entries = [], field(d, "bids", list)
    if len(entries) > _MAX_ENTRIES:
        raise SaveFileError(f"$.bids: expected at most {_MAX_ENTRIES} bids, found "
                            f"{len(entries)}")
    for k, entry in enumerate(entries):
        p, q, f = _ints(entry, f"$.bids[{k}]", 3)
        bids.append((p, Bid(q, f)))
    try:
        state = State(players, field(d, "dice", int), field(d, "wild_ones", bool),
                      _hands(field(d, "hands", list), "$.hands", players, viewer != -1),
                      _ints(field(d, "counts", list), "$.counts", players), tuple(bids),
                      field(d, "to_move", int), field(d, "round", int),
                      _challenge(field(d, "last", (dict, type(None))), players),
                      field(d, "rng", int), viewer)
        check(state)
    except AssertionError as err:
        raise refused(_WHAT, err) from None
    unknown = sorted(set(d) - {"format", "version", "players", "dice", "wild_ones",
                               "hands", "counts", "bids", "to_move", "round", "last",
                               "rng", "viewer"})
    if unknown:
        raise SaveFileError(f"$.{unknown[0]}: not a field of a {_WHAT}")
    return state
