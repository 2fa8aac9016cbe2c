"""Seastead's public callables for the walk of bad arguments (tests/api_walk.py): the
package's names, its bots, Seastead as a game of the kernel, and its AI functions and
environments, each with good arguments."""

from __future__ import annotations

import random

from api_walk import Target

import seastead_rules as s
from seastead_rules import bots
from seastead_rules.game import SEASTEAD, SeasteadGame, SeasteadTensors, players_of
from seastead_rules.model.actions import Answer, Build, Dive

__all__ = ["package_targets", "seastead_game_targets", "seastead_ai_targets", "SKIPPED"]

SKIPPED = {
    # name: why it is not walked
    "State": "a record: new_game, apply and from_json make States (walked)",
    "Event": "a record of the log", "Log": "a record of the log",
    "ScoreSheet": "a record score_sheet makes", "Content": "a record load_content makes",
    "GameRecord": "a record: GameRecord.from_json and replay are walked",
    "Action": "a type union",
    "SeasteadGame.configure": "called by the game with OpenSpiel's parameters (walked "
                              "through pyspiel.load_game)",
    "SeasteadGame.parameters": "takes nothing (a classmethod)",
    "SeasteadState": "the kernel's KernelSpielState (walked with the frameworks)",
    "SeasteadObserver": "the kernel's KernelObserver (walked with the frameworks)",
}


def _fixtures():
    content = s.load_content()
    state = s.new_game(1, content=content)
    rng = random.Random(3)
    while not any(type(a) is Answer for a in s.legal_actions(state)):
        state = s.apply(state, rng.choice(s.legal_actions(state)))
    build = next(a for a in s.legal_actions(s.new_game(1, content=content)) if type(a) is Build)
    return content, state, build


CONTENT, ASKING, BUILD = _fixtures()
START = s.new_game(1, content=CONTENT)
RECORD = s.Game(1).record()
SAVED = s.to_json(START)
ANSWER = next(a for a in s.legal_actions(ASKING) if type(a) is Answer)


def _session():
    game = s.Game(1, content=CONTENT)
    game.play(BUILD)                    # an action that can be undone
    return game


def _bot():
    return bots.RandomBot(0)


def package_targets() -> list:
    """The names of seastead_rules.__all__ and of seastead_rules.bots."""
    state, t = START, Target
    return [
        t("new_game", lambda: s.new_game, dict(seed=1, sides="AAAA", specialists="A",
                                               decree=None, content=CONTENT, mode="duel",
                                               log=True)),
        t("legal_actions", lambda: s.legal_actions, dict(state=state)),
        t("apply", lambda: s.apply, dict(state=state, action=Dive())),
        t("apply(Build)", lambda: lambda **kw: s.apply(state, Build(**kw)),
          dict(kind=BUILD.kind, flotilla=BUILD.flotilla, location=BUILD.location, using=()),
          covers=(Build,)),
        t("apply(Answer)", lambda: lambda **kw: s.apply(ASKING, Answer(**kw)),
          dict(text=ANSWER.text), covers=(Answer,)),
        t("State.replace", lambda: state.replace, dict(round=2), options=True),
        t("Content.costs_and_tags", lambda: CONTENT.costs_and_tags, dict(side=state.sides[0])),
        t("Content.dive_names", lambda: CONTENT.dive_names, dict(depth="shallows")),
        t("Content.board_costs", lambda: CONTENT.board_costs, dict(sides=state.sides)),
        t("is_over", lambda: s.is_over, dict(state=state)),
        t("score_sheet", lambda: s.score_sheet, dict(state=state)),
        t("load_content", lambda: s.load_content, dict(folder=None, extra=(), replace=False)),
        t("compile_source", lambda: s.compile_source,
          dict(text='decree "X" {}', path="x.sea", vocabulary=None)),
        t("to_json", lambda: s.to_json, dict(state=state)),
        t("from_json", lambda: s.from_json, dict(text=SAVED, content=CONTENT)),
        t("GameRecord.from_json", lambda: s.GameRecord.from_json,
          dict(text=RECORD.to_json())),
        t("replay", lambda: s.replay, dict(record=RECORD, content=CONTENT)),
        t("Game", lambda: s.Game, dict(seed=1, sides="AAAA", specialists="A", decree=None,
                                       content=CONTENT, mode="duel")),
        t("Game.from_record", lambda: s.Game.from_record, dict(record=RECORD,
                                                               content=CONTENT)),
        t("Game.undo_point", lambda: _session().undo_point, dict(players=(0, 1))),
        t("Game.undo_to", lambda: _session().undo_to, dict(players=(0, 1))),
        t("Game.play", lambda: _session().play, dict(action=s.legal_actions(
            _session().state)[0])),
        t("Game.play_bot", lambda: _session().play_bot, dict(bot=_bot())),
        t("observation", lambda: s.observation, dict(state=state, player=0)),
        t("explain_cost", lambda: s.explain_cost, dict(state=state, build=BUILD, player=0)),
        t("why_not", lambda: s.why_not, dict(state=state, action=Dive())),
        t("Playout", lambda: s.Playout, dict(position=state)),
        t("Playout.apply", lambda: s.Playout(state).apply, dict(action=Dive())),
        t("card_text", lambda: s.card_text, dict(item=CONTENT.decrees[0],
                                                 counters=CONTENT.counters)),
        t("sample_state", lambda: s.sample_state, dict(state=s.observation(state, 0),
                                                       player=0, rng=random.Random(1))),
        t("counters", lambda: s.counters, dict(state=state)),
        t("points_scored", lambda: s.points_scored, dict(state=state)),
        # bots
        t("bots.make_bot", lambda: bots.make_bot, dict(spec="random", seed=1)),
        t("bots.RandomBot", lambda: bots.RandomBot, dict(seed=1)),
        t("bots.OneStepBot", lambda: bots.OneStepBot, dict(seed=1)),
        t("bots.GreedyBot", lambda: bots.GreedyBot, dict(seed=1, steps=2, dive_deals=2)),
        t("bots.ISMCTSBot", lambda: bots.ISMCTSBot, dict(
            seed=1, playouts=10, seconds=None, explore=0.7, rollout=2, candidates=None)),
        t("bots.RandomBot.choose", lambda: bots.RandomBot(0).choose,
          dict(state=state, actions=s.legal_actions(state))),
        t("bots.OneStepBot.choose", lambda: bots.OneStepBot(0).choose,
          dict(state=state, actions=s.legal_actions(state))),
        t("bots.GreedyBot.choose", lambda: bots.GreedyBot(0, steps=1).choose,
          dict(state=state, actions=s.legal_actions(state))),
        t("bots.GreedyBot.scores", lambda: bots.GreedyBot(0, steps=1).scores,
          dict(state=state, actions=s.legal_actions(state))),
        t("bots.ISMCTSBot.choose", lambda: bots.ISMCTSBot(0, playouts=2).choose,
          dict(state=state, actions=s.legal_actions(state))),
    ]


