"""The JSON save of a Deep Sea game being dealt (dealing.py): its seed, options, changed
components and the items dealt so far, read back with every check.

    {"format":"deep-sea-dealing","version":1,"seed":7,"players":2,
     "scenario":"The Call of the Ocean","mode":"competitive","difficulty":4,
     "changes":"","dealt":["Kelp Forest",...],"log":true,"observed":false}
"""

from __future__ import annotations

from ..errors import ArgumentError, ContentError, SaveFileError
from ..kernel import saves as kernel_saves
from ..kernel.arguments import SEED_MAX
from .book import book
from .content import with_changes
from .dealing import Dealing, check
from .state import MODES

__all__ = ["FORMAT", "VERSION", "to_json", "from_json", "is_dealing_save"]

FORMAT = "deep-sea-dealing"
VERSION = 1
_WHAT = "save of a Deep Sea game being dealt"


def to_json(d: Dealing) -> str:
    """The Dealing as JSON text."""
    return kernel_saves.write_document(FORMAT, VERSION, {
        "seed": d.seed, "players": d.players, "scenario": d.scenario, "mode": d.mode,
        "difficulty": d.difficulty, "changes": d.content.changes, "dealt": list(d.dealt),
        "log": d.log, "observed": d.observed})


def is_dealing_save(text) -> bool:
    """Whether `text` is the save of a Dealing (by its first field)."""
    return isinstance(text, str) and text.startswith(f'{{"format":"{FORMAT}"')


def from_json(text, content) -> Dealing:
    """The Dealing saved in `text`, played with `content`; SaveFileError naming what is
    wrong."""
    document = kernel_saves.read_document(text, FORMAT, VERSION, _WHAT)
    seed = kernel_saves.field(document, "seed", int)
    players = kernel_saves.field(document, "players", int)
    scenario = kernel_saves.field(document, "scenario", str)
    mode = kernel_saves.field(document, "mode", str)
    difficulty = kernel_saves.field(document, "difficulty", int)
    changes = kernel_saves.field(document, "changes", str)
    dealt = kernel_saves.field(document, "dealt", list)
    log = kernel_saves.field(document, "log", bool)
    observed = kernel_saves.field(document, "observed", bool)
    for i, item in enumerate(dealt):
        kernel_saves.expect(item, (str, int, type(None)), f"$.dealt[{i}]")
    if not 0 <= seed <= SEED_MAX or not 1 <= players <= 4 or mode not in MODES or \
            not 1 <= difficulty <= 7:      # co-op's seven goals (p. 17)
        raise SaveFileError(f"damaged {_WHAT}: $.seed, $.players, $.mode or $.difficulty "
                            f"out of range")
    try:
        content = with_changes(content, changes)
    except ContentError as err:
        raise SaveFileError(f"damaged {_WHAT}: its changed components do not compile: "
                            f"{str(err).splitlines()[0]}") from None
    if scenario not in book(content).scenarios:
        raise SaveFileError(f"damaged {_WHAT}: $.scenario: no scenario {scenario!r}"[:200])
    try:
        d = Dealing(seed, players, scenario, mode, difficulty, tuple(dealt), log, observed,
                    content)
        check(d)
    except (AssertionError, ArgumentError, KeyError, TypeError, ValueError) as err:
        raise kernel_saves.refused(_WHAT, err) from None
    return d
