"""A Box whose ``sample()`` is cheap when every bound is finite (the action params).

Gymnasium's ``Box.sample`` handles unbounded and half-bounded coordinates and integer dtypes, at
about 14 µs a call; a random agent of 22 players spends most of its time there. For a float Box
bounded on every side it draws exactly what ``Box.sample`` draws (one uniform draw per coordinate
from the same generator, cast to the dtype), in about half the time. Anything else falls back to
``Box.sample``. It is a ``Box`` in every other respect (equality, batching, contains).
"""
from __future__ import annotations

import numpy as np
from gymnasium import spaces


class BoundedBox(spaces.Box):
    def __init__(self, low, high, dtype=np.float32):
        super().__init__(low, high, dtype=dtype)
        self._uniform = self.dtype.kind == "f" and bool(self.is_bounded("both"))

    def sample(self, mask=None, probability=None):
        if not self._uniform or mask is not None or probability is not None:
            return super().sample(mask, probability)
        return self.np_random.uniform(self.low, self.high).astype(self.dtype)
