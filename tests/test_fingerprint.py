"""A fingerprint of the engine's behaviour: fixed seeded games in every mode, hashed.

Every legal-action list, every decision, every log line and the final save of each game
go into one hash, compared with the value committed here. A change of behaviour (a rule
fix, or a speed change that was meant to change nothing) shows up as a new value; a rule
fix updates the value in the same commit and says why.
"""

from __future__ import annotations

import hashlib
import random

import seastead_rules as s

# (mode, sides, specialists, seeds): duel A, B sides with decrees, a mix, specialists AB,
# and solo: 60 games.
GAMES = (
    ("duel", "AAAA", "A", range(0, 12)),
    ("duel", "BBBB", "A", range(100, 112)),
    ("duel", "ABAB", "AB", range(200, 212)),
    ("duel", "AAAA", "AB", range(300, 312)),
    ("solo", "AAAA", "A", range(400, 406)),
    ("solo", "AAAA", "AB", range(500, 506)),
)

FINGERPRINT = "10c3f81efdd038cdd1fa4f3958b6b7f311d38271b82e086fcfe9e326c816c063"


def play_and_hash(mode: str, sides: str, specialists: str, seed: int, digest) -> None:
    """Play one seeded game, choosing at random with the same seed, feeding `digest`."""
    game = s.new_game(seed, sides=sides, specialists=specialists, mode=mode)
    chooser = random.Random(seed)
    while not s.is_over(game):
        actions = s.legal_actions(game)
        digest.update("|".join(map(str, actions)).encode())
        d = game.decision
        digest.update(f"{d.player}:{d.kind}:{d.prompt}:{d.options}".encode())
        game = s.apply(game, chooser.choice(actions))
    for event in game.log.entries():
        digest.update(f"{event.player}:{event.text}:{event.src}".encode())
    digest.update(s.to_json(game).encode())


def fingerprint() -> str:
    """The hash of all the games in GAMES."""
    digest = hashlib.sha256()
    for mode, sides, specialists, seeds in GAMES:
        for seed in seeds:
            play_and_hash(mode, sides, specialists, seed, digest)
    return digest.hexdigest()


def test_behaviour_fingerprint_is_unchanged():
    assert fingerprint() == FINGERPRINT


if __name__ == "__main__":
    print(fingerprint())
