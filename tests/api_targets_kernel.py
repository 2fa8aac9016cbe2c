"""The kernel's public callables, Liar's Dice's, and the framework adapters', for the walk
of bad arguments (tests/api_walk.py), each with good arguments.

Not walked: `kernel.rng`, `kernel.saves`, `kernel.reading` and `kernel.rules` are a
game's building blocks, called by the game's own code with values it made (a player's
text reaches them only through `from_json`, which is walked); records (`Bounds`,
`Setup`, `Challenge`, Liar's Dice's `State`) are made by the walked functions."""

from __future__ import annotations

import random

from api_walk import Target

from seastead_rules.kernel import (
    arena,
    bots,
    checks,
    codecs,
    content_tools,
    env,
    machine,
    paired,
    playout,
    protocol,
    records,
)
from seastead_rules.liars_dice import GAME, Bid, Liar, LiarsDice

__all__ = ["kernel_targets", "liars_dice_targets", "framework_targets", "SKIPPED",
           "SPIEL_BAD"]

SKIPPED = {
    "Observer": "a protocol class (a game's observers are walked)",
    "Observer.write": "a protocol method (a game's observers are walked)",
    "Observer.string": "a protocol method (a game's observers are walked)",
    "GameEntry": "a record of the registry",
    "Roll": "a chance outcome record (walked through GAME.apply)",
    "Opens": "a chance outcome record (walked through GAME.apply)",
    # name: why it is not walked
    "Game": "a protocol: its names are walked on each game", "Playout": "a protocol",
    "ActionCodec": "a protocol", "TensorCodec": "a protocol", "TensorWriter": "a protocol",
    "Bounds": "a record a game's bounds make", "Seat": "a record of an arena's report",
    "Match": "a record of an arena's report", "ArenaReport": "a record arena makes",
    "Points": "a record of an arena's report", "Place": "a record of an arena's report",
    "Setup": "a record of the state machine",
    "GameMachine": "a hypothesis state machine: hypothesis calls its rules",
    "MachineTestCase": "a hypothesis state machine's test case",
    "Session": "the base of the sessions: Seastead's Game (walked) and the table's "
               "KernelSession build on it and check what they are given",
    "State": "a record: GAME.setup, apply and from_json make States (walked)",
    "Challenge": "a record of a State",
    "KernelSpielGame.configure": "called by the game with OpenSpiel's parameters (walked "
                                 "through pyspiel.load_game)",
    "KernelSpielGame.parameters": "takes nothing (a classmethod)",
    "KernelSpielGame.chance": "called by the adapter's states with the game's own chance "
                              "outcomes",
    "KernelSpielGame.outcome_id": "called by the adapter's states with the game's own chance "
                                  "outcomes",
    "KernelSpielState.legal_actions": "OpenSpiel's State.legal_actions, answered in Python "
                                      "(walked through apply_action)",
    "Policy.choose": "calls your function: what it raises is yours",
    "ContentTools": "a protocol: each game's tools are walked through the commands "
                    "and tests that use them (tests/test_content_tools.py)",
    **{f"ContentTools.{m}": "a protocol method" for m in (
        "vocabulary", "compile_items", "check", "entries", "describe", "sources")},
    "ItemEntry": "a record the tools make", "GameOfPath": "a record find_game makes",
}

START = GAME.setup(1, 3)
DEALING = GAME.setup(1, 3, chance="explicit")     # at a chance decision
BID = GAME.apply(START, Bid(2, 3))
SAVED = GAME.to_json(BID)
RECORD = records.record_of(GAME, 1, 3, {"dice": 5}, [Bid(2, 3)])
OPTS = dict(dice=2, wild="ones")
SPIEL_BAD = (-1, 0, 7, 1 << 30, True, 2.5, "", "no such", "/no/such/file.sea")
"""The bad values of a parameter of pyspiel.load_game: OpenSpiel's own check refuses a
value of the wrong kind (SpielError) and gives our code the others."""


