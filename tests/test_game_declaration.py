"""A game declares its players and vocabulary in content (the `game` item of
content/game.sea); the compiler resolves names against it, and loading checks it against
what the engine asks (docs/language.md, "The game's declaration")."""

from __future__ import annotations

import pytest

from seastead_rules import ContentError
from seastead_rules.lang.compiler import compile_source, shipped_vocabulary
from seastead_rules.model.content import build_content, shipped_sources

DECLARATION = "content/game.sea"


def _shipped_with(declaration: str):
    """The shipped content with another declaration of the game."""
    sources = [(label, text) for label, text in shipped_sources() if label != DECLARATION]
    return build_content([(DECLARATION, declaration)] + sources)


def _declaration() -> str:
    return dict(shipped_sources())[DECLARATION]


def test_the_shipped_game_declares_two_seats_four_resources_and_three_kinds():
    vocab = shipped_vocabulary()
    assert (vocab.game, vocab.min_players, vocab.max_players) == ("Seastead", 1, 2)
    assert vocab.seats == ("blue", "orange")
    assert vocab.resources == ("kelp", "metal", "fish", "artifact")
    assert vocab.tokens == (("cleanup", 20),) and vocab.resource_supply == 10
    assert vocab.pieces == ("port", "academy", "shipyard")


def test_a_question_a_card_names_must_be_one_the_game_declares():
    text = _declaration().replace("question dive-bonus", "question sea-bonus")
    vocab = compile_source(text, "my/game.sea")[0]
    with pytest.raises(ContentError) as err:
        compile_source('decree "X" { modify dive-bonus +1 }', "my/d.sea", vocab)
    assert "my/d.sea:1:21: unknown rule question 'dive-bonus'" in str(err.value)


def test_loading_refuses_a_declaration_without_a_question_the_engine_asks():
    start = _declaration().index("    question dive-bonus")
    end = _declaration().index("    question resource-limit")
    with pytest.raises(ContentError) as err:
        _shipped_with(_declaration()[:start] + _declaration()[end:])
    assert "Seastead's rules use the question 'dive-bonus', which the game does not " \
           "declare" in str(err.value)


def test_loading_refuses_resources_the_board_does_not_play():
    text = _declaration().replace("resources kelp, metal, fish, artifact",
                                  "resources kelp, metal, fish, pearl")
    with pytest.raises(ContentError) as err:
        _shipped_with(text)
    assert "plays the resources kelp, metal, fish, artifact" in str(err.value)


def test_a_declared_range_is_the_range_a_card_is_kept_in():
    text = _declaration().replace('default "0" from 0 to 10 page "p. 6"',
                                  'default "0" from 0 to 2 page "p. 6"')
    assert _shipped_with(text).ranges["dive-bonus"] == (0, 2)


def test_the_game_is_declared_once():
    with pytest.raises(ContentError) as err:
        build_content(list(shipped_sources()) + [("extra.sea", _declaration())])
    assert "extra.sea:" in str(err.value) and "may not declare it again" in str(err.value)


def test_a_declaration_names_each_word_once():
    text = _declaration().replace("pieces port, academy, shipyard",
                                  "pieces port, academy, kelp")
    with pytest.raises(ContentError) as err:
        compile_source(text, "game.sea")
    assert "the game names 'kelp' twice among its resources, tokens and pieces" in str(err.value)


def test_a_declaration_seats_as_many_as_it_may_play():
    with pytest.raises(ContentError) as err:
        compile_source('game "G" { players 2 to 4; seats red, blue; resources gold }', "g.sea")
    assert "seats up to 4 players: name 4 seats, not 2" in str(err.value)


def test_a_file_with_its_own_declaration_is_compiled_against_it():
    text = ('game "Tiny" { players 2 to 2; seats red, blue; resources gold; piles deck\n'
            '  event take "a player takes tokens" page "p. 1" }\n'
            'decree "Gold Rush" { when you take { take 1 gold } }')
    vocab, decree = compile_source(text, "tiny.sea")
    assert vocab.resources == ("gold",) and decree.name == "Gold Rush"
    with pytest.raises(ContentError) as err:
        compile_source(text.replace("take 1 gold", "take 1 kelp"), "tiny.sea")
    assert "unknown resource 'kelp'" in str(err.value)


def test_a_name_of_a_kind_the_game_does_not_declare_says_so():
    with pytest.raises(ContentError) as err:
        compile_source('game "Tiny" { players 2 to 2; seats red, blue; resources gold }\n'
                       'decree "X" { when you take { take 1 gold } }', "tiny.sea")
    assert "unknown event 'take' (the game declares no events)" in str(err.value)


def test_the_content_hash_of_the_shipped_game_is_unchanged_by_its_declaration():
    # Saves and records name the content by its hash: the shipped declaration adds
    # nothing to it, another declaration does.
    other = _declaration().replace("# One player", "# A player")
    assert _shipped_with(other).hash != build_content(shipped_sources()).hash


def test_a_declaration_names_its_printed_symbols_by_kind_each_once():
    vocab, = compile_source('game "G" { players 1 to 1; seats red; resources gold\n'
                            '  symbols suit hearts, spades; symbols colour red }', "g.sea")
    assert vocab.symbol_set("suit") == ("hearts", "spades")
    assert vocab.symbol_set("colour") == ("red",) and vocab.symbol_set("rank") == ()
    with pytest.raises(ContentError) as err:
        compile_source('game "G" { players 1 to 1; seats red; resources gold\n'
                       '  symbols suit hearts, hearts }', "g.sea")
    assert "the game names 'hearts' twice among its suit symbols" in str(err.value)
