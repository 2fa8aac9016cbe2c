"""The table's web server over HTTP (Starlette's TestClient): games against a bot and
hot-seat, each seat seeing only its own observation and refused out of turn, illegal
actions refused with the rules' message, undo, saving and loading, and the replay viewer."""

from __future__ import annotations

import json
from html import escape

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")
pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx (the 'table' extra)")

from starlette.testclient import TestClient  # noqa: E402

import seastead_rules as s  # noqa: E402
from seastead_rules.model.names import RESOURCES  # noqa: E402
from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.views.seastead.board import board_html  # noqa: E402
from seastead_rules.table.views.seastead.hover import hover_text  # noqa: E402

SEED = 3
JSON = {"Content-Type": "application/json"}


@pytest.fixture
def client():
    return TestClient(create_app(), base_url="http://localhost:8000")


def start(client, **options):
    """A new game; returns (id, {label: token})."""
    answer = client.post("/api/games", json={"seed": SEED, **options})
    assert answer.status_code == 200, answer.text
    data = answer.json()
    return data["id"], {tuple(link["seats"]): link["url"].split("token=")[1]
                        for link in data["links"]}


def view(client, game, token):
    answer = client.get(f"/api/games/{game}", params={"token": token})
    assert answer.status_code == 200, answer.text
    return answer.json()


def act(client, game, token, action, **extra):
    return client.post(f"/api/games/{game}/act", json={"token": token, "action": action,
                                                        **extra})


def held(client, game):
    """The server's own game (to compare states)."""
    return client.app.state.tables.game(game)


def test_a_game_against_a_bot_gives_a_link_for_the_persons_seat_only(client):
    game, tokens = start(client, opponent="greedy", seat=1)
    assert list(tokens) == [(1,)]
    assert view(client, game, tokens[(1,)])["seats"] == [1]


def test_the_bot_has_played_up_to_the_persons_first_decision(client):
    for seat in (0, 1):
        game, tokens = start(client, opponent="random", seat=seat)
        page = view(client, game, tokens[(seat,)])
        assert page["to_move"] == seat and page["your_turn"]


def test_the_view_has_the_board_the_question_and_every_legal_action_with_build_costs(client):
    game, tokens = start(client, opponent="greedy")
    page = view(client, game, tokens[(0,)])
    state = held(client, game).session.state
    assert page["question"]["prompt"] == state.decision.prompt
    assert [a["text"] for a in page["actions"]] == [str(a) for a in s.legal_actions(state)]
    for offered, action in zip(page["actions"], s.legal_actions(state)):
        if isinstance(action, s.Build):
            cost, reasons = s.explain_cost(state, action)
            assert offered["cost"] == cost and len(offered["why"]) == len(reasons)
            side = state.content.side[state.sides[action.flotilla - 1]]
            assert offered["card"] == hover_text(side.locations[action.location])
    assert page["board"].startswith("<div") and page["board"].count('data-target="loc-') == 24
    assert page["score"]["totals"] == [line.total for line in s.score_sheet(state).lines]


def test_the_log_names_the_cause_of_each_line(client):
    game, tokens = start(client, opponent="greedy")
    turns = view(client, game, tokens[(0,)])["log"]["turns"]
    lines = [line for turn in turns for line in turn["lines"]]
    assert lines and all(line["src"] and line["source"] for line in lines)


def test_a_legal_action_is_played_and_the_bot_replies(client):
    game, tokens = start(client, opponent="greedy")
    before = view(client, game, tokens[(0,)])
    answer = act(client, game, tokens[(0,)], "dive", moves=before["moves"])
    assert answer.status_code == 200, answer.text
    after = answer.json()
    assert after["moves"] > before["moves"] and after["log"]["count"] > before["log"]["count"]
    assert after["to_move"] == 0 or after["over"]


