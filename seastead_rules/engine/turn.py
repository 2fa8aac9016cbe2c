"""Turns and rounds, the end of the game, and the two public calls that drive it:
`legal_actions` and `apply`. Rulebook pp. 6, 11."""

from __future__ import annotations

from ..errors import ArgumentError, IllegalAction, RulesError
from ..kernel.rules.construct import bounded_cache
from ..model.actions import Answer, Build, Dive, Pass, malformed, shown
from ..model.names import BUILDINGS_PER_PLAYER, COLOURS, RESOURCE_LIMIT
from ..model.state import PLAYER_CTX, Ctx, Decision, Position, State, new_ctx
from . import ops
from .build import check_build, legal_builds
from .build_steps import start_build
from .draft import Draft, QuietDraft
from .hooks import ask, explain, forbidder, replacement, whose
from .in_play import changed, gated
from .modes import mode_of
from .observe import HIDDEN, OBSERVATION_HINT, is_observation
from .places import a_flotilla_is_full, full_flotillas
from .run import RESUMERS, run, runs
from .specialists import usable_first, use_first
from .turns import DIVE_STEPS, extra_turn, finish, round_end_hooks, start_of_turn, turn_end_hooks

__all__ = ["apply", "act", "legal_actions", "is_over", "check_end"]


@runs(ops.TurnOp)
def _turn(t: Draft, op, ctx):
    player = t.current
    if (op.stage < 2 or t.counters) and start_of_turn(t, op, player):
        return      # (a skipped turn, or the round-start and turn-start hooks first)
    ctx = PLAYER_CTX[player]
    # Build and either specialists may be used first, before choosing (p. 8).
    cards = usable_first(t, player, ctx, op.building) if t.players[player].specialists else ()
    options = tuple(f"use {c} first" for c in cards) if cards else ()
    t.ask(player, "turn", _TURN_PROMPT[player], op, ctx, options, tuple(cards))


@runs(ops.EndTurn)
def _end_turn(t: Draft, op, ctx):
    player = t.current
    if turn_end_hooks(t, op, player):
        return
    if not op.discarded:        # (checked once a turn: see ops.EndTurn)
        limit = ask(t, "resource-limit", RESOURCE_LIMIT, PLAYER_CTX[player])
        if sum(t.players[player].resources) > limit:
            t.push((ops.EndTurn(max(op.stage, 1), True),), ctx)
            why = explain(t, "resource-limit", RESOURCE_LIMIT, (), Ctx(player))[1]
            t.push((ops.DiscardOp(limit, why[-1].src if why else ""),), Ctx(player))
            return
    # An extra turn granted by a round-end hook (stage 2: they have run) waits for the
    # player's next turn: taken now, its end would end the round again (docs/rulings.md).
    if op.stage < 2 and extra_turn(t, player):
        check_end(t)
        return
    round_ends = player != t.start_player or not mode_of(t).opponent_plays
    if round_ends and round_end_hooks(t, op):
        return
    if mode_of(t).end_turn(t, player):      # the mode's own turn order (solo, pp. 14-15)
        return
    check_end(t)
    if round_ends:                     # the round ends with the second player's turn
        if t.end_round == t.round:
            finish(t, "", "rulebook p. 11")
            return
        t.round += 1
    t.current = 1 - player
    _turn(t, _TURN[0], PLAYER_CTX[t.current])


def check_end(t: Draft) -> None:
    """Trigger the end when a condition holds: finish this round, then one more. p. 11."""
    if t.end_round >= 0:
        return
    if mode_of(t).check_end(t):       # the mode's own conditions (solo, p. 15)
        return
    why, src, deck = None, "rulebook p. 11", t.dive_deck
    if _full(t):
        why = "every location of a flotilla has a building"
        if changed(t, "full-flotillas-trigger"):
            full, reasons = explain(t, "full-flotillas-trigger", 1, (), PLAYER_CTX[t.current])
            if full > 1:        # (named after the card that asks for more)
                why, src = f"{full} flotillas are full", reasons[-1].src
    elif _few_left(t):
        left = min(BUILDINGS_PER_PLAYER - sum(p.built) for p in t.players)
        why = ("a player has only one building left on their board" if left == 1 else
               f"a player has {left} buildings left on their board")
        if left > 1 and t.decrees:      # only a decree triggers the end this early
            why += f" (decree {t.decrees[-1]})"
            reasons = explain(t, "buildings-left-trigger", 1, (), Ctx(t.current))[1]
            src = reasons[-1].src if reasons else src
    elif not deck or t.content.dive[deck[0]].depth == "depths":
        why = "a depths card back shows on the dive deck"
    elif t.cleanup_supply == 0:
        why = "the cleanup tokens in the supply have run out"
    if why:
        last = ask(t, "last-rounds", 1, PLAYER_CTX[t.current])
        t.end_round = t.round + last
        t.say(-1, "the end is triggered: {}; round {} is finished, then round {} is the last",
              why, t.round, t.end_round, src=src) if last == 1 else \
            t.say(-1, "the end is triggered: {}; round {} is the last", why, t.end_round,
                  src=src)


