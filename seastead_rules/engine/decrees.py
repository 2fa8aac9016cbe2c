"""Decree play: drawing two, putting one in play, the other to the bottom. Rulebook p. 11."""

from __future__ import annotations

from ..model import effects as fx
from ..model.names import COLOURS
from .draft import Draft
from .events import fire
from .in_play import hears
from .run import resumes, runs

__all__ = []


@runs(fx.DrawDecree)
def _draw(t: Draft, e, ctx):
    drawn = [t.draw("decree_deck") for _ in t.decree_deck[:2]]
    if not drawn:
        t.say(ctx.player, "the decree deck is empty: no decree is drawn", src=e.src)
        return
    if len(drawn) == 1:
        _put_in_play(t, ctx.player, drawn[0], None, e.src)
        return
    t.ask(ctx.player, "decree", f"{COLOURS[ctx.player]}: which decree goes into play? "
          "(the other goes to the bottom of the deck)", e, ctx,
          [f"decree {d}" for d in drawn], [(d, other) for d, other in (drawn, drawn[::-1])])


@resumes(fx.DrawDecree)
def _resume_draw(t: Draft, d, choice):
    chosen, other = choice
    _put_in_play(t, d.player, chosen, other, d.op.src)


def _put_in_play(t: Draft, player, chosen, other, src):
    # The new decree covers the old one and takes effect at once. Rulebook p. 11.
    t.add_decree(chosen)
    if other is not None:
        t.put_card("decree_deck", other)
    t.say(player, "{} puts decree {} into play and returns the other to the bottom of the deck"
          if other else "{} puts decree {} into play", COLOURS[player], chosen, src=src)
    if hears(t, "new-decree"):
        fire(t, "new-decree", player)
