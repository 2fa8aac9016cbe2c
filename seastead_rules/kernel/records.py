"""Game records for any game: the game's name, its setup (players, options, seed) and
the actions as text; replayed through the protocol, written and read as JSON text.

    record = record_of(GAME, seed=7, players=3, actions=played)
    text = record.to_json()
    states = replay(GAME, GameRecord.from_json(text))     # every state, from setup on

An action is recorded by its text (`str(action)`), which is unique among the legal
actions of a state: replaying finds the legal action that reads so. A game set up with
explicit chance (`chance="explicit"`) records its chance outcomes among the actions, as
they were chosen; its record says so (`chance`), and a record of normal play does not
name it.
"""

from __future__ import annotations

from attrs import field, frozen

from ..errors import ArgumentError, IllegalAction, RulesError, SaveFileError
from .arguments import SEED_MAX, check_int, check_is_game, check_type
from .protocol import CHANCE_MODES, SEEDED, chance_mode, setup_options
from .saves import expect, read_document, shown, write_document
from .saves import field as read_field

__all__ = ["GameRecord", "ReplayError", "record_of", "replay", "FORMAT", "VERSION"]

FORMAT = "game-record"
VERSION = 1
_WHAT = "game record"


class ReplayError(RulesError):
    """A recorded action is not legal (any more): which one, and why. `index` is the
    action's place in `record.actions` (from 0; -1 when the recorded setup itself cannot
    be made); `states` holds the states replayed before it."""

    def __init__(self, message: str, index: int, states: tuple):
        super().__init__(message)
        self.index, self.states = index, states


def _options(value) -> dict:
    if not isinstance(value, dict):
        check_type(value, (), "options", "a dict of the game's options")
    return dict(value)


def _texts(value) -> tuple:
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        check_type(value, (), "actions", "a list of actions as text")
    value = tuple(value)
    for i, text in enumerate(value):
        check_type(text, str, f"actions[{i}]", "an action's text (str(action))")
    return value


@frozen
class GameRecord:
    """Everything needed to replay a game: the game's name, players, options, seed and
    the actions as text."""
    game: str = field(validator=lambda _, a, v: check_type(v, str, a.name, "a game's name"))
    players: int = field(validator=lambda _, a, v: check_type(v, int, a.name, "an int"))
    options: dict = field(converter=_options)
    seed: int = field(default=0, validator=lambda _, a, v: check_int(v, a.name, 0, SEED_MAX))
    actions: tuple = field(default=(), converter=_texts)
    chance: str = field(default=SEEDED, converter=chance_mode)

    def to_json(self) -> str:
        """The record as JSON text."""
        extra = {} if self.chance == SEEDED else {"chance": self.chance}
        return write_document(FORMAT, VERSION, {
            "game": self.game, "players": self.players, "options": self.options,
            "seed": self.seed, "actions": list(self.actions), **extra})

    @classmethod
    def from_json(cls, text) -> "GameRecord":
        """A record read from JSON text; SaveFileError naming the field when it is not."""
        d = read_document(text, FORMAT, VERSION, _WHAT)
        options = read_field(d, "options", dict)
        for key, value in options.items():
            expect(value, (bool, int, float, str), f"$.options.{key}")
        actions = read_field(d, "actions", list)
        for i, action in enumerate(actions):
            expect(action, str, f"$.actions[{i}]")
        seed = read_field(d, "seed", int)
        if not 0 <= seed <= SEED_MAX:
            raise SaveFileError(f"$.seed: {seed} is not a seed (0 to 2**64 - 1)")
        chance = d.get("chance", SEEDED)
        if chance not in CHANCE_MODES:
            raise SaveFileError(f"$.chance: expected {' or '.join(CHANCE_MODES)}, found "
                                f"{shown(chance)}")
        return cls(read_field(d, "game", str), read_field(d, "players", int), options, seed,
                   tuple(actions), chance)


def record_of(game, seed: int, players: int | None = None, options=None,
              actions=(), chance: str = SEEDED) -> GameRecord:
    """The record of a game of `game` set up with these (checked) arguments, and the
    actions played (actions or their texts; with explicit chance, the chance outcomes
    among them)."""
    check_int(seed, "seed", 0, SEED_MAX)
    players, options = setup_options(game, players, options)
    if isinstance(actions, str) or not hasattr(actions, "__iter__"):
        check_type(actions, (), "actions", "a list of actions")
    return GameRecord(game.name, players, options, seed, tuple(str(a) for a in actions),
                      chance_mode(chance))


def replay(game, record: GameRecord) -> tuple:
    """Every state of the recorded game, from setup on; ReplayError at the first
    recorded action that is not legal (or a setup that cannot be made), saying why."""
    check_is_game(game)
    check_type(record, GameRecord, "record", "a GameRecord (GameRecord.from_json(text))")
    if record.game != game.name:
        raise ReplayError(f"the record is of {record.game!r}, not {game.name!r}", -1, ())
    try:
        players, options = setup_options(game, record.players, record.options)
        state = game.setup(record.seed, players, chance=chance_mode(record.chance), **options)
    except ArgumentError as err:
        raise ReplayError(f"the recorded setup cannot be made: {err}", -1, ()) from None
    states = [state]
    for i, text in enumerate(record.actions):
        legal = {str(a): a for a in game.legal_actions(state)}
        if text not in legal:
            why = "the game is over" if not legal else \
                f"the legal actions were: {'; '.join(list(legal)[:20])}" + \
                ("; ..." if len(legal) > 20 else "")
            raise ReplayError(f"action {i + 1} '{text}' is not legal: {why}", i,
                              tuple(states))
        try:
            state = game.apply(state, legal[text])
        except IllegalAction as err:    # pragma: no cover - legal actions apply
            raise ReplayError(f"action {i + 1} '{text}': {err}", i, tuple(states)) from None
        states.append(state)
    return tuple(states)
