"""seastead_rules: a rules engine for the board game Seastead, its components written
in a small content language. See README.md and docs/architecture.md."""

from .actions import Action, Answer, Build, Dive, Pass
from .cardtext import card_text
from .content import Content, load_content
from .data import VERSION
from .determinise import sample_state
from .engine.playout import Playout
from .engine.setup import new_game
from .engine.turn import apply, is_over, legal_actions
from .errors import ArgumentError, ContentError, IllegalAction, RulesError, SaveFileError
from .explain import explain_cost, why_not
from .lang.compiler import compile_source
from .observe import observation
from .record import GameRecord, ReplayError, replay
from .saving import from_json, to_json
from .scoring import ScoreSheet, score_sheet
from .session import Game
from .state import Event, Log, State
from .tracks import counters, points_scored

__all__ = [
    "new_game", "legal_actions", "apply", "is_over", "score_sheet", "load_content",
    "compile_source", "State", "Event", "Log", "Content", "ScoreSheet", "Action", "Dive", "Build",
    "Answer", "Pass", "RulesError", "ContentError", "IllegalAction", "SaveFileError",
    "ArgumentError", "to_json", "from_json", "GameRecord", "replay", "ReplayError", "Game",
    "observation", "explain_cost", "why_not", "Playout", "card_text", "sample_state", "counters",
    "points_scored",
]
__version__ = VERSION
