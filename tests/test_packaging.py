"""The wheel works on its own: the grammar and the content ship inside it as package data.

Builds a wheel from this checkout with the current interpreter (no build isolation, no
index, so no network), unpacks it, and imports it in a fresh interpreter that sees only
the unpacked wheel and the runtime dependencies (lark, attrs, cattrs) — not the checkout
and not the editable install. Skipped only when hatchling is not importable.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("hatchling") is None,
    reason="hatchling is not importable, so the wheel cannot be built without the network",
)

# The runtime dependencies and what they import beyond the standard library.
DEPENDENCIES = ("lark", "attr", "attrs", "cattrs", "typing_extensions")

PROBE = r"""
import json, random, sys
import seastead_rules as s
from seastead_rules import data
import lark, attrs, cattrs
content = s.load_content()
game = s.new_game(1)
rng = random.Random(1)
actions = 0
while not s.is_over(game):
    game = s.apply(game, rng.choice(s.legal_actions(game)))
    actions += 1
try:
    s.compile_source('decree "X" {\n    when you build { take 2 kelpp }\n}\n', "x.sea")
    error = None
except s.ContentError as err:
    error = str(err)
from seastead_rules.deep_sea.content import load_content as deep_sea_content
deep_sea = deep_sea_content()
print(json.dumps({
    "package": s.__file__,
    "grammar": str(data.data_dir("grammar")),
    "content": str(data.data_dir("content")),
    "grammar_file": str(data.data_dir("grammar") / "seastead.lark"),
    "lark": lark.__file__,
    "sys_path": sys.path,
    "dive_cards": len(content.dive_cards),
    "sides": len(content.flotilla_sides),
    "docks": len(content.dock_tiles),
    "sources": sorted({c.src.rpartition(":")[0] for c in content.dive_cards}),
    "to_move": s.new_game(1).to_move,
    "actions": actions,
    "error": error,
    "deep_sea_zones": len(deep_sea.zones),
    "deep_sea_src": deep_sea.zones[0].src,
}))
"""


def _quiet_env(tmp_path: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "PIP_"))}
    env.update(PIP_NO_INDEX="1", PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1",
               PIP_NO_CACHE_DIR="1", TMPDIR=str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir(exist_ok=True)
    return env


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built from this checkout, offline, with the current interpreter."""
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--no-index", "-w", str(out), str(ROOT)],
        capture_output=True, text=True, env=_quiet_env(out), timeout=300)
    assert done.returncode == 0, f"pip wheel failed:\n{done.stdout}\n{done.stderr}"
    wheels = list(out.glob("seastead_rules-*.whl"))
    assert len(wheels) == 1, f"expected one wheel, found {wheels}"
    return wheels[0]


def _dependency_dir(tmp_path: Path) -> Path:
    """A folder holding links to the runtime dependencies only (no .pth, no checkout)."""
    deps = tmp_path / "deps"
    deps.mkdir()
    for name in DEPENDENCIES:
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            continue
        origin = Path(spec.origin)
        source = origin.parent if origin.name == "__init__.py" else origin
        (deps / source.name).symlink_to(source, target_is_directory=source.is_dir())
    return deps


def test_the_wheel_ships_the_grammar_and_the_content(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "seastead_rules/__init__.py" in names
    assert "seastead_rules/_data/grammar/seastead.lark" in names
    assert "seastead_rules/_data/grammar/deep_sea.lark" in names
    assert "seastead_rules/_data/content/deep_sea/game.sea" in names
    assert "seastead_rules/deep_sea/_grammar_tables.py" in names
    shipped = {n.removeprefix("seastead_rules/_data/content/") for n in names
               if n.startswith("seastead_rules/_data/content/") and n.endswith(".sea")}
    in_checkout = {p.relative_to(ROOT / "content").as_posix()
                   for p in (ROOT / "content").rglob("*.sea")}
    assert shipped == in_checkout
    assert not any(n.startswith(("tests/", "content/", "grammar/")) for n in names)
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    requires = [line for line in zipfile.ZipFile(wheel).read(metadata).decode().splitlines()
                if line.startswith("Requires-Dist:")]
    assert any("lark" in r for r in requires) and any("cattrs" in r for r in requires)


def test_the_installed_wheel_plays_a_game_without_the_checkout(wheel, tmp_path):
    unpacked = tmp_path / "unpacked"
    zipfile.ZipFile(wheel).extractall(unpacked)
    deps = _dependency_dir(tmp_path)
    workdir = tmp_path / "run"
    workdir.mkdir()
    env = _quiet_env(tmp_path)
    env["PYTHONPATH"] = os.pathsep.join([str(unpacked), str(deps)])
    # -S: no site-packages (so neither the editable install nor its .pth);
    # -P: the working folder is not put on sys.path either.
    done = subprocess.run([sys.executable, "-S", "-P", "-c", PROBE], cwd=workdir, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"the wheel failed to run:\n{done.stdout}\n{done.stderr}"
    report = json.loads(done.stdout.strip().splitlines()[-1])

    package = Path(report["package"]).resolve()
    assert package.is_relative_to(unpacked.resolve()), report["package"]
    data = (unpacked / "seastead_rules" / "_data").resolve()
    assert Path(report["grammar"]).resolve() == data / "grammar"
    assert Path(report["content"]).resolve() == data / "content"
    assert Path(report["grammar_file"]).is_file()
    assert not any(Path(p).resolve() == ROOT for p in report["sys_path"] if p)
    assert not Path(report["lark"]).resolve().is_relative_to(ROOT / "seastead_rules")

    assert report["dive_cards"] == 20
    assert report["sides"] >= 4 and report["docks"] == 12
    assert report["sources"] == ["content/dive_cards.sea"]
    assert report["to_move"] in (0, 1)
    assert report["actions"] > 0
    assert report["error"].startswith("x.sea:2:29: unknown resource 'kelpp' "
                                      "(did you mean 'kelp'?)")
    # Deep Sea's grammar and content ship too, and load from the wheel.
    assert report["deep_sea_zones"] > 30
    assert report["deep_sea_src"].startswith("content/deep_sea/")


def test_the_wheel_ships_the_tables_pages_and_scripts(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    static = ROOT / "seastead_rules" / "table" / "static"
    in_checkout = {f"seastead_rules/table/static/{p.name}" for p in static.iterdir()}
    assert in_checkout and in_checkout <= names
