"""`seastead lint PATH...`: the design linter at the terminal (and `seastead check --lint`)."""

from __future__ import annotations

import sys

from ..cli.content_options import (
    WHOLE_SET,
    add_checked_paths,
    add_content_options,
    checked_sets,
    game_of,
)
from ..lang.collisions import collisions, duplicates
from . import ERROR, Finding, lint_game_text, lint_sources

__all__ = ["add_arguments", "run", "report"]


def add_arguments(parser) -> None:
    """The options of `seastead lint`: those of `seastead check`."""
    add_checked_paths(parser)
    add_content_options(parser)


def report(args, out=None) -> int:
    """Print every finding of the files checked (a whole set's files, or the files added
    to the content) with its line and a caret, then a count; 1 if there is an error.
    Another game's files (`game_of`) get the checks any game's content gets."""
    out = sys.stdout if out is None else out
    tools = game_of(args)
    if tools.game != "seastead":
        files = tools.sources(args.paths)
        linted = [(label, text) for label, text, _ in files]
        findings = [f for label, text, vocabulary in files
                    for f in lint_game_text(tools, label, text, vocabulary)]
        return _print(findings, linted, out)
    base, added, name = checked_sets(args)
    linted = (base if name == WHOLE_SET else []) + added
    findings = lint_sources(linted)
    findings += [Finding(ERROR, p) for p in duplicates(linted)]
    if not args.replace:
        findings += [Finding(ERROR, p) for p in collisions(added, base, name)]
    return _print(findings, linted, out)


def _print(findings, linted, out) -> int:
    texts = dict(linted)
    for finding in sorted(findings, key=lambda f: (f.problem.path, f.problem.line,
                                                   f.problem.column)):
        print(finding.render(texts[finding.problem.path]), file=out)
    errors = sum(f.severity == ERROR for f in findings)
    warnings = len(findings) - errors
    print(f"lint: {errors} error{'s' * (errors != 1)}, {warnings} warning"
          f"{'s' * (warnings != 1)} in {len(linted)} file{'s' * (len(linted) != 1)}", file=out)
    return 1 if errors else 0


def run(args) -> int:
    """Run `seastead lint`."""
    return report(args)
