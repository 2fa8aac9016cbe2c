"""Liar's Dice at the table (over HTTP, Starlette's TestClient): three people on three
computers (each by their own link) and two bots play a whole game through the lobby;
each page shows its own dice and no one else's until a challenge shows every hand;
every bid is a cell of the bidding grid, 'liar' the Liar! button; the others' bids
since your last one are marked on their cups. And any game of the kernel has a view
from the protocol alone."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")
pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx (the 'table' extra)")

from starlette.testclient import TestClient  # noqa: E402

from seastead_rules.liars_dice import GAME  # noqa: E402
from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.views import views  # noqa: E402
from seastead_rules.table.views.generic import KernelView  # noqa: E402

ME, FRIEND = {"who": "me"}, {"who": "invite"}
SEATS = [ME, FRIEND, {"who": "bot", "bot": "ismcts"}, FRIEND, {"who": "bot", "bot": "random"}]
_TARGET = re.compile(r'data-target="([^"]*)"')
_DICE = re.compile(r'<section class="cup p(\d)[^"]*" id="cup-\d".*?</section>', re.S)


@pytest.fixture
def client():
    return TestClient(create_app(), base_url="http://localhost:8000")


def page(client, game, token):
    answer = client.get(f"/api/games/{game}", params={"token": token})
    assert answer.status_code == 200, answer.text
    return answer.json()


def hidden_cups(board: str) -> set:
    """The seats whose dice a board hides."""
    return {int(m.group(1)) for m in _DICE.finditer(board) if "die hidden" in m.group(0)}


def test_three_people_and_two_bots_play_a_whole_game_of_liars_dice(client):
    answer = client.post("/api/games", json={"game": "liars_dice", "players": 5,
                                             "seats": SEATS, "seed": 11,
                                             "options": {"dice": 2}})
    assert answer.status_code == 200, answer.text
    data = answer.json()
    game = data["id"]
    tokens = {link["seats"][0]: link["url"].split("token=")[1] for link in data["links"]}
    assert sorted(tokens) == [0, 1, 3]
    for seat in (1, 3):
        joined = client.post(f"/api/games/{game}/join",
                             json={"token": tokens[seat], "name": f"friend {seat}"})
        assert joined.status_code == 200
    assert client.post(f"/api/games/{game}/start", json={"token": tokens[0]}).status_code == 200
    rng, moves, marked, challenges = random.Random(3), 0, 0, 0
    while True:
        pages = {seat: page(client, game, token) for seat, token in tokens.items()}
        if pages[0]["over"]:
            break
        for seat, shown in pages.items():
            # Your own dice face up; the others' hidden (but those out of the game).
            assert seat not in hidden_cups(shown["board"])
            alive = [p for p in range(5) if p != seat and shown["score"]["totals"][p]]
            assert hidden_cups(shown["board"]) == set(alive)
        seat = next(s for s, p in pages.items() if p["your_turn"])
        mine = pages[seat]
        parts = set(_TARGET.findall(mine["board"]))
        assert all(set(a["targets"]) <= parts and a["targets"] for a in mine["actions"])
        marked += bool(mine["highlights"])
        calls = [a for a in mine["actions"] if a["text"] == "liar"]
        bids = [a for a in mine["actions"] if a["text"] != "liar"]
        chosen = calls[0] if calls and rng.random() < 0.4 else bids[0]
        challenges += chosen is not bids[0]
        answer = client.post(f"/api/games/{game}/act", json={
            "token": tokens[seat], "action": chosen["text"], "moves": mine["moves"]})
        assert answer.status_code == 200, answer.text
        moves += 1
        assert moves < 300
    end = pages[0]
    assert end["phase"] == "over" and end["score"]["verdict"].endswith("wins")
    assert sum(end["score"]["totals"]) == 1
    assert moves > 5 and challenges and marked
    lines = [line["text"] for turn in end["log"]["turns"] for line in turn["lines"]]
    assert any("calls" in line and "a lie" in line for line in lines)
    assert any(line.endswith("loses a die.") or line.endswith("is out.") for line in lines)
    # A person who is out still sees the game to its end, every hand shown.
    assert hidden_cups(end["board"]) == set()


def test_a_bid_is_its_cell_of_the_grid_and_liar_the_button(client):
    view = views()["liars_dice"]
    state = GAME.setup(2, 3)
    state = GAME.apply(state, GAME.legal_actions(state)[4])      # a bid
    shown = {a["text"]: a for a in view.actions(state, GAME.legal_actions(state))}
    board = view.board(state, GAME.to_move(state))
    parts = set(_TARGET.findall(board))
    assert shown["liar"]["targets"] == ["liar"] and "liar" in parts
    first = next(t for t in shown if t != "liar")
    assert shown[first]["targets"][0] in parts and shown[first]["targets"][0].startswith("bid-")
    higher = [a for a in shown.values() if a["targets"] == ["bid-higher"]]
    assert higher and "bid-higher" in parts, "the bids above the grid sit behind one cell"


def test_the_others_bids_since_your_last_are_marked_on_their_cups(client):
    answer = client.post("/api/games", json={"game": "liars_dice", "players": 3, "seed": 4,
                                             "seats": [ME, {"who": "bot", "bot": "random"},
                                                       {"who": "bot", "bot": "random"}]})
    data = answer.json()
    token = data["url"].split("token=")[1]
    first = page(client, data["id"], token)
    if first["your_turn"] and first["actions"]:
        answer = client.post(f"/api/games/{data['id']}/act", json={
            "token": token, "action": first["actions"][0]["text"]})
        first = answer.json()
    marks = {h["target"] for h in first["highlights"]}
    assert marks and marks <= {"cup-1", "cup-2"}
    assert first["recent"], "what the bots did since your last turn"


def test_any_game_of_the_kernel_has_a_view_from_the_protocol_alone():
    plain = KernelView(GAME)
    session = plain.new_session(7, 2, {})
    seen = plain.page(session, 0, (0,))
    assert seen["board"].startswith('<pre class="position">')
    assert [a["text"] for a in seen["actions"]] == [str(a) for a in session.legal_actions()] \
        or not seen["your_turn"]
    assert plain.fields(2)[0]["name"] == next(iter(GAME.options))
    while not session.is_over():
        session.play_bot(plain.make_bot("random", 1))
    assert plain.score(session.state)["verdict"].endswith("wins")
    record = session.record().to_json()
    again, players, options = plain.load_session(record)
    assert again.state == session.state and players == 2
