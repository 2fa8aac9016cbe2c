"""What the table's routes take: numbers are ASCII digits of bounded length (a Unicode
digit is refused, not a crash), and a value the server repeats in a refusal is cut short,
so a megabyte sent is not a megabyte sent back."""

from __future__ import annotations

import pytest

pytest.importorskip("starlette", reason="the table needs the 'table' extra (starlette)")
pytest.importorskip("httpx", reason="Starlette's TestClient needs httpx (the 'table' extra)")

from starlette.testclient import TestClient  # noqa: E402

import seastead_rules as s  # noqa: E402
from seastead_rules.table import create_app  # noqa: E402
from seastead_rules.table.refused import SHOWN, shown  # noqa: E402

BIG = "x" * 1_000_000
# Digits of other scripts: str.isdigit() says yes to each, int() to none or some.
UNICODE_DIGITS = ["²", "١٢", "٣", "𝟗", "⑦", "1²"]


@pytest.fixture(scope="module")
def client():
    return TestClient(create_app(), base_url="http://localhost:8000")


@pytest.fixture(scope="module")
def game(client):
    answer = client.post("/api/games", json={"seed": 3, "opponent": "greedy"})
    data = answer.json()
    return data["id"], data["url"].split("token=")[1]


@pytest.fixture(scope="module")
def replay_id(client):
    answer = client.post("/api/replays", json={"record": s.Game(3).record().to_json()})
    return answer.json()["id"]


@pytest.mark.parametrize("digits", UNICODE_DIGITS)
def test_a_number_in_unicode_digits_is_refused_not_a_server_fault(client, game, replay_id,
                                                                  digits):
    game_id, token = game
    for answer in (client.post("/api/games", json={"seed": digits}),
                   client.post("/api/games", json={"seat": digits}),
                   client.post(f"/api/games/{game_id}/act",
                               json={"token": token, "action": "dive", "moves": digits}),
                   client.get(f"/api/replays/{replay_id}", params={"step": digits})):
        assert answer.status_code == 400, answer.text
        assert "whole number" in answer.json()["error"]


@pytest.mark.parametrize("text", [" 7", "7 ", "+7", "0x7", "7_000", "7.0", "9" * 21])
def test_a_number_is_ascii_digits_of_bounded_length_only(client, text):
    answer = client.post("/api/games", json={"seed": text})
    assert answer.status_code == 400 and "whole number" in answer.json()["error"]


def test_a_number_in_ascii_digits_is_taken_as_text_or_as_a_json_number(client, replay_id):
    for seed in ("7", 7):
        assert client.post("/api/games", json={"seed": seed}).status_code == 200
    assert client.get(f"/api/replays/{replay_id}", params={"step": "0"}).json()["step"] == 0


def test_a_value_shown_in_a_refusal_is_cut_to_a_few_characters():
    assert shown("short") == "'short'"
    assert shown(BIG) == repr(BIG)[:SHOWN - 1] + "…" and len(shown(BIG)) == SHOWN
    assert len(shown(list(range(100_000)))) <= SHOWN
    assert len(shown(10 ** 4000)) <= SHOWN


def _posts(game_id, token):
    """Every write with a megabyte in one of its fields, one field at a time."""
    yield "/api/games", {"opponent": BIG}
    yield "/api/games", {"seed": "9" * 1_000_000}
    yield "/api/games", {"seed": -(10 ** 4000)}
    yield "/api/games", {"seat": BIG}
    yield "/api/games", {"sides": BIG}
    yield "/api/games", {"specialists": BIG}
    yield "/api/games", {"sides": "ABBA", "decree": BIG}
    yield "/api/games", {"sides": {"a": BIG}}
    yield "/api/games/load", {"record": s.Game(3).record().to_json(), "opponent": BIG}
    yield "/api/games/load", {"record": BIG}
    yield "/api/replays", {"record": BIG}
    yield f"/api/games/{game_id}/act", {"token": token, "action": BIG}
    yield f"/api/games/{game_id}/act", {"token": token, "action": "dive", "moves": BIG}
    yield f"/api/games/{game_id}/act", {"token": BIG, "action": "dive"}
    yield f"/api/games/{game_id}/undo", {"token": BIG}
    yield f"/api/games/{BIG[:5000]}/act", {"token": token, "action": "dive"}


def test_no_refusal_repeats_a_long_value_sent(client, game):
    for url, body in _posts(*game):
        answer = client.post(url, json=body)
        assert 400 <= answer.status_code < 500, (url, answer.text[:300])
        assert len(answer.json()["error"]) < 400, (url, answer.text[:300])


def test_no_refusal_of_a_get_repeats_a_long_value_sent(client, game, replay_id):
    game_id, token = game
    for url, params in ((f"/api/games/{BIG[:5000]}", {"token": token}),
                        (f"/api/games/{game_id}/record", {"token": BIG[:5000]}),
                        (f"/api/replays/{BIG[:5000]}", {"step": "0"}),
                        (f"/api/replays/{replay_id}", {"step": BIG[:5000]})):
        answer = client.get(url, params=params)
        assert 400 <= answer.status_code < 500, (url, answer.text[:300])
        assert len(answer.json()["error"]) < 400, (url, answer.text[:300])
