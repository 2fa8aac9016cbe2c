"""The table as text: flotillas, players, displays, and what cards keep on the table
(points from cards, counters, kept and open dive cards, turns to skip or extra turns,
the rules of sides), as everyone or as one seat sees it."""

from __future__ import annotations

from attrs import frozen

from ..model import cards
from ..model.names import (
    BOSS_BUILDING,
    COLOURS,
    KINDS,
    RESOURCES,
    board_index,
    building_kind,
    building_owner,
)
from ..model.state import State
from .cardtext import card_text, hook_text

__all__ = ["render", "new_events", "CardFacts", "card_facts", "card_lines", "dive_card_text",
           "player_names", "answer_text", "HIDDEN_CARD", "DUE", "TAKING"]

# The counters the engine keeps for cards (engine/counters.py): the points track and
# turns. Values of `skip`: 1 a turn to skip is due; of `extra`: 1 an extra turn is due,
# 2 the player is taking it.
_ENGINE_COUNTERS = ("score", "skip", "extra")
DUE, TAKING = 1, 2


@frozen
class CardFacts:
    """What the content's cards keep on the table, as one seat sees it (or everyone,
    for the viewer None): each is empty when there is none."""
    points: tuple       # per player, the points cards scored (the points track), or ()
    counters: tuple     # ((name, values), ...): values (v,) shared, else (blue's, orange's)
    kept: tuple         # per player, the names of the kept dive cards the viewer may see
    kept_count: tuple   # per player, how many dive cards they keep face down
    open: tuple         # the dive cards in the open (reveal, look) the viewer may see
    open_count: int     # how many dive cards are in the open
    open_to: int        # who sees them: -1 both players, else that player
    skip: tuple         # per player, 1 when their next turn is to be skipped
    extra: tuple        # per player, 1 when an extra turn is due, 2 while taking it
    side_rules: tuple   # ((side name, text of its rules), ...) for sides with rules


def player_names(state) -> tuple:
    """How the two seats are named: blue and orange, or blue and the Boss (solo)."""
    return (COLOURS[0], "the Boss" if state.solo else COLOURS[1])


def _declared(state) -> list:
    """The counters declared by the cards on the table: the decree in play, the sides,
    the specialists players hold."""
    c = state.content
    rules = list(c.decree[state.decree_in_play].hooks) if state.decree_in_play in c.decree \
        else []
    for side in state.sides:
        rules += c.side[side].rules
    for seat in state.players:
        for name, _ in seat.specialists:
            if name in c.specialist:
                rules += c.specialist[name].rules
    return [r for r in rules if isinstance(r, cards.CounterDecl)]


def _counters(state) -> tuple:
    held = dict(state.counters)
    found = {}
    for decl in _declared(state):
        found[decl.name] = (decl.start,) if decl.shared else (decl.start, decl.start)
    for name, values in held.items():
        if name not in _ENGINE_COUNTERS:
            found[name] = values
    return tuple(sorted(found.items()))


def card_facts(state, viewer: int | None = None) -> CardFacts:
    """What cards keep on the table, as `viewer` sees it: the other player's kept cards
    only as a count, the cards in the open by name only to those who look at them."""
    held = dict(state.counters)
    zero = (0, 0)
    points = held.get("score", zero)
    dive = state.content.dive
    kept = state.kept or ((), ())
    sees = [(viewer is None or viewer == p) for p in (0, 1)]
    shown_kept = tuple(tuple(c for c in kept[p] if c in dive) if sees[p] else ()
                       for p in (0, 1))
    open_seen = state.open_to < 0 or viewer is None or viewer == state.open_to
    side_rules = tuple((side, " ".join(hook_text(h) for h in state.content.side[side].rules))
                       for side in state.sides if state.content.side[side].rules)
    return CardFacts(
        points=points if any(points) else (),
        counters=_counters(state),
        kept=shown_kept, kept_count=tuple(len(k) for k in kept),
        open=tuple(c for c in state.dive_open if c in dive) if open_seen else (),
        open_count=len(state.dive_open), open_to=state.open_to,
        skip=tuple(int(v == DUE) for v in held.get("skip", zero)),
        extra=held.get("extra", zero), side_rules=side_rules)


# How an answer naming a dive card reads to a player who may not see that card.
HIDDEN_CARD = "card (hidden)"
# The questions whose answers name a dive card: which card, and which goes next.
_NAMES_A_CARD = ("card", "order")


def answer_text(state, action, viewer: int | None = None) -> str:
    """An action as `viewer` may read it, in the state it was played in: the answer of
    the other player naming a dive card the viewer does not see (one they look at alone,
    or one of their kept cards) reads 'card (hidden)'. None: everyone reads it all."""
    text = str(action)
    d = state.decision
    if viewer is None or d is None or d.player == viewer or d.kind not in _NAMES_A_CARD:
        return text
    facts = card_facts(state, viewer)
    seen = set(facts.open) | set(facts.kept[viewer])
    return text if text.removeprefix("card ") in seen else HIDDEN_CARD


def dive_card_text(content, name: str) -> str:
    """A dive card by name with what its halves show: 'Drowned Arcade (half 1: 2
    different resources; half 2: ...)'."""
    card = content.dive.get(name)
    if card is None:
        return name
    halves = "; ".join(f"half {i + 1}: {h.text}" for i, h in enumerate(card.halves))
    return f"{name} ({halves})"


