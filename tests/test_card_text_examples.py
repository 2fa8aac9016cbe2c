"""Card text of the general card language: each of the 25 example cards (examples/cards/)
prints text that says what the card's words (the comment above it) say, and every rule,
event, question, permission, counter and condition reads as English on every kind of
card that can hold it."""

from __future__ import annotations

import pytest
from cards_support import FILES, card_content
from test_card_text import dsl_in

import seastead_rules.cli.command as cli
from seastead_rules import compile_source
from seastead_rules.lang.compiler import shipped_vocabulary
from seastead_rules.model import cards
from seastead_rules.model import effects as fx
from seastead_rules.model.names import CONTRACT
from seastead_rules.text import cardtext
from seastead_rules.text.catalogue import catalogue
from seastead_rules.text.labels import labelled

# (file, card, its text): what `seastead cards NAME` prints under the card's title.
TEXTS = [
    ("01_harbour_festival.sea", "Harbour Festival",
     "At the start of each round, each player, starting with the start player, takes 1 "
     "cleanup token."),
    ("02_trade_winds.sea", "Trade Winds",
     "At the end of each round, each player, starting with the start player, gives their "
     "opponent 1 resource of their choice."),
    ("03_salvage_tax.sea", "Salvage Tax",
     "When a player dives, if they took 3 or more resources, they spend 1 of the resources "
     "they just took."),
    ("04_customs_house.sea", "Customs House",
     "Before a player pays for a build, their opponent may spend 1 cleanup token to make "
     "the build cost 2 more."),
    ("05_mercy_rule.sea", "Mercy Rule",
     "At the end of the game, each player scores 4 points if they have fewer buildings "
     "than their opponent."),
    ("06_free_port.sea", "Free Port",
     "Shipyards may be built on the flotilla whose demand token is locked."),
    ("07_crowded_waters.sea", "Crowded Waters",
     "The end is triggered when 3 flotillas are full (not 1)."),
    ("08_dry_dock.sea", "Dry Dock",
     "No ship may be placed on or moved to a location that costs 5 or more."),
    ("09_heavy_seas.sea", "Heavy Seas",
     "A ship adds 1 to the cost of building at its location instead of taking 1 off."),
    ("10_embargo.sea", "Embargo",
     "Nobody may take the resource demanded by the locked flotilla."),
    ("11_16_the_drift.sea", "The Drift", "\n".join([
        "Location 0 (cost 2, 0 points): Reveal the top 2 dive cards, then choose one of "
        "them, take one half of it and put it on the dive discard pile, then put the other "
        "card at the bottom of the dive deck.",
        "Location 1 (cost 1, 1 point, academies cost 1 less here): Look at the top 3 dive "
        "cards, then put them back on top of the dive deck in any order.",
        "Location 2 (cost 2, 1 point): Look at the top dive card, then keep it face down "
        "beside your board.",
        "Location 3 (cost 4, 2 points): Dive again.",
        "Location 4 (cost 3, 2 points, ports cost 1 less here): Score 2 points.",
        "Location 5 (cost 5, 3 points): If the revealed dive card's first half shows fish, "
        "take 2 fish, otherwise take 1 cleanup token.",
        "While this side is in play: at the end of the game, each player scores 1 point for "
        "each metal the first halves of their kept cards show."])),
    ("17_saboteur.sea", "Saboteur",
     "Exhaust when you dive or build: your opponent skips their next turn."),
    ("18_informant.sea", "Informant",
     "Exhaust when your opponent takes a specialist: take 1 metal."),
    ("19_herald.sea", "Herald",
     "While face up: when a new decree comes into play, you may take 2 cleanup tokens."),
    ("20_foreman.sea", "Foreman",
     "Exhaust when you build: build once more this turn, paying the printed cost without "
     "discounts."),
    ("21_almoner.sea", "Almoner",
     "While face up: at the start of each of your turns, if you have no resources, take 1 "
     "resource of your choice."),
    ("22_tides.sea", "Tides",
     "Tides is a counter shared by both players, from 0 to 4, starting at 0. When a player "
     "builds a port, tides goes up by 1. When tides reaches 4, each player, starting with "
     "the player who moved it there, takes 1 kelp, then tides is set to 0."),
    ("23_reputation.sea", "Reputation",
     "Each player has a reputation counter, from 0 to 20, starting at 0. When a player "
     "returns cleanup tokens to the supply, they add 1 to their reputation for each token "
     "they returned. At the end of the game, each player scores 3 points if their "
     "reputation is higher than their opponent's."),
    ("24_turncoat.sea", "Turncoat",
     "Exhaust when you build: swap one of your academies or shipyards on this flotilla "
     "with one of your opponent's buildings of the same kind on another flotilla."),
    ("25_pilot.sea", "Pilot",
     "Exhaust when you build: move one of your ships to an empty location of another "
     "flotilla."),
    ("28_apprentice.sea", "Apprentice",
     "While face up: when you build, if you hold Shipwright, take 1 resource of your choice. "
     "While face up: builds cost 1 less if the building is a port and Port Levy is in "
     "play."),
    ("29_last_call.sea", "Last Call",
     "When a player builds, if they have 6 or fewer buildings left, the game ends when this "
     "round is over."),
    ("30_shifting_currents.sea", "Shifting Currents",
     "At the start of each round, every demand token moves to the next flotilla (4 to 1), "
     "the locked one staying locked. When a player builds a port, they lock the demand "
     "token of the flotilla (the locked one is unlocked)."),
    ("31_lighthouse_point.sea", "Lighthouse Point", "\n".join([
        "Location 0 (cost 2, 0 points): Up to twice, you may spend 1 resource to take 1 "
        "resource of your choice.",
        "Location 1 (cost 2, 1 point, shipyards cost 1 less here): You may take 2 resources "
        "of types other than this flotilla's demand.",
        "Location 2 (cost 6, 3 points): You may take both halves of the revealed dive card.",
        "Location 3 (cost 2, 1 point): You may spend 1 resource to take 2 resources of your "
        "choice.",
        "Location 4 (cost 4, 2 points): You may take your half of the revealed dive card "
        "again.",
        "Location 5 (cost 4, 2 points): You may take 2 cleanup tokens.",
        "While this side is in play: at the end of each round, each player, starting with "
        "the start player, if they have 1 or more ships on this flotilla, takes 1 cleanup "
        "token.",
        "While this side is in play: at the end of the game, each player scores 1 point for "
        "each building they have on this flotilla."])),
    ("32_harbour_toll.sea", "Harbour Toll",
     "When a player builds a port, they take 1 resource of their choice from the player to "
     "their left. When a player takes a specialist, they take 1 cleanup token from each of "
     "their opponents. When a player dives, if they have no kelp, they take 1 kelp from the "
     "player with the most kelp (each of them on a tie, unless a card says otherwise)."),
    ("33_calm_waters.sea", "Calm Waters",
     "When a player dives, if they have fewer than 2 fish, instead of the dive they take 2 "
     "fish."),
    ("34_photo_finish.sea", "Photo Finish",
     "On a tie for the most or the fewest of a count, nobody is the player with the most or "
     "the fewest (by the rules: each of the tied players). When a player dives, the player "
     "with the most cleanup tokens (each of them on a tie, unless a card says otherwise) "
     "takes 1 resource of their choice. When a player builds, the player with the fewest "
     "cleanup tokens (each of them on a tie) takes 1 kelp."),
    ("35_salvage_yard.sea", "Salvage Yard",
     "At the start of each round, the start player reveals the top dive card, then puts it "
     "face up in the salvage row. When you build a shipyard, you may choose one of the cards "
     "of the salvage row, take one half of it and put it on the dive discard pile."),
]


