"""``framed-shoe``: STX, kind letter, 3-digit sequence, payload, ETX, 2 hex digits of XOR.

The checksum covers every byte from the kind letter through ETX, so ``02 'C007AS' 03 '65'`` is
the Ace of spades as frame 7. Sequence gaps are reported because a lost frame may be a lost card.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dealer_assist.devices.codecs.base import Codec, ascii_text, check_options, xor
from dealer_assist.devices.codecs.framing import ETX, STX, StxEtxFramer
from dealer_assist.devices.codecs.shoe_cards import card_from_payload
from dealer_assist.devices.events import CardRead, DeviceEvent, DeviceStatus

MAX_FRAME: Final = 64
SEQ_MODULO: Final = 1000
STATUS_CODES: Final = {
    "LIDOPEN": "lid_open",
    "LIDCLOSED": "lid_closed",
    "CUT": "cut_card",
    "EMPTY": "shoe_empty",
    "READY": "ready",
}
_HEX: Final = frozenset(b"0123456789ABCDEF")


def encode(kind: str, seq: int, payload: str = "") -> bytes:
    """Build a valid frame (simulators and tests); the inverse of :class:`FramedShoe`."""
    body = f"{kind}{seq % SEQ_MODULO:03d}{payload}".encode("ascii") + bytes([ETX])
    return bytes([STX]) + body + f"{xor(body):02X}".encode("ascii")


class FramedShoe(Codec):
    name = "framed-shoe"
    summary = "card-reading shoe: STX kind seq payload ETX xor-hex"

    def __init__(self, device: str) -> None:
        super().__init__(device, StxEtxFramer(trailer=2, max_len=MAX_FRAME))
        self._last_seq: int | None = None

    @classmethod
    def from_options(cls, device: str, options: Mapping[str, object]) -> FramedShoe:
        check_options(cls.name, options, set())
        return cls(device)

    def reset(self) -> None:
        super().reset()
        self._last_seq = None

    def decode_frame(self, raw: bytes, at: float) -> list[DeviceEvent]:
        body, check = raw[1:-2], raw[-2:]
        if len(body) < 5:
            return [self.fault("frame too short for kind and sequence", raw, at)]
        if not set(check) <= _HEX:
            return [self.fault("checksum is not two uppercase hex digits", raw, at)]
        if int(check, 16) != xor(body):
            return [self.fault(f"bad checksum: frame says {check.decode()}, "
                               f"bytes give {xor(body):02X}", raw, at)]
        text = ascii_text(body[:-1])
        if text is None:
            return [self.fault("frame has bytes that are not printable ASCII", raw, at)]
        if not text[1:4].isdigit():
            return [self.fault("sequence is not three digits", raw, at)]
        seq, kind, payload = int(text[1:4]), text[0], text[4:]
        decoded = self._payload(kind, payload, seq, raw, at)
        if decoded is None:
            return [self.fault(f"unknown frame kind {kind!r} or payload {payload!r}", raw, at)]
        if seq == self._last_seq:
            return [self.fault(f"frame {seq:03d} repeated: ignored as a retransmission", raw, at)]
        return self._sequence(seq, raw, at) + decoded

    def _payload(self, kind: str, payload: str, seq: int, raw: bytes,
                 at: float) -> list[DeviceEvent] | None:
        if kind == "C":
            card = card_from_payload(payload)
            return None if card is None else [CardRead(self.device, card, at, seq)]
        if kind == "H" and not payload:
            return [DeviceStatus(self.device, "heartbeat", at)]
        if kind == "S" and payload in STATUS_CODES:
            return [DeviceStatus(self.device, STATUS_CODES[payload], at, payload)]
        if kind == "E":
            return [self.fault(f"shoe reports error: {payload}", raw, at)]
        return None

    def _sequence(self, seq: int, raw: bytes, at: float) -> list[DeviceEvent]:
        last, self._last_seq = self._last_seq, seq
        if last is None or seq == (last + 1) % SEQ_MODULO:
            return []
        expected = (last + 1) % SEQ_MODULO
        lost = (seq - expected) % SEQ_MODULO
        return [self.fault(f"sequence gap: expected {expected:03d}, got {seq:03d} "
                           f"({lost} frame(s) lost)", raw, at)]
