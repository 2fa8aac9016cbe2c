"""The LALR parser for .sea files, built once per process, and syntax-error reporting."""

from __future__ import annotations

import functools
import re

import attrs
import lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from ..data import grammar_text
from .problems import MAX_PROBLEMS, Problem, did_you_mean, not_checked, quoted

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
    """The Lark LALR parser for the content language, built from the grammar at first use,
    once per process (0.1-0.15 s).

    Nothing is cached on disk: a cached parser is a pickle (Lark's `cache=`), and a pickle
    planted where we would read it runs code."""
    return lark.Lark(grammar_text(), **_OPTIONS)


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


def _keywords(terminals) -> list:
    """The keywords among the terminals a parser state expects ('rearrange', 'points')."""
    found = []
    for terminal in terminals:
        try:
            pattern = parser().get_terminal(terminal).pattern
        except KeyError:
            continue
        if pattern.type == "str" and pattern.value[:1].isalpha():
            found.append(pattern.value)
    return found


# The words that start a statement of each kind: an "expected ..." message names the
# kind instead of listing every word (tests/test_syntax_hints.py checks them against
# the grammar).
EFFECT_WORDS = frozenset({
    "take", "spend", "give", "cleanup", "discard", "score", "add", "subtract", "set", "may",
    "repeat", "choose", "if", "each", "opponent", "place", "rearrange", "move", "swap",
    "exhaust", "refresh", "copy", "dive", "draw", "pick", "skip", "extra", "build",
    "adjust", "reveal", "look", "put", "rest", "nothing", "the", "another", "any"})
RULE_WORDS = frozenset({"modify", "forbid", "permit", "when", "counter"})
ABILITY_WORDS = frozenset({"use", "discount", "react"})
_KINDS = (("an effect", EFFECT_WORDS, "take, spend, may, if, ..."),
          ("a rule", RULE_WORDS, "modify, forbid, permit, when, counter"),
          ("an ability", ABILITY_WORDS, "use, discount, react"))


def _accepted(err: UnexpectedToken) -> set:
    """The terminals the parser would really take where the error is: Lark's `expected`
    also lists what only a merged parser state allows (an LALR table shares states between
    places), so each is tried on a copy of the parser."""
    try:
        return err.interactive_parser.accepts() or set(err.expected)
    except Exception:       # (no interactive parser: its own list)
        return set(err.expected)


def _expected(terminals, item: str) -> str:
    """What a parser state expects, in few words: the kinds of statement that may come
    ('an effect (take, spend, may, if, ...)') and the other words and marks. Inside a
    decree or a side no specialist ability is offered."""
    words = {_shown(t) for t in terminals}
    parts = []
    for name, kind, examples in _KINDS:
        found = {w for w in words if w.strip("'") in kind}
        if kind is ABILITY_WORDS and item != "specialist":
            words -= found
            continue
        if len(found) >= 3:
            words -= found
            parts.append(f"{name} ({examples})")
    rest = sorted(words)
    return ", ".join(parts + rest) if parts else ", ".join(rest)


# What a lone '=' was probably meant to be, by the character after it.
_COMPARISONS = {">": "'>='", "<": "'<='", "!": "'!='"}


def _equals_hint(err: UnexpectedCharacters, text: str) -> str:
    """A hint towards '==' (or '>=', '<=') for a lone '=' where a comparison goes."""
    if err.char != "=":
        return ""
    if err.allowed and "CMP" not in err.allowed:
        return (" ('=' is not part of the language: compare two values with '==', set a "
                "rule question with 'modify NAME to N')")
    after = text[err.pos_in_stream + 1:err.pos_in_stream + 2]
    meant = _COMPARISONS.get(after, "'=='")
    return f" (to compare two values write {meant}; '=' alone is not a comparison)"


