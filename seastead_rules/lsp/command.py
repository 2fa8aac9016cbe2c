"""`seastead lsp`: the language server for .sea files, over stdio (the `lsp` extra)."""

from __future__ import annotations

from ..extras import need

__all__ = ["add_arguments", "run"]


def add_arguments(parser) -> None:
    """`seastead lsp [--replace]`: an editor starts it and speaks LSP on stdio."""
    parser.add_argument("--replace", action="store_true",
                        help="the files' items replace shipped ones of the same tile and "
                             "face or name, as `seastead check --replace` takes them")


def run(args) -> int:
    """Serve LSP on stdin and stdout until the editor asks the server to exit; the exit
    status is 0 after a `shutdown` request, 1 otherwise (as LSP asks)."""
    need("lsp", "pygls", "lsprotocol")
    import logging

    from .server import build_server
    from .stdio import serve
    # pygls logs what goes wrong with its tracebacks; the editor hears of it from us.
    logging.getLogger("pygls").addHandler(logging.NullHandler())
    logging.getLogger("pygls").propagate = False
    return serve(build_server(replace=args.replace))
