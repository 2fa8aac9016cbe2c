"""A language server for .sea files (`seastead lsp`, over stdio): diagnostics from the
compiler and the linter as you type, hover text for cards, completion of names.

The answers are in `features` (no LSP library needed); `server` speaks the protocol with
pygls, from the `lsp` extra."""

from .features import completions, diagnostics, hover_at, hover_text

__all__ = ["diagnostics", "hover_text", "hover_at", "completions"]
