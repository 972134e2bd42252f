"""``rfid-ascii``: 125 kHz badge readers: STX, 10 hex data characters, 2 hex XOR, ETX.

The 10 characters are 5 bytes (version + 32-bit tag); the checksum is the XOR of those 5 bytes.
Many readers add CR LF after ETX, which is accepted between frames.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dealer_assist.devices.codecs.base import Codec, check_options, xor
from dealer_assist.devices.codecs.framing import ETX, STX, StxEtxFramer
from dealer_assist.devices.events import BadgeRead, DeviceEvent

FRAME_LEN: Final = 14
_HEX: Final = frozenset(b"0123456789ABCDEFabcdef")


def encode(badge_id: str) -> bytes:
    """A reader frame for a 10-hex-digit badge id, e.g. ``encode('0F00A1B2C3')``."""
    data = bytes.fromhex(badge_id)
    if len(data) != 5:
        raise ValueError(f"a 125 kHz badge id is 10 hex digits, not {badge_id!r}")
    return bytes([STX]) + f"{badge_id.upper()}{xor(data):02X}".encode("ascii") + bytes([ETX])


class RfidAscii(Codec):
    name = "rfid-ascii"
    summary = "125 kHz badge reader: STX 10 hex data, 2 hex XOR, ETX"

    def __init__(self, device: str) -> None:
        super().__init__(device, StxEtxFramer(trailer=0, max_len=FRAME_LEN, allow_crlf=True))

    @classmethod
    def from_options(cls, device: str, options: Mapping[str, object]) -> RfidAscii:
        check_options(cls.name, options, set())
        return cls(device)

    def decode_frame(self, raw: bytes, at: float) -> list[DeviceEvent]:
        body = raw[1:-1]
        if len(body) != 12 or not set(body) <= _HEX:
            return [self.fault("frame is not 12 hex characters between STX and ETX", raw, at)]
        data, check = bytes.fromhex(body[:10].decode()), int(body[10:], 16)
        if xor(data) != check:
            return [self.fault(f"bad checksum: frame says {check:02X}, "
                               f"data gives {xor(data):02X}", raw, at)]
        return [BadgeRead(self.device, body[:10].decode().upper(), at)]
