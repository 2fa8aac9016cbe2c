"""The builds offered at a turn are exactly the builds the rules allow.

`legal_builds` (engine/build.py) lists a player's builds from shared preconditions and
price tables, with a slower path when cost-cutting specialists or a decree are in play;
`check_build` is the one definition of whether a single build is legal. Here a plain
reference tries every kind, flotilla 1-4, location 0-5 and group of the player's face-up
cost-cutting specialists (cards with a `discount`), keeps the groups docs/rulings.md
allows (each card lowers what is paid) and asks `check_build` about each build. On turn
questions from seeded random games of every mode (A sides, B sides with their decrees,
mixes, solo; the first-game specialists and both sets) it must find exactly the builds
in `legal_actions`, none of them offered twice; and `check_build` must refuse the
groups the ruling leaves out.

Half the games are played by a collector, who takes the cost-cutting specialists when
offered, favours academies and seldom spends its cards, so that positions with one or
both cost-cutters face up, and late-game boards, are common.

The default run checks POSITIONS turn questions, 4-6 s on two slow cores (50,000 take
about 40 s there, too long for every run). The soak checks SOAK_POSITIONS from other
games (about 65 s) and plays every offered build through `apply`, which must accept it:

    .venv/bin/python -m pytest -m soak tests/test_legal_builds.py

A failure names the game's seed and the number of actions played: `replay(seed, n)`
gives the state.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from support import scenario, spot, texts

import seastead_rules as s
from seastead_rules.engine.build import build_cost, check_build
from seastead_rules.errors import IllegalAction
from seastead_rules.model.actions import Answer, Build
from seastead_rules.model.names import FLOTILLAS, KINDS, LOCATIONS, flotilla_indices

POSITIONS = 6_000
SOAK_POSITIONS = 60_000
MAX_ACTIONS = 1000

# (sides, specialist sets, mode): decrees come with the B sides (p. 11).
SETUPS = (
    ("AAAA", "A", "duel"), ("AAAA", "AB", "duel"),
    ("BBBB", "A", "duel"), ("BBBB", "AB", "duel"),
    ("ABAB", "AB", "duel"), ("ABBA", "A", "duel"), ("ABBA", "AB", "duel"),
    ("BAAB", "AB", "duel"),
    ("AAAA", "A", "solo"), ("AAAA", "AB", "solo"),
)


# ---- the reference ---------------------------------------------------------------------

def cost_cutters(state, player: int) -> list[str]:
    """The player's face-up specialists with a discount, in the order taken."""
    specs = state.content.specialist
    return [c for c, up in state.players[player].specialists if up and specs[c].discount]


def each_card_lowers_the_cost(state, player: int, build: Build) -> bool:
    """The ruling (docs/rulings.md): cost-cutting specialists are exhausted with a build
    only when each of them lowers what is paid."""
    if not build.using:
        return True
    kind = KINDS.index(build.kind)
    index = spot(build.flotilla, build.location)
    cost = build_cost(state, player, kind, index, build.using)
    return all(build_cost(state, player, kind, index,
                          tuple(c for c in build.using if c != card)) > cost
               for card in build.using)


def allowed(state, player: int, build: Build) -> bool:
    try:
        check_build(state, player, build)
    except IllegalAction:
        return False
    return True


def key(build: Build) -> tuple:
    # The order of the cards named in `using` does not matter to the rules.
    return build.kind, build.flotilla, build.location, frozenset(build.using)


def builds_by_the_rules(state) -> tuple[set, list]:
    """(the legal builds of the player to move, as keys; the builds check_build allows
    although a card named would not lower the cost)."""
    player = state.to_move
    cutters = cost_cutters(state, player)
    groups = [g for n in range(len(cutters) + 1) for g in itertools.combinations(cutters, n)]
    legal, against_ruling = set(), []
    for kind in KINDS:
        for flotilla in range(1, 5):
            for location in range(6):
                for using in groups:
                    build = Build(kind, flotilla, location, using)
                    if each_card_lowers_the_cost(state, player, build):
                        if allowed(state, player, build):
                            legal.add(key(build))
                    elif allowed(state, player, build):
                        against_ruling.append(build)
    return legal, against_ruling


# ---- positions -------------------------------------------------------------------------

def setup_of(seed: int) -> tuple[str, str, str, bool]:
    """(sides, specialist sets, mode, played by a collector) of game `seed`."""
    sides, specialists, mode = SETUPS[seed % len(SETUPS)]
    return sides, specialists, mode, seed // len(SETUPS) % 2 == 1


def choose(state, actions, rng: random.Random, collector: bool):
    """A random legal action. A collector takes cost-cutting specialists when offered,
    turns cards face up again, seldom spends a card, and favours academies (each brings
    a specialist, p. 8)."""
    if not collector:
        return rng.choice(actions)
    specs = state.content.specialist
    d = state.decision
    if d.kind != "turn":
        for answer in actions:
            card = specs.get(answer.text.removeprefix("specialist "))
            if card is not None and card.discount:
                return answer
        if "exhaust" in d.prompt and Answer("no") in actions:
            return Answer("no")
        if "refresh" in d.prompt and Answer("yes") in actions:
            return Answer("yes")
        return rng.choice(actions)
    if rng.random() < 0.05:
        return rng.choice(actions)
    keeping = [a for a in actions if type(a) is not Build or not a.using]
    academies = [b for b in keeping if type(b) is Build and b.kind == "academy"]
    if academies and rng.random() < 0.6:
        return rng.choice(academies)
    return rng.choice(keeping or actions)


