"""The content language: the shipped content compiles, records know their source line,
and broken sources give the exact messages kept in tests/golden/.

Golden files: tests/golden/NAME.sea is a broken source and NAME.err the exact
ContentError text for it, compiled under the path label `tests/golden/NAME.sea`.
After an intended change to the messages, rewrite the .err files and review the diff:

    SEASTEAD_UPDATE_GOLDEN=1 .venv/bin/python -m pytest -q tests/test_language.py
"""

from __future__ import annotations

import os
import re
import traceback
from pathlib import Path

import pytest

import seastead_rules as s
from seastead_rules import ContentError, compile_source
from seastead_rules.data import content_dir

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("SEASTEAD_UPDATE_GOLDEN") == "1"
CASES = sorted(p.stem for p in GOLDEN.glob("*.sea"))

# What each golden message must say, so a regenerated golden cannot quietly get worse.
MUST_SAY = {
    "unknown_resource": ["unknown resource 'kelpp' (did you mean 'kelp'?)"],
    "unknown_building_kind": ["unknown building kind 'shipyrd' (did you mean 'shipyard'?)",
                              "unknown building kind 'acadamy' (did you mean 'academy'?)"],
    "unknown_counter": ["unknown count 'shipps' (did you mean 'ship'?)"],
    "side_wrong_locations": ["must list locations 0 to 5", "found [0, 1, 2, 3, 4]"],
    "dock_missing_section": ["needs exactly one each of"],
    "dive_one_half": ["needs exactly two halves, found 1"],
    "shallows_without_start_lock": ["must name 'start' and 'lock'"],
    "syntax_missing_brace": [":5:5: unexpected 'location'"],
    "syntax_unexpected_token": [":3:26: unexpected '+2'"],
    "syntax_unexpected_end": [":3:16: unexpected end of file"],
    "many_errors": [":4:26: unexpected '+2'", ":7:29: unknown resource 'fsh'",
                    ":11:1: unexpected '}'", ":12:10: unknown building kind 'shipyrd'",
                    ":13:26: unknown specialist set 'C'"],
    "number_out_of_range": ["tile number must be from 1 to 4, not 7",
                            "cost must be from 0 to 9, not 12",
                            "points must be from 0 to 9, not 20",
                            "number must be from 0 to 20, not 50"],
    "decree_unknown_question": ["unknown rule question 'build-cots' (did you mean 'build-cost'?)"],
    "decree_unknown_action_and_event": ["unknown permission 'dvie' (did you mean 'dive'?)",
                                        "unknown event 'biuld' (did you mean 'build'?)"],
    "python_escape": ["unexpected character '_'"],
    "case_blind_names": ["unknown specialist set 'AA' (did you mean 'A'?)"],
}

_HEAD = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<msg>.+)$")


def _label(name: str) -> str:
    return f"tests/golden/{name}.sea"


def _compile_error(text: str, label: str) -> ContentError:
    with pytest.raises(ContentError) as info:
        compile_source(text, label)
    return info.value


def _assert_no_leak(err: ContentError) -> None:
    message = str(err)
    for leak in ("Traceback", "lark.", "Unexpected", "Token(", "Tree(", "VisitError"):
        assert leak not in message, f"{leak!r} leaks into the message:\n{message}"
    # The exception is not chained to Lark's: a printed traceback shows only ours.
    assert err.__cause__ is None
    assert err.__context__ is None or err.__suppress_context__, (
        f"ContentError is chained to {type(err.__context__).__module__}."
        f"{type(err.__context__).__name__}")
    shown = "".join(traceback.format_exception(err))
    assert "lark" not in shown.replace("seastead.lark", ""), shown


