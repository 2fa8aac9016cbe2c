"""Deep Sea's rewards and actions in plain English (rulebook p. 6, the reward symbols;
pp. 9-12, the actions): its own effect records (effects.py) as phrases, joined to the
kernel's words for the core records (`may`, `if`, `score ... per`, `when`, `modify`) by
one `Wording` built on the game's declaration. cardtext.py makes whole components."""

from __future__ import annotations

import functools

from ..kernel.rules.wording import Wording, noun
from . import effects as fx

__all__ = ["wording", "effect_phrase", "track_name", "action_name"]


def track_name(track: str) -> str:
    """An attribute track's name as printed: 'Reputation'."""
    return track.capitalize()


def action_name(action: str) -> str:
    """An action's name as printed: 'Travel'."""
    return action.capitalize()


def _advance(e: fx.Advance) -> str:
    steps = noun("step", e.steps)
    if e.track == "any":
        return f"advance an attribute track of your choice {steps}"
    if e.track == "lowest":
        return f"advance your lowest attribute track {steps} (your choice on a tie)"
    if e.track == "research":
        return f"advance the Research track {steps}"
    return f"advance {track_name(e.track)} {steps}"


def _act(e: fx.Act) -> str:
    text = action_name(e.action)
    if e.here:
        text += " in this zone"
    if e.technology:
        text += f" with your Technology level {e.technology} higher"
    if e.discount:
        text += f" with the Research cost {e.discount} lower (at least 0)"
    if e.same_depth:
        text += " at a site where you have a vessel at the same depth"
    if e.extra:
        text += " taking one more token from that site"
    return text


def _discover(e: fx.Discover) -> str:
    depths = f"{e.low}" if e.low == e.high else f"{e.low} to {e.high}"
    return f"Discover (draw two boards of depth {depths} and place one)"


_PHRASES = {
    fx.Advance: _advance,
    fx.Research: lambda e: f"gain {e.amount} Research",
    fx.SpendResearch: lambda e: f"spend {e.amount} Research",
    fx.GainImpact: lambda e: ("place an Impact marker" if e.count == 1 else
                              f"place {e.count} Impact markers, one at a time"),
    fx.GainDisc: lambda e: f"gain {noun('disc', e.count)}",
    fx.DiscardDisc: lambda e: f"discard {noun('disc', e.count)} from your Staging Area",
    fx.Promote: lambda e: "promote one of your Junior specialists",
    fx.Discover: _discover,
    fx.Act: _act,
    fx.Surface: lambda e: (f"each of your vessels moves {noun('zone', e.steps)} toward "
                           f"the surface, as far as it can"),
}


def effect_phrase(e):
    """One of Deep Sea's own effects as a phrase ('gain 1 Research'); None for a core
    record (the kernel's Wording says those)."""
    phrase = _PHRASES.get(type(e))
    return phrase(e) if phrase is not None else None


def _value(v):
    return "the depth of this zone" if isinstance(v, fx.ZoneDepth) else None


def _cond(c):
    return "the ocean is full" if isinstance(c, fx.OceanFull) else None


@functools.lru_cache(maxsize=8)
def wording(vocabulary) -> Wording:
    """The card text words of Deep Sea read against a declaration (its questions,
    permissions and events name the rules' hooks)."""
    return Wording(vocabulary, effect_phrase, fx.COUNTS, _value, _cond)
