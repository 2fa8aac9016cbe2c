"""Walking a public API with bad arguments: each public callable is called once with good
arguments (which must work), then again with each of its parameters in turn replaced by
each bad value of `BAD`, the others good. Only a RulesError may come out (or nothing:
some parameters take anything, such as a label), never a bare Python exception.

    Target("liars_dice.GAME.apply", lambda: GAME.apply, {"state": S, "action": Bid(1, 2)})

`make` gives the callable afresh for every call (a method of a new environment, when a
call may change the object); `args` gives a good value for every parameter, by name (a
test checks that no parameter is left out); `options` names the keyword options a
`**options` parameter takes (walked like parameters, and an unknown one is tried too).
"""

from __future__ import annotations

import inspect
import signal
from typing import Callable

from attrs import field, frozen

from seastead_rules.errors import RulesError

__all__ = ["Target", "BAD", "walk", "calls", "missing_parameters", "walked", "unwalked",
           "Slow"]


class _Thing:
    """An object of no kind the library knows."""

    def __repr__(self) -> str:
        return "<a thing>"


BAD = (None, True, -1, 2.5, float("nan"), 10 ** 30, "", "no such", b"bytes", (), [1], {},
       _Thing())
"""The bad values each parameter is given in turn: none, a bool, a negative, a fraction,
not a number, a huge number, texts, bytes, empty and short containers, a stranger."""

SECONDS = 5.0
"""A call that takes longer is reported: a bad value accepted that starts endless work."""


class Slow(Exception):
    """A call ran past SECONDS."""


@frozen
class Target:
    """A public callable, how to get it afresh, and good arguments for it."""
    name: str
    make: Callable[[], Callable]
    args: dict = field(factory=dict)
    options: bool = False   # it takes **options: an unknown one is tried too
    also: tuple = ()        # more bad values for this callable: (parameter, value) pairs
    verdicts: tuple = ()    # exception types that are this callable's documented answer
                            # to a bad value (check_game's AssertionError)
    bad: tuple = BAD        # the bad values (fewer where a framework lets only some
                            # through to our code)
    covers: tuple = ()      # the public names it walks, when `make` gives a wrapper


def calls(target: Target):
    """(what is bad, keyword arguments) for every call of the walk, the good one first."""
    yield "good", dict(target.args)
    for key in target.args:
        for value in target.bad:
            yield f"{key}={value!r:.40}", {**target.args, key: value}
    for key, value in target.also:
        yield f"{key}={value!r:.40}", {**target.args, key: value}
    if target.options:
        yield "an unknown option", {**target.args, "no_such_option": 1}


def _timeout(signum, frame):
    raise Slow(f"still running after {SECONDS} s")


def walk(targets) -> tuple[int, list]:
    """(the number of calls made, a line for each call that gave something else than a
    RulesError: the target, what was bad, the exception)."""
    count, escapes = 0, []
    previous = signal.signal(signal.SIGALRM, _timeout)
    try:
        for target in targets:
            for what, kwargs in calls(target):
                count += 1
                signal.setitimer(signal.ITIMER_REAL, SECONDS)
                try:
                    target.make()(**kwargs)
                except RulesError:
                    if what == "good":
                        raise
                except target.verdicts:
                    pass
                except Exception as err:   # what the walk is looking for
                    if what == "good":
                        raise
                    escapes.append(f"{target.name}({what}): {type(err).__name__}: "
                                   f"{str(err)[:100]}")
                finally:
                    signal.setitimer(signal.ITIMER_REAL, 0)
    finally:
        signal.signal(signal.SIGALRM, previous)
    return count, escapes


def missing_parameters(target: Target) -> list:
    """The named parameters of the target's callable that `args` gives no value."""
    try:
        sig = inspect.signature(target.make())
    except (TypeError, ValueError):     # a callable with no signature: nothing to check
        return []
    named = [p.name for p in sig.parameters.values()
             if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    return [name for name in named if name not in target.args]


def _home(function):
    """The function a callable is: a bound method's function, a class itself."""
    return getattr(function, "__func__", function)


def walked(targets) -> set:
    """The public names (functions, classes, methods) the targets walk."""
    found = set()
    for target in targets:
        found.add(_home(target.make()))
        found.update(_home(c) for c in target.covers)
    return found


def _takes_arguments(function) -> bool:
    try:
        sig = inspect.signature(function)
    except (TypeError, ValueError):
        return True
    return any(p.name not in ("self", "cls") for p in sig.parameters.values())


def _methods(kind: type):
    """The public methods a class defines, its own and its parents' of the same module (a
    parent of another module is walked with that module)."""
    for klass in kind.__mro__:
        if klass.__module__ != kind.__module__:
            continue
        for name, value in vars(klass).items():
            value = getattr(value, "__func__", value)        # a classmethod's function
            if not name.startswith("_") and inspect.isfunction(value):
                yield f"{kind.__name__}.{name}", value


def unwalked(module, targets, skipped: dict) -> list:
    """The names of `module.__all__` that take arguments, with the public methods of its
    classes and of its objects, that no target walks and `skipped` does not excuse."""
    done, missing = walked(targets), []
    for name in module.__all__:
        value = getattr(module, name)
        if name in skipped or isinstance(value, type) and issubclass(value, BaseException):
            continue
        kind = value if isinstance(value, type) else type(value)
        if callable(value) and not isinstance(value, type) and inspect.isroutine(value):
            if _takes_arguments(value) and value not in done:
                missing.append(name)
            continue
        if not kind.__module__.startswith("seastead_rules"):
            continue            # a constant: an int, a str, a dict
        if isinstance(value, type) and _takes_arguments(value) and value not in done:
            missing.append(name)
        for label, method in _methods(kind):
            if label not in skipped and _takes_arguments(method) and method not in done:
                missing.append(label)
    return missing
