"""``barcode``: scanners in serial or USB-CDC mode, one scan per line, optional AIM prefix.

An AIM symbology identifier (``]C0`` Code 128, ``]E0`` EAN-13, ``]Q1`` QR ...) is stripped. What
the payload means is a per-house scheme in the device model: an explicit table, or a prefix
followed by the card name (``DA-AS``) or its two-digit code (``DA-51``); badges have a prefix too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from dealer_assist.cards import Card, CardError, parse_card
from dealer_assist.devices.codecs.base import Codec, CodecError, ascii_text, check_options
from dealer_assist.devices.codecs.framing import LineFramer
from dealer_assist.devices.codecs.shoe_cards import card_from_code
from dealer_assist.devices.events import BadgeRead, CardRead, DeviceEvent

MAX_LINE: Final = 128
CARD_FORMATS: Final = ("text", "code")


@dataclass(frozen=True)
class BarcodeScheme:
    """How a house prints barcodes: cards by table or prefix+format, badges by prefix."""

    card_prefix: str = "DA-"
    card_format: str = "text"
    badge_prefix: str | None = "EMP"
    table: Mapping[str, Card] = field(default_factory=dict)

    @classmethod
    def from_options(cls, options: Mapping[str, object]) -> BarcodeScheme:
        check_options("barcode", options, {"card_prefix", "card_format", "badge_prefix", "cards"})
        card_prefix = options.get("card_prefix", cls.card_prefix)
        card_format = options.get("card_format", cls.card_format)
        badge_prefix = options.get("badge_prefix", cls.badge_prefix)
        cards = options.get("cards", {})
        if not isinstance(card_prefix, str):
            raise CodecError("barcode option card_prefix must be text")
        if card_format not in CARD_FORMATS:
            raise CodecError(f"barcode option card_format must be one of {CARD_FORMATS}, "
                             f"not {card_format!r}")
        if badge_prefix is not None and not isinstance(badge_prefix, str):
            raise CodecError("barcode option badge_prefix must be text")
        if not isinstance(cards, Mapping):
            raise CodecError("barcode option cards must be a table of barcode = card")
        try:
            table = {str(code): parse_card(str(text)) for code, text in cards.items()}
        except CardError as error:
            raise CodecError(f"barcode option cards: {error}") from error
        return cls(card_prefix, str(card_format), badge_prefix, table)

    def card_payload(self, card: Card) -> str:
        """The barcode this scheme prints on ``card`` (simulators use it)."""
        for payload, known in self.table.items():
            if known is card:
                return payload
        body = card.text.upper() if self.card_format == "text" else f"{card.code:02d}"
        return self.card_prefix + body

    def decode(self, device: str, payload: str, at: float) -> DeviceEvent | None:
        if payload in self.table:
            return CardRead(device, self.table[payload], at)
        if self.badge_prefix and payload.startswith(self.badge_prefix):
            badge = payload[len(self.badge_prefix):]
            return BadgeRead(device, badge, at) if badge else None
        if not payload.startswith(self.card_prefix):
            return None
        body = payload[len(self.card_prefix):]
        card = self._card(body)
        return None if card is None else CardRead(device, card, at)

    def _card(self, body: str) -> Card | None:
        if self.card_format == "code":
            return card_from_code(int(body)) if len(body) == 2 and body.isdigit() else None
        try:
            return parse_card(body) if 2 <= len(body) <= 3 else None
        except CardError:
            return None


def strip_aim(text: str) -> str:
    """Drop an AIM symbology identifier: ``]`` then a code letter and a modifier character."""
    return text[3:] if len(text) >= 3 and text[0] == "]" else text


def encode(payload: str, aim: str = "") -> bytes:
    """One scan as a scanner sends it, e.g. ``encode('DA-AS', ']C0')``."""
    return (aim + payload).encode("ascii") + b"\r\n"


class Barcode(Codec):
    name = "barcode"
    summary = "barcode scanner: [AIM prefix] payload CR/LF, card or badge scheme"

    def __init__(self, device: str, scheme: BarcodeScheme | None = None) -> None:
        super().__init__(device, LineFramer(MAX_LINE))
        self.scheme = scheme or BarcodeScheme()

    @classmethod
    def from_options(cls, device: str, options: Mapping[str, object]) -> Barcode:
        return cls(device, BarcodeScheme.from_options(options))

    def decode_frame(self, raw: bytes, at: float) -> list[DeviceEvent]:
        text = ascii_text(raw)
        if text is None:
            return [self.fault("scan has bytes that are not printable ASCII", raw, at)]
        if text.startswith("]") and len(text) < 3:
            return [self.fault("AIM prefix cut short", raw, at)]
        event = self.scheme.decode(self.device, strip_aim(text), at)
        if event is None:
            return [self.fault("barcode is neither a card nor a badge in this scheme", raw, at)]
        return [event]
