"""The compiler handlers of Deep Sea's journals, dive tokens, scenario sheets (play area,
start zones, Impact board, goals), bonus goals, setbacks, the player mat and the Field
symbols (rulebook pp. 2-4, 11-12, 14-17): each returns its component record."""

from __future__ import annotations

from lark import Token, v_args

from ..kernel.lang.base import CompilerBase
from ..kernel.lang.problems import quoted
from .boards.hexes import Hex, ImpactSpec
from .boards.tracks import TrackSpec, TracksSpec
from .components import DiveToken, Goal, Journal, Mat, Scenario, Setback
from .effects import ATTRIBUTES, COUNTS
from .items import MAX_DEPTH, RULES, _at, _q, _text

__all__ = ["SheetCompiler", "Fields"]


class Fields(tuple):
    """The Field symbols a game declares (`fields a, b, c` in game.sea, p. 12)."""


@v_args(meta=True)
class SheetCompiler(CompilerBase):
    """Handlers of journals, tokens, scenarios, goals, setbacks and the mat."""

    def fields(self, meta, children):
        names = [str(c) for c in children]
        for i, tok in enumerate(children):
            if str(tok) in names[:i]:
                self._fail(tok, f"the Field {quoted(tok)} is declared twice")
        return Fields(dict.fromkeys(names))

    def _field(self, tok) -> str:
        known = self.fields_known()
        return known[self._name(tok, known, "Field")] if known else str(tok)

    # ---- journals (p. 12) ----------------------------------------------------------
    def journal(self, meta, children):
        anchor = isinstance(children[0], Token) and children[0].type == "ANCHOR"
        name, *rest = children[1:] if anchor else children
        names = [t for t in rest if isinstance(t, Token) and t.type == "NAME"]
        cost = next(t for t in rest if isinstance(t, Token) and t.type == "INT")
        found: dict = {}
        for kind, value, tok in (p for p in rest if isinstance(p, tuple)):
            if kind in found:
                self._fail(tok, f"journal {_q(name)} says its {kind} twice")
            found[kind] = value
        fields = tuple(self._field(t) for t in names)
        if len(set(fields)) < len(fields):
            self._fail(names[0], f"journal {_q(name)} names a Field twice")
        return Journal(_text(name), fields, self._int(cost, 0, 12, "Research cost"),
                       found.get("you", ()), found.get("others", ()),
                       found.get("points", 0), found.get("action", ()), anchor,
                       src=self._src(meta))

    def you_gain(self, meta, children):
        return ("you", children[0], _at(meta, "you"))

    def others_gain(self, meta, children):
        return ("others", children[0], _at(meta, "others"))

    def points(self, meta, children):
        return ("points", self._int(children[0], 0, 20, "points"), children[0])

    def journal_action(self, meta, children):
        return ("action", children[0], _at(meta, "action"))

    # ---- dive tokens (p. 11) -------------------------------------------------------
    def token(self, meta, children):
        name, research, count, *effect = children
        return DiveToken(_text(name), self._int(research, 0, 12, "Research"),
                         self._int(count, 1, 40, "count"), effect[0] if effect else (),
                         src=self._src(meta))

    # ---- scenarios (pp. 3-4, 14-15) ------------------------------------------------
    def scenario(self, meta, children):
        name, *parts = children
        found: dict = {}
        starts, goals, rules, impact = [], [], [], None
        for part in parts:
            if isinstance(part, RULES):
                rules.append(part)
            elif isinstance(part, Goal):
                goals.append(part)
            elif isinstance(part, ImpactSpec):
                impact = part
            elif part[0] == "start":
                starts.append(part[1])
            else:
                kind, value, tok = part
                if kind in found:
                    self._fail(tok, f"scenario {_q(name)} says its {kind} twice")
                found[kind] = value
        for needed in ("columns", "launch"):
            if needed not in found:
                self._fail(name, f"scenario {_q(name)} must say its {needed}")
        if impact is None or not starts:
            self._fail(name, f"scenario {_q(name)} needs an Impact board and at least one "
                             "zone placed at the start")
        columns = found.get("columns", (1,))
        deepest = found.get("max depth", MAX_DEPTH)
        for zone, column, depth, tok in starts:
            if column not in columns:
                self._fail(tok, f"zone {quoted(zone)} is placed in column {column}, which "
                                f"is not one of the play area's ({', '.join(map(str, columns))})")
            if depth > deepest:
                self._fail(tok, f"zone {quoted(zone)} is placed below the deepest row "
                                f"({deepest})")
        for i, goal in enumerate(goals):
            if goal.name in [g.name for g in goals[:i]]:
                self._fail(name, f"scenario {_q(name)} has two goals named {quoted(goal.name)}")
        return Scenario(_text(name), columns, tuple(s[:3] for s in starts),
                        found.get("launch", ""), impact or ImpactSpec(()), tuple(goals),
                        deepest, found.get("missions", ()), found.get("coop-points", ()),
                        tuple(rules), src=self._src(meta))

    def columns(self, meta, children):
        values = [self._int(c, 1, 9, "column") for c in children]
        if len(set(values)) < len(values):
            self._fail(children[0], "a column is named twice")
        return ("columns", tuple(values), children[0])

    def max_depth(self, meta, children):
        return ("max depth", self._int(children[0], 1, MAX_DEPTH, "depth"), children[0])

    def start_zone(self, meta, children):
        name, column, depth = children
        return ("start", (_text(name), self._int(column, 1, 9, "column"),
                          self._int(depth, 1, MAX_DEPTH, "depth"), name))

    def launch(self, meta, children):
        return ("launch", _text(children[0]), children[0])

    def missions(self, meta, children):
        return ("missions", tuple(_text(c) for c in children), children[0])

    def coop_points(self, meta, children):
        return ("coop-points", tuple(self._int(c, 0, 500, "points") for c in children),
                children[0])

    def impact_board(self, meta, children):
        hexes = [c for c in children if isinstance(c, Hex)]
        legends = [c for c in children if not isinstance(c, Hex)]
        cells = [h.cell for h in hexes]
        for i, cell in enumerate(cells):
            if cell in cells[:i]:
                self._fail(_at(meta, "impact"), f"two hexes stand at {cell}")
        if len(legends) > 1:
            self._fail(_at(meta, "impact"), "the Impact board has one legend")
        legend = legends[0] if legends else ()
        colours = {h.colour for h in hexes if h.colour is not None}
        for colour in colours - {c for c, _ in legend}:
            self._fail(_at(meta, "impact"), f"the colour {quoted(colour)} is not in the "
                                            "legend")
        if not any(h.entry for h in hexes):
            self._fail(_at(meta, "impact"), "the Impact board needs an entry arrow")
        return ImpactSpec(tuple(hexes) if len(set(cells)) == len(cells) else (),
                          legend if len({c for c, _ in legend}) == len(legend) else ())

    def hex(self, meta, children):
        q, r, *rest = children
        marks = dict(m for m in rest if _is_mark(m))
        reward = next((c for c in rest if not _is_mark(c)), ())
        return Hex((q, r), reward, marks.get("colour"), "entry" in marks,
                   "infinite" in marks)

    def coordinate(self, meta, children):
        return self._int(children[0], -20, 20, "hex coordinate")

    def entry(self, meta, children):
        return ("entry", True)

    def infinite(self, meta, children):
        return ("infinite", True)

    def colour(self, meta, children):
        return ("colour", str(children[0]))

    def legend(self, meta, children):
        return tuple(children)

    def legend_entry(self, meta, children):
        return (str(children[0]), self._int(children[1], 0, 20, "points"))

    def goal(self, meta, children):
        name, counts, *parts = children
        found = dict(parts)
        return Goal(_text(name), self._counts(counts), found.get("per", 1),
                    found.get("first", 0), found.get("second", 0), found.get("coop", ()),
                    src=self._src(meta))

    def _counts(self, tok) -> str:
        names = tuple(COUNTS)
        return names[self._name(tok, names, "count")]

    def goal_per(self, meta, children):
        return ("per", self._int(children[0], 1, 10, "points per count"))

    def goal_first(self, meta, children):
        return ("first", self._int(children[0], 0, 30, "bonus"))

    def goal_second(self, meta, children):
        return ("second", self._int(children[0], 0, 30, "bonus"))

    def coop(self, meta, children):
        return ("coop", tuple(self._int(c, 0, 200, "threshold") for c in children))

    def bonus_goal(self, meta, children):
        name, counts, (_, coop) = children
        return Goal(_text(name), self._counts(counts), coop=coop, bonus=True,
                    src=self._src(meta))

    def setback(self, meta, children):
        return Setback(_text(children[0]), children[1], src=self._src(meta))

    # ---- the player mat (pp. 2, 7-9, 15) -------------------------------------------
    def mat(self, meta, children):
        tracks = [c for c in children if isinstance(c, TrackSpec)]
        brackets = sorted(c[1] for c in children if isinstance(c, tuple) and c[0] == "bracket")
        other = {c[0]: c[1] for c in children if isinstance(c, tuple) and c[0] != "bracket"}
        names = [t.name for t in tracks]
        if sorted(names) != sorted(ATTRIBUTES):
            self._fail(_at(meta, "mat"), f"the mat has one track of each attribute "
                                         f"({', '.join(ATTRIBUTES)}), not {names}")
            tracks = [TrackSpec(a, (0,)) for a in ATTRIBUTES]
        starts = [b[0] for b in brackets]
        if len(set(starts)) < len(starts):
            self._fail(_at(meta, "mat"), "two brackets start at the same space")
            brackets = []
        order = {a: i for i, a in enumerate(ATTRIBUTES)}
        spec = TracksSpec(tuple(sorted(tracks, key=lambda t: order[t.name])),
                          tuple(brackets))
        discs, markers, vessels = other.get("pieces", (30, 20, 3))
        return Mat(spec, other.get("research", 12), discs, markers, vessels,
                   src=self._src(meta))

    def track(self, meta, children):
        name, *rest = children
        levels = tuple(self._int(c, 0, 9, "level") for c in rest
                       if isinstance(c, Token) and c.type == "INT")
        extra = {c[0]: c[1] for c in rest if isinstance(c, tuple)}
        attribute = ATTRIBUTES[self._name(name, ATTRIBUTES, "attribute")]
        last = len(levels) - 1
        for spot in [extra.get("impact") or 1, *extra.get("vessels", ())]:
            if not 1 <= spot <= last:
                self._fail(name, f"the {attribute} track has spaces 0 to {last}: no space "
                                 f"{spot}")
                return TrackSpec(attribute, levels)
        return TrackSpec(attribute, levels, extra.get("impact"), extra.get("vessels", ()))

    def track_impact(self, meta, children):
        return ("impact", self._int(children[0], 1, 40, "space"))

    def track_vessels(self, meta, children):
        return ("vessels", tuple(self._int(c, 1, 40, "space") for c in children))

    def bracket(self, meta, children):
        return ("bracket", (self._int(children[0], 0, 40, "space"),
                            self._int(children[1], 0, 40, "points")))

    def research_cap(self, meta, children):
        return ("research", self._int(children[0], 1, 40, "Research cap"))

    def pieces_each(self, meta, children):
        return ("pieces", tuple(self._int(c, 1, 99, "count") for c in children))


def _is_mark(part) -> bool:
    """Whether a part of a hex is one of its marks (entry, infinite, colour), not its
    reward (a block of effect records)."""
    return isinstance(part, tuple) and len(part) == 2 and isinstance(part[0], str)