def kernel_targets() -> list:
    """The names of the kernel package and of its modules a user calls."""
    t = Target
    rows = paired.play_pairs(GAME, [OPTS, {**OPTS, "wild": "none"}], 2, players=2)
    return [
        t("declared_name", lambda: content_tools.declared_name,
          dict(text='game "Seastead" { players 1 to 2 }')),
        t("tools_named", lambda: content_tools.tools_named, dict(name="deep_sea")),
        t("find_game", lambda: content_tools.find_game, dict(path="content/deep_sea")),
        t("tools_for", lambda: content_tools.tools_for,
          dict(path="content/deep_sea", game="deep_sea")),
        t("chance_mode", lambda: protocol.chance_mode, dict(chance="explicit")),
        t("setup_options", lambda: protocol.setup_options,
          dict(game=GAME, players=2, options={"dice": 3})),
        t("check_game", lambda: checks.check_game,
          dict(game=GAME, players=2, seeds=(0,), samples=1, explicit_chance=False, dice=1),
          options=True,
          verdicts=(AssertionError,)),
        t("StatePlayout", lambda: playout.StatePlayout, dict(game=GAME, state=START)),
        t("EnvGame", lambda: env.EnvGame, dict(game=GAME, players=3, **OPTS), options=True),
        t("EnvGame.reset", lambda: env.EnvGame(GAME, 3).reset, dict(seed=1)),
        t("EnvGame.start", lambda: env.EnvGame(GAME, 3).start, dict(state=START)),
        t("EnvGame.mask", lambda: _table().mask, dict(player=0)),
        t("EnvGame.observe", lambda: _table().observe, dict(player=0)),
        t("EnvGame.observation", lambda: _table().observation, dict(player=0)),
        t("EnvGame.step", lambda: _table().step, dict(index=0)),
        t("EnvGame.apply", lambda: _table().apply, dict(action=Bid(1, 1))),
        t("StatePlayout.apply", lambda: playout.StatePlayout(GAME, START).apply,
          dict(action=Bid(1, 1))),
        t("PlainWriter", lambda: codecs.PlainWriter, dict(codec=GAME.tensors(3), player=0)),
        t("PlainWriter.tensor", lambda: codecs.PlainWriter(GAME.tensors(3), 0).tensor,
          dict(position=START)),
        t("OptionActions", lambda: codecs.OptionActions, dict(game=GAME, size=91)),
        t("OptionActions.legal", lambda: codecs.OptionActions(GAME, 91).legal,
          dict(position=START)),
        t("OptionActions.index", lambda: codecs.OptionActions(GAME, 91).index,
          dict(position=START, action=Bid(1, 1))),
        t("OptionActions.action", lambda: codecs.OptionActions(GAME, 91).action,
          dict(position=START, index=0)),
        t("OptionActions.describe", lambda: codecs.OptionActions(GAME, 91).describe,
          dict(index=0)),
        t("arena.arena", lambda: arena.arena, dict(
            game=GAME, bots=["random", "random"], games=2, seed=0, players=2,
            bot_factories=None, progress=None, **OPTS), options=True),
        t("arena.points", lambda: arena.points, dict(values=[1.0, 2.5, 4.0])),
        t("bots.RandomBot", lambda: bots.RandomBot, dict(game=GAME, seed=1)),
        t("bots.RandomBot.choose", lambda: bots.RandomBot(GAME).choose,
          dict(state=START, actions=GAME.legal_actions(START))),
        t("bots.ISMCTSBot", lambda: bots.ISMCTSBot, dict(
            game=GAME, seed=1, playouts=5, seconds=None, explore=0.7, rollout=None,
            policy=None, judge=None, shortlist=None, returns_range=None)),
        t("bots.ISMCTSBot.choose", lambda: bots.ISMCTSBot(GAME, playouts=5).choose,
          dict(state=START, actions=GAME.legal_actions(START))),
        t("bots.make_bot", lambda: bots.make_bot, dict(game=GAME, spec="ismcts:5p",
                                                       seed=1, bots=None)),
        t("bots.bot_name", lambda: bots.bot_name, dict(spec="ismcts:5p")),
        t("records.GameRecord", lambda: records.GameRecord, dict(
            game="liars_dice", players=3, options={"dice": 5}, seed=1, actions=("bid 2 threes",),
            chance="seeded")),
        t("records.GameRecord.from_json", lambda: records.GameRecord.from_json,
          dict(text=RECORD.to_json())),
        t("records.record_of", lambda: records.record_of, dict(
            game=GAME, seed=1, players=3, options={"dice": 5}, actions=[Bid(2, 3)],
            chance="seeded")),
        t("records.replay", lambda: records.replay, dict(game=GAME, record=RECORD)),
        t("paired.wilson", lambda: paired.wilson, dict(wins=3, n=10, z=1.96)),
        t("paired.paired", lambda: paired.paired,
          dict(without=[1.0, 0.0, 1.0], with_=[0.0, 1.0, 1.0], z=1.96, limit=None)),
        t("paired.rate", lambda: paired.rate, dict(wins=3, n=10, baseline=None)),
        t("paired.win_shares", lambda: paired.win_shares,
          dict(returns=(1.0, -1.0), bounds=None)),
        t("paired.play_pairs", lambda: paired.play_pairs, dict(
            game=GAME, arms=[OPTS, {**OPTS, "wild": "none"}], pairs=1, seed=0,
            bots=("random", "random"), players=2, workers=1, bot_factories=None)),
        t("paired.play_game", lambda: paired.play_game, dict(
            game=GAME, options=OPTS, bots=("random", "random"), seed=1, rotation=0,
            players=2, bot_factories=None)),
        t("paired.compare", lambda: paired.compare,
          dict(rows=rows, bot=0, before=0, after=1)),
        t("machine.machine_settings", lambda: machine.machine_settings, dict(parent=None)),
    ]