def _full(t: Draft) -> bool:
    """Whether as many flotillas are full as trigger the end (one, p. 11, unless a rule
    in force says more)."""
    if not changed(t, "full-flotillas-trigger"):
        return a_flotilla_is_full(t.buildings)
    need = ask(t, "full-flotillas-trigger", 1, PLAYER_CTX[t.current])
    return full_flotillas(t.buildings) >= need


def _few_left(t: Draft) -> bool:
    """Whether a player has as few buildings left on their board as ends the game: one
    (p. 11), or as many as the decree in play says."""
    for player in (0, 1):
        trigger = ask(t, "buildings-left-trigger", 1, PLAYER_CTX[player]) if t.decrees else 1
        if BUILDINGS_PER_PLAYER - sum(t.players[player].built) <= trigger:
            return True
    return False


_TURN = (ops.TurnOp(),)
_END_TURN = (ops.EndTurn(),)
_DIVE = (Dive(),)
_TURN_PROMPT = tuple(f"{colour}: dive or build?" for colour in COLOURS)
_PASS = (Pass(),)
# The Answer actions for a question's options, made once per distinct option list (and
# once per distinct text: option lists that differ share most of their answers).
_answer = bounded_cache(Answer, 20000)
_found_answer = _answer.get


def _answers_to(options: tuple) -> tuple:
    # Made once per option list, so the check for an observation's hidden options ('?')
    # costs nothing on the way back.
    if HIDDEN in options:
        raise RulesError(f"the options of this question are hidden: {OBSERVATION_HINT}")
    return tuple([_found_answer(text) or _answer(text) for text in options])


_answers = bounded_cache(_answers_to, 20000)
_found_answers = _answers.get


def is_over(state: State) -> bool:
    """Whether the game has ended."""
    try:
        return state.over
    except AttributeError:      # checked only when it fails: no cost to a game
        _not_a_position("is_over", state)
        raise


def _not_a_position(function: str, value) -> None:
    """ArgumentError when `value` is not a position (then an AttributeError is ours)."""
    if not isinstance(value, Position):
        raise ArgumentError(f"{function} takes a State (from new_game or apply) or a playout's "
                            f"position, not {type(value).__name__}") from None


def _turn_actions(state: State, player: int | None = None, building: bool = False) -> tuple:
    # The turn's dive, builds or pass (not the specialists used first).
    player = state.current if player is None else player
    builds = legal_builds(state, player)
    # A player who cannot build must dive (p. 6), even when a build specialist used first
    # committed the turn to a build (p. 8); one who can do neither passes.
    dive = () if building and builds or gated(state, "dive") and forbidder(
        state, "dive", PLAYER_CTX[player]) else _DIVE
    return dive + tuple(builds) if (dive or builds) else _PASS


def legal_actions(state: State) -> tuple:
    """Every legal action for the player who must decide now (empty when the game is over)."""
    try:
        stack = state.stack         # state.decision, read here without a call
    except AttributeError:          # checked only when it fails: no cost to a game
        _not_a_position("legal_actions", state)
        raise
    d = stack[-1] if stack else None
    if type(d) is not Decision:
        return ()
    if d.kind == "turn":
        actions = _turn_actions(state, None, d.op.building)
        options = d.options     # the specialists that may be used first
        return actions + (_found_answers(options) or _answers(options)) if options else actions
    options = d.options
    return _found_answers(options) or _answers(options)


