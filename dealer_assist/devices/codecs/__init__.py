"""Codecs by name: the registry device models and ``devices monitor --codec`` refer to."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, Protocol

from dealer_assist.devices.codecs.barcode import Barcode, BarcodeScheme
from dealer_assist.devices.codecs.base import Codec, CodecError
from dealer_assist.devices.codecs.framed_shoe import FramedShoe
from dealer_assist.devices.codecs.line_shoe import LineShoe
from dealer_assist.devices.codecs.rfid_ascii import RfidAscii
from dealer_assist.devices.codecs.rfid_cards import RfidCards

__all__ = ["CODECS", "Barcode", "BarcodeScheme", "Codec", "CodecError", "FramedShoe", "LineShoe",
           "RfidAscii", "RfidCards", "codec_names", "make_codec"]


class CodecClass(Protocol):
    name: str
    summary: str

    def from_options(self, device: str, options: Mapping[str, object]) -> Codec: ...


CODECS: Final[dict[str, CodecClass]] = {
    cls.name: cls for cls in (FramedShoe, LineShoe, Barcode, RfidAscii, RfidCards)
}


def codec_names() -> list[str]:
    return list(CODECS)


def make_codec(name: str, device: str, options: Mapping[str, object] | None = None) -> Codec:
    """A fresh decoder for ``device``; unknown names and options raise :class:`CodecError`."""
    cls = CODECS.get(name)
    if cls is None:
        raise CodecError(f"unknown codec {name!r}; choose one of {', '.join(CODECS)}")
    return cls.from_options(device, options or {})
