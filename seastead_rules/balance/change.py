"""The change under test: two arms (baseline and candidate), each a content set and the
game options, as plain JSON-ready data that travels with every task.

An arm's content is the (label, text) of every .sea file it is compiled from, so a
worker, local or remote, needs nothing but the package to rebuild it."""

from __future__ import annotations

import shlex
from pathlib import Path

from ..inputs import folder, read_text
from ..lang.collisions import SHIPPED, raise_collisions
from ..model import cards
from ..model.cards import records_in
from ..model.content import build_content, shipped_sources
from .fired import SCORING_QUESTIONS
from .variants import without_decree_draws

__all__ = ["Change", "arm_content", "watched_lines", "line_order", "scores_at_end"]


def line_order(src: str) -> tuple:
    """How content lines sort: by file, then by line number as a number."""
    label, _, line = src.rpartition(":")
    return (label, int(line)) if line.isdigit() else (src, 0)


def _label(path: Path) -> str:
    try:
        return path.resolve().relative_to(Path.cwd()).as_posix()
    except ValueError:
        return path.as_posix()


def _read_sources(path) -> list:
    """(label, text) of a .sea file, or of every .sea file under a folder; a path that
    is not a regular file of UTF-8 text is refused, naming it (see inputs.read_text)."""
    p = Path(path)
    if p.is_dir():
        return shipped_sources(p)
    if not p.exists():
        raise FileNotFoundError(f"{path}: no such file or folder")
    return [(_label(p), read_text(p))]


_CACHE: dict = {}


def arm_content(arm: dict):
    """The Content of an arm (compiled once per process for each distinct arm); an arm
    made in this process may carry its compiled Content as "content" instead. With
    "keep", its locations draw no decree (variants.without_decree_draws)."""
    if arm.get("content") is not None:
        content = arm["content"]
    else:
        key = (tuple(map(tuple, arm["sources"])), tuple(map(tuple, arm["overrides"])))
        content = _CACHE.get(key)
        if content is None:
            if len(_CACHE) > 8:
                _CACHE.clear()
            content = _CACHE[key] = build_content(arm["sources"], arm["overrides"])
    return without_decree_draws(content) if arm.get("keep") else content


def _srcs(record) -> set:
    """Every content line under a compiled record that can fire: its effects, hooks,
    rules and locations (not a counter's declaration, which does nothing by itself)."""
    declared = {r.src for r in records_in(record) if isinstance(r, cards.CounterDecl)}
    return {r.src for r in records_in(record)
            if isinstance(getattr(r, "src", None), str) and r.src} - declared


def _items(content) -> dict:
    """(kind, name) -> record for every card and side of a content set."""
    out = {}
    for kind, table in (("decree", content.decree), ("specialist", content.specialist),
                        ("dock", content.dock), ("side", content.side)):
        for name, record in table.items():
            out[(kind, name)] = record
    return out


def watched_lines(baseline, candidate, names=None) -> dict:
    """src -> "kind name" for the lines of the cards that differ between the two content
    sets (or of the (kind, name) pairs in `names`)."""
    base, cand = _items(baseline), _items(candidate)
    if names is None:
        names = [key for key, rec in cand.items() if repr(base.get(key)) != repr(rec)]
    lines = {}
    for kind, name in names:
        record = cand.get((kind, name)) or base.get((kind, name))
        if record is None:
            raise ValueError(f"no {kind} named {name!r} in the content")
        for src in sorted(_srcs(record), key=line_order):
            # A specialist's discount is given with its first line as its source.
            if src != getattr(record, "src", None) or getattr(record, "discount", 0):
                lines[src] = f"{kind} {name}"
    return dict(sorted(lines.items(), key=lambda row: line_order(row[0])))


def _cut(sources: list, src: str) -> list:
    """The sources with the item that starts at `src` ("label:line") cut out: its lines
    up to the brace that closes its block (blank lines keep the others' line numbers)."""
    label, _, line = src.rpartition(":")
    out = []
    for name, text in sources:
        if name == label:
            rows = text.split("\n")
            first = int(line) - 1
            depth, last = 0, first
            for last in range(first, len(rows)):
                depth += rows[last].count("{") - rows[last].count("}")
                if depth <= 0 and "{" in "".join(rows[first:last + 1]):
                    break
            rows[first:last + 1] = [""] * (last + 1 - first)
            text = "\n".join(rows)
        out.append((name, text))
    return out


def scores_at_end(decree) -> bool:
    """Whether a decree acts at the end of the game: a `when game-end` hook, or a rule
    on a question only the final scoring asks."""
    return any(isinstance(r, cards.When) and r.event == "game-end"
               or isinstance(r, (cards.Modify, cards.SetTo)) and r.query in SCORING_QUESTIONS
               for r in decree.hooks)


def _command(extra, replace, decree, side, specialist, baseline_dir, candidate_dir, sides,
             specialists) -> list:
    """The words of `seastead balance` that make this change, with --keep."""
    words = [w for path in extra for w in ("--extra", str(path))]
    words += ["--replace"] if replace else []
    for option, value in (("--baseline", baseline_dir), ("--candidate", candidate_dir),
                          ("--side", side), ("--specialist", specialist),
                          ("--sides", sides)):
        words += [option, value] if value else []
    words += ["--specialists", specialists] if specialists != "A" else []
    return words + ["--decree", decree, "--keep"]


