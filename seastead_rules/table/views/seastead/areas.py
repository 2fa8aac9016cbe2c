"""The parts of the board around the flotillas, as HTML: each player's area (resources,
tokens, buildings left, specialists, dock tiles, what cards keep for them; whose turn it
is and who decides now) and the displays (dock tiles and specialists on offer, the
decree in play, the dive deck, the revealed card and its halves, the supply, the dive
cards in the open)."""

from __future__ import annotations

from html import escape

from ....model.names import BOSS_BUILDING, COLOURS, DEPTHS, KINDS, RESOURCES, board_index
from ....text.cardtext import card_text, half_text
from ....text.render import card_facts, player_names
from .hover import hover_text
from .tiles import tile_html
from .tracks import player_cards, table_cards

__all__ = ["chip", "player_area", "displays", "half_card"]


def chip(text: str, cls: str, target: str = "", title: str = "", info: str = "",
         tag: str = "span") -> str:
    """A small labelled part of the board: `target` the answer key it stands for,
    `title` its hover text, `info` the text a tap shows (its card text)."""
    attrs = [f'class="{cls}"']
    if target:
        attrs.append(f'data-target="{escape(target)}"')
    if title:
        attrs.append(f'title="{escape(title)}"')
    if info:
        attrs.append(f'data-info="{escape(info)}"')
    return f"<{tag} {' '.join(attrs)}>{escape(text)}</{tag}>"


def _card_chip(item, name: str, cls: str, kind: str, label: str = "") -> str:
    return chip(label or name, cls, f"{kind}-{name}", hover_text(item) if item else name,
                card_text(item) if item else "")


def _row(label: str, parts) -> str:
    return f'<div class="row"><span class="label">{escape(label)}</span> ' + \
        (" ".join(parts) or "-") + "</div>"


def _badges(state, p: int, viewer) -> str:
    you = viewer == p
    out = []
    if not state.over and state.current == p:
        out.append(chip("your turn" if you else "their turn", "badge turn"))
    d = state.decision
    if d is not None and d.player == p:
        out.append(chip("you decide" if you else "deciding", "badge deciding"))
    return "".join(out)


def player_area(state, p: int, viewer) -> str:
    """A player's area (the Boss's in the solo mode, for seat 1)."""
    if state.solo and p == 1:
        return _boss(state)
    seat = state.players[p]
    c = state.content
    name = COLOURS[p] + (" (you)" if viewer == p else "")
    mine = viewer is None or viewer == p
    resources = [chip(f"{n} {r}", f"res {r}", f"res-{r}" if mine else "",
                      info=f"{COLOURS[p]} has {n} {r}")
                 for r, n in zip(RESOURCES, seat.resources)]
    left = ", ".join(f"{4 - n} {k}" for k, n in zip(KINDS, seat.built))
    specialists = [_card_chip(c.specialist.get(s), s, "spec" + ("" if up else " down"), "spec",
                              s if up else f"{s} (face down)")
                   for s, up in seat.specialists]
    docks = [tile_html(state, d, p, where, f"dock-{d}", places=False)
             for d, owner, where in state.docks if owner == p]
    rows = [_row("resources", resources),
            _row("", [escape(f"cleanup tokens {seat.cleanup + seat.cleanup_extra} · ships "
                             f"beside the board {seat.ships_reserve} · left to build: {left}")]),
            _row("specialists", specialists), _row("docks", docks)]
    found = player_cards(state, p, viewer)
    if found is not None:
        line, tip = found
        kept = card_facts(state, viewer).kept[p]
        rows.append(f'<div class="row cards" id="cards-{p}" title="{escape(tip)}">'
                    f'{escape(line)}</div>')
        if kept:
            rows.append(_row("kept", [_card_chip(c.dive.get(k), k, "card", "card")
                                      for k in kept]))
    turn = " turn" if not state.over and state.current == p else ""
    return (f'<section class="player p{p}{turn}" id="player-{p}">'
            f'<h3>{escape(name)} {_badges(state, p, viewer)}</h3>{"".join(rows)}</section>')


