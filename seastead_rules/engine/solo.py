"""Solo mode: the Rebel Seastead against the Boss. Rulebook pp. 14-15.

The Boss is player 1 but never decides anything: his resources are placed on the board
by these rules, and a location that gets its second resource (or any resource where the
player's ship is) becomes a Boss building. `Solo` gives the solo answers at the points
the core rules ask (engine/modes.py); they reach the Boss's rules below through them."""

from __future__ import annotations

from ..model.names import (
    BOSS_BUILDING,
    BUILDINGS_PER_PLAYER,
    COLOURS,
    FLOTILLAS,
    LOCATIONS_PER_FLOTILLA,
    RESOURCE_TYPES,
    RESOURCES,
    board_index,
    flotilla_indices,
)
from ..model.state import PLAYER_CTX
from . import ops
from .draft import Draft
from .modes import MODES, Mode, refill
from .ops import BossHalf, BossReceives, DisplayDiscard, SoloStart
from .places import WHERE, a_flotilla_is_full, waiting_builds
from .run import HANDLERS, resumes, runs
from .turns import finish

__all__ = ["Solo", "SOLO", "boss_types", "solo_over", "solo_trigger", "return_boss_resources",
           "boss_buildings", "discard_from_display"]


class Solo(Mode):
    """The solo mode's answers: the Rebel Seastead against the Boss. Rulebook pp. 14-15."""
    __slots__ = ()
    name = "solo"
    opponent_plays = False      # "The Boss is not a player." p. 14
    price_tags = False          # "Location discounts do not apply for build actions." p. 15

    def forced_half(self, card) -> int:
        """A half of your choice of resource must be yours (unless both are). p. 15."""
        forced = [i for i, h in enumerate(card.halves) if h.kind == "any"]
        return forced[0] if len(forced) == 1 else -1

    def other_half(self, card: str, half: int, diver: int):
        """The Boss's half goes onto the board. p. 14."""
        return ops.new_boss_half(card, half)

    def after_taking(self, t: Draft, display: str, ctx) -> None:
        """One of the rest is discarded from the display before it is refilled. p. 14."""
        discard_from_display(t, display, ctx)

    def building_placed(self, t: Draft, index: int) -> None:
        """Boss resources never lie under a building: back to the supply. p. 15."""
        return_boss_resources(t, index)

    def demand_swapped(self, t: Draft, a: int, b: int) -> None:
        """The Boss's resources on the two swapped flotillas go back. p. 15."""
        for i in (*flotilla_indices(a), *flotilla_indices(b)):
            return_boss_resources(t, i)

    def counted_buildings(self, codes: tuple, who: tuple) -> tuple:
        """The Boss's buildings (player 1's) have no kind, but are buildings. p. 15."""
        return codes + (BOSS_BUILDING,) if 1 in who else codes

    def movable_buildings(self, codes: set, owners: tuple, mover: int) -> set:
        """The player may move the Boss's buildings as of any kind. p. 15."""
        if 1 in owners and mover == 0:
            codes.add(BOSS_BUILDING)
        return codes

    def end_turn(self, t: Draft, player: int) -> bool:
        """The player takes consecutive turns; the game ends with the turn in which an end
        condition occurred (recorded after each action), or holds now. pp. 14-15."""
        why = solo_over(t) or ("an end condition occurred during this turn"
                               if t.end_round >= 0 else None)
        if why:
            finish(t, why, "rulebook p. 15")
            return True
        t.round += 1
        HANDLERS[ops.TurnOp](t, _TURN, PLAYER_CTX[player])   # the next turn at once (run.py)
        return True

    def check_end(self, t: Draft) -> bool:
        """The solo end conditions, recorded as soon as one occurs. p. 15."""
        solo_trigger(t)
        return True


_TURN = ops.TurnOp()
SOLO = Solo()
MODES[True] = SOLO


def boss_types(t: Draft, half, exclude=()) -> tuple:
    """The resources of the Boss's half. Where the half offers a choice, the Boss takes
    the types the supply holds most of (ties: kelp, metal, fish, artifact); 'different'
    sets avoid the player's types. See docs/rulings.md."""
    if half.kind == "fixed":
        return tuple(r for r in RESOURCE_TYPES for _ in range(half.resources[r]))
    order = sorted(RESOURCE_TYPES, key=lambda r: (-t.supply[r], r))
    if half.kind == "different":
        return tuple(r for r in order if r not in exclude)[:half.n]
    return (order[0],) * half.n          # 'identical' (and 'any', never the Boss's)


@runs(BossHalf)
def _boss_half(t: Draft, op, ctx):
    card = t.content.dive[op.card]
    # Only two 'different' halves keep apart; a pair may repeat a type of three. p. 6
    both_different = card.halves[0].kind == card.halves[1].kind == "different"
    types = boss_types(t, card.halves[op.half], op.exclude if both_different else ())
    t.push((BossReceives(types, False, card.src),), ctx)


@runs(SoloStart)
def _solo_start(t: Draft, op, ctx):
    card = t.content.dive[op.card]
    if card.halves[0] == card.halves[1]:        # nothing to choose (as in a dive, p. 6)
        _start_with(t, op.card, 0, ctx)
        return
    t.ask(0, "half", f"{COLOURS[0]}: which half of {op.card} do you take to start?", op, ctx,
          [f"half {i + 1}: {h.text}" for i, h in enumerate(card.halves)], (0, 1))