class Change:
    """What is compared: `baseline` and `candidate` arms, each {"sources", "overrides",
    "sides", "specialists", "decree", "keep"}, and `watch`, the changed card lines whose
    firing is counted. Build one with a classmethod; `describe` says what it is in
    words; `keep_command`, for a decree under test, the command that keeps it in play."""

    def __init__(self, baseline: dict, candidate: dict, watch: dict, describe: str,
                 end_scoring: bool = False, keep_command: str = ""):
        self.baseline, self.candidate, self.watch, self.describe = (
            baseline, candidate, watch, describe)
        self.end_scoring, self.keep_command = end_scoring, keep_command

    def to_json(self) -> dict:
        """The change as plain data (the content texts included)."""
        return {"baseline": self.baseline, "candidate": self.candidate,
                "watch": self.watch, "describe": self.describe}

    @classmethod
    def build(cls, extra=(), replace=False, decree=None, side=None, baseline_dir=None,
              candidate_dir=None, sides=None, specialists="A", specialist=None,
              keep=False) -> "Change":
        """The change from the command line's options (see docs/balance.md). `keep`:
        the decree under test stays in play all game, in both arms (no location draws
        a decree)."""
        if (baseline_dir is None) != (candidate_dir is None):
            raise ValueError("--baseline and --candidate go together")
        if not (extra or decree or side or specialist or baseline_dir):
            raise ValueError("nothing to compare: give --extra FILE, --decree NAME, "
                             "--side NAME, --specialist NAME, or --baseline DIR "
                             "--candidate DIR")
        shipped = shipped_sources()
        base_src = shipped_sources(folder(baseline_dir, "--baseline")) if baseline_dir \
            else shipped
        cand_src = shipped_sources(folder(candidate_dir, "--candidate")) if candidate_dir \
            else list(base_src)
        extra_src = [s for path in extra for s in _read_sources(path)]
        overrides = extra_src if replace else []
        if not replace:
            # An item that clashes with the content: at its line, with a caret.
            raise_collisions(extra_src, cand_src,
                             f"the content of {candidate_dir}" if candidate_dir else SHIPPED)
            cand_src = cand_src + extra_src
        base = {"sources": base_src, "overrides": [], "sides": None,
                "specialists": specialists, "decree": None, "keep": False}
        cand = {**base, "sources": cand_src, "overrides": overrides}
        b_content, c_content = arm_content(base), arm_content(cand)
        words = []
        if extra_src:
            words.append(("replace with " if replace else "add ")
                         + ", ".join(label for label, _ in extra_src))
        if baseline_dir:
            words.append(f"content {candidate_dir} against {baseline_dir}")
        new_decrees = [d.name for d in c_content.decrees
                       if any(d.src.startswith(label + ":") for label, _ in extra_src)]
        if decree is None and new_decrees and not replace:
            decree = new_decrees[0]             # a new decree is tested in play
        names = None
        if decree is not None:
            if decree not in c_content.decree:
                raise ValueError(f"no decree named {decree!r} in the candidate content")
            cand["decree"] = decree
            words.append(f"decree {decree} in play from the start (baseline: drawn)")
            if not extra_src and not baseline_dir:
                names = [("decree", decree)]
        new_faces = {r.face for r in c_content.side.values()
                     if any(r.src.startswith(label + ":") for label, _ in extra_src)}
        base_sides = sides or ("BBBB" if decree or side or "B" in new_faces else "AAAA")
        base["sides"] = cand["sides"] = base_sides
        if side is not None:
            record = c_content.side.get(side)
            if not isinstance(record, cards.Side):
                raise ValueError(f"no side named {side!r} in the candidate content")
            other = "A" if record.face == "B" else "B"
            i = record.tile - 1
            cand["sides"] = base_sides[:i] + record.face + base_sides[i + 1:]
            base["sides"] = base_sides[:i] + other + base_sides[i + 1:]
            words.append(f"side {side} (tile {record.tile} face {record.face}) against "
                         f"face {other}")
            if not extra_src and not baseline_dir:
                names = [("side", side)]
        if specialist is not None:
            record = c_content.specialist.get(specialist)
            if record is None:
                raise ValueError(f"no specialist named {specialist!r} in the candidate "
                                 "content")
            if record.set == "B":
                base["specialists"] = cand["specialists"] = "AB"
            if specialist in b_content.specialist:
                base["sources"] = _cut(base["sources"], b_content.specialist[specialist].src)
                b_content = arm_content(base)
            words.append(f"specialist {specialist} in the game (baseline: without it; "
                         f"specialists {cand['specialists']})")
            if not extra_src and not baseline_dir:
                names = [("specialist", specialist)]
        hint, end_scoring = "", False
        if cand["decree"] is not None:
            end_scoring = scores_at_end(c_content.decree[cand["decree"]])
            hint = "seastead balance " + " ".join(
                shlex.quote(w) for w in _command(extra, replace, cand["decree"], side,
                                                 specialist, baseline_dir, candidate_dir,
                                                 sides, specialists))
        if keep:
            if cand["decree"] is None:
                raise ValueError("--keep keeps the decree under test in play: give "
                                 "--decree NAME (or an --extra file with a new decree)")
            base["keep"] = cand["keep"] = True
            words.append("kept in play all game in both arms (no location draws a decree)")
        watch = watched_lines(b_content, c_content, names)
        return cls(base, cand, watch, "; ".join(words), end_scoring, hint)
