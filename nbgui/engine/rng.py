"""The game's only source of randomness: a counter-based SplitMix64 stream.

The whole generator state is two integers kept inside `GameState` (`seed`, `counter`), so
same seed + same commands = same game on every machine and Python version, and copying a
state copies its generator for free.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def splitmix64(seed: int, counter: int) -> int:
    """The `counter`-th 64-bit output of the SplitMix64 stream started at `seed`.

    >>> splitmix64(1, 0) == splitmix64(1, 0)
    True
    """
    z = (seed + (counter + 1) * _GOLDEN) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def below(seed: int, counter: int, n: int) -> tuple[int, int]:
    """An unbiased integer in ``[0, n)`` and the counter after drawing it.

    >>> value, counter = below(7, 0, 6)
    >>> 0 <= value < 6 and counter >= 1
    True
    """
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = splitmix64(seed, counter)
        counter += 1
        if x < limit:
            return x % n, counter
