"""One random game of `check_game` (kernel/checks.py), played through the protocol and
checked at every step: see check_game for what is checked."""

from __future__ import annotations

import importlib.util
import random

from ..errors import IllegalAction, SaveFileError
from .chance import check_distribution, draw
from .leaks import Secrecy
from .protocol import CHANCE, EXPLICIT

__all__ = ["Run"]


class Run:
    """One random game, checked at every step."""

    def __init__(self, game, players: int, options: dict, seed: int, samples: int,
                 secrecy: Secrecy):
        self.game, self.players, self.options = game, players, options
        self.secrecy = secrecy
        self.rng, self.samples = random.Random(seed), samples
        self.seed = seed
        self.codec = game.actions(players, **options)
        self.tensors = game.tensors(players, **options) \
            if importlib.util.find_spec("numpy") else None
        self.bounds = game.bounds(players, **options)
        self.where = f"{game.name}, {players} players, seed {seed}"
        self.writers = None if self.tensors is None else \
            [self.tensors.writer(p) for p in range(players)]

    def fail(self, step: int, what: str) -> str:
        return f"{self.where}, step {step}: {what}"

    def play(self, explicit: bool = False) -> None:
        game = self.game
        chance = {"chance": EXPLICIT} if explicit else {}
        state = game.setup(self.seed, self.players, **chance, **self.options)
        assert game.setup(self.seed, self.players, **chance, **self.options) == state, \
            self.fail(0, "the same seed gave another game")
        playout = game.playout(state)
        played, step, draws = [], 0, 0
        while not game.is_over(state):
            legal = self.check_state(step, state, playout, played)
            if game.to_move(state) == CHANCE:
                assert explicit, self.fail(step, "normal play stopped at a chance decision")
                assert draws < self.bounds.max_chance, self.fail(step, "more chance "
                                                                       "decisions than max_chance")
                self.check_chance(step, state, legal)
                action, draws = draw(game, state, self.rng), draws + 1
            else:
                assert step - draws < self.bounds.max_length, \
                    self.fail(step, "longer than max_length")
                assert game.chance_outcomes(state) == (), \
                    self.fail(step, "chance outcomes at a player's decision")
                action = self.rng.choice(legal)
            state = game.apply(state, action)
            playout.apply(action)
            played.append(action)
            step += 1
            if step == 5:
                self.check_clone(step, playout)
        self.check_state(step, state, playout, played)
        self.check_end(step, state, played)

    def check_chance(self, step: int, state, legal) -> None:
        game, fail = self.game, self.fail
        outcomes = game.chance_outcomes(state)
        wrong = check_distribution(outcomes)
        assert wrong is None, fail(step, f"chance outcomes: {wrong}")
        assert tuple(o for o, _ in outcomes) == tuple(legal), \
            fail(step, "the legal actions at a chance decision are not its outcomes")
        seeded = game.seeded_outcome(state)
        assert seeded in legal, fail(step, f"the seeded outcome {seeded} is not an outcome")
        for outcome in {str(o): o for o in (legal[0], legal[-1], seeded)}.values():
            game.check(game.apply(state, outcome))

    def compare(self) -> None:
        """Explicit chance resolved by `seeded_outcome` plays normal play's game."""
        game, fail = self.game, self.fail
        state = game.setup(self.seed, self.players, **self.options)
        twin = game.setup(self.seed, self.players, chance=EXPLICIT, **self.options)
        rng, step = random.Random(self.seed), 0
        while True:
            while game.to_move(twin) == CHANCE:
                twin = game.apply(twin, game.seeded_outcome(twin))
            legal = game.legal_actions(state)
            assert game.to_move(twin) == game.to_move(state) and \
                tuple(map(str, game.legal_actions(twin))) == tuple(map(str, legal)), \
                fail(step, "explicit chance resolved by seeded_outcome plays another game")
            assert game.describe(twin) == game.describe(state) and all(
                game.observation_string(twin, p) == game.observation_string(state, p)
                for p in range(self.players)), \
                fail(step, "explicit chance resolved by seeded_outcome shows another game")
            if not legal:
                break
            action = rng.choice(legal)
            state, twin, step = game.apply(state, action), game.apply(twin, action), step + 1
        assert game.returns(twin) == game.returns(state), fail(step, "other returns")

    def check_state(self, step: int, state, playout, played) -> tuple:
        game, fail = self.game, self.fail
        game.check(state)
        legal = game.legal_actions(state)
        mover = game.to_move(state)
        assert (mover == -1) == game.is_over(state) == (legal == ()), \
            fail(step, "to_move is -1, the game is over and nothing is legal: all or none")
        assert len({str(a) for a in legal}) == len(legal), fail(step, "two legal actions "
                                                                "read the same")
        try:
            assert len(set(legal)) == len(legal), fail(step, "two legal actions are equal")
        except TypeError:
            raise AssertionError(fail(step, "an action is not hashable (frozen records are: "
                                            "the bots keep actions as dictionary keys)")) \
                from None
        if mover != -1:
            assert tuple(game.returns(state)) == (0.0,) * self.players, \
                fail(step, "returns before the end are not all 0")
        assert playout.freeze() == state, fail(step, "the playout and apply disagree")
        position = playout.position
        assert playout.to_move == mover == game.to_move(position), fail(step, "to_move")
        assert tuple(playout.legal_actions()) == tuple(legal) == \
            tuple(game.legal_actions(position)), fail(step, "legal actions in the playout")
        assert playout.is_over() == game.is_over(position), fail(step, "is_over in play")
        self.check_codec(step, state, position, legal)
        self.check_saves(step, state)
        for player in range(self.players):
            self.check_player(step, state, position, player)
        for earlier in played[-3:]:
            if all(str(earlier) != str(a) for a in legal):
                before = game.to_json(state)
                try:
                    game.apply(state, earlier)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(fail(step, f"{earlier} was applied, not legal"))
                assert game.to_json(state) == before, fail(step, "an illegal action changed "
                                                                 "the state")
        assert isinstance(game.describe(state), str), fail(step, "describe gives no text")
        return legal

    def check_codec(self, step: int, state, position, legal) -> None:
        codec, fail = self.codec, self.fail
        chance = self.game.to_move(state) == CHANCE
        size = codec.chance_size if chance else codec.size
        describe = codec.describe_outcome if chance else codec.describe
        indices, actions = codec.legal(state)
        assert tuple(actions) == tuple(legal), fail(step, "codec.legal's actions")
        assert list(codec.legal(position)[0]) == list(indices), fail(step, "codec.legal "
                                                                           "in play")
        assert len(set(indices)) == len(indices), fail(step, "two legal actions, one index")
        for i, action in zip(indices, actions):
            assert 0 <= i < size, fail(step, f"index {i} outside the action space")
            assert codec.index(state, action) == i, fail(step, f"codec.index of {action}")
            assert codec.action(state, i) == action, fail(step, f"codec.action({i})")
            assert isinstance(describe(i), str), fail(step, f"describe({i})")
        unused = [i for i in (0, size - 1, self.rng.randrange(size)) if i not in indices]
        for i in unused + [size, -1]:
            try:
                codec.action(state, i)
            except IllegalAction:
                continue
            raise AssertionError(fail(step, f"codec.action({i}) gave an action not legal"))

    def check_saves(self, step: int, state) -> None:
        game, fail = self.game, self.fail
        text = game.to_json(state)
        assert isinstance(text, str), fail(step, "to_json gives no text")
        assert game.from_json(text) == state, fail(step, "a save came back another state")
        for damaged in (text[: len(text) // 2], text + "}", "[]", "{}", "", None, 42):
            try:
                game.from_json(damaged)
            except SaveFileError:
                continue
            raise AssertionError(fail(step, f"a damaged save was read: {damaged!r:.60}"))

    def check_player(self, step: int, state, position, player: int) -> None:
        game, fail = self.game, self.fail
        # (An observation need not be a playable state, nor keep every invariant of one:
        # its hidden parts are hidden. What it must be is stable, and sampled from.)
        seen = game.observation(state, player)
        assert game.observation(seen, player) == seen, fail(step, "an observation of an "
                                                                  "observation differs")
        assert game.observation(position, player) == seen, fail(step, "observation in play")
        text = game.observation_string(state, player)
        tensor = None if self.tensors is None else self.tensors.write(state, player)
        if tensor is not None:
            self.check_tensor(step, tensor, state, position, player)
        samples = [game.sample(seen, player, self.rng) for _ in range(self.samples)]
        self.secrecy.see(state, seen, samples)
        for dealt in samples:
            game.check(dealt)
            assert game.observation(dealt, player) == seen, \
                fail(step, f"a sample for player {player} is seen otherwise")
            assert game.observation_string(dealt, player) == text, \
                fail(step, f"a sample's observation string for player {player}")
            if tensor is not None:
                assert (self.tensors.write(dealt, player) == tensor).all(), \
                    fail(step, f"a sample's tensor for player {player}")
            if player == game.to_move(state):
                assert tuple(map(str, game.legal_actions(dealt))) == \
                    tuple(map(str, game.legal_actions(state))), \
                    fail(step, "a sample gives the player to move other legal actions")
                self.play_out(step, dealt)

    def check_tensor(self, step: int, tensor, state, position, player: int) -> None:
        fail, shape = self.fail, tuple(self.tensors.shape)
        assert tensor.shape == shape and str(tensor.dtype) == "float32", \
            fail(step, f"the tensor is {tensor.dtype} {tensor.shape}, not float32 {shape}")
        assert ((tensor >= 0.0) & (tensor <= 1.0)).all(), \
            fail(step, "a tensor entry outside [0, 1] (or nan)")
        assert (self.tensors.write(position, player) == tensor).all(), \
            fail(step, "the tensor in play")
        assert (self.writers[player].tensor(position) == tensor).all(), \
            fail(step, f"player {player}'s tensor writer disagrees with write")

    def play_out(self, step: int, dealt) -> None:
        # A sample plays on: a few random actions in the playout mode.
        game, playout = self.game, self.game.playout(dealt)
        for _ in range(8):
            if playout.is_over():
                break
            playout.apply(self.rng.choice(playout.legal_actions()))
        game.check(playout.freeze())

    def check_clone(self, step: int, playout) -> None:
        game, twin = self.game, playout.clone()
        before = playout.freeze()
        if not twin.is_over():
            twin.apply(twin.legal_actions()[0])
        assert playout.freeze() == before, self.fail(step, "playing a clone changed the "
                                                           "playout it was cloned from")
        game.check(twin.freeze())

    def check_end(self, step: int, state, played) -> None:
        game, fail, bounds = self.game, self.fail, self.bounds
        returns = tuple(game.returns(state))
        assert len(returns) == self.players, fail(step, f"{len(returns)} returns")
        assert all(bounds.min_return <= r <= bounds.max_return for r in returns), \
            fail(step, f"returns {returns} outside the bounds")
        if bounds.return_sum is not None:
            assert abs(sum(returns) - bounds.return_sum) < 1e-9, \
                fail(step, f"returns {returns} do not sum to {bounds.return_sum}")
        if played:
            try:
                game.apply(state, played[-1])
            except IllegalAction:
                return
            raise AssertionError(fail(step, "an action was applied after the end"))
