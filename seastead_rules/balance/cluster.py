"""Connecting to a Ray cluster, bounded in time: an address that nobody answers at is
refused with a RulesError within the timeout, instead of waiting minutes in `ray.init`.

Ray itself retries a silent address for minutes and `ray.init` cannot be cancelled, so
the connection is made in a helper thread that is abandoned (a daemon) when the time is
up; the address is first tried with a plain TCP connection, which fails at once when
nothing listens there."""

from __future__ import annotations

import logging
import socket
import threading
import time

from ..errors import RulesError

__all__ = ["CONNECT_SECONDS", "MAX_CONNECT_SECONDS", "ray_connect", "host_port"]

CONNECT_SECONDS = 30.0
"""How long `seastead balance --backend ray --address ...` waits for the cluster."""

MAX_CONNECT_SECONDS = 3600.0
"""The longest wait that may be asked for."""

# ray.init's own options: no dashboard, the workers' output not copied here.
_OPTIONS = {"include_dashboard": False, "log_to_driver": False, "configure_logging": False}


def host_port(address: str):
    """(host, port) of a cluster address ("host:port", "ray://host:port", "[::1]:6379"),
    or None when it names no port (e.g. "auto")."""
    rest = address.split("://", 1)[-1].rstrip("/")
    host, sep, port = rest.rpartition(":")
    if not sep or not port.isdigit() or not host:
        return None
    return host.strip("[]"), int(port)


def _no_sigterm_warning(record) -> bool:
    # ray.init from a helper thread warns that it cannot set its SIGTERM handler: expected.
    return "SIGTERM handler" not in record.getMessage()


def _refused(address: str, why: str) -> RulesError:
    return RulesError(f"cannot connect to the Ray cluster at {address}: {why}; is it "
                      "running (ray start --head) and is the address right? (--address "
                      "HOST:PORT, the address 'ray start' printed)")


def ray_connect(ray, address, timeout: float) -> None:
    """`ray.init` for the cluster at `address` (None or "auto": a local Ray, started for
    the run), refused with a RulesError when it does not answer within `timeout` seconds."""
    if address is None or address in ("auto", "local"):
        ray.init(address=address, **_OPTIONS)
        return
    deadline = time.monotonic() + timeout
    spot = host_port(address)
    if spot is not None:
        try:
            socket.create_connection(spot, timeout=timeout).close()
        except OSError as err:
            why = f"no answer within {timeout:g} s" if isinstance(err, TimeoutError) \
                else (err.strerror or str(err))
            raise _refused(address, why) from None
    outcome: list = []

    def connect() -> None:
        try:
            ray.init(address=address, **_OPTIONS)
            outcome.append(None)
        except BaseException as err:     # handed to the caller's thread
            outcome.append(err)

    logger = logging.getLogger("ray._private.worker")
    logger.addFilter(_no_sigterm_warning)
    try:
        thread = threading.Thread(target=connect, name="seastead-ray-connect", daemon=True)
        thread.start()
        thread.join(max(0.0, deadline - time.monotonic()))
    finally:
        logger.removeFilter(_no_sigterm_warning)
    if not outcome:
        raise _refused(address, f"it did not answer within {timeout:g} s (--connect-timeout)")
    if outcome[0] is not None:
        raise _refused(address, str(outcome[0]).strip().splitlines()[0][:300]) from outcome[0]
