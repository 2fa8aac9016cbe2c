"""Card text: every effect, condition, hook and card of the content language as short
English sentences in the style of a printed card. The text is made from the compiled
records, so a card you write in a .sea file gets its text without anyone writing it.

`..._phrase` functions give a clause without a capital or a full stop, as used inside
prompts ("blue: you may take 1 kelp"); `..._text` functions give whole sentences.
"""

from __future__ import annotations

from . import cards
from . import effects as fx
from .cardtext_effects import (
    RENDERED,
    block_phrase,
    block_text,
    choose_labels,
    cond_text,
    effect_phrase,
    effect_text,
    sentence,
)
from .errors import ArgumentError
from .names import COLOURS, KINDS, RESOURCES
from .phrases import DECREE, REACT, YOU, Voice, cond_phrase, kind_article, noun

__all__ = ["effect_phrase", "block_phrase", "effect_text", "block_text", "cond_text",
           "hook_text", "location_text", "half_text", "card_text", "sentence",
           "choose_labels", "RENDERED", "Voice", "YOU", "DECREE", "REACT"]

# How each rule question reads when a decree changes its answer by {n} ({more} is the
# first word for a rise, the second for a fall), and when it sets the answer to {n}.
_MODIFY = {
    "build-cost": ("builds cost {n} {more}", ("more", "less"), None),
    "ship-discount": ("a ship takes {n} {more} off the cost of building at its location",
                      ("more", "less"), None),
    "location-discount": ("a price tag takes {n} {more} off the cost of its building kind",
                          ("more", "less"), None),
    "owner-bonus": ("a ship's owner takes {n} {more} {unit} when the opponent builds at "
                    "its location", ("more", "fewer"), "resource"),
    "dive-bonus": ("whoever dives takes {n} {more} {unit} of their choice",
                   ("more", "fewer"), "resource"),
    "resource-limit": ("you may keep {n} {more} {unit} at the end of your turn",
                       ("more", "fewer"), "resource"),
    "cleanup-points": ("each cleanup token scores {n} {more} {unit} at the end",
                       ("more", "fewer"), "point"),
    "specialist-points": ("each face-up specialist scores {n} {more} {unit} at the end",
                          ("more", "fewer"), "point"),
    "dock-resource-max": ("each dock tile scores up to {n} {more} of its resource",
                          ("more", "fewer"), None),
    "buildings-left-trigger": ("the end is triggered {n} {unit} {more}", ("earlier", "later"),
                               "building"),
    "row-length": ("a row is complete with {n} {unit} {more}", ("more", "fewer"), "building"),
    "location-points": ("each location scores {n} {more} {unit} at the end",
                        ("more", "fewer"), "point"),
    "dock-points": ("each dock section scores {n} {more} {unit} at the end",
                    ("more", "fewer"), "point"),
    "resource-points": ("each resource a dock tile scores is worth {n} {more} {unit}",
                        ("more", "fewer"), "point"),
    "full-flotillas-trigger": ("the end is triggered when {n} {more} {unit} full",
                               ("more flotillas are", "fewer flotillas are"), None),
    "last-rounds": ("{n} {more} {unit} played after the end is triggered",
                    ("more rounds are", "fewer rounds are"), None),
}
_SET_TO = {
    "build-cost": "builds cost {n}",
    "ship-discount": "a ship takes {n} off the cost of building at its location",
    "location-discount": "a price tag takes {n} off the cost of its building kind",
    "owner-bonus": "a ship's owner takes {n} {unit} when the opponent builds at its location",
    "dive-bonus": "whoever dives takes {n} extra {unit} of their choice",
    "resource-limit": "you may keep at most {n} {unit} at the end of your turn",
    "cleanup-points": "each cleanup token scores {n} {unit} at the end",
    "specialist-points": "each face-up specialist scores {n} extra {unit} at the end",
    "dock-resource-max": "each dock tile scores up to {n} of its resource",
    "buildings-left-trigger": "the end is triggered when a player has {n} {unit} left",
    "row-length": "a row is complete with {n} {unit}",
    "location-points": "each location scores {n} {unit} at the end",
    "dock-points": "each dock section scores {n} {unit} at the end",
    "resource-points": "each resource a dock tile scores is worth {n} {unit}",
    "full-flotillas-trigger": "the end is triggered when {n} flotillas are full",
    "last-rounds": "{n} rounds are played after the end is triggered",
}
_FORBID = {
    "build": "you may not build", "dive": "you may not dive",
    "owner-bonus": "a ship's owner takes no owner's bonus",
    "column-bonus": "completing a column gives no column bonus",
    "row-bonus": "completing a row gives no row bonus",
    "build-on-locked": "nobody builds on the flotilla whose demand token is locked",
    "place-ship": "no ship may be placed or moved there",
    "take": "nobody may take it from the supply",
    "use-specialist": "you may not use a specialist",
}
_PERMIT = {
    "build": "you may build", "dive": "you may dive",
    "owner-bonus": "a ship's owner takes the owner's bonus",
    "column-bonus": "completing a column gives the column bonus",
    "row-bonus": "completing a row gives the row bonus",
    "build-on-locked": "you may build on the flotilla whose demand token is locked",
    "place-ship": "a ship may be placed or moved there",
    "take": "you may take it from the supply",
    "use-specialist": "you may use a specialist",
}
# How each event reads after 'when' (you / your opponent / a player): a verb phrase.
_DOES = {
    "build": ("build", "builds"), "dive": ("dive", "dives"),
    "before-build": ("are about to pay for a build", "is about to pay for a build"),
    "take": ("take tokens from the supply", "takes tokens from the supply"),
    "spend": ("return tokens to the supply", "returns tokens to the supply"),
    "take-specialist": ("take a specialist", "takes a specialist"),
    "take-dock": ("take a dock tile", "takes a dock tile"),
    "turn-start": ("start a turn", "starts a turn"), "turn-end": ("end a turn", "ends a turn"),
    "new-decree": ("put a decree into play", "puts a decree into play"),
}
_WHOLE = {"round-start": "a round starts", "round-end": "a round ends",
          "game-end": "the game ends (for each player)"}
