"""Who may talk to the table's server: a browser's request is answered only when it names
one of the server's own host names, comes from the table's own pages, and, when it
changes something, sends JSON.

- **Host.** A page of another site can point a DNS name of its own at this computer
  (DNS rebinding) and then talk to the table as its own origin; its requests name that
  host, so a Host the server was not started for is refused (400). A server listening
  on a loopback address answers to `localhost`, `127.0.0.1` and `[::1]`; one listening
  on every address (`0.0.0.0`, `::`) to those and to any IP address, which no other site
  can be; a host name beyond these must be allowed by name (`--allow-host`).
- **Origin.** A browser names the page a request comes from in `Origin`; a request
  from a page of another origin (or from `null`, a file or a sandbox) is refused (403).
- **JSON.** A write (any method but GET, HEAD, OPTIONS) must declare its body
  `application/json` (415 otherwise): a page of another site cannot send that without
  asking the server first, and the table never says yes.

Pure ASGI and no web library, so `seastead serve` can check its options before it
imports one.
"""

from __future__ import annotations

import ipaddress
import json
import re
from urllib.parse import urlsplit

from .refused import shown

__all__ = ["Guard", "Hosts", "hosts_for", "host_name", "allowed_host", "same_origin",
           "LOOPBACK_NAMES"]

# The names of this computer a server on a loopback address answers to.
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
_EVERY_ADDRESS = frozenset({"0.0.0.0", "::", ""})
_READS = frozenset({"GET", "HEAD", "OPTIONS"})
_PORT = re.compile(r":[0-9]{1,5}")
_LABEL = re.compile(r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?")
_DEFAULT_PORT = {"http": ":80", "https": ":443"}


def _is_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def host_name(header) -> str | None:
    """The host name of a Host header ('name', 'name:port', '[v6]:port'), lower case,
    without brackets or port; None when the header is not one."""
    if not isinstance(header, str):
        return None
    text = header.lower()
    if text.startswith("["):
        end = text.find("]")
        name, rest = (text[1:end], text[end + 1:]) if end > 0 else ("", "")
    else:
        name, colon, port = text.partition(":")
        rest = colon + port
    if not name or (rest and not _PORT.fullmatch(rest)):
        return None
    return name


def allowed_host(text: str) -> str:
    """A host name given to `--allow-host`, lower case ('table.example', '10.0.0.5',
    '[fe80::1]'); ValueError when it is not a host name."""
    name = text.strip().lower()
    name = name[1:-1] if name.startswith("[") and name.endswith("]") else name
    labels = name.split(".")
    if not (_is_address(name) or (len(name) <= 253 and all(map(_LABEL.fullmatch, labels)))):
        raise ValueError(f"{shown(text)} is not a host name (like table.example or 10.0.0.5)")
    return name


class Hosts:
    """The host names a server answers to: `names`, and any IP address when
    `any_address` (a server listening on every address of the computer)."""

    def __init__(self, names, any_address: bool = False):
        self.names, self.any_address = frozenset(names), any_address

    def accepts(self, header) -> bool:
        """Whether a request with this Host header is for this server."""
        name = host_name(header)
        if name is None:
            return False
        return name in self.names or (self.any_address and _is_address(name))

    def __repr__(self) -> str:
        more = " and any IP address" if self.any_address else ""
        return f"Hosts({', '.join(sorted(self.names))}{more})"


def hosts_for(address: str, also=()) -> Hosts:
    """The Hosts of a server listening on `address`, with the host names `also` allowed:
    a loopback address brings every loopback name, every address (0.0.0.0, ::) brings
    those and any IP address."""
    bare = address.strip().lower().removeprefix("[").removesuffix("]")
    names = {allowed_host(name) for name in also}
    if bare in _EVERY_ADDRESS:
        return Hosts(names | LOOPBACK_NAMES, any_address=True)
    if bare == "localhost" or (_is_address(bare) and ipaddress.ip_address(bare).is_loopback):
        names |= LOOPBACK_NAMES
    return Hosts(names | {bare})


def same_origin(origin: str, host: str) -> bool:
    """Whether an Origin header names the site of this Host header (scheme http or
    https, the same host and port, a default port written or not)."""
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    default = _DEFAULT_PORT.get(parts.scheme)
    if default is None or parts.path or parts.query or parts.fragment:
        return False
    return parts.netloc.lower().removesuffix(default) == host.lower().removesuffix(default)


class Guard:
    """ASGI middleware: refuses, with a JSON `{"error": ...}` and before the application
    sees it, a request for a host not among `hosts` (400), from a page of another origin
    (403), or a write whose body is not declared JSON (415)."""

    def __init__(self, app, hosts: Hosts):
        self.app, self.hosts = app, hosts

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http":
            problem = self.problem(scope["method"], scope["headers"])
            if problem is not None:
                await _refuse(send, *problem)
                return
        await self.app(scope, receive, send)

    def problem(self, method: str, raw_headers) -> tuple | None:
        """(status, message) of the refusal a request with these headers gets, or None."""
        headers: dict = {}
        for key, value in raw_headers:
            headers.setdefault(key.decode("latin-1").lower(), []).append(value.decode("latin-1"))
        hosts = headers.get("host", [])
        if len(hosts) != 1 or not self.hosts.accepts(hosts[0]):
            named = shown(hosts[0]) if hosts else "no host"
            return 400, (f"this table does not answer to {named}: a server started with "
                         "--allow-host NAME answers to the host name NAME too")
        origins = headers.get("origin", [])
        if any(not same_origin(origin, hosts[0]) for origin in origins):
            return 403, (f"a page of another site ({shown(origins[0])}) may not use this "
                         "table: open the table's own page")
        if method not in _READS:
            media = headers.get("content-type", [""])[0].split(";")[0].strip().lower()
            if media != "application/json":
                return 415, (f"a {method} request must send JSON (Content-Type: "
                             f"application/json), not {shown(media or 'no Content-Type')}")
        return None


async def _refuse(send, status: int, message: str) -> None:
    body = json.dumps({"error": message}).encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})
