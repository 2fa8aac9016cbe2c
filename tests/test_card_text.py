"""Card text: every card, effect, condition and hook reads as English, generated from the
records; prompts, options and the log carry no content-language syntax."""

from __future__ import annotations

import random
import re

import pytest

import seastead_rules as s
import seastead_rules.cli.command as cli
from seastead_rules.model import effects as fx
from seastead_rules.model.names import CONTRACT, COUNTED
from seastead_rules.text import cardtext
from seastead_rules.text.catalogue import catalogue, named_card

# Source forms of the content language that must never reach a player.
DSL = [re.compile(p) for p in (
    r"[{}]", r"==|!=|<=|>=|(?<![a-z]) [<>] ", r"\bper (your|opponent|anyone)\b",
    r"\bnot demand\b", r"\b\d+ any\b", r"\bcleanup \d", r"\bdiscard to\b", r"\bdive half\b",
    r"\bdive all\b", r"\bswap demand\b", r"\bpick dock\b", r"\bchoose (dock|specialist)\b",
    r"\bdock-resource\b", r"\b(exhaust|refresh) specialist\b",
    r"\b(port|academy|shipyard|building|ship|dock|points|cost) here\b", r"\bmax \d",
    r"\brepeat\b", r"\beach player \{", r"\bbuilding is (port|academy|shipyard)\b",
    r"\bcopy location\b",
)]


def dsl_in(text: str, semicolons: bool = True) -> list:
    """The pieces of content-language syntax found in a text. The engine's own log lines
    may join two clauses with a semicolon; card text never does."""
    found = [m.group(0) for p in DSL for m in [p.search(text)] if m]
    return found + [";"] if semicolons and ";" in text else found


def test_every_shipped_card_reads_as_english_sentences():
    entries = catalogue(s.load_content())
    assert len(entries) == 8 + 12 + 20 + 16 + 16 + 8
    for entry in entries:
        assert entry.text, entry.name
        for line in entry.text.splitlines():
            assert line.endswith("."), (entry.name, line)
            assert not dsl_in(line), (entry.name, line, dsl_in(line))


# One statement of each effect the grammar allows (the test below checks it is all of
# them); `choose dock` belongs to the port's rule alone.
EVERY_EFFECT = """
decree "Everything" {
    when you build {
        take 1 kelp; take 2 any per your port max 3; take 1 not demand; take 1 demand
        take 1 not fish per opponent ship here; spend 1 any; spend 2 metal; spend 1 not kelp
        cleanup 1 per anyone academy here; discard to 4; may take 1 any; may { spend 1 any }
        repeat 2 { take 1 fish }; repeat up to 3 { spend 1 any; cleanup 1 }
        choose { take 1 kelp } or { cleanup 1 } or { nothing }
        if your building < opponent building { take 1 any } else { nothing }
        each player { discard to 4 }; opponent { cleanup 1 }; choose specialist
        place ship; rearrange ships; move your academy or shipyard; move opponent shipyard
        exhaust specialist; refresh specialist; copy location; dive half; dive all
        swap demand; draw decree; pick dock { cleanup 1 per your dock-resource max 3 }
        nothing; give 1 any; give 1 cleanup; spend 1 cleanup; score 2 per your port
        add 1 tides; subtract 1 tides; set tides to 0; skip turn; extra turn; dive again
        build again; build again at printed cost; move your ship to another flotilla
        swap your academy here with opponent academy or shipyard elsewhere same kind
        reveal 2 dive { choose card { take half of it; put it on discard }; rest to bottom }
        look 3 dive { rest to top in any order }
        choose card from kept { put it on bottom }
        each opponent { take 1 kelp }; the player to your right { cleanup 1 }
        the player with the most cleanup ties choose { take 1 any }
        any player { take 1 fish }; another player of your choice { give 1 any }
        end game; rotate demand; rotate demand back; lock demand here
        take 1 any from the player to your left; take 1 cleanup from each opponent
        take 2 kelp from the player with the most kelp ties none; take 1 any from opponent
        take 1 not demand from another player of your choice
    }
    counter tides shared from 0 to 4
    when you before-build { adjust build-cost +2 }
}
building port { choose dock }
"""


def _effects(block):
    for e in block:
        yield e
        for field in ("body", "then", "otherwise"):
            yield from _effects(getattr(e, field, ()))
        for option in getattr(e, "options", ()):
            yield from _effects(option)


def test_every_effect_record_type_has_a_rendering():
    assert cardtext.RENDERED == set(fx.Effect.__args__)


def test_every_effect_the_grammar_allows_renders_without_syntax():
    decree, port = s.compile_source(EVERY_EFFECT)
    block = decree.hooks[0].effect + decree.hooks[2].effect + port.effect
    assert {type(e) for e in _effects(block)} == set(fx.Effect.__args__)
    for e in block:
        text = cardtext.effect_text(e)
        assert text.endswith(".") and not dsl_in(text), (e, text)


@pytest.mark.parametrize("thing", sorted(COUNTED))
def test_every_count_compared_every_way_reads_as_english(thing):
    for who in ("you", "opponent", "anyone"):
        for op in ("<", "<=", ">", ">=", "==", "!="):
            for other in (0, 1, 3, fx.Counter("opponent", thing)):
                cond = fx.Compare(fx.Counter(who, thing, here=True), op, other)
                for shown in (cond, fx.Not(cond)):
                    text = cardtext.cond_text(shown)
                    assert text and not dsl_in(text), (shown, text)


