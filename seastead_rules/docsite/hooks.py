"""The documentation site's build hook (named under `hooks:` in mkdocs.yml): writes the
generated pages (seastead_rules.docsite.PAGES) again at build time, in place of the
stored copies under docs/reference/, so the site is never out of date."""

from __future__ import annotations

import sys
from pathlib import Path

# mkdocs loads this file by its path: document the checkout it belongs to, not another
# copy of the package that happens to be installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from seastead_rules.docsite import PAGES  # noqa: E402


def on_files(files, config):
    """Put each generated page, written now, in place of its stored copy."""
    from mkdocs.structure.files import File

    for path, page in PAGES.items():
        stored = files.get_file_from_path(path)
        if stored is not None:
            files.remove(stored)
        files.append(File.generated(config, path, content=page()))
    return files
