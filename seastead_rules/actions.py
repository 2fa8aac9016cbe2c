"""Actions: what a player does. Each is hashable and reads as a short sentence."""

from __future__ import annotations

from attrs import frozen

__all__ = ["Action", "Dive", "Build", "Answer", "Pass"]


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
        used = f" using {', '.join(self.using)}" if self.using else ""
        return f"build {self.kind} at flotilla {self.flotilla} location {self.location}{used}"


@frozen
class Answer:
    """An answer to the question the game is waiting on, by its text."""
    text: str

    def __str__(self) -> str:
        return self.text


@frozen
class Pass:
    """Do nothing this turn: only when neither diving nor building is allowed."""

    def __str__(self) -> str:
        return "pass"


Action = Dive | Build | Answer | Pass
