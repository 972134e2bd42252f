"""``line-shoe``: one card per line (``As``, ``TD``, ``10h``, ``Jk``), CR, LF or CR LF.

Simple shoes have no checksum, so anything that is not exactly one card name is a fault.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from dealer_assist.cards import CardError, parse_card
from dealer_assist.devices.codecs.base import Codec, ascii_text, check_options
from dealer_assist.devices.codecs.framing import LineFramer
from dealer_assist.devices.events import CardRead, DeviceEvent

MAX_LINE: Final = 32


def encode(text: str) -> bytes:
    """One card line as a simple shoe sends it."""
    return text.encode("ascii") + b"\r\n"


class LineShoe(Codec):
    name = "line-shoe"
    summary = "simple shoe: one card name per line"

    def __init__(self, device: str) -> None:
        super().__init__(device, LineFramer(MAX_LINE))

    @classmethod
    def from_options(cls, device: str, options: Mapping[str, object]) -> LineShoe:
        check_options(cls.name, options, set())
        return cls(device)

    def decode_frame(self, raw: bytes, at: float) -> list[DeviceEvent]:
        text = ascii_text(raw)
        if text is None:
            return [self.fault("line has bytes that are not printable ASCII", raw, at)]
        try:
            return [CardRead(self.device, parse_card(text), at)]
        except CardError as error:
            return [self.fault(str(error), raw, at)]