def test_an_action_out_of_turn_is_refused_and_changes_nothing(client):
    game, tokens = start(client, opponent="hotseat")
    state = held(client, game).session.state
    waiting = ("blue", "orange")[1 - state.to_move]
    answer = act(client, game, tokens[(1 - state.to_move,)], "dive")
    assert answer.status_code == 409
    assert f"not {waiting}'s" in answer.json()["error"]
    assert held(client, game).session.state is state


def test_an_unknown_token_is_refused(client):
    game, _ = start(client, opponent="greedy")
    assert act(client, game, "not-a-token", "dive").status_code == 403
    assert client.get(f"/api/games/{game}", params={"token": "x"}).status_code == 403


def test_an_illegal_action_is_refused_with_the_rules_message_and_changes_nothing(client):
    game, tokens = start(client, opponent="greedy")
    state = held(client, game).session.state
    answer = act(client, game, tokens[(0,)], "build port at flotilla 9 location 0")
    assert answer.status_code == 400
    assert "is not a legal action now" in answer.json()["error"]
    assert state.decision.prompt in answer.json()["error"]
    assert held(client, game).session.state is state


def test_a_page_that_is_behind_the_game_is_refused(client):
    game, tokens = start(client, opponent="greedy")
    moves = view(client, game, tokens[(0,)])["moves"]
    answer = act(client, game, tokens[(0,)], "dive", moves=moves - 1)
    assert answer.status_code == 409 and "reload" in answer.json()["error"]


def test_undo_takes_back_the_persons_action_and_the_bots_replies(client):
    game, tokens = start(client, opponent="greedy")
    before = view(client, game, tokens[(0,)])
    state = held(client, game).session.state
    shipyard = next(a["text"] for a in before["actions"] if a["text"].startswith("build shipyard"))
    act(client, game, tokens[(0,)], shipyard)
    answer = client.post(f"/api/games/{game}/undo", json={"token": tokens[(0,)]})
    assert answer.status_code == 200, answer.text
    assert answer.json()["moves"] == before["moves"]
    assert held(client, game).session.state is state


def test_undo_stops_at_a_dive_the_card_turned_up_stays_seen(client):
    game, tokens = start(client, opponent="greedy")
    act(client, game, tokens[(0,)], "dive")
    page = view(client, game, tokens[(0,)])
    answer = client.post(f"/api/games/{game}/undo", json={"token": tokens[(0,)]})
    assert answer.status_code == 409 and "undo stops here" in answer.json()["error"]
    assert page["can_undo"] is False and view(client, game, tokens[(0,)]) == page


def test_after_an_undo_the_bot_answers_again_as_it_did_so_the_game_goes_as_it_went(client):
    # Seed 1: blue builds a shipyard and answers; the random bot then builds, turning
    # up no card, choosing among several options each time.
    game, tokens = start(client, opponent="random", seed=1)
    shipyard = next(a["text"] for a in view(client, game, tokens[(0,)])["actions"]
                    if a["text"].startswith("build shipyard"))
    act(client, game, tokens[(0,)], shipyard)
    session = held(client, game).session
    while session.state.decision.kind != "turn":
        act(client, game, tokens[(0,)], str(session.legal_actions()[-1]))
    once, states = list(map(str, session.actions)), session.history
    answer = client.post(f"/api/games/{game}/undo", json={"token": tokens[(0,)]})
    assert answer.status_code == 200, answer.text
    taken_back = once[len(session.actions):]
    bot_choices = [state for state in states[len(session.actions) + 1:-1]
                   if state.to_move == 1 and len(s.legal_actions(state)) > 1]
    assert len(bot_choices) >= 2
    act(client, game, tokens[(0,)], taken_back[0])
    assert list(map(str, session.actions)) == once


def test_undo_before_the_persons_first_action_is_refused(client):
    game, tokens = start(client, opponent="greedy")
    answer = client.post(f"/api/games/{game}/undo", json={"token": tokens[(0,)]})
    assert answer.status_code == 409 and answer.json()["error"] == "nothing to undo"


