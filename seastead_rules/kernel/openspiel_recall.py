"""Perfect recall for a kernel game whose State keeps no history of what was seen.

A player's information state must hold everything that player has seen and done since
the start: a card they looked at and put back, a card they drew and spent, how far a
deal has gone. Such a game's OpenSpiel information-state string (`HistoryObserver`)
carries a digest of that whole sequence: for each step, who moved and the action as the
player sees it (`KernelSpielGame.seen_step`: a chance outcome is only "chance", its
effect seen, if ever, in what follows), then what the player sees after it (the game's
observation string). Each position's digest is the digest of its parent's with that
step: BLAKE2b of 128 bits, so two sequences the player can tell apart share a digest
with probability about 2^-128, and two the player cannot tell apart always share it.

A position keeps its parent (`Held.parent`) until every player's digest is known; a
resampled position starts from the digest of the position it was sampled from.
"""

from __future__ import annotations

import hashlib
import re

from ..errors import SaveFileError

__all__ = ["DIGEST_SIZE", "digest", "write_digests", "read_digests"]

DIGEST_SIZE = 16
"""Bytes in a recall digest (written as twice as many hex digits)."""

_START = b"start\n"
_ENTRY = re.compile(r"([0-9]{1,2}):([0-9a-f]{32})", re.ASCII)


def digest(held, player: int, players: int, step_text, seen_text) -> bytes:
    """The recall digest of `player` at `held` (a `Held`): its parent's, the step that
    led here as `step_text(parent, held, player)` writes it, and what the player sees
    here (`seen_text(held, player)`); found once and kept, walking up the parents to the
    first digest known. A position whose every player's digest is known lets its parent
    go."""
    chain, at, known = [], held, None
    while True:
        recall = at.recall
        known = recall.get(player) if recall else None
        if known is not None:
            break
        chain.append(at)
        if at.parent is None:
            break
        at = at.parent
    for at in reversed(chain):
        blake = hashlib.blake2b(known or _START, digest_size=DIGEST_SIZE)
        parent = at.parent
        if parent is not None:
            blake.update(step_text(parent, at, player).encode("utf-8", "surrogatepass"))
            blake.update(b"\n")
        blake.update(seen_text(at, player).encode("utf-8", "surrogatepass"))
        known = blake.digest()
        if at.recall is None:
            at.recall = {}
        at.recall[player] = known
        if len(at.recall) == players:
            at.parent = None        # (every player's digest here: the past is not needed)
    return known


def write_digests(digests: dict) -> str:
    """The text of a `recall=` line's value: `player:hex` for each player, by player."""
    return ",".join(f"{p}:{d.hex()}" for p, d in sorted(digests.items()))


def read_digests(text: str, players: int) -> dict:
    """{player: digest} from a `recall=` line's value; SaveFileError if it is not one
    digest for each of `players` players."""
    digests = {}
    for n, part in enumerate(text.split(",") if text else (), 1):
        found = _ENTRY.fullmatch(part)
        if found is None:
            raise SaveFileError(f"damaged serialized state: recall entry {n} is "
                                f"{part[:40]!r}, not player:32 hex digits")
        digests[int(found.group(1))] = bytes.fromhex(found.group(2))
    if sorted(digests) != list(range(players)):
        raise SaveFileError(f"damaged serialized state: the recall line names the players "
                            f"{sorted(digests)}, not each of the {players} once")
    return digests
