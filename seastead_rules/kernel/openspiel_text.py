"""The serialized text of an OpenSpiel state of a kernel game: plain lines, only parsed.

    format=kernel-openspiel-state
    version=2
    game=python_liars_dice(dice=1,one_round=False,players=2,random_opener=True,wild=ones)
    history=-1:7,-1:2,-1:4,1:2,0:23
    crc32=ac28aad6

`history` lists each action as player:action id, a chance outcome as -1:outcome id.
Reading plays the history again through the rules, so each entry must be the legal
action (or chance outcome) of whoever decides at that point. (A game with a seed node,
`KernelSpielGame.seed_node`, writes version 1: its history starts with the seed.) A
state made by `resample_from_infostate` was dealt directly: its text adds a `save=`
line (the game's JSON save, one line, read by its `from_json` with all its checks)
before the checksum, and its history is written without being played; for a game whose
information state is kept as a digest of what each player saw (`openspiel_recall`), a
`recall=` line after it gives each player's digest (`player:32 hex digits`), which the
history cannot rebuild. The first line names the format (the game's `text_format`;
`kernel-openspiel-state` unless it names its own). `crc32` is the checksum of the lines
before it, so a damaged string is refused, not read as another game. Nothing is
unpickled or evaluated: anything wrong raises SaveFileError (a RulesError) saying what
and where.
"""

from __future__ import annotations

import re
import zlib

from ..errors import SaveFileError
from .openspiel_recall import read_digests, write_digests
from .saves import MAX_SAVE_SIZE

__all__ = ["FORMAT", "VERSION", "Held", "Replay", "serialize", "deserialize"]

FORMAT = "kernel-openspiel-state"
VERSION = 2
_CHANCE = -1
_STEP = re.compile(r"(-?[0-9]{1,9}):([0-9]{1,9})", re.ASCII)
_CHECK = re.compile(r"crc32=([0-9a-f]{8})", re.ASCII)
_PICKLED = "__dict__="


class Held:
    """A game's State kept by an OpenSpiel state, with its legal actions (or chance
    outcomes) once found: shared by clones (it never changes, but for what it finds and
    keeps). `dealt` marks a state dealt by resampling, which the history does not
    reproduce. For a game whose information state is its history of what each player saw
    (`openspiel_recall`), `parent` is the position before and `step` the (player,
    action) between them, `recall` each player's recall digest once found. Pickled (by
    OpenSpiel's own C++ path) as the game's JSON saves of the positions its digests still
    need."""
    __slots__ = ("game", "state", "legal", "odds", "dealt", "strings", "mover", "parent",
                 "step", "recall")

    def __init__(self, game, state, dealt: bool = False, parent=None, step=None):
        self.game, self.state, self.legal, self.dealt = game, state, None, dealt
        self.odds = self.strings = self.recall = None
        self.parent, self.step = parent, step
        self.mover = game.to_move(state)    # the game's: a player, CHANCE or -1 (over)
        # (odds: the chance outcomes' ([(id, p)], {id: outcome}), once asked)

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        chain, at = [], self
        while at is not None:
            chain.append((at.game.to_json(at.state), at.dealt, at.step,
                          dict(at.recall or {})))
            at = at.parent
        return (_load, (self.game, chain[::-1]))


def _load(game, chain: list) -> Held:
    # The Held a pickle holds: its positions from the first its digests need.
    held = None
    for text, dealt, step, recall in chain:
        held = Held(game, game.from_json(text), dealt, held, step)
        held.recall = recall or None
    return held


class Replay:
    """Stands in for the game while a history is written without being played: each
    action is recorded for the player who played it (CHANCE first), nothing else."""
    __slots__ = ("players", "at")
    dealt = False

    def __init__(self, players):
        self.players, self.at = players, 0

    @property
    def to_move(self) -> int:
        """The player of the next action written (-1: the chance node)."""
        return self.players[self.at]


def _checksum(body: str) -> str:
    return f"{zlib.crc32(body.encode('utf-8', 'surrogatepass')):08x}"


def _version(game) -> int:
    return 1 if game.seed_node else VERSION


def serialize(state) -> str:
    """The text of an OpenSpiel state of a kernel game (see the module's docstring)."""
    steps = ",".join(f"{step.player}:{step.action}" for step in state.full_history())
    game = state.get_game()
    lines = [f"format={game.text_format}", f"version={_version(game)}", f"game={game}",
             f"history={steps}"]
    held = state._held
    if held is not None and held.dealt:
        lines.append("save=" + held.game.to_json(held.state))
        if game.info_string == "history":
            lines.append("recall=" + write_digests(
                {p: game.recall_digest(state, p) for p in range(game.num_players())}))
    body = "\n".join(lines)
    return f"{body}\ncrc32={_checksum(body)}"