def turn_questions(seed: int):
    """(actions played, state, legal actions) for every turn question of game `seed`."""
    sides, specialists, mode, collector = setup_of(seed)
    rng = random.Random(seed)
    state = s.new_game(seed, sides=sides, specialists=specialists, mode=mode)
    for played in range(MAX_ACTIONS):
        if s.is_over(state):
            return
        actions = s.legal_actions(state)
        if state.decision.kind == "turn":
            yield played, state, actions
        state = s.apply(state, choose(state, actions, rng, collector))
    raise AssertionError(f"game {seed} did not end within {MAX_ACTIONS} actions")


def replay(seed: int, played: int):
    """The state of random game `seed` after `played` actions (to look at a failure)."""
    for n, state, _ in turn_questions(seed):
        if n == played:
            return state
    raise ValueError(f"game {seed} has no turn question after {played} actions")


# ---- the comparison --------------------------------------------------------------------

def differences(state, actions, also_apply: bool = False) -> list[str]:
    """What is wrong with the builds among `actions`, the legal actions in `state`, in
    words (empty when right)."""
    offered = [a for a in actions if type(a) is Build]
    wrong = []
    twice = [b for b, n in Counter(map(key, offered)).items() if n > 1]
    if twice:
        wrong.append(f"offered more than once: {twice}")
    legal, against_ruling = builds_by_the_rules(state)
    keys = set(map(key, offered))
    if keys - legal:
        wrong.append(f"offered but not legal: {sorted(keys - legal, key=repr)}")
    if legal - keys:
        wrong.append(f"legal but not offered: {sorted(legal - keys, key=repr)}")
    if against_ruling:
        wrong.append(f"check_build allows a card that lowers nothing: {against_ruling}")
    if also_apply:
        for build in offered:
            try:
                s.apply(state, build)
            except IllegalAction as err:
                wrong.append(f"apply refuses the offered {build}: {err}")
    return wrong


def check_positions(count: int, first_seed: int, also_apply: bool = False) -> Counter:
    """Compare on `count` turn questions from games `first_seed`, `first_seed + 1`, ...;
    fail naming every game with a mismatch (at most 5). Returns what was seen."""
    seen, failures = Counter(), []
    seed = first_seed
    while seen["positions"] < count and len(failures) < 5:
        for played, state, actions in turn_questions(seed):
            player = state.to_move
            seen["positions"] += 1
            seen["solo"] += state.solo
            seen["decree"] += bool(state.decrees)
            cutters = len(cost_cutters(state, player))
            seen[f"{cutters} cost-cutter{'s' if cutters != 1 else ''}"] += 1
            seen["decree and a cost-cutter"] += bool(state.decrees) and cutters > 0
            seen["builds using cards"] += sum(type(a) is Build and bool(a.using)
                                              for a in actions)
            board = state.buildings
            seen["half the board built"] += board.count(-1) <= LOCATIONS // 2
            seen["a flotilla full"] += any(all(board[i] != -1 for i in flotilla_indices(f))
                                             for f in range(FLOTILLAS))
            seen["builds offered"] += sum(type(a) is Build for a in actions)
            wrong = differences(state, actions, also_apply)
            if wrong:
                failures.append(f"game {seed} {setup_of(seed)} after {played} actions "
                                f"(replay({seed}, {played})): " + "; ".join(wrong))
                break
            if seen["positions"] >= count:
                break
        seed += 1
    seen["games"] = seed - first_seed
    assert not failures, "\n".join(failures)
    return seen


def test_legal_builds_are_exactly_the_builds_check_build_allows():
    seen = check_positions(POSITIONS, first_seed=0)
    # The sample reaches every case: solo, decrees, one and two cost-cutters in hand.
    assert seen["solo"] > 400 and seen["decree"] > 2000
    assert seen["1 cost-cutter"] > 400 and seen["2 cost-cutters"] > 40
    assert seen["decree and a cost-cutter"] > 200 and seen["builds using cards"] > 1000


def test_two_cost_cutters_go_together_only_when_each_lowers_what_is_paid():
    game = scenario(demand=["kelp", "metal", "fish", "artifact"], locked=4, specialists="AB",
                    specialists0=["Shipwright", "Engineer"], player0={"kelp": 5})
    # Flotilla 1 demands kelp; locations 3, 5 and 2 cost 5, 3 and 2, with no port tag.
    offered = texts(game)
    assert "build port at flotilla 1 location 3 using Shipwright, Engineer" in offered  # 1
    assert "build port at flotilla 1 location 5 using Shipwright, Engineer" in offered  # 0
    assert "build port at flotilla 1 location 2 using Shipwright" in offered           # 0
    assert "build port at flotilla 1 location 2 using Engineer" in offered             # 0
    assert "build port at flotilla 1 location 2" in offered                            # 2
    # Either card alone already makes location 2 free: the pair is neither offered nor
    # allowed.
    assert "build port at flotilla 1 location 2 using Shipwright, Engineer" not in offered
    reason = s.why_not(game, Build("port", 1, 2, ("Shipwright", "Engineer")))
    assert reason.endswith("it would lower the cost no further"), reason


@pytest.mark.soak
def test_legal_builds_are_exactly_the_builds_apply_allows_over_many_games():
    # Every offered build is also played through `apply`, which must accept it.
    seen = check_positions(SOAK_POSITIONS, first_seed=100_000, also_apply=True)
    print(dict(seen))
