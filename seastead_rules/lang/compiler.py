"""Text to records: the transformer that turns a parse tree into frozen records,
resolving every name and collecting every problem of a file. The item handlers are in
items.py, the limits checked before any handler runs in limits.py."""

from __future__ import annotations

from lark import v_args
from lark.exceptions import UnexpectedInput, VisitError

from .. import effects as fx
from ..cardtext_effects import block_phrase, choose_labels
from ..inputs import check_type
from ..names import COUNTED, KINDS
from .items import ItemCompiler
from .limits import MAX_REPEATS, MOVABLE, check_item, unicode_problem
from .parser import parse, syntax_problems
from .problems import Problem, did_you_mean, quoted, raise_problems

__all__ = ["compile_source", "Compiled"]

_PLAYER_WORDS = {"your": "you", "you": "you", "opponent": "opponent", "anyone": "anyone"}


class Compiled(tuple):
    """The records of one source file, in source order."""


@v_args(meta=True)
class _ToRecords(ItemCompiler):
    """One handler per grammar rule; each returns the record of the same name."""

    # ---- effects ---------------------------------------------------------------------
    def block(self, meta, children):
        return tuple(children)

    def take(self, meta, children):
        amount, what, *scale = children
        per, cap = scale[0] if scale else (None, None)
        return fx.Take(fx.Num(self._int(amount, 0, 20), per, cap), what, src=self._src(meta))

    def spend(self, meta, children):
        return fx.Spend(self._int(children[0], 1, 20), children[1], src=self._src(meta))

    def cleanup(self, meta, children):
        amount, *scale = children
        per, cap = scale[0] if scale else (None, None)
        return fx.Cleanup(fx.Num(self._int(amount, 0, 20), per, cap), src=self._src(meta))

    def discard(self, meta, children):
        return fx.DiscardTo(self._int(children[0], 0, 40), src=self._src(meta))

    def may(self, meta, children):
        body = children[0] if isinstance(children[0], tuple) else (children[0],)
        return fx.May(body, block_phrase(body), src=self._src(meta))

    def repeat(self, meta, children):
        return fx.Repeat(self._int(children[0], 1, MAX_REPEATS, "repeat count"), children[1],
                         src=self._src(meta))

    def repeat_up_to(self, meta, children):
        return fx.RepeatUpTo(self._int(children[0], 1, MAX_REPEATS, "repeat count"), children[1],
                             block_phrase(children[1]), src=self._src(meta))

    def choose(self, meta, children):
        if len(set(children)) < len(children):
            self.problems.append(Problem(self.path, meta.line, meta.column,
                                         "'choose' has two options that are the same", 6))
        # The option texts players read, made once here rather than at every question.
        return fx.Choose(tuple(children), choose_labels(children), src=self._src(meta))

    def if_(self, meta, children):
        cond, then, *other = children
        return fx.If(cond, then, other[0] if other else (), src=self._src(meta))

    def each_player(self, meta, children):
        return fx.EachPlayer(children[0], src=self._src(meta))

    def opponent(self, meta, children):
        return fx.Opponent(children[0], src=self._src(meta))

    def move_building(self, meta, children):
        who, *kinds = children
        for k in kinds:     # a port stays, with its dock tile: only these can move
            if str(k) in KINDS and str(k) not in MOVABLE:
                self._fail(k, f"a {k} cannot be moved: 'move' names only "
                              f"{' or '.join(MOVABLE)}")
        return fx.MoveBuilding(who[1], tuple(self._kind(k) for k in kinds), src=self._src(meta))

    def pick_dock(self, meta, children):
        return fx.PickDock(children[0], src=self._src(meta))

    def what(self, meta, children):
        word = str(children[0])
        if word == "demand":
            return fx.What("demand")
        return fx.What("resource", self._resource(children[0]))

    def what_any(self, meta, children):
        return fx.What("any")

    def what_not(self, meta, children):
        if str(children[0]) == "demand":
            return fx.What("not_demand")
        return fx.What("not_resource", self._resource(children[0]))

    def scale(self, meta, children):
        per = next((c for c in children if isinstance(c, fx.Counter)), None)
        cap = next((c for c in children if isinstance(c, int)), None)
        return (per, cap)

    def per(self, meta, children):
        return children[0]

    def cap(self, meta, children):
        return self._int(children[0], 0, 40)

    def counter(self, meta, children):
        who = next((c for c in children if isinstance(c, tuple) and c[0] == "who"), None)
        here = any(isinstance(c, tuple) and c[0] == "here" for c in children)
        tok = next(c[1] for c in children if isinstance(c, tuple) and c[0] == "counted")
        thing = str(tok)
        if thing not in COUNTED:
            self._fail(tok, f"unknown count {quoted(thing)}{did_you_mean(thing, COUNTED)}")
            return fx.Counter("you", "cleanup", here)
        return fx.Counter(who[1] if who else COUNTED[thing], thing, here)

    def counted(self, meta, children):
        return ("counted", children[0])

    def here(self, meta, children):
        return ("here", True)

    def who(self, meta, children):
        return ("who", _PLAYER_WORDS[str(children[0])])

    def compare(self, meta, children):
        left, op, right = children
        return fx.Compare(left, str(op), right)

    def number(self, meta, children):
        return int(children[0])

    def is_kind(self, meta, children):
        return fx.IsKind(self._kind(children[0]))

    def cond_and(self, meta, children):
        return fx.All(tuple(children))

    def cond_or(self, meta, children):
        return fx.AnyOf(tuple(children))

    def cond_not(self, meta, children):
        return fx.Not(children[0])


