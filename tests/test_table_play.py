"""Playing on the board of the browser table (over HTTP, with Starlette's TestClient):
every answer names the part of the board it stands for, every location and every
option says what it does, what it costs and in which resource, and what it scores
(without hover), the panel says whose question it is and why (also out of turn), and
the log reads as sentences grouped by turn, the bot's dive with what it took."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")
pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx (the 'table' extra)")

from cards_support import holding  # noqa: E402
from cards_ui import KINDS as CARD_KINDS  # noqa: E402
from cards_ui import asked  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402
from support import play, scenario  # noqa: E402

import seastead_rules as s  # noqa: E402
from seastead_rules.model.names import RESOURCES  # noqa: E402
from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.views.seastead.board import board_html  # noqa: E402
from seastead_rules.table.views.seastead.log import log_view  # noqa: E402
from seastead_rules.table.views.seastead.options import action_view  # noqa: E402
from seastead_rules.text.asked import trigger  # noqa: E402

BLUE, ORANGE = 0, 1
# The questions whose every answer (but these words) is a part of the board.
ON_THE_BOARD = ("turn", "dock", "pick dock", "specialist", "exhaust", "refresh",
                "discard card", "ship", "rearrange", "move", "copy", "swap", "half", "take",
                "spend", "give", "discard", "card", "order", "build", "move ship",
                "swap buildings", "react")
NOT_ON_THE_BOARD = ("done", "stop", "pass")
_TARGET = re.compile(r'data-target="([^"]*)"')


def table_at(state):
    """A hot-seat game at a table server whose play starts at `state`: (client, game id,
    {colour: token})."""
    client = TestClient(create_app(content=state.content), base_url="http://localhost:8000")
    data = client.post("/api/games", json={"opponent": "hotseat", "seed": 1}).json()
    client.app.state.tables.game(data["id"]).session._states = [state]
    tokens = {tuple(link["seats"]): link["url"].split("token=")[1] for link in data["links"]}
    return client, data["id"], tokens


def page(client, game, token) -> dict:
    answer = client.get(f"/api/games/{game}", params={"token": token})
    assert answer.status_code == 200, answer.text
    return answer.json()


def board_parts(board: str) -> set:
    """The `data-target` keys of the parts a board shows."""
    return {key.replace("&#x27;", "'").replace("&amp;", "&") for key in _TARGET.findall(board)}


def test_a_build_stands_for_its_location_and_a_dive_for_the_dive_deck():
    state = s.new_game(3)
    board = board_parts(board_html(s.observation(state, state.to_move), state.to_move))
    for action in s.legal_actions(state):
        shown = action_view(state, action)
        if isinstance(action, s.Build):
            assert shown["targets"] == [f"loc-{action.flotilla}-{action.location}"]
        if isinstance(action, s.Dive):
            assert shown["targets"] == ["deck"]
        assert set(shown["targets"]) <= board


def _positions():
    """Positions of seeded random games (both sets of specialists, the decrees' sides,
    the solo mode) and of the example cards' own questions."""
    for seed, sides, mode in ((1, "ABBA", "duel"), (2, "BBBB", "duel"), (3, "AAAA", "solo"),
                              (4, "BABA", "duel")):
        state, rng = s.new_game(seed, sides=sides, specialists="AB", mode=mode), \
            random.Random(seed)
        while not state.over:
            yield state
            state = s.apply(state, rng.choice(s.legal_actions(state)))
    for kind in CARD_KINDS:
        yield asked(kind, BLUE)


def test_every_answer_to_a_question_about_the_board_is_a_part_the_board_shows():
    kinds = set()
    for state in _positions():
        d = state.decision
        if d.kind not in ON_THE_BOARD:
            continue
        parts = board_parts(board_html(s.observation(state, d.player), d.player))
        for action in s.legal_actions(state):
            if str(action) in NOT_ON_THE_BOARD:
                continue
            keys = action_view(state, action)["targets"]
            assert keys and set(keys) <= parts, (d.kind, str(action), keys)
        kinds.add(d.kind)
    assert {"turn", "dock", "specialist", "ship", "half", "take", "card", "move ship"} <= kinds


