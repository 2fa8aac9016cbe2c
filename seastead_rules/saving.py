"""Saving and loading states as JSON, through one configured cattrs converter.

Every record is written as an object tagged with its type (`"@": "Take"`), tuples as
arrays. Reading checks each field's type, then the state's shape (ranges, card names,
the decision stack), then that the pending question can be answered; any problem
raises SaveFileError naming the field path (`$.state.players[1].ships_reserve`,
`$.state.players[1].resources[2]`). See docs/saving.md."""

from __future__ import annotations

import json

import attrs
import cattrs

from . import actions, cards, effects
from . import state as st
from .content import Content, load_content
from .engine import ops
from .errors import RulesError, SaveFileError

__all__ = ["to_json", "from_json", "converter", "FORMAT", "VERSION"]

FORMAT = "seastead-save"
VERSION = 3
# Version 1 wrote the log as one flat list of events; version 2 writes one Log record
# per change of state (the links of the log chain, oldest first); version 3 adds the
# action that made each change. All are read.
READS = (1, 2, 3)

_MODULES = (effects, cards, ops, st, actions)
RECORDS = {
    cls.__name__: cls
    for module in _MODULES for cls in vars(module).values()
    if isinstance(cls, type) and attrs.has(cls) and cls.__module__ == module.__name__
}
_SKIP = {("State", "content"), ("State", "log"), ("Log", "prev")}
_SIMPLE = {"int": int, "str": str, "bool": bool}
_KEYS = ("format", "version", "content", "state", "log")
_RNG_LIMIT = 1 << 64


class _Bad(Exception):
    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}")
        self.path, self.message = path, message


def _flat_state_fields() -> list:
    # A State is saved flat, its setup and card fields among its own (as in version 3).
    by_name = {f.name: f for cls in (st.State, st.Setup, st.Cards) for f in attrs.fields(cls)}
    return [by_name[name] for name in st.FLAT_FIELDS if ("State", name) not in _SKIP]


_STATE_FIELDS = _flat_state_fields()


def _fields(cls):
    if cls is st.State:
        return _STATE_FIELDS
    return [f for f in attrs.fields(cls) if (cls.__name__, f.name) not in _SKIP]


def _unstructure(obj):
    kind = type(obj)
    if kind in (int, str, bool) or obj is None:
        return obj
    if kind is tuple or kind is list:
        return [_unstructure(x) for x in obj]
    if attrs.has(kind) and kind.__name__ in RECORDS:
        out = {"@": kind.__name__}
        for f in _fields(kind):
            out[f.name] = _unstructure(getattr(obj, f.name))
        return out
    raise TypeError(f"cannot save a {kind.__name__}")


def _shown(value) -> str:
    """A short description of a value found where it does not belong."""
    if attrs.has(type(value)):
        return f"a {type(value).__name__} record"
    if isinstance(value, tuple):
        text = json.dumps(_unstructure(value))
        return f"the list {text if len(text) <= 40 else text[:36] + ' ...]'}"
    text = repr(value)
    return f"{type(value).__name__} {text if len(text) <= 40 else text[:37] + '...'}"


def _accepts(value, alternative: str) -> bool:
    simple = _SIMPLE.get(alternative)
    if simple is not None:
        return type(value) is simple
    if alternative == "None":
        return value is None
    if alternative == "tuple":
        return isinstance(value, tuple)
    if alternative == "object":
        return True
    cls = RECORDS.get(alternative)
    return cls is None or isinstance(value, cls)


def _check_type(value, annotation, path: str) -> None:
    """A field's value against its annotation: 'int', 'Ctx', 'int | Counter', 'Log | None'..."""
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", "")
    alternatives = [a.strip().strip("'\"") for a in text.strip("'\"").split("|")]
    if not any(_accepts(value, a) for a in alternatives):
        wanted = " or ".join("a list" if a == "tuple" else "null" if a == "None" else a
                             for a in alternatives)
        raise _Bad(path, f"expected {wanted}, found {_shown(value)}")


