"""The serialized text of an OpenSpiel state of Seastead: the kernel's
(`seastead_rules.kernel.openspiel_text`), under Seastead's own format name.

    format=seastead-openspiel-state
    version=2
    game=python_seastead(decree=,extra=,mode=duel,seeds=0,sides=AAAA,specialists=A)
    history=-1:3,-1:17,-1:40,...,0:2,0:321
    crc32=ac28aad6

`history` lists the chance outcomes of the deal (-1:outcome id) and the players'
actions (version 1, with the `seeds` parameter, starts with the seed instead). Reading
plays the history again through the rules; a state made by
`resample_from_infostate` also carries its JSON save on a `save=` line, read by
`from_json` with all its checks. Nothing is unpickled or evaluated: anything wrong
raises SaveFileError. The `extra` parameter's content comes from `content_with`, and a
state pickled by OpenSpiel's own C++ path loads that content again by its path
(`seastead_with`).
"""

from __future__ import annotations

from pathlib import Path

from .. import load_content
from ..errors import ArgumentError
from ..game import SeasteadGame
from ..inputs import check_type, read_text
from ..kernel.openspiel_text import VERSION, Held, Replay, deserialize, serialize
from ..model.content import source_files

__all__ = ["FORMAT", "VERSION", "Held", "Replay", "serialize", "deserialize", "content_with",
           "seastead_with"]

FORMAT = "seastead-openspiel-state"


def content_with(extra: str):
    """The shipped content with the .sea file or the folder of .sea files `extra` added,
    their items replacing those of the same name (the shipped content for "")."""
    check_type(extra, str, "extra", "the path of a .sea file or a folder of them, or ''")
    if not extra:
        return load_content()
    path = Path(extra)
    if not path.exists():
        raise ArgumentError(f"extra={extra}: no such file or folder")
    files = source_files(path) if path.is_dir() else [path]
    if not files:
        raise ArgumentError(f"extra={extra}: no .sea files in this folder")
    return load_content(extra=[(p.as_posix(), read_text(p, "extra")) for p in files],
                        replace=True)


class _SeasteadWith(SeasteadGame):
    # Seastead with the content of the `extra` parameter, pickled as that parameter (a
    # Held that OpenSpiel's C++ path pickles loads the content again from its path).
    def __init__(self, extra: str):
        super().__init__(content_with(extra), log=False)
        self.extra = extra

    def __reduce__(self):
        return (seastead_with, (self.extra,))


class _Shipped(SeasteadGame):
    # The shipped content, pickled by reference.
    def __reduce__(self):
        return (seastead_with, ("",))


_SHIPPED = _Shipped(log=False)


def seastead_with(extra: str) -> SeasteadGame:
    """Seastead (a game of the kernel) with the content of `content_with(extra)`, its
    games keeping no log (as OpenSpiel's always have)."""
    return _SHIPPED if not extra else _SeasteadWith(extra)
