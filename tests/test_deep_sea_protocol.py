"""Endeavor: Deep Sea through every name of the kernel's protocol with its shipped
content: check_game for 1 to 4 players and co-op, what each player sees and samples of
it, saves (damaged or changed ones refused), the codecs, and the terminal game."""

from __future__ import annotations

import io
import json
import random

import pytest

from seastead_rules import IllegalAction, SaveFileError
from seastead_rules.deep_sea import GAME, Pick
from seastead_rules.deep_sea.hidden import HIDDEN
from seastead_rules.kernel.checks import check_game


def _played(seed: int, players: int, steps: int, **options):
    state, rng = GAME.setup(seed=seed, players=players, **options), random.Random(seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    return state


def test_deep_sea_keeps_the_protocols_promises_for_one_to_four_players():
    check_game(GAME, players=[1, 2, 4], seeds=(0,), explicit_chance=False)


def test_coop_and_the_second_scenario_keep_the_protocols_promises():
    check_game(GAME, players=[1, 3], seeds=(1,), explicit_chance=False, mode="coop",
               scenario="Warm Currents")


def test_face_down_piles_are_hidden_from_every_player():
    state = _played(3, 3, 20)
    seen = GAME.observation(state, 0)
    assert all(z == HIDDEN for z in seen.token_supply + seen.deck)
    assert all(t == HIDDEN for _, tokens in seen.dives for t in tokens)
    assert all(p[1:] == (HIDDEN,) * (len(p) - 1) for p in seen.pockets)
    assert seen.rng < 0 and seen.seed == 0


def test_a_board_put_back_by_a_discover_is_known_to_its_discoverer_only():
    for seed in range(40):
        state = _played(seed, 2, 120)
        if state.seen:
            zone, who = state.seen[0]
            if any(zone in stack for stack in state.stacks):
                mine = GAME.observation(state, who)
                theirs = GAME.observation(state, 1 - who)
                assert any(zone in stack for stack in mine.stacks)
                assert not any(zone in stack for stack in theirs.stacks)
                return
    pytest.fail("no game put a board back")


def test_a_sample_deals_the_hidden_piles_anew_and_looks_the_same():
    state = _played(5, 3, 30)
    seen = GAME.observation(state, 1)
    dealt = GAME.sample(seen, 1, random.Random(2))
    assert GAME.observation(dealt, 1) == seen
    assert dealt.token_supply != state.token_supply or dealt.deck != state.deck


def test_an_observation_is_not_played_on():
    state = _played(5, 2, 5)
    seen = GAME.observation(state, GAME.to_move(state))
    with pytest.raises(IllegalAction, match="not a game to play on"):
        GAME.apply(seen, GAME.legal_actions(seen)[0])


def test_a_save_comes_back_equal_at_every_step():
    state, rng = GAME.setup(seed=11, players=2, mode="coop"), random.Random(11)
    while not GAME.is_over(state):
        assert GAME.from_json(GAME.to_json(state)) == state
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert GAME.from_json(GAME.to_json(state)) == state


def test_a_damaged_save_names_the_field():
    data = json.loads(GAME.to_json(_played(2, 2, 10)))
    data["state"]["round"] = "two"
    with pytest.raises(SaveFileError, match=r"\$\.state\.round: expected int"):
        GAME.from_json(json.dumps(data))


def test_a_save_that_changes_a_printed_reward_is_refused():
    data = json.loads(GAME.to_json(_played(2, 2, 10)))
    hexes = data["state"]["impact"]["spec"]["hexes"]
    hexes[0]["reward"] = [{"@": "Research", "amount": 12, "src": ""}]
    with pytest.raises(SaveFileError, match="Impact board is not the scenario's"):
        GAME.from_json(json.dumps(data))


def test_a_save_that_breaks_the_rules_is_refused():
    data = json.loads(GAME.to_json(_played(2, 2, 10)))
    data["state"]["token_supply"] = data["state"]["token_supply"][1:]
    with pytest.raises(SaveFileError, match="dive tokens not conserved"):
        GAME.from_json(json.dumps(data))


def test_an_action_id_is_the_answers_place_and_the_tensor_says_the_question():
    state = _played(4, 3, 12)
    codec, tensors = GAME.actions(3), GAME.tensors(3)
    ids, actions = codec.legal(state)
    assert [codec.action(state, i) for i in ids] == list(actions)
    tensor = tensors.write(state, 0)
    assert tensor.shape == tensors.shape and 0 <= tensor.min() and tensor.max() <= 1
    assert GAME.bounds(3).max_length > 0


@pytest.mark.parametrize("setting", [["--players", "1", "--option", "mode=coop"],
                                     ["--players", "3"]], ids=["solo", "three players"])
def test_the_terminal_game_plays_deep_sea_within_80_columns(setting):
    from seastead_rules.cli.command import _parser
    from seastead_rules.cli.commands import play
    args = _parser().parse_args(["play", "--game", "deep_sea", *setting,
                                 "--human", "0", "--seed", "3", "--bot", "random"])
    out = io.StringIO()
    assert play(args, out, io.StringIO("1\n" * 400)) == 0
    text = out.getvalue()
    assert "Game over" in text and "score pads" in text
    # (the person's answer would end the prompt's line: it is not echoed here)
    lines = text.replace("q to leave): ", "q to leave):\n").splitlines()
    assert max(len(line) for line in lines) <= 80


def test_an_answer_that_is_no_option_is_refused_with_the_options():
    state = GAME.setup(seed=1, players=2)
    with pytest.raises(IllegalAction, match="not an option"):
        GAME.apply(state, Pick("fly to the moon"))


def test_a_changed_component_plays_in_a_paired_test_and_its_save_names_it():
    from seastead_rules.kernel.paired import compare, play_pairs
    change = 'token "Current" research 3 copies 8 { travel with technology +2 }'
    rows = play_pairs(GAME, [{}, {"changes": change}], pairs=2, bots=("random", "random"))
    assert compare(rows, bot=0)["change"]["n"] == 2
    state = GAME.setup(seed=1, players=2, changes=change)
    assert GAME.from_json(GAME.to_json(state)).content.changes == change


def test_a_change_that_does_not_compile_is_refused_at_setup():
    from seastead_rules import ContentError
    with pytest.raises(ContentError, match="unknown track 'ingenuty'"):
        GAME.setup(seed=1, players=2, changes='token "T" research 1 copies 2 '
                                              '{ advance ingenuty }')


def test_a_sample_never_deals_back_a_setback_already_drawn():
    # p. 16: a setback takes effect and is discarded; the stack holds only those unseen.
    sampled = 0
    for seed in range(4):
        for players in (1, 2):
            state = GAME.setup(seed=seed, players=players, mode="coop")
            rng = random.Random(seed)
            while not GAME.is_over(state):
                if state.setbacks_drawn:
                    for player in range(players):
                        seen = GAME.observation(state, player)
                        assert seen.setbacks_drawn == state.setbacks_drawn
                        dealt = GAME.sample(seen, player, random.Random(sampled))
                        assert not set(dealt.coop_stack) & set(state.setbacks_drawn)
                        assert GAME.observation(dealt, player) == seen
                        sampled += 1
                state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    assert sampled > 100


def test_a_save_with_a_drawn_setback_still_in_the_coop_stack_is_refused():
    state = GAME.setup(seed=0, players=1, mode="coop")
    data = json.loads(GAME.to_json(state))
    data["state"]["setbacks_drawn"] = [data["state"]["coop_stack"][-1]]
    with pytest.raises(SaveFileError, match="a co-op card is in two places"):
        GAME.from_json(json.dumps(data))


def test_a_save_of_the_format_before_setbacks_drawn_is_refused_by_its_version():
    data = json.loads(GAME.to_json(GAME.setup(seed=0, players=1, mode="coop")))
    data["version"] = 1
    with pytest.raises(SaveFileError, match="version 1 is not supported"):
        GAME.from_json(json.dumps(data))
