"""How often each watched content line fired in one game, once per occasion.

A line fired when its effect or its hook changed the game or was offered to a player:

- an effect (and the line that opens its block: a location, `when`, `react to`,
  `repeat up to`, `may`, `if`, ...) fires when a log event names it, or a line of its
  block, or when it asks a player something. The payment of a build, which the log puts
  on the location's line, is not its effect. One occasion is one run of the part of the
  card the line is in (a location built or copied, a hook's block, a reaction or a use
  of a specialist): a question it asks and the answers that follow are the same run. A
  hook that runs twice within one action counts once. A `when game-end` hook's lines
  count once for each player they scored for or asked.
- a static rule (`modify`, `forbid`, `permit`) fires on a turn when, with its card in
  force, the same action on the same position without that one rule (the content
  without it: variants.without_rule) ends otherwise, or (a `forbid` or `permit`) the
  turn offers other actions; and at the end once for each player whose score pad it
  changed. Once per turn, and once per player at the end.

Counts are kept per seat: `fired[src] == [times for blue, times for orange]`."""

from __future__ import annotations

from .. import apply, legal_actions, score_sheet
from ..errors import RulesError
from ..model.actions import Answer
from ..model.cards import (
    CounterDecl,
    Decree,
    Forbid,
    Location,
    Modify,
    Permit,
    SetTo,
    Side,
    Specialist,
    When,
    records_in,
)
from .variants import STATIC_RULES, without_rule

__all__ = ["FiredLines", "SCORING_QUESTIONS"]

SCORING_QUESTIONS = frozenset({"cleanup-points", "specialist-points", "location-points",
                               "dock-points", "resource-points", "dock-resource-max"})
"""The questions only the final scoring asks (their rules count at the end only)."""

_BUILDS = "{} builds {} at {}"      # the log's build line; the payment follows it
_PAYS = "{} returns {} {}"


def _cards_of(content):
    """(kind, name, record) of every card and side."""
    for kind, table in (("decree", content.decree), ("side", content.side),
                        ("specialist", content.specialist), ("dock", content.dock),
                        ("dive", content.dive)):
        for name, record in table.items():
            yield kind, name, record


def _srcs(record) -> set:
    return {r.src for r in records_in(record)
            if isinstance(getattr(r, "src", None), str) and r.src}


def _roots(card) -> list:
    """(part, whole) for the parts of a card that run on occasions of their own: each
    location, hook and reaction, a specialist's `use` block (whole: with every line
    under it); a specialist's own line (its discount and its uses), a dock, a dive card
    (whole=False: that line only)."""
    rules = [(r, True) for r in getattr(card, "rules", getattr(card, "hooks", ()))
             if not isinstance(r, STATIC_RULES + (CounterDecl,))]
    if isinstance(card, Side):
        return [(loc, True) for loc in card.locations] + rules
    if isinstance(card, Decree):
        return rules
    if isinstance(card, Specialist):
        return ([(card.use, True)] if card.use else []) + [(r, True) for r in card.reacts] \
            + rules + [(card, False)]
    return [(card, False)]


class _Table:
    """What each watched line is: the lines it answers for (its own and its block's)
    and the part of its card it runs in, or the static rule it holds and whose card
    that is."""

    def __init__(self, content, watch):
        self.lines: dict = {}       # src of an event -> the watched lines it counts for
        self.parts: dict = {}       # src of an event -> the parts (numbers) it runs in
        self.part_of: dict = {}     # watched line -> its part
        self.static: dict = {}      # watched src -> (rule, card kind, card name)
        self.end: set = set()       # watched lines of a `when game-end` hook
        self.locations: set = set()     # every location's line (its payment)
        for kind, name, card in _cards_of(content):
            for r in records_in(card):
                if isinstance(r, Location):
                    self.locations.add(r.src)
                elif isinstance(r, STATIC_RULES) and r.src in watch:
                    self.static[r.src] = (r, kind, name)
            for part, whole in _roots(card):
                self._part(part, whole, watch)

    def _part(self, part, whole: bool, watch) -> None:
        spans: dict = {}
        found = records_in(part) if whole else (part,)
        for r in found:
            src = getattr(r, "src", None)
            if isinstance(src, str) and src in watch and not isinstance(r, STATIC_RULES):
                spans.setdefault(src, set()).update(_srcs(r) if whole else {src})
        if not spans:
            return
        number = len(self.part_of) + 1
        for src, span in spans.items():
            self.part_of[src] = number
            for s in span:
                self.lines.setdefault(s, set()).add(src)
        for s in (_srcs(part) if whole else {part.src}):
            self.parts.setdefault(s, set()).add(number)
        if isinstance(part, When) and part.event == "game-end":
            self.end |= set(spans)


_TABLES: dict = {}


def _table(content, watch) -> _Table:
    key = (id(content), content.hash, tuple(sorted(watch)))
    if key not in _TABLES:
        if len(_TABLES) > 16:
            _TABLES.clear()
        _TABLES[key] = (content, _Table(content, watch))
    return _TABLES[key][1]