def _structure(data, path: str):
    if isinstance(data, (int, str, bool)) or data is None:
        return data
    if isinstance(data, float):
        raise _Bad(path, f"expected an integer, found {data!r}")
    if isinstance(data, list):
        return tuple(_structure(x, f"{path}[{i}]") for i, x in enumerate(data))
    if not isinstance(data, dict):  # pragma: no cover - json gives no other types
        raise _Bad(path, f"unexpected value {data!r}")
    tag = data.get("@")
    cls = RECORDS.get(tag) if isinstance(tag, str) else None
    if cls is None:
        raise _Bad(path, f"unknown record type {tag!r}")
    fields = _fields(cls)
    names = {f.name for f in fields}
    extra = set(data) - names - {"@"}
    if extra:
        raise _Bad(path, f"unexpected field(s) {', '.join(sorted(extra))} in {tag}")
    values = {}
    for f in fields:
        where = f"{path}.{f.name}"
        if f.name not in data:     # to_json writes every field, defaults included
            raise _Bad(where, f"missing field of {tag}")
        value = _structure(data[f.name], where)
        _check_type(value, f.type, where)
        values[f.name] = value
    try:
        return st.State.from_fields(**values) if cls is st.State else cls(**values)
    except (TypeError, ValueError) as err:  # pragma: no cover - fields are checked above
        raise _Bad(path, f"cannot make {tag}: {err}") from None


def _make_converter() -> cattrs.Converter:
    conv = cattrs.Converter()
    conv.register_unstructure_hook_func(lambda t: attrs.has(t) and t.__name__ in RECORDS,
                                        _unstructure)
    conv.register_structure_hook_func(lambda t: t is st.State,
                                      lambda data, _: _structure(data, "$.state"))
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
    body = converter.unstructure(state)
    log = [_unstructure(link) for link in _log_links(state.log)]
    document = {"format": FORMAT, "version": VERSION, "content": state.content.hash,
                "state": body, "log": log}
    return json.dumps(document, separators=(",", ":"), sort_keys=False)


# ---- the shape of a well-formed state ---------------------------------------------

def _need(ok, path: str, message: str) -> None:
    if not ok:
        raise _Bad(path, message)


def _count(value, path: str, low: int = 0, high: int | None = None, what: str = "") -> None:
    """An int within [low, high]."""
    ok = type(value) is int and value >= low and (high is None or value <= high)
    if not ok:
        span = f"of {low} or more" if high is None else f"from {low} to {high}"
        _need(False, path, f"expected {what or 'an integer'} {span}, found {_shown(value)}")


def _counts(values, path: str, length: int, low: int = 0, high: int | None = None,
            what: str = "") -> None:
    _need(len(values) == length, path, f"expected {length} entries, found {len(values)}")
    for i, x in enumerate(values):
        _count(x, f"{path}[{i}]", low, high, what)


def _check_ctx(ctx: st.Ctx, content: Content, path: str) -> None:
    _count(ctx.player, f"{path}.player", 0, 1, "a player")
    _count(ctx.flotilla, f"{path}.flotilla", -1, 3, "a flotilla")
    _count(ctx.location, f"{path}.location", -1, 5, "a location")
    _count(ctx.kind, f"{path}.kind", -1, 2, "a building kind")
    _need(ctx.dock == "" or ctx.dock in content.dock, f"{path}.dock",
          f"unknown dock tile {ctx.dock!r}")


_RECORDS_OF: dict = {}


def _content_records(content: Content) -> frozenset:
    """Every effect, condition and card part record of the content (equal ignoring src)."""
    found = _RECORDS_OF.get(content.hash)
    if found is None:
        found, todo = set(), [content.flotilla_sides, content.dock_tiles, content.dive_cards,
                              content.specialists, content.decrees, content.rules]
        while todo:
            item = todo.pop()
            if isinstance(item, tuple):
                todo.extend(item)
            elif attrs.has(type(item)):
                if item not in found:
                    found.add(item)
                    todo.extend(getattr(item, f.name) for f in attrs.fields(type(item)))
        found = _RECORDS_OF[content.hash] = frozenset(found)
    return found