@pytest.mark.parametrize("file,name,text", TEXTS, ids=[t[1] for t in TEXTS])
def test_each_example_card_reads_as_its_words_say(file, name, text):
    (entry,) = [e for e in catalogue(card_content(file)) if e.name == name]
    assert entry.text == text


def test_the_table_covers_every_example_card():
    files = {file for file, _, _ in TEXTS}
    assert sum(6 if "the_drift" in f else 1 for f in files if f < "26") == 25
    assert len(files) == len(TEXTS)
    # (card 26 speaks for the player selectors: tests/test_card_text.py)
    assert files == {f for f in FILES if not f.startswith("26")}


def test_seastead_cards_prints_an_example_cards_text(capsys):
    assert cli.main(["cards", "Tides", "--extra", "examples/cards/22_tides.sea"]) == 0
    out = capsys.readouterr().out
    assert "Tides (decree)  examples/cards/22_tides.sea:" in out
    assert "  Tides is a counter shared by both players, from 0 to 4" in out


_BLOCK = (fx.Cleanup(fx.Num(1)),)


@pytest.mark.parametrize("on", ["decree", "side", "specialist"])
def test_every_event_heard_by_every_player_reads_as_a_sentence(on):
    seen = set()
    for event in CONTRACT.events:
        for who in ("you", "opponent", "anyone"):
            text = cardtext.hook_text(cards.When(who, event, None, _BLOCK), on)
            assert text.endswith(".") and not dsl_in(text), (who, event, text)
            seen.add(text)
    assert len(seen) > len(CONTRACT.events)


