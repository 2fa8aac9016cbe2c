"""The board as an SVG picture: the four flotillas, both players' areas and the displays.

Drawn from what one player sees (an `observation`), so the picture never shows what
that player may not know. Every location is a `<g class="loc">` carrying its flotilla
(1-4) and location (0-5) as data attributes, for the page to make it clickable.
"""

from __future__ import annotations

from html import escape

from ..cardtext import hook_text
from ..names import BOSS_BUILDING, COLOURS, DEPTHS, KINDS, RESOURCES, board_index
from .hover import hover_text
from .tracks import player_cards, table_cards

__all__ = ["board_svg", "WIDTH", "HEIGHT"]

WIDTH, HEIGHT = 1000, 790
PLAYER_FILL = ("#2b6cb0", "#dd6b20")
BOSS_FILL = "#4a5568"
CARDS_FILL = "#6b46c1"      # what cards keep on the table
RESOURCE_FILL = {"kelp": "#38a169", "metal": "#718096", "fish": "#3182ce", "artifact": "#d69e2e"}
# Locations are drawn as their ring: 0 1 2 on top, 5 4 3 below.
RING = {0: (0, 0), 1: (1, 0), 2: (2, 0), 3: (2, 1), 4: (1, 1), 5: (0, 1)}
BOX_W, BOX_H = 155, 92


def _text(x, y, s, size=12, cls="", anchor="start", fill="#1a202c", weight="normal") -> str:
    klass = f' class="{cls}"' if cls else ""
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}"{klass}>{escape(str(s))}</text>')


def _title(s: str) -> str:
    return f"<title>{escape(s)}</title>"


def _short(s: str, n: int) -> str:
    return s if len(s) <= n else s[:n - 1] + "…"


def _wrap(s: str, width: int, lines: int) -> list:
    """`s` in at most `lines` lines of `width` characters, broken between words; the
    last line cut with an ellipsis when the text is longer (the hover shows it all)."""
    out, line = [], ""
    for word in s.split():
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    out.append(line)
    if len(out) > lines:
        out = out[:lines - 1] + [_short(" ".join(out[lines - 1:]), width)]
    return [_short(x, width) for x in out]


def _effect_words(text: str) -> str:
    text = text.strip()
    if text.startswith("{") and text.endswith("}"):
        text = text[1:-1].strip()
    return text


