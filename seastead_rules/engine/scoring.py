"""Final scoring: the five categories of the score pad and the winner. Rulebook p. 12."""

from __future__ import annotations

from attrs import frozen

from ..inputs import check_type
from ..model.names import (
    BOSS_BUILDING,
    COLOURS,
    LOCATIONS_PER_FLOTILLA,
    PLACES,
    RESOURCE_TYPES,
    board_index,
    building_kind,
    building_owner,
)
from ..model.state import Ctx, Position, State
from .counts import counter_value
from .hooks import ask

__all__ = ["ScoreLine", "ScoreSheet", "score_sheet", "CATEGORIES"]

# The five categories of the score pad, in its order: ScoreLine fields. Rulebook p. 12.
# Cards of the content's own may score points too (`score N`): their line, `cards`, is
# shown when someone scored any.
CATEGORIES = ("resources", "dock_buildings", "locations", "specialists", "cleanup")
# How the score sheet names each category. The cleanup line scores the tokens taken
# from the supply and the extras recorded once it was empty (p. 10), as the content
# language's `cleanup` count does; Player.cleanup holds the tokens only.
LABELS = {"dock_buildings": "dock buildings", "cleanup": "cleanup+extras"}


@frozen
class ScoreLine:
    """One player's column of the score pad."""
    player: int
    resources: int          # resources matching own docks
    dock_buildings: int     # own buildings matching any dock's sections
    locations: int          # printed points of locations with own buildings
    specialists: int        # face-up specialists
    cleanup: int            # points for cleanup tokens and recorded extras together
    buildings_left: int     # first tie-break
    cleanup_tokens: int     # second tie-break: cleanup tokens and recorded extras
    boss: int = 0           # solo: the Boss's points, 20 + 3 per building (p. 15)
    cards: int = 0          # points scored by cards' effects (the points track)

    @property
    def total(self) -> int:
        """The sum of the five categories and of the points cards scored (the Boss's
        points in solo)."""
        return (self.resources + self.dock_buildings + self.locations + self.specialists
                + self.cleanup + self.cards + self.boss)


@frozen
class ScoreSheet:
    """Both players' lines and the winner (None when they share the victory)."""
    lines: tuple
    winner: int | None
    decided_by: str         # "score", "buildings left", "cleanup tokens" or "shared"
    solo: bool = False      # lines[1] is then the Boss's: 20 + 3 per building (p. 15)
    boss_buildings: int = 0

    def categories(self) -> tuple:
        """The lines the sheet shows: the five categories, and `cards` when a card
        scored points."""
        return CATEGORIES + (("cards",) if any(line.cards for line in self.lines) else ())

    def __str__(self) -> str:
        if self.solo:
            rows = [f"{'':16}{COLOURS[0]:>8}{'Boss':>8}"]
            for cat in self.categories():
                rows.append(f"{LABELS.get(cat, cat):16}{getattr(self.lines[0], cat):>8}{'':>8}")
            rows.append(f"{'Boss buildings':16}{'':>8}{self.boss_buildings:>8}")
            rows.append(f"{'total':16}{self.lines[0].total:>8}{self.lines[1].total:>8}")
            rows.append(f"{COLOURS[0]} wins against the Boss" if self.winner == 0
                        else "the Boss wins")
            return "\n".join(rows)
        rows = [f"{'':16}{COLOURS[0]:>8}{COLOURS[1]:>8}"]
        for cat in self.categories():
            a, b = (getattr(line, cat) for line in self.lines)
            rows.append(f"{LABELS.get(cat, cat):16}{a:>8}{b:>8}")
        rows.append(f"{'total':16}{self.lines[0].total:>8}{self.lines[1].total:>8}")
        if self.winner is None:
            rows.append("the players share the victory")
        else:
            rows.append(f"{COLOURS[self.winner]} wins (by {self.decided_by})")
        return "\n".join(rows)


def _resources(state, player) -> int:
    # Each dock scores up to 3 of its resource; each token counts once. Rulebook p. 12.
    ctx = Ctx(player)
    cap = ask(state, "dock-resource-max", 3, ctx)
    held = state.players[player].resources
    docks = [0] * len(RESOURCE_TYPES)
    for dock, owner, _ in state.docks:
        if owner == player:
            docks[state.content.dock[dock].resource] += 1
    return sum(min(held[r], cap * docks[r]) for r in RESOURCE_TYPES) * ask(
        state, "resource-points", 1, ctx)


def _dock_buildings(state) -> list:
    # Each dock's sections read the locations beside its port. Rulebook p. 12.
    points = [0, 0]
    for dock, _, index in state.docks:
        f, p = PLACES[index]
        for section in state.content.dock[dock].sections:
            place = (p + section.offset) % LOCATIONS_PER_FLOTILLA
            b = state.buildings[board_index(f, place)]
            if b != -1 and b != BOSS_BUILDING and building_kind(b) == section.kind:
                owner = building_owner(b)
                points[owner] += ask(state, "dock-points", section.points,
                                     Ctx(owner, f, place, section.kind))
    return points


def _locations(state) -> list:
    points = [0, 0]
    for i, b in enumerate(state.buildings):
        if b != -1 and b != BOSS_BUILDING:
            f, l = PLACES[i]
            printed = state.content.side[state.sides[f]].locations[l].points
            owner, kind = building_owner(b), building_kind(b)
            points[owner] += ask(state, "location-points", printed, Ctx(owner, f, l, kind))
    return points


def score_sheet(state: State) -> ScoreSheet:
    """The score pad for the position (final once the game is over), with tie-breaks."""
    check_type(state, Position, "state", "a State or a playout's position")
    docked, located = _dock_buildings(state), _locations(state)
    lines = []
    for p, seat in enumerate(state.players):
        ctx = Ctx(p)
        specs = state.content.specialist
        faceup = [specs[c].points for c, up in seat.specialists if up]
        tokens = seat.cleanup + seat.cleanup_extra
        lines.append(ScoreLine(
            p, _resources(state, p), docked[p], located[p],
            sum(faceup) + len(faceup) * ask(state, "specialist-points", 0, ctx),
            tokens * ask(state, "cleanup-points", 1, ctx),
            12 - sum(seat.built), tokens,
            cards=counter_value(state, "score", p) if state.counters else 0))
    if state.solo:
        # The Boss scores 20 plus 3 per building; you win only with more. Rulebook p. 15.
        built = sum(1 for b in state.buildings if b == BOSS_BUILDING)
        boss = ScoreLine(1, 0, 0, 0, 0, 0, 12 - built, 0, 20 + 3 * built)
        return ScoreSheet((lines[0], boss), 0 if lines[0].total > boss.total else 1, "score",
                          True, built)
    a, b = lines
    # Ties: more buildings left on the board, then more cleanup tokens. Rulebook p. 12.
    for key, why in ((lambda x: x.total, "score"), (lambda x: x.buildings_left, "buildings left"),
                     (lambda x: x.cleanup_tokens, "cleanup tokens")):
        if key(a) != key(b):
            return ScoreSheet(tuple(lines), 0 if key(a) > key(b) else 1, why)
    return ScoreSheet(tuple(lines), None, "shared")


