"""Phase 2, activation (p. 8): turns clockwise from the Wave holder until all have
passed. A turn activates a specialist (a disc from the Staging Area on an empty
activation circle), or a published journal's action circle (p. 12), or spends dive
tokens in place of that (R1); tokens may be spent before, between and after the
actions; at the end at most one token is kept (p. 11). A specialist whose side shows '/'
gives one of its actions; otherwise any or all, in any order (p. 8)."""

from __future__ import annotations

import attrs

from . import effects as fx
from .book import book
from .gains import discard_token, gain_research
from .host import feasible
from .ops import EndRound, EndTurn, NextTurn, TurnMenu, TurnStart
from .rules import decide, resumes, runs
from .state import Ctx, seat_name
from .words import phrase

__all__ = ["token_options"]


def token_options(t, player: int) -> tuple:
    """(texts, values) spending each kind of held token for its Research or, where it
    can be carried out, its effect (p. 11)."""
    tokens = book(t.content).tokens
    texts, values = [], []
    for name in dict.fromkeys(t.seats[player].tokens):
        token = tokens[name]
        texts.append(f"spend {name} for {token.research} Research")
        values.append(("research", name))
        if token.effect and feasible(t, token.effect, Ctx(player)):
            texts.append(f"spend {name}: {phrase(token.effect)}")
            values.append(("effect", name))
    return tuple(texts), tuple(values)


def _activations(t, player: int) -> tuple:
    seat = t.seats[player]
    texts, values = [], []
    if seat.staging < 1:            # R6
        return (), ()
    for i, tile in enumerate(seat.tiles):
        text = f"activate {tile.name} ({'senior' if tile.senior else 'junior'})"
        if not tile.disc and text not in texts:
            texts.append(text)
            values.append(("activate", i))
    journals = book(t.content).journals
    for name in seat.journals:
        if journals[name].action and name not in seat.used:
            texts.append(f"use the action of {name}")
            values.append(("journal", name))
    return tuple(texts), tuple(values)


@runs(TurnStart)
def _turn_start(t, op, ctx):
    t.current, t.phase = op.player, "activate"
    _menu(t, TurnMenu("start"), Ctx(op.player))


@runs(TurnMenu)
def _menu(t, op, ctx):
    player = ctx.player
    texts, values = [], []
    if op.stage in ("start", "tokens"):
        texts, values = map(list, _activations(t, player))
    else:
        for action in dict.fromkeys(op.remaining):
            if feasible(t, (fx.Act(action),), ctx):
                texts.append(action)
                values.append(("act", action))
    spend_texts, spend_values = token_options(t, player)
    texts += spend_texts
    values += spend_values
    if op.stage == "start":
        texts.append("pass")
        values.append(("pass",))
    else:
        texts.append("end turn")
        values.append(("end",))
    prompt = f"{seat_name(player)}: your turn" + (
        f" (actions: {', '.join(op.remaining)})" if op.remaining else "")
    decide(t, player, "turn", prompt, op, ctx, texts, values)


@resumes(TurnMenu)
def _resume_menu(t, d, choice):
    player, op, kind = d.ctx.player, d.op, choice[0]
    ctx = Ctx(player)
    seat = t.seats[player]
    if kind == "pass":
        t.set_seat(player, passed=True)
        t.say(player, "{} passes", seat_name(player))
    elif kind == "end":
        t.push((EndTurn(),), ctx)
    elif kind == "activate":
        i = choice[1]
        tile = seat.tiles[i]
        tiles = seat.tiles[:i] + (attrs.evolve(tile, disc=True),) + seat.tiles[i + 1:]
        t.set_seat(player, tiles=tiles, staging=seat.staging - 1)
        t.say(player, "{} activates {}", seat_name(player), tile.name)
        spec = book(t.content).specialists[tile.name]
        side = spec.senior if tile.senior else spec.junior
        t.push((TurnMenu("actions", tuple(side.actions), side.choice),), ctx)
    elif kind == "journal":
        t.set_seat(player, staging=seat.staging - 1, used=seat.used + (choice[1],))
        t.say(player, "{} uses the action of {}", seat_name(player), choice[1])
        t.push((TurnMenu("actions"),), ctx)
        t.push(book(t.content).journals[choice[1]].action, ctx)
    elif kind == "act":
        left = () if op.choice else _without(op.remaining, choice[1])
        t.push((TurnMenu("actions", left),), ctx)
        t.push((fx.Act(choice[1]),), ctx)
    else:                           # a token spent (R1: in place of activating, too)
        stage = "tokens" if op.stage == "start" else op.stage
        t.push((attrs.evolve(op, stage=stage),), ctx)
        _spend_token(t, player, kind, choice[1])


def _without(actions: tuple, done: str) -> tuple:
    i = actions.index(done)
    return actions[:i] + actions[i + 1:]


def _spend_token(t, player: int, use: str, name: str) -> None:
    token = book(t.content).tokens[name]
    discard_token(t, player, name)
    t.say(player, "{} spends {} for its {}", seat_name(player), name, use)
    if use == "research":
        gain_research(t, player, token.research)
    else:
        t.push(token.effect, Ctx(player))


@runs(EndTurn)
def _end_turn(t, op, ctx):
    if len(t.seats[ctx.player].tokens) <= 1:
        return
    texts, values = token_options(t, ctx.player)
    t.ask(ctx.player, "tokens", f"{seat_name(ctx.player)}: keep at most one token; spend one",
          op, ctx, texts, values)


@resumes(EndTurn)
def _resume_end(t, d, choice):
    t.push((EndTurn(),), d.ctx)
    _spend_token(t, d.ctx.player, choice[0], choice[1])


@runs(NextTurn)
def _next_turn(t, op, ctx):
    for step in range(1, t.players + 1):
        player = (op.player + step) % t.players
        if not t.seats[player].passed:
            t.push((TurnStart(player), NextTurn(player)), Ctx(player))
            return
    t.push((EndRound(),), Ctx(t.wave))
