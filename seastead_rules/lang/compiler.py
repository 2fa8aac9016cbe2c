"""Text to records: the transformer that turns a parse tree into frozen records,
resolving every name and collecting every problem of a file."""

from __future__ import annotations

from lark import Token, Transformer, v_args
from lark.exceptions import UnexpectedInput, VisitError

from .. import cards
from .. import effects as fx
from ..names import (
    COLOURS,
    COUNTED,
    DEPTHS,
    EVENTS,
    FACES,
    FORBIDDABLE,
    KINDS,
    QUERIES,
    RESOURCES,
    SECTIONS,
    SETS,
    SPECIALIST_TYPES,
)
from .limits import MAX_REPEATS, MOVABLE, check_item, unicode_problem
from .parser import parse, syntax_problems
from .problems import Problem, did_you_mean, quoted, raise_problems

__all__ = ["compile_source", "Compiled"]

_PLAYER_WORDS = {"your": "you", "you": "you", "opponent": "opponent", "anyone": "anyone"}


class Compiled(tuple):
    """The records of one source file, in source order."""


@v_args(meta=True)
class _ToRecords(Transformer):
    """One handler per grammar rule; each returns the record of the same name."""

    def __init__(self, path: str, text: str):
        super().__init__(visit_tokens=False)
        self.path, self.text, self.problems = path, text, []

    # ---- helpers -------------------------------------------------------------------
    def __default__(self, data, children, meta):
        raise AssertionError(f"no compiler handler for grammar rule '{data}'")

    def _src(self, meta) -> str:
        return f"{self.path}:{meta.line}" if not meta.empty else self.path

    def _slice(self, meta) -> str:
        return " ".join(self.text[meta.start_pos:meta.end_pos].split()) if not meta.empty else ""

    def _fail(self, tok: Token, message: str) -> None:
        self.problems.append(Problem(self.path, tok.line, tok.column, message, len(str(tok))))

    def _name(self, tok: Token, known, what: str, *, fold=False):
        word = str(tok).lower() if fold else str(tok)
        options = [k.lower() for k in known] if fold else list(known)
        if word in options:
            return options.index(word)
        self._fail(tok, f"unknown {what} {quoted(tok)}{did_you_mean(str(tok), known, fold)}")
        return 0

    def _resource(self, tok):
        return self._name(tok, RESOURCES, "resource")

    def _kind(self, tok):
        return self._name(tok, KINDS, "building kind")

    def _int(self, tok, low=0, high=99, what="number"):
        value = int(tok)
        if not low <= value <= high:
            self._fail(tok, f"{what} must be from {low} to {high}, not {value}")
        return value

    # ---- components ----------------------------------------------------------------
    def side(self, meta, children):
        name, tile, face, *locations = children
        self._int(tile, 1, 4, "tile number")
        face_name = FACES[self._name(face, FACES, "side face", fold=True)]
        if [loc.index for loc in locations] != list(range(6)):
            self._fail(name, f"side {name} must list locations 0 to 5 in ring order, "
                             f"found {[loc.index for loc in locations]}")
        return cards.Side(name[1:-1], int(tile), face_name, tuple(locations), src=self._src(meta))

    def location(self, meta, children):
        index, cost, points, *rest = children
        discount = rest[0] if len(rest) == 2 else None
        return cards.Location(self._int(index, 0, 5, "location number"),
                              self._int(cost, 0, 9, "cost"), self._int(points, 0, 9, "points"),
                              discount, rest[-1], self._slice_block(rest[-1], meta),
                              src=self._src(meta))

    def _slice_block(self, block, meta):
        text = self._slice(meta)
        return text[text.find("{"):] if "{" in text else text

    def discount(self, meta, children):
        return self._kind(children[0])

    def dock(self, meta, children):
        name, resource, *sections = children
        if sorted(s.name for s in sections) != sorted(SECTIONS):
            self._fail(name, f"dock {name} needs exactly one each of {', '.join(SECTIONS)}")
        return cards.DockTile(name[1:-1], self._resource(resource), tuple(sections),
                              src=self._src(meta))

    def section(self, meta, children):
        where, kind, points = children
        return cards.Section(str(where), SECTIONS[str(where)], self._kind(kind),
                             self._int(points, 0, 9, "points"))

    def dive(self, meta, children):
        name, depth, *parts = children
        depth_name = DEPTHS[self._name(depth, DEPTHS, "deck part")]
        halves = tuple(p for p in parts if isinstance(p, cards.Half))
        start = next((p[1] for p in parts if isinstance(p, tuple) and p[0] == "start"), None)
        lock = next((p[1] for p in parts if isinstance(p, tuple) and p[0] == "lock"), None)
        if len(halves) != 2:
            self._fail(name, f"dive card {name} needs exactly two halves, found {len(halves)}")
        elif {h.kind for h in halves} == {"different"} and sum(h.n for h in halves) > 4:
            self._fail(name, f"dive card {name}: two 'different' halves need more than four types")
        if depth_name == "shallows" and (start is None or lock is None):
            self._fail(name, f"shallows card {name} must name 'start' and 'lock'")
        if depth_name != "shallows" and (start is not None or lock is not None):
            self._fail(name, f"only a shallows card names 'start' and 'lock' "
                             f"({name} is {depth_name})")
        return cards.DiveCard(name[1:-1], depth_name, halves, start, lock, src=self._src(meta))

    def half(self, meta, children):
        kind, *rest = children
        text = self._slice(meta)
        text = text[len("half"):].split(" arrow")[0].strip(" ;")
        return cards.Half(kind[0], kind[1], kind[2], rest[0] if rest else None, text)

    def fixed(self, meta, children):
        counts = [0, 0, 0, 0]
        for n, r in children:
            counts[r] += n
        return ("fixed", tuple(counts), sum(counts))

    def amount_of(self, meta, children):
        return (self._int(children[0], 1, 10), self._resource(children[1]))

    def any_half(self, meta, children):
        return ("any", (0, 0, 0, 0), self._int(children[0], 1, 10))

    def different(self, meta, children):
        return ("different", (0, 0, 0, 0), self._int(children[0], 1, 4))

    def identical(self, meta, children):
        return ("identical", (0, 0, 0, 0), self._int(children[0], 1, 10))

    def arrow(self, meta, children):
        return cards.Arrow(children[0], children[1], src=self._src(meta))

    def starts(self, meta, children):
        return ("start", self._name(children[0], COLOURS, "player colour"))

    def lock(self, meta, children):
        return ("lock", self._resource(children[0]))

    def specialist(self, meta, children):
        name, set_, type_, points, *abilities = children
        two_player = "two-player" in abilities
        abilities = [a for a in abilities if a != "two-player"]
        use = next((a[1] for a in abilities if a[0] == "use"), None)
        cut = sum(a[1] for a in abilities if a[0] == "discount")
        reacts = tuple(a[1] for a in abilities if a[0] == "react")
        if not abilities:
            self._fail(name, f"specialist {name} has no ability")
        return cards.Specialist(
            name[1:-1], SETS[self._name(set_, SETS, "specialist set", fold=True)],
            SPECIALIST_TYPES[self._name(type_, SPECIALIST_TYPES, "specialist type")],
            self._int(points, 0, 9, "points"), use, cut, reacts, two_player,
            src=self._src(meta))

    def two_player(self, meta, children):
        return "two-player"

    def use(self, meta, children):
        return ("use", children[0])

    def cost_cut(self, meta, children):
        return ("discount", self._int(children[0], 1, 9, "discount"))

    def react(self, meta, children):
        event, *rest = children
        self._name(event, EVENTS, "event")
        cond = rest[0] if len(rest) == 2 else None
        return ("react", cards.React(str(event), cond, rest[-1], src=self._src(meta)))

    def building(self, meta, children):
        return cards.BoardRule("building", self._kind(children[0]), children[1],
                               src=self._src(meta))

    def row_bonus(self, meta, children):
        return cards.BoardRule("row_bonus", self._kind(children[0]), children[1],
                               src=self._src(meta))

    def column_bonus(self, meta, children):
        return cards.BoardRule("column_bonus", None, children[0], src=self._src(meta))

    def owner_bonus(self, meta, children):
        return cards.BoardRule("owner_bonus", None, children[0], src=self._src(meta))

    def decree(self, meta, children):
        return cards.Decree(children[0][1:-1], tuple(children[1:]), src=self._src(meta))

    def modify(self, meta, children):
        query, amount, *cond = children
        self._name(query, QUERIES, "rule question")
        return cards.Modify(str(query), int(amount), cond[0] if cond else None, src=self._src(meta))

    def set_to(self, meta, children):
        query, value, *cond = children
        self._name(query, QUERIES, "rule question")
        return cards.SetTo(str(query), int(value), cond[0] if cond else None, src=self._src(meta))

    def forbid(self, meta, children):
        action, *cond = children
        self._name(action, FORBIDDABLE, "action")
        return cards.Forbid(str(action), cond[0] if cond else None, src=self._src(meta))

    def when(self, meta, children):
        who, event, *rest = children
        self._name(event, EVENTS, "event")
        cond = rest[0] if len(rest) == 2 else None
        return cards.When(who[1], str(event), cond, rest[-1], src=self._src(meta))

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
        text = self._slice(meta)[len("may"):].strip()
        return fx.May(body, text, src=self._src(meta))

    def repeat(self, meta, children):
        return fx.Repeat(self._int(children[0], 1, MAX_REPEATS, "repeat count"), children[1],
                         src=self._src(meta))

    def repeat_up_to(self, meta, children):
        text = self._slice(meta)
        return fx.RepeatUpTo(self._int(children[0], 1, MAX_REPEATS, "repeat count"), children[1],
                             text[text.find("{"):], src=self._src(meta))

    def choose(self, meta, children):
        labels = tuple(_block_text(opt) for opt in children)
        if len(set(labels)) < len(labels):
            self.problems.append(Problem(self.path, meta.line, meta.column,
                                         "'choose' has two options that are the same", 6))
        return fx.Choose(tuple(children), labels, src=self._src(meta))

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


def _block_text(block) -> str:
    from ..text import describe_block
    return describe_block(block)


def compile_source(text: str, path: str = "<string>") -> Compiled:
    """Compile one .sea source into records; raises ContentError listing every problem."""
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
