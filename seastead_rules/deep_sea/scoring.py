"""Final scoring (p. 15) and the co-op verdict (p. 17): attribute tracks by the scoring
brackets, Impact markers by the legend, journals' points and points scored in play, the
tier-5 Seniors' own scoring, leftovers ((Research, a kept token's Research included, plus
Staging Area discs) // 3), and each goal with its first- and second-place bonuses and
ties; in co-op, the goals the team reached against the difficulty."""

from __future__ import annotations

from attrs import frozen

from .boards import hexes
from .boards import tracks as trk
from .book import book
from .counts import count, team_count
from .ops import FinalScoring, Tally
from .rules import runs
from .state import COOP, Ctx

__all__ = ["Sheet", "sheet", "leader_bonuses", "goal_points", "goals_reached", "coop_won",
           "TIER_FIVE"]

TIER_FIVE = 5
"""The tier whose Seniors score on their own terms (p. 15)."""


@frozen
class Sheet:
    """One player's score pad (p. 15): each category and the total."""
    tracks: int
    impact: int
    journals: int
    played: int
    leftovers: int
    goals: int

    @property
    def total(self) -> int:
        """The final score."""
        return (self.tracks + self.impact + self.journals + self.played + self.leftovers
                + self.goals)


def leader_bonuses(counts, first: int, second: int) -> tuple:
    """Each player's leader bonus for one goal (p. 15): the most (above 0) earns `first`,
    all tied for it too and then no second place; a lone first leaves `second` to the
    next most (above 0), shared by all tied there."""
    counts = tuple(counts)
    bonus = [0] * len(counts)
    scored = sorted({c for c in counts if c > 0}, reverse=True)
    if not scored:
        return tuple(bonus)
    leaders = [p for p, c in enumerate(counts) if c == scored[0]]
    for p in leaders:
        bonus[p] = first
    if len(leaders) == 1 and len(scored) > 1:
        for p, c in enumerate(counts):
            if c == scored[1]:
                bonus[p] = second
    return tuple(bonus)


def goal_points(t) -> tuple:
    """Each player's points from the scenario's goals: `per` points a count, and, in
    competitive play, the leader bonuses (co-op ignores them, p. 17)."""
    totals = [0] * t.players
    for goal in book(t.content).scenario(t.scenario).goals:
        counts = [count(t, goal.counts, p) for p in range(t.players)]
        bonus = (leader_bonuses(counts, goal.first, goal.second) if t.mode != COOP
                 else (0,) * t.players)
        for p in range(t.players):
            totals[p] += counts[p] * goal.per + bonus[p]
    return tuple(totals)


def sheet(t, player: int) -> Sheet:
    """`player`'s score pad now (the tier-5 finals count once they have run, at the end)."""
    b, seat = book(t.content), t.seats[player]
    held = sum(b.tokens[k].research for k in seat.tokens)
    leftovers = (t.research.values[player] + held + seat.staging) // 3
    return Sheet(tracks=trk.score(t.tracks, player), impact=hexes.score(t.impact, player),
                 journals=sum(b.journals[j].points for j in seat.journals),
                 played=seat.points, leftovers=leftovers, goals=goal_points(t)[player])


def goals_reached(t) -> int:
    """Co-op: how many of the goals the team reached (p. 17): each scenario goal and each
    revealed bonus goal by its threshold for the number of players, and the Impact-board
    goal by the points the team earned from the Impact board, journals and specialists."""
    b = book(t.content)
    scenario = b.scenario(t.scenario)
    i = t.players - 1
    goals = scenario.goals + tuple(b.bonus_goals[g] for g in t.goals)
    reached = sum(1 for g in goals if len(g.coop) > i and team_count(t, g.counts) >= g.coop[i])
    if len(scenario.coop_points) > i:
        points = sum(s.impact + s.journals + s.played
                     for s in (sheet(t, p) for p in range(t.players)))
        reached += points >= scenario.coop_points[i]
    return reached


def coop_won(t) -> bool:
    """Co-op: whether the team reached at least the difficulty's number of goals."""
    return goals_reached(t) >= t.difficulty


@runs(FinalScoring)
def _final(t, op, ctx):
    t.push((Tally(),), ctx)
    specs = book(t.content).specialists
    for player in reversed(range(t.players)):
        for tile in t.seats[player].tiles:
            spec = specs[tile.name]
            if tile.senior and spec.tier == TIER_FIVE and spec.final:
                t.push(spec.final, Ctx(player))


@runs(Tally)
def _tally(t, op, ctx):
    t.scores = tuple(sheet(t, p).total for p in range(t.players))
    t.phase = "over"
    t.say(-1, "the game is over: scores {}", t.scores)
