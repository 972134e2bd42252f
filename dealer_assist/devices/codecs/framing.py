"""Byte framers: split an incoming stream into candidate frames and junk, whatever the chunking.

Framers know only delimiters, never meaning, so every codec gets the same resynchronisation:
bytes outside a frame come back as junk (a fault with the raw bytes), and a frame cut short by a
new start byte is reported and dropped instead of swallowing the next good frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Protocol

STX: Final = 0x02
ETX: Final = 0x03
CR_LF: Final = b"\r\n"


@dataclass(frozen=True, slots=True)
class Piece:
    """A candidate frame (``fault`` is None) or junk with the reason it is junk."""

    raw: bytes
    fault: str | None = None


class Framer(Protocol):
    def push(self, data: bytes) -> list[Piece]: ...

    def flush(self) -> list[Piece]: ...

    def reset(self) -> None: ...


class StxEtxFramer:
    """STX ... ETX frames followed by ``trailer`` bytes (a checksum), at most ``max_len`` long.

    CR and LF between frames are tolerated silently when ``allow_crlf``: many readers end each
    frame with them.
    """

    def __init__(self, trailer: int, max_len: int, allow_crlf: bool = False) -> None:
        self._trailer = trailer
        self._max_len = max_len
        self._allow_crlf = allow_crlf
        self._buf = bytearray()

    def reset(self) -> None:
        self._buf.clear()

    def push(self, data: bytes) -> list[Piece]:
        self._buf += data
        out: list[Piece] = []
        buf = self._buf
        while buf:
            start = buf.find(STX)
            if start != 0:
                junk = bytes(buf if start < 0 else buf[:start])
                del buf[: len(junk)]
                self._junk(junk, out)
                continue
            end = buf.find(ETX, 1)
            restart = buf.find(STX, 1, end if end >= 0 else len(buf))
            if restart > 0:
                out.append(Piece(bytes(buf[:restart]), "truncated frame: new STX before ETX"))
                del buf[:restart]
            elif end < 0:
                if len(buf) > self._max_len:
                    out.append(Piece(bytes(buf), f"no ETX within {self._max_len} bytes"))
                    buf.clear()
                break
            elif len(buf) < end + 1 + self._trailer:
                break
            elif (restart := buf.find(STX, end + 1, end + 1 + self._trailer)) > 0:
                # an STX where the checksum should be: noise ended in ETX, a real frame begins
                out.append(Piece(bytes(buf[:restart]), "truncated frame: STX inside the checksum"))
                del buf[:restart]
            else:
                size = end + 1 + self._trailer
                out.append(Piece(bytes(buf[:size])))
                del buf[:size]
        return out

    def flush(self) -> list[Piece]:
        out = [Piece(bytes(self._buf), "partial frame when the stream ended")] if self._buf else []
        self._buf.clear()
        return out

    def _junk(self, junk: bytes, out: list[Piece]) -> None:
        if self._allow_crlf and not junk.strip(CR_LF):
            return
        out.append(Piece(junk, "bytes outside a frame"))


class LineFramer:
    """Lines ended by CR, LF or CR LF; empty lines are skipped, over-long lines are junk."""

    def __init__(self, max_len: int) -> None:
        self._max_len = max_len
        self._buf = bytearray()
        self._discarding = False

    def reset(self) -> None:
        self._buf.clear()
        self._discarding = False

    def push(self, data: bytes) -> list[Piece]:
        self._buf += data
        out: list[Piece] = []
        buf = self._buf
        while True:
            ends = [i for i in (buf.find(b"\r"), buf.find(b"\n")) if i >= 0]
            if not ends:
                break
            line = bytes(buf[: min(ends)])
            del buf[: len(line) + 1]
            if self._discarding:
                self._discarding = False
                if line:
                    out.append(Piece(line, "rest of an over-long line"))
            elif len(line) > self._max_len:
                out.append(Piece(line, f"line longer than {self._max_len} bytes"))
            elif line:
                out.append(Piece(line))
        if len(buf) > self._max_len:
            out.append(Piece(bytes(buf), f"line longer than {self._max_len} bytes"))
            buf.clear()
            self._discarding = True
        return out

    def flush(self) -> list[Piece]:
        out = [Piece(bytes(self._buf), "partial line when the stream ended")] if self._buf else []
        self.reset()
        return out
