"""The compiler handlers of Deep Sea's specialists, the Team Leader and ocean boards
(rulebook pp. 2, 5, 7-13): each returns the component record (deep_sea/components.py).
A zone's links are checked against its own features here, at the name that is wrong."""

from __future__ import annotations

from lark import Token, v_args

from ..kernel.lang.base import CompilerBase
from ..kernel.lang.problems import did_you_mean, quoted
from ..kernel.rules import forms
from .components import LinkSpec, Side, Site, SonarTrack, Specialist, Zone
from .effects import ACTIONS

__all__ = ["ItemCompiler", "RULES", "MAX_DEPTH"]

RULES = (forms.Modify, forms.SetTo, forms.Forbid, forms.Permit, forms.Instead, forms.When,
         forms.Reaches, forms.CounterDecl)
"""The rule forms a zone, a marked space or a scenario may hold."""

MAX_DEPTH = 5
"""The deepest depth of an ocean board (p. 2)."""


def _text(tok) -> str:
    return str(tok)[1:-1]


def _q(tok) -> str:
    """A quoted name token as messages show names: 'Name'."""
    return quoted(_text(tok))


@v_args(meta=True)
class ItemCompiler(CompilerBase):
    """Handlers of specialists and zones (mixed into the compiler's transformer)."""

    # ---- specialists ---------------------------------------------------------------
    def specialist(self, meta, children):
        name, tier, count, *parts = children
        level = self._int(tier, 1, 5, "tier")
        found: dict = {}
        for kind, value, tok in parts:
            if kind in found:
                self._fail(tok, f"specialist {_q(name)} says its {kind} twice")
            found[kind] = value
        for side in ("junior", "senior"):
            if side not in found:
                self._fail(name, f"specialist {_q(name)} needs a {side} side "
                                 f"(`{side} \"NAME\" ACTIONS`)")
        if "final" in found and level != 5:
            self._fail(name, f"only a tier-5 specialist scores at the end (p. 15); "
                             f"{_q(name)} is tier {level}")
        empty = Side("", ())
        return Specialist(_text(name), level, self._int(count, 1, 9, "count"),
                          found.get("junior", empty), found.get("senior", empty),
                          found.get("recruit", ()), found.get("promote", ()),
                          found.get("final", ()), src=self._src(meta))

    def junior(self, meta, children):
        return ("junior", self._side(children), children[0])

    def senior(self, meta, children):
        return ("senior", self._side(children), children[0])

    def _side(self, children) -> Side:
        name, (actions, choice) = children
        return Side(_text(name), actions, choice)

    def one_of(self, meta, children):
        return (self._actions(children), True)

    def all_of(self, meta, children):
        return (self._actions(children), False)

    def _actions(self, toks) -> tuple:
        found = []
        for tok in toks:
            action = ACTIONS[self._name(tok, ACTIONS, "action")]
            if action in found:
                self._fail(tok, f"the action {quoted(action)} is printed twice on this side")
            found.append(action)
        return tuple(found)

    def recruit(self, meta, children):
        return ("recruit", children[0], _at(meta, "recruit"))

    def promote_gains(self, meta, children):
        return ("promote", children[0], _at(meta, "promote"))

    def final(self, meta, children):
        return ("final", children[0], _at(meta, "final"))

    def leader(self, meta, children):
        name, (actions, choice) = children
        side = Side(_text(name), actions, choice)
        return Specialist(_text(name), 0, 1, side, side, leader=True, src=self._src(meta))

    # ---- ocean boards --------------------------------------------------------------
    def zone(self, meta, children):
        mission = isinstance(children[0], Token) and children[0].type == "MISSION"
        name, depth, *parts = children[1:] if mission else children
        found: dict = {}
        tracks, sites, links, rules = [], [], [], []
        features: dict = {}
        for part in parts:
            if isinstance(part, RULES):
                rules.append(part)
            elif isinstance(part, (SonarTrack, Site)):
                (tracks if isinstance(part, SonarTrack) else sites).append(part)
                tok = self._tokens.pop(id(part), name)
                if part.name in features:
                    self._fail(tok, f"zone {_q(name)} has two features named {quoted(part.name)}")
                features[part.name] = part
            elif part[0] == "link":
                links.append(part)
            else:
                kind, value, tok = part
                if kind in found:
                    self._fail(tok, f"zone {_q(name)} says its {kind} twice")
                found[kind] = value
        specs = tuple(self._link(name, features, *link[1:]) for link in links)
        self._claim("here", (rules, [s.marked for s in sites]))
        return Zone(_text(name), self._int(depth, 1, MAX_DEPTH, "depth"), mission,
                    found.get("arrival", ()), found.get("discovery", ()), tuple(tracks),
                    found.get("dive", 0), tuple(sites), specs, tuple(rules),
                    src=self._src(meta))

    @property
    def _tokens(self) -> dict:
        """The name token of each feature compiled, by the record's id (to point at)."""
        if not hasattr(self, "_feature_tokens"):
            self._feature_tokens = {}
        return self._feature_tokens

    def _link(self, zone, features, a, b, reward, src) -> LinkSpec:
        ends = []
        for tok, space in (a, b):
            feature = features.get(_text(tok))
            if feature is None:
                known = [f"'{n}'" for n in features]
                hint = did_you_mean(_text(tok), list(features)) or (
                    f" (its features: {', '.join(known)})" if known else "")
                self._fail(tok, f"zone {_q(zone)} has no feature {_q(tok)}{hint}")
                ends.append((_text(tok), 0))
                continue
            if isinstance(feature, SonarTrack):
                if space is None:
                    self._fail(tok, f"a link to the Sonar track {_q(tok)} names its space "
                                    f"(1 to {len(feature.spaces)})")
                    ends.append((feature.name, 0))
                    continue
                at = self._int(space, 1, len(feature.spaces), "track space")
                ends.append((feature.name, at - 1))
            else:
                if space is not None:
                    self._fail(space, f"the site {_q(tok)} has one space: a link names no "
                                      "space for it")
                ends.append((feature.name, 0))
        if len(ends) == 2 and ends[0] == ends[1]:
            self._fail(a[0], "a link joins two different spaces")
        return LinkSpec(ends[0], ends[1], reward, src=src)

    def arrival(self, meta, children):
        return ("arrival", children[0], _at(meta, "arrival"))

    def discovery(self, meta, children):
        return ("discovery", children[0], _at(meta, "discovery"))

    def sonar_track(self, meta, children):
        name, *spaces = children
        track = SonarTrack(_text(name), tuple(spaces), src=self._src(meta))
        self._tokens[id(track)] = name
        return track

    def dive_site(self, meta, children):
        return ("dive", self._int(children[0], 1, 9, "dive tokens"), _at(meta, "dive"))

    def conservation(self, meta, children):
        name, cost, reward, *marked = children
        site = Site(_text(name), "conservation", self._int(cost, 0, 12, "Research cost"),
                    reward, marked=marked[0] if marked else (), src=self._src(meta))
        self._tokens[id(site)] = name
        return site

    def journal_site(self, meta, children):
        name, field, *marked = children
        site = Site(_text(name), "journal", field=self._field(field),
                    marked=marked[0] if marked else (), src=self._src(meta))
        self._tokens[id(site)] = name
        return site

    def marked(self, meta, children):
        return tuple(children)

    def link(self, meta, children):
        a, b, reward = children
        return ("link", a, b, reward, self._src(meta))

    def link_end(self, meta, children):
        return (children[0], children[1] if len(children) > 1 else None)


class _At(str):
    """A keyword's place in the source (the parser drops keywords): where a problem
    about the part it starts is shown."""


def _at(meta, word: str) -> _At:
    spot = _At(word)
    spot.line, spot.column = meta.line, meta.column
    return spot
