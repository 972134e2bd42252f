"""Long jobs (an export, a log check) on a worker thread: progress and the result come back to
the GUI thread by queued signals, Cancel sets a flag the job polls. The GUI never waits."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

Progress = Callable[[int, int], None]
Work = Callable[[Progress, Callable[[], bool]], object]


class BackgroundJob(QObject):
    progressed = Signal(int, int)  # done, total
    finished = Signal(object)  # the job's result
    failed = Signal(str)  # the error's message, written for the screen
    raised = Signal(object)  # the error itself: a Message inside is said in the reader's language

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, work: Work) -> None:
        if self.running:
            raise RuntimeError("a job is already running")  # i18n: a programming error
        self._cancel.clear()
        self._thread = threading.Thread(target=self._run, args=(work,), daemon=True,
                                        name="dealer-assist-job")
        self._thread.start()

    def cancel(self) -> None:
        self._cancel.set()

    def wait(self, timeout: float = 10.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self, work: Work) -> None:
        try:
            result = work(self.progressed.emit, self._cancel.is_set)
        except Exception as error:  # StorageError, ExportCancelled ...: shown, never raised
            self.failed.emit(str(error) or type(error).__name__)
            self.raised.emit(error)
            return
        self.finished.emit(result)

    def connect_ui(self, progress: Callable[[int, int], None], done: Callable[[object], None],
                   failed: Callable[[str], None] | None = None, *,
                   raised: Callable[[Exception], None] | None = None) -> None:
        """``failed`` gets the error's English text, ``raised`` the error (either or both)."""
        queued = Qt.ConnectionType.QueuedConnection
        self.progressed.connect(progress, queued)
        self.finished.connect(done, queued)
        if failed is not None:
            self.failed.connect(failed, queued)
        if raised is not None:
            self.raised.connect(raised, queued)
