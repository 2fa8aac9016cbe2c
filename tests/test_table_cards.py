"""The table in the browser with cards that remember, reveal and score (over HTTP, with
Starlette's TestClient): every question the card language added is shown with its
answers and played; each seat's page shows the points cards scored, the counters, its
own kept dive cards by name and the opponent's only as a count, the cards in the open
to those who see them, a turn to skip or an extra turn to come, and the side rules."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")
pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx (the 'table' extra)")

from cards_support import card_game  # noqa: E402
from cards_ui import DRIFT, KINDS, asked, with_cards  # noqa: E402
from starlette.testclient import TestClient  # noqa: E402

import seastead_rules as s  # noqa: E402
from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.text.render import render  # noqa: E402

BLUE, ORANGE = 0, 1
BOTH = "both seats (hot-seat)"


def table_at(state):
    """A hot-seat game at a table server whose play starts at `state`: (client, game id,
    {link label: token})."""
    client = TestClient(create_app(content=state.content), base_url="http://localhost:8000")
    answer = client.post("/api/games", json={"opponent": "hotseat", "seed": 1})
    assert answer.status_code == 200, answer.text
    data = answer.json()
    game = data["id"]
    client.app.state.tables.game(game).session._states = [state]
    return client, game, {tuple(link["seats"]): link["url"].split("token=")[1]
                          for link in data["links"]}


def page(state, seat):
    """The page of `seat` (0 blue, 1 orange) at `state`: the view and its whole text."""
    client, game, tokens = table_at(state)
    answer = client.get(f"/api/games/{game}", params={"token": tokens[(seat,)]})
    assert answer.status_code == 200, answer.text
    return answer.json(), answer.text


@pytest.mark.parametrize("kind", KINDS)
def test_a_question_the_cards_ask_is_shown_with_its_answers_and_played(kind):
    state = asked(kind, BLUE)
    client, game, tokens = table_at(state)
    shown = client.get(f"/api/games/{game}", params={"token": tokens[(0,)]}).json()
    asked_now = {"prompt": state.decision.prompt, "player": BLUE, "kind": kind}
    assert {key: shown["question"][key] for key in asked_now} == asked_now
    assert [a["text"] for a in shown["actions"]] == [str(a) for a in s.legal_actions(state)]
    answer = client.post(f"/api/games/{game}/act", json={
        "token": tokens[(0,)], "action": shown["actions"][0]["text"], "moves": 0})
    assert answer.status_code == 200, answer.text
    assert answer.json()["moves"] == 1


def test_an_answer_naming_a_card_shows_that_cards_text():
    shown, _ = page(asked("card", BLUE), BLUE)
    assert all(a["card"].startswith("Half 1: ") for a in shown["actions"])


def test_an_answer_naming_places_shows_their_locations():
    shown, _ = page(asked("move ship", BLUE), BLUE)
    assert all(a["card"].startswith("flotilla ") and "cost" in a["card"]
               for a in shown["actions"])


def test_your_kept_cards_are_shown_by_name_with_what_their_halves_show():
    state = with_cards(card_game(DRIFT, 1), kept=(1, 2))
    mine = state.kept[BLUE][0]
    shown, _ = page(state, BLUE)
    halves = "; ".join(f"half {i + 1}: {h.text}"
                       for i, h in enumerate(state.content.dive[mine].halves))
    assert f"you keep face down: {mine} ({halves})" in shown["cards"]
    assert "orange keeps 2 dive cards face down" in shown["cards"]
    assert f"keeps {mine}" in shown["board"] and "keeps 2 dive cards face down" in shown["board"]


def test_the_opponents_page_does_not_name_your_kept_cards():
    state = with_cards(card_game(DRIFT, 1), kept=(2, 0))
    shown, text = page(state, ORANGE)
    assert "blue keeps 2 dive cards face down" in shown["cards"]
    assert not any(card in text for card in state.kept[BLUE])


def test_cards_a_player_looks_at_are_shown_to_that_player_only():
    state = with_cards(card_game(DRIFT, 1), open_=3, open_to=BLUE)
    mine, _ = page(state, BLUE)
    assert "in the open (you look at them): " + ", ".join(state.dive_open) in mine["board"]
    assert any(line.startswith("in the open (you look at them): ") for line in mine["cards"])
    theirs, text = page(state, ORANGE)
    assert "in the open (blue looks at them): 3 dive cards" in theirs["board"]
    assert not any(card in text for card in state.dive_open)


def test_revealed_cards_are_shown_to_both_players():
    state = with_cards(card_game(DRIFT, 1), open_=2)
    for seat in (BLUE, ORANGE):
        shown, _ = page(state, seat)
        assert "(both players see them): " + ", ".join(state.dive_open) in shown["board"]


def test_the_counters_are_shown_shared_and_per_player():
    tides, _ = page(with_cards(card_game("22_tides.sea", 1), counters=[("tides", (3,))]), BLUE)
    assert "tides (shared): 3" in tides["cards"] and "tides 3" in tides["board"]
    fame = with_cards(card_game("23_reputation.sea", 1), counters=[("reputation", (2, 5))])
    shown, _ = page(fame, ORANGE)
    assert "reputation: blue 2, orange 5" in shown["cards"]
    assert "cards: reputation 2" in shown["board"] and "cards: reputation 5" in shown["board"]


def test_the_score_has_a_cards_row_when_a_card_scored():
    state = with_cards(card_game(DRIFT, 1), counters=[("score", (0, 4))])
    shown, _ = page(state, BLUE)
    assert ["cards", 0, 4] in shown["score"]["rows"]
    assert shown["score"]["totals"] == [line.total for line in s.score_sheet(state).lines]
    assert "points from cards: blue 0, orange 4" in shown["cards"]
    assert "cards: 4 points" in shown["board"]


def test_the_score_has_no_cards_row_when_no_card_scored():
    shown, _ = page(card_game(DRIFT, 1), BLUE)
    assert "cards" not in [row[0] for row in shown["score"]["rows"]]


def test_a_turn_to_skip_and_an_extra_turn_to_come_are_shown():
    state = with_cards(card_game("17_saboteur.sea", 1),
                       counters=[("skip", (0, 1)), ("extra", (1, 0))])
    shown, _ = page(state, BLUE)
    assert "orange skips their next turn" in shown["cards"]
    assert "you take an extra turn next" in shown["cards"]
    assert "skips next turn" in shown["board"] and "extra turn next" in shown["board"]


def test_a_sides_rules_are_shown_on_its_flotilla_and_in_the_panel():
    shown, _ = page(card_game(DRIFT, 1), BLUE)
    assert 'class="side-rule"' in shown["board"]
    assert any(line.startswith("side The Drift: At the end of the game") for line in shown["cards"])


def test_a_game_without_cards_that_remember_shows_nothing_of_them():
    shown, _ = page(s.new_game(3), BLUE)
    assert shown["cards"] == [] and 'class="row cards"' not in shown["board"]


def test_an_answer_naming_a_card_the_other_looks_at_reads_hidden_in_their_log():
    state = asked("order", BLUE)
    client, game, tokens = table_at(state)
    played = []
    while held_state(client, game).decision.kind == "order":
        played.append(str(s.legal_actions(held_state(client, game))[0]))
        assert client.post(f"/api/games/{game}/act", json={
            "token": tokens[(0,)], "action": played[-1]}).status_code == 200
    blue = client.get(f"/api/games/{game}", params={"token": tokens[(0,)]})
    orange = client.get(f"/api/games/{game}", params={"token": tokens[(1,)]})
    assert f"Blue chooses {played[-1]}." in last_step(blue.json())
    assert "Blue chooses card (hidden)." in last_step(orange.json())
    assert not any(card in orange.text for card in state.dive_open)


def last_step(view) -> list:
    """The log lines (their text) the page's last action made."""
    return [line["text"] for turn in view["log"]["turns"] for line in turn["lines"]
            if line["step"] == view["moves"]]


def held_state(client, game):
    """The state of the server's own game."""
    return client.app.state.tables.game(game).session.state


def test_the_replay_shows_every_card():
    state = with_cards(card_game(DRIFT, 1), kept=(1, 1), counters=[("score", (2, 0))])
    text = render(state)
    assert "points from cards: blue 2, orange 0" in text
    assert all(f"keeps face down: {card} (half 1: " in text
               for card in state.kept[BLUE] + state.kept[ORANGE])