def test_a_decrees_hook_on_any_player_names_them_and_a_specialists_speaks_of_its_owner():
    hook = cards.When("anyone", "build", None, _BLOCK)
    assert cardtext.hook_text(hook, "decree") == \
        "When a player builds, they take 1 cleanup token."
    assert cardtext.hook_text(hook, "specialist") == \
        "When a player builds, take 1 cleanup token."


def test_the_end_of_the_game_is_heard_once_for_each_player_on_a_decree_and_once_on_a_card():
    hook = cards.When("opponent", "game-end", None, _BLOCK)
    assert cardtext.hook_text(hook, "decree") == \
        "At the end of the game, each player takes 1 cleanup token."
    assert cardtext.hook_text(hook, "specialist") == \
        "At the end of the game, take 1 cleanup token."


def test_a_round_is_heard_for_the_start_player_on_a_decree():
    text = cardtext.hook_text(cards.When("opponent", "round-end", None, _BLOCK))
    assert text == "At the end of each round, the second player takes 1 cleanup token."


def test_a_reaction_to_any_event_says_when_it_is_used():
    (card,) = compile_source('specialist "Watcher" set A type either points 1 {\n'
                             '    react to opponent turn-end if amount >= 0 { take 1 kelp }\n'
                             '    react to opponent dive if amount >= 3 { give 1 taken }\n}\n')
    assert cardtext.card_text(card) == (
        "Exhaust at the end of your opponent's turn, if the amount is 0 or more: take 1 "
        "kelp. Exhaust when your opponent dives, if they took 3 or more resources: give "
        "your opponent 1 of the resources they just took.")


@pytest.mark.parametrize("question", sorted(CONTRACT.questions))
def test_every_question_changed_or_set_reads_as_a_sentence(question):
    # (a question answered by words, the tie rule's, is only set: to each word)
    answers = shipped_vocabulary().question(question).answers
    for rule in [cards.SetTo(question, i) for i in range(len(answers))] if answers else (
            cards.Modify(question, 2), cards.Modify(question, -1),
            cards.SetTo(question, 0), cards.SetTo(question, 3)):
        text = cardtext.hook_text(rule)
        assert text.endswith(".") and not dsl_in(text), (rule, text)


@pytest.mark.parametrize("name", sorted(CONTRACT.permissions))
def test_every_permission_forbidden_or_permitted_reads_as_a_sentence(name):
    cond = fx.Compare(fx.Counter("you", "cleanup"), ">", 2)
    for rule in (cards.Forbid(name), cards.Permit(name), cards.Forbid(name, cond),
                 cards.Permit(name, cond)):
        text = cardtext.hook_text(rule)
        assert text.endswith(".") and not dsl_in(text), (rule, text)
    assert cardtext.hook_text(cards.Forbid(name)) != cardtext.hook_text(cards.Permit(name))


