"""The OpenSpiel state of a kernel game (`openspiel.KernelSpielGame`'s): the game's State
held, its chance nodes and legal actions, resampling, text."""

from __future__ import annotations

from ..extras import need

need("ai", "numpy", "pyspiel")

import pyspiel  # noqa: E402

from ..errors import IllegalAction  # noqa: E402
from .arguments import check_seat  # noqa: E402
from .openspiel_observer import random_from  # noqa: E402
from .openspiel_text import Held, Replay, serialize  # noqa: E402
from .protocol import CHANCE, OVER  # noqa: E402

__all__ = ["KernelSpielState"]

_CHANCE, _TERMINAL = pyspiel.PlayerId.CHANCE, pyspiel.PlayerId.TERMINAL


class KernelSpielState(pyspiel.State):
    """A position of the game, a chance node while the game's chance decides."""

    def __init__(self, game):
        super().__init__(game)
        self._held = None
        self._chain = game.info_string == "history"     # keep each position's parent

    @property
    def game_state(self):
        """The kernel game's State."""
        held = self._held
        return held.state if isinstance(held, Held) else None

    def current_player(self):
        """The player to decide, CHANCE at a chance decision, TERMINAL at the end."""
        held = self._held
        if held is None:
            return pyspiel.PlayerId.CHANCE
        if type(held) is Replay:
            return held.to_move
        mover = held.mover
        if mover >= 0:
            return mover
        return _CHANCE if mover == CHANCE else _TERMINAL

    def _legal(self) -> dict:
        held = self._held
        if held.legal is None:
            indices, actions = self.get_game().space.legal(held.state)
            held.legal = dict(zip(indices, actions))
        return held.legal

    def is_chance_node(self):
        """Whether chance decides now (asked from Python, answered without a trip
        through OpenSpiel's C++ side)."""
        return self.current_player() == _CHANCE

    def legal_actions(self, player=None):
        """The legal action ids of `player` (default: whoever decides now), the chance
        outcome ids at a chance node, sorted (OpenSpiel's `legal_actions`, answered in
        Python for Python callers)."""
        mover = self.current_player()
        if player is None:
            player = mover
        if player == _CHANCE:
            return [i for i, _ in self.chance_outcomes()] if mover == _CHANCE else []
        return self._legal_actions(player)

    def _legal_actions(self, player):
        held = self._held
        if not isinstance(held, Held) or player != held.mover:
            return []
        return sorted(self._legal())

    def chance_outcomes(self):
        """[(outcome id, probability)] at a chance node, by id; the game's own
        distribution."""
        held = self._held
        if held is None:
            n = self.get_game().seeds
            return [(seed, 1.0 / n) for seed in range(n)]
        odds = held.odds
        if odds is None:
            odds = held.odds = self.get_game().chance(held.game.chance_outcomes(held.state))
        return odds[0]

    def _apply_action(self, action):
        held = self._held
        if held is None:
            game = self.get_game()
            kernel = game.kernel_game
            self._held = Held(kernel, kernel.setup(int(action), game.players, **game.options))
            return
        if type(held) is Replay:
            held.at += 1
            return
        if held.mover == CHANCE:
            odds = held.odds
            if odds is None:
                odds = held.odds = self.get_game().chance(
                    held.game.chance_outcomes(held.state))
            legal = odds[1]
        else:
            legal = self._legal()
        chosen = legal.get(action)
        if chosen is None:
            raise IllegalAction(f"{'outcome' if held.mover == CHANCE else 'action'} {action} "
                                f"is not legal now (the legal ones: {sorted(legal)[:20]})")
        if self._chain:
            self._held = Held(held.game, held.game.apply(held.state, chosen), held.dealt,
                              held, (held.mover, action))
        else:
            self._held = Held(held.game, held.game.apply(held.state, chosen), held.dealt)

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state of this game at the same point that looks to `player_id` exactly like
        this one: what that player has not seen is dealt anew by the game's `sample`, so
        the information-state string and tensor and the observation for `player_id` are
        the same (a recall digest, `openspiel_recall`, carried over). One number is drawn
        from `probability_sampler` (OpenSpiel's sampler, any callable giving a number in
        [0, 1), or a `random.Random`) and seeds the dealing. Its history has the players'
        actions of this one and, where the game gives them (`chance_history`), the chance
        outcomes that deal the new state, so the true hidden outcomes do not leak."""
        game = self.get_game()
        player_id = check_seat(player_id, game.num_players(), "player_id")
        rng = random_from(probability_sampler)
        held = self._held
        if held is None:
            return self.clone()
        seen = held.game.observation(held.state, player_id)
        sampled = held.game.sample(seen, player_id, rng)
        steps = [(step.player, step.action) for step in self.full_history()]
        chance = getattr(held.game, "chance_history", None)
        if game.seed_node:              # the seed drawn anew, so the true one does not leak
            steps[0] = (steps[0][0], rng.randrange(game.seeds))
        elif chance is not None:
            steps = _dealt_history(game, steps, chance(sampled))
        out = game.new_initial_state()
        out._held = Replay([player for player, _ in steps])
        for _, action in steps:
            out.apply_action(action)
        out._held = Held(held.game, sampled, dealt=True)
        if self._chain:             # what the player saw: the same, whatever was dealt
            out._held.recall = {player_id: game.recall_digest(self, player_id)}
        return out

    def _action_to_string(self, player, action):
        game = self.get_game()
        space = game.space
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}" if game.seed_node else space.describe_outcome(action)
        return space.describe(action)

    def is_terminal(self):
        """Whether the game is over."""
        held = self._held
        return isinstance(held, Held) and held.mover == OVER

    def returns(self):
        """The game's returns at the end (0 each before)."""
        held = self._held
        if not isinstance(held, Held):
            return [0.0] * self.get_game().num_players()
        return [float(r) for r in held.game.returns(held.state)]

    def serialize(self):
        """This state as plain text lines (see `openspiel_text`)."""
        return serialize(self)

    def __str__(self):
        held = self._held
        if not isinstance(held, Held):
            return "the seed is not drawn yet"
        return held.game.describe(held.state)


def _dealt_history(game, steps: list, outcomes: tuple) -> list:
    # The history `steps` with its chance entries, in order, replaced by the ids of the
    # chance outcomes that deal a sampled state.
    chance = pyspiel.PlayerId.CHANCE
    ids = iter([game.outcome_id(o) for o in outcomes])
    return [(player, next(ids) if player == chance else action) for player, action in steps]