def _table():
    table = env.EnvGame(GAME, 3)
    table.reset(1)
    return table


def liars_dice_targets() -> list:
    """Liar's Dice's names: GAME's methods, its codecs and playout, and its actions."""
    g, t = GAME, Target
    seen = g.observation(BID, 0)
    return [
        t("LiarsDice", lambda: LiarsDice, {}),
        t("GAME.setup", lambda: g.setup, dict(seed=1, players=3, chance="seeded", **OPTS),
          options=True),
        t("GAME.to_move", lambda: g.to_move, dict(position=BID)),
        t("GAME.legal_actions", lambda: g.legal_actions, dict(position=BID)),
        t("GAME.apply", lambda: g.apply, dict(state=BID, action=Liar())),
        t("GAME.apply(Bid)", lambda: lambda **kw: g.apply(BID, Bid(**kw)),
          dict(quantity=3, face=3), covers=(Bid,)),
        t("GAME.is_over", lambda: g.is_over, dict(position=BID)),
        t("GAME.returns", lambda: g.returns, dict(position=BID)),
        t("GAME.observation", lambda: g.observation, dict(position=BID, player=0)),
        t("GAME.sample", lambda: g.sample, dict(observation=seen, player=0,
                                                rng=random.Random(1))),
        t("GAME.check", lambda: g.check, dict(state=BID)),
        t("GAME.to_json", lambda: g.to_json, dict(state=BID)),
        t("GAME.from_json", lambda: g.from_json, dict(text=SAVED)),
        t("GAME.playout", lambda: g.playout, dict(state=BID)),
        t("GAME.actions", lambda: g.actions, dict(players=3, **OPTS), options=True),
        t("GAME.tensors", lambda: g.tensors, dict(players=3, **OPTS), options=True),
        t("GAME.bounds", lambda: g.bounds, dict(players=3, **OPTS), options=True),
        t("GAME.observation_string", lambda: g.observation_string,
          dict(state=BID, player=0)),
        t("GAME.describe", lambda: g.describe, dict(state=BID)),
        t("GAME.chance_outcomes", lambda: g.chance_outcomes, dict(position=DEALING)),
        t("GAME.seeded_outcome", lambda: g.seeded_outcome, dict(position=DEALING)),
        t("GAME.chance_history", lambda: g.chance_history, dict(state=BID)),
        t("GAME.observer", lambda: g.observer,
          dict(players=3, view="player", recall=False, **OPTS), options=True),
        t("GAME.actions().index", lambda: g.actions(3).index,
          dict(position=BID, action=Liar())),
        t("GAME.actions().action", lambda: g.actions(3).action,
          dict(position=BID, index=g.actions(3).size - 1)),
        t("GAME.actions().legal", lambda: g.actions(3).legal, dict(position=BID)),
        t("GAME.actions().describe", lambda: g.actions(3).describe, dict(index=0)),
        t("GAME.tensors().write", lambda: g.tensors(3).write,
          dict(position=BID, player=0)),
        t("GAME.tensors().writer", lambda: g.tensors(3).writer, dict(player=0)),
        t("GAME.playout().apply", lambda: g.playout(BID).apply, dict(action=Liar())),
        t("Bid.beats", lambda: Bid(2, 3).beats, dict(other=Bid(1, 3))),
    ]


