"""The intervals of a balance report: Wilson for one proportion, and a normal interval
on the paired differences for a change (same seeds with and without it)."""

from __future__ import annotations

import math

__all__ = ["wilson", "paired", "rate", "win_share", "side_holder", "BAND", "MIN_APPEARANCES",
           "Z95"]

# An item's holder is "outside the even band" when its 95% interval lies entirely
# outside [baseline - BAND, baseline + BAND] (baseline 0.5 in a duel) over at least
# MIN_APPEARANCES games.
BAND = 0.15
MIN_APPEARANCES = 100
Z95 = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for wins out of n; (0, 1) when n is 0."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def win_share(record, player) -> float:
    """A game record's win for `player`: 1 if they won, 0.5 if the victory was shared,
    else 0."""
    w = record["winner"]
    return 0.5 if w is None else float(w == player)


def side_holder(points) -> int | None:
    """The holder of a flotilla side: the player with more location points on it
    (`points` per player); None on a tie."""
    return None if points[0] == points[1] else int(points[1] > points[0])


def rate(wins: float, n: int, baseline: float | None = None) -> dict:
    """A proportion with its Wilson interval; with `baseline`, also whether it lies
    clearly outside the even band around it (`flag`)."""
    low, high = wilson(wins, n)
    out = {"n": n, "wins": wins, "rate": wins / n if n else None, "ci95": [low, high]}
    if baseline is not None:
        out["flag"] = bool(n >= MIN_APPEARANCES and (high < baseline - BAND
                                                     or low > baseline + BAND))
    return out


def paired(without: list, with_: list, z: float = Z95, limit: float | None = None) -> dict:
    """The change from `without` to `with_`, measured pair by pair (game i of each was
    played from the same seeds): the mean of the differences with a normal 95% interval
    (mean ± z·sd/√n), cut to ±`limit` if given (1 for proportions). `significant` when
    the interval leaves out 0. `effect`: the change in standard deviations of the
    games' values (the two arms' pooled), to rank changes of different units by size;
    None when every game had the same value."""
    n = len(without)
    if n != len(with_):
        raise ValueError("paired samples must have the same length")
    diffs = [b - a for a, b in zip(without, with_)]
    mean_a = sum(without) / n if n else 0.0
    mean_b = sum(with_) / n if n else 0.0
    mean = sum(diffs) / n if n else 0.0
    if n > 1:
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
        half = z * sd / math.sqrt(n)
    else:
        half = math.inf
    low, high = mean - half, mean + half
    if limit is not None:
        low, high = max(low, -limit), min(high, limit)
    spread = 0.0
    if n > 1:
        var_a = sum((x - mean_a) ** 2 for x in without) / (n - 1)
        var_b = sum((x - mean_b) ** 2 for x in with_) / (n - 1)
        spread = math.sqrt((var_a + var_b) / 2)
    return {"n": n, "without": mean_a, "with": mean_b, "delta": mean,
            "ci95": [low, high], "significant": bool(n > 1 and (low > 0 or high < 0)),
            "effect": mean / spread if spread > 0 else None}
