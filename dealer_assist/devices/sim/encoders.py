"""Frame builders for the simulators: each speaks one codec, valid frames and deliberately bad ones.

They sit beside the simulator, not in the codecs, because only simulators and tests produce
frames; each one uses its codec module's ``encode`` so the two cannot drift apart.
"""

from __future__ import annotations

import random
from typing import ClassVar, Final

from dealer_assist.cards import Card
from dealer_assist.devices.codecs import (
    BarcodeScheme,
    barcode,
    framed_shoe,
    line_shoe,
    rfid_ascii,
    rfid_cards,
)
from dealer_assist.devices.codecs.shoe_cards import payload_for

KIND_CODECS: Final = {"shoe": "framed-shoe", "barcode": "barcode", "rfid": "rfid-cards"}
_NOISE: Final = bytes(b for b in range(256) if b not in (0x02, 0x03, 0x0A, 0x0D, rfid_cards.START))


class Encoder:
    """Frames for one codec. ``None`` means this device cannot send that kind of thing."""

    codec: ClassVar[str]
    line_based: ClassVar[bool] = False
    reads_cards: ClassVar[bool] = True

    def card(self, card: Card) -> bytes | None:
        return None

    def badge(self, badge_id: str) -> bytes | None:
        return None

    def status(self, code: str) -> bytes | None:
        return None

    def heartbeat(self) -> bytes | None:
        return None

    def corrupt(self, frame: bytes) -> bytes:
        """The frame with its checksum broken (or, without a checksum, its payload)."""
        return frame[:-1] + bytes([frame[-1] ^ 0x01])

    def garbage(self, rng: random.Random) -> bytes:
        """Line noise that contains no frame delimiter, so the next frame still decodes."""
        noise = bytes(rng.choice(_NOISE) for _ in range(rng.randint(1, 8)))
        return noise + b"\r\n" if self.line_based else noise


class FramedShoeEncoder(Encoder):
    codec = "framed-shoe"

    def __init__(self) -> None:
        self.seq = 0

    def _frame(self, kind: str, payload: str = "") -> bytes:
        self.seq = (self.seq + 1) % framed_shoe.SEQ_MODULO
        return framed_shoe.encode(kind, self.seq, payload)

    def card(self, card: Card) -> bytes:
        return self._frame("C", payload_for(card))

    def status(self, code: str) -> bytes:
        return self._frame("S", code)

    def heartbeat(self) -> bytes:
        return self._frame("H")

    def corrupt(self, frame: bytes) -> bytes:
        bad = (int(frame[-2:], 16) + 1) % 256
        return frame[:-2] + f"{bad:02X}".encode("ascii")


class LineShoeEncoder(Encoder):
    codec = "line-shoe"
    line_based = True

    def card(self, card: Card) -> bytes:
        return line_shoe.encode(card.text)

    def corrupt(self, frame: bytes) -> bytes:
        return line_shoe.encode("X" + frame[1:].decode("ascii").strip())


class BarcodeEncoder(Encoder):
    codec = "barcode"
    line_based = True

    def __init__(self, scheme: BarcodeScheme | None = None, aim: str = "]C0") -> None:
        self.scheme = scheme or BarcodeScheme()
        self.aim = aim

    def card(self, card: Card) -> bytes:
        return barcode.encode(self.scheme.card_payload(card), self.aim)

    def badge(self, badge_id: str) -> bytes | None:
        prefix = self.scheme.badge_prefix
        return None if prefix is None else barcode.encode(prefix + badge_id, self.aim)

    def corrupt(self, frame: bytes) -> bytes:
        return barcode.encode("??" + frame.decode("ascii", "replace").strip(), "")


class RfidCardsEncoder(Encoder):
    codec = "rfid-cards"

    def card(self, card: Card) -> bytes:
        return rfid_cards.encode_card(card)

    def heartbeat(self) -> bytes:
        return rfid_cards.encode(bytes([rfid_cards.HEARTBEAT]))


class RfidBadgeEncoder(Encoder):
    codec = "rfid-ascii"
    reads_cards = False

    def badge(self, badge_id: str) -> bytes:
        return rfid_ascii.encode(badge_id)

    def corrupt(self, frame: bytes) -> bytes:
        bad = (int(frame[-3:-1], 16) + 1) % 256
        return frame[:-3] + f"{bad:02X}".encode("ascii") + frame[-1:]


ENCODERS: Final[dict[str, type[Encoder]]] = {
    cls.codec: cls
    for cls in (FramedShoeEncoder, LineShoeEncoder, BarcodeEncoder, RfidCardsEncoder,
                RfidBadgeEncoder)
}