def _boss(state) -> str:
    built = sum(1 for b in state.buildings if b == BOSS_BUILDING)
    return ('<section class="player boss" id="player-boss"><h3>the Boss</h3>'
            f'<div class="row">buildings on the board: {built}</div>'
            '<div class="row">scores 20 points, and 3 more for each of his buildings '
            '(rulebook p. 15)</div></section>')


def half_card(state, viewer=None) -> str:
    """The dive card whose half is being chosen now (shown to the player who chooses, or
    to everyone in a replay), else the card last revealed ('' if none)."""
    d = state.decision
    if d is not None and d.kind == "half" and viewer in (None, d.player):
        card = getattr(d.op, "card", "") or d.ctx.card
        if card:
            return card
    return state.dive_discard[-1] if state.dive_discard else ""


def _revealed(state, viewer) -> str:
    name = half_card(state, viewer)
    card = state.content.dive.get(name)
    if card is None:
        return ""
    d = state.decision
    choosing = d is not None and d.kind == "half" and viewer in (None, d.player)
    names = player_names(state)
    halves = []
    for i, h in enumerate(card.halves):
        if choosing:
            label = f"half {i + 1}: {half_text(h)}"
        else:
            side = state.dive_face if i == 0 else 1 - state.dive_face
            label = f"{names[side]}'s half: {half_text(h)}"
        halves.append(chip(label, f"half{' choosing' if choosing else ''}", f"half-{i + 1}",
                           info=f"{name}, half {i + 1}: {half_text(h)}."))
    head = f"which half of {name}?" if choosing else f"revealed: {name}"
    return _row(head, halves)


def _port(state) -> int:
    """The board index of the port a dock tile is being chosen for (-1: none)."""
    d = state.decision
    ctx = getattr(d, "ctx", None) if d is not None and d.kind in ("dock", "pick dock") \
        else None
    if ctx is None or ctx.flotilla < 0 or ctx.location < 0:
        return -1
    return board_index(ctx.flotilla, ctx.location)


def displays(state, viewer=None) -> str:
    """The displays, the decree in play, the dive deck, the revealed card, the supply and
    the dive cards in the open."""
    c = state.content
    # A seat's observation shows the deck as card backs (depths); a replay, as cards.
    depths = [c.dive[d].depth if d in c.dive else d for d in state.dive_deck]
    backs = ", ".join(f"{depths.count(depth)} {depth}" for depth in DEPTHS)
    deck = chip(f"dive deck: {len(state.dive_deck)} cards ({backs})", "deck", "deck",
                info="Dive: reveal the top card, take one half; the other half goes to "
                     "the other player (rulebook p. 6).")
    rows = [f'<div class="row">{deck}</div>' + _revealed(state, viewer),
            _row("dock display", [tile_html(state, n, target=f"dock-{n}", index=_port(state))
                                  for n in state.dock_display]),
            _row("specialist display", [_card_chip(c.specialist.get(n), n, "spec", "spec")
                                        for n in state.specialist_display])]
    decree = state.decree_in_play
    item = c.decree.get(decree) if decree else None
    rows.append(_row("decree in play", [chip(f"{decree}: {card_text(item)}", "decree",
                                             title=hover_text(item))] if item else []))
    supply = [chip(f"{n} {r}", f"res {r}", f"res-{r}", info=f"the supply has {n} {r}")
              for r, n in zip(RESOURCES, state.supply)]
    rows.append(_row("supply", supply + [escape(f"{state.cleanup_supply} cleanup")]))
    found = table_cards(state, viewer)
    if found is not None:
        line, tip = found
        rows.append(f'<div class="row cards" id="cards-open" title="{escape(tip)}">'
                    f'{escape(line)}</div>')
        shown = card_facts(state, viewer).open
        if shown:
            rows.append(_row("in the open", [_card_chip(c.dive.get(k), k, "card", "card")
                                             for k in shown]))
    return f'<section class="displays" id="displays">{"".join(rows)}</section>'