def seastead_game_targets() -> list:
    """Seastead as a game of the kernel (seastead_rules.game): SEASTEAD's names."""
    state, g, t = START, SEASTEAD, Target
    opts = dict(sides="AAAA", specialists="A", decree="")
    seen = g.observation(state, 0)
    dealing = g.setup(1, 2, chance="explicit")         # its piles being dealt
    return [
        t("SeasteadGame", lambda: SeasteadGame, dict(content=CONTENT, log=True)),
        t("players_of", lambda: players_of, dict(mode="duel")),
        t("SEASTEAD.setup", lambda: g.setup, dict(seed=1, players=2, chance="seeded", **opts)),
        t("SEASTEAD.to_move", lambda: g.to_move, dict(position=state)),
        t("SEASTEAD.legal_actions", lambda: g.legal_actions, dict(position=state)),
        t("SEASTEAD.apply", lambda: g.apply, dict(state=state, action=Dive())),
        t("SEASTEAD.is_over", lambda: g.is_over, dict(position=state)),
        t("SEASTEAD.returns", lambda: g.returns, dict(position=state)),
        t("SEASTEAD.observation", lambda: g.observation, dict(position=state, player=0)),
        t("SEASTEAD.sample", lambda: g.sample, dict(observation=seen, player=0,
                                                    rng=random.Random(1))),
        t("SEASTEAD.observation_string", lambda: g.observation_string,
          dict(state=state, player=0)),
        t("SEASTEAD.describe", lambda: g.describe, dict(state=state)),
        t("SEASTEAD.chance_outcomes", lambda: g.chance_outcomes, dict(position=state)),
        t("SEASTEAD.seeded_outcome", lambda: g.seeded_outcome, dict(position=dealing)),
        t("SEASTEAD.chance_history", lambda: g.chance_history, dict(position=dealing)),
        t("SEASTEAD.observer", lambda: g.observer,
          dict(players=2, view="player", recall=False, **opts), options=True),
        t("SeasteadTensors.string", lambda: g.tensors(2).string,
          dict(position=state, player=0)),
        t("SEASTEAD.check", lambda: g.check, dict(state=state)),
        t("SEASTEAD.to_json", lambda: g.to_json, dict(state=state)),
        t("SEASTEAD.from_json", lambda: g.from_json, dict(text=SAVED)),
        t("SEASTEAD.playout", lambda: g.playout, dict(state=state)),
        t("SEASTEAD.actions", lambda: g.actions, dict(players=2, **opts), options=True),
        t("SEASTEAD.tensors", lambda: g.tensors, dict(players=2, **opts), options=True),
        t("SEASTEAD.bounds", lambda: g.bounds, dict(players=2, **opts), options=True),
        t("SEASTEAD.actions().index", lambda: g.actions(2).index,
          dict(position=state, action=Dive())),
        t("SEASTEAD.actions().action", lambda: g.actions(2).action,
          dict(position=state, i=g.actions(2).index(state, Dive()), actions=None)),
        t("SEASTEAD.actions().legal", lambda: g.actions(2).legal, dict(position=state)),
        t("SEASTEAD.actions().describe", lambda: g.actions(2).describe, dict(i=0)),
        t("SeasteadTensors", lambda: SeasteadTensors, dict(content=CONTENT)),
        t("SEASTEAD.tensors().write", lambda: g.tensors(2).write,
          dict(position=state, player=0)),
        t("SEASTEAD.tensors().writer", lambda: g.tensors(2).writer, dict(player=0)),
        t("SEASTEAD.tensors().writer().tensor", lambda: g.tensors(2).writer(0).tensor,
          dict(t=state)),
    ]


