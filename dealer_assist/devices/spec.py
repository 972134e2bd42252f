"""What the manager needs to open one device: its name, port or URL, codec and line settings."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

PARITIES: Final = {"N": "N", "E": "E", "O": "O", "M": "M", "S": "S"}


class SpecError(ValueError):
    """A device setting that cannot work, named so the profile or command line can be fixed."""


@dataclass(frozen=True)
class Framing:
    """Serial character framing such as ``8N1`` (data bits, parity letter, stop bits)."""

    bytesize: int
    parity: str
    stopbits: float

    @classmethod
    def parse(cls, text: str) -> Framing:
        if len(text) < 3 or text[0] not in "5678" or text[1].upper() not in PARITIES:
            raise SpecError(f"framing {text!r} is not like 8N1 (data bits 5-8, parity N/E/O/M/S, "
                            "stop bits 1, 1.5 or 2)")
        stop = text[2:]
        if stop not in ("1", "1.5", "2"):
            raise SpecError(f"framing {text!r}: stop bits must be 1, 1.5 or 2")
        return cls(int(text[0]), text[1].upper(), float(stop))

    def bits_per_char(self) -> float:
        """Start bit + data + parity + stop: what one byte costs on the wire."""
        return 1 + self.bytesize + (self.parity != "N") + self.stopbits


@dataclass(frozen=True)
class DeviceSpec:
    """One device to read: ``name`` appears on every event (``shoe-1``), ``url`` is what pyserial
    opens (``/dev/ttyUSB0``, ``loop://``, ``socket://host:port``, ``rfc2217://host:port``)."""

    name: str
    url: str
    codec: str
    baudrate: int = 9600
    framing: str = "8N1"
    options: Mapping[str, object] = field(default_factory=dict)
    silence_after: float | None = 5.0
    exclusive: bool = True
    model: str | None = None  # the device model id, when discovery made this spec

    def __post_init__(self) -> None:
        if not self.name:
            raise SpecError("a device needs a name such as shoe-1")
        if self.baudrate <= 0:
            raise SpecError(f"baud rate must be positive, not {self.baudrate}")
        if self.silence_after is not None and self.silence_after <= 0:
            raise SpecError(f"silence_after must be positive seconds, not {self.silence_after}")
        Framing.parse(self.framing)

    @property
    def line(self) -> Framing:
        return Framing.parse(self.framing)

    def wire_time(self, nbytes: int) -> float:
        """Seconds ``nbytes`` take on the wire at this baud rate and framing."""
        return nbytes * self.line.bits_per_char() / self.baudrate
