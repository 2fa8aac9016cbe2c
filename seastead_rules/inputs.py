"""What the library and the `seastead` command accept from outside: a value of the right
type, a number within its bounds, a path that is a regular text file. Each refusal names
the argument or the option: an ArgumentError from a function, argparse's usage error
from an option (the same words). The checks of values are the kernel's
(`seastead_rules.kernel.arguments`, given here too); files, folders and the command's
options are this module's.

    check_int(games, "games", 1, MAX_GAMES)         # in a public function
    parser.add_argument("--games", type=int_option(1, MAX_GAMES))
    text = read_text(path)                          # a regular file of UTF-8 text
"""

from __future__ import annotations

import argparse
import os
import stat
from pathlib import Path

from .errors import ArgumentError
from .kernel.arguments import (
    FIRST_SEED_MAX,
    SEED_MAX,
    as_index,
    check_int,
    check_number,
    check_type,
)
from .kernel.arguments import number_problem as _problem
from .kernel.arguments import shown as _shown

__all__ = ["MAX_FILE_BYTES", "SEED_MAX", "FIRST_SEED_MAX", "PORT_MAX", "check_type",
           "check_int", "as_index", "check_number", "check_sources", "int_option", "number_option",
           "regular_file",
           "read_bytes", "read_text", "folder", "output_file"]

MAX_FILE_BYTES = 16 * 1024 * 1024
"""The largest file read: far above any content file or game record, far below a disk."""

PORT_MAX = 65535
"""The largest TCP port."""


def check_sources(sources, name: str) -> tuple:
    """`sources` as a tuple of (label, text) pairs of strs (a .sea file's name in
    messages and its text); ArgumentError naming `name` and the pair otherwise."""
    if isinstance(sources, (str, bytes)) or not hasattr(sources, "__iter__"):
        check_type(sources, (), name, "a list of (label, text) pairs")
    sources = tuple(sources)
    for i, item in enumerate(sources):
        check_type(item, (list, tuple), f"{name}[{i}]", "a (label, text) pair")
        if len(item) != 2:
            raise ArgumentError(f"{name}[{i}] must be a (label, text) pair, not {len(item)} "
                                "items")
        check_type(item[0], str, f"{name}[{i}] label", "a str (the file's name in messages)")
        check_type(item[1], str, f"{name}[{i}] text", "a str (the .sea source)")
    return tuple(tuple(x) for x in sources)


def int_option(low: int, high: int, even: bool = False):
    """An argparse `type` for a whole number from `low` to `high`: argparse names the
    option in its message ("argument --games: must be a whole number from 1 to ...")."""
    def whole_number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        problem = _problem(value, low, high, True, even)
        if problem:
            raise argparse.ArgumentTypeError(f"{problem}, not {_shown(text)}")
        return value
    whole_number.bounds = (low, high)
    return whole_number


def number_option(low: float, high: float, above: bool = False):
    """An argparse `type` for a finite number from `low` (or above it) to `high`."""
    def number(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = None
        problem = _problem(value, low, high, False, above=above)
        if problem:
            raise argparse.ArgumentTypeError(f"{problem}, not {_shown(text)}")
        return value
    number.bounds = (low, high)
    return number


def _kind(mode: int) -> str:
    for test, word in ((stat.S_ISFIFO, "a fifo"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return word
    return "not a regular file"


def _path(path, name: str) -> str:
    return os.fspath(check_type(path, (str, os.PathLike), name, "a path (str or Path)"))


def regular_file(path, name: str = "path") -> str:
    """The path when it names a regular file; FileNotFoundError when nothing is there,
    ArgumentError for a folder, a fifo, a device or a socket (refused before it is
    opened: reading a fifo would wait forever)."""
    path = _path(path, name)
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise FileNotFoundError(f"{path}: no such file") from None
    except (OSError, ValueError) as err:
        raise ArgumentError(f"{path}: cannot be read ({getattr(err, 'strerror', err)})") \
            from None
    if stat.S_ISDIR(mode):
        raise ArgumentError(f"{path}: a folder, not a file")
    if not stat.S_ISREG(mode):
        raise ArgumentError(f"{path}: {_kind(mode)}, not a regular file; give a file on disk")
    return path


def read_bytes(path, name: str = "path") -> bytes:
    """The bytes of a regular file (see `regular_file`), at most MAX_FILE_BYTES."""
    path = regular_file(path, name)
    # O_NONBLOCK: should the file become a fifo after the check, opening still returns.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    with open(fd, "rb") as f:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise ArgumentError(f"{path}: {_kind(mode)}, not a regular file")
        data = f.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise ArgumentError(f"{path}: larger than {MAX_FILE_BYTES // (1024 * 1024)} MB; "
                            "not a content file or game record")
    return data


def read_text(path, name: str = "path") -> str:
    """The UTF-8 text of a regular file (see `read_bytes`); ArgumentError naming the
    file, the line and the byte where it is not UTF-8 text."""
    data = read_bytes(path, name)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise ArgumentError(f"{os.fspath(path)}: not UTF-8 text (line {line}, byte "
                            f"{err.start}); is it the file you meant?") from None


def folder(path, option: str) -> Path:
    """The path of an existing folder; ArgumentError naming `option` otherwise."""
    path = _path(path, option)
    if not os.path.isdir(path):
        what = "not a folder" if os.path.exists(path) else "no such folder"
        raise ArgumentError(f"{option} {path}: {what}")
    return Path(path)


def output_file(path, option: str) -> str:
    """A path a command may write its output to, checked before the work starts: its
    folder exists, and anything already there is a regular file (which is replaced)."""
    path = _path(path, option)
    parent = os.path.dirname(path) or "."
    if not os.path.isdir(parent):
        raise ArgumentError(f"{option} {path}: no folder {parent} to write it in")
    if os.path.exists(path):
        mode = os.stat(path).st_mode
        if stat.S_ISDIR(mode):
            raise ArgumentError(f"{option} {path}: a folder; give a file name")
        if not stat.S_ISREG(mode):
            raise ArgumentError(f"{option} {path}: {_kind(mode)}, not a regular file")
    return path