def seastead_ai_targets() -> list:
    """Seastead's AI functions (seastead_rules.ai.encode) and environments (PettingZoo,
    Gymnasium, the game the environments play; OpenSpiel's is with the frameworks')."""
    from seastead_rules.ai import encode, env, gym, pettingzoo
    state, t = START, Target
    opts = dict(sides="AAAA", specialists="A", decree=None, mode="duel", content=CONTENT)

    def aec():
        e = pettingzoo.env(**opts)
        e.reset(seed=1)
        return e

    def gym_env():
        e = gym.SeasteadEnv(opponent="random", **opts)
        e.reset(seed=1)
        return e

    index = encode.action_index(state, Dive())
    return [
        t("encode.num_distinct_actions", lambda: encode.num_distinct_actions,
          dict(content=CONTENT)),
        t("encode.action_index", lambda: encode.action_index, dict(state=state,
                                                                   action=Dive())),
        t("encode.action_from_index", lambda: encode.action_from_index,
          dict(state=state, index=index)),
        t("encode.legal_action_indices", lambda: encode.legal_action_indices,
          dict(state=state)),
        t("encode.legal_action_mask", lambda: encode.legal_action_mask, dict(state=state)),
        t("encode.describe_action", lambda: encode.describe_action,
          dict(index=index, content=CONTENT)),
        t("encode.observation_size", lambda: encode.observation_size, dict(content=CONTENT)),
        t("encode.observation_tensor", lambda: encode.observation_tensor,
          dict(state=state, player=0, out=None)),
        t("encode.observation_string", lambda: encode.observation_string,
          dict(state=state, player=0)),
        t("encode.information_state_string", lambda: encode.information_state_string,
          dict(state=state, player=0)),
        t("encode.action_space", lambda: encode.action_space, dict(content=CONTENT)),
        t("encode.tensor_layout", lambda: encode.tensor_layout, dict(content=CONTENT)),
        t("env.env_setup", lambda: env.env_setup, opts),
        t("env.EnvGame", lambda: env.EnvGame, opts),
        t("pettingzoo.env", lambda: pettingzoo.env, dict(render_mode=None, **opts),
          options=True),
        t("pettingzoo.SeasteadAEC", lambda: pettingzoo.SeasteadAEC,
          dict(render_mode=None, **opts)),
        t("pettingzoo.SeasteadAEC.step", lambda: aec().step, dict(action=index)),
        t("pettingzoo.SeasteadAEC.observe", lambda: aec().observe, dict(agent="blue")),
        t("gym.SeasteadEnv", lambda: gym.SeasteadEnv, dict(
            opponent="random", seat=0, render_mode=None, **opts)),
        t("gym.SeasteadEnv.reset", lambda: gym.SeasteadEnv(opponent="random").reset,
          dict(seed=1, options=None)),
        t("gym.SeasteadEnv.step", lambda: gym_env().step, dict(action=index)),
    ] + _openspiel_targets()


def _openspiel_targets() -> list:
    """Seastead's OpenSpiel game: its own names (the kernel's are walked with the
    frameworks', its parameters with pyspiel.load_game's)."""
    import pyspiel
    from api_targets_kernel import SPIEL_BAD

    from seastead_rules.ai import openspiel  # (registers python_seastead)
    game = pyspiel.load_game("python_seastead", {"seeds": 10})
    state = game.new_initial_state()
    state.apply_action(1)
    return [
        Target("pyspiel.load_game(python_seastead)",
               lambda: lambda **params: pyspiel.load_game("python_seastead", params),
               dict(sides="AAAA", specialists="A", mode="duel", decree="", seeds=10, extra=""),
               bad=SPIEL_BAD, verdicts=(pyspiel.SpielError,), covers=(openspiel.SeasteadGame,)),
        Target("openspiel.SeasteadGame.history_string", lambda: game.history_string,
               dict(state=state, player=0)),
        Target("openspiel.SeasteadGame.check_saved", lambda: game.check_saved,
               dict(state=state.game_state)),
        Target("openspiel.SeasteadGame.seen_step", lambda: game.seen_step,
               dict(before=state.game_state, after=state.game_state, player=0,
                    step=(1, 0))),
    ]