def card_lines(state, viewer: int | None = None) -> list:
    """What cards keep on the table, as lines of text (none when there is nothing): the
    points track, counters, kept and open dive cards, the face-up row, turns, the rules of
    sides."""
    f = card_facts(state, viewer)
    names = player_names(state)
    seats = (0,) if state.solo else (0, 1)

    def whose(p: int) -> str:
        return "you" if viewer == p else names[p]

    out = []
    if f.points:
        out.append("points from cards: " + ", ".join(f"{names[p]} {f.points[p]}"
                                                       for p in seats))
    for name, values in f.counters:
        out.append(f"{name} (shared): {values[0]}" if len(values) == 1 else
                   f"{name}: " + ", ".join(f"{names[p]} {values[p]}" for p in seats))
    for p in seats:
        if f.kept[p]:
            out.append(f"{whose(p)} {'keep' if viewer == p else 'keeps'} face down: "
                       + ", ".join(dive_card_text(state.content, c) for c in f.kept[p]))
        elif f.kept_count[p]:
            n = f.kept_count[p]
            out.append(f"{whose(p)} {'keep' if viewer == p else 'keeps'} {n} dive "
                       f"{'card' if n == 1 else 'cards'} face down")
    if state.face_up:
        pile = state.content.vocabulary.face_up[0]
        out.append(f"the {pile} row (face up): "
                   + ", ".join(dive_card_text(state.content, c) for c in state.face_up))
    if f.open_count:
        seen = "both players see" if f.open_to < 0 else f"{whose(f.open_to)} " + (
            "look at" if viewer == f.open_to else "looks at")
        out.append(f"in the open ({seen} them): "
                   + (", ".join(dive_card_text(state.content, c) for c in f.open) if f.open
                      else f"{f.open_count} dive {'card' if f.open_count == 1 else 'cards'}"))
    for p in seats:
        if f.skip[p]:
            out.append(f"{whose(p)} {'skip your' if viewer == p else 'skips their'} next turn")
        if f.extra[p] == DUE:
            out.append(f"{whose(p)} {'take' if viewer == p else 'takes'} an extra turn next")
        elif f.extra[p] == TAKING:
            out.append(f"{whose(p)} {'are' if viewer == p else 'is'} taking an extra turn")
    out += [f"side {side}: {text}" for side, text in f.side_rules]
    return out


def _location(state: State, f: int, loc) -> str:
    i = board_index(f, loc.index)
    b, ship = state.buildings[i], state.ships[i]
    if b == BOSS_BUILDING:
        here = "Boss building"
    else:
        here = f"{COLOURS[building_owner(b)]} {KINDS[building_kind(b)]}" if b != -1 else "empty"
    held = state.boss_resources[i] if state.boss_resources else ()
    if held:
        here += ", Boss's " + " ".join(RESOURCES[r] for r in held)
    if ship != -1:
        here += f", {COLOURS[ship]} ship"
    tag = f" tag:{KINDS[loc.discount]}" if loc.discount is not None else ""
    return f"    {loc.index}: cost {loc.cost} pts {loc.points}{tag:14} [{here}]  {loc.text}"


def render(state: State) -> str:
    """A readable picture of the position."""
    c = state.content
    if state.over:
        out = [f"round {state.round}: the game is over"]
    else:
        out = [f"round {state.round}{' (last round)' if state.end_round == state.round else ''}, "
               f"{COLOURS[state.current]} to play"]
    for f, side in enumerate(state.sides):
        demand = RESOURCES[state.demand[f]]
        lock = " LOCKED (no building here)" if f == state.locked else ""
        out.append(f"flotilla {f + 1} ({side}) demands {demand}{lock}")
        out.extend(_location(state, f, loc) for loc in c.side[side].locations)
    for p, seat in enumerate(state.players[:1] if state.solo else state.players):
        res = ", ".join(f"{n} {r}" for r, n in zip(RESOURCES, seat.resources) if n) or "nothing"
        left = ", ".join(f"{4 - n} {k}" for k, n in zip(KINDS, seat.built))
        specs = ", ".join(f"{s}{'' if up else ' (exhausted)'}" for s, up in seat.specialists)
        docks = ", ".join(d for d, owner, _ in state.docks if owner == p)
        out.append(f"{COLOURS[p]}: {res}; cleanup {seat.cleanup + seat.cleanup_extra}; "
                   f"left to build: {left}; ships beside board {seat.ships_reserve}")
        if specs or docks:
            out.append(f"    specialists: {specs or '-'}; docks: {docks or '-'}")
    out.append(f"dock display: {', '.join(state.dock_display) or '-'}; "
               f"specialist display: {', '.join(state.specialist_display) or '-'}")
    if state.decree_in_play:
        decree = c.decree.get(state.decree_in_play)
        text = f": {card_text(decree)}" if decree is not None else ""
        out.append(f"decree in play: {state.decree_in_play}{text}")
    out.append(f"dive deck: {len(state.dive_deck)} cards; revealed: "
               f"{state.dive_discard[-1] if state.dive_discard else '-'}; "
               f"supply: " + ", ".join(f"{n} {r}" for r, n in zip(RESOURCES, state.supply))
               + f", {state.cleanup_supply} cleanup")
    out += card_lines(state)
    return "\n".join(out)


def new_events(before: State, after: State) -> tuple:
    """The log events added between two successive states."""
    if after.log is None or after.log is before.log:
        return ()
    return after.log.events
