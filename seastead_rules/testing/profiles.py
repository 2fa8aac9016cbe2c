"""Hypothesis settings profiles: a bounded, deterministic one for CI, a thorough one for hunting.

Importing seastead_rules.testing registers both; choose one before the tests run, e.g.
in your conftest.py:

    import os
    from hypothesis import settings
    import seastead_rules.testing  # registers the profiles

    settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "seastead-ci"))

then `HYPOTHESIS_PROFILE=seastead-thorough pytest` hunts harder. (`pytest
--hypothesis-profile=seastead-thorough` works too: hypothesis's pytest plugin.)
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, Phase, settings

from ..inputs import check_type

__all__ = ["CI", "THOROUGH", "load_profile"]

CI = "seastead-ci"
THOROUGH = "seastead-thorough"

# Games are long inputs and each example plays one: slow data generation is expected.
_SLOW_IS_FINE = [HealthCheck.too_slow, HealthCheck.data_too_large]

# Bounded and deterministic: the same examples on every run and every machine, no
# example database, no per-example deadline (CI machines stall), and no "explain"
# phase (it traces every line and is slow). Keeps a test to a few seconds.
settings.register_profile(
    CI,
    max_examples=25,
    stateful_step_count=60,
    derandomize=True,
    database=None,
    deadline=None,
    print_blob=False,
    phases=(Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink),
    suppress_health_check=_SLOW_IS_FINE,
)

# Many examples and long games, random each run, failures saved to the example
# database (.hypothesis/) so the next run tries them first. Minutes, not seconds.
settings.register_profile(
    THOROUGH,
    max_examples=2000,
    stateful_step_count=250,
    deadline=None,
    print_blob=True,
    suppress_health_check=_SLOW_IS_FINE,
)


def load_profile(default: str = CI) -> str:
    """Load the profile named by $HYPOTHESIS_PROFILE, else `default`; returns its name."""
    check_type(default, str, "default", "a profile's name (a str)")
    name = os.environ.get("HYPOTHESIS_PROFILE") or default
    settings.load_profile(name)
    return name
