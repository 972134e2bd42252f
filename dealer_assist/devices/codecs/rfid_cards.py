"""``rfid-cards``: binary reader for RFID-tagged cards: start byte, LE length, payload, LRC, ~LRC.

Wire: ``A5 len_lo len_hi payload... lrc ~lrc`` where ``lrc`` is the XOR of the length bytes and
the payload. Payload: ``00`` heartbeat; ``01 code`` a card by its one-byte code (0-53);
``02 uid...`` a tag UID looked up in the device model's ``tags`` table (hex UID = card).
After a bad frame the reader rescans from the byte after the start byte, because a corrupt length
must not swallow the good frames behind it; bytes already reported are not reported twice. A frame
still waiting for the bytes its length promises is given up as soon as a complete, valid frame
starts inside it: a corrupt length would otherwise hold back the cards behind it (and lose them
when the stream ends). A real frame whose own payload holds a whole valid frame, LRC and
complement included, would be cut short by this; it is far rarer than a corrupt length byte.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dealer_assist.cards import Card, CardError, parse_card
from dealer_assist.devices.codecs.base import Codec, CodecError, check_options, xor
from dealer_assist.devices.codecs.framing import Piece
from dealer_assist.devices.codecs.shoe_cards import card_from_code
from dealer_assist.devices.events import CardRead, DeviceEvent, DeviceStatus

START: Final = 0xA5
MAX_PAYLOAD: Final = 32
HEARTBEAT: Final = 0x00
CARD_CODE: Final = 0x01
TAG_UID: Final = 0x02


def encode(payload: bytes) -> bytes:
    """Wrap a payload in a valid frame (simulators and tests)."""
    head = len(payload).to_bytes(2, "little")
    lrc = xor(head + payload)
    return bytes([START]) + head + payload + bytes([lrc, lrc ^ 0xFF])


def encode_card(card: Card) -> bytes:
    return encode(bytes([CARD_CODE, card.code]))


class LengthFramer:
    """Frames delimited by a start byte and a length, verified by LRC and its complement."""

    def __init__(self) -> None:
        self._buf = bytearray()
        self._quiet = 0  # bytes ahead already reported inside a rejected frame

    def reset(self) -> None:
        self._buf.clear()
        self._quiet = 0

    def push(self, data: bytes) -> list[Piece]:
        self._buf += data
        out: list[Piece] = []
        buf = self._buf
        while buf:
            start = buf.find(START)
            if start != 0:
                self._skip(len(buf) if start < 0 else start, out)
                continue
            if len(buf) < 3:
                break
            length = buf[1] | buf[2] << 8
            if not 0 < length <= MAX_PAYLOAD:
                self._reject(3, f"impossible length {length}", out)
                continue
            size = 3 + length + 2
            if len(buf) < size:
                behind = self._next_good_frame()
                if behind < 0:
                    break
                out.append(Piece(bytes(buf[:behind]), "frame cut short by the next frame "
                                 "(corrupt length?)"))
                self._drop(behind)
                continue
            if not _valid(buf, 0):
                self._reject(size, "bad LRC or complement", out)
                continue
            out.append(Piece(bytes(buf[:size])))
            self._drop(size)
        return out

    def _next_good_frame(self) -> int:
        """Where the first complete, valid frame after the buffer's first byte starts, or -1."""
        at = self._buf.find(START, 1)
        while at > 0:
            if _valid(self._buf, at):
                return at
            at = self._buf.find(START, at + 1)
        return -1

    def flush(self) -> list[Piece]:
        out: list[Piece] = []
        if len(self._buf) > self._quiet:
            out.append(Piece(bytes(self._buf[self._quiet:]), "partial frame when the stream ended"))
        self.reset()
        return out

    def _skip(self, count: int, out: list[Piece]) -> None:
        fresh = bytes(self._buf[self._quiet : count]) if count > self._quiet else b""
        if fresh:
            out.append(Piece(fresh, "bytes outside a frame"))
        self._drop(count)

    def _reject(self, size: int, reason: str, out: list[Piece]) -> None:
        out.append(Piece(bytes(self._buf[:size]), reason))
        self._drop(1)
        self._quiet = max(self._quiet, size - 1)

    def _drop(self, count: int) -> None:
        del self._buf[:count]
        self._quiet = max(0, self._quiet - count)


def _valid(buf: bytearray, at: int) -> bool:
    """Whether a complete frame with a possible length and a matching LRC starts at ``at``."""
    if len(buf) < at + 3:
        return False
    length = buf[at + 1] | buf[at + 2] << 8
    end = at + 3 + length + 2
    if not 0 < length <= MAX_PAYLOAD or len(buf) < end:
        return False
    lrc = xor(bytes(buf[at + 1 : end - 2]))
    return buf[end - 2] == lrc and buf[end - 1] == lrc ^ 0xFF


class RfidCards(Codec):
    name = "rfid-cards"
    summary = "RFID card reader: A5 len16le payload lrc ~lrc"

    def __init__(self, device: str, tags: Mapping[str, Card] | None = None) -> None:
        super().__init__(device, LengthFramer())
        self.tags = dict(tags or {})

    @classmethod
    def from_options(cls, device: str, options: Mapping[str, object]) -> RfidCards:
        check_options(cls.name, options, {"tags"})
        tags = options.get("tags", {})
        if not isinstance(tags, Mapping):
            raise CodecError("rfid-cards option tags must be a table of hex UID = card")
        try:
            return cls(device, {str(uid).upper(): parse_card(str(text))
                                for uid, text in tags.items()})
        except CardError as error:
            raise CodecError(f"rfid-cards option tags: {error}") from error

    def decode_frame(self, raw: bytes, at: float) -> list[DeviceEvent]:
        payload = raw[3:-2]
        kind, body = payload[0], payload[1:]
        if kind == HEARTBEAT and not body:
            return [DeviceStatus(self.device, "heartbeat", at)]
        card = None
        if kind == CARD_CODE and len(body) == 1:
            card = card_from_code(body[0])
        elif kind == TAG_UID and body:
            card = self.tags.get(body.hex().upper())
            if card is None:
                return [self.fault(f"tag {body.hex().upper()} is not in the tag table", raw, at)]
        if card is None:
            return [self.fault(f"unknown payload type {kind:02X} or card code", raw, at)]
        return [CardRead(self.device, card, at)]
