"""Actions: what a player does. Each is hashable and reads as a short sentence."""

from __future__ import annotations

from attrs import frozen

__all__ = ["Action", "Dive", "Build", "Answer", "Pass", "malformed", "shown"]


@frozen
class Dive:
    """Take the dive action. Rulebook p. 6."""

    def __str__(self) -> str:
        return "dive"


@frozen
class Build:
    """Build the leftmost building of a kind at a location (flotilla 1-4, location 0-5),
    exhausting the named cost-cutting specialists with it. Rulebook p. 7."""
    kind: str
    flotilla: int
    location: int
    using: tuple = ()

    def __str__(self) -> str:
        if malformed(self):
            return shown(self)
        used = f" using {', '.join(self.using)}" if self.using else ""
        return f"build {self.kind} at flotilla {self.flotilla} location {self.location}{used}"


@frozen
class Answer:
    """An answer to the question the game is waiting on, by its text."""
    text: str

    def __str__(self) -> str:
        return self.text if isinstance(self.text, str) else repr(self.text)


@frozen
class Pass:
    """Do nothing this turn: only when neither diving nor building is allowed."""

    def __str__(self) -> str:
        return "pass"


Action = Dive | Build | Answer | Pass


def _is_int(value) -> bool:
    return type(value) is int or isinstance(value, int) and not isinstance(value, bool)


# Build numbers far outside the board are refused before any message would print them.
_FAR = 1000


def shown(action, limit: int = 120) -> str:
    """An action as an error message shows it: its repr, cut to `limit` characters, and
    never an error of its own (a broken __repr__, an int too long to print)."""
    try:
        text = repr(action)
    except Exception:       # noqa: BLE001 - whatever a stranger's object raises
        text = f"<{type(action).__name__} that cannot be shown>"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def malformed(action) -> str | None:
    """Why `action` is not a well-formed action (a wrong type in a field), or None."""
    if isinstance(action, Answer):
        if not isinstance(action.text, str):
            return f"an answer's text must be a str, not {type(action.text).__name__}"
    elif isinstance(action, Build):
        if not isinstance(action.kind, str):
            return f"a build's kind must be a str, not {type(action.kind).__name__}"
        if not (_is_int(action.flotilla) and _is_int(action.location)):
            return "a build's flotilla and location must be Python ints (int(x))"
        if not (-_FAR < action.flotilla < _FAR and -_FAR < action.location < _FAR):
            return "a build's flotilla is 1 to 4 and its location 0 to 5"
        using = action.using
        if type(using) is not tuple or using and not all(isinstance(c, str) for c in using):
            return "a build's `using` must be a tuple of specialist names"
    elif not isinstance(action, (Dive, Pass)):
        return (f"{type(action).__name__} is not an action "
                "(use Dive(), Build(...), Answer(...) or Pass())")
    return None
