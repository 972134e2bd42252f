"""One reader thread per device: open, read, decode, stamp, deliver; reconnect when the port goes.

Nothing a device does may kill this thread: an unplug becomes ``disconnected`` and a retry with
backoff, a quiet line becomes ``silent``, a codec or sink bug becomes a fault or a log line.
The clock is injected so the timestamps in tests are the test's own.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from dealer_assist.devices.codecs import Codec, make_codec
from dealer_assist.devices.events import DeviceEvent, DeviceFault, DeviceStatus
from dealer_assist.devices.spec import DeviceSpec
from dealer_assist.devices.transport import Transport, TransportError

log = logging.getLogger(__name__)
Sink = Callable[[DeviceEvent], None]
Tap = Callable[[bytes, float], None]


@dataclass(frozen=True)
class Backoff:
    """Delays between reconnection attempts: quick at first, then no faster than ``limit``."""

    first: float = 0.1
    factor: float = 2.0
    limit: float = 2.0

    def delays(self) -> Iterator[float]:
        delay = self.first
        while True:
            yield delay
            delay = min(self.limit, delay * self.factor)


DEFAULT_BACKOFF = Backoff()


class DeviceReader:
    """Reads one device on its own thread and hands every event to ``sink`` (on that thread)."""

    def __init__(self, spec: DeviceSpec, sink: Sink, *, backoff: Backoff = DEFAULT_BACKOFF,
                 clock: Callable[[], float] = time.time,
                 monotonic: Callable[[], float] = time.monotonic,
                 read_timeout: float = 0.1, heartbeats: bool = False,
                 tap: Tap | None = None) -> None:
        self.spec = spec
        self._codec: Codec = make_codec(spec.codec, spec.name, spec.options)
        self._sink = sink
        self._backoff = backoff
        self._clock = clock
        self._monotonic = monotonic
        self._read_timeout = read_timeout
        self._heartbeats = heartbeats
        self._tap = tap  # sees every raw read (``monitor --capture``)
        self._stop = threading.Event()
        self.connected = threading.Event()  # set while the port is open and being read
        self._transport: Transport | None = None
        self._thread = threading.Thread(target=self._run, name=f"device-{spec.name}", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = 2.0) -> bool:
        """Ask the thread to finish and wait for it; True when it has."""
        self._stop.set()
        transport = self._transport
        if transport is not None:
            transport.cancel()
        if self._thread.is_alive():
            self._thread.join(timeout)
        return not self._thread.is_alive()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        delays = self._backoff.delays()
        down_reported = False
        while not self._stop.is_set():
            try:
                transport = Transport.open(self.spec, self._read_timeout)
            except (TransportError, OSError, ValueError) as error:
                if not down_reported:
                    self._status("disconnected", f"cannot open {self.spec.url}: {error}")
                    down_reported = True
                self._stop.wait(next(delays))
                continue
            delays = self._backoff.delays()
            self._transport = transport
            self.connected.set()
            self._status("connected", self.spec.url)
            reason = self._pump(transport)
            self.connected.clear()
            self._transport = None
            transport.close()
            self._deliver(self._codec.flush(self._clock()))
            self._status("disconnected", reason)
            down_reported = True

    def _pump(self, transport: Transport) -> str:
        """Read until stopped or the port fails; return why reading ended."""
        last_data = self._monotonic()
        silent = False
        while not self._stop.is_set():
            try:
                data = transport.read()
            except (TransportError, OSError) as error:
                return f"port lost: {error}"
            now = self._monotonic()
            if data:
                last_data = now
                if silent:
                    silent = False
                    self._status("resumed", "data is arriving again")
                self._deliver(self._decode(data))
            elif (not silent and self.spec.silence_after is not None
                  and now - last_data >= self.spec.silence_after):
                silent = True
                self._status("silent", f"no data for {now - last_data:.1f} s")
        return "stopped"

    def _decode(self, data: bytes) -> list[DeviceEvent]:
        at = self._clock()
        if self._tap is not None:
            try:
                self._tap(data, at)
            except Exception:
                log.exception("raw byte tap failed")
        try:
            return self._codec.feed(data, at)
        except Exception as error:  # a codec bug must not end the reading
            # the bytes may carry a hole card: the log names their count, never their content
            log.exception("codec %s failed on %d bytes", self.spec.codec, len(data))
            self._codec.reset()
            return [DeviceFault(self.spec.name, f"decoder error: {error!r}", data, at)]

    def _status(self, status: str, detail: str) -> None:
        self._deliver([DeviceStatus(self.spec.name, status, self._clock(), detail)])

    def _deliver(self, events: list[DeviceEvent]) -> None:
        for event in events:
            _log_device_event(event)
            if (not self._heartbeats and isinstance(event, DeviceStatus)
                    and event.status == "heartbeat"):
                continue
            try:
                self._sink(event)
            except Exception:  # the app's handler failing must not stop the device
                log.exception("device event handler failed on a %s", type(event).__name__)


def _log_device_event(event: DeviceEvent) -> None:
    """Faults and status changes go to the technician's log; card reads never (hole cards)."""
    if isinstance(event, DeviceFault):
        log.warning("%s: fault: %s", event.device, event.reason)
    elif isinstance(event, DeviceStatus) and event.status != "heartbeat":
        level = logging.INFO if event.status in ("connected", "ready") else logging.WARNING
        log.log(level, "%s: %s %s", event.device, event.status, event.detail)
