"""The build action: cost, legality, and the steps after placing the building.
Rulebook pp. 7-10."""

from __future__ import annotations

import itertools

from ..errors import IllegalAction
from ..model.actions import Build
from ..model.names import (
    BUILDINGS_PER_KIND,
    COLOURS,
    FLOTILLAS,
    KINDS,
    LOCATIONS,
    LOCATIONS_PER_FLOTILLA,
    PLACES,
    RESOURCES,
    board_index,
    flotilla_indices,
)
from ..model.state import Position, new_ctx
from .answers import Answers, place_free
from .hooks import Reason, explain, forbidder, whose
from .in_play import builds_changed, gated
from .modes import mode_of
from .places import WHERE, location_of

__all__ = ["build_cost", "explain_cost", "legal_builds", "check_build", "A_KIND"]


def _ctx(player, f, l, kind):
    return new_ctx(player, f, l, kind, "", False, "")


def explain_cost(t: Position, player: int, kind: int, index: int, using=(),
                 printed: bool = False) -> tuple[int, tuple]:
    """The cost of a build and every reason for it, each with its source.

    Printed cost, minus 1 for a ship there, minus 1 for a matching price tag, minus the
    discounts of the specialists used, never below 0; then the rules in force (the
    decree's), and never below 0 again. Rulebook pp. 9-10. `printed`: a build paying
    the printed cost (`build again at printed cost`), no discounts."""
    loc = location_of(t, index)
    ctx = _ctx(player, *PLACES[index], kind)
    reasons = [Reason("printed cost", loc.cost, loc.src)]
    if t.ships[index] != -1 and not printed:
        reasons.append(Reason(f"{COLOURS[t.ships[index]]}'s ship there", -1, "rulebook p. 9"))
        reasons.extend(_discount_change(t, "ship-discount", "ship discount", ctx))
    if loc.discount == kind and mode_of(t).price_tags and not printed:   # (none in solo)
        reasons.append(Reason(f"{KINDS[kind]} price tag", -1, loc.src))
        reasons.extend(_discount_change(t, "location-discount", "price tag", ctx))
    for card in using:
        spec = t.content.specialist[card]
        reasons.append(Reason(f"specialist {card}", -spec.discount, spec.src))
    # Stacked discounts stop at 0 (p. 10); the decree's changes apply to that, so "a port
    # costs 1 more" makes a port that discounts bring to 0 cost 1 (docs/rulings.md).
    discounted = sum(r.amount for r in reasons)
    if discounted < 0:
        reasons.append(Reason("never below 0", -discounted, "rulebook p. 10"))
        discounted = 0
    total, reasons = explain(t, "build-cost", discounted, reasons, ctx)
    if total < 0:
        reasons = reasons + (Reason("never below 0", -total, "rulebook p. 10"),)
        total = 0
    return total, reasons


def _discount_change(t: Position, query, what, ctx) -> tuple:
    # A decree that changes a discount is a reason of its own, naming its card and line.
    if not t.decrees:
        return ()
    _, why = explain(t, query, 1, (), ctx)
    return tuple(Reason(f"{r.text} ({what})", -r.amount, r.src) for r in why)


def build_cost(t: Position, player: int, kind: int, index: int, using=(),
               printed: bool = False) -> int:
    """The cost of a build, in the demanded resource of its flotilla."""
    if printed:
        return explain_cost(t, player, kind, index, using, printed)[0]
    if builds_changed(t):
        return _cost(t, Answers(t, player), kind, index, using)
    loc = location_of(t, index)
    cost = loc.cost - (t.ships[index] != -1) - (loc.discount == kind and mode_of(t).price_tags)
    for card in using:
        cost -= t.content.specialist[card].discount
    return cost if cost > 0 else 0


def _cost(t: Position, answers: Answers, kind: int, index: int, using=()) -> int:
    """build_cost with rules in force, as explain_cost counts it, without its reasons:
    each rule's condition evaluated once per decision for what it reads (answers.py)."""
    loc = location_of(t, index)
    cost = loc.cost
    if t.ships[index] != -1:
        cost -= answers.ask("ship-discount", 1, kind, index) if t.decrees else 1
    if loc.discount == kind and mode_of(t).price_tags:
        cost -= answers.ask("location-discount", 1, kind, index) if t.decrees else 1
    for card in using:
        cost -= t.content.specialist[card].discount
    total = answers.ask("build-cost", cost if cost > 0 else 0, kind, index)
    return total if total > 0 else 0


