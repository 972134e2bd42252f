"""The device manager: one :class:`DeviceReader` per device, discovery by model, clean shutdown.

Events go to a callback (the UI bridge turns it into a queued Qt signal) or, by default, to the
thread-safe queue :attr:`DeviceManager.events`. The manager never touches Qt.
"""

from __future__ import annotations

import os
import queue
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from types import TracebackType
from typing import Any

from dealer_assist.devices.discovery import scan
from dealer_assist.devices.events import DeviceEvent
from dealer_assist.devices.models import DeviceModel
from dealer_assist.devices.reader import DEFAULT_BACKOFF, Backoff, DeviceReader, Sink
from dealer_assist.devices.spec import DeviceSpec, SpecError


class DeviceManager:
    """Starts, lists and stops device readers; safe to call from any thread."""

    def __init__(self, sink: Sink | None = None, *, models: Sequence[DeviceModel] = (),
                 backoff: Backoff = DEFAULT_BACKOFF, heartbeats: bool = False,
                 clock: Callable[[], float] = time.time) -> None:
        self.events: queue.Queue[DeviceEvent] = queue.Queue()
        self._sink: Sink = sink or self.events.put
        self._models = list(models)
        self._backoff = backoff
        self._heartbeats = heartbeats
        self._clock = clock
        self._readers: dict[str, DeviceReader] = {}
        self._lock = threading.Lock()

    def add(self, spec: DeviceSpec) -> DeviceReader:
        """Start reading ``spec``; names and ports must be unique."""
        with self._lock:
            if spec.name in self._readers:
                raise SpecError(f"a device named {spec.name!r} is already running")
            if any(r.spec.url == spec.url for r in self._readers.values()):
                raise SpecError(f"port {spec.url} is already read by another device")
            reader = DeviceReader(spec, self._sink, backoff=self._backoff,
                                  heartbeats=self._heartbeats, clock=self._clock)
            self._readers[spec.name] = reader
        reader.start()
        return reader

    def remove(self, name: str, timeout: float = 2.0) -> bool:
        with self._lock:
            reader = self._readers.pop(name, None)
        return reader is None or reader.stop(timeout)

    def discover(self, ports: Iterable[Any] | None = None) -> list[DeviceSpec]:
        """Start a reader for every present port that matches a model and is not read yet.

        Devices are named ``<kind>-<n>`` (``shoe-1``). Call again after a hot-plug; known
        devices reconnect by themselves. A device that comes back under another path (an adapter
        without a serial number, ``ttyUSB0`` -> ``ttyUSB1``) keeps its name: the reader still
        waiting for the vanished path of the same model is moved to the new one.
        """
        added = []
        for match in scan(self._models, ports):
            if match.model is None or self._reads(match.stable_path):
                continue
            name = self._orphan(match.model.id)
            if name is None:
                name = self._next_name(match.model.kind)
            else:
                self.remove(name)
            added.append(self.add(match.model.spec(name, match.stable_path)).spec)
        return added

    def specs(self) -> list[DeviceSpec]:
        with self._lock:
            return [r.spec for r in self._readers.values()]

    def close(self, timeout: float = 2.0) -> bool:
        """Stop every reader and join its thread; True when all have ended."""
        with self._lock:
            readers = list(self._readers.values())
            self._readers.clear()
        for reader in readers:
            reader.stop(timeout=0)
        return all([reader.stop(timeout) for reader in readers])

    def __enter__(self) -> DeviceManager:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def _reads(self, url: str) -> bool:
        with self._lock:
            return any(r.spec.url == url for r in self._readers.values())

    def _orphan(self, model_id: str) -> str | None:
        """A disconnected reader of this model whose local port path has disappeared."""
        with self._lock:
            for name, reader in self._readers.items():
                spec = reader.spec
                if (spec.model == model_id and not reader.connected.is_set()
                        and "://" not in spec.url and not os.path.exists(spec.url)):
                    return name
        return None

    def _next_name(self, kind: str) -> str:
        with self._lock:
            n = 1
            while f"{kind}-{n}" in self._readers:
                n += 1
            return f"{kind}-{n}"
