"""Observation tensors for the successive positions of one game, written part by part:
only the parts of the tensor whose reading changed since the last call are written
again. The environments observe after every action, so this keeps the encoding cheap."""

from __future__ import annotations

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
        self.head = None                            # the head and question last written
        self.question = []
        self.seen = [None] * len(layout.parts)      # nothing seen yet
        o, sizes = layout.offset, {name: size for name, size, _ in layout.sections}
        self.spans = []
        for _, _, _, names, _ in layout.parts:
            spans = []
            for a, b in sorted((o[name], o[name] + sizes[name]) for name in names):
                if spans and spans[-1][1] == a:
                    a = spans.pop()[0]          # adjacent sections: one span
                spans.append((a, b))
            self.spans.append([(slice(a, b), array("f", bytes(4 * (b - a))))
                               for a, b in spans])

    def tensor(self, t):
        """What the player sees at `t` (a new numpy array each call)."""
        buf, player, seen, layout = self.buf, self.player, self.seen, self.layout
        head = layout.head(t, player)
        if head != self.head:
            buf[:layout.head_size] = array("f", head)
            self.head = head
        question = layout.question(t, player)
        if question != self.question:
            for i in self.question:
                buf[i] = 0.0
            for i in question:
                buf[i] = 1.0
            self.question = question
        for i, (read, same, write, _, update) in enumerate(layout.parts):
            if read is None:
                continue        # the dense part, written above
            was = seen[i]
            if was is not None:
                if same(t, was):
                    continue
                if update is not None:
                    update(t, player, was, buf)
                    seen[i] = read(t)
                    continue
            seen[i] = read(t)
            for span, zeros in self.spans[i]:
                buf[span] = zeros
            ones, at, val = [], [], []
            write(t, player, ones, at, val)
            for j in ones:
                buf[j] = 1.0
            for j, v in zip(at, val):
                buf[j] = v
        return self.view.copy()
