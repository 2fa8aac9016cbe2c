"""The rules a card holds, in English: a changed question ('Ports cost 1 more to build.'),
a permission forbidden or given, a hook on an event or a counter, a counter declared.
The public module is cardtext.py (`hook_text`)."""

from __future__ import annotations

from attrs import evolve

from ..lang.compiler import shipped_vocabulary
from ..model import cards
from ..model import effects as fx
from ..model.names import KINDS
from .conds import cond_phrase, split_token, token_words
from .effects import block_phrase, sentence
from .phrases import DECREE, EACH, SECOND, START, THEY, YOU, Voice, kind_article, noun

__all__ = ["rule_text", "event_lead", "WHOLE_TABLE"]

# How each rule question reads when a card changes its answer by {n} ({more} is the
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
    "row-length": ("a row is complete with {n} {more} {unit}", ("more", "fewer"), "building"),
    "location-points": ("each location scores {n} {more} {unit} at the end",
                        ("more", "fewer"), "point"),
    "dock-points": ("each dock section scores {n} {more} {unit} at the end",
                    ("more", "fewer"), "point"),
    "resource-points": ("each resource a dock tile scores is worth {n} {more} {unit}",
                        ("more", "fewer"), "point"),
    "full-flotillas-trigger": ("the end is triggered by {n} {more} full {unit}",
                               ("more", "fewer"), "flotilla"),
    "last-rounds": ("the game goes on for {n} {more} {unit} after the end is triggered",
                    ("more", "fewer"), "round"),
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
    "full-flotillas-trigger": "the end is triggered when {n} {unit} full",
    "last-rounds": "the game goes on for {n} {unit} after the end is triggered",
}
# A discount set below 0 adds to the cost instead.
_ADDS = {"ship-discount": "a ship adds {n} to the cost of building at its location "
                          "instead of taking {d} off",
         "location-discount": "a price tag adds {n} to the cost of its building kind "
                              "instead of taking {d} off"}
_FORBID = {
    "build": "you may not build", "dive": "you may not dive",
    "owner-bonus": "a ship's owner takes no owner's bonus",
    "column-bonus": "completing a column gives no column bonus",
    "row-bonus": "completing a row gives no row bonus",
    "build-on-locked": "nobody may build on the flotilla whose demand token is locked",
    "place-ship": "no ship may be placed on or moved to a location",
    "take": "nobody may take tokens from the supply",
    "use-specialist": "you may not use a specialist",
}
_PERMIT = {
    "build": "you may build", "dive": "you may dive",
    "owner-bonus": "a ship's owner takes the owner's bonus",
    "column-bonus": "completing a column gives the column bonus",
    "row-bonus": "completing a row gives the row bonus",
    "build-on-locked": "you may build on the flotilla whose demand token is locked",
    "place-ship": "a ship may be placed on or moved to a location",
    "take": "players may take tokens from the supply",
    "use-specialist": "you may use a specialist",
}
# How a hook on each event begins, for `you`, `opponent` and `anyone`.
_LEADS = {
    "build": ("when you build", "when your opponent builds", "when a player builds"),
    "dive": ("when you dive", "when your opponent dives", "when a player dives"),
    "before-build": ("before you pay for a build", "before your opponent pays for a build",
                     "before a player pays for a build"),
    "take": ("when you take {}", "when your opponent takes {}", "when a player takes {}"),
    "spend": ("when you return {} to the supply", "when your opponent returns {} to the "
              "supply", "when a player returns {} to the supply"),
    "take-specialist": ("when you take a specialist", "when your opponent takes a "
                        "specialist", "when a player takes a specialist"),
    "take-dock": ("when you take a dock tile", "when your opponent takes a dock tile",
                  "when a player takes a dock tile"),
    "turn-start": ("at the start of each of your turns", "at the start of each of your "
                   "opponent's turns", "at the start of each player's turn"),
    "turn-end": ("at the end of each of your turns", "at the end of each of your opponent's "
                 "turns", "at the end of each player's turn"),
    "new-decree": ("when you put a decree into play", "when your opponent puts a decree into "
                   "play", "when a player puts a decree into play"),
    "round-start": ("at the start of each round",) * 3,
    "round-end": ("at the end of each round",) * 3,
    "game-end": ("at the end of the game",) * 3,
}
WHOLE_TABLE = ("round-start", "round-end", "game-end")
"""The events about the whole table rather than one player's doing."""
_WHO = {"you": 0, "opponent": 1, "anyone": 2}
# The events whose hooks have a place in question (the build's): on a side, the other
# events' hooks speak of the side's own tile ('this flotilla').
_PLACED = ("build", "before-build", "take-specialist", "take-dock")
_TOKENS = {"take": "tokens from the supply", "spend": "tokens"}


