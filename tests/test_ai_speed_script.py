"""examples/ai_speed.py, the command docs/ai.md gives for its speed figures, runs and
prints each way the page's table lists, and the page shows the loop it times."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_speed_script_of_the_ai_page_times_each_way_the_page_lists():
    pytest.importorskip("pettingzoo")
    done = subprocess.run([sys.executable, "examples/ai_speed.py", "--games", "1",
                           "--rounds", "1"], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert done.returncode == 0, done.stderr
    for way in ("library", "PettingZoo loop, numpy draw (as on the page)",
                "PettingZoo loop, random.Random draw", "Generator.choice(np.flatnonzero(mask))"):
        assert way in done.stdout
    page = (ROOT / "docs/ai.md").read_text("utf-8")
    assert "$ python examples/ai_speed.py" in page
    assert "action = rng.choice(np.flatnonzero(obs[\"action_mask\"]))" in page
    script = (ROOT / "examples/ai_speed.py").read_text("utf-8")
    assert "np.random.default_rng(7).choice" in script
