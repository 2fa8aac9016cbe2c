"""The language server itself: pygls (the `lsp` extra) speaking LSP over stdio, with the
answers of features.py. Import this module only after `extras.need("lsp", "pygls")`."""

from __future__ import annotations

from urllib.parse import unquote, urlparse

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from .. import __version__
from ..lint import ERROR
from .features import completions, diagnostics, hover_at

__all__ = ["build_server", "label_of"]

_SEVERITY = {ERROR: types.DiagnosticSeverity.Error}
_ITEM_KIND = {
    "keyword": types.CompletionItemKind.Keyword, "resource": types.CompletionItemKind.Value,
    "building kind": types.CompletionItemKind.EnumMember,
    "question": types.CompletionItemKind.Function, "event": types.CompletionItemKind.Event,
    "permission": types.CompletionItemKind.Function,
    "counter": types.CompletionItemKind.Variable, "card": types.CompletionItemKind.Class,
}


def label_of(uri: str) -> str:
    """How a document is named in messages: its file path, or the URI itself."""
    parsed = urlparse(uri)
    return unquote(parsed.path) if parsed.scheme == "file" else uri


def _units(line: str, index: int) -> int:
    """The UTF-16 code units (LSP's columns) before character `index` of a line."""
    return len(line[:index].encode("utf-16-le", "surrogatepass")) // 2


def _index(line: str, units: int) -> int:
    """The character index of a line at `units` UTF-16 code units."""
    count = 0
    for i, char in enumerate(line):
        if count >= units:
            return i
        count += 2 if ord(char) > 0xFFFF else 1
    return len(line)


def _diagnostic(finding, lines: list) -> types.Diagnostic:
    p = finding.problem
    line = lines[p.line - 1] if 0 < p.line <= len(lines) else ""
    start = types.Position(line=p.line - 1, character=_units(line, p.column - 1))
    end = types.Position(line=p.line - 1, character=_units(line, p.column - 1 + p.width))
    return types.Diagnostic(
        range=types.Range(start=start, end=end), message=p.message, source="seastead",
        severity=_SEVERITY.get(finding.severity, types.DiagnosticSeverity.Warning))


def build_server() -> LanguageServer:
    """A LanguageServer answering diagnostics, hover and completion for .sea files."""
    server = LanguageServer("seastead", __version__,
                            text_document_sync_kind=types.TextDocumentSyncKind.Full)

    def publish(uri: str) -> None:
        document = server.workspace.get_text_document(uri)
        found = diagnostics(label_of(uri), document.source)
        lines = document.source.split("\n")
        server.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=uri, version=document.version,
            diagnostics=[_diagnostic(f, lines) for f in found]))

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls, params: types.DidOpenTextDocumentParams):
        publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls, params: types.DidChangeTextDocumentParams):
        publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls, params: types.DidSaveTextDocumentParams):
        publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls, params: types.DidCloseTextDocumentParams):
        # A closed file's problems leave the editor's list with it.
        server.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=params.text_document.uri, diagnostics=[]))

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls, params: types.HoverParams):
        uri, at = params.text_document.uri, params.position
        text = server.workspace.get_text_document(uri).source
        lines = text.split("\n")
        line = lines[at.line] if at.line < len(lines) else ""
        shown = hover_at(label_of(uri), text, at.line + 1, _index(line, at.character) + 1)
        if shown is None:
            return None
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown,
                                                        value=shown))

    @server.feature(types.TEXT_DOCUMENT_COMPLETION)
    def complete(ls, params: types.CompletionParams):
        text = server.workspace.get_text_document(params.text_document.uri).source
        return types.CompletionList(is_incomplete=False, items=[
            types.CompletionItem(label=label, kind=_ITEM_KIND[what], detail=detail or what)
            for label, what, detail in completions(text)])

    return server
