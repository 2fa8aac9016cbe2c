"""Who may talk to the table's server: a browser's request is answered only when it names
one of the server's own host names, comes from the table's own pages, and, when it
changes something, sends JSON.

- **Host.** A page of another site can point a DNS name of its own at this computer
  (DNS rebinding) and then talk to the table as its own origin; its requests name that
  host, so a Host the server was not started for is refused (400). A server listening
  on a loopback address answers to `localhost`, `127.0.0.1` and `[::1]`; one listening
  on every address (`0.0.0.0`, `::`) to those and to any IP address, which no other site
  can be; a host name beyond these must be allowed by name (`--allow-host`). The port
  counts too: the Host's port (80 or 443 when it names none, by the request's scheme)
  must be the port the server listens on, or one allowed with the name
  (`--allow-host table.example:443`, for a reverse proxy in front).
- **Origin.** A browser names the page a request comes from in `Origin`; a request
  from a page of another origin (another scheme, host or port; or `null`, a file or a
  sandbox) is refused (403).
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

__all__ = ["Guard", "Hosts", "hosts_for", "host_name", "host_and_port", "allowed_host",
           "same_origin", "LOOPBACK_NAMES", "DEFAULT_PORT"]

DEFAULT_PORT = 8000
"""The port the table listens on unless told otherwise."""

# The names of this computer a server on a loopback address answers to.
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
_EVERY_ADDRESS = frozenset({"0.0.0.0", "::", ""})
_READS = frozenset({"GET", "HEAD", "OPTIONS"})
_PORT = re.compile(r":([0-9]{1,5})")
_LABEL = re.compile(r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?")
_SCHEME_PORT = {"http": 80, "https": 443}


def _is_address(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def host_and_port(header) -> tuple | None:
    """(host name, port or None) of a Host header ('name', 'name:port', '[v6]:port'):
    the name lower case, without brackets; None when the header is not one."""
    if not isinstance(header, str):
        return None
    text = header.lower()
    if text.startswith("["):
        end = text.find("]")
        name, rest = (text[1:end], text[end + 1:]) if end > 0 else ("", "")
    else:
        name, colon, port = text.partition(":")
        rest = colon + port
    found = _PORT.fullmatch(rest) if rest else None
    if not name or (rest and not found):
        return None
    return name, int(found.group(1)) if found else None


def host_name(header) -> str | None:
    """The host name of a Host header, lower case, without brackets or port; None when
    the header is not one."""
    found = host_and_port(header)
    return None if found is None else found[0]


def allowed_host(text: str) -> str:
    """A host name given to `--allow-host`, lower case, with a port when one is given
    ('table.example', '10.0.0.5', 'fe80::1', 'table.example:443', '[fe80::1]:8080');
    ValueError when it is not a host name."""
    found = _split(str(text).strip().lower())
    name, port = found if found is not None else ("", None)
    labels = name.split(".")
    if not (_is_address(name) or (len(name) <= 253 and all(map(_LABEL.fullmatch, labels)))) \
            or (port is not None and not 0 < port < 65536):
        raise ValueError(f"{shown(text)} is not a host name (like table.example or 10.0.0.5, "
                         "with :PORT or not)")
    if port is None:
        return name
    return f"[{name}]:{port}" if ":" in name else f"{name}:{port}"


def _split(text: str) -> tuple | None:
    """(name, port or None) of 'name', 'name:port', '[v6]', '[v6]:port' or a bare IPv6
    address; None when it is none of these."""
    if text.startswith("[") or text.count(":") == 1:
        return host_and_port(text)
    return text, None


class Hosts:
    """The host names a server answers to: `names`, and any IP address when
    `any_address` (a server listening on every address of the computer), each on the
    server's `port`; `ports` maps a name to the further ports it is allowed on (a
    reverse proxy's: `--allow-host table.example:443`)."""

    def __init__(self, names, any_address: bool = False, port: int = DEFAULT_PORT,
                 ports=None):
        self.names, self.any_address, self.port = frozenset(names), any_address, port
        self.ports = {name: frozenset(more) for name, more in (ports or {}).items()}

    def accepts(self, header, scheme: str = "http") -> bool:
        """Whether a request with this Host header (sent over `scheme`) is for this
        server: an allowed name, and the server's port or one allowed with the name (a
        Host without a port names the scheme's default one)."""
        found = host_and_port(header)
        if found is None:
            return False
        name, port = found
        port = _SCHEME_PORT.get(scheme, 80) if port is None else port
        if port in self.ports.get(name, ()):
            return True
        return port == self.port and (
            name in self.names or (self.any_address and _is_address(name)))

    def __repr__(self) -> str:
        more = " and any IP address" if self.any_address else ""
        extra = "".join(f", {n} on {', '.join(map(str, sorted(p)))}"
                        for n, p in sorted(self.ports.items()))
        return f"Hosts({', '.join(sorted(self.names))}{more} on {self.port}{extra})"


