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

__all__ = ["Host", "RepeatMore", "install_flow", "turn_order", "named_players", "SELECTORS"]


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

    def tie_rule(self, t, ctx) -> str:
        """The game's tie rule for ctx's player now ("all", "none" or "choose"): its
        declared `ties`, or the answer to its tie question."""


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


SELECTORS = (fx.EachPlayer, fx.Opponent, fx.EachOpponent, fx.Neighbour, fx.Extreme,
             fx.AnyPlayer)
"""The records of the player selectors (`each player { ... }`, ...)."""


def named_players(host: Host, t, selector, ctx) -> tuple:
    """(the players a selector names, in turn order; or the players its player chooses
    one among, when there is a choice to make): one of the two is empty.

    `each player`: all, from the player whose turn it is; `opponent`, `each opponent`:
    the others, from the one to your left; `the player to your left|right`; `the player
    with the most|fewest X`: on a tie each of them, none, or the one you choose (as the
    statement says, or else the game's tie rule, `host.tie_rule`);
    `another player of your choice`, `any player`: a choice (none when there is one)."""
    kind, me = type(selector), ctx.player
    if kind is fx.EachPlayer:
        return host.order(t, t.current), ()
    players = host.order(t, me)
    others = tuple(p for p in players if p != me)
    if kind is fx.Opponent or kind is fx.EachOpponent:
        return others, ()
    if kind is fx.Neighbour:
        if not others:
            return (), ()
        return (others[0] if selector.side == "left" else others[-1],), ()
    if kind is fx.Extreme:
        if not players:
            return (), ()
        counts = {p: host.count(t, selector.counter, host.as_player(ctx, p)) for p in players}
        best = (max if selector.most else min)(counts.values())
        tied = tuple(p for p in players if counts[p] == best)
        if len(tied) == 1:
            return tied, ()
        ties = selector.ties or host.tie_rule(t, ctx)
        if ties == "all":
            return tied, ()
        return ((), tied) if ties == "choose" else ((), ())
    choice = players if selector.you else others        # AnyPlayer
    return (choice, ()) if len(choice) <= 1 else ((), choice)


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

    @runs(*SELECTORS)
    def _selected(t, e, ctx):
        players, choice = named_players(host, t, e, ctx)
        if choice:      # the selector itself waits for the answer: asked again the same
            t.ask(ctx.player, "player", f"{host.seat(t, ctx.player)}: choose a player", e,
                  ctx, [host.seat(t, p) for p in choice], choice)
        else:
            for_each(t, players, e.body, ctx)

    @resumes(fx.Extreme, fx.AnyPlayer)
    def _resume_pick(t, d, player):
        t.push(d.op.body, host.as_player(d.ctx, player))
