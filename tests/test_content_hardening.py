"""Hostile or broken content gives ContentError, fast, and never runs code: the grammar
cache, bounded repeats and nesting, movable kinds, numbers, names, Unicode, long files."""

from __future__ import annotations

import getpass
import os
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path

import lark

from seastead_rules.data import grammar_text

ROOT = Path(__file__).resolve().parent.parent

# ---- the grammar cache never unpickles a file others can write --------------------------

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
    import hashlib
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


def test_a_cache_folder_others_can_write_is_not_used(tmp_path, monkeypatch):
    from seastead_rules.lang import cache
    base = tmp_path / "cache"
    folder = base / "seastead_rules"
    folder.mkdir(parents=True)
    os.chmod(base, 0o777)          # anyone may replace our folder: no cache at all
    marker = tmp_path / "pwned"
    _poison(folder / "grammar-planted.lark", marker)
    monkeypatch.setenv("XDG_CACHE_HOME", str(base))
    assert cache.cache_folder() is None
    done = _build_in_fresh_process({"TMPDIR": tempfile.gettempdir(),
                                    "XDG_CACHE_HOME": str(base)})
    assert done.returncode == 0, done.stderr
    assert not marker.exists()
    assert sorted(p.name for p in folder.iterdir()) == ["grammar-planted.lark"]


def test_the_parser_is_cached_only_in_a_folder_private_to_the_user(tmp_path):
    base = tmp_path / "cache"
    done = _build_in_fresh_process({"XDG_CACHE_HOME": str(base)})
    assert done.returncode == 0, done.stderr
    folder = base / "seastead_rules"
    assert folder.stat().st_mode & 0o777 == 0o700
    assert folder.stat().st_uid == os.geteuid()
    assert len(list(folder.glob("grammar-*.lark"))) == 1
    again = _build_in_fresh_process({"XDG_CACHE_HOME": str(base)})
    assert again.returncode == 0, again.stderr