def _simple(record_type):
    def handler(self, meta, children):
        return record_type(src=self._src(meta))
    handler.__name__ = record_type.__name__
    return handler


for _rule, _type in {
    "choose_dock": fx.ChooseDock, "choose_specialist": fx.ChooseSpecialist,
    "place_ship": fx.PlaceShip, "rearrange_ships": fx.RearrangeShips, "exhaust": fx.Exhaust,
    "refresh": fx.Refresh, "copy_location": fx.CopyLocation, "dive_half": fx.DiveHalf,
    "dive_all": fx.DiveAll, "swap_demand": fx.SwapDemand, "draw_decree": fx.DrawDecree,
    "nothing": fx.Nothing,
}.items():
    setattr(_ToRecords, _rule, v_args(meta=True)(_simple(_type)))


def compile_source(text: str, path: str = "<string>") -> Compiled:
    """Compile one .sea source into records; raises ContentError listing every problem
    (ArgumentError when `text` or `path`, the name used in messages, is not a str)."""
    check_type(text, str, "text", "the .sea source as a str (decode bytes first)")
    check_type(path, str, "path", "a str (the source's name in messages)")
    not_unicode = unicode_problem(path, text)
    if not_unicode is not None:
        raise_problems([not_unicode], text)
    try:
        tree, first = parse(text), None
    except UnexpectedInput as err:
        tree, first = None, err
    if first is not None:
        # Report every item's syntax error, and the name errors of the items that parse.
        # Raised outside the `except`, so the ContentError is not chained to Lark's error.
        problems, parsed = syntax_problems(path, text, first)
        for item in parsed:
            problems.extend(_transform(item, path, text)[1])
        raise_problems(problems, text)
        raise AssertionError("unreachable")  # raise_problems always raises here
    records, problems = _transform(tree, path, text)
    raise_problems(problems, text)
    return records


def _transform(tree, path: str, text: str):
    """The records and problems of a parsed source, item by item: an item past the
    language's limits (limits.py) is reported and never reaches the transformer."""
    transformer = _ToRecords(path, text)
    records = []
    try:
        for item in tree.children:
            if check_item(path, item, transformer.problems):
                records.append(transformer.transform(item))
    except VisitError as err:  # show our own error, never Lark's wrapper
        raise err.orig_exc from None
    return Compiled(records), transformer.problems
