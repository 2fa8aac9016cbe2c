"""The terminal game's pages of information: help (the commands, the board's legend,
why this question), what an option does, the rules of a topic, a card's text, what
cards keep on the table, the latest events."""

from __future__ import annotations

from ..model.names import KINDS, RESOURCES
from ..text.render import card_facts, card_lines
from ..text.wording import plain
from .board import LEGEND
from .labels import counted
from .screen import HEIGHT, wrap
from .topics import topic_text
from .words import help_text, option_help, trigger

__all__ = ["COMMANDS", "help_page", "cards_page", "log_page", "effects_page"]

COMMANDS = (
    "a number: choose that option;  n: more options, when they do not fit",
    "? N: what option N does (a build: its cost and why; a card: its text)",
    "? NAME: a card or flotilla side (? Investor);  ? port, ? academy, ? shipyard, "
    "? dock, ? ring, ? ship, ? column, ? scoring, ? boss: the rules",
    "u or undo: take back your last decision and the bots' moves after it (never past "
    "a card turned up)",
    "e: every location's effect;  b: the whole board;  c: what cards keep on the table;  "
    "l: the latest log",
    "? or help: this help;  q: quit (saves with --save)",
)


def _wrapped(texts) -> list:
    return [line for text in texts for line in wrap(text, indent="      ")]


def help_page(state, seen, viewer: int, topic: str, shown) -> list:
    """The lines `? TOPIC` shows: option N, a topic of the rules, a card, or (no topic)
    the commands, the legend, why this question and the cards in view. `seen` is the
    state as the person sees it."""
    if topic.isdigit():
        if 1 <= int(topic) <= len(shown):
            return _wrapped(option_help(state, shown[int(topic) - 1][1]))
        return [f"there is no option {topic}: the options are 1 to {len(shown)}"]
    if topic:
        rules = [line for text in topic_text(seen, topic)
                 for line in wrap(text, indent=" " * (len(text) - len(text.lstrip()) + 2))]
        return rules or _wrapped(help_text(state.content, topic)) or [
            f"no card, flotilla side or topic is called '{topic[:30]}'", *COMMANDS]
    why = trigger(state)
    return ["Commands:", *_wrapped("  " + c for c in COMMANDS), "", "The board:",
            *wrap("  " + LEGEND), *(["", "Why this question: " + why] if why else []),
            "", *wrap("Cards here: " + ", ".join(_on_table(seen, viewer)))]


def cards_page(seen, viewer: int) -> list:
    """What cards keep on the table, in full."""
    lines = card_lines(seen, viewer)
    return ["What cards keep on the table:", *_wrapped("  " + text for text in lines)] \
        if lines else ["No card keeps anything on the table in this game yet."]


def effects_page(seen, flotilla: int | None = None) -> list:
    """Every location's effect, by flotilla (only flotilla `flotilla`, 1-4, if given):
    '1.0 $1 0p S  You may take 1 resource ...', after a line that reads the codes."""
    lines = ["Location effects  (F.L: flotilla F, location L; $cost, points, price tag "
             "P/A/S; e 2: flotilla 2 only)"]
    for f, side in enumerate(seen.sides):
        if flotilla is not None and f + 1 != flotilla:
            continue
        name = seen.content.side[side]
        wants = RESOURCES[seen.demand[f]]
        lines.append(f"{f + 1} {name.name}: builds here cost {wants}"
                     + (" (locked)" if f == seen.locked else ""))
        for loc in name.locations:
            tag = KINDS[loc.discount][0].upper() if loc.discount is not None else "."
            lines.append(f"  {f + 1}.{loc.index} ${loc.cost} {loc.points}p {tag}  {loc.text}")
    return lines


def log_page(state) -> list:
    """The latest events of the log."""
    events = state.log.entries() if state.log is not None else ()
    return ["The latest events:", *("  " + counted(plain(e)) for e in events[-(HEIGHT - 3):])]


def _on_table(state, viewer: int) -> list:
    """The names of the cards in view: sides, displays, players' cards, the decree, and
    the dive cards `viewer` keeps or sees in the open."""
    names = [state.content.side[s].name for s in state.sides]
    names += list(state.dock_display) + list(state.specialist_display)
    names += [name for seat in state.players for name, _ in seat.specialists]
    names += [d for d, _, _ in state.docks]
    if state.decree_in_play:
        names.append(state.decree_in_play)
    facts = card_facts(state, viewer)
    names += list(facts.kept[viewer]) + list(facts.open)
    return list(dict.fromkeys(names))