def event_lead(who: str, event: str, cond=None, react: bool = False,
               on: str = "decree") -> tuple:
    """(how a hook on the event begins, the condition left to say): 'when a player builds
    a port' takes `building is port` in; a reaction reads 'at the start of your
    opponent's turn'; `on` a specialist, any player's new decree 'comes into play'."""
    lead = _LEADS[event][_WHO[who]]
    if on == "specialist" and event == "new-decree" and who == "anyone":
        lead = "when a new decree comes into play"
    if react:
        lead = lead.replace("each of your opponent's turns", "your opponent's turn")
    if event in _TOKENS:
        token, rest = split_token(cond)
        return lead.format(token_words(token) if token else _TOKENS[event]), rest
    if event == "build" and type(cond) is fx.IsKind:
        return f"{lead} {kind_article(cond.kind)}", None
    return lead, cond


def _if(cond, v: Voice) -> str:
    return "" if cond is None else f" if {cond_phrase(cond, v)}"


def _modify(rule) -> str:
    template, words, unit = _MODIFY[rule.query]
    n = abs(rule.amount)
    more = words[0] if rule.amount >= 0 else words[1]
    if rule.query == "build-cost" and isinstance(rule.cond, fx.IsKind):
        return sentence(f"{noun(KINDS[rule.cond.kind], 2)} cost {n} {more} to build")
    text = template.format(n=n, more=more, unit=noun(unit, n) if unit else "")
    return sentence(text + _if(rule.cond, DECREE))


# A tie rule set by a card (the question `tie-break`, answered by a word).
_TIE_SET = {"all": "each of the tied players", "none": "nobody",
            "choose": "the one of the tied players that the player whose effect it is chooses"}


def _set_to(rule) -> str:
    question = shipped_vocabulary().question(rule.query)
    n, default = rule.value, question.default
    if question.answers:
        word = question.answers[n]
        text = (f"on a tie for the most or the fewest of a count, {_TIE_SET[word]} is the "
                f"player with the most or the fewest"
                + ("" if word == default else f" (by the rules: {_TIE_SET[default]})"))
        return sentence(text + _if(rule.cond, DECREE))
    if rule.query in _ADDS and n < 0:
        return sentence(_ADDS[rule.query].format(n=-n, d=default) + _if(rule.cond, DECREE))
    unit = _MODIFY[rule.query][2]
    words = noun(unit, n) if unit else ""
    if rule.query == "full-flotillas-trigger":
        words += " is" if n == 1 else " are"
    text = _SET_TO[rule.query].format(n=n, unit=words)
    if default.isdigit() and int(default) != n:
        text += f" (not {default})"
    return sentence(text + _if(rule.cond, DECREE))


def _allow(rule, table: dict, forbid: bool) -> str:
    cond, name = rule.cond, rule.action
    token, rest = split_token(cond)
    if name == "take" and token is not None:
        who = "nobody may take" if forbid else "players may take"
        return sentence(f"{who} {token_words(token)}{_if(rest, DECREE)}")
    if name == "build-on-locked" and type(cond) is fx.IsKind:
        may = "may not" if forbid else "may"
        return sentence(f"{noun(KINDS[cond.kind], 2)} {may} be built on the flotilla whose "
                        "demand token is locked")
    said = "" if cond is None else cond_phrase(cond, DECREE)
    if name == "place-ship" and said.startswith("the location "):
        return sentence(f"{table[name]} that {said.removeprefix('the location ')}")
    return sentence(table[name] + (f" if {said}" if said else ""))


