"""What the language allows beyond its grammar: a bounded file size, nesting, repeats,
numbers and names, valid Unicode.

The checks here run before the compiler's transformer, which recurses: a parse tree
(built by Lark's LALR parser without recursion) is walked with an explicit stack, so no
input, however deep or long, reaches Python's recursion limit or `int()`'s digit limit.
"""

from __future__ import annotations

from lark import Token, Tree

from .problems import Problem, quoted

__all__ = ["MAX_SOURCE", "MAX_NESTING", "MAX_REPEATS", "MAX_DIGITS", "MAX_NAME",
           "MAX_TEXT", "size_problem", "unicode_problem", "check_item"]

# The longest content file, in characters. The shipped content's longest file has under
# 6,000 and all of it under 30,000; compiling takes time in proportion to the length, so
# a longer file is refused before it is parsed, and any file is answered in seconds.
MAX_SOURCE = 64 * 1024

# How deeply blocks, `may` and conditions (`not`, `and`/`or` in parentheses) may nest.
# Printed components nest 3 deep at most.
MAX_NESTING = 32
# How many times a repeat may run its block, counting the repeats around it:
# `repeat 2 { repeat 5 { ... } }` is 10. Printed components repeat at most 3 times.
MAX_REPEATS = 10
# The longest number, in digits (the largest is 9999); printed numbers have one or two.
MAX_DIGITS = 4
# The longest name (of a card, a resource, a rule question, ...), in characters.
MAX_NAME = 64
# The longest text of a game's declaration (what a question answers, when an event
# happens), in characters.
MAX_TEXT = 200
# The declarations whose strings are texts, not names.
_TEXTS = {"question", "permission", "event", "game_ties"}

_NESTING = {"block", "dig_block", "may", "cond_not", "cond_and", "cond_or"}
_REPEATS = {"repeat", "repeat_up_to"}


def _position(text: str, index: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, index) + 1
    return text.count("\n", 0, index) + 1, index - line_start + 1


def size_problem(path: str, text: str) -> Problem | None:
    """A problem at the first character past MAX_SOURCE, or None."""
    if len(text) <= MAX_SOURCE:
        return None
    line, column = _position(text, MAX_SOURCE)
    return Problem(path, line, column,
                   f"the file is too long: {len(text):,} characters, and a content file "
                   f"has at most {MAX_SOURCE:,}")


def unicode_problem(path: str, text: str) -> Problem | None:
    """A problem at the first character that is not valid Unicode (a lone surrogate,
    as decoding bytes with 'surrogateescape' leaves), or None."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as err:
        line, column = _position(text, err.start)
        code = ord(text[err.start])
        # U+DC80-U+DCFF: a byte that is not UTF-8, as a file is read ('surrogateescape').
        byte = f", or the byte 0x{code - 0xDC00:02X}" if 0xDC80 <= code <= 0xDCFF else ""
        return Problem(path, line, column,
                       f"the text is not valid Unicode: a lone surrogate U+{code:04X}{byte} "
                       f"(content files are UTF-8 text)")
    return None


def _token_problem(path: str, tok: Token, parent: str) -> Problem | None:
    if tok.type in ("INT", "SIGNED_INT") and len(tok.lstrip("+-")) > MAX_DIGITS:
        return Problem(path, tok.line, tok.column,
                       f"number {quoted(tok)} is too long: at most {MAX_DIGITS} digits "
                       f"(up to {10 ** MAX_DIGITS - 1})", len(tok))
    if tok.type == "NAME" and len(tok) > MAX_NAME:
        return Problem(path, tok.line, tok.column,
                       f"name {quoted(tok)} is too long: at most {MAX_NAME} characters",
                       len(tok))
    if tok.type == "STRING" and parent in _TEXTS:
        if len(tok) - 2 > MAX_TEXT:
            return Problem(path, tok.line, tok.column, f"text {quoted(tok[1:-1])} is too "
                           f"long: at most {MAX_TEXT} characters", len(tok))
        return None
    if tok.type == "STRING" and len(tok) - 2 > MAX_NAME:
        return Problem(path, tok.line, tok.column,
                       f"name {quoted(tok[1:-1])} is too long: at most {MAX_NAME} characters",
                       len(tok))
    return None


def check_item(path: str, item: Tree, problems: list) -> bool:
    """Check one top-level item's tree without recursion; add its problems to `problems`.

    True if the item may be compiled: no nesting past MAX_NESTING, and no number or
    name past its bound (nested repeats past MAX_REPEATS are reported but compile)."""
    fine = True
    stack = [(item, 0, 1, "")]          # node, nesting level, repeat product, parent rule
    while stack:
        node, level, times, parent = stack.pop()
        if isinstance(node, Token):
            problem = _token_problem(path, node, parent)
            if problem is not None:
                problems.append(problem)
                fine = False
            continue
        if node.data in _NESTING and not (node.data == "block" and parent == "may"):
            level += 1
            if level > MAX_NESTING:
                problems.append(Problem(path, node.meta.line, node.meta.column,
                                        f"nested too deeply: blocks, 'may' and conditions "
                                        f"nest at most {MAX_NESTING} levels"))
                fine = False
                continue
        children = node.children
        if node.data in _REPEATS:
            count = children[0]
            if len(count) > MAX_DIGITS:
                problems.append(Problem(path, count.line, count.column,
                                        f"repeat count must be from 1 to {MAX_REPEATS}, "
                                        f"not {quoted(count)[1:-1]}", len(count)))
                fine, children = False, children[1:]
            else:
                times = _repeat_times(path, node, times, problems)
        for child in reversed(children):
            stack.append((child, level, times, node.data))
    return fine


def _repeat_times(path: str, node: Tree, times: int, problems: list) -> int:
    count = node.children[0]
    if not 1 <= int(count) <= MAX_REPEATS:
        return times            # reported by the compiler as a number out of range
    if times <= MAX_REPEATS < times * int(count):
        problems.append(Problem(
            path, node.meta.line, node.meta.column,
            f"nested repeats run a block {times * int(count)} times: at most "
            f"{MAX_REPEATS} in all", 6))
    return times * int(count)
