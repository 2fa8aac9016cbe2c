"""The language server itself: pygls (the `lsp` extra) speaking LSP over stdio, with the
answers of features.py. Documents are checked in the background (checking.py) and the
messages read with bounds (stdio.py). Import this module only after
`extras.need("lsp", "pygls")`."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import unquote, urlparse

from lsprotocol import types
from pygls.exceptions import FeatureRequestError, JsonRpcInternalError
from pygls.lsp.server import LanguageServer

from ..data import VERSION
from ..errors import ContentError
from ..kernel.content_tools import find_game
from ..kernel.lang.compiler import DECLARATION
from ..lint import ERROR
from .checking import Checker
from .features import completions, diagnostics, hover_at

__all__ = ["build_server", "label_of", "game_of"]

_SEVERITY = {ERROR: types.DiagnosticSeverity.Error}
_ITEM_KIND = {
    "keyword": types.CompletionItemKind.Keyword, "resource": types.CompletionItemKind.Value,
    "building kind": types.CompletionItemKind.EnumMember,
    "question": types.CompletionItemKind.Function, "event": types.CompletionItemKind.Event,
    "permission": types.CompletionItemKind.Function,
    "counter": types.CompletionItemKind.Variable, "card": types.CompletionItemKind.Class,
    "token": types.CompletionItemKind.Value, "tokens": types.CompletionItemKind.Value,
    "card place": types.CompletionItemKind.EnumMember,
    "pile": types.CompletionItemKind.EnumMember, "dive card": types.CompletionItemKind.Value,
    "replaceable action": types.CompletionItemKind.Function,
    "answer": types.CompletionItemKind.EnumMember,
    "piece": types.CompletionItemKind.EnumMember, "count": types.CompletionItemKind.Variable,
    "track": types.CompletionItemKind.EnumMember, "action": types.CompletionItemKind.Function,
}


def label_of(uri: str) -> str:
    """How a document is named in messages: its file path, or the URI itself."""
    parsed = urlparse(uri)
    return unquote(parsed.path) if parsed.scheme == "file" else uri


def game_of(uri: str) -> dict:
    """{"tools": ..., "vocabulary": ...} of the game a document is written for: the game
    its path belongs to (kernel/content_tools.py find_game) with its folder's
    declaration; empty (Seastead's, as always) for Seastead's files and for a document
    with no path (an untitled one)."""
    if urlparse(uri).scheme != "file":
        return {}
    found = find_game(label_of(uri))
    if found.tools.game == "seastead":
        return {}
    try:        # (a game.sea itself is compiled against its own `game` item)
        vocabulary = None if Path(label_of(uri)).name == DECLARATION else \
            found.tools.vocabulary(found.folder)
    except ContentError:        # a broken game.sea: its own diagnostics say why
        vocabulary = None
    return {"tools": found.tools, "vocabulary": vocabulary}


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


def _one_line(err: Exception) -> str:
    text = " ".join(str(err).split())[:300]
    return f"{type(err).__name__}: {text}" if text else type(err).__name__


def _checking(settings: dict):
    """The check of a text under the server's settings (`replace`: a file's items
    replace the shipped ones, as `--replace` on the command line)."""
    def check(uri: str, text: str) -> list:
        return _check(uri, text, settings.get("replace", False))
    return check


def _check(uri: str, text: str, replace: bool = False) -> list:
    """The diagnostics of a text; a failure of ours is one diagnostic saying so."""
    try:
        lines = text.split("\n")
        return [_diagnostic(f, lines) for f in diagnostics(label_of(uri), text, replace,
                                                           **game_of(uri))]
    except Exception as err:
        where = types.Range(start=types.Position(line=0, character=0),
                            end=types.Position(line=0, character=0))
        return [types.Diagnostic(range=where, source="seastead",
                                 severity=types.DiagnosticSeverity.Error,
                                 message=f"this file could not be checked ({_one_line(err)})")]


class _Server(LanguageServer):
    """pygls's server, telling the editor of a failure in one line, never a traceback."""

    shut_down = False

    def report_server_error(self, error: Exception, source) -> None:
        """A failure outside any request, shown to the user as one line (a request's
        failure is its answer)."""
        if source is not FeatureRequestError:
            try:
                self.window_show_message(types.ShowMessageParams(
                    message=f"seastead: {_one_line(error)}", type=types.MessageType.Error))
            except Exception:       # the editor has gone: nothing to tell
                pass


