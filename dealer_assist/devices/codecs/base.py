"""The codec contract: bytes in (any chunking), device events out; never a card from a bad frame.

A codec is pure apart from its buffer: the caller passes the time of arrival, so tables of
captured frames decode the same way in tests as on the table.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import ClassVar

from dealer_assist.devices.codecs.framing import Framer, Piece
from dealer_assist.devices.events import DeviceEvent, DeviceFault


class CodecError(ValueError):
    """A codec name or option that cannot work, said so a technician can fix the profile."""


class Codec(ABC):
    """Incremental decoder for one device. Feed it chunks; it keeps partial frames between calls."""

    name: ClassVar[str]
    summary: ClassVar[str]

    def __init__(self, device: str, framer: Framer) -> None:
        self.device = device
        self._framer = framer

    def feed(self, data: bytes, at: float) -> list[DeviceEvent]:
        """Decode ``data`` that arrived at ``at``; a frame split across calls still decodes."""
        return self._decode(self._framer.push(data), at)

    def flush(self, at: float) -> list[DeviceEvent]:
        """The stream ended (unplug, shutdown): a partial frame becomes a fault, never a card."""
        events = self._decode(self._framer.flush(), at)
        self.reset()
        return events

    def reset(self) -> None:
        """Forget partial frames and sequence state, as after a reconnect."""
        self._framer.reset()

    def fault(self, reason: str, raw: bytes, at: float) -> DeviceFault:
        return DeviceFault(device=self.device, reason=reason, raw=raw, at=at)

    @abstractmethod
    def decode_frame(self, raw: bytes, at: float) -> list[DeviceEvent]:
        """Turn one delimited candidate frame into events (a fault if it is not valid)."""

    def _decode(self, pieces: list[Piece], at: float) -> list[DeviceEvent]:
        events: list[DeviceEvent] = []
        for piece in pieces:
            if piece.fault is None:
                events.extend(self.decode_frame(piece.raw, at))
            else:
                events.append(self.fault(piece.fault, piece.raw, at))
        return events


def check_options(codec: str, options: Mapping[str, object], known: set[str]) -> None:
    """Refuse option names a codec does not have, instead of silently ignoring a typo."""
    unknown = sorted(set(options) - known)
    if unknown:
        choices = ", ".join(sorted(known)) or "none"
        raise CodecError(f"codec {codec!r} has no option {unknown[0]!r} (options: {choices})")


def xor(data: bytes) -> int:
    """XOR of all bytes: the checksum the framed shoe and 125 kHz readers use."""
    value = 0
    for byte in data:
        value ^= byte
    return value


def ascii_text(raw: bytes) -> str | None:
    """Printable ASCII as text, or None: control or high bytes inside a payload mean corruption."""
    if all(0x20 <= b < 0x7F for b in raw):
        return raw.decode("ascii")
    return None
