"""Seastead as an OpenSpiel Python game: importing this module registers `python_seastead`.

    import pyspiel
    import seastead_rules.ai.openspiel  # noqa: F401  (registers the game)

    game = pyspiel.load_game("python_seastead", {"sides": "AAAA", "specialists": "A"})
    state = game.new_initial_state()     # a chance node: the first card of the deal

Parameters: `sides` (four letters A or B), `specialists` ("A" or "AB"), `mode` ("duel"
or "solo": one player against the Boss), `decree` (the initial decree's name, or "" for
one drawn), `seeds` (0, the default: no seed node; see below) and `extra` (a .sea file
or a folder of them added to the shipped content, their cards and sides replacing those
of the same name, as `seastead play --extra PATH --replace`; "" for none). The game is
the kernel's OpenSpiel game (`seastead_rules.kernel.openspiel`) playing Seastead
(`seastead_rules.game`) set up with explicit chance: its chance nodes are setup's deal,
every card of every pile shuffled at setup (the dive deck's depths, the demand tokens,
the specialists, the dock tiles, the decrees) drawn in turn, each card not dealt yet
equally likely (`seastead_rules.engine.dealing`); nothing later is random. With `seeds`
N > 0 the game has instead one chance node, at the start, which picks the seed from
range(N), every shuffle following from it (the model of earlier versions). Actions are
the indices of `seastead_rules.ai.encode`; observation and information-state tensors and
strings come through OpenSpiel's observer API. Returns: 1 for a win, -1 for a loss, 0
for a tie. `state.resample_from_infostate(player, sampler)` deals what that player
cannot see anew (`seastead_rules.sample_state`), for information-set searches.
`state.serialize()` and `game.deserialize_state(text)` write and read plain text, never
a pickle (`seastead_rules.ai.openspiel_text`).
"""

from __future__ import annotations

from ..extras import need

need("ai", "numpy", "pyspiel")

import pyspiel  # noqa: E402

from ..engine.dealing import Dealing  # noqa: E402
from ..engine.hidden_cards import seen_dive_cards  # noqa: E402
from ..errors import ArgumentError, SaveFileError  # noqa: E402
from ..game import MAX_GAME_LENGTH, SEASTEAD, players_of  # noqa: E402
from ..kernel.arguments import check_int, check_seat, check_type, shown  # noqa: E402
from ..kernel.openspiel import (  # noqa: E402
    MAX_SEEDS,
    KernelObserver,
    KernelSpielGame,
    KernelSpielState,
    register_class,
)
from ..kernel.protocol import setup_options  # noqa: E402
from ..model.state import State  # noqa: E402
from .openspiel_text import FORMAT, seastead_with  # noqa: E402

__all__ = ["SeasteadGame", "SeasteadState", "SeasteadObserver", "MAX_GAME_LENGTH"]

_DEFAULTS = {"sides": "AAAA", "specialists": "A", "mode": "duel", "decree": "",
             "seeds": 0, "extra": ""}

SeasteadState = KernelSpielState
"""A position of the game, or the chance node before it (the kernel's)."""
SeasteadObserver = KernelObserver
"""OpenSpiel's observer for the game (the kernel's: Seastead's tensor and strings)."""


class SeasteadGame(KernelSpielGame):
    """The game with its parameters: see the module's docstring."""

    kernel_game = SEASTEAD
    short_name = "python_seastead"
    long_name = "Python Seastead"
    text_format = FORMAT
    info_string = "history"

    @classmethod
    def parameters(cls) -> dict:
        """The parameters with their defaults: sides, specialists, mode, decree, seeds,
        extra."""
        return dict(_DEFAULTS)

    def configure(self, params: dict) -> tuple:
        """(Seastead with the `extra` content, 1 player in solo mode or 2, the options);
        `seeds` above 0 asks for the seed node."""
        self.seed_node = check_int(params["seeds"], "seeds", 0, MAX_SEEDS) > 0
        players = players_of(params["mode"])
        game = seastead_with(params["extra"])
        options = {key: params[key] for key in ("sides", "specialists", "decree")}
        return (game, *setup_options(game, players, options))

    @property
    def content(self):
        """The content played (the shipped content with `extra`'s)."""
        return self.kernel_game.content

    def accepted_names(self) -> tuple:
        """Its own name, and the name a state of the shipped content serialized before
        the `extra` parameter existed carries (without `extra=`)."""
        return (str(self), str(self).replace("extra=,", ""))

    def check_saved(self, state) -> None:
        """SaveFileError unless the save is of a game with this game's options."""
        super().check_saved(state)
        mode = "solo" if self.players == 1 else "duel"
        wanted = {**self.options, "decree": self.options["decree"] or None, "mode": mode}
        if dict(state.options) != wanted:
            raise SaveFileError(f"the saved state's options {dict(state.options)} are not "
                                f"the game's {wanted}")

    def seen_step(self, before, after, player: int, step) -> str:
        """As the kernel's (a chance outcome reads "chance"), but another player's answer
        naming a dive card `player` sees neither before nor after it reads "?"."""
        text = super().seen_step(before, after, player, step)
        for name, position in (("before", before), ("after", after)):
            if not (type(position) is Dealing or isinstance(position, State)):
                raise ArgumentError(f"{name} must be a State or a Dealing of the game, not "
                                    f"{shown(position)}")
        mover, action = step
        if mover == player or mover < 0:
            return text
        card = self.space.card_of(action)
        if card is not None and not any(
                type(s) is not Dealing and card in seen_dive_cards(s, player)
                for s in (before, after)):
            return f"{mover}:?"
        return f"{mover}:{action}"

    def history_string(self, state, player: int) -> str:
        """The players' actions (not chance's: no player sees a card dealt); an answer
        naming a dive card the player cannot see (one the other player looked at or
        keeps) reads '?', as in the observation's log."""
        check_type(state, KernelSpielState, "state", "a state of this OpenSpiel game")
        held, player = state.game_state, check_seat(player, self.players)
        shown = () if type(held) is Dealing else seen_dive_cards(held, player)
        space = self.space

        def named(action: int) -> str:
            card = space.card_of(action)
            return "?" if card is not None and card not in shown else str(action)

        chance = pyspiel.PlayerId.CHANCE
        return " ".join(named(step.action) for step in state.full_history()
                        if step.player != chance)


register_class(SeasteadGame)