def test_every_decree_hook_reads_as_a_sentence():
    from seastead_rules.model.cards import Forbid, Modify, SetTo, When
    cond = fx.Compare(fx.Counter("you", "cleanup"), "<", fx.Counter("opponent", "cleanup"))
    numbers = [q for q in CONTRACT.questions if q != "tie-break"]    # (set by a word)
    hooks = [Modify(q, n, cond) for q in numbers for n in (-2, 1)]
    hooks += [SetTo(q, 3) for q in numbers] + [SetTo("tie-break", 2, cond)]
    hooks += [Forbid(a, cond) for a in CONTRACT.permissions]
    hooks += [When(who, ev, None, (fx.Cleanup(fx.Num(1)),))
              for who in ("you", "opponent", "anyone") for ev in CONTRACT.events]
    for hook in hooks:
        text = cardtext.hook_text(hook)
        assert text.endswith(".") and not dsl_in(text), (hook, text)


def test_a_decree_reads_like_its_printed_card():
    content = s.load_content()
    assert cardtext.card_text(content.decree["Port Levy"]) == (
        "Ports cost 1 more to build. When you build a port, take 1 cleanup token.")
    assert cardtext.card_text(content.decree["Fair Shares"]) == (
        "You may not dive if you have more resources than your opponent.")


def test_a_location_reads_like_its_printed_card():
    location = s.load_content().side["Breakers' Reach"].locations[0]
    assert cardtext.location_text(location) == (
        "You may take 1 resource of a type other than this flotilla's demand.")


def test_a_specialist_says_when_it_is_exhausted_and_what_it_does():
    content = s.load_content()
    assert cardtext.card_text(content.specialist["Smuggler"]) == (
        "Exhaust when you dive: if you have 2 or more ships, take 3 resources of your choice, "
        "otherwise take 1 resource of your choice.")
    assert cardtext.card_text(content.specialist["Founder"]) == (
        "Exhaust when you build: take 2 cleanup tokens, then your opponent takes 1 cleanup "
        "token.")


def test_a_dive_card_half_names_its_arrow():
    card = s.load_content().dive["Sunken Greenhouse"]
    assert cardtext.card_text(card) == (
        "Half 1: 2 kelp and 1 metal. Half 2: 1 fish and 1 artifact (if you have fewer "
        "buildings than your opponent, also take 1 resource of your choice).")


def test_a_new_card_gets_its_text_from_its_records():
    (card,) = s.compile_source('specialist "Tinker" set A type either points 1 {\n'
                               '    use { repeat up to 2 { spend 1 kelp; take 2 metal } }\n}\n')
    assert cardtext.card_text(card) == (
        "Exhaust when you dive or build: up to twice, you may spend 1 kelp to take 2 metal.")


GAMES = (("duel", "AAAA", "A"), ("duel", "BBBB", "A"), ("duel", "ABAB", "AB"),
         ("duel", "AAAA", "AB"), ("solo", "AAAA", "AB"))


@pytest.mark.parametrize("mode,sides,specialists", GAMES)
def test_no_prompt_option_or_log_line_carries_content_syntax(mode, sides, specialists):
    for seed in range(3):
        game = s.new_game(seed, sides=sides, specialists=specialists, mode=mode)
        chooser = random.Random(seed)
        while not s.is_over(game):
            actions = s.legal_actions(game)
            for text in (game.decision.prompt, *map(str, actions)):
                assert not dsl_in(text, semicolons=False), (seed, text)
            game = s.apply(game, chooser.choice(actions))
        for event in game.log.entries():
            assert not dsl_in(event.text, semicolons=False), (seed, event.text)


def test_an_answer_naming_a_card_has_that_cards_text():
    content = s.load_content()
    assert named_card(content, "specialist Agent") is content.specialist["Agent"]
    assert named_card(content, "use Agent") is content.specialist["Agent"]
    dock = named_card(content, "dock Kelp Press")
    assert cardtext.card_text(dock).startswith("At the end, score 1 point")
    assert cardtext.card_text(named_card(content, "decree Tidewatch")) == (
        "When your opponent dives, take 1 resource of your choice.")
    assert named_card(content, "take kelp") is named_card(content, "done") is None


def test_cards_command_prints_text_facts_and_source_line(capsys):
    assert cli.main(["cards", "port levy", "Agent"]) == 0
    out = capsys.readouterr().out
    assert "Port Levy (decree)  content/decrees.sea:" in out
    assert "  Ports cost 1 more to build." in out
    assert "Agent (specialist, set B, dive, 1 point, two-player only)" in out


def test_cards_command_shows_one_kind(capsys):
    assert cli.main(["cards", "--kind", "dock"]) == 0
    out = capsys.readouterr().out
    assert out.count("(dock tile, scores ") == 12 and "(decree)" not in out


def test_cards_command_names_the_closest_card_for_an_unknown_name(capsys):
    assert cli.main(["cards", "Port Lev"]) == 2
    assert capsys.readouterr().err == (
        "seastead: no card named 'Port Lev' (did you mean 'Port Levy'?)\n")


def test_cards_command_says_when_a_name_is_of_another_kind(capsys):
    assert cli.main(["cards", "Agent", "--kind", "decree"]) == 2
    assert capsys.readouterr().err == (
        "seastead: 'Agent' is a specialist card, not a decree card (try --kind specialist)\n")


def test_cards_command_shows_a_users_card_from_extra(tmp_path, capsys):
    mine = tmp_path / "mine.sea"
    mine.write_text('decree "Low Tide" {\n    modify dive-bonus +2 if your resource < 3\n}\n')
    assert cli.main(["cards", "Low Tide", "--extra", str(mine)]) == 0
    out = capsys.readouterr().out
    assert f"Low Tide (decree)  {mine.as_posix()}:1" in out
    assert "Whoever dives takes 2 more resources of their choice if you have fewer than 3 " \
           "resources." in out
