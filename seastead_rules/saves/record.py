"""Game records: the setup and the actions of a game, and replaying them."""

from __future__ import annotations

import json

from attrs import frozen

from ..data import VERSION
from ..engine.setup import new_game
from ..engine.turn import apply, legal_actions
from ..errors import IllegalAction, RulesError, SaveFileError
from ..inputs import check_type
from ..model.content import Content, load_content
from .format import read_json, shown

__all__ = ["GameRecord", "ReplayError", "replay", "record_of"]

RECORD_FORMAT = "seastead-record"


class ReplayError(RulesError):
    """A recorded action is not legal (any more): which one, and why. `index` is the
    action's place in `record.actions` (from 0; -1 when the recorded setup itself cannot
    be made with the content); `states` holds the states replayed up to it."""

    def __init__(self, message: str, index: int, states: tuple):
        super().__init__(message)
        self.index, self.states = index, states


@frozen
class GameRecord:
    """Everything needed to replay a game: setup options, seed, content, actions as text."""
    seed: int
    sides: str
    specialists: str
    decree: str | None
    content_hash: str
    engine_version: str
    actions: tuple = ()
    mode: str = "duel"

    def to_json(self) -> str:
        """The record as JSON text."""
        return json.dumps({"format": RECORD_FORMAT, "seed": self.seed, "sides": self.sides,
                           "specialists": self.specialists, "decree": self.decree,
                           "content": self.content_hash, "engine": self.engine_version,
                           "mode": self.mode, "actions": list(self.actions)}, indent=1)

    @classmethod
    def from_json(cls, text) -> "GameRecord":
        """A record read from JSON text (str, bytes or an open file; at most
        MAX_SAVE_SIZE); SaveFileError naming the field when it is not one."""
        d = read_json(text, "game record")
        if not isinstance(d, dict) or d.get("format") != RECORD_FORMAT:
            raise SaveFileError("not a Seastead game record ($.format is missing or wrong)")
        checks = (("seed", int), ("sides", str), ("specialists", str), ("content", str),
                  ("engine", str), ("actions", list))
        for key, kind in checks:
            if type(d.get(key)) is not kind:
                raise SaveFileError(f"$.{key}: expected {kind.__name__}, "
                                    f"found {shown(d.get(key))}")
        for i, a in enumerate(d["actions"]):
            if type(a) is not str:
                raise SaveFileError(f"$.actions[{i}]: expected an action's text, "
                                    f"found {shown(a)}")
        if d.get("decree") is not None and type(d["decree"]) is not str:
            raise SaveFileError("$.decree: expected a decree name or null")
        if d.get("mode", "duel") not in ("duel", "solo"):
            raise SaveFileError(f"$.mode: expected 'duel' or 'solo', "
                                f"found {shown(d.get('mode'))}")
        return cls(d["seed"], d["sides"], d["specialists"], d.get("decree"), d["content"],
                   d["engine"], tuple(d["actions"]), d.get("mode", "duel"))


def record_of(seed: int, sides: str, specialists: str, decree, content: Content,
              actions=(), mode: str = "duel") -> GameRecord:
    """A record for a game set up with these options."""
    return GameRecord(seed, sides, specialists, decree, content.hash, VERSION,
                      tuple(str(a) for a in actions), mode)


def replay(record: GameRecord, content: Content | None = None) -> tuple:
    """Every state of the recorded game, from setup on. ReplayError at the first recorded
    action that is not legal, saying which and why."""
    check_type(record, GameRecord, "record", "a GameRecord (GameRecord.from_json(text))")
    if content is not None:
        check_type(content, Content, "content", "a Content (from load_content) or None")
    content = content if content is not None else load_content()
    note = "" if record.content_hash == content.hash else \
        " (the record was made with different content)"
    try:
        state = new_game(record.seed, sides=record.sides, specialists=record.specialists,
                         decree=record.decree, content=content, mode=record.mode)
    except ValueError as err:
        raise ReplayError(f"the recorded setup cannot be made{note}: {err}", -1, ()) from None
    states = [state]
    for i, text in enumerate(record.actions):
        legal = {str(a): a for a in legal_actions(state)}
        if text not in legal:
            d = state.decision
            why = "the game is over" if d is None else \
                f"the question was '{d.prompt}' and the legal actions were: {'; '.join(legal)}"
            raise ReplayError(f"action {i + 1} '{text}' is not legal{note}: {why}", i,
                              tuple(states))
        try:
            state = apply(state, legal[text])
        except IllegalAction as err:  # pragma: no cover - legal actions apply
            raise ReplayError(f"action {i + 1} '{text}': {err}", i, tuple(states)) from None
        states.append(state)
    return tuple(states)
