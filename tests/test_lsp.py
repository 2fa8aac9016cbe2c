"""The language server answers an editor over stdio: diagnostics from the compiler and
the linter when a file is opened or changed, hover text for the card under the cursor,
completion of the language's names and the cards'."""

import pytest
from lsp_client import Client

from seastead_rules.lsp import completions, diagnostics, hover_at
from seastead_rules.model.names import CONTRACT, COUNTED, RESOURCES

BROKEN = ('decree "Dry Spell" {\n    forbid dive\n}\n'
          'decree "Typo" { when you build { rearange ships } }\n')
GOOD = 'decree "Tide Tax" {\n    modify build-cost +1 if building is port\n}\n'


def test_diagnostics_name_compile_errors_with_their_position():
    found = diagnostics("my.sea", BROKEN)
    assert ("error", 4, 34) in [(f.severity, f.problem.line, f.problem.column) for f in found]
    assert "did you mean 'rearrange'" in found[-1].message


def test_a_compile_error_leaves_the_linter_findings_of_the_items_that_compile():
    found = diagnostics("my.sea", BROKEN)    # 'Dry Spell' compiles, 'Typo' does not
    assert [(f.severity, f.problem.line, f.problem.column) for f in found] == [
        ("error", 2, 5), ("error", 4, 34)]
    assert found[0] == diagnostics("my.sea", BROKEN.split('decree "Typo"')[0])[0]


def test_a_syntax_error_leaves_the_linter_findings_of_the_items_that_parse():
    text = BROKEN.replace("rearange ships", "take take")
    found = diagnostics("my.sea", text)
    assert [(f.problem.line, f.problem.column) for f in found] == [(2, 5), (4, 39)]


def test_diagnostics_give_the_linter_findings_of_a_file_that_compiles():
    found = diagnostics("my.sea", BROKEN.split("decree \"Typo\"")[0])
    assert [(f.severity, f.problem.line, f.problem.column) for f in found] == [("error", 2, 5)]


def test_diagnostics_name_a_collision_with_a_shipped_card():
    found = diagnostics("my.sea", 'decree "Port Levy" { modify build-cost +1 }')
    assert "use --replace" in found[0].message


def test_a_side_meant_to_replace_a_shipped_one_is_no_collision_with_replace():
    side = ('side "Calm Waters" tile 1 face A {\n' + "".join(
        f"    location {i} cost {i + 1} points {min(i, 3)} {{ take 1 kelp }}\n"
        for i in range(6)) + "}\n")
    assert any("use --replace" in f.message for f in diagnostics("my.sea", side))
    assert diagnostics("my.sea", side, replace=True) == []


def test_the_editor_says_replace_in_the_servers_initialization_options():
    pytest.importorskip("pygls")
    c = Client()
    try:
        c.start({"seastead": {"replace": True}})
        c.open("file:///tmp/mine.sea", 'decree "Port Levy" { modify build-cost +1 }')
        assert c.diagnostics_of("file:///tmp/mine.sea") == []
    finally:
        c.close()


def test_hover_shows_the_item_under_the_cursor_with_its_card_text_and_source():
    shown = hover_at("my.sea", GOOD, 2, 10)
    assert shown.startswith("**rule**: Ports cost 1 more to build.\n\n**decree** 'Tide Tax'")
    assert "Ports cost 1 more to build." in shown
    assert "modify build-cost +1 if building is port" in shown


def test_hover_shows_an_item_that_compiles_while_another_item_does_not():
    broken = GOOD + BROKEN.split("\n}\n", 1)[1]      # + 'Typo', which does not compile
    assert hover_at("my.sea", broken, 2, 10) == hover_at("my.sea", GOOD, 2, 10)
    assert hover_at("my.sea", broken, 4, 20) is None


def test_hover_shows_an_item_that_compiles_while_another_item_has_a_syntax_error():
    broken = GOOD + 'decree "Half" { when you build { take take } }\n'
    assert hover_at("my.sea", broken, 2, 10) == hover_at("my.sea", GOOD, 2, 10)


def test_hover_over_nothing_shows_nothing():
    assert hover_at("my.sea", "\n\n" + GOOD, 1, 1) is None


def test_completion_offers_the_names_of_the_compilers_tables_and_the_cards():
    labels = {label for label, _, _ in completions(GOOD)}
    assert {*RESOURCES, *CONTRACT.questions, *CONTRACT.events, *COUNTED, "rearrange",
            "decree"} <= labels
    assert {'"Port Levy"', '"Tide Tax"'} <= labels


# ---- over stdio, as an editor speaks to it ---------------------------------------------

@pytest.fixture(scope="module")
def client():
    pytest.importorskip("pygls")
    c = Client()
    assert "hoverProvider" in c.start()
    yield c
    c.close()


def _open(client, uri, text):
    client.open(uri, text)
    return client.diagnostics_of(uri)


def test_the_server_publishes_diagnostics_for_an_opened_broken_file(client):
    found = _open(client, "file:///tmp/broken.sea", BROKEN)
    assert [(d["range"]["start"], d["severity"]) for d in found] == [
        ({"line": 1, "character": 4}, 1), ({"line": 3, "character": 33}, 1)]
    assert "did you mean 'rearrange'" in found[1]["message"]


def test_the_server_publishes_the_linter_findings_after_a_change(client):
    uri = "file:///tmp/changed.sea"
    _open(client, uri, GOOD)
    client.send("textDocument/didChange", {
        "textDocument": {"uri": uri, "version": 2},
        "contentChanges": [{"text": BROKEN.split('decree "Typo"')[0]}]}, request=False)
    found = client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"]["uri"] == uri)["params"]["diagnostics"]
    assert [d["range"]["start"] for d in found] == [{"line": 1, "character": 4}]
    assert "the game ends only because nobody can act" in found[0]["message"]


def test_the_server_answers_hover_and_completion(client):
    uri = "file:///tmp/good.sea"
    _open(client, uri, GOOD)
    asked = client.send("textDocument/hover", {"textDocument": {"uri": uri},
                                               "position": {"line": 1, "character": 10}})
    hover = client.wait_for(lambda m: m.get("id") == asked)["result"]
    assert hover["contents"]["value"].startswith("**rule**: Ports cost 1 more to build.\n\n"
                                                 "**decree** 'Tide Tax'")
    asked = client.send("textDocument/completion", {"textDocument": {"uri": uri},
                                                    "position": {"line": 1, "character": 4}})
    items = client.wait_for(lambda m: m.get("id") == asked)["result"]["items"]
    assert {"build-cost", "kelp", '"Port Levy"'} <= {i["label"] for i in items}


def test_diagnostics_name_an_item_defined_twice_in_the_file():
    found = diagnostics("my.sea", GOOD + GOOD)
    assert [(f.problem.line, f.message) for f in found] == [
        (4, "decree 'Tide Tax' is defined twice: here and at my.sea:1")]


def test_closing_a_file_clears_its_diagnostics(client):
    uri = "file:///tmp/closed.sea"
    assert _open(client, uri, BROKEN)
    client.send("textDocument/didClose", {"textDocument": {"uri": uri}}, request=False)
    found = client.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"]["uri"] == uri)["params"]["diagnostics"]
    assert found == []


def test_diagnostic_columns_count_utf16_units_as_lsp_does(client):
    # '🌊' is one character but two UTF-16 units: the caret moves one unit further.
    found = _open(client, "file:///tmp/wide.sea",
                  'decree "🌊 Surge" { when you build { rearange ships } }\n')
    assert found[0]["range"]["start"] == {"line": 0, "character": 37}
