"""What the table takes from a request: whole numbers written in ASCII digits, of bounded
length, and short texts of bounded length; anything else is Refused, saying what was
expected and repeating only the start of what came."""

from __future__ import annotations

import re

from .refused import Refused, shown

__all__ = ["whole_number", "short_text", "LONGEST_NUMBER", "LONGEST_TEXT"]

# Digits of a whole number: a seed is below 2**64, which has 20.
LONGEST_NUMBER = 20
# Characters of an option given as text: sides, specialists, a decree's name, an opponent.
LONGEST_TEXT = 40

_WHOLE = re.compile(rf"-?[0-9]{{1,{LONGEST_NUMBER}}}")
_BOUND = 10 ** LONGEST_NUMBER


def whole_number(value, name: str, default=None):
    """`value` as an int: a JSON number, or text of ASCII digits with an optional '-'
    (not '²' or '١', which str.isdigit() also takes); `default` when absent or empty."""
    if value is None or value == "":
        return default
    if type(value) is int and -_BOUND < value < _BOUND:
        return value
    if isinstance(value, str) and _WHOLE.fullmatch(value):
        return int(value)
    raise Refused(f"{name} must be a whole number (at most {LONGEST_NUMBER} digits 0-9), "
                  f"not {shown(value)}")


def short_text(value, name: str, default=None, longest: int = LONGEST_TEXT):
    """`value` as text of at most `longest` characters; `default` when absent or empty."""
    if value is None or value == "":
        return default
    if isinstance(value, str) and len(value) <= longest:
        return value
    raise Refused(f"{name} must be a text of at most {longest} characters, not {shown(value)}")
