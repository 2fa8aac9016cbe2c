"""Card text's game-neutral words (kernel/rules/wording.py): the core records read the
same for any game, a game's own effects read in its own phrases, and a rule names its
question, permission or event in the words of the game's declaration."""

from __future__ import annotations

from attrs import frozen

from seastead_rules.kernel.rules import conditions as cd
from seastead_rules.kernel.rules import effects as fx
from seastead_rules.kernel.rules import forms
from seastead_rules.kernel.rules.vocabulary import EventDecl, Permission, Question, Vocabulary
from seastead_rules.kernel.rules.wording import Wording, joined, noun, sentence


@frozen
class Gold:
    """A game's own effect: gain gold."""
    amount: int


VOCAB = Vocabulary("Tiny", 2, 4, ("red", "blue", "green", "white"), ("gold",), None,
                   questions=(Question("hand-size", "how many cards a player keeps",
                                       "five", 0, 9, "p. 2"),),
                   permissions=(Permission("steal", "taking a card from another player",
                                           False, "p. 3"),),
                   events=(EventDecl("draw", "a card is drawn", "", "p. 4"),))
WORDS = Wording(VOCAB, lambda e: f"gain {e.amount} gold" if isinstance(e, Gold) else None,
                {"gold": "your gold", "cards": "your cards"})


def test_counts_and_sentences_read_as_english():
    assert (noun("disc", 1), noun("disc", 3)) == ("1 disc", "3 discs")
    assert sentence("gain 1 gold") == "Gain 1 gold."
    assert joined(["a", "b", "c"]) == "a, b and c" and joined(["a", "b"], "or") == "a or b"


def test_the_core_flow_reads_around_a_games_own_effects():
    block = (fx.May((Gold(1),)), fx.Repeat(2, (Gold(3),)),
             fx.If(cd.Compare(cd.Counter("you", "gold"), "<", 2), (Gold(1),), (Gold(2),)))
    assert WORDS.block(block) == (
        "you may gain 1 gold, then gain 3 gold, 2 times, then if your gold is fewer than "
        "2, gain 1 gold; otherwise gain 2 gold")


def test_the_player_selectors_name_whom_the_block_is_for():
    assert WORDS.phrase(fx.EachOpponent((Gold(1),))) == "each other player: gain 1 gold"
    assert WORDS.phrase(fx.Neighbour("left", (Gold(1),))) == \
        "the player to your left: gain 1 gold"
    assert WORDS.phrase(fx.Extreme(True, cd.Counter("you", "cards"), (Gold(1),))) == (
        "the player with the most cards (each of them on a tie): gain 1 gold")


def test_scoring_per_count_reads_its_cap():
    assert WORDS.phrase(fx.Score(cd.Num(2, cd.Counter("you", "cards"), 6))) == (
        "score 2 points for each of your cards (at most 6 points)")


def test_a_rule_names_its_question_permission_or_event_in_the_declarations_words():
    assert WORDS.rule(forms.Modify("hand-size", 2)) == \
        "How many cards a player keeps is 2 more than five."
    assert WORDS.rule(forms.Permit("steal")) == \
        "Taking a card from another player: allowed."
    assert WORDS.rule(forms.When("you", "draw", None, (Gold(1),))) == \
        "When a card is drawn, if it is yours: gain 1 gold."