def _cutters(t: Position, player):
    """The player's face-up specialists that cut a build's cost."""
    specs = t.content.specialist
    found = []
    for c, up in t.players[player].specialists:
        if up and specs[c].discount and specs[c].type in ("build", "either"):
            found.append(c)
    return found


_BUILDS = tuple(tuple(Build(KINDS[k], f + 1, l) for f, l in PLACES)
                for k in range(len(KINDS)))
_NO_TAGS = (-1,) * LOCATIONS


def legal_builds(t: Position, player: int) -> list:
    """Every legal Build for the player: by kind, then unlocked flotilla, then empty location.

    Shared preconditions first (kinds left on the board, unlocked flotillas, locations
    without a building, the demanded resource held); costs from the side's table, and
    only the locations the resource held could pay for at best are looked at."""
    seat = t.players[player]
    kinds = [k for k in range(len(KINDS)) if seat.built[k] < BUILDINGS_PER_KIND]
    if not kinds:
        return []
    cutters = _cutters(t, player) if seat.specialists else ()
    if cutters or builds_changed(t):
        return _legal_builds_slow(t, player, kinds, cutters)
    board, ships, res = t.buildings, t.ships, seat.resources
    costs, tags, reach, top = _price_tables(t)
    # Per kind, in board order: the empty locations the player can pay for, a price tag
    # of the kind built taking 1 off (p. 7).
    found = ([], [], [])
    for f in range(FLOTILLAS):
        if f == t.locked:
            continue
        have = res[t.demand[f]]
        for i in reach[f][have if have < top else top]:
            if board[i] != -1:
                continue
            short = costs[i] - (ships[i] != -1) - have
            if short <= 0:
                for k in kinds:
                    found[k].append(_BUILDS[k][i])
            elif short == 1 and tags[i] in kinds:
                found[tags[i]].append(_BUILDS[tags[i]][i])
    return found[0] + found[1] + found[2]


def _price_tables(t: Position) -> tuple:
    """(printed costs, price-tag kinds or -1, reach, top) for the sides laid out, where
    reach[f][h] lists in board order the locations of flotilla f that holding h of its
    demanded resource may pay for at best: printed cost less 1 for a ship and 1 for a price
    tag (no price tags in solo, p. 15). h runs up to top, the dearest printed cost, which
    pays for any location (cached per sides and mode)."""
    price_tags = mode_of(t).price_tags
    key = ("price tables", t.sides, price_tags)
    found = t.content.cache.get(key)
    if found is None:
        costs, tags, _ = t.content.board_costs(t.sides)
        if not price_tags:
            tags = _NO_TAGS
        lowest = [costs[i] - 1 - (tags[i] >= 0) for i in range(LOCATIONS)]
        reach = tuple(tuple(tuple(i for i in flotilla_indices(f) if lowest[i] <= have)
                            for have in range(max(costs) + 1)) for f in range(FLOTILLAS))
        found = t.content.cache[key] = (costs, tags, reach, max(costs))
    return found


def _legal_builds_slow(t: Position, player, kinds, cutters) -> list:
    seat = t.players[player]
    found = []
    decreed = builds_changed(t)
    on_locked = gated(t, "build-on-locked")
    groups = _groups(t, cutters)
    costs, tags, _, _ = _price_tables(t)
    answers = Answers(t, player)
    ships = t.ships
    for kind in kinds:
        flat = answers.flat_costs(kind) if decreed else None
        # A `forbid build` that does not read the place answers for the whole kind.
        whole = decreed and place_free(answers, "build")
        if whole and answers.forbidder("build", kind, 0) is not None:
            continue
        for f in range(FLOTILLAS):
            locked = f == t.locked
            if locked and not on_locked:
                continue
            have = seat.resources[t.demand[f]]
            for l, i in enumerate(flotilla_indices(f)):
                if t.buildings[i] != -1:
                    continue
                if locked and answers.forbidder("build-on-locked", kind, i) is not None:
                    continue
                if not decreed:     # (build_cost without a decree, from the price tables)
                    cost = costs[i] - (ships[i] != -1) - (tags[i] == kind)
                    cost = cost if cost > 0 else 0
                else:
                    if not whole and answers.forbidder("build", kind, i) is not None:
                        continue
                    if flat is None:
                        cost = _cost(t, answers, kind, i)
                    else:       # (_cost as arithmetic: no rule of it reads the place)
                        ship, tag, setto, delta, low, high = flat
                        cost = costs[i] - (ship if ships[i] != -1 else 0) \
                            - (tag if tags[i] == kind else 0)
                        cost = (cost if cost > 0 else 0) if setto is None else setto
                        cost += delta
                        cost = low if cost < low else high if cost > high else cost
                        cost = cost if cost > 0 else 0
                if cost <= have:
                    found.append(_BUILDS[kind][i])
                for group, off, least in groups if cost else ():
                    # Offer a group only when every card in it lowers what is paid.
                    if decreed:
                        cut = _cost(t, answers, kind, i, group)
                        lowers = cut <= have and all(_cost(t, answers, kind, i, tuple(
                            c for c in group if c != g)) > cut for g in group)
                    else:   # (build_cost without a decree: the cards' discounts off, >= 0)
                        cut = cost - off if cost > off else 0
                        lowers = cut <= have and cost - least > cut
                    if lowers:
                        found.append(Build(KINDS[kind], f + 1, l, group))
    return found


