"""The compiler handlers of Deep Sea's components: specialists and the Team Leader,
ocean boards (zones), journals, dive tokens, scenarios with their Impact board and
goals, bonus goals, setbacks and the player mat (grammar/deep_sea.lark). Each returns
the record of components.py; a problem is reported at its token, and the item still
compiles for its other problems."""

from __future__ import annotations

from lark import Token, v_args

from ..kernel.lang.base import CompilerBase
from ..kernel.lang.problems import quoted
from ..kernel.rules import forms
from .boards.tracks import TrackSpec, TracksSpec
from .components import (
    DiveToken,
    Goal,
    Journal,
    LinkSpec,
    Mat,
    Setback,
    Side,
    Site,
    SonarTrack,
    Specialist,
    Zone,
)
from .effects import ACTIONS, ATTRIBUTES, COUNTS, Research

__all__ = ["ItemCompiler", "RULES", "REFUSED", "MAX_PLAYERS"]

RULES = (forms.Modify, forms.SetTo, forms.Forbid, forms.Permit, forms.When, forms.Instead)
"""The rule forms a zone, a marked space or a scenario may print (p. 13)."""

REFUSED = Research(0)
"""What a statement Deep Sea does not use compiles to, once its problem is reported: the
item around it skips it (compared by identity)."""

MAX_PLAYERS = 4


def _text(tok) -> str:
    return str(tok)[1:-1]


