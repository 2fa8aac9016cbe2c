"""A newcomer's install: the wheel built from this checkout, installed into a fresh
virtual environment outside the checkout, runs the README's first example and
`seastead check my.sea` on a new card of their own.

The wheel is built offline (pip with the current interpreter's hatchling); installing it
fetches lark, attrs and cattrs from the package index the way a user's pip would. When
the index cannot be reached the test is skipped, saying so.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FENCE = re.compile(r"^```(?P<lang>\w*)\n(?P<body>.*?)^```\n", re.S | re.M)
UNREACHABLE = ("Could not find a version", "No matching distribution", "NewConnectionError",
               "Temporary failure in name resolution", "Network is unreachable",
               "Failed to establish a new connection", "Max retries exceeded")
MY_CARD = 'decree "Quiet Harbour" {\n    forbid owner-bonus if opponent ship here > 1\n}\n'

pytestmark = pytest.mark.skipif(importlib.util.find_spec("hatchling") is None,
                                reason="hatchling is not importable: no offline wheel build")


def _run(args, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(args, capture_output=True, text=True, timeout=240, **kw)


def _readme_first_example() -> tuple:
    """The README's first python block and the text block showing its output."""
    blocks = list(FENCE.finditer((ROOT / "README.md").read_text(encoding="utf-8")))
    i = next(n for n, m in enumerate(blocks) if m.group("lang") == "python")
    assert blocks[i + 1].group("lang") == "text"
    return blocks[i].group("body"), blocks[i + 1].group("body")


@pytest.fixture(scope="module")
def venv(tmp_path_factory) -> Path:
    """A fresh virtual environment, outside the checkout, with the wheel installed."""
    top = tmp_path_factory.mktemp("newcomer")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    built = _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                  "--no-index", "-w", str(top / "dist"), str(ROOT)], env=env)
    assert built.returncode == 0, built.stdout + built.stderr
    wheel = next((top / "dist").glob("seastead_rules-*.whl"))
    made = _run([sys.executable, "-m", "venv", str(top / "venv")], env=env)
    if made.returncode != 0 and "ensurepip" in made.stdout + made.stderr:
        pytest.skip("this Python cannot make a virtual environment with pip (no ensurepip; "
                    "on Debian: apt-get install python3-venv)")
    assert made.returncode == 0, made.stdout + made.stderr
    pip = top / "venv" / "bin" / "pip"
    installed = _run([str(pip), "install", "--retries", "1", "--timeout", "20", str(wheel)],
                     env=env, cwd=top)
    if installed.returncode != 0 and any(s in installed.stdout + installed.stderr
                                         for s in UNREACHABLE):
        pytest.skip("the package index cannot be reached to install lark, attrs and "
                    f"cattrs:\n{installed.stderr[-500:]}")
    assert installed.returncode == 0, installed.stdout + installed.stderr
    (top / "work").mkdir()
    return top


def _clean_env() -> dict:
    return {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}


def test_the_installed_wheel_runs_the_readmes_first_example(venv):
    code, output = _readme_first_example()
    (venv / "work" / "first.py").write_text(code, encoding="utf-8")
    done = _run([str(venv / "venv/bin/python"), "first.py"], cwd=venv / "work",
                env=_clean_env())
    assert done.returncode == 0, done.stderr
    assert done.stdout == output


def test_the_installed_wheel_imports_the_package_from_the_venv_not_the_checkout(venv):
    done = _run([str(venv / "venv/bin/python"), "-c",
                 "import seastead_rules; print(seastead_rules.__file__)"],
                cwd=venv / "work", env=_clean_env())
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).is_relative_to(venv / "venv")


def test_the_installed_seastead_command_checks_a_new_card(venv):
    (venv / "work" / "my.sea").write_text(MY_CARD, encoding="utf-8")
    done = _run([str(venv / "venv/bin/seastead"), "check", "my.sea"], cwd=venv / "work",
                env=_clean_env())
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("ok:") and "decree" in done.stdout
