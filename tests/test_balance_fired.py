"""What "fired" means in a balance report, for every kind of content line: the line's
effect or hook changed the game or was offered to a player, once per occasion. Each test
builds a position for its kind of line and plays it."""

from __future__ import annotations

import random

import pytest
from support import scenario, texts

import seastead_rules as s
from seastead_rules.balance.change import watched_lines
from seastead_rules.balance.fired import FiredLines
from seastead_rules.lang.compiler import shipped_vocabulary
from seastead_rules.model.content import shipped_sources
from seastead_rules.model.names import CONTRACT

RICH = {"kelp": 3, "metal": 3, "fish": 3, "artifact": 3}

YARD = '''side "Test Yard" tile 1 face A {
    location 0 cost 1 points 0 { if your kelp > 10 { take 1 fish } }
    location 1 cost 1 points 1 { take 2 fish }
    location 2 cost 1 points 1 {
        repeat up to 3 {
            take 1 kelp
        }
    }
    location 3 cost 1 points 2 { score 2 }
    location 4 cost 1 points 2 { look 3 dive { rest to top in any order } }
    location 5 cost 1 points 3 { give 1 any }
}
'''


def _content(text: str, replace: bool = False):
    return s.load_content(extra=[("t.sea", text)], replace=replace)


def _watch(content) -> dict:
    return watched_lines(s.load_content(), content)


def _play(game, first, *answers, watch=None, until=None):
    """Play `first`, then answer the test card's questions with `answers` (others: the
    first option) until the turn question comes back (or `until` is met, or the game is
    over); the fired counts and the game."""
    lines = FiredLines(game.content, watch or _watch(game.content))
    answers, choice = list(answers), first
    while True:
        legal = s.legal_actions(game)
        found = [a for a in legal if choice is None and a == legal[0] or str(a) == choice]
        assert found, f"{choice!r} is not one of {[str(a) for a in legal]}"
        after = s.apply(game, found[0])
        lines.step(game, found[0], legal, after)
        game = after
        if game.over:
            lines.finish(game)
            return lines.fired, game
        if (until or (lambda g: g.decision.kind == "turn"))(game):
            return lines.fired, game
        src = getattr(game.decision.op, "src", "") or ""
        choice = answers.pop(0) if src.startswith("t.sea") and answers else None


def _yard(location: int, *answers):
    game = scenario(content_=_content(YARD, replace=True), player0=RICH)
    return _play(game, f"build shipyard at flotilla 1 location {location}", *answers)


def test_a_location_whose_effect_can_never_act_never_fires_though_the_build_was_paid():
    fired, game = _yard(0)
    assert any(e.src == "t.sea:2" for e in game.log.entries())     # the payment's line
    assert fired == {}


def test_a_location_effect_fires_once_for_the_build_that_ran_it():
    fired, _ = _yard(1)
    assert fired == {"t.sea:3": [1, 0]}


def test_repeat_up_to_fires_once_when_its_body_ran_and_so_does_the_body():
    fired, game = _yard(2, "yes", "yes", "no")
    assert [e.src for e in game.log.entries()].count("t.sea:6") == 2     # the body ran twice
    assert fired == {"t.sea:4": [1, 0], "t.sea:5": [1, 0], "t.sea:6": [1, 0]}


@pytest.mark.parametrize("location, line", [(3, "t.sea:9"), (4, "t.sea:10"), (5, "t.sea:11")])
def test_score_look_and_give_fire_once_for_the_build_however_many_questions(location, line):
    fired, _ = _yard(location)
    assert fired == {line: [1, 0]}


def _decree_game(text: str, **given):
    content = _content(text)
    return scenario(sides="BBBB", decree=content.decrees[-1].name, content_=content, **given)


CHEAP = 'decree "Cheap Yards" {\n    modify build-cost -1 if building is shipyard\n}\n'


def test_a_cost_modify_fires_on_the_turn_it_made_a_build_cheaper():
    game = _decree_game(CHEAP, player0=RICH)
    shipyard = [str(a) for a in s.legal_actions(game) if str(a).startswith("build shipyard")][0]
    assert _play(game, shipyard)[0] == {"t.sea:2": [1, 0]}
    port = [str(a) for a in s.legal_actions(game) if str(a).startswith("build port")][0]
    assert _play(game, port)[0] == {}
    assert _play(game, "dive")[0] == {}


