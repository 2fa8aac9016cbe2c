"""Hostile .sea texts for the compiler: nesting past the limits, huge numbers and names,
broken Unicode, random bytes, and real files cut short or spliced (`nasty_texts`)."""

from __future__ import annotations

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from .fuzz import sea_texts

__all__ = ["nasty_texts"]


def _in_a_decree(body: str) -> str:
    return 'decree "Nasty" {\n    when you build { ' + body + ' }\n}\n'


_DEEP = {
    "may block": lambda n: "may { " * n + "nothing" + " }" * n,
    "may chain": lambda n: "may " * n + "nothing",
    "not chain": lambda n: "if " + "not " * n + "kelp > 1 { nothing }",
    "parentheses": lambda n: "if " + "(kelp > 1 and (fish > 1 or " * n + "1 < 2" + "))" * n
                             + " { nothing }",
    "repeats": lambda n: "repeat 2 { " * n + "take 1 kelp" + " }" * n,
    "unclosed": lambda n: "may { " * n,
}
_HUGE = {
    "number": lambda w: _in_a_decree(f"take {w} kelp"),
    "signed number": lambda w: f'decree "Nasty" {{ modify build-cost +{w} }}',
    "repeat count": lambda w: _in_a_decree(f"repeat {w} {{ take 1 kelp }}"),
    "name": lambda w: _in_a_decree(f"take 1 {w}"),
    "card name": lambda w: f'decree "{w}" {{ forbid dive }}',
    "stray word": lambda w: f"{w} {w}",
}


def _spliced(draw, text: str) -> str:
    """A text cut short, or with a span deleted, repeated or replaced by junk."""
    i = draw(st.integers(0, len(text)))
    j = draw(st.integers(i, min(len(text), i + 200)))
    how = draw(st.sampled_from(("cut", "delete", "repeat", "junk")))
    if how == "cut":
        return text[:i]
    if how == "delete":
        return text[:i] + text[j:]
    if how == "repeat":
        return text[:j] + text[i:j] + text[j:]
    return text[:i] + draw(st.text(max_size=20)) + text[j:]


@st.composite
def _nasty(draw, sources: tuple) -> str:
    kind = draw(st.sampled_from(("deep", "huge", "surrogate", "bytes", "unicode", "shipped")))
    if kind == "deep":
        shape = draw(st.sampled_from(sorted(_DEEP)))
        return _in_a_decree(_DEEP[shape](draw(st.integers(0, 400))))
    if kind == "huge":
        what = draw(st.sampled_from(sorted(_HUGE)))
        digits = "number" in what or what == "repeat count"
        width = draw(st.integers(1, 6000) | st.integers(60, 70))
        return _HUGE[what](("9" if digits else "k") * width)
    if kind == "surrogate":
        text = draw(sea_texts(depth=8))
        i = draw(st.integers(0, len(text)))
        return text[:i] + chr(draw(st.integers(0xD800, 0xDFFF))) + text[i:]
    if kind == "bytes":
        raw = draw(st.binary(max_size=400))
        return raw.decode(draw(st.sampled_from(("utf-8", "latin-1"))),
                          draw(st.sampled_from(("surrogateescape", "replace", "ignore"))))
    if kind == "unicode":
        return draw(st.text(st.characters(exclude_categories=()), max_size=300))
    return _spliced(draw, draw(st.sampled_from(sources))) if sources else ""


def nasty_texts(sources=()) -> SearchStrategy:
    """Hostile .sea texts: nesting past the limits, huge numbers and names, lone
    surrogates, random bytes decoded as text, any Unicode, and the given (label, text)
    `sources` (e.g. the shipped files) cut short or spliced."""
    return _nasty(tuple(text for _, text in sources))
