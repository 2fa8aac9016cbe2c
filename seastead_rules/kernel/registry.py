"""The games this package hosts, and their registration with OpenSpiel and Gymnasium.

    from seastead_rules.kernel import games
    for entry in games():
        print(entry.name, entry.players, entry.options, entry.openspiel, entry.gymnasium)

Importing a game's package calls `host(name)`: its OpenSpiel game and its Gymnasium id
are registered as soon as the framework is imported, whichever comes first. If
`pyspiel` (or `gymnasium`) is imported already, that is at once; otherwise a small
finder on `sys.meta_path` waits for the framework's own import and registers right
after it. Nothing imports numpy, pyspiel or gymnasium before the caller does, so
importing a game stays as cheap as it was, with or without the 'ai' extra.

The table below names each game by the module that holds it (the kernel imports no
game: a game is loaded only when `games()` is called).
"""

from __future__ import annotations

import importlib
import importlib.abc
import sys
import warnings

from attrs import frozen

__all__ = ["GameEntry", "HOSTED", "games", "host", "registered", "retry_pending"]


@frozen
class _Hosted:
    name: str
    game: str               # "module:attribute" of the game object
    openspiel: str          # its OpenSpiel name
    gymnasium: str          # its Gymnasium id
    openspiel_hook: str     # "module[:function]" that registers it with OpenSpiel
    gymnasium_hook: str     # the same for Gymnasium
    tools: str = ""         # "module:attribute" of its ContentTools ("": not a content game)


HOSTED = (
    _Hosted("seastead", "seastead_rules.game:SEASTEAD", "python_seastead", "Seastead-v0",
            "seastead_rules.ai.openspiel", "seastead_rules.ai.gym",
            "seastead_rules.content_tools:TOOLS"),
    _Hosted("liars_dice", "seastead_rules.liars_dice:GAME", "python_liars_dice",
            "seastead_rules/liars_dice-v0",
            "seastead_rules.liars_dice.frameworks:register_openspiel",
            "seastead_rules.liars_dice.frameworks:register_gymnasium"),
    _Hosted("deep_sea", "seastead_rules.deep_sea:GAME", "python_deep_sea",
            "seastead_rules/deep_sea-v0",
            "seastead_rules.deep_sea.frameworks:register_openspiel",
            "seastead_rules.deep_sea.frameworks:register_gymnasium",
            "seastead_rules.deep_sea.tools:TOOLS"),
)
"""The games of this package, by name, with where each lives, how it registers, and
where the tools for its content live (kernel/content_tools.py)."""


@frozen
class GameEntry:
    """A game this package hosts: its name, players (fewest, default, most), options
    with their defaults, and its names in OpenSpiel and Gymnasium."""
    name: str
    players: tuple
    options: dict
    openspiel: str
    gymnasium: str

    def __str__(self) -> str:
        low, default, high = self.players
        options = ", ".join(f"{k}={v!r}" for k, v in self.options.items())
        return (f"{self.name}: {low}-{high} players (default {default}); {options}; "
                f"OpenSpiel {self.openspiel}, Gymnasium {self.gymnasium}")


def _load(path: str):
    module, _, attribute = path.partition(":")
    loaded = importlib.import_module(module)
    return getattr(loaded, attribute) if attribute else loaded


def games() -> tuple:
    """Every game this package hosts (GameEntry records), loading each game."""
    out = []
    for hosted in HOSTED:
        game = _load(hosted.game)
        out.append(GameEntry(hosted.name,
                             (game.min_players, game.default_players, game.max_players),
                             dict(game.options), hosted.openspiel, hosted.gymnasium))
    return tuple(out)


_DONE: set = set()      # (framework, game name) registered
_PENDING: list = []     # (framework, hosted) whose hook was met half imported: retried


def registered() -> frozenset:
    """The (framework module, game name) pairs registered so far."""
    return frozenset(_DONE)


def _register(framework: str, hosted: _Hosted) -> None:
    # Register one game with one framework (once), now that the framework is imported.
    key = (framework, hosted.name)
    if key in _DONE:
        return
    _DONE.add(key)
    hook = hosted.openspiel_hook if framework == "pyspiel" else hosted.gymnasium_hook
    try:
        loaded = _load(hook)
        if callable(loaded):
            loaded()
    except ImportError as err:
        if "partially initialized" not in str(err):
            raise
        # The framework was imported by our own adapter (kernel/openspiel.py imports
        # pyspiel): the hook needs that adapter whole. It registers once the adapter has
        # run to its end (retry_pending, called there).
        _DONE.discard(key)
        _PENDING.append((framework, hosted))
    except Exception as err:        # a framework's import must not fail for our sake
        warnings.warn(f"{hosted.name} could not be registered with {framework}: {err}",
                      RuntimeWarning, stacklevel=2)


def retry_pending() -> None:
    """Register what waited for an adapter to finish importing (called at the end of
    kernel/openspiel.py and kernel/gym.py)."""
    waiting = list(_PENDING)
    _PENDING.clear()
    for framework, hosted in waiting:       # (one that is still half imported waits again)
        _register(framework, hosted)


def host(name: str) -> None:
    """Register the hosted game `name` with OpenSpiel and Gymnasium when (or, if they are
    imported already, as soon as) they are imported."""
    hosted = next(h for h in HOSTED if h.name == name)
    for framework in ("pyspiel", "gymnasium"):
        if framework in sys.modules:
            _register(framework, hosted)
        else:
            _AFTER.wait(framework, lambda f=framework: _register(f, hosted))


class _AfterImport(importlib.abc.MetaPathFinder):
    """Runs callbacks right after a module's first import: it finds the module's spec
    through the other finders and wraps its loader. It answers only for the modules it
    waits for (a `find_spec` that does not import, such as `importlib.util.find_spec`,
    changes nothing) and leaves sys.meta_path once it waits for none."""

    def __init__(self):
        self.waiting: dict = {}

    def wait(self, module: str, callback) -> None:
        self.waiting.setdefault(module, []).append(callback)
        if self not in sys.meta_path:
            sys.meta_path.insert(0, self)

    def find_spec(self, fullname, path=None, target=None):
        """The spec of a module waited for, its loader wrapped; None for any other."""
        if fullname not in self.waiting:
            return None
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            spec = None if finder is self or find is None else find(fullname, path, target)
            if spec is not None:
                break
        else:
            return None
        if spec.loader is not None:
            spec.loader = _Then(spec.loader, self, fullname)
        return spec

    def loaded(self, module: str) -> None:
        """`module` has run: its callbacks run (once), and the finder leaves when done."""
        callbacks = self.waiting.pop(module, ())
        if not self.waiting and self in sys.meta_path:
            sys.meta_path.remove(self)
        for callback in callbacks:
            callback()


class _Then:
    """A loader that loads as `loader` does, then tells the finder."""

    def __init__(self, loader, finder, name: str):
        self.loader, self.finder, self.name = loader, finder, name

    def create_module(self, spec):
        """The loader's module."""
        return self.loader.create_module(spec)

    def exec_module(self, module):
        """The loader's module run, then the callbacks."""
        self.loader.exec_module(module)
        self.finder.loaded(self.name)

    def __getattr__(self, name):
        return getattr(self.loader, name)


_AFTER = _AfterImport()
