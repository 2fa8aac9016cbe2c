"""Where the built parser may be cached on disk: only in a folder private to the user.

Building the LALR tables from the grammar takes about 70-120 ms; loading them from
Lark's cache about 20 ms. Lark's own `cache=True` keeps the pickle in the shared temp
folder under a predictable name, where another local user can plant a file that runs
code when unpickled (the hole of lark PR #1628). So the cache file lives in
`$XDG_CACHE_HOME/seastead_rules` (or `~/.cache/seastead_rules`), a folder made with mode
0700 and checked to be ours and closed to others before every use; when that cannot be
ensured (no home, another owner, loose permissions, not POSIX) there is no cache at all.
"""

from __future__ import annotations

import hashlib
import os
import stat
import sys
from pathlib import Path

__all__ = ["private_cache_file", "cache_folder"]

_FOLDER = "seastead_rules"


def cache_folder() -> Path | None:
    """The user's private cache folder for this library, made if missing; None if it
    cannot be made private (so nothing is cached)."""
    if os.name != "posix" or not hasattr(os, "geteuid"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    if not os.path.isabs(base):
        return None
    folder = Path(base) / _FOLDER
    try:
        os.makedirs(base, mode=0o700, exist_ok=True)
        # The parent: ours (or root's), and nobody else may rename or replace our folder.
        if not _closed(os.lstat(base), allowed_uids=(os.geteuid(), 0), writable_mask=0o022):
            return None
        try:
            os.mkdir(folder, 0o700)
        except FileExistsError:
            pass
        info = os.lstat(folder)
        if stat.S_ISDIR(info.st_mode) and info.st_uid == os.geteuid() and info.st_mode & 0o077:
            os.chmod(folder, 0o700)
            info = os.lstat(folder)
        if not _closed(info, allowed_uids=(os.geteuid(),), writable_mask=0o077):
            return None
    except OSError:
        return None
    return folder


def _closed(info: os.stat_result, allowed_uids, writable_mask: int) -> bool:
    return (stat.S_ISDIR(info.st_mode) and info.st_uid in allowed_uids
            and not info.st_mode & writable_mask)


def private_cache_file(grammar: str, options: str) -> str | None:
    """The path of the cache file for this grammar and these Lark options in the
    private folder, or None when there is no safe place (build without a cache)."""
    folder = cache_folder()
    if folder is None:
        return None
    import lark
    key = hashlib.sha256(f"{grammar}\0{options}\0{lark.__version__}".encode()).hexdigest()
    path = folder / f"grammar-{key[:24]}-py{sys.version_info[0]}{sys.version_info[1]}.lark"
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return str(path)
    except OSError:
        return None
    # Inside a 0700 folder nobody else can reach the file; still, only a plain file of ours.
    if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid():
        return None
    return str(path)
