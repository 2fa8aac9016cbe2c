"""Endeavor: Deep Sea, a content game of the kernel (in progress): so far its board models
(`boards/`), the pure rules of its ocean, links, Impact board and attribute tracks."""

__all__: list = []
