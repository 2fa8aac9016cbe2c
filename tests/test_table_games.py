"""The games a table server keeps, and what it gives away: a game in progress is never
dropped to make room for another (only one that is over, or that nobody has used for a
long time), and the game record, whose seed tells every hidden card, goes mid-game only
to a link that holds every seat people play."""

from __future__ import annotations

import pytest

import seastead_rules as s
from seastead_rules.table.games import Refused
from seastead_rules.table.tables import IDLE_SECONDS, Tables, client_key

SEED = 987_654_321_987      # a number that appears nowhere by chance


class Clock:
    """A clock the test moves by hand."""

    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def finished_record() -> str:
    game = s.Game(3)
    while not game.is_over():
        game.play(s.legal_actions(game.state)[0])
    return game.record().to_json()


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def tables(clock):
    return Tables(limit=2, clock=clock)


def started(table):
    """A game in progress: a person has played a move in it."""
    table.act(next(t for t, seats in table.tokens.items() if len(seats) == 2), "dive")
    return table


def test_a_game_in_progress_is_never_dropped_to_make_room(tables):
    first = started(tables.new_game("hotseat", seed=1))
    second = started(tables.new_game("hotseat", seed=2))
    with pytest.raises(Refused, match="2 games in progress") as refused:
        tables.new_game("hotseat", seed=3)
    assert refused.value.status == 503
    with pytest.raises(Refused):
        tables.load_game(s.Game(4).record().to_json(), "hotseat")
    assert set(tables.games) == {first.id, second.id}


def test_a_game_that_is_over_makes_room(tables):
    over = tables.load_game(finished_record(), "hotseat")
    playing = started(tables.new_game("hotseat", seed=2))
    new = tables.new_game("hotseat", seed=3)
    assert set(tables.games) == {playing.id, new.id} and over.game.is_over()


def test_a_game_nobody_used_for_a_long_time_makes_room(tables, clock):
    idle = started(tables.new_game("hotseat", seed=1))
    used = started(tables.new_game("hotseat", seed=2))
    clock.now += IDLE_SECONDS - 1
    tables.game(used.id)                    # a page looks at it
    with pytest.raises(Refused):
        tables.new_game("hotseat", seed=3)
    clock.now += 2
    new = tables.new_game("hotseat", seed=3)
    assert set(tables.games) == {used.id, new.id} and idle.id not in tables.games


def test_the_full_table_answers_503_over_http(clock):
    pytest.importorskip("starlette", reason="the table needs the 'table' extra")
    pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx")
    from starlette.testclient import TestClient

    from seastead_rules.table import create_app
    client = TestClient(create_app(), base_url="http://localhost:8000")
    client.app.state.tables.limit = 1
    opened = client.post("/api/games", json={"opponent": "hotseat"}).json()
    kept, token = opened["id"], opened["links"][0]["url"].split("token=")[1]
    assert client.post(f"/api/games/{kept}/act",
                       json={"token": token, "action": "dive"}).status_code == 200
    answer = client.post("/api/games", json={"opponent": "hotseat"})
    assert answer.status_code == 503 and "in progress" in answer.json()["error"]
    assert list(client.app.state.tables.games) == [kept]


def test_a_game_nobody_has_played_makes_room_the_least_recently_used_first(tables, clock):
    playing = started(tables.new_game("hotseat", seed=1))
    waiting = tables.new_game("hotseat", seed=2)
    clock.now += 5
    new = tables.new_game("hotseat", seed=3)
    assert set(tables.games) == {playing.id, new.id} and waiting.id not in tables.games


def test_one_client_holds_a_few_games_its_own_spare_one_making_room(clock):
    tables = Tables(limit=50, per_client=3, clock=clock)
    mine = []
    for seed in range(3):
        clock.now += 1
        mine.append(tables.new_game("hotseat", seed=seed, client="10.0.0.1"))
    started(mine[1])
    other = tables.new_game("hotseat", seed=9, client="10.0.0.2")
    clock.now += 1
    fourth = tables.new_game("hotseat", seed=4, client="10.0.0.1")
    # The client's oldest game nobody played went; the game in progress and the other
    # client's game stay.
    assert set(tables.games) == {mine[1].id, mine[2].id, fourth.id, other.id}


