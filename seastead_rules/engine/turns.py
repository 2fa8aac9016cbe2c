"""The turn's structure beyond the two-player rounds of p. 11: the events at the start and
end of rounds and turns, skipped and extra turns, diving or building again inside a turn,
and the end of the game with its game-end hooks. turn.py asks here at each point.

Termination (docs/language.md, "Every game ends"): a player who skipped a turn plays
the next one (a skip granted meanwhile is lost), and an extra turn gives no further
extra turn; so every two turns of a player include one played, and the rounds go on."""

from __future__ import annotations

from ..model import effects as fx
from ..model.names import COLOURS
from ..model.state import PLAYER_CTX
from . import ops
from .counters import change_counter
from .counts import counter_value
from .draft import Draft
from .events import fire
from .hooks import forbidder, whose
from .in_play import hears
from .run import runs

__all__ = ["start_of_turn", "turn_end_hooks", "extra_turn", "round_end_hooks", "finish",
           "DIVE_STEPS"]

# The steps of a dive, after which the diver's specialists and the opponent's reactions
# are offered. Rulebook pp. 6, 8.
DIVE_STEPS = (ops.DoDive(), ops.WhenHooks("dive"), ops.Window("dive"), ops.ReactWindow("dive"))
# Values of the engine's `skip` and `extra` counters.
_DUE, _DONE = 1, 2


def start_of_turn(t: Draft, op, player: int) -> bool:
    """What comes before the turn's question: the round-start hooks (the round begins
    even when its start player skips the turn), a skipped turn, then the turn-start
    hooks. True when something was pushed or the turn was skipped (the question is asked
    afterwards, or not at all). Each comes once: the stage of the TurnOp says how far
    the start of the turn has gone."""
    if (op.stage == 0 and not op.extra and player == t.start_player
            and hears(t, "round-start")):
        t.push((ops.TurnOp(op.building, 1, op.extra),), PLAYER_CTX[player])
        fire(t, "round-start", player)
        return True
    if op.stage < 2 and t.counters and not op.extra:
        skip = counter_value(t, "skip", player)
        if skip == _DUE:
            change_counter(t, "skip", player, _DONE)
            t.say(player, "{} skips this turn", COLOURS[player], src="docs/rulings.md")
            t.push((ops.EndTurn(1),), PLAYER_CTX[player])   # (no turn-end hooks)
            return True
        if skip == _DONE:
            change_counter(t, "skip", player, 0)
    if op.stage < 2 and hears(t, "turn-start"):
        t.push((ops.TurnOp(op.building, 2, op.extra),), PLAYER_CTX[player])
        fire(t, "turn-start", player)
        return True
    return False


def turn_end_hooks(t: Draft, op, player: int) -> bool:
    """The turn-end hooks, once per turn played. True when they were pushed."""
    if op.stage == 0 and hears(t, "turn-end"):
        t.push((ops.EndTurn(1),), PLAYER_CTX[player])
        fire(t, "turn-end", player)
        return True
    return False


def extra_turn(t: Draft, player: int) -> bool:
    """An extra turn due to the player begins now (True), after this turn; one that has
    been taken is over."""
    if not t.counters:
        return False
    extra = counter_value(t, "extra", player)
    if extra == _DONE:
        change_counter(t, "extra", player, 0)
    elif extra == _DUE:
        change_counter(t, "extra", player, _DONE)
        t.say(player, "{} takes an extra turn", COLOURS[player], src="docs/rulings.md")
        t.push((ops.TurnOp(False, 0, True),), PLAYER_CTX[player])
        return True
    return False


def round_end_hooks(t: Draft, op) -> bool:
    """The round-end hooks, once per round. True when they were pushed."""
    if op.stage < 2 and hears(t, "round-end"):
        t.push((ops.EndTurn(2),), PLAYER_CTX[t.current])
        fire(t, "round-end", t.start_player)
        return True
    return False


def finish(t: Draft, why: str, src: str) -> None:
    """The game is over (`why`, when the rules give a reason): at once, or after the
    game-end hooks (once for each player, the start player first; they may still ask
    questions)."""
    over = ops.GameOver(why, src)
    if not hears(t, "game-end"):
        _game_over(t, over, None)
        return
    t.push((over,), PLAYER_CTX[t.start_player])
    for player in (1 - t.start_player, t.start_player):
        fire(t, "game-end", player)


@runs(ops.GameOver)
def _game_over(t: Draft, op, ctx):
    t.over = True
    if op.why:
        t.say(-1, "the game is over: {}", op.why, src=op.src)
    else:
        t.say(-1, "the game is over", src=op.src)


@runs(fx.EndGame)
def _end_game(t: Draft, e, ctx):
    # The round in progress is the last: the game ends when it is over, after its last
    # turn (in solo, this turn), never in the middle of a round. docs/rulings.md, p. 11.
    if 0 <= t.end_round <= t.round:
        return          # (this round is the last already)
    t.end_round = t.round
    t.say(ctx.player, "the game ends with this round: round {} is the last", t.round,
          src=e.src)


@runs(fx.SkipTurn)
def _skip(t: Draft, e, ctx):
    player = ctx.player
    if counter_value(t, "skip", player) == _DONE:   # (just skipped one: plays this one)
        t.say(player, "{} skipped their last turn and skips no other now",
              COLOURS[player], src=e.src)
        return
    change_counter(t, "skip", player, _DUE)
    t.say(player, "{} will skip their next turn", COLOURS[player], src=e.src)


@runs(fx.ExtraTurn)
def _extra(t: Draft, e, ctx):
    player = ctx.player
    if counter_value(t, "extra", player) != 0:      # (in an extra turn, or one is due)
        t.say(player, "{} takes no further extra turn", COLOURS[player], src=e.src)
        return
    change_counter(t, "extra", player, _DUE)
    t.say(player, "{} will take an extra turn", COLOURS[player], src=e.src)


@runs(fx.DiveAgain)
def _dive_again(t: Draft, e, ctx):
    # A dive inside the turn, as the dive action's (its permission too). Rulebook p. 6.
    hook = forbidder(t, "dive", ctx)
    if hook is not None:
        t.say(ctx.player, "{} forbids the dive", whose(t, hook, ctx.player), src=hook.src)
        return
    t.push(DIVE_STEPS, ctx)
