"""The design linter on the constructs that end, replace, name and move things: what it
says of `end game`, `instead of`, cards named in conditions, tokens rotated, `here` on a
side, takes from another player, tie-breaks and a face-up row of cards."""

from seastead_rules.lint import WARNING, lint_sources


def _findings(text: str):
    return [(f.severity, f.problem.line, f.problem.column, f.message)
            for f in lint_sources([("my.sea", text)])]


def test_ending_the_game_in_a_game_end_hook_changes_nothing():
    found = _findings('decree "Late" {\n    when game-end { end game }\n}\n')
    assert found == [(WARNING, 2, 21, "'end game' changes nothing in a game-end hook: the "
                                      "game is over once these hooks have run")]


def test_ending_the_game_after_a_build_is_no_finding():
    assert _findings('decree "Last Call" { when anyone build if your left <= 6 '
                     '{ end game } }') == []


def test_locking_the_demand_here_in_a_hook_with_no_place_does_nothing():
    found = _findings('decree "Lock" {\n    when turn-start { lock demand here }\n}\n')
    assert [(s, line, col) for s, line, col, _ in found] == [(WARNING, 2, 23)]
    assert found[0][3].startswith("'lock demand here' does nothing here")
    assert _findings('decree "Lock" { when you build { lock demand here } }') == []


SIDE = ('side "Tile" tile 2 face B {\n'
        + "".join(f"    location {i} cost {i + 1} points 1 {{ nothing }}\n" for i in range(6))
        + "    {rule}\n}\n")


def test_here_in_a_sides_game_end_hook_is_its_tile_and_no_finding():
    assert _findings(SIDE.replace("{rule}", "when game-end { score 1 per your building "
                                            "here }")) == []
    assert _findings(SIDE.replace("{rule}", "when round-end { if ship here > 2 "
                                            "{ cleanup 1 } }")) == []


def test_the_location_in_a_sides_game_end_hook_still_means_nothing():
    found = _findings(SIDE.replace("{rule}", "when game-end { score 1 per points here }"))
    assert [(s, line) for s, line, _, _ in found] == [(WARNING, 8)]
    assert "'per points here' is always 0 here" in found[0][3]


def test_here_in_a_decrees_game_end_hook_still_counts_nothing():
    found = _findings('decree "X" { when game-end { score 1 per your building here } }')
    assert [s for s, *_ in found] == [WARNING] and "is always 0 here" in found[0][3]


def test_here_in_a_counters_threshold_counts_nothing_but_on_a_side():
    decree = ('decree "X" {\n    counter mark shared from 0 to 3\n'
              '    when you build { add 1 mark }\n'
              '    when mark reaches 3 { score 1 per ship here }\n}\n')
    assert [s for s, *_ in _findings(decree)] == [WARNING]
    side = SIDE.replace("{rule}", "counter mark shared from 0 to 3\n"
                                  "    when anyone build { add 1 mark }\n"
                                  "    when mark reaches 3 { score 1 per ship here }")
    assert _findings(side) == []


def test_a_take_from_another_player_is_checked_as_a_take():
    found = _findings('decree "Toll" {\n    when you dive { take 12 kelp per your port '
                      'from opponent }\n}\n')
    assert [s for s, *_ in found] == [WARNING, WARNING]
    assert "only 10 kelp tokens exist" in found[1][3]


# ---- face-up piles (the salvage row) -----------------------------------------------

ROW_FILLER = 'decree "Fill" { when anyone round-start { reveal 1 dive { rest to salvage } } }\n'
ROW_TAKER = ('decree "Take" {\n    when you build {\n        choose card from salvage '
             '{ take half of it; put it on discard }\n    }\n}\n')


def test_choosing_from_a_face_up_pile_nothing_puts_cards_on_never_finds_a_card():
    found = _findings(ROW_TAKER)
    assert [(s, line, col) for s, line, col, _ in found] == [(WARNING, 3, 26)]
    assert found[0][3].startswith("'choose card from salvage' never finds a card: nothing "
                                  "in this file or the shipped content puts cards on salvage")


def test_cards_put_on_a_face_up_pile_nothing_takes_from_stay_there_for_good():
    found = _findings(ROW_FILLER)
    assert [(s, line, col) for s, line, col, _ in found] == [(WARNING, 1, 67)]
    assert found[0][3].startswith("cards put on salvage stay there for the rest of the game")


def test_a_face_up_pile_filled_and_emptied_in_one_file_is_no_finding():
    assert _findings(ROW_FILLER + ROW_TAKER) == []


def test_putting_a_card_chosen_from_a_face_up_pile_back_on_it_changes_nothing():
    found = _findings(ROW_FILLER + ROW_TAKER.replace("put it on discard", "put it on salvage"))
    assert [(s, line) for s, line, _, _ in found] == [(WARNING, 4)]
    assert "puts the card back in the row it was chosen from" in found[0][3]


# ---- the player with the most or fewest, and the tie rule --------------------------

def test_the_player_with_the_most_of_what_every_player_has_alike_is_always_a_tie():
    found = _findings('decree "X" {\n    counter tide shared from 0 to 3\n'
                      '    when you build { add 1 tide }\n'
                      '    when anyone build { the player with the most points { take 1 kelp } }\n'
                      '    when you dive { the player with the fewest tide ties none '
                      '{ take 1 kelp } }\n'
                      '    when you dive { the player with the most port here { cleanup 1 } }\n'
                      '    when you build { the player with the most port here { cleanup 1 } }\n'
                      '}\n')
    assert [(s, line, col) for s, line, col, _ in found] == [
        (WARNING, 4, 25), (WARNING, 5, 21), (WARNING, 6, 21)]
    assert found[0][3].startswith("'the player with the most points' is always a tie: "
                                  "'points' is the location's, not a player's; so the "
                                  "game's tie rule decides")
    assert "tide is a shared counter; so it names nobody, so its block never runs" in \
        found[1][3]
    assert "a count 'here' is 0 for everyone" in found[2][3]


def test_an_owner_before_the_count_of_the_player_with_the_most_is_not_read():
    found = _findings('decree "X" { when you dive { take 1 kelp from the player with the '
                      'most opponent kelp } }')
    assert [(s, col) for s, _, col, _ in found] == [(WARNING, 72)]
    assert found[0][3] == ("'opponent' is not read in 'the player with the most opponent "
                           "kelp': each player's own count is compared; leave it out")


def test_changing_the_tie_rule_where_every_statement_says_its_own_changes_nothing():
    text = ('decree "X" {\n    modify tie-break to none\n    when anyone dive { the player '
            'with the most kelp ties all { take 1 fish } }\n}\n')
    found = _findings(text)
    assert [(s, line, col) for s, line, col, _ in found] == [(WARNING, 2, 12)]
    assert found[0][3].startswith("'modify tie-break' changes nothing")
    assert _findings(text.replace(" ties all", "")) == []       # (Photo Finish's way)
