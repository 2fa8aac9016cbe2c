"""The exceptions this library raises: one root, four kinds."""

__all__ = ["RulesError", "ContentError", "IllegalAction", "SaveFileError", "ArgumentError"]


class RulesError(Exception):
    """Root of every error this library raises on purpose."""


class ContentError(RulesError):
    """A content (.sea) source did not compile; the message lists every problem."""

    def __init__(self, message: str, problems: tuple = ()):
        super().__init__(message)
        self.problems = problems


class IllegalAction(RulesError):
    """An action that is not legal in the given state; the state is unchanged."""


class SaveFileError(RulesError):
    """A saved game could not be read: damaged, truncated or made with other content."""


class ArgumentError(RulesError, ValueError, TypeError):
    """A bad argument to a public function or an option of the command: of the wrong type,
    out of its range, or a path that is not a readable text file. The message names the
    argument. It is also a ValueError and a TypeError, as Python's own functions raise."""