def test_a_token_named_by_take_or_spend_is_said_with_the_event_or_permission():
    (card,) = compile_source(
        'decree "Ledger" {\n    counter fame per player from 0 to 9\n'
        '    when anyone take if token is kelp and amount >= 2 { add 1 fame per amount }\n'
        '    forbid take if token is cleanup and your cleanup > 3\n}\n')
    assert cardtext.card_text(card) == (
        "Each player has a fame counter, from 0 to 9, starting at 0. When a player takes "
        "kelp, if they took 2 or more tokens, they add 1 to their fame for each token they "
        "took. Nobody may take cleanup tokens if you have 4 or more cleanup tokens.")


def test_counters_of_each_scope_read_by_their_names():
    (card,) = compile_source(
        'specialist "Keeper" set A type either points 1 {\n'
        '    counter tides shared from 0 to 5 start 1\n'
        '    counter fame per player from 0 to 9\n'
        '    use { subtract 1 tides; set fame to 2; score 1 per your fame max 3 }\n'
        '    when fame reaches 4 if tides >= 2 and your fame > opponent fame { extra turn }\n}\n')
    assert cardtext.card_text(card) == (
        "Exhaust when you dive or build: tides goes down by 1, then set your fame to 2, then "
        "score 1 point for each 1 of your fame (at most 3). While face up: tides is a "
        "counter shared by both players, from 0 to 5, starting at 1. While face up: each "
        "player has a fame counter, from 0 to 9, starting at 0. While face up: when a "
        "player's fame reaches 4, if tides is 2 or more and your fame is higher than your "
        "opponent's, take another turn after this one.")


def test_what_a_card_half_shows_reads_as_english():
    (card,) = compile_source(
        'side "Shoals" tile 1 face A {\n'
        '    location 0 cost 1 points 0 { if revealed half 2 resource >= 2 { dive again } }\n'
        '    location 1 cost 1 points 0 { reveal 1 dive { choose card { if it half 1 kelp > 0 '
        '{ take half of it } else { put it on bottom } } } }\n'
        '    location 2 cost 1 points 0 { choose card from kept { put it on discard } }\n'
        '    location 3 cost 1 points 0 { nothing }\n    location 4 cost 1 points 0 { nothing }\n'
        '    location 5 cost 1 points 0 { score 1 per opponent kept half 2 resource }\n}\n')
    lines = cardtext.card_text(card).splitlines()
    assert lines[0].endswith("If the number of the resources the revealed dive card's "
                             "second half shows is at least 2, dive again.")
    assert lines[1].endswith("Reveal the top dive card, then if its first half shows kelp, "
                             "take one half of it, otherwise put it at the bottom of the dive "
                             "deck.")
    assert lines[2].endswith("Choose one of your kept cards and put it on the dive discard "
                             "pile.")
    assert lines[5].endswith("Score 1 point for each resource the second halves of your "
                             "opponent's kept cards show.")


def test_random_cards_of_the_whole_language_read_as_sentences_without_syntax():
    from hypothesis import given, settings

    from seastead_rules.testing import card_texts

    @settings(max_examples=30, derandomize=True, database=None, deadline=None)
    @given(card_texts())
    def run(text):
        for item in compile_source(text, "random.sea"):
            for line in cardtext.card_text(item).splitlines():
                assert line.endswith(".") and not dsl_in(line), (line, text)
                assert "  " not in line and " they they " not in line, (line, text)
    run()


def test_a_question_about_a_shared_counter_names_it_as_the_card_does():
    # (the words of questions are written when content is loaded: labels.labelled)
    (decree,) = labelled(compile_source('decree "Tally" {\n    counter tides shared from 0 to 4\n'
                                        '    when you build { may add 1 tides }\n'
                                        '    when tides reaches 4 { nothing }\n}\n'))
    assert decree.hooks[1].effect[0].text == "tides goes up by 1"
