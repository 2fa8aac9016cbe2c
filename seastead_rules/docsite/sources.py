"""The content the documentation quotes, as source text and records: the shipped .sea
files, then the example cards of a checkout's examples/ folder (examples/cards/ first).
Each record's `src` ("path:line") leads back to the lines that define it."""

from __future__ import annotations

import functools
from pathlib import Path

import attrs

from ..lang.compiler import compile_source
from ..model.content import shipped_sources

__all__ = ["shipped", "examples", "quoted", "source_line", "item_source", "block_at", "walk",
           "EXAMPLES"]

# The examples folder of the checkout the package is in (the docs are built from one).
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@functools.lru_cache(maxsize=1)
def shipped() -> tuple:
    """((label, text, records) for each shipped .sea file, in file order."""
    return tuple((label, text, tuple(compile_source(text, label)))
                 for label, text in shipped_sources())


@functools.lru_cache(maxsize=1)
def examples() -> tuple:
    """((label, text, records) for each example .sea file of the checkout: the example
    cards of examples/cards/, then the other files of examples/; none in an installed
    package."""
    paths = sorted(EXAMPLES.glob("cards/*.sea")) + sorted(EXAMPLES.glob("*.sea"))
    found = []
    for path in paths:
        label = path.relative_to(EXAMPLES.parent).as_posix()
        text = path.read_text(encoding="utf-8")
        found.append((label, text, tuple(compile_source(text, label))))
    return tuple(found)


def quoted() -> tuple:
    """Every source the documentation may quote: the shipped ones, then the examples."""
    return shipped() + examples()


def _lines(src: str) -> tuple:
    label, _, line = src.rpartition(":")
    for name, text, _records in quoted():
        if name == label:
            return text.splitlines(), int(line) - 1
    raise KeyError(f"no source '{label}'")


def source_line(src: str) -> str:
    """The text of the line `src` ("path:line") names, without its comment."""
    lines, i = _lines(src)
    return lines[i].split("#", 1)[0].strip()


def item_source(src: str) -> str:
    """The whole item starting at `src`: lines until its braces close, comments kept."""
    lines, i = _lines(src)
    return block_at(lines, i)


def block_at(lines: list, i: int) -> str:
    """The item starting at line index `i` of a source's lines: until its braces close
    (a line without a brace that opens nothing is an item by itself), comments kept."""
    out, depth = [], 0
    for line in lines[i:]:
        out.append(line)
        code = line.split("#", 1)[0]
        depth += code.count("{") - code.count("}")
        if depth <= 0 and ("{" in "".join(out) or len(out) == 1 and "{" not in code):
            break
    return "\n".join(out)


def walk(record, src: str = ""):
    """Yield (value, nearest src) for `record` and every record or value inside it."""
    src = getattr(record, "src", "") if isinstance(getattr(record, "src", ""), str) \
        and getattr(record, "src", "") else src
    yield record, src
    if isinstance(record, (tuple, list)):
        for part in record:
            yield from walk(part, src)
    elif attrs.has(type(record)):
        for field in attrs.fields(type(record)):
            if field.name != "src":
                yield from walk(getattr(record, field.name), src)