def test_a_build_says_its_cost_in_the_resource_that_pays_it_and_what_it_scores():
    # Flotilla 1 demands metal; location 0 costs 1, less 1 for the ship and 1 for the tag.
    game = scenario(player0={"metal": 2}, ships={(1, 0): ORANGE},
                    demand=("metal", "artifact", "kelp", "fish"), locked=3)
    loc = game.content.side[game.sides[0]].locations[0]
    shown = {a["text"]: a for a in (action_view(game, x) for x in s.legal_actions(game))}
    build = shown["build shipyard at flotilla 1 location 0"]
    assert (build["cost"], build["pays"], build["points"]) == (0, "metal", loc.points)
    assert build["costs"].startswith("costs nothing (printed 1; ")
    assert build["details"][1] == f"scores {loc.points} point{'s' * (loc.points != 1)} at the end"
    assert build["effect"] == "the shipyard: Put one of your ships into play."
    assert build["place"] == f"the location: {s.card_text(loc).split('): ', 1)[1]}"
    port = shown["build port at flotilla 1 location 2"]
    cost, _ = s.explain_cost(game, s.Build("port", 1, 2))
    assert port["costs"].startswith(f"costs {cost} metal")


def test_an_answer_naming_a_specialist_says_its_text_and_points():
    state = s.new_game(5, specialists="AB")
    while not any(str(a).startswith("specialist ") for a in s.legal_actions(state)):
        state = s.apply(state, s.legal_actions(state)[-1])
    for action in s.legal_actions(state):
        shown = action_view(state, action)
        card = state.content.specialist[str(action).removeprefix("specialist ")]
        assert shown["details"] == [f"{card.points} point{'s' * (card.points != 1)} while "
                                    "face up", s.card_text(card)]


def test_every_location_shows_its_whole_text_its_cost_and_resource_and_its_points():
    state = s.new_game(7, sides="BBBB")
    board = board_html(s.observation(state, BLUE), BLUE)
    for f, name in enumerate(state.sides):
        for loc in state.content.side[name].locations:
            shown = board.split(f'id="loc-{f + 1}-{loc.index}"')[1].split('id="loc-')[0]
            assert ">" + loc.text.replace("'", "&#x27;") + "</p>" in shown
            assert "…" not in shown
            assert f'cost {loc.cost} <i class="res {RESOURCES[state.demand[f]]}">' in shown
            assert f'<span class="pts">{loc.points} pt' in shown


def test_a_question_asked_out_of_turn_says_whose_it_is_and_why():
    game = scenario(player0={"metal": 1}, ships={(1, 2): ORANGE}, dock_display=("Kelp Press",),
                    demand=("metal", "artifact", "kelp", "fish"), locked=3)
    game = play(game, "build port at flotilla 1 location 2", "dock Kelp Press", "no")
    why = ("blue built at flotilla 1 location 2, where orange's ship is: owner's bonus "
           "(rulebook p. 9)")
    client, table, tokens = table_at(game)
    orange = page(client, table, tokens[(1,)])["question"]
    assert orange["title"] == "Blue's turn · your question" and orange["why"] == why
    assert orange["ask"] == "you may take 1 resource of your choice"
    blue = page(client, table, tokens[(0,)])["question"]
    assert blue["title"] == "Your turn · orange decides" and blue["why"] == why
    assert blue["prompt"] == "waiting for orange" and blue["ask"] == ""


def test_the_turns_own_question_is_your_move_and_needs_no_reason():
    client, table, tokens = table_at(s.new_game(3))
    question = page(client, table, tokens[(1,)])["question"]
    assert question["title"] == "Your move" and question["why"] == ""
    assert question["ask"] == "dive or build?"


def test_the_panel_and_the_terminal_give_the_same_reason():
    from seastead_rules.terminal.words import trigger as terminal_trigger
    said = set()
    for state in _positions():
        assert trigger(state) == terminal_trigger(state)
        said.add(trigger(state))
    assert len(said) > 10


def _log(client, table, token) -> dict:
    return page(client, table, token)["log"]


def test_the_log_is_sentences_grouped_by_turn():
    client = TestClient(create_app(), base_url="http://localhost:8000")
    data = client.post("/api/games", json={"seed": 39, "opponent": "greedy"}).json()
    token = data["url"].split("token=")[1]
    for _ in range(12):
        shown = page(client, data["id"], token)
        client.post(f"/api/games/{data['id']}/act", json={
            "token": token, "action": shown["actions"][0]["text"], "moves": shown["moves"]})
    turns = _log(client, data["id"], token)["turns"]
    assert turns[0]["title"] == "Setup"
    assert turns[0]["lines"][0]["text"] == "Sunlit Shoals is the starting card; blue starts."
    assert [t["title"] for t in turns[1:3]] == ["Round 1 · blue's turn", "Round 1 · orange's turn"]
    for turn in turns:
        for line in turn["lines"]:
            assert line["text"][0].isupper() and line["text"].endswith(".")
            assert "[" not in line["text"] and "setup:" not in line["text"].lower()