def _in_force(state, kind: str, name: str) -> bool:
    """Whether the card holding a rule is in force: the decree in play, a side on the
    board, a specialist face up before a player."""
    if kind == "decree":
        return bool(state.decrees) and state.decrees[-1] == name
    if kind == "side":
        return name in state.sides
    if kind == "specialist":
        return any((name, True) in p.specialists for p in state.players)
    return False


def _outcome(state) -> tuple:
    """What an action left: the position and what is still to do (the stack: the
    question asked next and the effects waiting)."""
    return (state.players, state.buildings, state.ships, state.docks, state.cards,
            state.supply, state.cleanup_supply, state.decrees, state.current, state.round,
            state.end_round, state.over, state.counters, state.demand, state.locked,
            state.stack)


def _src_of(decision) -> str:
    if decision is None or decision.kind == "turn":
        return ""
    return getattr(decision.op, "src", "") or ""


class FiredLines:
    """The fired counts of one game: call `start` on the new game, `step` after every
    action and `finish` at the end; `fired` holds the counts."""

    def __init__(self, content, watch):
        self.table = _table(content, watch)
        self.fired: dict = {}
        self.turn = 0
        self._again = False         # the turn's question is asked again (a card used first)
        self._once: set = set()
        self._run: dict = {}        # part -> how many times it has run
        self._counted: dict = {}    # line -> (part, run) it was last counted in
        self._alt = {src: without_rule(content, src) for src in self.table.static}

    def _count(self, src: str, player: int, key=None) -> None:
        if key is not None:
            if (src, key) in self._once:
                return
            self._once.add((src, key))
        self.fired.setdefault(src, [0, 0])[player] += 1

    def step(self, before, action, actions, after) -> None:
        """Count what `action` (one of `actions`, the legal ones) did from `before` to
        `after`."""
        actor = before.to_move
        asked = before.decision
        if asked.kind == "turn" and not self._again:
            self.turn += 1
        self._again = asked.kind == "turn" and isinstance(action, Answer)
        if self.table.lines:
            self._effects(_src_of(asked), after, actor)
        for src, (rule, kind, name) in self.table.static.items():
            if isinstance(rule, (Modify, SetTo)) and rule.query in SCORING_QUESTIONS:
                continue
            if self._alt[src] is None or not _in_force(before, kind, name):
                continue
            if self._changed(before, action, actions, after, rule, self._alt[src]):
                self._count(src, actor, ("turn", self.turn))

    def _changed(self, before, action, actions, after, rule, alt) -> bool:
        other = before.replace(content=alt, log=None)     # (played without its log)
        if isinstance(rule, (Forbid, Permit)) and before.decision.kind == "turn":
            if set(actions) != set(legal_actions(other)):
                return True
        try:
            return _outcome(apply(other, action)) != _outcome(after)
        except RulesError:
            return True         # not even possible without the rule

    def start(self, state) -> None:
        """Count what the setup did (the first round's hooks may run before any action)."""
        if self.table.lines:
            self._effects("", state, state.start_player)

    def _effects(self, answered: str, after, actor: int) -> None:
        table = self.table
        done = []                           # (src, player) of what this action did
        previous = None
        for e in (after.log.events if after.log else ()):
            paid = previous is not None and previous.template == _BUILDS \
                and e.template == _PAYS and e.src in table.locations
            previous = e
            if not paid and e.src in table.lines:
                done.append((e.src, e.player))
        d = after.decision
        if _src_of(d) in table.lines:
            done.append((_src_of(d), d.player))
        if not done:
            return
        # A part runs on: the question answered now was asked by one of its lines.
        going = table.parts.get(answered, ())
        for part in {n for src, _ in done for n in table.parts.get(src, ())} - set(going):
            self._run[part] = self._run.get(part, 0) + 1
        hits: dict = {}
        for src, player in done:
            for line in table.lines[src]:
                hits.setdefault(line, []).append(player)
        for line, players in hits.items():
            if line in table.end:
                for p in {p for p in players if p >= 0}:
                    self._count(line, p, ("end", p))
                continue
            part = table.part_of[line]
            run = (part, self._run.get(part, 0))
            if self._counted.get(line) != run:
                self._counted[line] = run
                self._count(line, next((p for p in players if p >= 0), actor))

    def finish(self, state) -> None:
        """At the end: the static rules in force that changed a player's score pad."""
        if not state.over:
            return
        sheet = None
        for src, (rule, kind, name) in self.table.static.items():
            if getattr(rule, "query", "") not in SCORING_QUESTIONS or self._alt[src] is None \
                    or not _in_force(state, kind, name):
                continue
            sheet = sheet or score_sheet(state)
            other = score_sheet(state.replace(content=self._alt[src]))
            for p in (0, 1):
                if other.lines[p] != sheet.lines[p]:
                    self._count(src, p, ("end", p))
