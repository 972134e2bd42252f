"""A device's name in words for the floor: the manager names devices ``<kind>-<n>`` ("shoe-1",
"badge-1"); the screens say the kind in the reader's language with its number ("zapato 1"). A
name a room gave a device itself ("door shoe") is its own and is shown as it is."""

from __future__ import annotations

from typing import Final

from dealer_assist.messages import msg

KIND_WORDS: Final = {
    "shoe": msg("device.kind.shoe", "shoe"),
    "badge": msg("device.kind.badge", "badge reader"),
    "barcode": msg("device.kind.barcode", "card scanner"),
    "rfid": msg("device.kind.rfid", "RFID card reader"),
}
"""Each kind of device the manager names (devices/models.py KINDS, the badge reader), in words."""


def device_name(name: str) -> str:
    """``name`` as the floor reads it: a Message for the manager's names ("shoe-1" -> "shoe 1",
    "shoe" -> "shoe"), else ``name`` itself."""
    kind, dash, number = name.partition("-")
    words = KIND_WORDS.get(kind)
    if words is None or (dash and not number.isdigit()):
        return name
    if not dash:
        return words
    return msg("device.numbered", "{kind} {number}", kind=words, number=number)