SCORING = 'decree "Clean Sweep" {\n    modify cleanup-points +1 if your cleanup > 1\n}\n'


def test_a_scoring_modify_fires_at_the_end_for_each_player_whose_score_it_changed():
    game = _decree_game(SCORING, cleanup0=2, cleanup1=1)
    lines = FiredLines(game.content, _watch(game.content))
    lines.finish(game.replace(over=True))
    assert lines.fired == {"t.sea:2": [1, 0]}        # orange's one token scores as before


DRY = 'decree "Dry Spell" {\n    forbid dive if your kelp > 0\n}\n'


def test_a_forbid_fires_on_the_turn_it_took_something_away():
    game = _decree_game(DRY, player0={"kelp": 1})
    assert "dive" not in texts(game)
    assert _play(game, texts(game)[0])[0] == {"t.sea:2": [1, 0]}


def test_a_forbid_that_took_nothing_away_does_not_fire():
    game = _decree_game(DRY)
    assert _play(game, "dive")[0] == {}


OPEN = 'decree "Open Harbour" {\n    permit build-on-locked\n}\n'


@pytest.mark.parametrize("held, times", [(RICH, 1), ({}, 0)])
def test_a_permit_fires_on_the_turns_it_offered_what_the_rules_refuse(held, times):
    game = _decree_game(OPEN, player0=held, locked=2)
    on_locked = [a for a in s.legal_actions(game) if getattr(a, "flotilla", 0) == 2]
    assert bool(on_locked) == bool(times)
    fired, _ = _play(game, "dive")
    assert fired == ({"t.sea:2": [times, 0]} if times else {})


SPY = ('specialist "Spy" set B type either points 1 {\n'
       '    react to opponent build { take 1 metal }\n}\n')


def test_a_reaction_fires_once_for_each_use():
    content = _content(SPY)
    game = scenario(sides="BBBB", content_=content, player0=RICH, specialists1=("Spy",),
                    specialists="AB")
    build = [str(a) for a in s.legal_actions(game) if str(a).startswith("build shipyard")][0]
    fired, game = _play(game, build, "use Spy")
    used = [e for e in game.log.entries() if e.src == "t.sea:2"]
    assert len(used) == 2                       # the card exhausted, then the metal
    assert fired == {"t.sea:2": [0, 1]}


HOOK = ('decree "Busy Docks" {\n    when you build {\n        cleanup 1\n    }\n'
        '    when you build {\n        if your kelp > 10 { cleanup 1 }\n    }\n}\n')


def test_a_when_hook_fires_when_its_block_did_something():
    game = _decree_game(HOOK, player0=RICH)
    build = [str(a) for a in s.legal_actions(game) if str(a).startswith("build shipyard")][0]
    assert _play(game, build)[0] == {"t.sea:2": [1, 0], "t.sea:3": [1, 0]}
    assert _play(game, "dive")[0] == {}


TIDES = ('decree "Little Tides" {\n    counter tide shared from 0 to 4\n'
         '    when anyone build { add 1 tide }\n'
         '    when tide reaches 2 { cleanup 1; set tide to 0 }\n}\n')


def test_counter_lines_fire_when_they_changed_the_count_or_reached_it():
    game = _decree_game(TIDES, player0=RICH, player1=RICH)
    assert list(_watch(game.content)) == ["t.sea:3", "t.sea:4"]    # not the declaration
    lines = FiredLines(game.content, _watch(game.content))
    for _ in range(2):                  # blue builds, then orange
        build = [a for a in s.legal_actions(game) if str(a).startswith("build shipyard")][0]
        while True:
            legal = s.legal_actions(game)
            action = build if build in legal else legal[0]
            after = s.apply(game, action)
            lines.step(game, action, legal, after)
            game, build = after, None
            if game.decision.kind == "turn":
                break
    assert lines.fired == {"t.sea:3": [1, 1], "t.sea:4": [0, 1]}


END = 'decree "Last Call" {\n    when game-end {\n        score 2\n    }\n}\n'
MERCY = 'decree "Mercy" {\n    when game-end if your cleanup < opponent cleanup { score 4 }\n}\n'


