"""The hash chain that makes edits to the log visible.

Each event row stores ``sha256(previous row's hash + this row's canonical content)``, cut to 16
bytes (128 bits: ample to catch any edit, and half the room of a full digest per row). Changing,
removing, inserting or reordering a row breaks the chain from that row on. Someone who rewrites
every later hash too is only caught against a head hash recorded elsewhere (see docs/storage.md).
"""

from __future__ import annotations

import hashlib
from typing import Final

HASH_BYTES: Final = 16
GENESIS: Final = bytes(HASH_BYTES)


def row_hash(
    previous: bytes, seq: int, table: str, hand_id: int | None, at: int,
    kind_type: str, version: int, fields: str, body: str,
) -> bytes:
    """The hash of one event row; every stored column and the kind's text take part."""
    content = "\x1f".join((
        str(seq), table, "" if hand_id is None else str(hand_id), str(at),
        kind_type, str(version), fields, body,
    ))
    return hashlib.sha256(previous + content.encode("utf-8")).digest()[:HASH_BYTES]
