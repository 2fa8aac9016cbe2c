"""seastead_rules: a rules engine for the board game Seastead, its components written
in a small content language. See README.md and docs/architecture.md."""

from .data import VERSION
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
from .kernel.registry import host as _host

_host("seastead")       # python_seastead and Seastead-v0, once those are imported

__all__ = [
    "new_game", "legal_actions", "apply", "is_over", "score_sheet", "load_content",
    "compile_source", "State", "Event", "Log", "Content", "ScoreSheet", "Action", "Dive", "Build",
    "Answer", "Pass", "RulesError", "ContentError", "IllegalAction", "SaveFileError",
    "ArgumentError", "to_json", "from_json", "GameRecord", "replay", "ReplayError", "Game",
    "observation", "explain_cost", "why_not", "Playout", "card_text", "sample_state", "counters",
    "points_scored",
]
__version__ = VERSION
