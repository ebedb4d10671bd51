"""SHA-256 without loading OpenSSL (issue 18: start-up memory).

`hashlib` prefers OpenSSL's implementation, and importing it maps ``libcrypto`` into the
process: 3.3 MiB of resident memory and a few milliseconds at start-up, for a handful of short
hashes (the rules digest, the compiled-rules check, state hashes, the daily game's code).
CPython's own SHA-256 module (``_sha256``; ``_sha2`` from 3.12) gives the same digests —
`random` uses its SHA-512 sibling the same way. Where neither exists (another Python),
`hashlib` is used.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol


class Hash(Protocol):
    def update(self, data: bytes, /) -> None: ...

    def digest(self) -> bytes: ...

    def hexdigest(self) -> str: ...


def _constructor() -> Callable[[bytes], Any]:
    for name in ("_sha256", "_sha2"):
        try:
            found: Callable[[bytes], Any] = importlib.import_module(name).sha256
            return found
        except (ImportError, AttributeError):
            continue
    from hashlib import sha256 as fallback  # pragma: no cover - other Pythons

    return fallback  # pragma: no cover


_SHA256 = _constructor()


def sha256(data: bytes = b"") -> Hash:
    """A SHA-256 hash object (``update``, ``digest``, ``hexdigest``), as
    ``hashlib.sha256(data)``."""
    h: Hash = _SHA256(data)
    return h
