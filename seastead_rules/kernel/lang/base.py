"""What every compiler handler uses: positions (`path:line`), problems at a token, name
look-ups with "did you mean", numbers in range; and what a game's compiler says of its
own words to the core handlers (class attributes of its transformer)."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from .problems import Problem, did_you_mean, quoted

__all__ = ["CompilerBase", "LISTED"]

LISTED = 20
"""A name with nothing close among at most this many known names gets them all listed."""


@v_args(meta=True)
class CompilerBase(Transformer):
    """The base of a game's compiler transformer: one handler per grammar rule, returning
    the record of the same name. `vocab` is the game's declaration the names are resolved
    against; the class attributes are the game's own words the core handlers need."""

    # The counts of the game's board a counter may not be named after, with the owner
    # each counts when none is said (`academy`: anyone's), and the counter names its
    # engine keeps (`score`).
    COUNTED: dict = {}
    RESERVED_COUNTERS: tuple = ()
    # What `take N WORD` / `spend N WORD` may name beside the resources, `any` and `not
    # X`: word -> the record's mode ("cleanup", "demand", "taken").
    WHAT_WORDS: dict = {"taken": "taken"}
    # What `token is NAME` may name beside the declared resources and tokens.
    TOKEN_WORDS: tuple = ()
    # The events whose hooks may `adjust` a question, and the questions they may adjust.
    ADJUSTABLE: dict = {}
    # For each kind of statement that must stand inside another: what is said when it
    # does not (rules.py).
    PLACEMENT: dict = {}
    # The player's actions a card may replace (`instead of NAME { ... }`).
    REPLACEABLE: tuple = ()

    def __init__(self, path: str, text: str):
        super().__init__(visit_tokens=False)
        self.path, self.text, self.problems = path, text, []
        self.pending = []           # statements waiting for the one around them (rules.py)
        self.counters = {}          # this file's counters: name -> (shared, low, high)
        self.vocab = None           # the game's declaration (set by the Language)

    def __default__(self, data, children, meta):
        raise AssertionError(f"no compiler handler for grammar rule '{data}'")

    def _src(self, meta) -> str:
        return f"{self.path}:{meta.line}" if not meta.empty else self.path

    def _fail(self, tok: Token, message: str) -> None:
        self.problems.append(Problem(self.path, tok.line, tok.column, message, len(str(tok))))

    def _name(self, tok: Token, known, what: str, *, fold=False):
        word = str(tok).lower() if fold else str(tok)
        options = [k.lower() for k in known] if fold else list(known)
        if word in options:
            return options.index(word)
        hint = did_you_mean(str(tok), known, fold)
        if not hint and len(known) <= LISTED:       # nothing close: the names there are
            hint = f" (one of: {', '.join(known)})" if known else (
                f" (the game declares no {what}s)")
        self._fail(tok, f"unknown {what} {quoted(tok)}{hint}")
        return 0

    def _symbol(self, tok: Token, kind: str) -> str:
        """A symbol of a kind the game declares (`symbols KIND ...`), refused at the
        word with the declared ones suggested."""
        self._name(tok, self.vocab.symbol_set(kind), kind)
        return str(tok)

    def _resource(self, tok):
        return self._name(tok, self.vocab.resources, "resource")

    def _kind(self, tok):
        return self._name(tok, self.vocab.pieces, "building kind")

    def _int(self, tok, low=0, high=99, what="number"):
        value = int(tok)
        if not low <= value <= high:
            self._fail(tok, f"{what} must be from {low} to {high}, not {value}")
            return min(max(value, low), high)   # (the item still compiles for its other problems)
        return value
