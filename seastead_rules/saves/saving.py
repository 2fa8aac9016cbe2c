"""Saving and loading states as JSON, through one configured cattrs converter.

Every record is written as an object tagged with its type (`"@": "Take"`), tuples as
arrays (save_format.py). Reading checks the JSON text (save_json.py: no key twice,
nesting bounded), each field's type, exactly, then the state's shape (ranges, card
names, the decision stack: save_checks.py, save_stack.py), the invariants, that the
pending question is the one the engine asks there (save_question.py), and that it can be
answered; any problem raises SaveFileError naming the field path
(`$.state.players[1].ships_reserve`, `$.state.stack[2].options[0]`). See
docs/saving.md."""

from __future__ import annotations

import json

import attrs
import cattrs

from ..errors import SaveFileError
from ..inputs import check_type
from ..model import state as st
from ..model.actions import Answer, Build, Dive, Pass, malformed
from ..model.content import Content, load_content
from .checks import check_playable, check_shape
from .format import (
    MAX_SAVE_SIZE,
    RECORDS,
    BadField,
    read_json,
    shown,
    structure,
    unstructure,
)

__all__ = ["to_json", "from_json", "converter", "FORMAT", "VERSION", "MAX_SAVE_SIZE"]

FORMAT = "seastead-save"
VERSION = 3
# Version 1 wrote the log as one flat list of events; version 2 writes one Log record
# per change of state (the links of the log chain, oldest first); version 3 adds the
# action that made each change. All are read.
READS = (1, 2, 3)

_KEYS = ("format", "version", "content", "state", "log")
_ACTIONS = (Dive, Build, Answer, Pass)     # what a log link says made the change
_UNCHECKED = "the checks of a loaded state failed on it"


def _make_converter() -> cattrs.Converter:
    conv = cattrs.Converter()
    conv.register_unstructure_hook_func(lambda t: attrs.has(t) and t.__name__ in RECORDS,
                                        unstructure)
    conv.register_structure_hook_func(lambda t: t is st.State,
                                      lambda data, _: structure(data, "$.state"))
    return conv


converter = _make_converter()


def _log_links(log) -> list:
    links = []
    while log is not None:
        links.append(log)
        log = log.prev
    return links[::-1]


def to_json(state: st.State) -> str:
    """The state as JSON text: format, version, content hash, the state and its log
    (one Log record per change of state, oldest first, without its `prev`)."""
    check_type(state, st.State, "state", "a State (a playout's freeze() gives one)")
    body = converter.unstructure(state)
    log = [unstructure(link) for link in _log_links(state.log)]
    document = {"format": FORMAT, "version": VERSION, "content": state.content.hash,
                "state": body, "log": log}
    return json.dumps(document, separators=(",", ":"), sort_keys=False)


def _read_log(data, version: int):
    """The log chain: version 2 has one Log record per link, version 1 one flat list of
    events (read as a single link)."""
    if not isinstance(data, list):
        raise BadField("$.log", f"expected a list, found {shown(data)}")
    if version == 1:
        links, paths = [st.Log(structure(data, "$.log"))], ["$.log"]
    else:
        if version == 2:        # links had no action yet
            data = [dict(item, action=None) if isinstance(item, dict) else item
                    for item in data]
        links = [structure(item, f"$.log[{i}]") for i, item in enumerate(data)]
        paths = [f"$.log[{i}].events" for i in range(len(links))]
    log = None
    for where, link in zip(paths, links):
        if not isinstance(link, st.Log):
            raise BadField(where.removesuffix(".events"),
                           f"expected a Log record, found {shown(link)}")
        for j, e in enumerate(link.events):
            if not isinstance(e, st.Event):
                raise BadField(f"{where}[{j}]", f"expected an Event, found {shown(e)}")
        action = link.action
        if action is not None and (type(action) not in _ACTIONS or malformed(action)):
            raise BadField(where.removesuffix(".events") + ".action",
                           f"expected an action or null, found {shown(action)}")
        log = attrs.evolve(link, prev=log)
    return log


def from_json(text, content: Content | None = None) -> st.State:
    """The state saved in `text` (str, bytes or an open file; at most MAX_SAVE_SIZE);
    SaveFileError naming what is wrong and where."""
    if content is not None:
        check_type(content, Content, "content", "a Content (from load_content) or None")
    content = content if content is not None else load_content()
    document = read_json(text, "save file")
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveFileError("not a Seastead save file ($.format is missing or wrong)")
    version = document.get("version")
    if type(version) is not int or version not in READS:
        raise SaveFileError(f"$.version: save format version {version!r} is not supported "
                            f"(this engine reads versions {', '.join(map(str, READS))})")
    if document.get("content") != content.hash:
        raise SaveFileError(f"$.content: the save was made with different content (content "
                            f"hash {document.get('content')!r}; the content loaded now has "
                            f"{content.hash!r})")
    for key in ("state", "log"):
        if key not in document:
            raise SaveFileError(f"damaged save file: $.{key}: missing")
    extra = sorted(set(document) - set(_KEYS))
    if extra:
        raise SaveFileError(f"damaged save file: $: unexpected field(s) {', '.join(extra)}")
    try:
        state = converter.structure(document["state"], st.State)
        if not isinstance(state, st.State):
            raise BadField("$.state", f"expected a State record, found {shown(state)}")
        log = _read_log(document["log"], version)
        check_shape(state, content)
        state = attrs.evolve(state, content=content, log=log)
        check_playable(state)
    except BadField as bad:
        raise SaveFileError(f"damaged save file: {bad}") from None
    except RecursionError:
        raise SaveFileError("damaged save file: $.state: nested too deeply") from None
    except cattrs.BaseValidationError as err:  # pragma: no cover - our hooks raise BadField
        raise SaveFileError(f"damaged save file: {err}") from None
    except Exception as err:  # noqa: BLE001 - the last guard: a damaged file is refused
        # A check that fails on a damaged state instead of naming it is a bug (the fuzz
        # test looks for this message); the file is refused all the same.
        raise SaveFileError(f"damaged save file: $.state: {_UNCHECKED} "
                            f"({type(err).__name__}: {err})") from None
    return state