def hosts_for(address: str, also=(), port: int = DEFAULT_PORT) -> Hosts:
    """The Hosts of a server listening on `address` and `port`, with the host names
    `also` allowed (on that port, or on the port given with a name): a loopback address
    brings every loopback name, every address (0.0.0.0, ::) brings those and any IP
    address."""
    bare = address.strip().lower().removeprefix("[").removesuffix("]")
    names, ports = set(), {}
    for given in also:
        name, more = _split(allowed_host(given))
        if more is None:
            names.add(name)
        else:
            ports.setdefault(name, set()).add(more)
    if bare in _EVERY_ADDRESS:
        return Hosts(names | LOOPBACK_NAMES, any_address=True, port=port, ports=ports)
    if bare == "localhost" or (_is_address(bare) and ipaddress.ip_address(bare).is_loopback):
        names |= LOOPBACK_NAMES
    return Hosts(names | {bare}, port=port, ports=ports)


def same_origin(origin: str, host: str, scheme: str = "http") -> bool:
    """Whether an Origin header names the site of this Host header, for a request sent
    over `scheme`: the same scheme (http or https), host and port, a default port
    written or not."""
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    default = _SCHEME_PORT.get(parts.scheme)
    if default is None or parts.scheme != scheme or parts.path or parts.query or \
            parts.fragment:
        return False
    suffix = f":{default}"
    return parts.netloc.lower().removesuffix(suffix) == host.lower().removesuffix(suffix)


class Guard:
    """ASGI middleware: refuses, with a JSON `{"error": ...}` and before the application
    sees it, a request for a host not among `hosts` (400), from a page of another origin
    (403), or a write whose body is not declared JSON (415)."""

    def __init__(self, app, hosts: Hosts):
        self.app, self.hosts = app, hosts

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http":
            problem = self.problem(scope["method"], scope["headers"],
                                   scope.get("scheme", "http"))
            if problem is not None:
                await _refuse(send, *problem)
                return
        await self.app(scope, receive, send)

    def problem(self, method: str, raw_headers, scheme: str = "http") -> tuple | None:
        """(status, message) of the refusal a request with these headers, sent over
        `scheme`, gets, or None."""
        headers: dict = {}
        for key, value in raw_headers:
            headers.setdefault(key.decode("latin-1").lower(), []).append(value.decode("latin-1"))
        hosts = headers.get("host", [])
        if len(hosts) != 1 or not self.hosts.accepts(hosts[0], scheme):
            named = shown(hosts[0]) if hosts else "no host"
            return 400, (f"this table does not answer to {named}: it listens on port "
                         f"{self.hosts.port}, and a server started with --allow-host "
                         "NAME (or NAME:PORT) answers to the host name NAME too")
        origins = headers.get("origin", [])
        if any(not same_origin(origin, hosts[0], scheme) for origin in origins):
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