def _check_op(op, content: Content, path: str) -> None:
    """A step waiting on the stack: an effect of this content, or an engine step
    (engine/ops.py) whose fields are in range."""
    if type(op).__module__ != ops.__name__:
        _need(attrs.has(type(op)) and op in _content_records(content), path,
              f"expected an effect of this content, found {_shown(op)} that it does not have")
        return
    then = getattr(op, "then", None)
    if then is not None:
        _check_op(then, content, f"{path}.then")
    if isinstance(op, ops.TakeHalf):
        _need(op.card in content.dive, f"{path}.card", f"unknown dive card {op.card!r}")
        _count(op.half, f"{path}.half", 0, 1, "a half")
        _count(op.player, f"{path}.player", 0, 1, "a player")
    if isinstance(op, (ops.TakeHalf, ops.FollowHalf)):
        for i, r in enumerate(op.exclude):
            _count(r, f"{path}.exclude[{i}]", 0, 3, "a resource")
    if isinstance(op, ops.FollowHalf):
        for i, arrow in enumerate(op.arrows):
            _need(isinstance(arrow, cards.Arrow) and arrow in _content_records(content),
                  f"{path}.arrows[{i}]", f"expected an arrow of this content, found "
                                         f"{_shown(arrow)}")
    if isinstance(op, ops.RepeatMore):
        _count(op.left, f"{path}.left")
        for i, inner in enumerate(op.body):
            _check_op(inner, content, f"{path}.body[{i}]")
    if isinstance(op, (ops.PickResources, ops.SpendResources)):
        _count(op.remaining, f"{path}.remaining")
        for i, r in enumerate(op.allowed):
            _count(r, f"{path}.allowed[{i}]", 0, 3, "a resource")
    if isinstance(op, ops.PickResources):
        _count(op.identical, f"{path}.identical")
        for i, r in enumerate(op.chosen):
            _count(r, f"{path}.chosen[{i}]", 0, 3, "a resource")
    if isinstance(op, ops.DiscardOp):
        _count(op.limit, f"{path}.limit")
    if isinstance(op, (ops.OwnerBonus, ops.ShipLeaves)):
        _count(op.index, f"{path}.index", 0, 23, "a board index")
    if isinstance(op, ops.ShipPlacement):
        _count(op.owner, f"{path}.owner", 0, 1, "a player")
        _count(op.origin, f"{path}.origin", -1, 23, "a board index")
    if isinstance(op, ops.MoveTo):
        _count(op.origin, f"{path}.origin", 0, 23, "a board index")
    if isinstance(op, ops.Rearrange):
        for i, x in enumerate(op.moved):
            _count(x, f"{path}.moved[{i}]", 0, 23, "a board index")
    if isinstance(op, ops.RowBonus):
        _count(op.kind, f"{path}.kind", 0, 2, "a building kind")
    if isinstance(op, (ops.ReactWindow, ops.WhenHooks)):
        _count(op.flotilla, f"{path}.flotilla", -1, 3, "a flotilla")
    if isinstance(op, ops.WhenHooks):
        _count(op.kind, f"{path}.kind", -1, 2, "a building kind")


def _check_stack(s: st.State, content: Content) -> None:
    from .engine.run import HANDLERS, RESUMERS
    for i, item in enumerate(s.stack):
        where = f"$.state.stack[{i}]"
        if isinstance(item, st.Frame):
            _count(item.pc, f"{where}.pc", 0, len(item.ops), "a position in ops")
            _check_ctx(item.ctx, content, f"{where}.ctx")
            for j, op in enumerate(item.ops):
                _need(type(op) in HANDLERS, f"{where}.ops[{j}]",
                      f"expected an effect to run, found {_shown(op)}")
                if j >= item.pc:      # the steps still to run
                    _check_op(op, content, f"{where}.ops[{j}]")
        elif isinstance(item, st.Decision):
            _need(i == len(s.stack) - 1, where, "a Decision can only be on top of the stack")
            _count(item.player, f"{where}.player", 0, 1, "a player")
            _check_ctx(item.ctx, content, f"{where}.ctx")
            resumable = type(item.op) is ops.TurnOp if item.kind == "turn" else \
                type(item.op) in RESUMERS
            _need(resumable, f"{where}.op",
                  f"expected an effect waiting for an answer, found {_shown(item.op)}")
            _check_op(item.op, content, f"{where}.op")
            for j, text in enumerate(item.options):
                _need(type(text) is str, f"{where}.options[{j}]",
                      f"expected an answer's text, found {_shown(text)}")
            _need(len(set(item.options)) == len(item.options), f"{where}.options",
                  "the same answer twice")
            _need(type(item.kind) is str, f"{where}.kind", "expected str")
            _need(len(item.values) == len(item.options), f"{where}.values",
                  f"expected {len(item.options)} values, one per option, "
                  f"found {len(item.values)}")
            if item.kind == "turn":
                # Its answers are the specialists the player may use first (p. 8).
                faceup = {c for c, up in s.players[s.current].specialists if up}
                _need(all(v in faceup for v in item.values), f"{where}.values",
                      "a turn question's answers are the player's face-up specialists")
                _need(item.player == s.current, f"{where}.player",
                      f"the turn question is for the current player ({s.current})")
            else:
                _need(bool(item.options), f"{where}.options", "a question without answers")
        else:
            _need(False, where, f"expected a Frame or a Decision, found {_shown(item)}")
    _need(s.over or (s.stack and isinstance(s.stack[-1], st.Decision)), "$.state.stack",
          "a game in progress must be waiting on a decision")
    # Until the game ends, the turn question or a step that leads to it is pending.
    _need(s.over or s.stack[-1].kind == "turn" or any(
        isinstance(item, st.Frame) and any(type(op) in (ops.TurnOp, ops.EndTurn)
                                           for op in item.ops[item.pc:])
        for item in s.stack), "$.state.stack", "no turn is pending: the game could not go on")
    _need(not (s.over and s.stack), "$.state.stack", "a finished game has nothing pending")


