"""Signed chain heads: the event a table logs at every hand's end once it is enrolled in a room.

The chain alone cannot stop someone who recomputes every hash after an edit (docs/storage.md);
a signature over the head with the table's own key can, as long as the key is not theirs. The
store only carries the hook: the signing itself (Ed25519) is the room package's business.
These rows are the log's own bookkeeping, not table play: the readers that rebuild a table skip
them (``ANCHOR_TYPES``).
"""

from __future__ import annotations

from typing import Final, Protocol

from dealer_assist.engine.events import Event, event


@event
class HeadSigned(Event):
    """The table's signature over the chain head at row ``seq`` (``head``: its hash in hex)."""

    type = "chain_head_signed"
    table: str
    seq: int
    head: str
    signature: str  # hex Ed25519 signature of :func:`signed_message`


ANCHOR_TYPES: Final = frozenset({HeadSigned.type})


def signed_message(table: str, seq: int, head: str) -> bytes:
    """What the table signs: its room name, the row and the row's hash."""
    return f"dealer-assist chain head\x1f{table}\x1f{seq}\x1f{head}".encode()


class HeadSigner(Protocol):
    """Given to :attr:`EventStore.signer`: called inside the append's transaction right after a
    hand or round ends, and told when that transaction has committed."""

    def sign(self, seq: int, head: bytes) -> HeadSigned: ...

    def committed(self) -> None: ...