def _problem(path: str, err: UnexpectedInput, text: str) -> Problem:
    if isinstance(err, UnexpectedToken):
        tok = err.token
        item = (text.split() or [""])[0]
        accepts = _accepted(err)
        if tok.type == "$END":
            expected = _expected(accepts, item)
            # Lark puts the end at the start of the last token; point just after it.
            line = tok.end_line if tok.end_line else err.line
            column = tok.end_column if tok.end_column else err.column
            return Problem(path, max(line, 1), max(column, 1),
                           f"unexpected end of file; expected {expected}")
        hint = did_you_mean(str(tok), _keywords(accepts)) if tok.type == "NAME" else ""
        if hint:        # a misspelt keyword: the suggestion says more than the whole list
            return Problem(path, tok.line, tok.column, f"unexpected {quoted(tok)}{hint}",
                           len(str(tok)))
        expected = _expected(accepts, item)
        return Problem(path, tok.line, tok.column, f"unexpected {quoted(tok)}; expected {expected}",
                       len(str(tok)))
    if isinstance(err, UnexpectedCharacters):
        char = err.char
        return Problem(path, err.line, err.column,
                       f"unexpected character {quoted(char)}{_equals_hint(err, text)}")
    if isinstance(err, UnexpectedEOF):
        return Problem(path, 1, 1, "unexpected end of file")
    return Problem(path, getattr(err, "line", 1), getattr(err, "column", 1), str(err))


# What splits a source into items: comments and strings (skipped) and braces.
_SPLITTERS = re.compile(r'#[^\n]*|"[^"\n]*["\n]?|[{}]')
_BLANKS = re.compile(r"\s*")


def _chunks(text: str):
    """Split a source into its top-level items by brace depth (strings and comments skipped)."""
    depth, start = 0, 0
    for match in _SPLITTERS.finditer(text):
        c = match.group()
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth <= 0:
                depth = 0
                yield start, match.end()
                start = match.end()
    if text[start:].strip():
        yield start, len(text)


def _shift(tree: lark.Tree, lines: int, chars: int) -> lark.Tree:
    """Move every position of a chunk's tree by `lines` lines and `chars` characters."""
    for node in tree.iter_subtrees():
        meta = node.meta
        if not meta.empty:
            meta.line, meta.end_line = meta.line + lines, meta.end_line + lines
            meta.start_pos, meta.end_pos = meta.start_pos + chars, meta.end_pos + chars
        for tok in node.children:
            if isinstance(tok, lark.Token):
                tok.line, tok.end_line = tok.line + lines, tok.end_line + lines
                tok.start_pos, tok.end_pos = tok.start_pos + chars, tok.end_pos + chars
    return tree


def syntax_problems(path: str, text: str, first: UnexpectedInput):
    """Every top-level item's first syntax error, so a file reports all of them at once,
    and the parse trees of the items that have none.

    Each item is parsed alone, from the start of its first line (the part of that line
    before it blanked), and its positions moved to the file's: linear in the file's size.
    After MAX_PROBLEMS syntax errors the rest is not parsed: a problem marks where."""
    found, parsed = [], []
    lines, counted_to = 0, 0
    for start, end in _chunks(text):
        line_start = text.rfind("\n", 0, start) + 1
        lines += text.count("\n", counted_to, line_start)
        counted_to = line_start
        if len(found) >= MAX_PROBLEMS:
            at = _BLANKS.match(text, start).end()       # the next item's first character
            at_line = text.rfind("\n", 0, at) + 1
            found.append(not_checked(path, lines + 1 + text.count("\n", line_start, at),
                                     at - at_line + 1))
            break
        chunk = " " * (start - line_start) + text[start:end]
        try:
            tree = parse(chunk)
        except UnexpectedInput as err:
            problem = _problem(path, err, chunk)
            found.append(attrs.evolve(problem, line=problem.line + lines))
        else:
            parsed.append(_shift(tree, lines, line_start))
    return (found or [_problem(path, first, text)]), parsed
