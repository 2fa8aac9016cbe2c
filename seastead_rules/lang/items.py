"""The handlers of the top-level items of a .sea file (flotilla sides, dock tiles, dive
cards, specialists, board rules, decrees), and the helpers every handler uses: positions,
name look-ups with "did you mean", numbers in range."""

from __future__ import annotations

from lark import Transformer, v_args

from ..model import cards
from ..model.names import (
    DEPTHS,
    FACES,
    FLOTILLAS,
    LOCATIONS_PER_FLOTILLA,
    SECTIONS,
    SETS,
    SPECIALIST_TYPES,
)

__all__ = ["ItemCompiler"]

_RULES = (cards.Modify, cards.SetTo, cards.Forbid, cards.Permit, cards.Instead, cards.When,
          cards.Reaches, cards.CounterDecl)


@v_args(meta=True)
class ItemCompiler(Transformer):
    """The handlers of Seastead's items (one per grammar rule, returning the record of
    the same name); the compiler puts them together with the core's (kernel/lang)."""

    # ---- components ----------------------------------------------------------------
    def side(self, meta, children):
        name, tile, face, *parts = children
        locations = [p for p in parts if isinstance(p, cards.Location)]
        rules = tuple(p for p in parts if isinstance(p, _RULES))
        self._int(tile, 1, FLOTILLAS, "tile number")
        face_name = FACES[self._name(face, FACES, "side face", fold=True)]
        if [loc.index for loc in locations] != list(range(LOCATIONS_PER_FLOTILLA)):
            self._fail(name, f"side {name} must list locations 0 to "
                             f"{LOCATIONS_PER_FLOTILLA - 1} in ring order, "
                             f"found {[loc.index for loc in locations]}")
        return cards.Side(name[1:-1], int(tile), face_name, tuple(locations),
                          src=self._src(meta), rules=rules)

    def location(self, meta, children):
        index, cost, points, *rest = children
        discount = rest[0] if len(rest) == 2 else None
        return cards.Location(self._int(index, 0, 5, "location number"),
                              self._int(cost, 0, 9, "cost"), self._int(points, 0, 9, "points"),
                              discount, rest[-1], src=self._src(meta))

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
        return cards.Half(kind[0], kind[1], kind[2], rest[0] if rest else None)

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
        return ("start", self._name(children[0], self.vocab.seats, "player colour"))

    def lock(self, meta, children):
        return ("lock", self._resource(children[0]))

    def specialist(self, meta, children):
        name, set_, type_, points, *abilities = children
        two_player = "two-player" in abilities
        rules = tuple(a for a in abilities if isinstance(a, _RULES))
        abilities = [a for a in abilities if a != "two-player" and not isinstance(a, _RULES)]
        use = next((a[1] for a in abilities if a[0] == "use"), None)
        cut = sum(a[1] for a in abilities if a[0] == "discount")
        reacts = tuple(a[1] for a in abilities if a[0] == "react")
        if not abilities and not rules:
            self._fail(name, f"specialist {name} has no ability")
        return cards.Specialist(
            name[1:-1], SETS[self._name(set_, SETS, "specialist set", fold=True)],
            SPECIALIST_TYPES[self._name(type_, SPECIALIST_TYPES, "specialist type")],
            self._int(points, 0, 9, "points"), use, cut, reacts, two_player,
            src=self._src(meta), rules=rules)

    def two_player(self, meta, children):
        return "two-player"

    def use(self, meta, children):
        return ("use", children[0])

    def cost_cut(self, meta, children):
        return ("discount", self._int(children[0], 1, 9, "discount"))

    def building(self, meta, children):
        kind, block = self._kind(children[0]), children[1]
        if str(children[0]) == "port":     # (an unknown kind is reported already)
            # A port takes exactly one dock tile (p. 8): scoring and every save rely on
            # one dock per port, so the port's rule holds one `choose dock`, always run.
            top = {id(e) for e in block}
            mine = [p for p in self.pending if p[0] == "dock" and id(p[1]) in top]
            if len(mine) != 1:
                self._fail(children[0], "a port takes one dock tile (rulebook p. 8): "
                           "'building port' must hold 'choose dock' once, outside any "
                           f"condition or choice (found {len(mine)} there)")
            self.pending = [p for p in self.pending if p not in mine]
        return cards.BoardRule("building", kind, block, src=self._src(meta))

    def row_bonus(self, meta, children):
        return cards.BoardRule("row_bonus", self._kind(children[0]), children[1],
                               src=self._src(meta))

    def column_bonus(self, meta, children):
        return cards.BoardRule("column_bonus", None, children[0], src=self._src(meta))

    def owner_bonus(self, meta, children):
        return cards.BoardRule("owner_bonus", None, children[0], src=self._src(meta))

    def decree(self, meta, children):
        return cards.Decree(children[0][1:-1], tuple(children[1:]), src=self._src(meta))

    def react(self, meta, children):
        event, *rest = children
        self._name(event, self._events(), "event")
        cond = rest[0] if len(rest) == 2 else None
        if str(event) in self.ADJUSTABLE:
            self._claim("adjust", (cond, rest[-1]))
        return ("react", cards.React(str(event), cond, rest[-1], src=self._src(meta)))
