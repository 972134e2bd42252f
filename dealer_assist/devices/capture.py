"""Captures: the raw bytes a port delivered, with arrival times, as a text file a test can replay.

A technician records a real device with ``devices monitor PORT --capture FILE``; the file then
becomes a decode table (``decode_capture``) without the device. One line per read:
``<seconds since the epoch> <bytes in hex>``; ``#`` starts a comment.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TextIO

from dealer_assist.devices.codecs import make_codec
from dealer_assist.devices.events import DeviceEvent


class CaptureError(ValueError):
    """A capture line that is not ``<time> <hex bytes>``."""


def write_chunk(out: TextIO, data: bytes, at: float) -> None:
    out.write(f"{at:.6f} {data.hex(' ')}\n")
    out.flush()


def read_capture(path: Path) -> list[tuple[float, bytes]]:
    chunks = []
    for number, line in enumerate(path.read_text(encoding="ascii").splitlines(), 1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        stamp, _, hex_bytes = text.partition(" ")
        try:
            chunks.append((float(stamp), bytes.fromhex(hex_bytes)))
        except ValueError as error:
            raise CaptureError(f"{path}:{number}: not '<time> <hex bytes>': {error}") from None
    return chunks


def decode_capture(path: Path, codec: str, device: str = "capture",
                   options: Mapping[str, object] | None = None) -> list[DeviceEvent]:
    """Decode a capture read by read, exactly as the reader thread did, then flush."""
    decoder = make_codec(codec, device, options)
    events: list[DeviceEvent] = []
    last = 0.0
    for last, data in read_capture(path):
        events += decoder.feed(data, last)
    return events + decoder.flush(last)
