"""Hostile or broken content gives ContentError, fast, and never runs code: no pickled
parser cache, bounded repeats and nesting, movable kinds, numbers, names, Unicode, long files."""

from __future__ import annotations

import getpass
import hashlib
import os
import pickle
import re
import subprocess
import sys
import time
from pathlib import Path

import lark
import pytest

from seastead_rules import ContentError, compile_source, load_content
from seastead_rules.data import grammar_text
from seastead_rules.kernel.lang.limits import MAX_SOURCE
from seastead_rules.kernel.lang.problems import MAX_PROBLEMS

ROOT = Path(__file__).resolve().parent.parent

# ---- the parser is built in memory: no cache file is read, nothing unpickled ----------

_POISON = """
import os
class Payload:
    def __reduce__(self):
        return (os.system, ("touch " + {marker!r},))
"""


def _lark_shared_cache_path(tmpdir: Path) -> Path:
    """Where Lark's cache=True keeps the parser for our grammar and options (lark.py)."""
    options = {"parser": "lalr", "propagate_positions": True, "maybe_placeholders": False,
               "cache": True}
    options_str = "".join(k + str(v) for k, v in options.items())
    s = grammar_text() + options_str + lark.__version__ + str(sys.version_info[:2])
    digest = hashlib.sha256(s.encode("utf8")).hexdigest()
    return tmpdir / (f".lark_cache_{getpass.getuser()}_{digest}"
                     f"_{sys.version_info[0]}_{sys.version_info[1]}.tmp")


def _poison(path: Path, marker: Path) -> None:
    space: dict = {}
    exec(_POISON.format(marker=str(marker)), space)
    path.write_bytes(b"0" * 64 + b"\n" + pickle.dumps(space["Payload"]()))
    os.chmod(path, 0o666)


def _build_in_fresh_process(env_extra: dict) -> subprocess.CompletedProcess:
    code = ("from seastead_rules.lang.parser import parser; parser();"
            "from seastead_rules import load_content; load_content()")
    env = dict(os.environ, PYTHONPATH=str(ROOT), **env_extra)
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=120, cwd=ROOT)


def test_a_cache_file_planted_in_the_shared_temp_folder_is_never_unpickled(tmp_path):
    shared = tmp_path / "shared_tmp"
    shared.mkdir(mode=0o777)
    marker = tmp_path / "pwned"
    _poison(_lark_shared_cache_path(shared), marker)
    done = _build_in_fresh_process({"TMPDIR": str(shared),
                                    "XDG_CACHE_HOME": str(tmp_path / "cache")})
    assert done.returncode == 0, done.stderr
    assert not marker.exists()


def _old_private_cache_path(base: Path) -> Path:
    """Where the parser's tables were once pickled, in a private per-user folder."""
    options = repr(sorted({"parser": "lalr", "propagate_positions": True,
                           "maybe_placeholders": False}.items()))
    key = hashlib.sha256(f"{grammar_text()}\0{options}\0{lark.__version__}".encode())
    return (base / "seastead_rules" / f"grammar-{key.hexdigest()[:24]}-py"
            f"{sys.version_info[0]}{sys.version_info[1]}.lark")


def test_a_pickle_planted_where_the_parser_cache_once_lived_is_never_read(tmp_path):
    base = tmp_path / "cache"
    planted = _old_private_cache_path(base)
    planted.parent.mkdir(parents=True, mode=0o700)
    os.chmod(planted.parent, 0o700)
    marker = tmp_path / "pwned"
    _poison(planted, marker)
    os.chmod(planted, 0o600)
    done = _build_in_fresh_process({"XDG_CACHE_HOME": str(base)})
    assert done.returncode == 0, done.stderr
    assert not marker.exists()


def test_the_parser_is_built_in_memory_writing_no_cache_anywhere(tmp_path):
    cache, temp = tmp_path / "cache", tmp_path / "tmp"
    temp.mkdir()
    done = _build_in_fresh_process({"XDG_CACHE_HOME": str(cache), "TMPDIR": str(temp)})
    assert done.returncode == 0, done.stderr
    assert not cache.exists()
    assert list(temp.iterdir()) == []


# What would run code from data: unpickling, unmarshalling, eval, and Lark's own pickled
# cache (its `cache=` option).
_RUNS_DATA = re.compile(r"pickle\.loads?\b|Unpickler|marshal\.loads?\b|(?<![\w.])eval\(|"
                        r"\bLark\((?:[^()]|\([^()]*\))*\bcache\s*=")


