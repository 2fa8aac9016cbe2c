"""What just happened, at the browser table: every part of the board the others changed
since your last turn is marked with who did what (a building, a ship, a dock tile, a
specialist, a dive), the box "since your last turn" shows from the very first turn, and
dock tiles are drawn as tiles whose places are marked on the board."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")
pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx (the 'table' extra)")

from starlette.testclient import TestClient  # noqa: E402

import seastead_rules as s  # noqa: E402
from seastead_rules.model.names import PLACES  # noqa: E402
from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.views.seastead.board import board_html  # noqa: E402
from seastead_rules.table.views.seastead.last import changes, highlights  # noqa: E402


@pytest.fixture
def client():
    return TestClient(create_app(), base_url="http://localhost:8000")


def against_greedy(client, seat, seed):
    data = client.post("/api/games", json={"opponent": "greedy", "seat": seat,
                                           "seed": seed}).json()
    token = data["url"].split("token=")[1]
    page = client.get(f"/api/games/{data['id']}", params={"token": token}).json()
    return data["id"], token, page


def test_when_the_bot_moves_first_its_turn_is_shown_and_marked_before_yours(client):
    _, _, page = against_greedy(client, 1, 39)          # blue, the bot, opens
    assert [turn["title"] for turn in page["recent"]][-1].endswith("blue's turn")
    assert page["highlights"] and all(h["player"] == 0 for h in page["highlights"])
    built = [h for h in page["highlights"] if h["target"].startswith("loc-")]
    assert built and built[0]["what"].startswith("blue built")


def test_only_the_others_moves_since_your_last_turn_are_marked(client):
    game, token, page = against_greedy(client, 0, 39)
    build = next(a for a in page["actions"] if a["text"].startswith("build "))
    after = client.post(f"/api/games/{game}/act", json={"token": token, "action": build["text"],
                                                         "moves": page["moves"]}).json()
    while after["question"]["title"] != "Your move":        # finish the turn
        after = client.post(f"/api/games/{game}/act", json={
            "token": token, "action": after["actions"][0]["text"]}).json()
    mine = f"loc-{build['flotilla']}-{build['location']}"
    assert after["highlights"], "the bot's turn is marked"
    assert all(h["player"] == 1 for h in after["highlights"])
    assert mine not in {h["target"] for h in after["highlights"]}
    titles = [turn["title"] for turn in after["recent"]]
    assert titles and all("orange" in t for t in titles if "turn" in t)


def test_each_change_is_said_with_who_made_it():
    state = s.new_game(3)
    mover = state.to_move
    name = ("blue", "orange")[mover]
    build = next(a for a in s.legal_actions(state) if isinstance(a, s.Build))
    after = s.apply(state, build)
    found = changes(state, after, mover)
    place = f"loc-{build.flotilla}-{build.location}"
    assert {"target": place, "player": mover,
            "what": f"{name} built a{'n' if build.kind == 'academy' else ''} {build.kind} at "
                    f"flotilla {build.flotilla} location {build.location}"} in found
    dive = s.apply(state, s.Dive())
    said = {c["target"]: c["what"] for c in changes(state, dive, mover)}
    assert said["deck"].startswith(f"{name} dived: ") and "half-1" in said
    # The other player sees the build marked; the builder does not.
    assert place in {h["target"] for h in highlights((state, after), 1 - mover)}
    assert place not in {h["target"] for h in highlights((state, after), mover)}


def test_a_dock_tile_is_drawn_as_a_tile_and_the_places_it_scores_are_marked():
    state = s.new_game(3)
    while not state.docks:
        acts = s.legal_actions(state)
        port = next((a for a in acts if isinstance(a, s.Build) and a.kind == "port"), None)
        state = s.apply(state, port or acts[0])
    name, owner, index = state.docks[0]
    board = board_html(state, None)
    tile = re.search(rf'<span class="tile p{owner}[^"]*" data-target="dock-{name}".*?</span>'
                     r'</span></span>', board, re.S)
    assert tile, "the owner's tile in their area"
    slots = re.findall(r'class="slot(?: [^"]*)?"[^>]*>([^<]*)', tile.group(0))
    assert slots[2] == "⚓" and len(slots) == 5
    sections = state.content.dock[name].sections
    f, loc = PLACES[index]
    for section in sections:
        spot = (loc + section.offset) % 6
        cell = re.search(rf'id="loc-{f + 1}-{spot}".*?<div class="here">(.*?)</div></div>',
                         board, re.S).group(1)
        assert f"{name} (" in cell and "scores" in cell, (section, cell)