def test_a_client_whose_games_are_all_in_progress_is_refused_another(clock):
    tables = Tables(limit=50, per_client=2, clock=clock)
    for seed in range(2):
        started(tables.new_game("hotseat", seed=seed, client="10.0.0.1"))
    with pytest.raises(Refused, match="2 games in progress") as refused:
        tables.new_game("hotseat", seed=5, client="10.0.0.1")
    assert refused.value.status == 429
    assert tables.new_game("hotseat", seed=5, client="10.0.0.2")


def test_a_client_is_its_ip_address_or_its_ipv6_network():
    assert client_key("192.0.2.7") == "192.0.2.7"
    assert client_key("::ffff:192.0.2.7") == "192.0.2.7"
    assert client_key("2001:db8:1:2:aaaa::1") == client_key("2001:db8:1:2:bbbb::9") == \
        "2001:db8:1:2::/64"
    assert client_key("2001:db8:1:3::1") != client_key("2001:db8:1:2::1")
    assert client_key(None) == "" and client_key("testclient") == "testclient"


def test_a_replay_looked_at_is_kept_before_one_nobody_looks_at(tables):
    record = s.Game(3).record().to_json()
    looked, old = tables.new_replay(record), tables.new_replay(record)
    tables.replay(looked.id)
    new = tables.new_replay(record)
    assert set(tables.replays) == {looked.id, new.id} and old.id not in tables.replays


# The seed: only when the game is over, or to a link with every seat people play.

def tokens(table) -> dict:
    return {seats: token for token, seats in table.tokens.items()}


def test_one_seat_of_a_hot_seat_game_cannot_have_the_record_mid_game(tables):
    table = tables.new_game("hotseat", seed=SEED)
    for seat in ((0,), (1,)):
        with pytest.raises(Refused, match="when the game is over") as refused:
            table.record_for(tokens(table)[seat])
        assert refused.value.status == 403


def test_the_record_goes_to_the_link_for_both_seats_and_to_the_only_person(tables):
    hot = tables.new_game("hotseat", seed=SEED)
    assert f'"seed": {SEED}' in hot.record_for(tokens(hot)[(0, 1)])
    for opponent in ("greedy", "boss"):
        alone = tables.new_game(opponent, seed=SEED)
        assert f'"seed": {SEED}' in alone.record_for(next(iter(alone.tokens)))
        tables.games.clear()


def test_every_seat_has_the_record_when_the_game_is_over(tables):
    table = tables.load_game(finished_record(), "hotseat")
    for token in table.tokens:
        assert s.GameRecord.from_json(table.record_for(token)).seed == 3


def test_a_seat_has_no_record_and_no_seed_over_http_mid_game():
    pytest.importorskip("starlette", reason="the table needs the 'table' extra")
    pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx")
    from starlette.testclient import TestClient

    from seastead_rules.table import create_app
    client = TestClient(create_app(), base_url="http://localhost:8000")
    opened = client.post("/api/games", json={"opponent": "hotseat", "seed": SEED}).json()
    game = opened["id"]
    both, blue, orange = (link["url"].split("token=")[1] for link in opened["links"])
    for token in (blue, orange):
        answer = client.get(f"/api/games/{game}/record", params={"token": token})
        assert answer.status_code == 403 and str(SEED) not in answer.text
        view = client.get(f"/api/games/{game}", params={"token": token})
        assert str(SEED) not in view.text and view.json()["can_save"] is False
        played = client.post(f"/api/games/{game}/undo", json={"token": token})
        assert str(SEED) not in played.text
    assert client.get(f"/api/games/{game}", params={"token": both}).json()["can_save"]
    answer = client.get(f"/api/games/{game}/record", params={"token": both})
    assert answer.status_code == 200 and str(SEED) in answer.text