def _check_shape(s: st.State, content: Content) -> None:
    """Ranges and names a well-formed state must have; raises _Bad with the path."""
    _need(len(s.sides) == 4, "$.state.sides", "expected four flotilla sides")
    for i, name in enumerate(s.sides):
        _need(name in content.side, f"$.state.sides[{i}]", f"unknown flotilla side {name!r}")
    _counts(s.demand, "$.state.demand", 4, 0, 3, "a resource")
    _need(sorted(s.demand) == [0, 1, 2, 3], "$.state.demand", "expected each resource once")
    _count(s.locked, "$.state.locked", 0, 3, "a flotilla")
    # Code 6 is a Boss building (solo only).
    _counts(s.buildings, "$.state.buildings", 24, -1, 6 if s.solo else 5, "a building code")
    if s.solo:
        _need(len(s.boss_resources) == 24, "$.state.boss_resources", "expected 24 locations")
        for i, held in enumerate(s.boss_resources):
            _counts(held, f"$.state.boss_resources[{i}]", len(held), 0, 3, "a resource")
    else:
        _need(s.boss_resources == (), "$.state.boss_resources", "only a solo game has a Boss")
    _counts(s.ships, "$.state.ships", 24, -1, 1, "a ship owner")
    _need(len(s.players) == 2, "$.state.players", "expected two players")
    for p, seat in enumerate(s.players):
        where = f"$.state.players[{p}]"
        _need(isinstance(seat, st.Player), where, f"expected a Player, found {_shown(seat)}")
        _counts(seat.resources, f"{where}.resources", 4, 0, None, "a count")
        _counts(seat.built, f"{where}.built", 3, 0, 4, "a count")
        _count(seat.ships_reserve, f"{where}.ships_reserve", 0, 4, "a count")
        _count(seat.ships_boxed, f"{where}.ships_boxed", 0, 4, "a count")
        for field in ("cleanup", "cleanup_extra", "columns"):
            _count(getattr(seat, field), f"{where}.{field}", 0, None, "a count")
        for i, spec in enumerate(seat.specialists):
            _need(isinstance(spec, tuple) and len(spec) == 2 and spec[0] in content.specialist
                  and type(spec[1]) is bool, f"{where}.specialists[{i}]",
                  f"expected [specialist name, face up], found {_shown(spec)}")
    _counts(s.supply, "$.state.supply", 4, 0, None, "a count")
    _count(s.cleanup_supply, "$.state.cleanup_supply", 0, None, "a count")
    for field, table in (("dive_deck", content.dive), ("dive_discard", content.dive),
                         ("dive_removed", content.dive), ("specialist_deck", content.specialist),
                         ("specialist_display", content.specialist), ("dock_deck", content.dock),
                         ("dock_display", content.dock), ("decree_deck", content.decree),
                         ("decrees", content.decree)):
        for i, name in enumerate(getattr(s, field)):
            _need(type(name) is str and name in table, f"$.state.{field}[{i}]",
                  f"unknown card {_shown(name)}")
    for i, dock in enumerate(s.docks):
        where = f"$.state.docks[{i}]"
        _need(isinstance(dock, tuple) and len(dock) == 3, where,
              f"expected [dock name, owner, board index], found {_shown(dock)}")
        _need(type(dock[0]) is str and dock[0] in content.dock, f"{where}[0]",
              f"unknown dock tile {_shown(dock[0])}")
        _count(dock[1], f"{where}[1]", 0, 1, "a player")
        _count(dock[2], f"{where}[2]", 0, 23, "a board index")
    _count(s.dive_face, "$.state.dive_face", 0, 1, "a player")
    _count(s.start_player, "$.state.start_player", 0, 1, "a player")
    _count(s.current, "$.state.current", 0, 1, "a player")
    _count(s.round, "$.state.round", 1, None, "a round")
    _need(s.end_round == -1 or (type(s.end_round) is int and s.end_round >= 1),
          "$.state.end_round", f"expected -1 or a round, found {_shown(s.end_round)}")
    _count(s.rng, "$.state.rng", 0, _RNG_LIMIT - 1, "a 64-bit generator state")
    for i, pair in enumerate(s.options):
        _need(isinstance(pair, tuple) and len(pair) == 2 and type(pair[0]) is str,
              f"$.state.options[{i}]", f"expected [option name, value], found {_shown(pair)}")
    _check_stack(s, content)