def test_a_seat_sees_its_observation_and_not_the_hidden_cards(client):
    game, tokens = start(client, opponent="hotseat")
    state = held(client, game).session.state
    other = 1 - state.to_move
    page = client.get(f"/api/games/{game}", params={"token": tokens[(other,)]})
    data = page.json()
    assert data["viewer"] == other and data["actions"] == []
    assert data["question"]["prompt"].startswith("waiting for")
    assert data["board"] == board_html(s.observation(state, other), other)
    for name in state.specialist_deck + state.dock_deck:
        assert name not in page.text


def test_the_hot_seat_link_looks_through_the_eyes_of_the_player_to_move(client):
    game, tokens = start(client, opponent="hotseat")
    both = tokens[(0, 1)]
    first = view(client, game, both)
    assert first["viewer"] == first["to_move"] and first["your_turn"]
    act(client, game, both, "dive")
    assert view(client, game, both)["viewer"] == held(client, game).session.state.to_move


def test_the_solo_game_seats_the_person_blue_against_the_boss(client):
    game, tokens = start(client, opponent="boss", seat=1)
    page = view(client, game, tokens[(0,)])
    assert page["mode"] == "solo" and page["score"]["players"] == ["blue", "Boss"]
    assert 'id="player-boss"' in page["board"]
    boss_column = [row[2] for row in page["score"]["rows"]]
    assert boss_column[:-1] == [""] * 5 and boss_column[-1] == 0    # only its buildings


def test_bad_setup_options_are_refused_with_the_rules_message(client):
    answer = client.post("/api/games", json={"sides": "QQQQ"})
    assert answer.status_code == 400 and "cannot set up this game" in answer.json()["error"]
    answer = client.post("/api/games", json={"opponent": "nobody"})
    assert answer.status_code == 400 and "unknown opponent" in answer.json()["error"]
    assert client.post("/api/games", content=b"not json", headers=JSON).status_code == 400
    for bad in ({"seed": 1.5}, {"seed": "x"}, {"seat": 5}, {"decree": 5}):
        assert client.post("/api/games", json=bad).status_code == 400, bad


def test_a_saved_game_loads_as_the_same_game(client):
    game, tokens = start(client, opponent="greedy")
    act(client, game, tokens[(0,)], "dive")
    saved = client.get(f"/api/games/{game}/record", params={"token": tokens[(0,)]})
    assert saved.status_code == 200 and "attachment" in saved.headers["content-disposition"]
    loaded = client.post("/api/games/load", json={"record": saved.text, "opponent": "greedy"})
    assert loaded.status_code == 200, loaded.text
    again = loaded.json()["id"]
    assert held(client, again).session.state == held(client, game).session.state
    assert held(client, again).session.actions == held(client, game).session.actions


def test_saving_needs_a_seat_at_the_game(client):
    game, _ = start(client, opponent="greedy")
    assert client.get(f"/api/games/{game}/record", params={"token": "x"}).status_code == 403


def test_a_file_that_is_not_a_record_is_refused(client):
    for url in ("/api/games/load", "/api/replays"):
        answer = client.post(url, json={"record": json.dumps({"format": "nothing"})})
        assert answer.status_code == 400 and "not a game record" in answer.json()["error"]


def test_an_unknown_game_is_not_found(client):
    assert client.get("/api/games/nope", params={"token": "x"}).status_code == 404


def recorded_game(moves: int = 12) -> s.GameRecord:
    game = s.Game(SEED)
    for _ in range(moves):
        game.play(s.legal_actions(game.state)[0])
    return game.record()


def test_the_replay_viewer_steps_forward_and_back_through_a_record(client):
    record = recorded_game()
    opened = client.post("/api/replays", json={"record": record.to_json()}).json()
    assert opened["steps"] == len(record.actions) and opened["stopped"] is None
    url = f"/api/replays/{opened['id']}"
    setup = client.get(url, params={"step": 0}).json()
    assert setup["action"] == "setup" and setup["next"] == record.actions[0]
    for step in (1, 5, len(record.actions), 2):
        page = client.get(url, params={"step": step}).json()
        assert page["step"] == step and page["action"] == record.actions[step - 1]
    assert client.get(url, params={"step": len(record.actions) + 1}).status_code == 400


