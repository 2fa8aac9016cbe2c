"""A game's LALR parser for .sea files (the core grammar and the game's own part), built
once per process, and syntax-error reporting.

    GRAMMAR = Grammar("seastead", grammar_text, HINTS)
    tree = GRAMMAR.parse(text)
"""

from __future__ import annotations

import functools
import hashlib
import json
import re

import attrs
import lark
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .problems import MAX_PROBLEMS, Problem, did_you_mean, not_checked, quoted
from .serialized import decoded as _decoded
from .serialized import encoded as _encoded

__all__ = ["Grammar", "Hint", "CORE_HINTS"]

# How terminals are shown in "expected ..." messages.
_SHOWN = {
    "LBRACE": "'{'", "RBRACE": "'}'", "SEMICOLON": "';'", "COMMA": "','", "LPAR": "'('",
    "RPAR": "')'", "STRING": "a quoted name", "NAME": "a name", "INT": "a number",
    "SIGNED_INT": "a signed number like +1", "CMP": "a comparison", "$END": "end of file",
}


_OPTIONS = {"parser": "lalr", "propagate_positions": True, "maybe_placeholders": False}


@attrs.frozen
class Hint:
    """A kind of statement an "expected ..." message names instead of listing its words:
    its name ('an effect'), the grammar rules whose alternatives start one, a few of its
    words as examples, and the item kind it belongs to alone (empty: any item)."""
    kind: str
    rules: tuple
    examples: str
    only_in: str = ""


# The kinds of statement of the core language.
CORE_HINTS = (Hint("an effect", ("_effect", "_dig_stmt", "_game_effect"),
                   "take, spend, may, if, ..."),
              Hint("a rule", ("_rule",), "modify, forbid, permit, when, counter"))


def _accepted(err: UnexpectedToken) -> set:
    """The terminals the parser would really take where the error is: Lark's `expected`
    also lists what only a merged parser state allows (an LALR table shares states between
    places), so each is tried on a copy of the parser."""
    try:
        return err.interactive_parser.accepts() or set(err.expected)
    except Exception:       # (no interactive parser: its own list)
        return set(err.expected)


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


