"""Moving tokens between the supply and the players: the finite supply rules. Rulebook p. 10."""

from __future__ import annotations

from ..names import COLOURS, RESOURCES
from .table import Table

__all__ = ["gain", "pay", "take_cleanup"]


def gain(t: Table, player: int, r: int, n: int, src: str = "") -> int:
    """Take up to n of resource r from the supply; the rest is forfeited. Returns how many."""
    held = t.supply[r]
    got = n if n <= held else held
    if got:
        t.move_resources(player, r, got)
    if got < n:
        t.say(player, "{} takes {} {} ({} forfeited: the supply is short)",
              COLOURS[player], got, RESOURCES[r], n - got, src=src)
    elif n:
        t.say(player, "{} takes {} {}", COLOURS[player], n, RESOURCES[r], src=src)
    return got


def pay(t: Table, player: int, r: int, n: int, src: str = "") -> None:
    """Return n of resource r from a player's reserve to the supply."""
    if t.players[player].resources[r] < n:
        raise AssertionError(f"{COLOURS[player]} cannot pay {n} {RESOURCES[r]}")
    if not n:
        return
    t.move_resources(player, r, -n)
    t.say(player, "{} returns {} {}", COLOURS[player], n, RESOURCES[r], src=src)


def take_cleanup(t: Table, player: int, n: int, src: str = "") -> None:
    """Take n cleanup tokens; what the supply lacks is recorded on the score pad. p. 10."""
    if n <= 0:
        return
    held = t.cleanup_supply
    got = n if n <= held else held
    t.move_cleanup(player, got, n - got)
    if got < n:
        t.say(player, "{} takes {} cleanup ({} recorded: the supply is empty)",
              COLOURS[player], n, n - got, src=src)
    else:
        t.say(player, "{} takes {} cleanup", COLOURS[player], n, src=src)
