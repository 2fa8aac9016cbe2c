"""Every game of the kernel plays at the table (docs/table.md, "A new game at the
table"): a game without a view of its own is served by the plain view, from the
kernel's protocol alone, with its options as the lobby's fields, its seats, its bots,
a whole game by people and bots through the HTTP API, a save and a replay. Endeavor:
Deep Sea, whose answers are one `Pick` per option of the question, is one of them."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")
pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx (the 'table' extra)")

from starlette.testclient import TestClient  # noqa: E402

from seastead_rules.kernel import games  # noqa: E402
from seastead_rules.kernel.protocol import setup_options  # noqa: E402
from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.views import view_names, views  # noqa: E402
from seastead_rules.table.views.generic import KernelView  # noqa: E402

# The games with no view of their own (a view's module is named after its game).
PLAIN = [entry.name for entry in games() if entry.name not in view_names()]


@pytest.fixture(scope="module")
def served():
    return views()


@pytest.fixture(scope="module")
def client():
    return TestClient(create_app(), base_url="http://localhost:8000")


def test_the_table_serves_every_game_of_the_kernel(served):
    assert {entry.name for entry in games()} <= set(served)
    assert "deep_sea" in served and type(served["deep_sea"]) is KernelView


def test_the_lobby_offers_a_plain_games_options_within_their_ranges(client, served):
    offered = {g["name"]: g for g in client.get("/api/options").json()["games"]}
    for name, view in served.items():
        if type(view) is not KernelView:
            continue
        game = view.game
        fields = {f["name"]: f for f in offered[name]["players"][
            str(game.default_players)]["fields"]}
        assert list(fields) == list(game.options)
        for key, allowed in getattr(game, "option_ranges", {}).items():
            field = fields[key]
            if field["kind"] == "choice":
                assert [v for v, _ in field["choices"]] == list(allowed)
            elif field["kind"] == "number":
                assert (field["min"], field["max"]) == tuple(allowed)


@pytest.mark.parametrize("name", PLAIN)
def test_a_game_with_no_view_of_its_own_is_played_whole_by_two_people_and_a_bot(client,
                                                                                 name):
    game = views()[name].game
    players = min(3, game.max_players)
    seats = [{"who": "me"}, {"who": "invite"}] + [{"who": "bot", "bot": "random"}] * (
        players - 2)
    answer = client.post("/api/games", json={"game": name, "players": players,
                                             "seats": seats, "seed": 11})
    assert answer.status_code == 200, answer.text
    data = answer.json()
    game_id = data["id"]
    tokens = [link["url"].split("token=")[1] for link in data["links"]]
    assert client.post(f"/api/games/{game_id}/join", json={"token": tokens[1]}).status_code \
        == 200
    assert client.post(f"/api/games/{game_id}/start", json={"token": tokens[0]}).status_code \
        == 200
    moves = 0
    while True:
        pages = [client.get(f"/api/games/{game_id}", params={"token": t}).json()
                 for t in tokens]
        if pages[0]["over"]:
            break
        mover = next(i for i, p in enumerate(pages) if p["your_turn"])
        page = pages[mover]
        assert page["board"].startswith('<pre class="position">')
        assert page["question"]["title"] == "Your move" and page["actions"]
        assert not pages[1 - mover]["actions"], "the other seat sees no answers"
        texts = [a["text"] for a in page["actions"]]
        assert len(set(texts)) == len(texts), "each answer has a text of its own"
        answer = client.post(f"/api/games/{game_id}/act", json={
            "token": tokens[mover], "action": texts[moves % len(texts)],
            "moves": page["moves"]})
        assert answer.status_code == 200, answer.text
        moves += 1
    assert moves > 3
    end = pages[0]
    assert end["phase"] == "over" and end["score"]["verdict"].endswith(("win", "wins"))
    assert end["log"]["count"] == end["moves"]
    record = client.get(f"/api/games/{game_id}/record", params={"token": tokens[1]})
    assert record.status_code == 200
    replay = client.post("/api/replays", json={"record": record.text, "game": name}).json()
    assert replay["steps"] == end["moves"] and replay["stopped"] is None
    last = client.get(f"/api/replays/{replay['id']}", params={"step": replay["steps"]}).json()
    assert last["over"]


def test_deep_sea_is_served_with_its_seats_options_and_answers(served):
    view = served["deep_sea"]
    game = view.game
    players, options = setup_options(game, 2, {})
    session = view.new_session(5, players, options)
    page = view.page(session, 0, (0,))
    legal = session.legal_actions()
    assert [a["text"] for a in page["actions"]] == [str(a) for a in legal]
    assert all(type(a).__name__ == "Pick" for a in legal)
    fields = {f["name"]: f for f in view.fields(2)}
    assert fields["mode"]["kind"] == "choice" and fields["difficulty"]["kind"] == "number"
    assert view.check(2, {"mode": "coop"})["mode"] == "coop"
    with pytest.raises(ValueError):
        view.check(2, {"mode": "all against all"})


def test_deep_seas_seats_at_the_table_are_named_as_its_own_text_names_them():
    from seastead_rules.deep_sea import GAME
    from seastead_rules.deep_sea.state import SEATS
    from seastead_rules.table.views.generic import KernelView
    view = KernelView(GAME)
    assert view.title == "Endeavor: Deep Sea" and view.seat_names(4) == SEATS
