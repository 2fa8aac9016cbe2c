"""Deep Sea as text for people: the whole position (`describe`) or what one player sees
(`observation_string`), in lines of at most 80 columns: the round and who is asked, the
ocean depth by depth (each zone with its vessels, discs and Dive tokens), each player's
tracks, Research, discs, team, tokens and journals, the Impact board, the journal
display and the tray, the question waiting, and at the end the score pads."""

from __future__ import annotations

import textwrap

from .boards import hexes
from .boards import tracks as trk
from .book import book
from .effects import ATTRIBUTES
from .hidden import observation
from .state import SEATS, State

__all__ = ["describe", "observation_string", "WIDTH"]

WIDTH = 80
"""The widest line."""

_SHORT = {"reputation": "Rep", "inspiration": "Ins", "coordination": "Coo",
          "ingenuity": "Ing"}


def _lines(text: str, indent: str = "", width: int = WIDTH) -> list:
    return textwrap.wrap(text, width, initial_indent=indent,
                         subsequent_indent=indent + "    ",
                         break_on_hyphens=False) or [""]


def _ocean(s: State) -> list:
    out = [f"ocean (columns {s.ocean.spec.columns[0]}-{s.ocean.spec.columns[-1]}, "
           f"depths 1-{s.ocean.spec.max_depth}):"]
    dives = dict(s.dives)
    for placed in s.ocean.zones:
        who = [SEATS[p] for p in range(s.players) for v in s.seats[p].vessels
               if v == placed.zone]
        discs = []
        for f, d in zip(s.sites.features, s.sites.discs):
            if f.zone == placed.zone:
                filled = "".join(SEATS[p][0] for p in d) + "." * (f.spaces - len(d))
                discs.append(f"{f.name} {filled}")
        parts = [f"depth {placed.depth}, column {placed.column}: {placed.zone}"]
        if who:
            parts.append("vessels " + ", ".join(who))
        if discs:
            parts.append(" ".join(discs))
        if placed.zone in dives:
            parts.append(f"{len(dives[placed.zone])} Dive tokens")
        out += _lines("; ".join(parts), "  ")
    return out


def _player(s: State, p: int, me) -> list:
    seat = s.seats[p]
    tracks = " ".join(f"{_SHORT[a]} {trk.position(s.tracks, p, a)}"
                      f"(L{trk.level(s.tracks, p, a)})" for a in ATTRIBUTES)
    name = SEATS[p] + (" (you)" if p == me else "") + (" [passed]" if seat.passed else "")
    head = (f"{name}: {tracks}; Research {s.research.values[p]}; staging {seat.staging} "
            f"discs; Impact {hexes.markers_of(s.impact, p)}")
    team = ", ".join(f"{t.name}{'*' if t.senior else ''}{' [disc]' if t.disc else ''}"
                     for t in seat.tiles)
    lines = _lines(head, "  ") + _lines(f"team (* Senior): {team}", "    ")
    extra = []
    if seat.vessels:
        extra.append("vessels at " + ", ".join(seat.vessels))
    if seat.tokens:
        extra.append("tokens " + ", ".join(seat.tokens))
    if seat.journals:
        extra.append("journals " + ", ".join(
            j + (" [disc]" if j in seat.used else "") for j in seat.journals))
    if extra:
        lines += _lines("; ".join(extra), "    ")
    return lines


def _tables(s: State) -> list:
    b = book(s.content)
    tray = ", ".join(f"{n} x{k}" for n, k in s.tray if k)
    tops = ", ".join(p[0] for p in s.pockets if p)
    lines = _lines("journal display: " + "; ".join(
        f"{j} ({', '.join(b.journals[j].fields)}; cost {b.journals[j].cost})"
        for j in s.display))
    lines += _lines(f"tray: {tray}; tier 5: {tops}")
    filled = sum(1 for m in s.impact.markers if m)
    lines += _lines(f"Impact board: {filled} of {len(s.impact.markers)} hexes taken; "
                    f"{len(s.deck)} journals in the deck; "
                    f"{len(s.token_supply)} Dive tokens in the supply")
    if s.goals:
        lines += _lines("bonus goals: " + ", ".join(s.goals))
    if s.setbacks_drawn:
        lines += _lines("setbacks drawn: " + ", ".join(s.setbacks_drawn))
    return lines


def _question(s: State, me) -> list:
    if s.over:
        from .scoring import sheet
        out = ["game over; score pads (tracks, Impact, journals, in play, leftovers, "
               "goals):"]
        for p in range(s.players):
            pad = sheet(s, p)
            out.append(f"  {SEATS[p]}: {pad.tracks}, {pad.impact}, {pad.journals}, "
                       f"{pad.played}, {pad.leftovers}, {pad.goals} = {s.scores[p]}")
        return out
    d = s.stack[-1]
    if d.player < 0:                # chance's decision (explicit chance, restock.py)
        return _lines(f"waiting for {d.prompt}")
    if me is not None and d.player != me:
        return _lines(f"waiting for {SEATS[d.player]}")
    return _lines(f"question for {SEATS[d.player]}: {d.prompt}")


def _text(s: State, me) -> str:
    phase = {"prepare": "phase 1 (preparation)", "activate": "phase 2 (activation)",
             "setup": "setup", "over": "the end"}[s.phase]
    head = (f"{s.scenario} ({s.mode}): round {s.round} of {s.rounds}, {phase}; "
            f"{SEATS[s.wave]} has the Wave")
    lines = _lines(head) + _ocean(s) + ["players:"]
    for p in range(s.players):
        lines += _player(s, p, me)
    lines += _tables(s) + _question(s, me)
    return "\n".join(lines)


def describe(state: State) -> str:
    """The whole position as text (nothing hidden)."""
    return _text(state, None)


def observation_string(state: State, player: int) -> str:
    """What `player` sees, as text."""
    return _text(observation(state, player), player)