def _assert_well_formed(message: str, text: str, label: str) -> None:
    """Each problem: `path:line:col: message`, the source line, a caret under the spot."""
    lines = message.split("\n")
    source = text.splitlines()
    i = 0
    while i < len(lines):
        head = _HEAD.match(lines[i])
        assert head, f"not a problem header: {lines[i]!r}"
        assert head["path"] == label
        line, col = int(head["line"]), int(head["col"])
        if 1 <= line <= len(source):
            assert lines[i + 1] == "    " + source[line - 1]
            caret = lines[i + 2]
            assert re.fullmatch(r" {4}( *)\^+", caret), caret
            assert caret.index("^") == 4 + col - 1
            i += 3
        else:
            i += 1


@pytest.mark.parametrize("name", CASES)
def test_golden_error_messages(name):
    text = (GOLDEN / f"{name}.sea").read_text(encoding="utf-8")
    err = _compile_error(text, _label(name))
    message = str(err)
    expected_file = GOLDEN / f"{name}.err"
    if UPDATE:
        expected_file.write_text(message + "\n", encoding="utf-8")
    assert expected_file.exists(), (f"no golden {expected_file.name}; create it with "
                                    f"SEASTEAD_UPDATE_GOLDEN=1")
    assert message + "\n" == expected_file.read_text(encoding="utf-8")
    _assert_no_leak(err)
    _assert_well_formed(message, text, _label(name))
    for phrase in MUST_SAY[name]:
        assert phrase in message
    assert len(err.problems) == message.count(f"{_label(name)}:")


def test_every_golden_source_has_its_expectations():
    assert CASES, "no golden sources found"
    assert set(CASES) == set(MUST_SAY)
    assert {p.stem for p in GOLDEN.glob("*.err")} == set(CASES)


def test_all_errors_of_a_file_are_reported_in_source_order():
    err = _compile_error((GOLDEN / "many_errors.sea").read_text(), "many.sea")
    positions = [(p.line, p.column) for p in err.problems]
    assert positions == sorted(positions)
    assert len(positions) == 5


# ---- the shipped content ---------------------------------------------------------------

def _content_files():
    from seastead_rules.model.content import source_files
    root = content_dir()
    return [(p.relative_to(root).as_posix(), p) for p in source_files(root)]


def test_load_content_gives_the_components_of_the_game():
    c = s.load_content()
    a_sides = [side for side in c.flotilla_sides if side.face == "A"]
    assert sorted(side.tile for side in a_sides) == [1, 2, 3, 4]
    assert all(len(side.locations) == 6 for side in c.flotilla_sides)
    assert len(c.dock_tiles) == 12
    assert len(c.dive_cards) == 20
    depths = [card.depth for card in c.dive_cards]
    assert (depths.count("shallows"), depths.count("shelf"), depths.count("depths")) == (4, 12, 4)
    assert len([sp for sp in c.specialists if sp.set == "A"]) == 8
    assert all(card.start is not None and card.lock is not None
               for card in c.dive_cards if card.depth == "shallows")
    assert all(len(card.halves) == 2 for card in c.dive_cards)


def test_load_content_is_compiled_once_per_process():
    assert s.load_content() is s.load_content()


@pytest.mark.parametrize("rel, path", _content_files(), ids=[r for r, _ in _content_files()])
def test_each_content_file_compiles_alone(rel, path):
    records = compile_source(path.read_text(encoding="utf-8"), f"content/{rel}")
    assert len(records) > 0


