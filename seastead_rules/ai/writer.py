"""Observation tensors for the successive positions of one game, written part by part:
only the parts of the tensor whose reading changed since the last call are written
again. The environments observe after every action, so this keeps the encoding cheap."""

from __future__ import annotations

from .tensor import TensorLayout

__all__ = ["TensorWriter"]


class TensorWriter:
    """One player's observation tensors for the successive positions of one game: only
    the parts whose reading changed since the last call are written again (for the
    environments, which observe after every action)."""

    def __init__(self, layout: TensorLayout, player: int):
        import numpy as np
        self.layout, self.player = layout, player
        self.vec = np.zeros(layout.size, dtype=np.float32)
        self.seen = [None] * len(layout.parts)      # nothing seen yet
        o, sizes = layout.offset, {name: size for name, size, _ in layout.sections}
        self.spans = []
        for _, _, _, names in layout.parts:
            spans = []
            for a, b in sorted((o[name], o[name] + sizes[name]) for name in names):
                if spans and spans[-1][1] == a:
                    a = spans.pop()[0]          # adjacent sections: one span
                spans.append((a, b))
            self.spans.append(spans)

    def tensor(self, t):
        """What the player sees at `t` (a new array each call)."""
        vec, player, seen, layout = self.vec, self.player, self.seen, self.layout
        vec[:layout.dense_size] = layout.dense(t, player)
        for i, (read, same, write, _) in enumerate(layout.parts):
            if read is None:
                continue        # the dense part, written above
            was = seen[i]
            if was is not None and same(t, was):
                continue
            seen[i] = read(t)
            for a, b in self.spans[i]:
                vec[a:b] = 0.0
            ones, at, val = [], [], []
            write(t, player, ones, at, val)
            if ones:
                vec[ones] = 1.0
            if at:
                vec[at] = val
        return vec.copy()
