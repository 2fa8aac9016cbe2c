"""Moving tokens between the supply and the players: the finite supply rules. Rulebook p. 10."""

from __future__ import annotations

from ..names import COLOURS, RESOURCES

__all__ = ["gain", "pay", "take_cleanup"]


def gain(t, player: int, r: int, n: int, src: str = "") -> int:
    """Take up to n of resource r from the supply; the rest is forfeited. Returns how many."""
    held = t.supply[r]
    got = n if n <= held else held
    if got:
        t.edit("supply")[r] -= got
        t.seat(player).resources[r] += got
    if got == n and 0 < n < _SMALL:
        t.note(player, _TAKES[player][r][n], src)
    elif n:
        short = f" ({n - got} forfeited: the supply is short)" if got < n else ""
        t.note(player, _moved(player, "takes", got, r) + short, src)
    return got


def pay(t, player: int, r: int, n: int, src: str = "") -> None:
    """Return n of resource r from a player's reserve to the supply."""
    if t.players[player].resources[r] < n:
        raise AssertionError(f"{COLOURS[player]} cannot pay {n} {RESOURCES[r]}")
    if not n:
        return
    t.seat(player).resources[r] -= n
    t.edit("supply")[r] += n
    t.note(player, _RETURNS[player][r][n] if 0 < n < _SMALL else
           _moved(player, "returns", n, r), src)


def _moved(player: int, verb: str, n: int, r: int) -> str:
    # The log line of tokens moved: "blue takes 2 kelp".
    return f"{COLOURS[player]} {verb} {n} {RESOURCES[r]}"


# Those lines for the usual small amounts, per player, type and amount, made once here
# instead of formatted on each move.
_SMALL = 10
_TAKES, _RETURNS = (tuple(tuple(tuple(_moved(p, verb, n, r) for n in range(_SMALL))
                                for r in range(4)) for p in (0, 1))
                    for verb in ("takes", "returns"))


def take_cleanup(t, player: int, n: int, src: str = "") -> None:
    """Take n cleanup tokens; what the supply lacks is recorded on the score pad. p. 10."""
    if n <= 0:
        return
    seat = t.seat(player)
    held = t.cleanup_supply
    got = n if n <= held else held
    t.cleanup_supply -= got
    seat.cleanup += got
    seat.cleanup_extra += n - got
    extra = f" ({n - got} recorded: the supply is empty)" if got < n else ""
    t.note(player, f"{COLOURS[player]} takes {n} cleanup{extra}", src)
