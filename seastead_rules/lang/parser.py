"""The LALR parser for .sea files, built once per process, and syntax-error reporting."""

from __future__ import annotations

import functools

import lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from ..data import grammar_text
from .cache import private_cache_file
from .problems import Problem, quoted

__all__ = ["parser", "parse", "syntax_problems"]

# How terminals are shown in "expected ..." messages.
_SHOWN = {
    "LBRACE": "'{'", "RBRACE": "'}'", "SEMICOLON": "';'", "COMMA": "','", "LPAR": "'('",
    "RPAR": "')'", "STRING": "a quoted name", "NAME": "a name", "INT": "a number",
    "SIGNED_INT": "a signed number like +1", "SECTION": "a dock section", "CMP": "a comparison",
    "$END": "end of file",
}


_OPTIONS = {"parser": "lalr", "propagate_positions": True, "maybe_placeholders": False}


@functools.lru_cache(maxsize=1)
def parser() -> lark.Lark:
    """The Lark LALR parser for the content language, built once per process.

    Never Lark's `cache=True`: that unpickles a file from the shared temp folder, which
    another local user can plant. The tables are cached only in a private folder (cache.py)."""
    grammar = grammar_text()
    cache = private_cache_file(grammar, repr(sorted(_OPTIONS.items())))
    return lark.Lark(grammar, **_OPTIONS, cache=cache or False)


def parse(text: str) -> lark.Tree:
    """Parse a whole source; raises Lark's UnexpectedInput on a syntax error."""
    return parser().parse(text)


def _shown(terminal: str) -> str:
    if terminal in _SHOWN:
        return _SHOWN[terminal]
    try:
        pattern = parser().get_terminal(terminal).pattern
    except KeyError:
        return terminal.lower()
    return f"'{pattern.value}'" if pattern.type == "str" else terminal.lower()


def _problem(path: str, err: UnexpectedInput) -> Problem:
    if isinstance(err, UnexpectedToken):
        tok = err.token
        if tok.type == "$END":
            expected = ", ".join(sorted(_shown(t) for t in err.expected))
            # Lark puts the end at the start of the last token; point just after it.
            line = tok.end_line if tok.end_line else err.line
            column = tok.end_column if tok.end_column else err.column
            return Problem(path, max(line, 1), max(column, 1),
                           f"unexpected end of file; expected {expected}")
        expected = ", ".join(sorted({_shown(t) for t in err.expected}))
        return Problem(path, tok.line, tok.column, f"unexpected {quoted(tok)}; expected {expected}",
                       len(str(tok)))
    if isinstance(err, UnexpectedCharacters):
        char = err.char
        return Problem(path, err.line, err.column, f"unexpected character {quoted(char)}")
    if isinstance(err, UnexpectedEOF):
        return Problem(path, 1, 1, "unexpected end of file")
    return Problem(path, getattr(err, "line", 1), getattr(err, "column", 1), str(err))


def _chunks(text: str):
    """Split a source into its top-level items by brace depth (strings and comments skipped)."""
    depth, start, i, n = 0, 0, 0, len(text)
    while i < n:
        c = text[i]
        if c == "#":
            while i < n and text[i] != "\n":
                i += 1
            continue
        if c == '"':
            i += 1
            while i < n and text[i] not in '"\n':
                i += 1
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth <= 0:
                depth = 0
                yield start, i + 1
                start = i + 1
        i += 1
    if text[start:].strip():
        yield start, n


def _blank_outside(text: str, start: int, end: int) -> str:
    def blank(s: str) -> str:
        return "".join(ch if ch == "\n" else " " for ch in s)
    return blank(text[:start]) + text[start:end] + blank(text[end:])


def syntax_problems(path: str, text: str, first: UnexpectedInput):
    """Every top-level item's first syntax error, so a file reports all of them at once,
    and the parse trees of the items that have none."""
    found, parsed = [], []
    for start, end in _chunks(text):
        try:
            parsed.append(parse(_blank_outside(text, start, end)))
        except UnexpectedInput as err:
            found.append(_problem(path, err))
    return (found or [_problem(path, first)]), parsed
