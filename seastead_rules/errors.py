"""The exceptions this library raises: one root, three kinds."""

__all__ = ["RulesError", "ContentError", "IllegalAction", "SaveFileError"]


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