def test_no_module_of_the_package_unpickles_or_evaluates_what_it_reads():
    found = [f"{path.relative_to(ROOT)}: {match.group()}"
             for path in sorted((ROOT / "seastead_rules").rglob("*.py"))
             for match in _RUNS_DATA.finditer(path.read_text(encoding="utf-8"))]
    assert found == []


def test_the_search_for_code_run_from_data_finds_each_form():
    for line in ("x = pickle.load(f)", "pickle.loads(b)", "class U(pickle.Unpickler): pass",
                 "marshal.loads(b)", "eval(text)",
                 "lark.Lark(grammar, parser='lalr',\n          cache=path)"):
        assert _RUNS_DATA.search(line), line
    for line in ("ast.literal_eval(text)", "model.eval()", "lark.Lark(grammar, **options)"):
        assert not _RUNS_DATA.search(line), line


# ---- bounded content: repeats, movable kinds, nesting, numbers, names, Unicode ---------

def _decree(body: str) -> str:
    return 'decree "Test" {\n    when you build { ' + body + ' }\n}\n'


def _both_errors(text: str) -> tuple[str, str]:
    """The ContentError messages of compile_source and of load_content for one text."""
    with pytest.raises(ContentError) as compiled:
        compile_source(text, "x.sea")
    with pytest.raises(ContentError) as loaded:
        load_content(extra=(("x.sea", text),))
    return str(compiled.value), str(loaded.value)


def test_a_repeat_count_above_ten_is_refused_naming_the_limit():
    for message in _both_errors(_decree("repeat 1000000000 { take 1 kelp }")):
        assert message.startswith("x.sea:2:29: repeat count must be from 1 to 10, not 1000000000")


def test_nested_repeats_may_run_a_block_at_most_ten_times_in_all():
    text = _decree("repeat 10 { repeat 10 { repeat 10 { repeat 10 { take 1 kelp } } } }")
    for message in _both_errors(text):
        assert message.startswith("x.sea:2:34: nested repeats run a block 100 times: "
                                  "at most 10 in all")
    compile_source(_decree("repeat 2 { repeat up to 5 { take 1 kelp } }"), "x.sea")


def test_move_names_only_an_academy_or_a_shipyard():
    text = 'specialist "Mover" set A type build points 1 { use { move your academy or port } }'
    for message in _both_errors(text):
        assert message.startswith("x.sea:1:75: a port cannot be moved: 'move' and 'swap' name "
                                  "only academy or shipyard")


DEEP = {
    "may blocks": _decree("may { " * 244 + "nothing" + " }" * 244),
    "may blocks in load_content": _decree("may { " * 200 + "nothing" + " }" * 200),
    "may chain": _decree("may " * 5000 + "nothing"),
    "not chain": _decree("if " + "not " * 5000 + "kelp > 1 { nothing }"),
    "and/or in parentheses": _decree("if " + "(kelp > 1 and (fish > 1 or " * 500 + "1 < 2"
                                     + "))" * 500 + " { nothing }"),
}


@pytest.mark.parametrize("shape", sorted(DEEP))
def test_nesting_deeper_than_32_levels_is_a_content_error_at_its_place(shape):
    for message in _both_errors(DEEP[shape]):
        assert re.match(r"x\.sea:2:\d+: nested too deeply: blocks, 'may' and conditions "
                        r"nest at most 32 levels", message), message[:300]


def test_nesting_up_to_32_levels_compiles():
    # The `when` block is one level, and each `may { }` one more.
    compile_source(_decree("may { " * 31 + "nothing" + " }" * 31), "x.sea")


@pytest.mark.parametrize("where", ["take {n} kelp", "if kelp > {n} {{ nothing }}",
                                   "repeat up to {n} {{ nothing }}"])
def test_a_number_longer_than_four_digits_is_a_content_error(where):
    text = _decree(where.format(n="9" * 4301))
    for message in _both_errors(text):
        assert re.match(r"x\.sea:2:\d+: (number '9{40}\.\.\.' is too long: at most 4 digits"
                        r"|repeat count must be from 1 to 10)", message), message[:300]
        assert len(message) < 1000


def test_a_modify_amount_longer_than_four_digits_is_a_content_error():
    text = 'decree "Big" {\n    modify build-cost +' + "1" * 5000 + "\n}\n"
    for message in _both_errors(text):
        assert message.startswith("x.sea:2:23: number '+111")


def test_a_lone_surrogate_gives_the_same_content_error_from_both_loaders():
    compiled, loaded = _both_errors(_decree("take 1 kelp") + "# \ud800\n")
    assert compiled == loaded
    assert compiled.startswith("x.sea:4:3: the text is not valid Unicode: a lone surrogate "
                               "U+D800")
    compiled.encode("utf-8")                    # the message itself can be printed


