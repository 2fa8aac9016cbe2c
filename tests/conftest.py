import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

# Hypothesis runs under the bounded, deterministic "seastead-ci" profile unless
# $HYPOTHESIS_PROFILE names another (e.g. seastead-thorough). See docs/testing.md.
from seastead_rules.testing import load_profile  # noqa: E402  (registers the profiles)

load_profile()
