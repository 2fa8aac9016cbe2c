"""`seastead lsp`: the language server for .sea files, over stdio (the `lsp` extra)."""

from __future__ import annotations

from ..extras import need

__all__ = ["add_arguments", "run"]


def add_arguments(parser) -> None:
    """`seastead lsp` takes no options: an editor starts it and speaks LSP on stdio."""


def run(args) -> int:
    """Serve LSP on stdin and stdout until the editor asks the server to exit."""
    need("lsp", "pygls", "lsprotocol")
    from .server import build_server
    build_server().start_io()
    return 0