def test_the_source_of_a_log_line_names_its_card_and_content_line():
    client = TestClient(create_app(), base_url="http://localhost:8000")
    data = client.post("/api/games", json={"seed": 39, "opponent": "greedy"}).json()
    turns = _log(client, data["id"], data["url"].split("token=")[1])["turns"]
    first = turns[0]["lines"][0]
    assert first["src"] == "content/dive_cards.sea:24"
    assert first["source"] == "dive card Sunlit Shoals (content/dive_cards.sea:24)"


def test_resources_a_player_takes_in_a_row_are_said_in_one_sentence():
    client = TestClient(create_app(), base_url="http://localhost:8000")
    data = client.post("/api/games", json={"seed": 39, "opponent": "greedy"}).json()
    setup = _log(client, data["id"], data["url"].split("token=")[1])["turns"][0]["lines"]
    assert [line["text"] for line in setup[1:]] == ["Blue takes 1 kelp and 1 fish.",
                                                    "Orange takes 1 kelp and 1 artifact."]


def test_the_bots_dive_shows_what_it_revealed_chose_and_took():
    client = TestClient(create_app(), base_url="http://localhost:8000")
    data = client.post("/api/games", json={"seed": 3, "opponent": "greedy"}).json()
    token = data["url"].split("token=")[1]
    for _ in range(40):
        shown = page(client, data["id"], token)
        turns = shown["log"]["turns"]
        if turns[-1]["player"] == ORANGE and \
                turns[-1]["lines"][0]["text"].startswith("Orange dives and reveals "):
            break
        client.post(f"/api/games/{data['id']}/act", json={
            "token": token, "action": shown["actions"][-1]["text"], "moves": shown["moves"]})
    else:
        pytest.fail("the bot never dived")
    said = [line["text"] for line in turns[-1]["lines"]]
    assert said[1].startswith("Orange chooses half ")
    assert said[2].startswith("Orange takes ")


def test_names_from_the_content_are_shown_as_text_never_as_markup():
    odd = "<img src=x onerror=alert(1)> & 'q'"
    content = s.load_content(extra=[("odd.sea", f'decree "{odd}" {{ modify build-cost +1 }}\n')])
    state = s.new_game(1, sides="BBBB", decree=odd, content=content)
    board = board_html(s.observation(state, BLUE), BLUE)
    assert "<img" not in board
    assert "&lt;img src=x onerror=alert(1)&gt; &amp; &#x27;q&#x27;" in board


# A specialist that lets its owner look at the top dive card alone and take half of it.
PEEKER = ('specialist "Peeker" set B type dive points 1 {\n'
          '    use { look 1 dive { choose card { take half of it; put it on top } } }\n}\n')


def _peeking():
    """(states, actions) of a game up to blue's question which half of the card blue
    looks at alone (with the Peeker) to take."""
    content = s.load_content(extra=[("peeker.sea", PEEKER)])
    states = [holding(s.new_game(2, content=content, specialists="AB"), BLUE, "Peeker")]
    actions, rng = [], random.Random(1)
    while not (states[-1].decision.kind == "half" and states[-1].decision.ctx.card):
        legal = s.legal_actions(states[-1])
        actions.append(next((a for a in legal if "Peeker" in str(a)), rng.choice(legal)))
        states.append(s.apply(states[-1], actions[-1]))
    return states, actions


def test_a_card_one_player_looks_at_alone_is_not_on_the_others_board():
    states, _ = _peeking()
    card = states[-1].decision.ctx.card
    assert f"which half of {card}?" in board_html(s.observation(states[-1], BLUE), BLUE)
    assert card not in board_html(s.observation(states[-1], ORANGE), ORANGE)


def test_the_log_names_a_dive_card_only_to_those_who_have_seen_it():
    states, actions = _peeking()
    card = states[-1].decision.ctx.card
    actions.append(s.legal_actions(states[-1])[0])
    states.append(s.apply(states[-1], actions[-1]))
    src = states[-1].content.dive[card].src
    blue, orange = (log_view(states, actions, seat)["turns"] for seat in (BLUE, ORANGE))
    said = [x for turn in blue for x in turn["lines"]]
    assert any(x["src"] == src and card in x["source"] for x in said)
    told = [x for turn in orange for x in turn["lines"]]
    assert not any(x["src"] == src or card in x["source"] + x["text"] for x in told)
    assert "a dive card you have not seen" in [x["source"] for x in told]