_EVENT = {(who, event): (_WHOLE[event] if event in _WHOLE else
                         {"you": f"you {forms[0]}", "opponent": f"your opponent {forms[1]}",
                          "anyone": f"a player {forms[1]}"}[who])
          for event, forms in list(_DOES.items()) + [(e, None) for e in _WHOLE]
          for who in ("you", "opponent", "anyone")}
_UNITS = {"resource": "resource", "point": "point", "building": "building"}


def _if(cond, v: Voice) -> str:
    return "" if cond is None else f" if {cond_phrase(cond, v)}"


def hook_text(hook) -> str:
    """A decree's hook as a sentence: 'Ports cost 1 more to build.'"""
    if isinstance(hook, cards.Modify):
        template, words, unit = _MODIFY[hook.query]
        n = abs(hook.amount)
        more = words[0] if hook.amount >= 0 else words[1]
        if hook.query == "build-cost" and isinstance(hook.cond, fx.IsKind):
            return sentence(f"{noun(KINDS[hook.cond.kind], 2)} cost {n} {more} to build")
        text = template.format(n=n, more=more, unit=noun(unit, n) if unit else "")
        return sentence(text + _if(hook.cond, DECREE))
    if isinstance(hook, cards.SetTo):
        unit = _MODIFY[hook.query][2]
        text = _SET_TO[hook.query].format(n=hook.value,
                                          unit=noun(unit, hook.value) if unit else "")
        return sentence(text + _if(hook.cond, DECREE))
    if isinstance(hook, cards.Forbid):
        return sentence(_FORBID[hook.action] + _if(hook.cond, DECREE))
    if isinstance(hook, cards.Permit):
        return sentence(_PERMIT[hook.action] + _if(hook.cond, DECREE))
    if isinstance(hook, cards.Reaches):
        return sentence(f"when {hook.counter} reaches {hook.value}{_if(hook.cond, DECREE)}, "
                        f"{block_phrase(hook.effect, DECREE)}")
    if isinstance(hook, cards.CounterDecl):
        scope = "one shared count" if hook.shared else "a count for each player"
        return sentence(f"{hook.name} is {scope} from {hook.low} to {hook.high}, starting "
                        f"at {hook.start}")
    if isinstance(hook, cards.When):
        event = _EVENT[hook.who, hook.event]
        cond = hook.cond
        if hook.event == "build" and isinstance(cond, fx.IsKind):
            event, cond = f"{event} {kind_article(cond.kind)}", None
        return sentence(f"when {event}{_if(cond, DECREE)}, {block_phrase(hook.effect, DECREE)}")
    raise TypeError(f"not a rule: {hook!r}")


def location_text(location: cards.Location) -> str:
    """What a location does when you build there: 'You may take 2 cleanup tokens.'"""
    return block_text(location.effect)


