"""Short words for effects, for the options players read ("you may gain 1 Impact",
"advance reputation 1 or gain 2 Research"). Content's own text is the lead's; these are
what a question needs to be told apart."""

from __future__ import annotations

from ..kernel.rules import effects as core
from . import effects as fx

__all__ = ["phrase", "labels", "act_words"]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def act_words(act) -> str:
    """An action and its modifiers: "travel (technology +1)", "sonar here"."""
    words = act.action + (" here" if act.here else "")
    extras = []
    if act.technology:
        extras.append(f"technology {act.technology:+d}")
    if act.discount:
        extras.append(f"cost -{act.discount}")
    if act.same_depth:
        extras.append("at a vessel's depth")
    if act.extra:
        extras.append("one more token")
    return words + (f" ({', '.join(extras)})" if extras else "")


def _one(e) -> str:
    kind = type(e)
    if kind is fx.Advance:
        return f"advance {e.track}" + (f" {e.steps}" if e.steps != 1 else "")
    if kind is fx.Research:
        return f"gain {e.amount} Research"
    if kind is fx.SpendResearch:
        return f"spend {e.amount} Research"
    if kind is fx.GainImpact:
        return f"gain {e.count} Impact"
    if kind is fx.GainDisc:
        return "gain " + _plural(e.count, "disc")
    if kind is fx.DiscardDisc:
        return "discard " + _plural(e.count, "disc")
    if kind is fx.Promote:
        return "promote" + (f" {e.count}" if e.count != 1 else "")
    if kind is fx.Discover:
        depths = str(e.low) if e.low == e.high else f"{e.low}-{e.high}"
        return f"discover (depth {depths})"
    if kind is fx.Act:
        return act_words(e)
    if kind is fx.Surface:
        return f"every vessel {e.steps} toward the surface"
    if kind is core.May:
        return "you may " + (e.text or phrase(e.body))
    if kind is core.Choose:
        return " or ".join(labels(e.options) if not e.labels else e.labels)
    if kind in (core.Repeat, core.RepeatUpTo):
        return f"{e.times} times: {phrase(e.body)}"
    if kind is core.If:
        return f"if ...: {phrase(e.then)}"
    if kind is core.EachOpponent:
        return f"each other player: {phrase(e.body)}"
    if kind is core.EachPlayer:
        return f"each player: {phrase(e.body)}"
    if kind is core.Score:
        return f"score {e.amount.base if hasattr(e.amount, 'base') else e.amount}"
    if kind is core.Nothing:
        return "nothing"
    return type(e).__name__.lower()


def phrase(block) -> str:
    """The words of a block of effects."""
    return ", ".join(_one(e) for e in block) or "nothing"


def labels(options) -> tuple:
    """The words of each option of a `choose`, made distinct."""
    found, seen = [], {}
    for block in options:
        text = phrase(block)
        seen[text] = seen.get(text, 0) + 1
        found.append(text if seen[text] == 1 else f"{text} ({seen[text]})")
    return tuple(found)
