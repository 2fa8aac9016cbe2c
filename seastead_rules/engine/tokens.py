"""Moving tokens between the supply and the players: the finite supply rules. Rulebook p. 10.

Taking asks the `take` permission (a card may forbid a token), and taking and returning
are the `take` and `spend` events; each costs nothing unless some card names it."""

from __future__ import annotations

from ..model.names import COLOURS, RESOURCES
from ..model.state import new_ctx
from .draft import Draft
from .events import fire
from .hooks import allowed, forbidder, whose
from .in_play import gated, hears

__all__ = ["gain", "pay", "take_cleanup", "return_cleanup", "may_take", "give", "hand_over"]


def may_take(t: Draft, player: int, token: int) -> bool:
    """Whether `player` may take tokens of this type (-1: cleanup) from the supply."""
    if not gated(t, "take"):
        return True
    return allowed(t, "take", new_ctx(player, -1, -1, -1, "", False, "", (1, (token,))))


def _refused(t: Draft, player: int, token: int, src: str) -> bool:
    # A card in force forbids taking this token: say so, take nothing.
    ctx = new_ctx(player, -1, -1, -1, "", False, "", (1, (token,)))
    hook = forbidder(t, "take", ctx)
    if hook is None:
        return False
    t.say(player, "{} forbids {} to take {}", whose(t, hook, player), COLOURS[player],
          "cleanup tokens" if token < 0 else RESOURCES[token], src=hook.src)
    return True


def gain(t: Draft, player: int, r: int, n: int, src: str = "") -> int:
    """Take up to n of resource r from the supply; the rest is forfeited. Returns how many."""
    if gated(t, "take") and _refused(t, player, r, src):
        return 0
    held = t.supply[r]
    got = n if n <= held else held
    if got:
        t.move_resources(player, r, got)
    if got < n:
        t.say(player, "{} takes {} {} ({} forfeited: the supply is short)",
              COLOURS[player], got, RESOURCES[r], n - got, src=src)
    elif n:
        t.say(player, "{} takes {} {}", COLOURS[player], n, RESOURCES[r], src=src)
    if got:
        if t.tally and t.tally[0] == player:        # a dive whose hooks read what it gave
            taken = list(t.tally[1])
            taken[r] += got
            t.tally = (player, tuple(taken))
        if hears(t, "take"):
            fire(t, "take", player, amount=got, tokens=(r,))
    return got


def pay(t: Draft, player: int, r: int, n: int, src: str = "") -> None:
    """Return n of resource r from a player's reserve to the supply."""
    if t.players[player].resources[r] < n:
        raise AssertionError(f"{COLOURS[player]} cannot pay {n} {RESOURCES[r]}")
    if not n:
        return
    t.move_resources(player, r, -n)
    t.say(player, "{} returns {} {}", COLOURS[player], n, RESOURCES[r], src=src)
    if hears(t, "spend"):
        fire(t, "spend", player, amount=n, tokens=(r,))


def take_cleanup(t: Draft, player: int, n: int, src: str = "") -> None:
    """Take n cleanup tokens; what the supply lacks is recorded on the score pad. p. 10."""
    if n <= 0 or gated(t, "take") and _refused(t, player, -1, src):
        return
    held = t.cleanup_supply
    got = n if n <= held else held
    t.move_cleanup(player, got, n - got)
    if got < n:
        t.say(player, "{} takes {} cleanup ({} recorded: the supply is empty)",
              COLOURS[player], n, n - got, src=src)
    else:
        t.say(player, "{} takes {} cleanup", COLOURS[player], n, src=src)
    fire(t, "take", player, amount=n, tokens=(-1,))


def return_cleanup(t: Draft, player: int, n: int, src: str = "") -> None:
    """Return n cleanup tokens to the supply (n at most those held, not the extras).
    Extras recorded while the supply was empty are tokens owed: the tokens returned pay
    them first, the returning player's own, then the other's (docs/rulings.md)."""
    if n <= 0:
        return
    t.move_cleanup(player, -n)
    t.say(player, "{} returns {} cleanup", COLOURS[player], n, src=src)
    for owed in (player, 1 - player):
        extra = t.players[owed].cleanup_extra
        paid = extra if extra <= t.cleanup_supply else t.cleanup_supply
        if paid:
            t.move_cleanup(owed, paid, -paid)
            t.say(owed, "{} takes {} cleanup recorded while the supply was empty",
                  COLOURS[owed], paid, src="docs/rulings.md")
    fire(t, "spend", player, amount=n, tokens=(-1,))


def give(t: Draft, player: int, token: int, n: int, src: str = "") -> None:
    """`player` gives n of their tokens of a type (-1: cleanup tokens) to the opponent."""
    other = 1 - player
    if token < 0:
        t.move_cleanup(player, -n)
        t.move_cleanup(other, n)
        t.say(player, "{} gives {} {} cleanup", COLOURS[player], COLOURS[other], n, src=src)
        return
    t.move_resources(player, token, -n)
    t.move_resources(other, token, n)
    t.say(player, "{} gives {} {} {}", COLOURS[player], COLOURS[other], n, RESOURCES[token],
          src=src)


def hand_over(t: Draft, giver: int, taker: int, token: int, n: int, src: str = "") -> None:
    """`taker` takes n of `giver`'s tokens of a type (-1: cleanup tokens, not extras).
    Neither a take from the supply nor a spend: no event, no `take` permission."""
    if token < 0:
        t.move_cleanup(giver, -n)
        t.move_cleanup(taker, n)
    else:
        t.move_resources(giver, token, -n)
        t.move_resources(taker, token, n)
    t.say(taker, "{} takes {} {} from {}", COLOURS[taker], n,
          "cleanup" if token < 0 else RESOURCES[token], COLOURS[giver], src=src)
