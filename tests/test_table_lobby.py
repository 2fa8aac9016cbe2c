"""Playing with friends at the table (over HTTP, Starlette's TestClient): a game is made
with a seat for each person (an invitation link each) or bot; it waits in its lobby
until everyone has joined and the person who made it starts it; every page says who
sits where, who has joined and who is connected; undo never takes back another
person's move, nor anything after the end; a rematch keeps the seats, the people and
the options."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")
pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx (the 'table' extra)")

from starlette.testclient import TestClient  # noqa: E402

from seastead_rules.table import create_app  # noqa: E402

ME, FRIEND, BOT = {"who": "me"}, {"who": "invite"}, {"who": "bot", "bot": "greedy"}


@pytest.fixture
def client():
    return TestClient(create_app(), base_url="http://localhost:8000")


def make(client, seats, game="seastead", **more):
    answer = client.post("/api/games", json={"game": game, "players": len(seats),
                                             "seats": seats, "seed": 5, **more})
    assert answer.status_code == 200, answer.text
    data = answer.json()
    return data["id"], [link["url"].split("token=")[1] for link in data["links"]], data


def page(client, game, token):
    answer = client.get(f"/api/games/{game}", params={"token": token})
    assert answer.status_code == 200, answer.text
    return answer.json()


def post(client, game, what, **body):
    return client.post(f"/api/games/{game}/{what}", json=body)


def test_a_friends_seat_gets_an_invitation_link_and_the_game_waits_for_them(client):
    game, (host, friend), data = make(client, [ME, FRIEND])
    assert [link["label"] for link in data["links"]] == ["blue", "invitation for orange"]
    mine = page(client, game, host)
    assert mine["phase"] == "lobby" and mine["waiting_for"] == [1]
    assert [i["url"].split("token=")[1] for i in mine["invitations"]] == [friend]
    assert not mine["your_turn"] and mine["actions"] == []
    answer = post(client, game, "start", token=host)
    assert answer.status_code == 409 and "waiting for orange" in answer.json()["error"]
    assert post(client, game, "act", token=host, action="dive").status_code == 409


def test_only_the_person_who_made_the_game_sees_the_invitations_and_starts_it(client):
    game, (host, friend), _ = make(client, [ME, FRIEND])
    theirs = post(client, game, "join", token=friend, name="Ann").json()
    assert theirs["invitations"] == [] and theirs["host"] is False
    assert post(client, game, "start", token=friend).status_code == 403
    started = post(client, game, "start", token=host).json()
    assert started["phase"] == "playing"
    assert started["your_turn"] != page(client, game, friend)["your_turn"]
    seats = {s["seat"]: s for s in started["table"]}
    assert seats[1]["player"] == "Ann" and seats[1]["joined"] and seats[0]["you"]


def test_each_page_says_who_is_connected(client):
    clock = client.app.state.tables
    game, (host, friend), _ = make(client, [ME, FRIEND])
    post(client, game, "join", token=friend)
    post(client, game, "start", token=host)
    now = clock.clock()
    table = clock.game(game)
    table.seen[friend] = now - 60                       # their page stopped looking
    seats = {s["seat"]: s["connected"] for s in page(client, game, host)["table"]}
    assert seats == {0: True, 1: False}
    page(client, game, friend)
    seats = {s["seat"]: s["connected"] for s in page(client, game, host)["table"]}
    assert seats == {0: True, 1: True}


def test_a_game_against_bots_only_starts_at_once(client):
    game, (host,), _ = make(client, [ME, BOT])
    assert page(client, game, host)["phase"] == "playing"


def test_an_invitation_opened_after_the_start_has_no_seat(client):
    game, (host, friend, other), _ = make(client, [ME, FRIEND, FRIEND], game="liars_dice")
    post(client, game, "join", token=friend)
    answer = post(client, game, "start", token=host)
    assert answer.status_code == 409 and "red" not in answer.json()["error"]


def play_to_the_end(client, game, tokens):
    """Both people play their first answer until the game is over."""
    while True:
        pages = [page(client, game, t) for t in tokens]
        if pages[0]["over"]:
            return pages
        who = next(i for i, p in enumerate(pages) if p["your_turn"])
        answer = post(client, game, "act", token=tokens[who],
                      action=pages[who]["actions"][0]["text"], moves=pages[who]["moves"])
        assert answer.status_code == 200, answer.text


def test_undo_takes_back_nothing_after_the_end(client):
    game, (host,), _ = make(client, [ME, BOT])
    pages = play_to_the_end(client, game, [host])
    assert pages[0]["can_undo"] is False
    answer = post(client, game, "undo", token=host)
    assert answer.status_code == 409 and "over" in answer.json()["error"]


def test_undo_never_takes_back_another_persons_move(client):
    game, (host, friend), _ = make(client, [ME, FRIEND])
    post(client, game, "join", token=friend)
    post(client, game, "start", token=host)
    table = client.app.state.tables.game(game)
    tokens = {0: host, 1: friend}
    mover = table.session.state.to_move
    first = page(client, game, tokens[mover])
    build = next(a["text"] for a in first["actions"] if a["text"].startswith("build "))
    post(client, game, "act", token=tokens[mover], action=build, moves=first["moves"])
    while table.session.state.to_move == mover:         # the rest of the turn
        now = page(client, game, tokens[mover])
        post(client, game, "act", token=tokens[mover], action=now["actions"][0]["text"])
    other = table.session.state.to_move
    theirs = page(client, game, tokens[other])
    build = next(a["text"] for a in theirs["actions"] if a["text"].startswith("build "))
    post(client, game, "act", token=tokens[other], action=build, moves=theirs["moves"])
    actions = table.session.actions
    answer = post(client, game, "undo", token=tokens[mover])
    assert answer.status_code == 409 and "another person" in answer.json()["error"]
    assert table.session.actions == actions


def test_a_rematch_keeps_the_seats_the_people_and_the_options(client):
    game, (host, friend), _ = make(client, [ME, FRIEND], options={"sides": "ABBA"})
    post(client, game, "join", token=friend, name="Ann")
    assert post(client, game, "rematch", token=host).status_code == 409   # not over yet
    post(client, game, "start", token=host)
    play_to_the_end(client, game, [host, friend])
    answer = post(client, game, "rematch", token=friend)
    assert answer.status_code == 200, answer.text
    follow = answer.json()
    again = post(client, game, "rematch", token=host).json()
    assert again["id"] == follow["id"], "asked twice, one rematch"
    assert page(client, game, host)["rematch"] == f"/play/{follow['id']}?token={host}"
    new = page(client, follow["id"], friend)
    assert new["phase"] == "playing" and new["options"]["sides"] == "ABBA"
    assert {s["seat"]: s["player"] for s in new["table"]}[1] == "Ann"
    assert page(client, follow["id"], host)["seats"] == [0]
    old = client.app.state.tables.game(game)
    assert client.app.state.tables.game(follow["id"]).seed != old.seed


def test_a_bad_seat_or_game_is_refused_saying_what_is_wanted(client):
    for body, said in (({"game": "chess"}, "no game 'chess'"),
                       ({"game": "seastead", "players": 3}, "seats 1 to 2 players"),
                       ({"game": "seastead", "players": 2, "seats": [ME]}, "each of the 2"),
                       ({"game": "seastead", "players": 2, "seats": [ME, {"who": "x"}]},
                        "one of me, invite, bot"),
                       ({"game": "seastead", "players": 2, "seats": [BOT, BOT]},
                        "sits in one seat"),
                       ({"game": "seastead", "players": 2,
                         "seats": [ME, {"who": "bot", "bot": "nobody"}]}, "no bot 'nobody'")):
        answer = client.post("/api/games", json=body)
        assert answer.status_code == 400 and said in answer.json()["error"], (body, answer.text)
    assert not client.app.state.tables.games


def test_the_lobby_offers_every_game_with_its_seats_options_and_bots(client):
    games = {g["name"]: g for g in client.get("/api/options").json()["games"]}
    assert list(games) == ["seastead", "liars_dice", "deep_sea"], "every game of the kernel"
    assert games["seastead"]["players"]["1"]["seats"] == ["blue"]
    assert [f["name"] for f in games["seastead"]["players"]["2"]["fields"]] == \
        ["sides", "specialists"]
    assert games["liars_dice"]["min_players"] == 2 and games["liars_dice"]["max_players"] == 6
    assert "ismcts" in games["liars_dice"]["bots"]
    assert client.get("/api/styles/liars_dice.css").text.startswith("/*")
    assert client.get("/favicon.ico").status_code == 200