@v_args(meta=True)
class ItemCompiler(CompilerBase):
    """The handlers of Deep Sea's items, mixed into its compiler's transformer."""

    # ---- specialists -----------------------------------------------------------------
    def _actions(self, toks) -> tuple:
        for tok in toks:
            if str(tok) not in ACTIONS:
                self._name(tok, ACTIONS, "action")
        return tuple(str(t) for t in toks)

    def one_of(self, meta, children):
        return (self._actions(children), True)

    def all_of(self, meta, children):
        return (self._actions(children), False)

    def junior(self, meta, children):
        return ("junior", None, children[0])

    def senior(self, meta, children):
        name = _text(children[0]) if isinstance(children[0], Token) else None
        return ("senior", name, children[-1])

    def on_recruit(self, meta, children):
        return ("recruit", children[0])

    def on_promotion(self, meta, children):
        return ("promote", children[0])

    def at_end(self, meta, children):
        return ("final", children[0])

    def _gains(self, parts, where) -> dict:
        found = {}
        for part in parts:
            if part[0] in ("recruit", "promote", "final"):
                if part[0] in found:
                    self._fail(where, f"{quoted(where)} gives its '{part[0]}' gains twice")
                found[part[0]] = part[1]
        return found

    def specialist(self, meta, children):
        name, tier, copies, junior, senior, *parts = children
        gains = self._gains(parts, name)
        if "final" in gains and int(tier) != 5:
            self._fail(tier, "only a tier-5 specialist scores at the end (p. 15)")
        actions, choice = junior[2]
        s_actions, s_choice = senior[2]
        return Specialist(_text(name), self._int(tier, 1, 5, "tier"),
                          self._int(copies, 1, 9, "copies"),
                          Side(_text(name), actions, choice),
                          Side(senior[1] or _text(name), s_actions, s_choice),
                          gains.get("recruit", ()), gains.get("promote", ()),
                          gains.get("final", ()), src=self._src(meta))

    def leader(self, meta, children):
        name, senior, *parts = children
        gains = self._gains(parts, name)
        actions, choice = senior[2]
        side = Side(senior[1] or _text(name), actions, choice)
        return Specialist(_text(name), 0, 1, side, side, gains.get("recruit", ()),
                          gains.get("promote", ()), gains.get("final", ()), leader=True,
                          src=self._src(meta))

    # ---- zones ---------------------------------------------------------------------
    def mission(self, meta, children):
        return ("mission", True)

    def arrival(self, meta, children):
        return ("arrival", children[0])

    def discovery(self, meta, children):
        return ("discovery", children[0])

    def sonar(self, meta, children):
        name, *spaces = children
        return SonarTrack(str(name), tuple(spaces), src=self._src(meta))

    def dive_site(self, meta, children):
        return ("dive", self._int(children[0], 1, 20, "dive tokens"))

    def marked(self, meta, children):
        return ("marked", tuple(children))

    def conservation(self, meta, children):
        name, cost, reward, *rest = children
        marked = rest[0][1] if rest else ()
        return Site(str(name), "conservation", self._int(cost, 0, 12, "Research cost"),
                    reward, marked=marked, src=self._src(meta))

    def journal_site(self, meta, children):
        name, field, *rest = children
        marked = rest[0][1] if rest else ()
        return Site(str(name), "journal", field=self._symbol(field, "field"), marked=marked,
                    src=self._src(meta))

    def endpoint(self, meta, children):
        space = self._int(children[1], 1, 20, "space") if len(children) > 1 else 1
        return (children[0], space - 1, children[1] if len(children) > 1 else children[0])

    def link(self, meta, children):
        a, b, reward = children
        return ("link", a, b, reward, self._src(meta))

    def zone(self, meta, children):
        name, depth, *parts = children
        flags = {p[0]: p[1] for p in parts if isinstance(p, tuple) and
                 p[0] in ("mission", "arrival", "discovery", "dive")}
        tracks = tuple(p for p in parts if isinstance(p, SonarTrack))
        sites = tuple(p for p in parts if isinstance(p, Site))
        rules = tuple(p for p in parts if isinstance(p, RULES))
        self._refuse_other_rules(parts, meta)
        spaces = {t.name: len(t.spaces) for t in tracks}
        spaces.update({s.name: 1 for s in sites})
        if len(spaces) != len(tracks) + len(sites):
            self._fail(name, f"zone {name} names two of its features alike")
        links = tuple(self._link(p, spaces) for p in parts
                      if isinstance(p, tuple) and p[0] == "link")
        return Zone(_text(name), self._int(depth, 1, 5, "depth"), flags.get("mission", False),
                    flags.get("arrival", ()), flags.get("discovery", ()), tracks,
                    flags.get("dive", 0), sites, links, rules, src=self._src(meta))

    def _link(self, part, spaces: dict) -> LinkSpec:
        _, a, b, reward, src = part
        ends = []
        for feature, space, tok in (a, b):
            if str(feature) not in spaces:
                self._name(feature, list(spaces), "feature of this zone")
            elif space >= spaces[str(feature)]:
                self._fail(tok, f"{feature} has {spaces[str(feature)]} space(s), not "
                                f"{space + 1}")
            ends.append((str(feature), space))
        if ends[0] == ends[1]:
            self._fail(a[2], "a link joins two different spaces")
        return LinkSpec(ends[0], ends[1], reward, src=src)

    def _refuse_other_rules(self, parts, meta) -> None:
        for p in parts:
            if p is not REFUSED and not isinstance(p, (tuple, SonarTrack, Site, *RULES)):
                self._fail(Token("NAME", "rule", line=meta.line, column=meta.column),
                           "a zone prints modify, forbid, permit, when and instead rules "
                           "only")

    # ---- journals and tokens ---------------------------------------------------------
    def anchor(self, meta, children):
        return ("anchor", True)

    def for_you(self, meta, children):
        return ("you", children[0])

    def for_others(self, meta, children):
        return ("others", children[0])

    def points(self, meta, children):
        return ("points", self._int(children[0], 0, 20, "points"))

    def journal_action(self, meta, children):
        return ("action", children[0])

    def journal(self, meta, children):
        anchor = bool(children) and children[0] == ("anchor", True)
        rest = children[1:] if anchor else children
        name, *rest = rest
        fields = tuple(self._symbol(t, "field") for t in rest
                       if isinstance(t, Token) and t.type == "NAME")
        cost = next(t for t in rest if isinstance(t, Token) and t.type == "INT")
        parts = {p[0]: p[1] for p in rest if isinstance(p, tuple)}
        return Journal(_text(name), fields, self._int(cost, 0, 12, "Research cost"),
                       parts.get("you", ()), parts.get("others", ()), parts.get("points", 0),
                       parts.get("action", ()), anchor, src=self._src(meta))

    def token(self, meta, children):
        name, research, copies, *effect = children
        return DiveToken(_text(name), self._int(research, 0, 12, "Research"),
                         self._int(copies, 1, 40, "copies"), effect[0] if effect else (),
                         src=self._src(meta))

    # ---- co-op -----------------------------------------------------------------------
    def coop(self, meta, children):
        values = tuple(self._int(c, 0, 999, "threshold") for c in children)
        if len(values) != MAX_PLAYERS:
            self._fail(children[0], f"give a threshold for 1 to {MAX_PLAYERS} players "
                                    f"({MAX_PLAYERS} numbers), not {len(values)}")
        return ("coop", values)

    def _counts(self, tok) -> str:
        if str(tok) not in COUNTS:
            self._name(tok, list(COUNTS), "count")
        return str(tok)

    def bonus_goal(self, meta, children):
        name, counts, coop = children
        return Goal(_text(name), self._counts(counts), coop=coop[1], bonus=True,
                    src=self._src(meta))

    def setback(self, meta, children):
        return Setback(_text(children[0]), children[1], src=self._src(meta))

    # ---- the mat ---------------------------------------------------------------------
    def impact_at(self, meta, children):
        return ("impact", int(children[0]))

    def vessels_at(self, meta, children):
        return ("vessels", tuple(int(c) for c in children))

    def track(self, meta, children):
        name, *rest = children
        if str(name) not in ATTRIBUTES:
            self._name(name, ATTRIBUTES, "attribute track")
        levels = tuple(self._int(c, 0, 9, "level") for c in rest if isinstance(c, Token))
        marks = {p[0]: p[1] for p in rest if isinstance(p, tuple)}
        last = len(levels) - 1
        for spot in (marks.get("impact"), *marks.get("vessels", ())):
            if spot is not None and not 1 <= spot <= last:
                self._fail(name, f"track {name} has positions 0 to {last}: a space at "
                                 f"{spot} is off it")
        return ("track", TrackSpec(str(name), levels, marks.get("impact"),
                                   marks.get("vessels", ())) if last >= 1 and all(
            s is None or 1 <= s <= last for s in (marks.get("impact"),
                                                   *marks.get("vessels", ()))) else None)

    def bracket(self, meta, children):
        return (int(children[0]), int(children[1]))

    def brackets(self, meta, children):
        return ("brackets", tuple(children))

    def research_cap(self, meta, children):
        return ("cap", self._int(children[0], 1, 40, "Research cap"))

    def pieces_count(self, meta, children):
        return ("pieces", tuple(self._int(c, 1, 99, "pieces") for c in children))

    def mat(self, meta, children):
        tracks = tuple(p[1] for p in children if p[0] == "track" and p[1] is not None)
        if [t.name for t in tracks] != list(ATTRIBUTES) and len(tracks) == len(
                [p for p in children if p[0] == "track"]):
            self._fail(Token("NAME", "mat", line=meta.line, column=meta.column),
                       f"the mat lists the tracks {', '.join(ATTRIBUTES)}, in that order")
        parts = {p[0]: p[1] for p in children if p[0] != "track"}
        discs, markers, vessels = parts.get("pieces", (30, 20, 3))
        spec = TracksSpec(tracks, parts.get("brackets", ())) if len(tracks) == 4 else None
        return Mat(spec, parts.get("cap", 12), discs, markers, vessels, src=self._src(meta))