class Grammar:
    """One game's grammar: the core language's (grammar/core.lark) followed by the
    game's own part, given by `text()` (read once, at first use), and the kinds of
    statement its syntax errors name (`hints`), and how its own terminals are named in
    them (`shown`: {"SECTION": "a dock section"}).

    Its LALR parser is made at first use, once per process, from the parser tables
    generated into a module of the game's package (`tables()` gives that module, or None;
    its text is `tables_source()`) when the module was made from this very grammar, with
    the same options and Lark version (its `DIGEST`); otherwise it is built from the
    grammar in memory. Nothing is read from a cache folder and nothing is unpickled: the
    tables are package code, a JSON text in a string literal, only parsed."""

    def __init__(self, name: str, text, hints=CORE_HINTS, shown=None, tables=None):
        self.name, self._text, self.hints = name, text, tuple(hints)
        self.shown = {**_SHOWN, **(shown or {})}
        self._tables = tables

    @functools.cached_property
    def text(self) -> str:
        """The grammar's text."""
        return self._text()

    @functools.cached_property
    def digest(self) -> str:
        """What the generated tables must have been made from: the grammar, the parser's
        options and Lark's version, hashed."""
        key = f"{self.text}\0{sorted(_OPTIONS.items())}\0{lark.__version__}"
        return hashlib.sha256(key.encode("utf-8")).hexdigest()

    @functools.cached_property
    def parser(self) -> lark.Lark:
        """The Lark LALR parser (made at first use): from the generated tables when they
        are current, else built from the grammar."""
        module = self._tables() if self._tables is not None else None
        if module is not None and getattr(module, "DIGEST", None) == self.digest:
            tables = json.loads(module.TABLES, object_hook=_decoded)
            return lark.Lark._load_from_dict(tables["data"], tables["memo"])
        return lark.Lark(self.text, **_OPTIONS)

    def tables_current(self) -> bool:
        """Whether the generated tables module was made from this grammar."""
        module = self._tables() if self._tables is not None else None
        return module is not None and getattr(module, "DIGEST", None) == self.digest

    def tables_source(self) -> str:
        """The text of the generated tables module: the digest and the parser's tables
        (Lark's memo_serialize output) as plain literals."""
        from lark.grammar import Rule
        from lark.lexer import TerminalDef
        built = lark.Lark(self.text, **_OPTIONS)
        data, memo = built.memo_serialize([TerminalDef, Rule])
        text = json.dumps(_encoded({"data": data, "memo": memo}), separators=(",", ":"))
        lines = "".join(f"    {text[i:i + 90]!r}\n" for i in range(0, len(text), 90))
        return (f'"""The parser tables of the {self.name} grammar, generated from it (do not '
                f'edit: `make grammar` writes them again)."""\n\n'
                f"DIGEST = {self.digest!r}\n\nTABLES = (\n{lines})\n")

    def parse(self, text: str) -> lark.Tree:
        """Parse a whole source; raises Lark's UnexpectedInput on a syntax error."""
        return self.parser.parse(text)

    @functools.cached_property
    def words(self) -> dict:
        """{kind of statement ('an effect'): the keywords that start one}, from the
        grammar's own rules."""
        grammar = self.parser
        firsts: dict = {}
        for rule in grammar.rules:
            head = rule.expansion[0].name if rule.expansion else None
            term = head and next((t for t in grammar.terminals if t.name == head), None)
            if term is not None and term.pattern.type == "str":
                firsts.setdefault(rule.origin.name, set()).add(term.pattern.value)
        return {h.kind: frozenset(w for r in grammar.rules if r.origin.name in h.rules
                                  for sym in r.expansion for w in firsts.get(sym.name, ()))
                for h in self.hints}

    def _shown(self, terminal: str) -> str:
        if terminal in self.shown:
            return self.shown[terminal]
        try:
            pattern = self.parser.get_terminal(terminal).pattern
        except KeyError:
            return terminal.lower()
        return f"'{pattern.value}'" if pattern.type == "str" else terminal.lower()

    def _keywords(self, terminals) -> list:
        """The keywords among the terminals a parser state expects ('rearrange')."""
        found = []
        for terminal in terminals:
            try:
                pattern = self.parser.get_terminal(terminal).pattern
            except KeyError:
                continue
            if pattern.type == "str" and pattern.value[:1].isalpha():
                found.append(pattern.value)
        return found

    def _expected(self, terminals, item: str) -> str:
        """What a parser state expects, in few words: the kinds of statement that may
        come ('an effect (take, spend, may, if, ...)') and the other words and marks. A
        kind that belongs to one item kind alone is not offered in another."""
        words = {self._shown(t) for t in terminals}
        parts = []
        for hint in self.hints:
            kind = self.words[hint.kind]
            found = {w for w in words if w.strip("'") in kind}
            if hint.only_in and item != hint.only_in:
                words -= found
                continue
            if len(found) >= 3:
                words -= found
                parts.append(f"{hint.kind} ({hint.examples})")
        rest = sorted(words)
        return ", ".join(parts + rest) if parts else ", ".join(rest)

    def _problem(self, path: str, err: UnexpectedInput, text: str) -> Problem:
        if isinstance(err, UnexpectedToken):
            tok = err.token
            item = (text.split() or [""])[0]
            accepts = _accepted(err)
            if tok.type == "$END":
                expected = self._expected(accepts, item)
                # Lark puts the end at the start of the last token; point just after it.
                line = tok.end_line if tok.end_line else err.line
                column = tok.end_column if tok.end_column else err.column
                return Problem(path, max(line, 1), max(column, 1),
                               f"unexpected end of file; expected {expected}")
            hint = did_you_mean(str(tok), self._keywords(accepts)) if tok.type == "NAME" else ""
            if hint:        # a misspelt keyword: the suggestion says more than the whole list
                return Problem(path, tok.line, tok.column, f"unexpected {quoted(tok)}{hint}",
                               len(str(tok)))
            expected = self._expected(accepts, item)
            return Problem(path, tok.line, tok.column,
                           f"unexpected {quoted(tok)}; expected {expected}", len(str(tok)))
        if isinstance(err, UnexpectedCharacters):
            char = err.char
            return Problem(path, err.line, err.column,
                           f"unexpected character {quoted(char)}{_equals_hint(err, text)}")
        if isinstance(err, UnexpectedEOF):
            return Problem(path, 1, 1, "unexpected end of file")
        return Problem(path, getattr(err, "line", 1), getattr(err, "column", 1), str(err))

    def syntax_problems(self, path: str, text: str, first: UnexpectedInput):
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
                tree = self.parse(chunk)
            except UnexpectedInput as err:
                problem = self._problem(path, err, chunk)
                found.append(attrs.evolve(problem, line=problem.line + lines))
            else:
                parsed.append(_shift(tree, lines, line_start))
        return (found or [self._problem(path, first, text)]), parsed
