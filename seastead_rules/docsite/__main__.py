"""Write the generated pages into the checkout's docs/ folder:

    python -m seastead_rules.docsite            # write them
    python -m seastead_rules.docsite --check    # exit 1 if one is not current

The pages are stored so that they read on any copy of the repository, and a test checks
that the stored ones are current (tests/test_docs_site.py)."""

from __future__ import annotations

import sys

from . import DOCS, PAGES, stale_pages

if "--check" in sys.argv[1:]:
    stale = stale_pages()
    for path in stale:
        print(f"docs/{path} is not current: run python -m seastead_rules.docsite")
    sys.exit(1 if stale else 0)
for path, page in PAGES.items():
    (DOCS / path).write_text(page(), encoding="utf-8")
    print(f"wrote docs/{path}")