def _counter(rule) -> str:
    span = f"from {rule.low} to {rule.high}, starting at {rule.start}"
    if rule.shared:
        return sentence(f"{rule.name} is a counter shared by both players, {span}")
    return sentence(f"each player has a {rule.name} counter, {span}")


def _voice(on: str, who: str, event: str) -> Voice:
    """Whom the block of a `when` rule speaks of: on a specialist its owner; on a decree
    or a side, the player the event is about (or their opponent)."""
    if on == "specialist":
        return YOU
    if event == "game-end":
        return EACH
    if event in WHOLE_TABLE:
        return SECOND if who == "opponent" else START
    return THEY if who == "anyone" else DECREE


def _when(rule, on: str, shared: frozenset) -> str:
    v = evolve(_voice(on, rule.who, rule.event), event=rule.event, shared=shared,
               actor="you" if rule.who == "you" else "they")
    if on == "side" and rule.event not in _PLACED:
        v = evolve(v, place="this")
    lead, cond = event_lead(rule.who, rule.event, rule.cond, on=on)
    body = block_phrase(rule.effect, v)
    if on != "specialist" and rule.event == "game-end":     # for each player, at the end
        plain = len(rule.effect) == 1 and type(rule.effect[0]) not in (fx.If, fx.May)
        if cond is None:
            return sentence(f"{lead}, each player {body}")
        if plain:
            return sentence(f"{lead}, each player {body} if {cond_phrase(cond, v)}")
        return sentence(f"{lead}, each player, if {cond_phrase(cond, v)}, {body}")
    said = "" if cond is None else f", if {cond_phrase(cond, v)}"
    return sentence(f"{lead}{said}, {body}")


def _instead(rule, on: str, shared: frozenset) -> str:
    # Seastead's one replaceable action is the dive (lang/compiler.py REPLACEABLE).
    v = YOU if on == "specialist" else THEY
    v = evolve(v, shared=shared, place="this" if on == "side" else v.place)
    lead = "when you dive" if on == "specialist" else "when a player dives"
    said = "" if rule.cond is None else f", if {cond_phrase(rule.cond, v)}"
    return sentence(f"{lead}{said}, instead of the dive {block_phrase(rule.effect, v)}")


def _reaches(rule, on: str, shared: frozenset) -> str:
    name = rule.counter
    if name in shared:
        lead, v = f"when {name} reaches {rule.value}", YOU if on == "specialist" else \
            evolve(START, subj="the player who moved it there", obj="the player who moved "
                   "it there")
    else:
        lead, v = f"when a player's {name} reaches {rule.value}", \
            YOU if on == "specialist" else THEY
    v = evolve(v, shared=shared, place="this" if on == "side" else v.place)
    said = "" if rule.cond is None else f", if {cond_phrase(rule.cond, v)}"
    return sentence(f"{lead}{said}, {block_phrase(rule.effect, v)}")


def rule_text(rule, on: str = "decree", shared: frozenset = frozenset()) -> str:
    """A rule a card holds as a sentence; `on` is the kind of card that holds it ("decree",
    "side" or "specialist"), `shared` the counters shared by both players."""
    if isinstance(rule, cards.Modify):
        return _modify(rule)
    if isinstance(rule, cards.SetTo):
        return _set_to(rule)
    if isinstance(rule, cards.Forbid):
        return _allow(rule, _FORBID, True)
    if isinstance(rule, cards.Permit):
        return _allow(rule, _PERMIT, False)
    if isinstance(rule, cards.CounterDecl):
        return _counter(rule)
    if isinstance(rule, cards.Instead):
        return _instead(rule, on, shared)
    if isinstance(rule, cards.When):
        return _when(rule, on, shared)
    if isinstance(rule, cards.Reaches):
        return _reaches(rule, on, shared)
    raise TypeError(f"not a rule: {rule!r}")
