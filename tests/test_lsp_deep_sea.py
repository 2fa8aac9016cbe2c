"""The language server answers for a Deep Sea file as for a Seastead one: the game is
the one the nearest game.sea above the document declares (an untitled document is
Seastead's). Completion knows where it is from Deep Sea's declaration: its questions
after `modify`, its events after `when`."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsp_client import Client

from seastead_rules.lsp import completions, diagnostics, hover_at

ROOT = Path(__file__).resolve().parents[1]
DEEP_SEA = ROOT / "content" / "deep_sea"
URI = (DEEP_SEA / "new_zones.sea").as_uri()      # a file being written, not yet saved
ZONE = 'zone "Atoll" depth 1 {\n    arrival { research 2 }\n    modify \n    when \n}\n'


def _game(uri: str = URI) -> dict:
    pytest.importorskip("pygls")
    from seastead_rules.lsp.server import game_of
    return game_of(uri)


def _labels(text: str, line: int, character: int, uri: str = URI) -> list:
    return [label for label, _, _ in completions(text, line, character, **_game(uri))]


def test_a_document_in_a_deep_sea_folder_is_deep_seas():
    found = _game()
    assert found["tools"].game == "deep_sea"
    assert found["vocabulary"].game == "Endeavor: Deep Sea"


def test_an_untitled_document_and_a_seastead_file_are_seasteads():
    assert _game("untitled:Untitled-1") == {}
    assert _game((ROOT / "content" / "docks.sea").as_uri()) == {}


def test_the_language_server_completes_deep_sea_questions_after_modify():
    assert _labels(ZONE, 2, len("    modify ")) == ["technology", "conserve-cost"]


def test_the_language_server_completes_deep_sea_events_after_when():
    assert _labels(ZONE, 3, len("    when ")) == [
        "travel", "arrive", "sonar", "discover", "dive", "conserve", "journal", "promote"]


def test_the_language_server_completes_deep_sea_permissions_after_permit():
    text = 'zone "Atoll" depth 1 { permit  }\n'
    assert _labels(text, 0, len('zone "Atoll" depth 1 { permit ')) == ["through-deeper"]


def test_deep_sea_completion_offers_its_words_counts_and_components_not_seasteads():
    offered = {label: what for label, what, _ in completions(ZONE, **_game())}
    assert offered["zone"] == "keyword" and offered["research"] == "resource"
    assert offered["deep-vessels"] == "count" and offered["ingenuity"] == "track"
    assert offered['"The Sea Star"'] == "card" and offered['"Atoll"'] == "card"
    assert "kelp" not in offered and "build-cost" not in offered


def test_every_kind_of_deep_sea_name_offered_has_a_kind_the_editor_shows():
    from seastead_rules.lsp.server import _ITEM_KIND
    assert {what for _, what, _ in completions(ZONE, **_game())} <= set(_ITEM_KIND)


def test_deep_sea_diagnostics_give_compile_errors_and_lint_findings():
    text = ('setback "Squall" { surfce 1 }\n'
            'setback "Flood" { if research > 12 { surface 1 } }\n')
    found = diagnostics("new.sea", text, **_game())
    assert [(f.severity, f.problem.line, f.problem.column) for f in found] == [
        ("error", 1, 20), ("error", 2, 22)]
    assert "did you mean 'surface'" in found[0].message
    assert "'research > 12' can never hold" in found[1].message


def test_a_deep_sea_game_sea_is_compiled_against_its_own_declaration():
    uri = (DEEP_SEA / "game.sea").as_uri()
    text = (DEEP_SEA / "game.sea").read_text()
    assert _game(uri)["vocabulary"] is None
    assert diagnostics("game.sea", text, **_game(uri)) == []


def test_hover_shows_the_deep_sea_item_under_the_cursor_with_its_facts_text_and_source():
    text = 'specialist "Cook" tier 1 copies 5 {\n    junior dive\n    senior dive\n}\n'
    shown = hover_at("new.sea", text, 2, 5, **_game())
    assert shown.startswith("**specialist** 'Cook': tier 1, 5 copies; junior dive; "
                            "senior dive\n\nCook: a tier-1 specialist, 5 copies in the tray.")
    assert "\n\n```\nspecialist \"Cook\"" in shown


def test_hover_over_a_deep_sea_item_that_does_not_compile_shows_nothing():
    assert hover_at("new.sea", 'setback "Squall" { surfce 1 }\n', 1, 3, **_game()) is None


@pytest.fixture
def client():
    pytest.importorskip("pygls")
    c = Client()
    c.start()
    yield c
    c.close()


def test_the_server_checks_and_completes_a_deep_sea_file(client):
    client.open(URI, ZONE.replace("research 2", "reserch 2"))
    found = client.diagnostics_of(URI)
    assert [d["range"]["start"] for d in found][:1] == [{"line": 1, "character": 14}]
    assert "did you mean 'research'" in found[0]["message"]
    asked = client.send("textDocument/completion", {"textDocument": {"uri": URI},
                                                    "position": {"line": 2, "character": 11}})
    items = client.wait_for(lambda m: m.get("id") == asked)["result"]["items"]
    assert [i["label"] for i in items] == ["technology", "conserve-cost"]
