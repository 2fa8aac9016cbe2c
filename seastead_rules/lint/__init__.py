"""The design linter: content that compiles but cannot work as meant. Conditions that can
never hold (or always hold), effects that can never be carried out, content that would
stop a game from ending, values outside the printed components' conventions, counters
nothing reads or thresholds nothing reaches, events a card cannot hear as written, face-up
piles nothing fills or empties, ties that always happen, and cards that collide with the
content they are added to; each at `path:line:col`.

    findings = lint_sources([("my.sea", text)])
    print("\\n".join(f.render(text) for f in findings))
"""

from __future__ import annotations

import math

from attrs import frozen

from ..kernel.lang.problems import MAX_PROBLEMS, Problem, capped
from ..lang.collisions import SHIPPED, collisions, items_that_compile
from .conventions import (
    CONVENTIONS,
    COUNT_RANGES,
    conventions_table,
    count_range,
    count_ranges_table,
)
from .counters import check_counters, declared
from .hearing import check_hearing
from .names import check_names
from .piles import check_piles
from .rules import ERROR, WARNING, check_tree
from .ties import check_ties

__all__ = ["Finding", "lint_text", "lint_game_text", "lint_sources", "capped_findings",
           "ERROR", "WARNING", "CONVENTIONS", "COUNT_RANGES", "conventions_table",
           "count_range", "count_ranges_table"]


@frozen
class Finding:
    """One thing the linter found: `severity` is "error" or "warning"."""
    severity: str
    problem: Problem

    @property
    def message(self) -> str:
        """The message, without the position."""
        return self.problem.message

    def render(self, text: str) -> str:
        """`path:line:col: severity: message`, the source line and a caret."""
        p = self.problem
        return Problem(p.path, p.line, p.column, f"{self.severity}: {p.message}",
                       p.width).render(text)


def lint_text(label: str, text: str, *, limit: bool = True, tools=None,
              vocabulary=None) -> list:
    """The findings of one source, in source order: its compile problems, as errors, and
    the findings of every item that compiles (while one item is broken, the others are
    still linted). The checks over all of a file's counters at once (a counter nothing
    reads, a threshold nothing reaches) wait until every item compiles: a broken item
    may be the one that reads or changes the counter. `limit`: at most MAX_PROBLEMS
    findings (see capped_findings); False gives all, for a caller adding its own.

    `tools`: the ContentTools of another game (kernel/content_tools.py), whose source is
    compiled against `vocabulary` (its shipped declaration when None) and gets the
    checks any game's content gets (lint_game_text)."""
    if tools is not None and tools.game != "seastead":
        found = lint_game_text(tools, label, text, vocabulary)
        return capped_findings(found) if limit else found
    items, problems = items_that_compile(label, text)
    trees = [tree for _, tree in items]
    counters = declared(trees)
    raw = [] if problems else check_counters(trees)
    for tree in trees:
        raw += check_tree(tree, text, counters) + check_hearing(tree)
    raw += check_names(items)
    raw += check_piles(trees) + check_ties(trees, counters)
    found = [Finding(ERROR, p) for p in problems]
    found += [Finding(severity, Problem(label, line, column, message, width))
              for severity, line, column, width, message in raw]
    return capped_findings(found) if limit else sorted(found, key=_where)


def lint_game_text(tools, label: str, text: str, vocabulary=None) -> list:
    """The findings of one source of any game, in source order (all of them): its
    compile problems, as errors; its counters nothing reads or thresholds nothing reaches
    (counters.py); and in each item that compiles, the conditions that can never hold
    or always hold as the game's counts range (tools.lint_ranges()), and the rules that
    leave a question's declared range or permit what is allowed already (neutral.py)."""
    items, problems = tools.compile_items(label, text, vocabulary)
    vocab = vocabulary if vocabulary is not None else tools.vocabulary()
    trees = [tree for _, tree in items]
    counts = {name: (low, math.inf if high is None else high, True)
              for name, (low, high) in tools.lint_ranges().items()}
    counters = declared(trees)
    raw = [] if problems else check_counters(trees)
    for tree in trees:
        raw += check_tree(tree, text, {**counts, **counters}, vocab=vocab, neutral=True)
    found = [Finding(ERROR, p) for p in problems]
    found += [Finding(severity, Problem(label, line, column, message, width))
              for severity, line, column, width, message in raw]
    return sorted(found, key=_where)


def _where(finding: Finding) -> tuple:
    return finding.problem.line, finding.problem.column


def capped_findings(found) -> list:
    """Findings in source order, at most MAX_PROBLEMS of them, then one saying how many
    more (an error if any of those is an error)."""
    found = sorted(found, key=_where)
    if len(found) <= MAX_PROBLEMS:
        return found
    left_out = found[MAX_PROBLEMS:]
    severity = ERROR if any(f.severity == ERROR for f in left_out) else WARNING
    return found[:MAX_PROBLEMS] + [Finding(severity, capped(f.problem for f in found)[-1])]


def lint_sources(added, base=None, base_name: str = SHIPPED) -> list:
    """The findings of (label, text) sources, and their collisions with the `base`
    sources (by default none are looked for; pass `shipped_sources()` for the shipped
    content)."""
    found = []
    for label, text in added:
        found.extend(lint_text(label, text))
        if base is not None:
            found.extend(Finding(ERROR, p) for p in collisions([(label, text)], base, base_name))
    return sorted(found, key=lambda f: (f.problem.path, f.problem.line, f.problem.column))
