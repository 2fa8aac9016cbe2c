"""`python -m seastead_rules.cli`: the `seastead` command."""

from .command import main

raise SystemExit(main())