def _answer(work, workers: ThreadPoolExecutor):
    """A request handler running `work(params)` in a worker thread; a failure of ours
    is an error answer of one line, without a traceback."""
    async def handler(ls, params):
        try:
            return await asyncio.get_running_loop().run_in_executor(workers, work, params)
        except Exception as err:
            raise JsonRpcInternalError(message=_one_line(err)) from None
    handler.__name__ = work.__name__
    return handler


def build_server(replace: bool = False) -> LanguageServer:
    """A LanguageServer answering diagnostics, hover and completion for .sea files.
    `replace`: the files' items replace shipped ones of the same identity (a side of the
    same tile and face, a card of the same name) instead of colliding with them; an
    editor may also say so with the initialization option or setting
    `{"seastead": {"replace": true}}`."""
    server = _Server("seastead", VERSION,
                     text_document_sync_kind=types.TextDocumentSyncKind.Full)
    settings = {"replace": replace}

    def opened(uri: str):
        """The open document at `uri`, or None: a file never opened is not read."""
        return server.workspace.text_documents.get(unquote(uri))

    def publish(uri: str, version, text: str, found: list) -> None:
        document = opened(uri)
        if server.shut_down or document is None or document.version != version \
                or document.source is not text and document.source != text:
            return      # closed, or changed since: its newest text is checked next
        server.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=uri, version=version, diagnostics=found))

    checker = Checker(_checking(settings), publish)

    def configure(options) -> None:
        # {"seastead": {"replace": true}} or {"replace": true}, from the editor.
        if isinstance(options, dict):
            options = options.get("seastead", options)
        if isinstance(options, dict) and isinstance(options.get("replace"), bool):
            settings["replace"] = options["replace"]
            for uri in list(server.workspace.text_documents):
                submit(uri)

    @server.feature(types.INITIALIZE)
    def initialize(ls, params: types.InitializeParams):
        configure(params.initialization_options)

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    def did_change_configuration(ls, params: types.DidChangeConfigurationParams):
        configure(params.settings)

    def submit(uri: str) -> None:
        document = opened(uri)
        if document is not None and not server.shut_down:
            checker.submit(uri, document.version, document.source)

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls, params: types.DidOpenTextDocumentParams):
        submit(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls, params: types.DidChangeTextDocumentParams):
        submit(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls, params: types.DidSaveTextDocumentParams):
        submit(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls, params: types.DidCloseTextDocumentParams):
        # A closed file's problems leave the editor's list with it.
        checker.forget(params.text_document.uri)
        server.text_document_publish_diagnostics(types.PublishDiagnosticsParams(
            uri=params.text_document.uri, diagnostics=[]))

    @server.feature(types.SHUTDOWN)
    def shutdown(ls, params):
        server.shut_down = True

    def hover_of(params: types.HoverParams):
        document, at = opened(params.text_document.uri), params.position
        if document is None:
            return None
        text = document.source
        lines = text.split("\n")
        line = lines[at.line] if at.line < len(lines) else ""
        shown = hover_at(label_of(params.text_document.uri), text, at.line + 1,
                         _index(line, at.character) + 1, **game_of(params.text_document.uri))
        if shown is None:
            return None
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown,
                                                        value=shown))

    def completion_of(params: types.CompletionParams):
        document = opened(params.text_document.uri)
        return types.CompletionList(is_incomplete=False, items=[
            types.CompletionItem(label=label, kind=_ITEM_KIND[what], detail=detail or what)
            for label, what, detail in completions(
                document.source if document else "", params.position.line,
                _index(document.lines[params.position.line], params.position.character)
                if document and params.position.line < len(document.lines) else None,
                **game_of(params.text_document.uri))])

    # Hover and completion run beside the event loop and the checking thread.
    workers = ThreadPoolExecutor(max_workers=2, thread_name_prefix="seastead-lsp")
    server.feature(types.TEXT_DOCUMENT_HOVER)(_answer(hover_of, workers))
    server.feature(types.TEXT_DOCUMENT_COMPLETION)(_answer(completion_of, workers))
    return server