def framework_targets() -> list:
    """The kernel's OpenSpiel, PettingZoo and Gymnasium adapters playing Liar's Dice, and
    Seastead's OpenSpiel game."""
    import pyspiel

    from seastead_rules.kernel import gym, openspiel, pettingzoo
    t = Target
    name = openspiel.register(GAME)
    spiel = pyspiel.load_game(name, {"players": 3})

    def dealt():
        state = spiel.new_initial_state()
        while state.is_chance_node():       # the dice dealt: a chance outcome each
            state.apply_action(state.chance_outcomes()[0][0])
        return state

    def aec(reset=True):
        e = pettingzoo.env(GAME, players=3, **OPTS)
        if reset:
            e.reset(seed=1)
        return e

    def gym_env(reset=True):
        e = gym.GameEnv(GAME, opponent="random", players=3, **OPTS)
        if reset:
            e.reset(seed=1)
        return e

    return [
        t("openspiel.register", lambda: openspiel.register,
          dict(game=GAME, short_name=None)),
        t("openspiel.register_class", lambda: openspiel.register_class,
          dict(cls=type(spiel))),
        t("pyspiel.load_game(python_liars_dice)",
          lambda: lambda **params: pyspiel.load_game(name, params),
          dict(players=3, dice=5, wild="ones"), bad=SPIEL_BAD,
          verdicts=(pyspiel.SpielError,), covers=(openspiel.KernelSpielGame,)),
        t("KernelSpielGame.deserialize_state", lambda: spiel.deserialize_state,
          dict(text=dealt().serialize())),
        t("KernelSpielGame.make_py_observer", lambda: spiel.make_py_observer,
          dict(iig_obs_type=None, params=None), covers=(openspiel.KernelObserver,)),
        t("KernelSpielGame.history_string", lambda: spiel.history_string,
          dict(state=dealt(), player=0)),
        t("KernelSpielGame.check_saved", lambda: spiel.check_saved, dict(state=START)),
        t("KernelSpielGame.seen_step", lambda: spiel.seen_step,
          dict(before=START, after=START, player=0, step=(0, 1))),
        t("KernelSpielGame.seen_observer", lambda: spiel.seen_observer, {}),
        t("KernelSpielGame.recall_digest", lambda: spiel.recall_digest,
          dict(state=dealt(), player=0)),
        # (OpenSpiel hands our code only ints: pybind11 refuses anything else, and
        # OpenSpiel itself -1, first)
        t("KernelSpielState.apply_action", lambda: lambda action: dealt().apply_action(action),
          dict(action=dealt().legal_actions()[0]), bad=(-1, 1 << 30, spiel.num_distinct_actions()),
          verdicts=(pyspiel.SpielError,), covers=(openspiel.KernelSpielState,)),
        t("KernelSpielState.resample_from_infostate",
          lambda: dealt().resample_from_infostate,
          dict(player_id=0, probability_sampler=random.Random(1))),
        t("KernelObserver.set_from", lambda: spiel.make_py_observer().set_from,
          dict(state=dealt(), player=0)),
        t("KernelObserver.string_from", lambda: spiel.make_py_observer().string_from,
          dict(state=dealt(), player=0)),
        t("pettingzoo.env", lambda: pettingzoo.env, dict(
            game=GAME, players=3, render_mode=None, agents=None, **OPTS), options=True,
          covers=(pettingzoo.GameAEC,)),
        t("pettingzoo.GameAEC.reset", lambda: aec(False).reset, dict(seed=1, options=None)),
        t("pettingzoo.GameAEC.step", lambda: aec().step, dict(action=0)),
        t("pettingzoo.GameAEC.observe", lambda: aec().observe, dict(agent="player_0")),
        t("pettingzoo.GameAEC.last", lambda: aec().last, dict(observe=True)),
        t("pettingzoo.GameAEC.observation_space", lambda: aec().observation_space,
          dict(agent="player_0")),
        t("pettingzoo.GameAEC.action_space", lambda: aec().action_space,
          dict(agent="player_0")),
        t("gym.GameEnv", lambda: gym.GameEnv, dict(
            game=GAME, opponent="random", seat=0, players=3, render_mode=None,
            bot_factories=None, **OPTS), options=True),
        t("gym.GameEnv.reset", lambda: gym_env(False).reset, dict(seed=1, options=None)),
        t("gym.GameEnv.step", lambda: gym_env().step, dict(action=0)),
        t("gym.register", lambda: gym.register, dict(game=GAME, env_id=None)),
        t("gym.Policy", lambda: gym.Policy, dict(function=lambda state, actions: actions[0])),
        t("gym.opponent_maker", lambda: gym.opponent_maker,
          dict(game=GAME, opponent="random", bot_factories=None)),
    ]