def _owner_fill(b: int) -> str:
    return BOSS_FILL if b == BOSS_BUILDING else PLAYER_FILL[b // 3]


def _location(state, f: int, loc, x: int, y: int) -> list:
    i = board_index(f, loc.index)
    b, ship = state.buildings[i], state.ships[i]
    out = [f'<g class="loc" data-flotilla="{f + 1}" data-location="{loc.index}" '
           f'id="loc-{f + 1}-{loc.index}">', _title(hover_text(loc)),
           f'<rect x="{x}" y="{y}" width="{BOX_W}" height="{BOX_H}" rx="6" fill="#f7fafc" '
           f'stroke="#a0aec0"/>',
           _text(x + 6, y + 15, f"{loc.index}", 13, weight="bold"),
           _text(x + 22, y + 15, f"cost {loc.cost} · {loc.points} pts", 11)]
    if loc.discount is not None:
        out.append(f'<rect x="{x + BOX_W - 62}" y="{y + 4}" width="58" height="15" rx="7" '
                   f'fill="#fefcbf" stroke="#d69e2e"/>')
        out.append(_text(x + BOX_W - 33, y + 15, f"-1 {KINDS[loc.discount]}", 9,
                         anchor="middle"))
    for k, line in enumerate(_wrap(_effect_words(loc.text), 30, 2)):
        out.append(_text(x + 6, y + 32 + 12 * k, line, 10, fill="#4a5568"))
    if b != -1:
        label = "Boss" if b == BOSS_BUILDING else KINDS[b % 3]
        owner = "the Boss" if b == BOSS_BUILDING else COLOURS[b // 3]
        out.append(f'<g class="building">{_title(f"{owner} {label}")}'
                   f'<rect x="{x + 6}" y="{y + 52}" width="70" height="20" rx="3" '
                   f'fill="{_owner_fill(b)}"/>'
                   + _text(x + 41, y + 66, label, 11, anchor="middle", fill="#fff") + "</g>")
    if ship != -1:
        out.append(f'<g class="ship">{_title(f"{COLOURS[ship]} ship")}'
                   f'<path d="M{x + 86} {y + 56} h32 l-6 14 h-20 z" fill="{PLAYER_FILL[ship]}"/>'
                   "</g>")
    held = state.boss_resources[i] if state.boss_resources else ()
    for k, r in enumerate(held):
        out.append(f'<circle cx="{x + 128 + 10 * k}" cy="{y + 62}" r="5" '
                   f'fill="{RESOURCE_FILL[RESOURCES[r]]}">{_title("the Boss: " + RESOURCES[r])}'
                   "</circle>")
    for name, owner, where in state.docks:
        if where == i:
            tile = state.content.dock.get(name)
            out.append(f'<g class="dock">{_title(hover_text(tile) if tile else name)}'
                       + _text(x + 6, y + 86, _short(f"dock: {name}", 28), 10,
                               fill=PLAYER_FILL[owner], weight="bold") + "</g>")
    out.append("</g>")
    return out


def _flotilla(state, f: int, x: int, y: int) -> list:
    side = state.content.side[state.sides[f]]
    out = [f'<g class="flotilla" id="flotilla-{f + 1}">',
           f'<rect x="{x}" y="{y}" width="485" height="230" rx="8" fill="#e6fffa" '
           f'stroke="#81e6d9"/>',
           f'<g>{_title(hover_text(side))}'
           + _text(x + 10, y + 20, f"Flotilla {f + 1}: {side.name} ({side.face})", 14,
                   weight="bold") + "</g>"]
    if side.rules:      # rules of the side's own, in play all game (The Drift's scoring)
        rules = "\n".join(f"{hook_text(rule)} [{rule.src}]" for rule in side.rules)
        after = min(x + 146 + 8 * len(side.name), x + 320)     # after the heading
        out.append(f'<g class="side-rule">{_title("while this side is in play: " + rules)}'
                   + _text(after, y + 20, "✱ rule", 11, fill=CARDS_FILL, weight="bold")
                   + "</g>")
    demand = RESOURCES[state.demand[f]]
    locked = f == state.locked
    tip = "demand token: " + demand + (" (locked: no building on this flotilla)" if locked else "")
    out.append(f'<g class="demand">{_title(tip)}'
               f'<circle cx="{x + 380}" cy="{y + 15}" r="9" fill="{RESOURCE_FILL[demand]}" '
               f'stroke="{"#c53030" if locked else "#fff"}" stroke-width="{3 if locked else 1}"/>'
               + _text(x + 394, y + 20, demand + (" LOCKED" if locked else ""), 11,
                       fill="#c53030" if locked else "#1a202c") + "</g>")
    for loc in side.locations:
        col, row = RING[loc.index]
        out.extend(_location(state, f, loc, x + 8 + col * 159, y + 30 + row * 98))
    out.append("</g>")
    return out


def _resources(x: int, y: int, counts) -> list:
    out = []
    for k, (r, n) in enumerate(zip(RESOURCES, counts)):
        cx = x + k * 62
        out.append(f'<circle cx="{cx + 8}" cy="{y - 4}" r="8" fill="{RESOURCE_FILL[r]}">'
                   f'{_title(r)}</circle>')
        out.append(_text(cx + 20, y, f"{n} {r}", 11))
    return out


def _player(state, p: int, x: int, y: int, viewer) -> list:
    seat = state.players[p]
    who = COLOURS[p] + (" (you)" if viewer == p else "")
    turn = not state.over and state.current == p
    out = [f'<g class="player" id="player-{p}">',
           f'<rect x="{x}" y="{y}" width="485" height="160" rx="8" fill="#fff" '
           f'stroke="{PLAYER_FILL[p]}" stroke-width="{4 if turn else 2}"/>',
           _text(x + 10, y + 20, who + ("  · to play" if turn else ""), 14,
                 fill=PLAYER_FILL[p], weight="bold")]
    out += _resources(x + 10, y + 42, seat.resources)
    left = ", ".join(f"{4 - n} {k}" for k, n in zip(KINDS, seat.built))
    out.append(_text(x + 10, y + 62, f"cleanup tokens {seat.cleanup + seat.cleanup_extra} · "
                     f"ships beside the board {seat.ships_reserve}", 11))
    out.append(_text(x + 10, y + 80, f"left to build: {left}", 11))
    out.append(_text(x + 10, y + 100, "specialists:", 11))
    sx = x + 82
    for name, up in seat.specialists:
        card = state.content.specialist.get(name)
        label = name if up else f"{name} (face down)"
        width = 8 + 6 * len(label)
        out.append(f'<g class="specialist{"" if up else " down"}">'
                   f'{_title(hover_text(card) if card else name)}'
                   f'<rect x="{sx}" y="{y + 88}" width="{width}" height="17" rx="3" '
                   f'fill="{"#faf089" if up else "#cbd5e0"}"/>'
                   + _text(sx + 4, y + 100, label, 10) + "</g>")
        sx += width + 4
    docks = [name for name, owner, _ in state.docks if owner == p]
    out.append(_text(x + 10, y + 124, "docks: " + (", ".join(docks) or "-"), 11))
    out += _player_cards(state, p, x, y + 146, viewer)
    out.append("</g>")
    return out


def _player_cards(state, p: int, x: int, y: int, viewer) -> list:
    found = player_cards(state, p, viewer)
    if found is None:
        return []
    line, tip = found
    return [f'<g class="cards" id="cards-{p}">{_title(tip)}'
            + _text(x + 10, y, _short(line, 80), 11, fill=CARDS_FILL) + "</g>"]


def _table_cards(state, y: int, viewer) -> list:
    found = table_cards(state, viewer)
    if found is None:
        return []
    line, tip = found
    return [f'<g class="cards" id="cards-open">{_title(tip)}'
            + _text(20, y, _short(line, 150), 12, fill=CARDS_FILL, weight="bold") + "</g>"]


def _boss(state, x: int, y: int) -> list:
    built = sum(1 for b in state.buildings if b == BOSS_BUILDING)
    return ['<g class="player" id="player-boss">',
            f'<rect x="{x}" y="{y}" width="485" height="160" rx="8" fill="#fff" '
            f'stroke="{BOSS_FILL}" stroke-width="2"/>',
            _text(x + 10, y + 20, "the Boss", 14, fill=BOSS_FILL, weight="bold"),
            _text(x + 10, y + 42, f"buildings on the board: {built}", 11),
            _text(x + 10, y + 60, "scores 20 + 3 per building (rulebook p. 15)", 11), "</g>"]


def _displays(state, y: int, viewer=None) -> list:
    c = state.content
    out = ['<g class="displays">', f'<rect x="10" y="{y}" width="980" height="{HEIGHT - y - 10}" '
           'rx="8" fill="#fffaf0" stroke="#f6ad55"/>']
    rows = (("dock display", state.dock_display, c.dock),
            ("specialist display", state.specialist_display, c.specialist))
    for k, (label, names, table) in enumerate(rows):
        yy = y + 22 + 22 * k
        out.append(_text(20, yy, label + ":", 12, weight="bold"))
        xx = 150
        for name in names:
            item = table.get(name)
            out.append(f'<g class="card">{_title(hover_text(item) if item else name)}'
                       + _text(xx, yy, name, 12) + "</g>")
            xx += 12 + 7 * len(name)
    decree = state.decree_in_play
    item = c.decree.get(decree) if decree else None
    out.append(f'<g class="decree">{_title(hover_text(item) if item else "no decree in play")}'
               + _text(20, y + 66, f"decree in play: {decree or '-'}", 12, weight="bold")
               + "</g>")
    # A seat's observation shows the deck as card backs (depths); a replay, as cards.
    depths = [c.dive[d].depth if d in c.dive else d for d in state.dive_deck]
    backs = ", ".join(f"{depths.count(depth)} {depth}" for depth in DEPTHS)
    out.append(_text(20, y + 88, f"dive deck: {len(state.dive_deck)} cards ({backs})", 12))
    if state.dive_discard:
        card = c.dive.get(state.dive_discard[-1])
        if card is not None:
            names = (COLOURS[0], "the Boss" if state.solo else COLOURS[1])
            halves = " | ".join(f"{names[state.dive_face if i == 0 else 1 - state.dive_face]}"
                                f"'s side: {h.text}" for i, h in enumerate(card.halves))
            out.append(f'<g class="card">{_title(hover_text(card))}'
                       + _text(520, y + 88, _short(f"revealed: {card.name}: {halves}", 70), 12)
                       + "</g>")
    supply = ", ".join(f"{n} {r}" for r, n in zip(RESOURCES, state.supply))
    out.append(_text(520, y + 66, f"supply: {supply}, {state.cleanup_supply} cleanup", 12))
    out += _table_cards(state, y + 110, viewer)
    out.append("</g>")
    return out


def board_svg(state, viewer: int | None = None) -> str:
    """The picture of a state as SVG text; `viewer` is the seat looking (None: nobody)."""
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" id="board" viewBox="0 0 {WIDTH} {HEIGHT}" '
           f'width="{WIDTH}" height="{HEIGHT}" font-family="sans-serif">']
    for f in range(len(state.sides)):
        out += _flotilla(state, f, 10 + (f % 2) * 495, 10 + (f // 2) * 240)
    out += _player(state, 0, 10, 490, viewer)
    out += _boss(state, 505, 490) if state.solo else _player(state, 1, 505, 490, viewer)
    out += _displays(state, 660, viewer)
    out.append("</svg>")
    return "\n".join(out)