def test_a_content_file_that_is_not_utf8_is_a_content_error_at_its_place(tmp_path):
    folder = tmp_path / "mycontent"
    folder.mkdir()
    (folder / "bad.sea").write_bytes(b'decree "X" { forbid dive }\n# caf\xe9\n')
    with pytest.raises(ContentError) as info:
        load_content(folder)
    assert str(info.value).startswith(
        "mycontent/bad.sea:2:6: the text is not valid Unicode: a lone surrogate U+DCE9, "
        "or the byte 0xE9 (content files are UTF-8 text)")


@pytest.mark.parametrize("name", ['take 1 {k}', 'forbid {k}'])
def test_a_name_longer_than_64_characters_is_refused(name):
    text = _decree(name.format(k="k" * 65)) if "take" in name else \
        'decree "X" {\n    ' + name.format(k="k" * 65) + "\n}\n"
    for message in _both_errors(text):
        assert "is too long: at most 64 characters" in message


def test_a_card_name_longer_than_64_characters_is_refused():
    text = 'decree "' + "D" * 65 + '" { forbid dive }'
    for message in _both_errors(text):
        assert message.startswith("x.sea:1:8: name '" + "D" * 40 + "...' is too long")


def test_a_huge_token_or_line_is_quoted_only_in_part():
    text = _decree("take 1 " + "k" * 30_000) + "decree " + "x" * 30_000 + "\n"
    for message in _both_errors(text):
        assert len(message) < 2000, len(message)
        lines = message.split("\n")
        for i in (1, 4):        # each shown line is a window, the caret under the spot
            assert len(lines[i]) <= 4 + 3 + 120 + 3
            assert set(lines[i + 1].strip()) == {"^"}


# ---- long files, up to the size limit: the first problems reported in seconds -------

_BROKEN_ITEM = ('decree "Broken {i}" {{\n    modify build-cost +1 if kelp >\n}}\n'
                'decree "Fine {i}" {{ forbid dvie }}\n')
_VALID_ITEM = ('decree "Valid {i}" {{\n    modify build-cost +1 if kelp > 2\n'
               '    when you build {{ may {{ take 1 kelp }} }}\n}}\n')


def _long_source(item: str, size: int) -> str:
    parts, total, i = [], 0, 0
    while total < size:
        parts.append(item.format(i=i))
        total, i = total + len(parts[-1]), i + 1
    return "".join(parts)


def _seconds_to_compile(text: str) -> tuple[float, object]:
    start = time.perf_counter()
    try:
        outcome = compile_source(text, "long.sea")
    except ContentError as err:
        outcome = err
    return time.perf_counter() - start, outcome


def test_a_long_broken_file_lists_its_first_hundred_problems_in_seconds():
    text = _long_source(_BROKEN_ITEM, MAX_SOURCE - 200)
    seconds, err = _seconds_to_compile(text)
    assert isinstance(err, ContentError)
    # A syntax error and a name error in each pair of items, in the order of the file.
    assert [p.line for p in err.problems[:MAX_PROBLEMS]] == [
        line for pair in range(MAX_PROBLEMS // 2) for line in (4 * pair + 3, 4 * pair + 4)]
    assert err.problems[-1].message.startswith("and more problems, not listed")
    assert seconds < 5.0, f"{len(text)} bytes took {seconds:.1f} s"


def test_a_long_valid_file_compiles_in_seconds():
    seconds, records = _seconds_to_compile(_long_source(_VALID_ITEM, MAX_SOURCE - 200))
    assert len(records) > 500
    assert seconds < 5.0


def test_problems_after_a_syntax_error_have_the_positions_of_the_file():
    text = ('decree "A" { forbid dive }  decree "B" {\n  forbid dvie }\n'
            'decree "C" { modify build-cost + }   decree "D" { forbid biuld }\n')
    err = _seconds_to_compile(text)[1]
    assert [(p.line, p.column) for p in err.problems] == [(2, 10), (3, 32), (3, 58)]
    assert str(err).split("\n")[0] == ("long.sea:2:10: unknown permission 'dvie' "
                                       "(did you mean 'dive'?)")


def test_a_control_character_in_a_line_shown_with_an_error_is_printed_as_a_question_mark():
    with pytest.raises(ContentError) as err:
        compile_source('decree "A" {\n    forbid dvie  # \x1b[2J\x9b\n}\n', "x.sea")
    assert str(err.value).splitlines()[1:] == ["        forbid dvie  # ?[2J?",
                                               "               ^^^^"]
