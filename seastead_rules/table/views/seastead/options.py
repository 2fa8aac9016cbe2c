"""The answers a page offers, each as the page shows it: a label, what it does, what it
costs and in which resource, what it scores (all shown without hover), and the parts of
the board it stands for (`targets`, the `data-target` keys of `board.py`), so that a
click on the board can play it."""

from __future__ import annotations

import re

from .... import Build, Dive, Pass, explain_cost
from ....model.cards import Specialist
from ....model.names import KINDS, RESOURCES
from ....text.cardtext import block_text, card_text, location_text
from ....text.catalogue import named_card
from ....text.phrases import kind_article, noun
from ....text.render import player_names
from .board import location_facts
from .hover import hover_text

__all__ = ["action_view", "targets", "target_label"]

_PLACE = re.compile(r"flotilla ([1-4]) location ([0-5])")
_DEMANDS = re.compile(r"^swap flotillas ([1-4]) and ([1-4])\b")
_RESOURCE = re.compile(rf"^(?:take|spend|give|discard)(?: [0-9]+)? ({'|'.join(RESOURCES)})$")
_HALF = re.compile(r"^half ([12]): ")
_CARD_KIND = (("specialist", "spec"), ("dock", "dock"), ("dive", "card"))


def targets(state, action) -> list:
    """The board parts an action stands for: the location of a build, the dive deck of a
    dive, the places, demand tokens, cards, tiles, halves and resources an answer
    names. Empty for an answer the board does not show (yes, no, done, a decree)."""
    if isinstance(action, Build):
        return [f"loc-{action.flotilla}-{action.location}"]
    if isinstance(action, Dive):
        return ["deck"]
    if isinstance(action, Pass):
        return []
    text = str(action)
    found = []
    demands = _DEMANDS.match(text)
    if demands:
        return [f"demand-{demands.group(1)}", f"demand-{demands.group(2)}"]
    found += [f"loc-{f}-{i}" for f, i in _PLACE.findall(text)]
    for pattern, key in ((_RESOURCE, "res"), (_HALF, "half")):
        m = pattern.match(text)
        if m:
            found.append(f"{key}-{m.group(1)}")
    item = named_card(state.content, text)
    if item is not None:
        for table, key in _CARD_KIND:
            if getattr(state.content, table).get(item.name) is item:
                found.append(f"{key}-{item.name}")
    return found


def target_label(key: str) -> str:
    """A short name of a board part for a button: '2.4' for flotilla 2 location 4, the
    dive deck, a card's or tile's name, 'half 1', a resource, 'demand 3'."""
    kind, _, rest = key.partition("-")
    if kind == "loc":
        return rest.replace("-", ".")
    if kind == "deck":
        return "dive deck"
    if kind in ("half", "demand"):
        return f"{kind} {rest}"
    return rest


def _cost_words(cost: int, pays: str, reasons) -> str:
    said = f"costs {cost} {pays}" if cost else "costs nothing"
    changes = [f"{r.text} {r.amount:+d}" for r in reasons[1:] if r.amount]
    if changes:
        said += f" (printed {reasons[0].amount}; " + ", ".join(changes) + ")"
    return said


def _build(state, action, view: dict) -> None:
    cost, reasons = explain_cost(state, action)
    f = action.flotilla - 1
    loc = state.content.side[state.sides[f]].locations[action.location]
    kind = KINDS.index(action.kind)
    pays = RESOURCES[state.demand[f]]
    using = f" using {', '.join(action.using)}" if action.using else ""
    view.update(
        kind="build", flotilla=action.flotilla, location=action.location, cost=cost,
        pays=pays, points=loc.points, card=hover_text(loc),
        label=f"build {kind_article(kind)}{using}",
        where=f"flotilla {action.flotilla}, location {action.location}",
        why=[f"{r.text} {r.amount:+d} [{r.src}]" if i else f"{r.text} {r.amount} [{r.src}]"
             for i, r in enumerate(reasons)],
        costs=_cost_words(cost, pays, reasons),
        effect=f"the {action.kind}: {block_text(state.content.rules.building[kind])}",
        place=f"the location: {location_text(loc)}")
    view["details"] = [view["costs"], f"scores {loc.points} {noun('point', loc.points)} at "
                       "the end", view["effect"], view["place"]]


def _places(state, text: str) -> list:
    out = []
    for f, i in _PLACE.findall(text):
        loc = state.content.side[state.sides[int(f) - 1]].locations[int(i)]
        out.append(f"flotilla {f} location {i} ({location_facts(state, int(f) - 1, loc)}): "
                   f"{loc.text}")
    return out


def action_view(state, action) -> dict:
    """One legal action as the page offers it: `text` (what is sent back), `kind`,
    `label`, `details` (what it does, costs and scores, shown under it), `targets`, and
    `card`, the hover text of the card it names or of the locations it builds at or
    names. A build also has its flotilla, location, cost, the resource that `pays`,
    the `points`, the reasons behind the cost (`why`, with their sources; `costs` in
    words), the building's `effect` and the location's text (`place`)."""
    text = str(action)
    view = {"text": text, "kind": "answer", "card": "", "label": text, "details": [],
            "targets": targets(state, action)}
    if isinstance(action, Dive):
        other = player_names(state)[1 - state.current]
        view.update(kind="dive", label="dive", details=[
            f"reveal the top dive card and take one of its halves; {other} takes the other "
            "(rulebook p. 6)"])
    elif isinstance(action, Pass):
        view.update(kind="pass", details=["you can neither dive nor build: the turn passes"])
    elif isinstance(action, Build):
        _build(state, action, view)
    if view["kind"] == "answer":
        item = named_card(state.content, text)
        if item is not None:
            view["card"] = hover_text(item)
            facts = [f"{item.points} {noun('point', item.points)} while face up"] \
                if isinstance(item, Specialist) else []
            view["details"] = facts + [card_text(item)]
        else:
            view["details"] = _places(state, text)
            view["card"] = "\n\n".join(
                f"flotilla {f} location {i}: " + hover_text(
                    state.content.side[state.sides[int(f) - 1]].locations[int(i)])
                for f, i in _PLACE.findall(text))
    return view
