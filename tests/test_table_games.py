"""The games a table server keeps, and what it gives away: a game in progress is never
dropped to make room for another (only one that is over, not started, or that nobody
has used for a long time), one client holds only a few, and the game record, whose seed
tells every hidden card, goes mid-game only to a link that holds every seat people
play; every other seat gets it sealed, to be loaded again at the same server."""

from __future__ import annotations

import pytest

import seastead_rules as s
from seastead_rules.table.games import Refused
from seastead_rules.table.sealed import Sealer, record_for
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


ME, FRIEND = {"who": "me"}, {"who": "invite"}


def hotseat(tables, seed, client=""):
    """A Seastead game of two seats played by the person who made it."""
    return tables.new_game("seastead", 2, [ME, ME], seed=seed, client=client)


def started(table):
    """A game in progress: a person has played a move in it."""
    table.act(table.host, "dive")
    return table


def test_a_game_in_progress_is_never_dropped_to_make_room(tables):
    first = started(hotseat(tables, 1))
    second = started(hotseat(tables, 2))
    with pytest.raises(Refused, match="2 games in progress") as refused:
        hotseat(tables, 3)
    assert refused.value.status == 503
    with pytest.raises(Refused):
        tables.load_game(s.Game(4).record().to_json(), [ME, ME])
    assert set(tables.games) == {first.id, second.id}


def test_a_game_that_is_over_makes_room(tables):
    over = tables.load_game(finished_record(), [ME, ME])
    playing = started(hotseat(tables, 2))
    new = hotseat(tables, 3)
    assert set(tables.games) == {playing.id, new.id} and over.is_over()


def test_a_game_nobody_used_for_a_long_time_makes_room(tables, clock):
    idle = started(hotseat(tables, 1))
    used = started(hotseat(tables, 2))
    clock.now += IDLE_SECONDS - 1
    tables.game(used.id)                    # a page looks at it
    with pytest.raises(Refused):
        hotseat(tables, 3)
    clock.now += 2
    new = hotseat(tables, 3)
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
    playing = started(hotseat(tables, 1))
    waiting = hotseat(tables, 2)
    clock.now += 5
    new = hotseat(tables, 3)
    assert set(tables.games) == {playing.id, new.id} and waiting.id not in tables.games


def test_one_client_holds_a_few_games_its_own_spare_one_making_room(clock):
    tables = Tables(limit=50, per_client=3, clock=clock)
    mine = []
    for seed in range(3):
        clock.now += 1
        mine.append(hotseat(tables, seed, "10.0.0.1"))
    started(mine[1])
    other = hotseat(tables, 9, "10.0.0.2")
    clock.now += 1
    fourth = hotseat(tables, 4, "10.0.0.1")
    # The client's oldest game nobody played went; the game in progress and the other
    # client's game stay.
    assert set(tables.games) == {mine[1].id, mine[2].id, fourth.id, other.id}


def test_a_client_whose_games_are_all_in_progress_is_refused_another(clock):
    tables = Tables(limit=50, per_client=2, clock=clock)
    for seed in range(2):
        started(hotseat(tables, seed, "10.0.0.1"))
    with pytest.raises(Refused, match="2 games in progress") as refused:
        hotseat(tables, 5, "10.0.0.1")
    assert refused.value.status == 429
    assert hotseat(tables, 5, "10.0.0.2")


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


# The seed: only when the game is over, or to a link with every seat people play;
# sealed to every other seat.

def two_people(tables, seed=SEED):
    """A game of two people on two computers, both joined: (table, blue's token,
    orange's token)."""
    table = tables.new_game("seastead", 2, [ME, FRIEND], seed=seed)
    friend = next(t for t in table.tokens if t != table.host)
    table.join(friend, "Ann")
    table.start(table.host)
    return table, table.host, friend


def test_one_seat_of_two_people_gets_the_record_sealed_mid_game(tables):
    table, blue, orange = two_people(tables)
    sealer = Sealer()
    for token in (blue, orange):
        saved = record_for(table, token, sealer)
        assert str(SEED) not in saved and '"sealed"' in saved
        game, text = sealer.open(saved)
        assert game == "seastead" and s.GameRecord.from_json(text).seed == SEED


def test_a_sealed_save_opens_only_at_the_server_that_sealed_it(tables):
    table, blue, _ = two_people(tables)
    saved = record_for(table, blue, Sealer())
    with pytest.raises(Refused, match="another table server") as refused:
        Sealer().open(saved)
    assert refused.value.status == 403
    changed = saved.replace(saved[-12:-4], "AAAAAAAA")
    with pytest.raises(Refused):
        Sealer().open(changed)


def test_the_record_goes_to_the_link_for_both_seats_and_to_the_only_person(tables):
    hot = hotseat(tables, SEED)
    assert f'"seed": {SEED}' in record_for(hot, hot.host, Sealer())
    for seats, players in (([ME, {"who": "bot", "bot": "greedy"}], 2), ([ME], 1)):
        tables.games.clear()
        alone = tables.new_game("seastead", players, seats, seed=SEED)
        assert f'"seed": {SEED}' in record_for(alone, alone.host, Sealer())


def test_every_seat_has_the_record_when_the_game_is_over(tables):
    table = tables.load_game(finished_record(), [ME, FRIEND])
    for token in table.tokens:
        assert s.GameRecord.from_json(record_for(table, token, Sealer())).seed == 3


def test_a_seat_has_no_seed_over_http_mid_game_and_resumes_from_its_sealed_save():
    pytest.importorskip("starlette", reason="the table needs the 'table' extra")
    pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx")
    from starlette.testclient import TestClient

    from seastead_rules.table import create_app
    client = TestClient(create_app(), base_url="http://localhost:8000")
    opened = client.post("/api/games", json={"game": "seastead", "players": 2,
                                             "seats": [ME, FRIEND], "seed": SEED}).json()
    game = opened["id"]
    blue, orange = (link["url"].split("token=")[1] for link in opened["links"])
    assert client.post(f"/api/games/{game}/join", json={"token": orange}).status_code == 200
    assert client.post(f"/api/games/{game}/start", json={"token": blue}).status_code == 200
    saves = []
    for token in (blue, orange):
        answer = client.get(f"/api/games/{game}/record", params={"token": token})
        assert answer.status_code == 200 and str(SEED) not in answer.text
        view = client.get(f"/api/games/{game}", params={"token": token})
        assert str(SEED) not in view.text
        assert view.json()["can_save"] and view.json()["save_sealed"]
        saves.append(answer.text)
    loaded = client.post("/api/games/load", json={"record": saves[1], "seats": [ME, ME]})
    assert loaded.status_code == 200, loaded.text
    other = TestClient(create_app(), base_url="http://localhost:8000")
    refused = other.post("/api/games/load", json={"record": saves[1], "seats": [ME, ME]})
    assert refused.status_code == 403 and "another table server" in refused.json()["error"]


def test_a_server_started_again_with_its_save_key_opens_the_saves_it_sealed(tables, tmp_path):
    from seastead_rules.table.sealed import key_file
    table, blue, _ = two_people(tables)
    key = key_file(tmp_path / "table.key")
    saved = record_for(table, blue, Sealer(key))
    assert (tmp_path / "table.key").stat().st_mode & 0o777 == 0o600
    game, text = Sealer(key_file(tmp_path / "table.key")).open(saved)
    assert game == "seastead" and s.GameRecord.from_json(text).seed == SEED