def apply(state: State, action) -> State:
    """The state after `action`. Raises IllegalAction (the given state is unchanged)."""
    if type(state) is not State:
        raise ArgumentError(f"apply takes a State, not {type(state).__name__} (a playout "
                            "plays with its own apply; playout.freeze() gives a State)")
    if state.rng == 0 and is_observation(state):    # a played game's generator is never 0
        raise RulesError(f"apply: {OBSERVATION_HINT}")
    t = Draft(state) if state.log is not None else QuietDraft(state)    # log=False
    act(t, action)
    run(t)
    # An end condition can only have come true if a building, the dive deck (a card
    # pile) or the cleanup supply changed (or a decree changes the conditions).
    if (t.decrees or t.buildings is not state.buildings or t.cards is not state.cards
            or t.cleanup_supply != state.cleanup_supply):
        check_end(t)
    return t.freeze(action)


def act(t: Draft, action) -> None:
    """Start `action` on the Draft `t`: the answer goes to the effect that asked, or the
    turn's dive, build or pass begins. Checks it first: IllegalAction, `t` unchanged.
    `apply` and the playout mode both act through here (then run the Draft)."""
    stack = t.stack
    d = stack[-1] if stack else None
    if type(d) is not Decision:
        raise IllegalAction(f"the game is over; no action is legal (got {shown(action)})")
    if d.kind == "turn":
        _take_turn(t, d, action)
        return
    options = d.options
    if not isinstance(action, Answer) or action.text not in options:
        why = malformed(action)
        if why:
            raise IllegalAction(f"malformed action {shown(action)}: {why}")
        raise IllegalAction(f"'{action}' does not answer the question '{d.prompt}'; "
                            f"the answers are: {'; '.join(options)}")
    stack.pop()
    # The effect that asked continues with the value of the chosen answer.
    RESUMERS[type(d.op)](t, d, d.values[options.index(action.text)])


def _take_turn(t: Draft, d: Decision, action) -> None:
    player = t.current
    why = malformed(action)
    if why:
        raise IllegalAction(f"malformed action {shown(action)}: {why}")
    ctx = PLAYER_CTX[player]
    if isinstance(action, Answer):
        if action.text not in d.options:
            raise IllegalAction(f"'{action}' answers no question: it is {COLOURS[player]}'s "
                                f"turn to dive or build")
        t.stack.pop()
        use_first(t, player, d.values[d.options.index(action.text)], d.op, ctx)
        return
    building = d.op.building
    if isinstance(action, Dive):
        if building and legal_builds(t, player):
            raise IllegalAction(f"cannot dive: {COLOURS[player]} used a build specialist this "
                                "turn, so the turn is a build (rulebook p. 8)")
        hook = forbidder(t, "dive", ctx) if gated(t, "dive") else None
        if hook is not None:
            raise IllegalAction(f"cannot dive: {whose(t, hook, player)} forbids it ({hook.src})")
        t.stack.pop()
        t.push(_END_TURN, ctx)
        found = replacement(t, player, "dive", ctx)
        if found is None:
            t.push(DIVE_STEPS, ctx)
        else:       # an `instead of dive` in force: its block in place of the dive
            rule, card = found
            if t.dive_deck:     # the dive's card is spent unused (docs/rulings.md)
                name = t.draw("dive_deck")
                t.put_card("dive_discard", name)
                t.say(player, "{} turns up {} and nobody takes a half: {} replaces the dive",
                      COLOURS[player], name, card, src=rule.src)
            else:
                t.say(player, "{} replaces {}'s dive", card, COLOURS[player], src=rule.src)
            t.push(rule.effect, new_ctx(player, -1, -1, -1, "", False, rule.src))
    elif isinstance(action, Build):
        checked = check_build(t, player, action)     # before anything changes
        t.stack.pop()
        t.push(_END_TURN, ctx)
        start_build(t, player, action, checked)
    else:   # Pass
        if _turn_actions(t, player, building) != _PASS:
            raise IllegalAction("cannot pass: a dive or a build is possible")
        t.stack.pop()
        t.say(player, "{} can neither dive nor build and passes",
              COLOURS[player], src="rulebook p. 6")
        t.push(_END_TURN, ctx)
        if (t.end_round < 0 and mode_of(t).opponent_plays
                and _turn_actions(t, 1 - player) == _PASS):
            # Nobody can act: the end is triggered, so that every game ends (rulings.md).
            t.end_round = t.round + 1
            t.say(-1, "the end is triggered: neither player can dive or build; round {} is "
                  "finished, then round {} is the last",
                  t.round, t.end_round, src="docs/rulings.md")


def _settle(t: Draft) -> State:
    """Run `t` until a decision is needed or the game is over, check the end, and freeze
    it into a State: for a position made to order (`apply` and the playout mode check
    the end only when something it reads changed)."""
    run(t)
    check_end(t)
    return t.freeze()
