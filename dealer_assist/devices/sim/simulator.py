"""Simulated shoe, barcode scanner and RFID reader on a real pseudo-terminal, with faults on demand.

Like OctoPrint's virtual printer, the simulator is a device, not a mock: the reader opens its
:attr:`Simulator.path` through pyserial as it would a USB port. It deals a seeded shuffled deck
(or runs a script) and can inject garbage, split frames, bad checksums, duplicate cards,
unplug/replug and silence. Tests and demo mode drive it directly with :meth:`send_card`,
:meth:`unplug` and :meth:`replug`, or let :meth:`start` run it on its own thread.
"""

from __future__ import annotations

import contextlib
import logging
import random
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from types import TracebackType

from dealer_assist.cards import Card, deck, parse_card
from dealer_assist.devices.sim.encoders import ENCODERS, KIND_CODECS
from dealer_assist.devices.sim.pty_link import LinkDown, PtyLink
from dealer_assist.devices.sim.script import Step

log = logging.getLogger(__name__)
SPLIT_PAUSE = 0.005
# pyserial flushes input just after opening: let it, before dealing (0.1 s lost the first
# card once on a loaded machine)
SETTLE = 0.5


class SimulatorError(ValueError):
    """A simulator that cannot be built as asked (kind, codec)."""


class Simulator:
    """A device on a pty. ``sent`` lists the cards delivered in valid frames, in order;
    ``corrupted`` the cards sent with a broken frame (which no reader may accept)."""

    def __init__(self, kind: str = "shoe", *, codec: str | None = None, seed: int | None = None,
                 script: Sequence[Step] | None = None, faults: Mapping[str, float] | None = None,
                 interval: float = 0.5, heartbeat: float | None = 1.0, count: int | None = None,
                 jokers: int = 0, unplug_for: float = 0.5, silence_for: float = 3.0,
                 directory: Path | None = None, name: str | None = None,
                 wait_for_reader: bool = True,
                 reader_ready: Callable[[], bool] | None = None) -> None:
        if kind not in KIND_CODECS:
            raise SimulatorError(f"unknown device kind {kind!r}; choose one of "
                                 f"{', '.join(KIND_CODECS)}")
        self.codec = codec or KIND_CODECS[kind]
        if self.codec not in ENCODERS:
            raise SimulatorError(f"no simulator speaks codec {self.codec!r}; choose one of "
                                 f"{', '.join(ENCODERS)}")
        self.kind = kind
        self.encoder = ENCODERS[self.codec]()
        self.link = PtyLink(directory, name or f"sim-{kind}")
        self.sent: list[Card] = []
        self.corrupted: list[Card] = []
        self.badges: list[str] = []
        self.finished = threading.Event()
        self._rng = random.Random(seed)
        self._script = script
        self._faults = dict(faults or {})
        self._interval, self._heartbeat, self._count = interval, heartbeat, count
        self._jokers, self._unplug_for, self._silence_for = jokers, unplug_for, silence_for
        self._wait_for_reader = wait_for_reader
        self.reader_ready = reader_ready  # e.g. DeviceReader.connected.is_set: no guessing
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._last_write = time.monotonic()

    @property
    def path(self) -> Path:
        """The stable port path to open; it survives unplug and replug."""
        return self.link.path

    # --- lifetime -------------------------------------------------------------------------
    def open(self) -> Simulator:
        """Plug the device in (without dealing)."""
        self.link.plug()
        return self

    def start(self) -> Simulator:
        """Plug in and deal the deck or run the script on a thread of its own."""
        self.open()
        self._thread = threading.Thread(target=self._run, name=f"sim-{self.kind}", daemon=True)
        self._thread.start()
        return self

    def stop(self, timeout: float = 2.0) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def close(self) -> None:
        self.stop()
        self.link.close()

    def __enter__(self) -> Simulator:
        return self.open()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    # --- direct control -------------------------------------------------------------------
    def send(self, data: bytes) -> None:
        self.link.write(data)
        self._last_write = time.monotonic()

    def send_card(self, card: Card, *, split: bool = False, corrupt: bool = False) -> bytes:
        """Send one card frame (split in two writes, or with a broken checksum); return it."""
        frame = self.encoder.card(card)
        if frame is None:
            raise SimulatorError(f"a {self.codec} device does not read cards")
        if corrupt:
            frame = self.encoder.corrupt(frame)
            self.send(frame)
            self.corrupted.append(card)
            return frame
        if split:
            cut = self._rng.randint(1, len(frame) - 1)
            self.send(frame[:cut])
            self._stop.wait(SPLIT_PAUSE)
            self.send(frame[cut:])
        else:
            self.send(frame)
        self.sent.append(card)
        return frame

    def unplug(self, drain: bool = True) -> None:
        """Pull the plug, by default once the reader has taken what was already sent."""
        if drain:
            self.link.drain()
        self.link.unplug()

    def replug(self) -> None:
        self.link.plug()

    def run_step(self, step: Step) -> None:
        """Perform one script step (see :mod:`dealer_assist.devices.sim.script`)."""
        op, arg = step.op, step.arg
        if op in ("card", "split", "bad"):
            self.send_card(parse_card(arg), split=op == "split", corrupt=op == "bad")
        elif op == "duplicate" and self.sent:
            self.send_card(self.sent[-1])
        elif op == "badge":
            self._send_optional(self.encoder.badge(arg))
            self.badges.append(arg)
        elif op == "status":
            self._send_optional(self.encoder.status(arg))
        elif op == "heartbeat":
            self._send_optional(self.encoder.heartbeat())
        elif op == "garbage":
            self.send(self.encoder.garbage(self._rng))
        elif op == "raw":
            self.send(bytes.fromhex(arg))
        elif op in ("wait", "silence"):
            self._idle(float(arg), beat=op == "wait")
        elif op == "unplug":
            self.unplug()
            self._idle(float(arg), beat=False)
            self.replug()

    def steps(self) -> Iterator[Step]:
        """The script, or the seeded deck with faults drawn per card."""
        if self._script is not None:
            yield from self._script
            return
        dealt = 0
        while self._count is None or dealt < self._count:
            cards = list(deck(self._jokers))
            self._rng.shuffle(cards)
            for card in cards[: None if self._count is None else self._count - dealt]:
                yield from self._dealt(card)
                dealt += 1
            yield Step("status", "CUT")

    # --- internals ------------------------------------------------------------------------
    def _dealt(self, card: Card) -> Iterator[Step]:
        def drawn(fault: str) -> bool:
            return fault in self._faults and self._rng.random() < self._faults[fault]

        if drawn("garbage"):
            yield Step("garbage")
        if not self.encoder.reads_cards:  # badge readers: present a badge instead
            yield Step("badge", f"{self._rng.getrandbits(40):010X}")
        else:
            yield Step("bad" if drawn("bad-checksum") else "split" if drawn("split") else "card",
                       card.text)
        if drawn("duplicate"):
            yield Step("duplicate")
        if drawn("unplug"):
            yield Step("unplug", str(self._unplug_for))
        if drawn("silence"):
            yield Step("silence", str(self._silence_for))
        if self._interval:
            yield Step("wait", str(self._interval))

    def _run(self) -> None:
        for step in self.steps():
            if self._wait_for_reader:
                self._await_reader()
            if self._stop.is_set():
                break
            try:
                self.run_step(step)
            except LinkDown as error:
                log.info("simulator %s dropped %s: %s", self.kind, step, error)
        self.finished.set()

    def _await_reader(self) -> None:
        """Hold the deal while nobody has the port open, so no card is dealt into the void.

        With ``reader_ready`` (same process) the reader itself says when its port is open; a
        reader in another process is given :data:`SETTLE` after it opens the pty.
        """
        waited = False
        while not self._stop.is_set():
            probe = self.reader_ready
            if self.link.attached and (probe is None or probe()):
                if waited and probe is None:
                    self._stop.wait(SETTLE)
                return
            waited = True
            self._stop.wait(0.01)

    def _send_optional(self, frame: bytes | None) -> None:
        if frame is not None:
            self.send(frame)

    def _idle(self, seconds: float, *, beat: bool) -> None:
        end = time.monotonic() + seconds
        while not self._stop.is_set():
            now = time.monotonic()
            if now >= end:
                return
            if beat and self._heartbeat and now - self._last_write >= self._heartbeat:
                with contextlib.suppress(LinkDown):
                    self._send_optional(self.encoder.heartbeat())
                self._last_write = now
            self._stop.wait(min(end - now, 0.05))
