"""Events and the hooks that hear them (`when you build { ... }`, `when game-end ...`).

Timing (docs/language.md, "Events and timing"):
- An event's hooks run right after the step that made it is done, before anything the
  game had pending: a take's hooks after the effect that took, a build's once its
  effects and bonuses are resolved.
- The rules in force hear it in a fixed order: the decree in play's, the sides' (flotilla
  1 to 4), the face-up specialists of the player the event is about, then the other
  player's; within a card, in the order written. Conditions are read when the event
  happens.
- Then the other player may react (`react to opponent EVENT`, exhausting the card).
- A hook never hears an event while an earlier run of its own block is still going on:
  no hook sets itself off, so every chain of hooks ends.
- On a decree or a side, `you` and `anyone` run the block for the player the event is
  about and `opponent` for the other; on a specialist, `who` says whose event it is and
  the block runs for the card's owner."""

from __future__ import annotations

from ..model import cards
from ..model.state import Decision, new_ctx
from . import ops
from .counts import holds
from .draft import Draft
from .in_play import hears, hooks_on
from .run import runs

__all__ = ["fire", "heard_by", "running", "tile_of"]


def fire(t: Draft, event: str, actor: int, flotilla: int = -1, location: int = -1,
         kind: int = -1, amount: int = 0, tokens: tuple = ()) -> None:
    """The hooks (and reactions) that hear `event` run next; nothing when no card hears it."""
    if not hears(t, event):
        return
    bound = (amount, tokens)
    steps = (ops.WhenHooks(event, flotilla, kind, actor, bound),
             ops.ReactWindow(event, flotilla, actor, bound))
    ctx = new_ctx(actor, flotilla, location, kind, "", False, "", bound)
    stack = t.stack
    if stack and type(stack[-1]) is Decision:     # (asked by the step that fired it)
        stack.insert(len(stack) - 1, [steps, 0, ctx])
    else:
        t.push(steps, ctx)


def tile_of(t: Draft, card: str, flotilla: int) -> int:
    """The flotilla a hook of `card` ('side NAME', ...) is about: the event's, or when
    the event has none, a side's own tile (its rules speak of their tile: `here`)."""
    if flotilla < 0 and card[:5] == "side ":
        return t.sides.index(card[5:])
    return flotilla


def running(t: Draft, rule: tuple) -> bool:
    """Whether the block of this rule (card, place on it) is still on the stack."""
    for frame in t.stack:
        kind = type(frame)
        if kind is list:
            last = frame[0][-1]
        elif kind is Decision:
            continue
        else:
            last = frame.ops[-1]
        if type(last) is ops.Heard and last.rule == rule:
            return True
    return False


def heard_by(t: Draft, event: str, actor: int) -> list:
    """(card, place, rule, player it runs for) of every `when` rule in force that hears
    `event` about `actor`, in the order they run."""
    content, found = t.content, []
    if t.decrees:
        name = t.decrees[-1]
        for i, rule in enumerate(content.decree[name].hooks):
            if type(rule) is cards.When and rule.event == event:
                found.append((f"decree {name}", i, rule, _runs_for(rule.who, actor)))
    if content.side_whens:
        for name in t.sides:
            for i, rule in enumerate(content.side[name].rules):
                if type(rule) is cards.When and rule.event == event:
                    found.append((f"side {name}", i, rule, _runs_for(rule.who, actor)))
    if content.spec_whens:
        for owner in (actor, 1 - actor) if actor >= 0 else (0, 1):
            for card, up in t.players[owner].specialists:
                if not up:
                    continue
                for i, rule in enumerate(content.specialist[card].rules):
                    if type(rule) is cards.When and rule.event == event \
                            and _hears(rule.who, event, actor, owner):
                        found.append((f"specialist {card}", i, rule, owner))
    return found


def _runs_for(who: str, actor: int) -> int:
    return 1 - actor if who == "opponent" else actor


# Events about the whole table rather than one player's doing: a specialist hears them
# once, whoever `who` names (game-end runs once for each player: its owner's run).
_WHOLE = ("round-start", "round-end")


def _hears(who: str, event: str, actor: int, owner: int) -> bool:
    if event == "game-end":
        return actor == owner
    if event in _WHOLE or who == "anyone":
        return True
    return (actor == owner) == (who == "you")


@runs(ops.WhenHooks)
def _when_hooks(t: Draft, op, ctx):
    if not hooks_on(t, op.event):
        return
    actor = op.actor if op.actor >= 0 else ctx.player
    bound = op.bound or ctx.bound
    if op.event == "dive" and t.tally:          # what the dive gave the diver
        _, taken = t.tally
        bound = (sum(taken), tuple(r for r, n in enumerate(taken) if n))
        t.tally = ()
    for card, i, rule, player in reversed(heard_by(t, op.event, actor)):
        key = (card, i)
        who = new_ctx(player, tile_of(t, card, op.flotilla), ctx.location, op.kind, "", False,
                      rule.src, bound)
        if holds(t, rule.cond, who) and not running(t, key):
            t.push(rule.effect + (ops.Heard(key),), who)


@runs(ops.Heard)
def _heard(t: Draft, op, ctx):
    return          # the block of its hook is done
