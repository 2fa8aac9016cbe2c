"""The invariants every state keeps, for the tests: the public toolkit's checker.

    check_invariants(state)   # InvariantError naming the broken invariant and its values

The checks live in seastead_rules/testing/invariants.py (documented in docs/testing.md);
this module keeps the old import path and name working for the soak tests.
"""

from __future__ import annotations

from seastead_rules.testing.invariants import InvariantError, check_invariants

__all__ = ["check_invariants", "InvariantBroken", "InvariantError"]

# The name the tests used before the checker moved into the toolkit.
InvariantBroken = InvariantError