def test_the_replay_of_a_record_that_no_longer_fits_stops_and_says_where(client):
    record = recorded_game(4)
    broken = json.loads(record.to_json())
    broken["actions"][2] = "build port at flotilla 9 location 9"
    opened = client.post("/api/replays", json={"record": json.dumps(broken)}).json()
    assert opened["steps"] == 2 and "action 3" in opened["stopped"]


def test_the_pages_and_their_scripts_are_served(client):
    assert "new-game" in client.get("/").text
    game, tokens = start(client, opponent="greedy")
    assert 'src="/static/play.js"' in client.get(f"/play/{game}").text
    for name in ("play.js", "replay.js", "index.js", "common.js", "table.css"):
        assert client.get(f"/static/{name}").status_code == 200


def test_a_location_shows_its_whole_text_its_cost_in_the_resource_that_pays_and_points(client):
    game, tokens = start(client, opponent="greedy")
    state = held(client, game).session.state
    board = view(client, game, tokens[(0,)])["board"]
    for f, name in enumerate(state.sides):
        pays = RESOURCES[state.demand[f]]
        for loc in state.content.side[name].locations:
            shown = board.split(f'id="loc-{f + 1}-{loc.index}"')[1].split('id="loc-')[0]
            assert f'<p class="loc-text">{escape(loc.text)}</p>' in shown
            assert f"cost {loc.cost} <i" in shown and f">{pays}</i>" in shown
            assert f'<span class="pts">{loc.points} pt' in shown
            assert f'title="{escape(hover_text(loc))}"' in shown     # the source on hover


def test_the_board_counts_the_dive_deck_by_depth_for_a_seat_and_in_a_replay(client):
    game, tokens = start(client, opponent="greedy")
    state = held(client, game).session.state
    depths = [state.content.dive[name].depth for name in state.dive_deck]
    counted = ", ".join(f"{depths.count(d)} {d}" for d in ("shallows", "shelf", "depths"))
    assert counted in view(client, game, tokens[(0,)])["board"]
    opened = client.post("/api/replays", json={"record": s.Game(SEED).record().to_json()})
    step = client.get(f"/api/replays/{opened.json()['id']}", params={"step": 0}).json()
    assert counted in step["board"]


def test_an_answer_that_names_a_card_shows_the_cards_text_on_hover(client):
    game, tokens = start(client, opponent="hotseat")
    both = tokens[(0, 1)]
    table = held(client, game)
    while not any(isinstance(a, s.Answer) and a.text.startswith("specialist ")
                  for a in s.legal_actions(table.session.state)):
        act(client, game, both, str(s.legal_actions(table.session.state)[-1]))
    offered = view(client, game, both)["actions"]
    content = table.session.state.content
    named = [(a, a["text"].removeprefix("specialist ")) for a in offered]
    named = [(a, content.specialist[n]) for a, n in named if n in content.specialist]
    assert named
    for action, card in named:
        assert action["card"] == hover_text(card)


def test_a_request_nested_too_deeply_is_refused_as_not_json(client):
    deep = b"[" * 100_000 + b"]" * 100_000
    answer = client.post("/api/games", content=deep, headers=JSON)
    assert answer.status_code == 400 and "not JSON" in answer.json()["error"]


def test_a_fault_of_the_server_is_a_message_the_page_can_show(client, monkeypatch):
    game, tokens = start(client, opponent="greedy")

    def broken(*args):
        raise KeyError("oops")
    monkeypatch.setattr("seastead_rules.table.app.seat_page", broken)
    answer = client.get(f"/api/games/{game}", params={"token": tokens[(0,)]})
    assert answer.status_code == 500 and "internal error (KeyError" in answer.json()["error"]
