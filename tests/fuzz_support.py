"""Playing fuzzed cards with every check at every step: a game with the cards of a text in
play, each position checked (the invariants, a save and load giving the same state, what
each player sees of it against a game sampled from that, a `may` offered only when what
it spends and gives can be paid, the round-start and turn-start hooks run once a round
and a turn), the game played to its end within a cap, then replayed from its first
position by the texts of its actions."""

from __future__ import annotations

import random

import attrs
from cards_support import holding
from support import at_turn

import seastead_rules as s
from seastead_rules.engine import ops
from seastead_rules.engine.counts import counter_value
from seastead_rules.engine.feasible import allowed_types
from seastead_rules.model import cards
from seastead_rules.model import effects as fx
from seastead_rules.model.state import Frame
from seastead_rules.testing import check_invariants
from seastead_rules.testing.nesting import TALLIES

# Random play with random cards ends within a few hundred steps (questions included); a
# game still going after STEP_CAP breaks the rule "Every game ends" (docs/language.md).
STEP_CAP = 1500


def fuzz_setup(content, records, seed: int):
    """A game with the text's cards in play: its decree from the start, its side laid
    out, its specialist held face up by blue (the turn question asked again, as the
    engine asks it of a player holding it; not held when a question of the setup, from
    a hook, offers it)."""
    rng = random.Random(seed)
    faces = list(rng.choice(("BBBB", "ABAB", "BABA", "AABB", "BBAA")))
    for side in (r for r in records if isinstance(r, cards.Side)):
        if faces.count("B") < 3:    # (a decree needs B sides, a mix two of them: p. 11-12)
            faces = ["B"] * 4
        faces[side.tile - 1] = side.face
    decrees = [r.name for r in records if isinstance(r, cards.Decree)]
    game = s.new_game(seed, sides="".join(faces), specialists="AB", content=content,
                      decree=rng.choice(decrees) if decrees else None)
    held = [r.name for r in records if isinstance(r, cards.Specialist)]
    if not held:
        return game
    d = game.decision
    if d.kind != "turn":
        return game if any(held[0] in o for o in d.options) else holding(game, 0, held[0])
    game = holding(game, 0, held[0])
    # (stage 2: the start of the turn, its hooks included, is behind it)
    again = Frame((attrs.evolve(d.op, stage=2),), 0, d.ctx)
    return at_turn(game, {"stack": game.stack[:-1] + (again,)})


def checked(state, content, seen_every: int = 1, step: int = 0) -> None:
    """AssertionError unless `state` keeps the invariants and saves and loads as it is;
    every `seen_every` steps, what each player sees of it must also be what they see of
    a game sampled from their observation."""
    check_invariants(state)
    loaded = s.from_json(s.to_json(state), content)
    assert loaded == state, "the state loaded from its save differs from it"
    if step % seen_every == 0:
        for player in (0, 1):
            seen = s.observation(state, player)
            sampled = s.sample_state(seen, player, random.Random(step))
            assert s.observation(sampled, player) == seen, \
                f"{player}'s observation of a game sampled from it differs from it"


def payable(state) -> None:
    """AssertionError if the pending question offers a `may`, or a specialist's ability
    (used first, after a dive or build, or in reaction), whose spends and gives (those
    of its own block) the player cannot pay all at once, judged by trying every way to
    pay them, token by token (docs/rulings.md: a `may` is offered only when it can be
    carried out, and so is an ability)."""
    d = state.decision
    if d is None:
        return
    specs = state.content.specialist
    if d.kind == "may" and type(d.op) is fx.May:
        blocks = [d.op.body]
    elif type(d.op) in (ops.TurnOp, ops.Window):     # (used first, or after the turn's step)
        blocks = [specs[c].use for c in d.values if c is not None]
    elif type(d.op) is ops.ReactWindow:
        blocks = [specs[v[0]].reacts[v[1]].effect for v in d.values if v is not None]
    else:
        return
    seat = state.players[d.ctx.player]
    for block in blocks:
        costs = [e for e in block if type(e) in (fx.Spend, fx.Give)]
        cleanup = sum(e.amount for e in costs if e.what.mode == "cleanup")
        each = [(allowed_types(state, e.what, d.ctx), e.amount) for e in costs
                if e.what.mode != "cleanup"]
        assert cleanup <= seat.cleanup and _pays(list(seat.resources), each), \
            f"{d.prompt!r} offers {block}, which {seat.resources} cannot pay"


def _pays(held: list, costs: list) -> bool:
    # Whether some way of paying each cost, one token at a time, pays them all.
    if not costs:
        return True
    (types, n), rest = costs[0], costs[1:]
    if n <= 0:
        return _pays(held, rest)
    for r in types:
        if held[r] > 0:
            held[r] -= 1
            found = _pays(held, [(types, n - 1)] + rest)
            held[r] += 1
            if found:
                return True
    return False


class Tally:
    """The tally of the side of nested_texts: the rounds begun must be the round, and
    the turns begun must not change while one turn asks its question again (a
    specialist used first, say)."""

    def __init__(self):
        self.turn, self.turns = None, None

    def check(self, state) -> None:
        """AssertionError when a round-start or turn-start hook ran twice."""
        d = state.decision
        if d is None or d.kind != "turn" or "rounds" not in state.content.counters:
            return
        rounds, turns = (counter_value(state, c, 0) for c in TALLIES)
        assert rounds == state.round, f"round-start hooks ran {rounds} times in {state.round}" \
                                      " rounds"
        turn = (state.round, state.current, counter_value(state, "extra", state.current))
        if turn == self.turn:
            assert turns == self.turns, "turn-start hooks ran twice in one turn"
        self.turn, self.turns = turn, turns


def play_checked(content, records, seed: int, text: str, seen_every: int = 1) -> int:
    """Play a game with the cards at random to its end, every position `checked`, then
    replay it; the number of actions played. AssertionError naming the seed, the step
    and the text on any failure."""
    first = state = fuzz_setup(content, records, seed)
    rng, played, states, tally = random.Random(seed), [], [first], Tally()
    try:
        for step in range(STEP_CAP):
            checked(state, content, seen_every, step)
            payable(state)
            tally.check(state)
            if s.is_over(state):
                break
            action = rng.choice(s.legal_actions(state))
            played.append(str(action))
            state = s.apply(state, action)
            states.append(state)
        else:
            raise AssertionError(f"the game did not end in {STEP_CAP} steps (every game "
                                 "ends: docs/language.md)")
        replayed(first, played, states)
    except Exception as err:  # noqa: BLE001 - the bug we hunt, shown with its text
        raise AssertionError(f"seed {seed}, step {len(played)}: {type(err).__name__}: "
                             f"{err}\nfor the text:\n{text}") from err
    return len(played)


def replayed(first, played: list, states: list) -> None:
    """The game replayed from `first` by the texts of its actions gives the same states
    and the same log."""
    state = first
    for i, text in enumerate(played):
        legal = [a for a in s.legal_actions(state) if str(a) == text]
        assert len(legal) == 1, f"replay: action {i} {text!r} is legal {len(legal)} times"
        state = s.apply(state, legal[0])
        assert state == states[i + 1], f"replay: the state after action {i} ({text}) differs"
    assert [e.text for e in state.log.entries()] == \
        [e.text for e in states[-1].log.entries()], "replay: the log differs"