def test_records_name_their_content_line():
    c = s.load_content()
    files = {f"content/{rel}": path.read_text(encoding="utf-8").splitlines()
             for rel, path in _content_files()}

    def line_of(src: str) -> str:
        label, _, number = src.rpartition(":")
        assert label in files, f"{src} names no content file"
        return files[label][int(number) - 1]

    for side in c.flotilla_sides:
        assert re.fullmatch(r"content/flotillas/\w+\.sea:\d+", side.src)
        assert line_of(side.src).strip().startswith(f'side "{side.name}"')
        for loc in side.locations:
            assert loc.src.rpartition(":")[0] == side.src.rpartition(":")[0]
            assert line_of(loc.src).strip().startswith(f"location {loc.index} ")
            assert int(loc.src.rpartition(":")[2]) > int(side.src.rpartition(":")[2])
    for dock in c.dock_tiles:
        assert line_of(dock.src).strip().startswith(f'dock "{dock.name}"')
    for card in c.dive_cards:
        assert line_of(card.src).strip().startswith(f'dive "{card.name}"')
    for spec in c.specialists:
        assert line_of(spec.src).strip().startswith(f'specialist "{spec.name}"')
    for decree in c.decrees:
        assert line_of(decree.src).strip().startswith(f'decree "{decree.name}"')


def test_a_location_effect_names_its_line():
    c = s.load_content()
    side = next(sd for sd in c.flotilla_sides if sd.tile == 1 and sd.face == "A")
    loc = side.locations[2]
    path = content_dir() / "flotillas" / "a_sides.sea"
    number = int(loc.src.rpartition(":")[2])
    assert loc.src == f"content/flotillas/a_sides.sea:{number}"
    assert path.read_text().splitlines()[number - 1].strip().startswith("location 2 ")
    # The effects inside carry the same line.
    assert all(e.src == loc.src for e in loc.effect)


# ---- no escape hatch ------------------------------------------------------------------

PYTHONISH = [
    '__import__("os").system("touch {marker}")',
    'import os\nos.system("touch {marker}")',
    'exec("open(\'{marker}\', \'w\')")',
    'eval("1 + 1")',
    'decree "Sneaky" {{\n    when you build {{ __import__("os") }}\n}}\n',
    'decree "Sneaky" {{\n    when you build {{ take 1 kelp; open("{marker}", "w") }}\n}}\n',
    'building port {{ lambda: 0 }}',
    'side "{{{{7*7}}}}" tile 1 face A {{ ${{jndi}} }}',
]


@pytest.mark.parametrize("template", PYTHONISH)
def test_the_content_language_has_no_escape_hatch(template, tmp_path):
    marker = tmp_path / "pwned"
    text = template.format(marker=marker.as_posix())
    err = _compile_error(text, "sneaky.sea")
    assert str(err).startswith("sneaky.sea:")
    _assert_no_leak(err)
    assert not marker.exists()


def test_a_broken_file_in_a_content_folder_is_named_by_its_label(tmp_path):
    folder = tmp_path / "mycontent"
    folder.mkdir()
    (folder / "good.sea").write_text('decree "Fine" {\n    forbid dive\n}\n')
    (folder / "bad.sea").write_text('decree "Bad" {\n    modify build-cost +1 if fissh > 2\n}\n')
    with pytest.raises(ContentError) as info:
        s.load_content(folder)
    message = str(info.value)
    assert message.startswith("mycontent/bad.sea:2:")
    assert "did you mean 'fish'?" in message


def test_a_name_defined_twice_is_reported_with_both_lines():
    extra = (("extra.sea", 'dive "Sunlit Shoals" shelf {\n    half 1 kelp\n    half 1 fish\n}\n'),)
    with pytest.raises(ContentError) as info:
        s.load_content(extra=extra)
    message = str(info.value)
    assert "extra.sea:1:6: dive card 'Sunlit Shoals' is defined twice" in message
    assert "content/dive_cards.sea:" in message


def test_records_in_finds_every_record_under_a_card_once():
    from seastead_rules.model import effects as fx
    from seastead_rules.model.cards import records_in
    [decree] = s.compile_source('decree "Mixed" {\n'
                                '    when you build { choose { take 1 kelp } or { take 1 fish } }\n'
                                '}\n', "t.sea")
    found = list(records_in(decree))
    assert found[0] is decree and len(found) == len({id(r) for r in found})
    assert sum(isinstance(r, fx.Choose) for r in found) == 1
    assert sum(isinstance(r, fx.Take) for r in found) == 2
