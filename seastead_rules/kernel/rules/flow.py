"""The core language's flow, the same in every game: `may`, `repeat`, `repeat up to`,
`choose`, `if`, `nothing`, and the player selectors (`each player`, `each opponent`,
`opponent`, `the player to your left|right`, `the player with the most|fewest X`,
`another player of your choice`, `any player`).

A game installs these handlers into its Rules with a Host: the few things only the game
knows (its seats' names, who takes part, how a condition is read, whether a block can be
carried out). Turn order is clockwise: the player to your left is the next in turn order
(player p + 1), the one to your right the previous.

    install_flow(RULES, SeasteadHost())
"""

from __future__ import annotations

from typing import Protocol

import attrs
from attrs import frozen

from . import effects as fx

__all__ = ["Host", "RepeatMore", "install_flow", "turn_order"]


class Host(Protocol):
    """What the flow handlers ask of a game."""

    def seat(self, t, player: int) -> str:
        """The seat's name players read ("blue")."""

    def order(self, t, first: int) -> tuple:
        """The players who take part in effects, in turn order from `first` (first
        included when it takes part)."""

    def as_player(self, ctx, player: int):
        """The same context with another player as 'you'."""

    def holds(self, t, cond, ctx) -> bool:
        """Whether a condition holds."""

    def count(self, t, counter, ctx) -> int:
        """The value of a count (a Counter) for ctx's player."""

    def feasible(self, t, block, ctx) -> bool:
        """Whether a block can be carried out now."""

    def worth_asking(self, t, block, ctx) -> bool:
        """Whether a `may` is offered: it can be carried out and would give something."""

    def phrase(self, block) -> str:
        """The words of a block, for "you may ..." ("take 1 kelp")."""

    def labels(self, options) -> tuple:
        """The words of each option of a `choose`."""


@frozen
class RepeatMore:
    """`repeat up to`: `left` more runs of `body` may follow."""
    left: int
    body: tuple
    text: str = ""
    src: str = ""


def turn_order(players: int, first: int) -> tuple:
    """All the seats in turn order from `first`: (first, first + 1, ...), clockwise."""
    return tuple((first + i) % players for i in range(players))


def install_flow(rules, host: Host) -> None:
    """File the flow handlers under the core records in `rules` (a kernel Rules)."""
    runs, resumes = rules.runs, rules.resumes

    def ask_yes_no(t, player, text, op, ctx):
        t.ask(player, "may", f"{host.seat(t, player)}: you may {text}", op, ctx,
              ("yes", "no"), (True, False))

    @runs(fx.May)
    def _may(t, e, ctx):
        if host.worth_asking(t, e.body, ctx):
            ask_yes_no(t, ctx.player, e.text or host.phrase(e.body), e, ctx)

    @resumes(fx.May)
    def _resume_may(t, d, yes):
        if yes:
            rules.run_next(t, d.op.body, d.ctx)

    @runs(fx.Repeat)
    def _repeat(t, e, ctx):
        t.push(e.body * e.times, ctx)

    @runs(fx.RepeatUpTo)
    def _repeat_up_to(t, e, ctx):
        _more(t, RepeatMore(e.times, e.body, e.text or host.phrase(e.body), e.src), ctx)

    @runs(RepeatMore)
    def _more(t, op, ctx):
        if op.left > 0 and host.worth_asking(t, op.body, ctx):
            ask_yes_no(t, ctx.player, f"{op.text} ({op.left} more)", op, ctx)

    @resumes(RepeatMore)
    def _resume_more(t, d, yes):
        if yes:
            t.push((attrs.evolve(d.op, left=d.op.left - 1),), d.ctx)
            t.push(d.op.body, d.ctx)

    @runs(fx.Choose)
    def _choose(t, e, ctx):
        open_ = [i for i, o in enumerate(e.options) if host.feasible(t, o, ctx)]
        if open_:
            labels = e.labels or host.labels(e.options)
            t.ask(ctx.player, "choose", f"{host.seat(t, ctx.player)}: choose one", e, ctx,
                  [labels[i] for i in open_], open_)

    @resumes(fx.Choose)
    def _resume_choose(t, d, i):
        t.push(d.op.options[i], d.ctx)

    @runs(fx.If)
    def _if(t, e, ctx):
        t.push(e.then if host.holds(t, e.cond, ctx) else e.otherwise, ctx)

    @runs(fx.Nothing)
    def _nothing(t, e, ctx):
        return

    def for_each(t, players, body, ctx):
        # The first runs first: the frames are pushed last to first.
        for player in reversed(players):
            t.push(body, host.as_player(ctx, player))

    @runs(fx.EachPlayer)
    def _each(t, e, ctx):
        # The player whose turn it is first, then the others in turn order.
        for_each(t, host.order(t, t.current), e.body, ctx)

    @runs(fx.Opponent, fx.EachOpponent)
    def _opponents(t, e, ctx):
        # (A two-player game's `opponent` is its one other player.)
        for_each(t, [p for p in host.order(t, ctx.player) if p != ctx.player], e.body, ctx)

    @runs(fx.Neighbour)
    def _neighbour(t, e, ctx):
        others = [p for p in host.order(t, ctx.player) if p != ctx.player]
        if others:
            for_each(t, [others[0] if e.side == "left" else others[-1]], e.body, ctx)

    @runs(fx.Extreme)
    def _extreme(t, e, ctx):
        players = host.order(t, ctx.player)
        if not players:
            return
        counts = {p: host.count(t, e.counter, host.as_player(ctx, p)) for p in players}
        best = (max if e.most else min)(counts.values())
        tied = [p for p in players if counts[p] == best]
        if len(tied) == 1 or e.ties == "all":
            for_each(t, tied, e.body, ctx)
        elif e.ties == "choose":
            _pick(t, tied, e, ctx)

    @runs(fx.AnyPlayer)
    def _any_player(t, e, ctx):
        players = [p for p in host.order(t, ctx.player) if e.you or p != ctx.player]
        _pick(t, players, e, ctx)

    def _pick(t, players, e, ctx):
        # The selector itself waits for the answer: asking it again asks the same.
        if len(players) == 1:
            for_each(t, players, e.body, ctx)
        elif players:
            t.ask(ctx.player, "player", f"{host.seat(t, ctx.player)}: choose a player", e,
                  ctx, [host.seat(t, p) for p in players], players)

    @resumes(fx.Extreme, fx.AnyPlayer)
    def _resume_pick(t, d, player):
        t.push(d.op.body, host.as_player(d.ctx, player))