@resumes(SoloStart)
def _resume_solo_start(t: Draft, d, half):
    _start_with(t, d.op.card, half, d.ctx)


def _start_with(t: Draft, card_name: str, half: int, ctx) -> None:
    """You take `half` of the first card and 1 resource more; the Boss the other. p. 14."""
    from ..model import effects as fx  # the extra resource is an ordinary 'take 1 any'
    card = t.content.dive[card_name]
    t.set_dive_face(0 if half == 0 else 1)
    boss = BossReceives(boss_types(t, card.halves[1 - half]), True, "rulebook p. 14")
    extra = fx.Take(fx.Num(1), fx.What("any"), src="rulebook p. 14")
    t.push((ops.TakeHalf(card_name, half, 0, arrow=False), extra, boss), ctx)


def _flotilla_of(t: Draft, r: int) -> int:
    for f in range(FLOTILLAS):
        if t.demand[f] == r and f != t.locked:
            return f
    return -1


@runs(BossReceives)
def _receive(t: Draft, op, ctx):
    if not op.resources:
        return
    r, rest = op.resources[0], op.resources[1:]
    if rest:
        t.push((BossReceives(rest, op.tagged, op.src),), ctx)
    f = _flotilla_of(t, r)
    if f < 0:
        t.say(1, "the Boss's {} has no visible demand token and stays in the supply",
              RESOURCES[r], src="rulebook p. 14")
        return
    if t.supply[r] == 0:
        t.say(1, "the supply has no {} for the Boss", RESOURCES[r], src="rulebook p. 10")
        return
    costs, tags = t.content.costs_and_tags(t.sides[f])
    # (not where a build waits to be placed: its location is taken)
    waiting = [w.index for w in waiting_builds(t)]
    spots = [l for l in range(LOCATIONS_PER_FLOTILLA)
             if t.buildings[board_index(f, l)] == -1 and (tags[l] != -1 or not op.tagged)
             and board_index(f, l) not in waiting]
    if not spots:
        t.say(1, "flotilla {} has no place for the Boss's {}",
              f + 1, RESOURCES[r], src="rulebook p. 14")
        return
    i = board_index(f, min(spots, key=lambda l: (costs[l], l)))
    t.boss_places(r, i)
    t.say(1, "the Boss places 1 {} at {}", RESOURCES[r], WHERE[i], src=op.src or "rulebook p. 14")
    ship = t.ships[i]
    if len(t.boss_resources[i]) >= 2 or ship != -1:
        # A second resource, or any resource where the player's ship is: a Boss building.
        return_boss_resources(t, i)
        if boss_buildings(t) >= BUILDINGS_PER_PLAYER:
            # His board is empty: no building to place (the game ends with this turn).
            t.say(1, "the Boss has no building left to place", src="rulebook p. 15")
            return
        t.set_building(i, BOSS_BUILDING)
        t.say(1, "the Boss builds at {}", WHERE[i], src="rulebook p. 15")
        if ship != -1:
            # The ship moves as after a build, with no free resource. p. 15.
            t.push((ops.ShipLeaves(i),), ctx)


def return_boss_resources(t: Draft, index: int) -> None:
    """The Boss's resources at a location go back to the supply."""
    if not (t.boss_resources and t.boss_resources[index]):
        return
    held = t.boss_clears(index)
    t.say(1, "the Boss's {} at {} return to the supply",
          ', '.join(RESOURCES[r] for r in held), WHERE[index], src="rulebook p. 15")


def boss_buildings(state) -> int:
    """How many buildings the Boss has placed."""
    return sum(1 for b in state.buildings if b == BOSS_BUILDING)


def solo_over(t: Draft) -> str | None:
    """Which solo end condition holds now, or None. Rulebook p. 15."""
    if a_flotilla_is_full(t.buildings):
        return "every location of a flotilla has a building"
    if sum(t.players[0].built) == BUILDINGS_PER_PLAYER:
        return "no buildings are left on your board"
    if boss_buildings(t) >= BUILDINGS_PER_PLAYER:
        return "no buildings are left on the Boss's board"
    if not t.dive_deck:
        return "the dive deck is empty"
    return None


def solo_trigger(t: Draft) -> None:
    """Record a solo end condition as soon as it occurs: the game is over at the end of
    this turn, even if the condition no longer holds then. Rulebook p. 15."""
    if t.end_round >= 0 or t.over:      # (over: the turn's end has checked already)
        return
    why = solo_over(t)
    if why:
        t.end_round = t.round
        t.say(-1, "the end is triggered: {}; the game is over at the end of this turn",
              why, src="rulebook p. 15")


def discard_from_display(t: Draft, display: str, ctx) -> None:
    """Solo: ask which of the remaining cards of a display is discarded (then refill)."""
    cards = list(getattr(t.cards, display))
    if not cards:
        refill(t, display)
        return
    what = "dock tile" if display == "dock_display" else "specialist"
    t.ask(ctx.player, "discard card", f"{COLOURS[ctx.player]}: discard one {what} from the display",
          DisplayDiscard(display), ctx, [f"discard {c}" for c in cards], cards)


@resumes(DisplayDiscard)
def _resume_discard(t: Draft, d, card):
    display = d.op.display
    t.take_card(display, card)
    t.put_card("set_aside", card)
    t.say(d.player, "{} discards {} from the display",
          COLOURS[d.player], card, src="rulebook p. 14")
    refill(t, display)

