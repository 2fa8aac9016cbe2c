"""The table in the browser: `seastead serve` plays Seastead in a web page (against a
bot, hot-seat, or solo against the Boss) and `seastead replay --web FILE` steps through
a game record. Needs the `table` extra (Starlette and uvicorn); see docs/table.md.

Importing this package imports no optional library: `create_app` (in `app.py`) does.
"""

__all__ = ["create_app"]


def create_app(*args, **kwargs):
    """The Starlette application of the table (see `app.create_app`)."""
    from .app import create_app as _create_app
    return _create_app(*args, **kwargs)
