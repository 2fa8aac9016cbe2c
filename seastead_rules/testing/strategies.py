"""Hypothesis strategies for Seastead: setups, games reached by legal play, actions.

    from hypothesis import given
    from seastead_rules.testing import games, check_invariants

    @given(games())
    def test_every_state_keeps_the_invariants(game):
        for state in game.states:
            check_invariants(state)

A game is drawn as a setup and then one legal action at a time, so hypothesis shrinks
a failure to a short game with simple choices (the first legal action where it can),
and prints it as a `PlayedGame(...)` you can paste to get the same game back.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from attrs import field, frozen
from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from ..engine.setup import new_game
from ..engine.turn import apply, legal_actions
from ..errors import ArgumentError
from ..inputs import check_int, check_type, read_text
from ..model.content import Content, load_content

__all__ = ["Setup", "PlayedGame", "ALL_SIDES", "setups", "games", "actions", "with_content"]

MAX_ACTIONS = 100_000   # the most actions games() may be asked to play

# Every legal choice of sides: all A, all B, and the mixes with at least two B (p. 12).
# All A first, so a failure shrinks towards the first game's setup.
ALL_SIDES = ("AAAA", "BBBB") + tuple(
    "".join(p) for p in itertools.product("AB", repeat=4)
    if 2 <= p.count("B") < 4)


def with_content(*sources, folder=None, replace: bool = False) -> Content:
    """The shipped content (or `folder`'s) with your own .sea sources compiled in.

    Each source is a path to a .sea file (named relative to the working folder in
    messages) or a (label, text) pair; ContentError if any does not compile.
    `replace=True`: a side of yours replaces the shipped side of the same tile and face
    (see load_content). Compiled once per process for each input."""
    extra, shown = [], []
    for source in sources:
        if isinstance(source, (str, Path)):
            path = _relative(Path(source))
            extra.append((path.as_posix(), read_text(path)))
            shown.append(repr(path.as_posix()))
        else:
            check_type(source, (list, tuple), "a source", "a path or a (label, text) pair")
            if len(source) != 2:
                raise ArgumentError(f"a source must be a path or a (label, text) pair, not "
                                    f"{len(source)} items")
            label, text = source
            extra.append((str(label), str(text)))
            shown.append(repr((str(label), str(text))))
    more = {"replace": True} if replace else {}
    content = load_content(folder, extra=tuple(extra), **more)
    if folder is not None:
        shown.append(f"folder={str(folder)!r}")
    if replace:
        shown.append("replace=True")
    call = f"with_content({', '.join(shown)})"
    if len(call) <= 120:
        _SHOWN_AS.setdefault(content.hash, call)
    return content


def _relative(path: Path) -> Path:
    """The path relative to the working folder when it is below it (shorter messages)."""
    try:
        return path.resolve().relative_to(Path.cwd())
    except ValueError:
        return path


# How a Content made by with_content is shown in a printed Setup: the call that makes it.
_SHOWN_AS: dict = {}


def _content_label(content: Content | None) -> str:
    if content is None:
        return ""
    return f", content={_SHOWN_AS.get(content.hash, f'<Content {content.hash}>')}"


@frozen(repr=False)
class Setup:
    """A game's setup options: seed, sides, specialist sets, initial decree, content, mode."""
    seed: int = 0
    sides: str = "AAAA"
    specialists: str = "A"
    decree: str | None = None
    content: Content | None = field(default=None, eq=False)
    mode: str = "duel"

    @property
    def players(self) -> int:
        """How many players the game seats: 1 in the solo mode, else 2."""
        return 1 if self.mode == "solo" else 2

    def new_game(self):
        """The State this setup starts from."""
        more = {} if self.mode == "duel" else {"mode": self.mode}
        return new_game(self.seed, sides=self.sides, specialists=self.specialists,
                        decree=self.decree, content=self.content, **more)

    def _repr_pretty_(self, printer, cycle) -> None:
        printer.text(repr(self))        # hypothesis prints this, not the attrs fields

    def __repr__(self) -> str:
        return (f"Setup(seed={self.seed!r}, sides={self.sides!r}, "
                f"specialists={self.specialists!r}, decree={self.decree!r}"
                f"{_content_label(self.content)}"
                f"{'' if self.mode == 'duel' else f', mode={self.mode!r}'})")


class PlayedGame:
    """A game reached by playing `actions` (their texts) from `setup`; every state kept.

    `state` is the last state, `states` every state from setup on (one more than the
    actions). `PlayedGame(setup, actions)` replays the actions, so a printed
    counterexample can be pasted back into a test."""

    __slots__ = ("setup", "actions", "states")

    def __init__(self, setup: Setup, actions=(), *, states=None):
        self.setup, self.actions = setup, tuple(actions)
        if states is None:
            states = [setup.new_game()]
            for text in self.actions:
                found = [a for a in legal_actions(states[-1]) if str(a) == text]
                if not found:
                    raise ValueError(f"'{text}' is not a legal action after "
                                     f"{len(states) - 1} actions of {setup!r}")
                states.append(apply(states[-1], found[0]))
        self.states = tuple(states)

    @property
    def state(self):
        """The state after the last action."""
        return self.states[-1]

    def steps(self):
        """(state before, action text, state after) for each action played."""
        return zip(self.states, self.actions, self.states[1:])

    def __len__(self) -> int:
        return len(self.actions)

    def __repr__(self) -> str:
        return f"PlayedGame({self.setup!r}, actions={self.actions!r})"

    def _repr_pretty_(self, printer, cycle) -> None:
        # How hypothesis prints a counterexample: one action a line once there are a few.
        if len(self.actions) <= 2:
            printer.text(repr(self))
            return
        with printer.group(4, f"PlayedGame({self.setup!r}, actions=(", ""):
            for text in self.actions:
                printer.break_()
                printer.text(f"{text!r},")
        printer.break_()
        printer.text("))")


class _Quiet:
    """Content handed to a composite strategy, shown briefly in the strategy's repr."""

    def __init__(self, content):
        self.content = content

    def __repr__(self) -> str:
        return "None" if self.content is None else f"<Content {self.content.hash}>"


def _strategy(value, default: SearchStrategy) -> SearchStrategy:
    if value is None:
        return default
    return value if isinstance(value, SearchStrategy) else st.just(value)


@st.composite
def _setups(draw, quiet, seeds, sides, specialists, decree):
    content = quiet.content
    names = sorted((content or load_content()).decree)
    fixed_decree = isinstance(decree, str)
    side_pool = tuple(s for s in ALL_SIDES if "B" in s) if fixed_decree else ALL_SIDES
    face = draw(_strategy(sides, st.sampled_from(side_pool)), label="sides")
    spec = draw(_strategy(specialists, st.sampled_from(("A", "AB"))), label="specialists")
    chosen = None
    if "B" in face:
        # None: the first decree is drawn from the shuffled deck at setup (p. 12).
        default = st.none() | st.sampled_from(names) if names else st.none()
        chosen = draw(_strategy(decree, default), label="decree")
    elif fixed_decree:
        raise ValueError(f"decree {decree!r} needs sides with a B (rulebook p. 11), "
                         f"not {face!r}")
    # Small seeds print short; the game's variety comes mostly from the actions drawn.
    seed = draw(_strategy(seeds, st.integers(0, 9999)), label="seed")
    return Setup(seed, face, spec, chosen, content)


def setups(content: Content | None = None, *, seeds=None, sides=None, specialists=None,
           decree=None) -> SearchStrategy:
    """Setups: any legal sides, "A" or "AB" specialists, a decree (B sides only), a seed.

    Each option may be fixed (`sides="BBBB"`, `decree="Tidewatch"`) or a strategy; a
    fixed decree keeps to sides with a B. `content`: a Content (see `with_content`)."""
    if content is not None:
        check_type(content, Content, "content", "a Content (see with_content) or None")
    return _setups(_Quiet(content), seeds, sides, specialists, decree)


@st.composite
def _games(draw, setup_strategy, min_actions, max_actions, finished, limit):
    setup = draw(setup_strategy, label="setup")
    state = setup.new_game()
    states, done = [state], []
    # How many actions to try first, then each action by its index among the legal
    # ones: shrinking shortens the game and moves each choice towards the first action.
    wanted = draw(st.integers(min_actions, max_actions), label="actions")
    while len(done) < wanted or (finished and not state.over):
        legal = legal_actions(state)
        if not legal:
            break
        if len(done) >= limit:
            raise AssertionError(f"{setup!r} did not end within {limit} actions")
        action = legal[draw(st.integers(0, len(legal) - 1))]
        state = apply(state, action)
        states.append(state)
        done.append(str(action))
    return PlayedGame(setup, done, states=states)


def games(setup_strategy: SearchStrategy | None = None, *, content: Content | None = None,
          min_actions: int = 0, max_actions: int = 150, finished: bool = False,
          limit: int = 1000) -> SearchStrategy:
    """PlayedGames: a setup, then up to `max_actions` legal actions drawn one at a time.

    `finished=True` plays on to the end of the game (at most `limit` actions). Without
    `setup_strategy`, setups(content) is used."""
    if setup_strategy is None:
        setup_strategy = setups(content)
    elif content is not None:
        raise ArgumentError("give `content` to setups(...), not both to games(...)")
    check_int(min_actions, "min_actions", 0, MAX_ACTIONS)
    check_int(max_actions, "max_actions", 0, MAX_ACTIONS)
    check_int(limit, "limit", 1, MAX_ACTIONS)
    if not min_actions <= max_actions:
        raise ArgumentError(f"need 0 <= min_actions <= max_actions, not {min_actions}, "
                         f"{max_actions}")
    return _games(setup_strategy, min_actions, max_actions, finished, limit)


def actions(state) -> SearchStrategy:
    """One of the legal actions in `state` (nothing once the game is over)."""
    return st.sampled_from(legal_actions(state))
