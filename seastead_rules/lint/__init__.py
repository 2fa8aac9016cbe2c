"""The design linter: content that compiles but cannot work as meant. Conditions that can
never hold (or always hold), effects that can never be carried out, content that would
stop a game from ending, values outside the printed components' conventions, counters
nothing reads or thresholds nothing reaches, events a card cannot hear as written, and
cards that collide with the content they are added to; each at `path:line:col`.

    findings = lint_sources([("my.sea", text)])
    print("\\n".join(f.render(text) for f in findings))
"""

from __future__ import annotations

from attrs import frozen

from ..collisions import SHIPPED, collisions, compiled_items
from ..errors import ContentError
from ..lang.problems import Problem
from .conventions import (
    CONVENTIONS,
    COUNT_RANGES,
    conventions_table,
    count_range,
    count_ranges_table,
)
from .counters import check_counters, declared
from .hearing import check_hearing
from .rules import ERROR, WARNING, check_tree

__all__ = ["Finding", "lint_text", "lint_sources", "ERROR", "WARNING", "CONVENTIONS",
           "COUNT_RANGES", "conventions_table", "count_range", "count_ranges_table"]


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


def lint_text(label: str, text: str) -> list:
    """The findings of one source, in source order; a source that does not compile gives
    its compile problems, as errors."""
    try:
        items = compiled_items(label, text)
    except ContentError as err:
        problems = err.problems or (Problem(label, 1, 1, str(err)),)
        return [Finding(ERROR, p) for p in problems]
    trees = [tree for _, tree in items]
    counters = declared(trees)
    raw = check_counters(trees)
    for tree in trees:
        raw += check_tree(tree, text, counters) + check_hearing(tree)
    found = [Finding(severity, Problem(label, line, column, message, width))
             for severity, line, column, width, message in raw]
    return sorted(found, key=lambda f: (f.problem.line, f.problem.column))


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