def _check_playable(s: st.State) -> None:
    """The pending question can be asked and each of its answers applied: a value
    damaged inside the stack shows here rather than in the middle of a later game."""
    from .engine.turn import apply, legal_actions
    try:
        legal = legal_actions(s)
    except RulesError:
        legal = ()
    except Exception as err:  # noqa: BLE001 - any failure means the file is damaged
        raise _Bad("$.state", f"the saved position cannot be played "
                              f"({type(err).__name__}: {err})") from None
    d = s.decision
    if d is None or d.kind == "turn":
        return
    where = f"$.state.stack[{len(s.stack) - 1}].values"
    for j, action in enumerate(legal):
        try:
            after = apply(s, action)
        except RulesError:
            continue
        except Exception as err:  # noqa: BLE001 - any failure means the file is damaged
            raise _Bad(f"{where}[{j}]",
                       f"answering '{action}' fails ({type(err).__name__}: {err})") from None
        _need(after.over or after.decision is not None, f"{where}[{j}]",
              f"after answering '{action}' the game waits on nothing")


def _read_log(data, version: int):
    """The log chain: version 2 has one Log record per link, version 1 one flat list of
    events (read as a single link)."""
    if not isinstance(data, list):
        raise _Bad("$.log", f"expected a list, found {_shown(data)}")
    if version == 1:
        links, paths = [st.Log(_structure(data, "$.log"))], ["$.log"]
    else:
        if version == 2:        # links had no action yet
            data = [dict(item, action=None) if isinstance(item, dict) else item
                    for item in data]
        links = [_structure(item, f"$.log[{i}]") for i, item in enumerate(data)]
        paths = [f"$.log[{i}].events" for i in range(len(links))]
    log = None
    for where, link in zip(paths, links):
        _need(isinstance(link, st.Log), where.removesuffix(".events"),
              f"expected a Log record, found {_shown(link)}")
        for j, e in enumerate(link.events):
            _need(isinstance(e, st.Event), f"{where}[{j}]", f"expected an Event, found {_shown(e)}")
        log = attrs.evolve(link, prev=log)
    return log


def from_json(text: str | bytes, content: Content | None = None) -> st.State:
    """The state saved in `text`; SaveFileError naming what is wrong and where."""
    content = content if content is not None else load_content()
    try:
        document = json.loads(text)
    except (ValueError, TypeError, RecursionError) as err:
        # ValueError covers bad JSON, bad UTF-8 and integers too long to read.
        raise SaveFileError(f"not a readable save file: {err}") from None
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
            raise _Bad("$.state", f"expected a State record, found {_shown(state)}")
        log = _read_log(document["log"], version)
        _check_shape(state, content)
        state = attrs.evolve(state, content=content, log=log)
        _check_playable(state)
    except _Bad as bad:
        raise SaveFileError(f"damaged save file: {bad}") from None
    except RecursionError:
        raise SaveFileError("damaged save file: $.state: nested too deeply") from None
    except cattrs.BaseValidationError as err:  # pragma: no cover - our hooks raise _Bad
        raise SaveFileError(f"damaged save file: {err}") from None
    return state
