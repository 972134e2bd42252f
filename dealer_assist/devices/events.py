"""Device events: what a shoe, scanner or reader reports, as immutable, serialisable records.

Devices speak only in these four kinds (ARCHITECTURE property 5). Timestamps are passed in by
the reader thread so that decoding stays a pure function of bytes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from dealer_assist.cards import Card

SCHEMA_VERSION: Final = 1


@dataclass(frozen=True, slots=True)
class CardRead:
    """A card read in a valid frame; ``seq`` is the device's own frame counter if it has one."""

    device: str
    card: Card
    at: float
    seq: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _json("card", self.device, self.at, card=self.card.text, seq=self.seq)


@dataclass(frozen=True, slots=True)
class BadgeRead:
    """A staff badge presented to a scanner or RFID reader (the floor's sign-in)."""

    device: str
    badge_id: str
    at: float

    def to_json(self) -> dict[str, Any]:
        return _json("badge", self.device, self.at, badge=self.badge_id)


@dataclass(frozen=True, slots=True)
class DeviceStatus:
    """A change the dealer may need to see: connected, disconnected, silent, lid_open, cut_card."""

    device: str
    status: str
    at: float
    detail: str = ""

    def to_json(self) -> dict[str, Any]:
        return _json("status", self.device, self.at, status=self.status, detail=self.detail)


@dataclass(frozen=True, slots=True)
class DeviceFault:
    """Bytes that did not make a valid frame, kept raw so a technician can see what arrived."""

    device: str
    reason: str
    raw: bytes
    at: float

    def to_json(self) -> dict[str, Any]:
        return _json("fault", self.device, self.at, reason=self.reason, raw=self.raw.hex(" "))


def _json(kind: str, device: str, at: float, **fields: Any) -> dict[str, Any]:
    """The stable JSON form: schema version, kind, device, time, then the kind's own fields."""
    return {"v": SCHEMA_VERSION, "kind": kind, "device": device, "at": at, **fields}


DeviceEvent = CardRead | BadgeRead | DeviceStatus | DeviceFault
