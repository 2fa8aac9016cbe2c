"""`seastead serve`: the table in the browser, on this computer.

    seastead serve [--port 8000] [--host 127.0.0.1] [--allow-host NAME] [--content DIR]
                   [--extra my.sea]

and `seastead replay --web game.json` opens a game record in the replay viewer. The
server answers only to the host names of the address it listens on and those given
with --allow-host (see `guard.py`).
"""

from __future__ import annotations

import argparse
import socket
import sys
from pathlib import Path

from ..extras import need
from .connections import MAX_CONNECTIONS, Connections, Limits, Watched
from .guard import DEFAULT_PORT, allowed_host

__all__ = ["add_arguments", "allow_host_option", "host_name_argument", "run", "serve",
           "server", "connection_limit", "DEFAULT_PORT"]

# Files the server keeps for itself beyond its connections (the listening socket, the
# content, logs, a thread pool's).
_SPARE_FILES = 64


def add_arguments(parser) -> None:
    """The options of `seastead serve`: the address, and the content its games use."""
    from ..cli.content_options import add_content_options
    from ..inputs import PORT_MAX, int_option
    parser.add_argument("--port", type=int_option(1, PORT_MAX), default=DEFAULT_PORT,
                        help=f"the port to listen on, 1 to {PORT_MAX} (default {DEFAULT_PORT})")
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1: this computer "
                             "only; the games' hidden cards live in the server)")
    allow_host_option(parser)
    parser.add_argument("--save-key", metavar="FILE", type=Path,
                        help="the key that seals the saves of seats that may not see "
                             "every card, kept in FILE (made when there is none): a server "
                             "started again with the same FILE loads the saves it sealed "
                             "(default: a new key each run)")
    add_content_options(parser)


def allow_host_option(parser) -> None:
    """--allow-host NAME (repeatable): a host name the server answers to, beyond those of
    the address it listens on."""
    parser.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                        type=host_name_argument,
                        help="a host name the table answers to besides those of --host, "
                             "on its --port or on the port given as NAME:PORT "
                             "(repeatable; e.g. this computer's name on the network when "
                             "--host is 0.0.0.0, which answers to IP addresses and "
                             "localhost only; a reverse proxy's public name:443)")


def host_name_argument(text: str) -> str:
    """The value of --allow-host, lower case (argparse's error when not a host name)."""
    try:
        return allowed_host(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def serve(host: str, port: int, content=None, replay_text=None, out=sys.stdout,
          allow_hosts=(), save_key: bytes | None = None) -> int:
    """Run the table's server until interrupted (Ctrl-C). It answers to the host names
    of `host` and to `allow_hosts` (see `guard.hosts_for`); `save_key` seals the saves
    of seats that may not see every card (None: a new key)."""
    need("table", "starlette", "uvicorn")
    if not 0 < port < 65536:
        raise ValueError(f"--port {port}: a port is 1 to 65535")
    from .app import create_app
    limits = Limits(connections=connection_limit())
    app = create_app(content, replay_text, host=host, allow_hosts=allow_hosts, port=port,
                     limits=limits, save_key=save_key)
    sock = _listen(host, port)
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    page = f"/replay/{app.state.replay_id}" if app.state.replay_id else "/"
    print(f"the Seastead table is at http://{shown}:{port}{page}  (Ctrl-C stops it)",
          file=out, flush=True)
    with sock:
        server(app).run(sockets=[sock])
    return 0


def server(app):
    """A uvicorn server of the table's `app` that keeps to the app's limits
    (`app.state.limits`: the time a request's headers, body and answer may take, the
    connections open; see `connections.py`). Run it with `.run(sockets=[sock])`, or set
    `should_exit` to stop it."""
    import uvicorn
    from uvicorn.protocols.http.auto import AutoHTTPProtocol
    limits = app.state.limits
    connections = Connections(limits)

    def protocol(config, server_state, app_state, _loop=None):
        return Watched(AutoHTTPProtocol(config=config, server_state=server_state,
                                        app_state=app_state, _loop=_loop), connections)
    # uvicorn's own keep-alive bound stays (5 s between requests); a Ctrl-C waits at
    # most 3 s for requests under way.
    config = uvicorn.Config(app, log_level="warning", http=protocol,
                            timeout_graceful_shutdown=3)
    found = uvicorn.Server(config)
    found.connections = connections
    return found


def connection_limit() -> int:
    """The most connections a server keeps open: MAX_CONNECTIONS, or fewer when the
    system lets a program open fewer files (the soft limit is raised as far as the hard
    one allows first)."""
    try:
        import resource
    except ImportError:         # not on POSIX: the system's own bound holds
        return MAX_CONNECTIONS
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = MAX_CONNECTIONS + _SPARE_FILES
    if soft != resource.RLIM_INFINITY and soft < want:
        raised = want if hard == resource.RLIM_INFINITY else min(want, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
            soft = raised
        except (ValueError, OSError):
            pass
    if soft == resource.RLIM_INFINITY:
        return MAX_CONNECTIONS
    return max(16, min(MAX_CONNECTIONS, soft - _SPARE_FILES))


def _listen(host: str, port: int) -> socket.socket:
    """A socket bound to the address, or OSError saying which one is taken."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as err:
        sock.close()
        raise OSError(f"cannot listen on {host} port {port} ({err.strerror}): "
                      "another program may use it; try --port") from None
    sock.set_inheritable(True)
    return sock


def run(args) -> int:
    """`seastead serve`: the games use the shipped content, or --content DIR, with the
    --extra files added (--replace: in place of the items they name); the server
    answers to the host names of --host and to those of --allow-host."""
    from ..cli.content_options import content_of
    from .sealed import key_file
    key = key_file(args.save_key) if args.save_key else None
    return serve(args.host, args.port, content=content_of(args), allow_hosts=args.allow_host,
                 save_key=key)
