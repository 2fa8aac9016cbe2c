"""seastead_rules: a rules engine for the board game Seastead, its components written
in a small content language, on a game-agnostic kernel (`seastead_rules.kernel`) that
hosts other games too. See README.md and docs/architecture.md.

The names below are Seastead's public API. They are loaded on first use, so that
`import seastead_rules.kernel` (or another game's package) loads nothing of Seastead's
engine, compiler or content (PEP 562)."""

from importlib import import_module
from typing import TYPE_CHECKING

from .data import VERSION

if TYPE_CHECKING:       # the same names, for type checkers and the API docs (never run)
    from .engine.determinise import sample_state
    from .engine.explain import explain_cost, why_not
    from .engine.observe import observation
    from .engine.playout import Playout
    from .engine.scoring import ScoreSheet, score_sheet
    from .engine.setup import new_game
    from .engine.tracks import counters, points_scored
    from .engine.turn import apply, is_over, legal_actions
    from .errors import ArgumentError, ContentError, IllegalAction, RulesError, SaveFileError
    from .lang.compiler import compile_source
    from .model.actions import Action, Answer, Build, Dive, Pass
    from .model.content import Content, load_content
    from .model.state import Event, Log, State
    from .saves.record import GameRecord, ReplayError, replay
    from .saves.saving import from_json, to_json
    from .saves.session import Game
    from .text.cardtext import card_text

# Each public name and the module that defines it.
_WHERE = {
    "sample_state": "engine.determinise", "explain_cost": "engine.explain",
    "why_not": "engine.explain", "observation": "engine.observe", "Playout": "engine.playout",
    "ScoreSheet": "engine.scoring", "score_sheet": "engine.scoring",
    "new_game": "engine.setup", "counters": "engine.tracks", "points_scored": "engine.tracks",
    "apply": "engine.turn", "is_over": "engine.turn", "legal_actions": "engine.turn",
    "ArgumentError": "errors", "ContentError": "errors", "IllegalAction": "errors",
    "RulesError": "errors", "SaveFileError": "errors", "compile_source": "lang.compiler",
    "Action": "model.actions", "Answer": "model.actions", "Build": "model.actions",
    "Dive": "model.actions", "Pass": "model.actions", "Content": "model.content",
    "load_content": "model.content", "Event": "model.state", "Log": "model.state",
    "State": "model.state", "GameRecord": "saves.record", "ReplayError": "saves.record",
    "replay": "saves.record", "from_json": "saves.saving", "to_json": "saves.saving",
    "Game": "saves.session", "card_text": "text.cardtext",
}

__all__ = [
    "new_game", "legal_actions", "apply", "is_over", "score_sheet", "load_content",
    "compile_source", "State", "Event", "Log", "Content", "ScoreSheet", "Action", "Dive", "Build",
    "Answer", "Pass", "RulesError", "ContentError", "IllegalAction", "SaveFileError",
    "ArgumentError", "to_json", "from_json", "GameRecord", "replay", "ReplayError", "Game",
    "observation", "explain_cost", "why_not", "Playout", "card_text", "sample_state", "counters",
    "points_scored",
]
__version__ = VERSION


def __getattr__(name: str):
    """A public name, imported from its module on first use (and kept here after)."""
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module 'seastead_rules' has no attribute {name!r}")
    value = getattr(import_module(f".{where}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list:
    return sorted(set(globals()) | set(__all__))
