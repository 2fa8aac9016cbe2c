"""The round (pp. 6-7, 14): co-op's card at the start of each round (p. 17), phase 1
player by player from the Wave holder (R2: recruitment, effort, reassignment in full
before the next player), phase 2's turns (turn.py), and the end of the round: the game
ends after the last round, otherwise the Wave passes clockwise (R9)."""

from __future__ import annotations

import attrs

from ..kernel.rules import effects as core
from ..kernel.rules.flow import turn_order
from .boards import tracks as trk
from .book import book
from .offers import offered
from .ops import Effort, EndRound, FinalScoring, NextRound, NextTurn, Reassign, Recruit, RevealCoop
from .rules import decide, resumes, runs
from .state import COOP, Ctx, Tile, seat_name

__all__ = ["RECRUITMENT", "EFFORT", "REASSIGNMENT", "recruitable", "take_from_pocket"]

RECRUITMENT, EFFORT, REASSIGNMENT = "reputation", "inspiration", "coordination"
"""The tracks whose lower rows give the Recruitment, Effort and Reassignment levels
(p. 7)."""


@runs(NextRound)
def _next_round(t, op, ctx):
    t.round += 1
    t.phase, t.current = "prepare", t.wave
    t.seats = tuple(attrs.evolve(s, passed=False) for s in t.seats)
    t.say(-1, "round {} begins; {} has the Wave", t.round, seat_name(t.wave))
    steps = (RevealCoop(),) if t.mode == COOP and t.coop_stack else ()
    for player in turn_order(t.players, t.wave):
        steps += (Recruit(player), Effort(player), Reassign(player, -1))
    t.push(steps + (NextTurn((t.wave - 1) % t.players),), Ctx(t.wave))


@runs(RevealCoop)
def _reveal(t, op, ctx):
    card, t.coop_stack = t.coop_stack[0], t.coop_stack[1:]
    b = book(t.content)
    if card in b.bonus_goals:
        t.goals = t.goals + (card,)
        t.say(-1, "bonus goal revealed: {}", card)
    else:
        t.setbacks_drawn = t.setbacks_drawn + (card,)     # discarded once done (p. 16)
        t.say(-1, "setback: {}", card)
        t.push((core.EachPlayer(b.setbacks[card].effect),), Ctx(t.wave))


# ---- 1a recruitment (p. 7, R3) -------------------------------------------------------
def recruitable(t, player: int) -> tuple:
    """(text, value) for each specialist `player` may recruit: those of tiers up to the
    Recruitment level with a tile left (the tier-5 pockets' top tiles), or, with none,
    the lowest tier still available (R3)."""
    specs = book(t.content).specialists
    level = trk.level(t.tracks, player, RECRUITMENT)
    found = [(specs[name].tier, f"recruit {name} (tier {specs[name].tier})", ("tray", name))
             for name, left in t.tray if left > 0]
    found += [(specs[pocket[0]].tier, f"recruit {pocket[0]} (tier 5, pocket {i + 1})",
               ("pocket", i)) for i, pocket in enumerate(t.pockets) if pocket]
    allowed = [f for f in found if f[0] <= level]
    if not allowed and found:
        lowest = min(f[0] for f in found)
        allowed = [f for f in found if f[0] == lowest]
    return tuple((text, value) for _, text, value in allowed)


def take_from_pocket(pockets: tuple, i: int) -> tuple:
    """(the tile, the pockets after): the top of pocket i; a pocket left empty takes the
    top tile of the fullest other pocket (the first of those tied), p. 7."""
    tile = pockets[i][0]
    pockets = pockets[:i] + (pockets[i][1:],) + pockets[i + 1:]
    if not pockets[i]:
        others = [j for j in range(len(pockets)) if j != i and pockets[j]]
        if others:
            j = max(others, key=lambda k: (len(pockets[k]), -k))
            moved = pockets[j][0]
            pockets = tuple((moved,) if k == i else p[1:] if k == j else p
                            for k, p in enumerate(pockets))
    return tile, pockets


@runs(Recruit)
def _recruit(t, op, ctx):
    choices = recruitable(t, op.player)
    if not choices:
        t.say(op.player, "{} finds no specialist left to recruit", seat_name(op.player))
        return
    decide(t, op.player, "recruit", f"{seat_name(op.player)}: recruit a specialist", op,
           Ctx(op.player), [c[0] for c in choices], [c[1] for c in choices])


@resumes(Recruit)
def _resume_recruit(t, d, choice):
    player = d.op.player
    if choice[0] == "tray":
        name = choice[1]
        t.tray = tuple((n, left - 1 if n == name else left) for n, left in t.tray)
    else:
        name, t.pockets = take_from_pocket(t.pockets, choice[1])
    t.set_seat(player, tiles=t.seats[player].tiles + (Tile(name),))
    t.say(player, "{} recruits {}", seat_name(player), name)
    t.push(offered(book(t.content).specialists[name].recruit), Ctx(player))


# ---- 1b effort, 1c reassignment (p. 7) ---------------------------------------------
@runs(Effort)
def _effort(t, op, ctx):
    n = trk.level(t.tracks, op.player, EFFORT)
    seat = t.seats[op.player]
    t.set_seat(op.player, staging=seat.staging + n, gained=seat.gained + n)
    t.say(op.player, "{} gains {} discs", seat_name(op.player), n)


def _reclaim(t, player: int, i: int) -> None:
    seat = t.seats[player]
    tiles = seat.tiles[:i] + (attrs.evolve(seat.tiles[i], disc=False),) + seat.tiles[i + 1:]
    t.set_seat(player, tiles=tiles, staging=seat.staging + 1)


@runs(Reassign)
def _reassign(t, op, ctx):
    left = trk.level(t.tracks, op.player, REASSIGNMENT) if op.left < 0 else op.left
    busy = [i for i, tile in enumerate(t.seats[op.player].tiles) if tile.disc]
    if left <= 0 or not busy:
        return
    if len(busy) <= left:           # every disc comes back
        for i in busy:
            _reclaim(t, op.player, i)
        return
    texts, values = [], []
    for i in busy:
        tile = t.seats[op.player].tiles[i]
        text = f"reclaim the disc on {tile.name} ({'senior' if tile.senior else 'junior'})"
        if text not in texts:
            texts.append(text)
            values.append(i)
    decide(t, op.player, "reassign", f"{seat_name(op.player)}: reclaim which disc? ({left} "
           "left)", Reassign(op.player, left), Ctx(op.player), texts, values)


@resumes(Reassign)
def _resume_reassign(t, d, i):
    _reclaim(t, d.op.player, i)
    _reassign(t, Reassign(d.op.player, d.op.left - 1), d.ctx)


# ---- the end of the round (p. 14, R9) ----------------------------------------------
@runs(EndRound)
def _end_round(t, op, ctx):
    if t.round >= t.rounds:
        t.push((FinalScoring(),), Ctx(t.wave))
        return
    t.wave = (t.wave + 1) % t.players
    t.push((NextRound(),), Ctx(t.wave))