def _groups(t: Position, cutters) -> list:
    """Each group of the cost cutters, with the discount of all its cards, and of all but
    its smallest (each card lowers the cost when that card does)."""
    specs = t.content.specialist
    groups = []
    for n in range(1, len(cutters) + 1):
        for group in itertools.combinations(cutters, n):
            cuts = [specs[c].discount for c in group]
            groups.append((group, sum(cuts), sum(cuts) - min(cuts)))
    return groups


def check_build(t: Position, player: int, action: Build) -> tuple[int, int, int]:
    """(kind, board index, cost) of a legal build; IllegalAction saying why otherwise."""
    seat = t.players[player]
    if action.kind not in KINDS:
        raise IllegalAction(f"cannot build a '{action.kind}': buildings are {', '.join(KINDS)}")
    kind = KINDS.index(action.kind)
    if not (isinstance(action.flotilla, int) and 1 <= action.flotilla <= FLOTILLAS):
        raise IllegalAction(f"there is no flotilla {action.flotilla}: flotillas are 1 to "
                            f"{FLOTILLAS}")
    if not (isinstance(action.location, int) and 0 <= action.location < LOCATIONS_PER_FLOTILLA):
        raise IllegalAction(f"there is no location {action.location}: locations are 0 to "
                            f"{LOCATIONS_PER_FLOTILLA - 1}")
    f = action.flotilla - 1
    index = board_index(f, action.location)

    def illegal(why: str) -> IllegalAction:     # (made only when the build is illegal)
        return IllegalAction(f"cannot build {_a(action.kind)} at {WHERE[index]}{why}")

    if seat.built[kind] >= BUILDINGS_PER_KIND:
        raise illegal(f": {COLOURS[player]} has built all four")
    if f == t.locked and forbidder(t, "build-on-locked",
                                   _ctx(player, f, action.location, kind)) is not None:
        raise illegal(f": the demand token of flotilla {action.flotilla} is locked")
    if t.buildings[index] != -1:
        raise illegal(": there is a building there already")
    hook = forbidder(t, "build", _ctx(player, f, action.location, kind)) \
        if gated(t, "build") else None
    if hook is not None:
        raise illegal(f": {whose(t, hook, player)} forbids it ({hook.src})")
    using = tuple(action.using)
    if using:
        cutters = _cutters(t, player)
        for card in using:
            if card not in cutters or using.count(card) > 1:
                raise illegal(f" using {card}: it is not a face-up specialist of "
                              f"{COLOURS[player]}'s that cuts build costs")
    cost = build_cost(t, player, kind, index, using)
    for card in using:      # as legal_builds offers: every card must lower the cost
        rest = tuple(c for c in using if c != card)
        if build_cost(t, player, kind, index, rest) <= cost:
            raise illegal(f" using {card}: it would lower the cost no further")
    r = t.demand[f]
    if seat.resources[r] < cost:
        raise illegal(f": it costs {cost} {RESOURCES[r]} and {COLOURS[player]} has "
                      f"{seat.resources[r]}")
    return kind, index, cost


def _a(word: str) -> str:
    return f"an {word}" if word[0] in "aeiou" else f"a {word}"


A_KIND = tuple(_a(kind) for kind in KINDS)      # "a port", "an academy", "a shipyard"
