"""What the speed scripts beside this file say of the machine they ran on."""

from __future__ import annotations

import platform

__all__ = ["processor"]


def processor() -> str:
    """The processor's name, as the system gives it."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()
