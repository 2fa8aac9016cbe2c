"""The games the table serves, each through a view of its own: what to draw, what each
click means, who sits where, which bots play, which options a game takes.

A view is a module or package in this folder that defines `view(content=None)`,
returning an object with the names of `View` (below). The table finds them itself
(`views()`): a new game needs only its own view here, and nothing else changes. Every
game of the kernel (`seastead_rules.kernel.games()`) without a view of its own is
served by the plain view of `generic.py`, from the kernel's protocol alone. A view
may keep its stylesheet in its package (`style.css`) or beside its module (NAME.css),
read by `read_style` into its `style`; the page loads it.

The table gives a view its game's session (`Session`) and the seats looking; the view
answers with plain JSON-ready data, and HTML for the board, where every part an answer
stands for carries `data-target="KEY"` and the answers name the KEYs (`targets`).
"""

from __future__ import annotations

import importlib
import pkgutil
import warnings
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

__all__ = ["View", "Session", "views", "view_names", "read_style", "since_last_turn"]


@runtime_checkable
class Session(Protocol):
    """A game in progress at the table (Seastead's `Game`, or `sessions.KernelSession`)."""

    @property
    def state(self) -> Any:
        """The present state."""

    @property
    def history(self) -> tuple:
        """Every state so far, the setup first."""

    @property
    def actions(self) -> tuple:
        """The actions played so far."""

    def legal_actions(self) -> tuple:
        """The legal actions now."""

    def is_over(self) -> bool:
        """Whether the game has ended."""

    def play(self, action) -> Any:
        """Play an action or its text (IllegalAction if not legal)."""

    def play_bot(self, bot) -> Any:
        """Play `bot`'s answer (the one an undo took back, when there is one)."""

    def undo_point(self, players) -> int | None:
        """The step `undo_to(players)` would go back to, or None."""

    def undo_to(self, players) -> int:
        """Take back actions to the last decision of one of `players`."""

    def record(self) -> Any:
        """The game record so far (with `to_json()`)."""


@runtime_checkable
class View(Protocol):
    """A game as the table shows it.

    - `name` (the kernel game's), `title`, `blurb` (a line for the lobby), the players it
      seats (`min_players`, `max_players`, `default_players`) and `seat_names(players)`;
    - `fields(players)`: the lobby's options as form fields (`{"name", "label", "kind":
      "choice" | "number" | "check" | "text", "choices": [[value, label]], "default",
      "min", "max", "help"}`), `check(players, options)` the options taken from a
      form (ArgumentError, or ValueError, saying what is wrong);
    - `bots()`: the bots by name, with a line each; `make_bot(name, seed)`;
    - `new_session(seed, players, options)` and `load_session(text)` -> (session,
      players, options), from a game record's JSON text;
    - `to_move(state)` (-1 at the end), `turn_of(state)` (whose turn it is: in some
      games another player answers a question in it), `prompt(state)`;
    - `page(session, viewer, seats)`: what a page of `seats`, looking through seat
      `viewer` (None: everything, a replay), shows: `board`, `question`, `actions`,
      `score`, `log`, `recent`, `highlights`, `cards`, `status` (see docs/table.md);
    - `replay(text)` -> (record, states, why it stopped or None), `replay_page(record,
      states, step)`;
    - `style`: its stylesheet ('' for none).
    """

    name: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    default_players: int

    def seat_names(self, players: int) -> tuple:
        """Each seat's name ('blue', 'orange')."""

    def page(self, session, viewer, seats) -> dict:
        """What a page of these seats shows."""


def since_last_turn(history, turn_of, viewer) -> int:
    """The step at which `viewer`'s last turn ended (0 when they have had none yet):
    the moves from it on are what happened since their last turn. `turn_of(state)` is
    the seat whose turn a state is in (another player may answer a question in it)."""
    end = 0
    for k in range(len(history) - 1):
        if turn_of(history[k]) == viewer and turn_of(history[k + 1]) != viewer:
            end = k + 1
    return end


def _modules() -> list:
    here = Path(__file__).parent
    return sorted(m.name for m in pkgutil.iter_modules([str(here)])
                  if not m.name.startswith("_") and m.name != "generic")


def views(content=None) -> dict:
    """Every game's view, by the game's name (`content`: Seastead's content, for its
    view), the order the lobby offers them in: the views of this folder, and the plain
    view (`generic.KernelView`) of every other game of the kernel."""
    found = {}
    for name in _modules():
        module = importlib.import_module(f"{__name__}.{name}")
        make = getattr(module, "view", None)
        if make is not None:
            made = make(content)
            found[made.name] = made
    for name, game in _kernel_games(set(found)):
        from .generic import KernelView
        found[name] = KernelView(game)
    order = sorted(found, key=lambda n: (getattr(found[n], "order", 50), found[n].title))
    return {n: found[n] for n in order}


def _kernel_games(have: set) -> list:
    """(name, game object) of each game of the kernel not in `have`; a game that fails
    to load is left out, with a warning saying why (the table serves the others)."""
    from ...kernel.registry import HOSTED
    out = []
    for hosted in HOSTED:
        if hosted.name in have:
            continue
        module, _, attribute = hosted.game.partition(":")
        try:
            out.append((hosted.name, getattr(importlib.import_module(module), attribute)))
        except Exception as err:        # a game being written must not stop the table
            warnings.warn(f"the table leaves out {hosted.name}: it does not load ({err})",
                          RuntimeWarning, stacklevel=2)
    return out


def view_names() -> list:
    """The modules of this folder that may hold a view."""
    return _modules()


def read_style(module_file: str) -> str:
    """The stylesheet of the view whose module is `module_file`: `style.css` beside a
    package's `__init__.py`, or NAME.css beside a module NAME.py ('' when none)."""
    path = Path(module_file)
    candidate = path.parent / "style.css" if path.name == "__init__.py" else \
        path.with_suffix(".css")
    return candidate.read_text(encoding="utf-8") if candidate.is_file() else ""
