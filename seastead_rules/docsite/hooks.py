"""The documentation site's build hook (named under `hooks:` in mkdocs.yml): adds the
generated pages (seastead_rules.docsite.PAGES) to the site at build time, so they are
never stored and never out of date."""

from __future__ import annotations

import sys
from pathlib import Path

# mkdocs loads this file by its path: document the checkout it belongs to, not another
# copy of the package that happens to be installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from seastead_rules.docsite import PAGES  # noqa: E402


def on_files(files, config):
    """Add each generated page, written now, to the files mkdocs builds."""
    from mkdocs.structure.files import File

    for path, page in PAGES.items():
        files.append(File.generated(config, path, content=page()))
    return files
