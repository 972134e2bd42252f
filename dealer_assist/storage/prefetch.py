"""Read query rows on a helper thread while the caller formats and writes the previous batch.

SQLite runs a statement with the GIL released, so on two cores the JSON building inside SQLite
and the line formatting in Python overlap. The queue is bounded: memory stays a few batches.
"""

from __future__ import annotations

import contextlib
import queue
import sqlite3
import threading
from collections.abc import Iterator
from typing import Any

_DONE = object()


def prefetched(rows: sqlite3.Cursor, size: int = 2000, depth: int = 2) -> Iterator[list[Any]]:
    """Batches of ``rows`` fetched ahead on a thread; errors are re-raised in the caller."""
    batches: queue.Queue[object] = queue.Queue(maxsize=depth)
    stop = threading.Event()

    def produce() -> None:
        try:
            while not stop.is_set():
                batch = rows.fetchmany(size)
                if not batch:
                    break
                batches.put(batch)
        except BaseException as exc:  # handed to the consumer, which raises it
            batches.put(exc)
        finally:
            batches.put(_DONE)

    worker = threading.Thread(target=produce, name="export-reader", daemon=True)
    worker.start()
    try:
        while (item := batches.get()) is not _DONE:
            if isinstance(item, BaseException):
                raise item
            yield item  # type: ignore[misc]
    finally:
        stop.set()
        while worker.is_alive():  # unblock a producer waiting on a full queue
            with contextlib.suppress(queue.Empty):
                batches.get(timeout=0.05)
        worker.join()
