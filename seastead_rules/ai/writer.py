"""Observation tensors for the successive positions of one game, written part by part:
only the parts of the tensor whose reading changed since the last call are written
again. The environments observe after every action, so this keeps the encoding cheap."""

from __future__ import annotations

import struct
from array import array

from .tensor import TensorLayout

__all__ = ["TensorWriter"]


class TensorWriter:
    """One player's observation tensors for the successive positions of one game: only
    the parts whose reading changed since the last call are written again (for the
    environments, which observe after every action)."""

    def __init__(self, layout: TensorLayout, player: int):
        import numpy as np
        self.layout, self.player = layout, player
        # The tensor is kept in a Python float32 array (cheap to write entry by entry)
        # and copied out to numpy for each call.
        self.buf = array("f", bytes(4 * layout.size))
        self.view = np.frombuffer(self.buf, dtype=np.float32)     # the same memory
        self.pack_head = struct.Struct(f"{layout.head_size}f").pack_into
        self.read_head, self.read_question = layout.head, layout.question
        self.head = None                            # the head and question last written
        self.question = []
        # Per part but the dense one: [read, same, write, update, spans to clear, what
        # was read when it was last written (None: nothing yet)].
        o, sizes = layout.offset, {name: size for name, size, _ in layout.sections}
        self.parts = []
        for read, same, write, names, update in layout.parts:
            if read is None:
                continue        # the dense part: the head and the question
            spans = []
            for a, b in sorted((o[name], o[name] + sizes[name]) for name in names):
                if spans and spans[-1][1] == a:
                    a = spans.pop()[0]          # adjacent sections: one span
                spans.append((a, b))
            spans = [(slice(a, b), array("f", bytes(4 * (b - a)))) for a, b in spans]
            self.parts.append([read, same, write, update, spans, None])

    def tensor(self, t):
        """What the player sees at `t` (a new numpy array each call)."""
        buf, player = self.buf, self.player
        head = self.read_head(t, player)
        if head != self.head:
            self.pack_head(buf, 0, *head)
            self.head = head
        question = self.read_question(t, player)
        if question != self.question:
            for i in self.question:
                buf[i] = 0.0
            for i in question:
                buf[i] = 1.0
            self.question = question
        for part in self.parts:
            read, same, write, update, spans, was = part
            if was is not None:
                if update is not None:      # it compares and writes what differs
                    if update(t, player, was, buf):
                        part[5] = read(t)
                    continue
                if same(t, was):
                    continue
            part[5] = read(t)
            for span, zeros in spans:
                buf[span] = zeros
            ones, at, val = [], [], []
            write(t, player, ones, at, val)
            for j in ones:
                buf[j] = 1.0
            for j, v in zip(at, val):
                buf[j] = v
        return self.view.copy()