def _side_line(loc: cards.Location) -> str:
    tag = "" if loc.discount is None else \
        f", {noun(KINDS[loc.discount], 2)} cost 1 less here"
    return (f"Location {loc.index} (cost {loc.cost}, {loc.points} "
            f"{noun('point', loc.points)}{tag}): {location_text(loc)}")


def half_text(half: cards.Half) -> str:
    """What a dive card half gives: '1 kelp and 1 fish', '2 different resources'."""
    if half.kind == "fixed":
        parts = [f"{n} {noun(RESOURCES[r], n)}" for r, n in enumerate(half.resources) if n]
        goods = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else \
            (parts or ["nothing"])[0]
    elif half.kind == "any":
        goods = f"{half.n} {noun('resource', half.n)} of your choice"
    elif half.kind == "different":
        goods = f"{half.n} different resources"
    else:
        goods = f"{half.n} resources of one type"
    if half.arrow is not None:
        goods += (f" (if {cond_phrase(half.arrow.cond)}, also "
                  f"{block_phrase(half.arrow.effect)})")
    return goods


_SECTION_WORDS = {"near-left": "one location to the left", "far-left": "two locations to "
                  "the left", "near-right": "one location to the right",
                  "far-right": "two locations to the right"}
_USE = {"build": "when you build", "dive": "when you dive",
        "either": "when you dive or build"}
_BOARD = {"column_bonus": "when you complete a column of a port, an academy and a shipyard",
          "owner_bonus": "when your opponent builds where your ship is"}


def _dock(dock: cards.DockTile) -> str:
    lines = [f"At the end, score 1 point for each {RESOURCES[dock.resource]} you have "
             f"(at most 3 for this tile)."]
    for s in dock.sections:
        lines.append(sentence(f"{kind_article(s.kind)} {_SECTION_WORDS[s.name]} of this port "
                              f"scores {s.points} {noun('point', s.points)} for its owner"))
    return " ".join(lines)


def _dive(card: cards.DiveCard) -> str:
    text = " ".join(sentence(f"half {i + 1}: {half_text(h)}")
                    for i, h in enumerate(card.halves))
    if card.start is not None:
        text += f" {sentence(f'{COLOURS[card.start]} starts')}"
    if card.lock is not None:
        text += f" {sentence(f'the {RESOURCES[card.lock]} demand token begins locked')}"
    return text


def _specialist(card: cards.Specialist) -> str:
    parts = []
    if card.use is not None:
        parts.append(sentence(f"exhaust {_USE[card.type]}: {block_phrase(card.use)}"))
    if card.discount:
        parts.append(sentence(f"exhaust when you build: the build costs {card.discount} less"))
    for react in card.reacts:
        when = _EVENT["opponent", react.event]
        cond = "" if react.cond is None else f", if {cond_phrase(react.cond, REACT)}"
        parts.append(sentence(f"exhaust when {when}{cond}: "
                              f"{block_phrase(react.effect, REACT)}"))
    parts += [f"While face up: {hook_text(h)[0].lower()}{hook_text(h)[1:]}"
              for h in card.rules]
    return " ".join(parts)


def _board_rule(rule: cards.BoardRule) -> str:
    if rule.what == "building":
        when = f"when you build {kind_article(rule.kind)}"
    elif rule.what == "row_bonus":
        when = f"when you build the last {KINDS[rule.kind]} of your board"
    else:
        when = _BOARD[rule.what]
    return sentence(f"{when}: {block_phrase(rule.effect)}")


def card_text(item) -> str:
    """A card's whole text: a decree, specialist, dock tile, dive card, board rule, a
    flotilla side (one line per location), a location, or a block of effects."""
    if isinstance(item, cards.Decree):
        return " ".join(hook_text(h) for h in item.hooks)
    if isinstance(item, cards.Specialist):
        return _specialist(item)
    if isinstance(item, cards.DockTile):
        return _dock(item)
    if isinstance(item, cards.DiveCard):
        return _dive(item)
    if isinstance(item, cards.BoardRule):
        return _board_rule(item)
    if isinstance(item, cards.Side):
        return "\n".join([_side_line(loc) for loc in item.locations]
                         + [f"While this side is in play: {hook_text(h)}" for h in item.rules])
    if isinstance(item, cards.Location):
        return _side_line(item)
    if isinstance(item, tuple):
        return block_text(item)
    if not isinstance(item, fx.Effect):
        raise ArgumentError(f"card_text takes a card, a side, a location, a board rule or "
                            f"effects (records of the content), not {type(item).__name__}")
    return effect_text(item)
