"""Saving a Liar's Dice state as JSON text, and reading it back with every field checked.

    {"format":"liars-dice-state","version":2,"players":2,"dice":5,"wild":"ones",
     "one_round":false,"random_opener":true,"explicit":false,
     "hands":[[1,3,3,5,6],[2,2,4,4,6]],"counts":[5,5],"bids":[[0,2,3]],"to_move":1,
     "opener":0,"past":[],"rng":1234,"viewer":-1}

A die hidden from the viewer (in an observation) is 0; a bid is [player, quantity,
face]; `to_move` is -2 while chance decides (explicit chance) and -1 at the end; each
entry of `past` is an earlier round's challenge {"bids", "caller", "bidder", "shown",
"matched", "loser"} (its bid is the last of its bids). A state read back is checked by
the game's invariants: a damaged or impossible one is refused with SaveFileError naming
what is wrong. Version 1 (before chance decisions and earlier rounds were kept) is not
read.
"""

from __future__ import annotations

from ..errors import SaveFileError
from ..kernel.saves import expect, field, read_document, refused, write_document
from .information import check
from .state import WILD, Bid, Challenge, State

__all__ = ["FORMAT", "VERSION", "to_json", "from_json"]

FORMAT = "liars-dice-state"
VERSION = 2
_WHAT = "Liar's Dice save"
_MAX_PLAYERS = 6
_MAX_ENTRIES = 6 * 5 * 6 + 1     # no list of a state is longer (the bids of a round)
_FIELDS = {"format", "version", "players", "dice", "wild", "one_round", "random_opener",
           "explicit", "hands", "counts", "bids", "to_move", "opener", "past", "rng",
           "viewer"}


def _bids(bids) -> list:
    return [[p, b.quantity, b.face] for p, b in bids]


def to_json(state: State) -> str:
    """The state as one line of JSON text."""
    return write_document(FORMAT, VERSION, {
        "players": state.players, "dice": state.dice, "wild": state.wild_name,
        "one_round": state.one_round, "random_opener": state.random_opener,
        "explicit": state.explicit, "hands": [list(h) for h in state.hands],
        "counts": list(state.counts), "bids": _bids(state.bids), "to_move": state.to_move,
        "opener": state.opener,
        "past": [{"bids": _bids(c.bids), "caller": c.caller, "bidder": c.bidder,
                  "shown": [list(h) for h in c.shown], "matched": c.matched,
                  "loser": c.loser} for c in state.past],
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


def _hands(value, path: str, players: int) -> tuple:
    items = expect(value, list, path)
    if len(items) != players:
        raise SaveFileError(f"{path}: expected {players} hands, found {len(items)}")
    return tuple(_ints(h, f"{path}[{p}]") for p, h in enumerate(items))


def _bid_list(value, path: str) -> tuple:
    entries = expect(value, list, path)
    if len(entries) > _MAX_ENTRIES:
        raise SaveFileError(f"{path}: expected at most {_MAX_ENTRIES} bids, found "
                            f"{len(entries)}")
    bids = []
    for k, entry in enumerate(entries):
        p, q, f = _ints(entry, f"{path}[{k}]", 3)
        bids.append((p, Bid(q, f)))
    return tuple(bids)


def _challenge(value, path: str, players: int) -> Challenge:
    expect(value, dict, path)
    bids = _bid_list(field(value, "bids", list, path), f"{path}.bids")
    if not bids:
        raise SaveFileError(f"{path}.bids: a challenge follows at least one bid")
    unknown = sorted(set(value) - {"bids", "caller", "bidder", "shown", "matched", "loser"})
    if unknown:
        raise SaveFileError(f"{path}.{unknown[0]}: not a field of a challenge")
    return Challenge(field(value, "caller", int, path), field(value, "bidder", int, path),
                     bids[-1][1],
                     _hands(field(value, "shown", list, path), f"{path}.shown", players),
                     field(value, "matched", int, path), field(value, "loser", int, path),
                     bids)


def from_json(text) -> State:
    """The state in `text` (written by `to_json`); SaveFileError naming the field that
    is damaged, or the rule of the game the state would break."""
    d = read_document(text, FORMAT, VERSION, _WHAT)
    players = field(d, "players", int)
    if not 2 <= players <= _MAX_PLAYERS:
        raise SaveFileError(f"$.players: Liar's Dice seats 2 to {_MAX_PLAYERS}, not {players}")
    wild = field(d, "wild", str)
    if wild not in WILD:
        raise SaveFileError(f"$.wild: expected one of {', '.join(WILD)}, found {wild[:20]!r}")
    past = field(d, "past", list)
    if len(past) > _MAX_ENTRIES:
        raise SaveFileError(f"$.past: expected at most {_MAX_ENTRIES} rounds, found "
                            f"{len(past)}")
    try:
        state = State(players, field(d, "dice", int), WILD[wild],
                      _hands(field(d, "hands", list), "$.hands", players),
                      _ints(field(d, "counts", list), "$.counts", players),
                      _bid_list(field(d, "bids", list), "$.bids"),
                      field(d, "to_move", int), field(d, "opener", int),
                      tuple(_challenge(c, f"$.past[{k}]", players) for k, c in enumerate(past)),
                      field(d, "rng", int), field(d, "viewer", int),
                      field(d, "one_round", bool), field(d, "explicit", bool),
                      field(d, "random_opener", bool))
        check(state)
    except AssertionError as err:
        raise refused(_WHAT, err) from None
    unknown = sorted(set(d) - _FIELDS)
    if unknown:
        raise SaveFileError(f"$.{unknown[0]}: not a field of a {_WHAT}")
    return state
