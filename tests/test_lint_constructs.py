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