def _fields(text, form: str = FORMAT) -> dict:
    # The lines of a serialized state, checked for form and checksum: {key: value}.
    if not isinstance(text, str):
        raise SaveFileError(f"a serialized state is text (a str), not "
                            f"{type(text).__name__}; decode it first")
    if len(text) > MAX_SAVE_SIZE:
        raise SaveFileError(f"not a serialized state: longer than {MAX_SAVE_SIZE} "
                            "characters")
    if text.startswith("history=") and _PICKLED in text:
        raise SaveFileError("this is OpenSpiel's pickled form of a state, which is never "
                            "read (unpickling it could run any code); serialize the state "
                            "again with this version")
    if not text.startswith(f"format={form}\n"):
        raise SaveFileError(f"not a serialized state of this game (the first line is not "
                            f"'format={form}')")
    body, _, last = text.rpartition("\n")
    check = _CHECK.fullmatch(last)
    if check is None:
        raise SaveFileError("damaged serialized state: the last line is not its checksum "
                            "(crc32= and 8 hex digits); is it cut short?")
    if check.group(1) != _checksum(body):
        raise SaveFileError("damaged serialized state: its checksum does not match its "
                            "text")
    lines = body.split("\n")
    keys = [line.partition("=")[0] for line in lines]
    wanted = ["format", "version", "game", "history"]
    if keys not in (wanted, wanted + ["save"], wanted + ["save", "recall"]):
        raise SaveFileError(f"damaged serialized state: expected the lines "
                            f"{', '.join(wanted)} and perhaps save (and recall), found "
                            f"{', '.join(keys)}")
    return {key: line.partition("=")[2] for key, line in zip(keys, lines)}


def _history(text: str, game) -> list:
    # [(player, action)] from 'p:a,p:a', each in range for this game.
    if not text:
        return []
    parts = text.split(",")
    most = game.max_game_length() + game.max_chance_nodes_in_history()
    if len(parts) > most:
        raise SaveFileError(f"damaged serialized state: {len(parts)} history entries, more "
                            f"than a game has ({most})")
    steps = []
    for n, part in enumerate(parts, 1):
        found = _STEP.fullmatch(part)
        if found is None:
            raise SaveFileError(f"damaged serialized state: history entry {n} is "
                                f"{part[:40]!r}, not player:action")
        player, action = int(found.group(1)), int(found.group(2))
        chance = player == _CHANCE
        if game.seed_node and chance != (n == 1):
            raise SaveFileError(f"damaged serialized state: history entry {n} is played by "
                                f"{player}, which is not "
                                f"{'the chance node (-1)' if n == 1 else 'a player'}")
        if not chance and not 0 <= player < game.num_players():
            raise SaveFileError(f"damaged serialized state: history entry {n} is played by "
                                f"{player}, which is neither chance (-1) nor a player")
        if action >= (game.max_chance_outcomes() if chance else game.num_distinct_actions()):
            raise SaveFileError(f"damaged serialized state: history entry {n}: {action} is "
                                f"not {'a chance outcome' if chance else 'an action'} of "
                                f"this game")
        steps.append((player, action))
    return steps


def deserialize(game, text):
    """The OpenSpiel state of `game` that `text` (made by `serialize`) describes;
    SaveFileError if it is damaged, of another game, or its history is not legal."""
    fields = _fields(text, game.text_format)
    if fields["version"] != str(_version(game)):
        raise SaveFileError(f"serialized state version {fields['version'][:20]!r} is not "
                            f"supported (this version reads {_version(game)})")
    if fields["game"] not in game.accepted_names():
        raise SaveFileError(f"the serialized state is of the game {fields['game'][:200]}, "
                            f"not {game}")
    steps = _history(fields["history"], game)
    if "save" in fields:
        return _dealt(game, steps, fields["save"], fields.get("recall"))
    state = game.new_initial_state()
    for n, (player, action) in enumerate(steps, 1):
        if state.is_terminal():
            raise SaveFileError(f"damaged serialized state: history entry {n}: the game "
                                "is over before it")
        legal = action in ([a for a, _ in state.chance_outcomes()]
                           if state.is_chance_node() else state.legal_actions())
        if player != state.current_player() or not legal:
            raise SaveFileError(f"damaged serialized state: history entry {n} "
                                f"({player}:{action}) is not a legal action of the player "
                                f"to move ({state.current_player()}) at that point")
        state.apply_action(action)
    return state


def _dealt(game, steps, save: str, recall: str | None = None):
    # A resampled state: the game's save, its history written, not played.
    kernel = game.kernel_game
    loaded = kernel.from_json(save)
    game.check_saved(loaded)
    if game.seed_node and not steps:
        raise SaveFileError("damaged serialized state: a saved position with no seed drawn")
    state = game.new_initial_state()
    state._held = Replay([player for player, _ in steps])
    for _, action in steps:
        state.apply_action(action)
    held = state._held = Held(kernel, loaded, dealt=True)
    if recall is not None:
        held.recall = read_digests(recall, game.num_players())
    return state