@pytest.mark.parametrize("text, expected", [
    (END, {"t.sea:2": [1, 1], "t.sea:3": [1, 1]}),     # once for each player it scored
    (MERCY, {"t.sea:2": [0, 1]}),
])
def test_end_scoring_fires_once_for_each_player_it_scored(text, expected):
    game = _decree_game(text, current=1, start_player=0, round=4, cleanup0=2)
    game = game.replace(end_round=4)        # orange's turn is the game's last
    fired, game = _play(game, "dive")
    assert game.over
    assert fired == expected


def _side_hearing(event: str) -> str:
    """The shipped tile 1 B side, hearing `event` with a rule of its own."""
    text = next(t for label, t in shipped_sources() if label.endswith("b_sides.sea"))
    start = text.index('side "Breakers\' Reach"')
    block = text[start:text.index("\n}\n", start) + 3]
    return block.replace("\n}\n", f"\n    when anyone {event} {{ cleanup 1 }}\n}}\n")


@pytest.mark.parametrize("event", sorted(CONTRACT.events))
def test_a_hook_on_every_event_fires_once_in_each_action_it_ran(event):
    content = _content(_side_hearing(event), replace=True)
    hook = next(r.src for r in content.side["Breakers' Reach"].rules)
    for seed in range(6):
        game = s.new_game(seed, sides="BBBB", specialists="AB", content=content)
        lines, rng = FiredLines(content, {hook: "side"}), random.Random(seed)
        lines.start(game)
        while not game.over:
            legal = s.legal_actions(game)
            action = rng.choice(legal)
            after = s.apply(game, action)
            lines.step(game, action, legal, after)
            game = after
        lines.finish(game)
        steps = [{e.player for e in events if e.src == hook} for _, events in game.log.steps()]
        ran = [players for players in steps if players]
        if ran:
            expected = len(set().union(*ran)) if event == "game-end" else len(ran)
            assert sum(lines.fired[hook]) == expected
            return
    pytest.fail(f"no game of 6 heard {event}")


# ---- every question and every permission, in random games -----------------------------

CHANGES = {"resource-limit": "to 6", "row-length": "-1", "buildings-left-trigger": "+3"}


# The tie rule is asked only by `the player with the most|fewest X`, which no shipped card
# says: its decree says it too (the rule watched is the decree's first line).
ASKED_BY = {"tie-break": "\n    when anyone round-start { the player with the most cleanup "
                         "{ take 1 any } }"}
CHANGES["tie-break"] = "to choose"
UNCHANGED = {"tie-break": "to all"}


def _fired_in_games(tmp_path, text: str, seeds) -> int:
    """How often the decree's first rule fired in random games with it kept in play."""
    from seastead_rules.balance import Change
    from seastead_rules.balance.play import play_game
    path = tmp_path / "rule.sea"
    path.write_text(text)
    change = Change.build(extra=[str(path)], keep=True)
    src = min(change.watch, key=lambda line: int(line.rsplit(":", 1)[1]))
    return sum(sum(play_game(change.candidate, ("random", "random"), seed, False,
                             change.watch)["fired"].get(src, [0, 0])) for seed in seeds)


@pytest.mark.parametrize("question", sorted(CONTRACT.questions))
def test_a_modify_of_every_question_fires_when_it_changes_the_answer_and_never_when_not(
        tmp_path, question):
    change, asked = CHANGES.get(question, "+1"), ASKED_BY.get(question, "")
    assert _fired_in_games(tmp_path, f'decree "Q" {{\n    modify {question} {change}'
                                     f'{asked}\n}}\n', range(4)) > 0
    assert _fired_in_games(tmp_path, f'decree "Q" {{\n    modify {question} '
                                     f'{UNCHANGED.get(question, "+0")}{asked}\n}}\n',
                           range(2)) == 0


@pytest.mark.parametrize("permission", sorted(CONTRACT.permissions))
def test_a_forbid_or_permit_of_every_permission_fires_when_it_changes_the_answer(
        tmp_path, permission):
    allowed = shipped_vocabulary().permission(permission).allowed
    rule = "forbid" if allowed else "permit"    # against the rules' answer
    assert _fired_in_games(tmp_path, f'decree "P" {{\n    {rule} {permission}\n}}\n',
                           range(4)) > 0
    other = "permit" if rule == "forbid" else "forbid"          # the rules' own answer
    assert _fired_in_games(tmp_path, f'decree "P" {{\n    {other} {permission}\n}}\n',
                           range(2)) == 0
