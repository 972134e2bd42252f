"""Cold-start child for ``benchmarks/gui.py``: runs ``dealer-assist demo`` and reports when the
dealer screen was first painted.

    DA_BENCH_T0=<CLOCK_MONOTONIC at spawn> python benchmarks/gui_driver.py [demo options]
    DA_BENCH_T0=<CLOCK_MONOTONIC at spawn> python benchmarks/gui_driver.py --trivial
    DA_BENCH_T0=<CLOCK_MONOTONIC at spawn> python benchmarks/gui_driver.py floor --room DSN ...

The parent stamps ``CLOCK_MONOTONIC`` (system-wide) just before it spawns this process and passes
it in ``DA_BENCH_T0``; every mark below is seconds since that stamp, so the figure includes
fork/exec and the interpreter's own start-up. What runs is the real command: this script creates
the ``QApplication`` (``qt_app`` reuses it), installs an application-wide event filter, then calls
``dealer_assist.cli.main(["demo", ...])`` exactly as ``python -m dealer_assist demo`` does (the pty
shoe, the temporary hand log, the window at 1280x800). The filter notes the first ``Paint`` event
delivered to the dealer screen; the end of that first repaint is the next time the GUI thread's
event loop is about to block (everything posted by then, layouts and further paint passes
included, has been handled and the backing store flushed). Then the app is told to quit and one
JSON object is printed on stdout.

With ``floor`` first, the floor station is run instead (``dealer_assist.cli.main(["floor", ...])``)
and the first paint watched is the station's window (class ``FloorStation``).

``--trivial`` is the anchor: the same process start, ``QApplication`` and filter, then one QLabel
at 1280x800 instead of the app (nothing of ``dealer_assist`` imported): Qt's own floor for a first
paint on this machine.

The filter is removed once the first paint is seen; until then it adds one Python call per event
(a few hundred events during start-up, well under a millisecond in all).
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time

T0 = float(os.environ.get("DA_BENCH_T0", "nan"))
MONO = time.CLOCK_MONOTONIC


def since_spawn() -> float:
    return time.clock_gettime(MONO) - T0


def since_exec_proc() -> float:
    """The same, from the kernel's start time of this process (10 ms resolution)."""
    with open("/proc/self/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    start_ticks = int(fields[19])  # field 22 of stat(5), counted after "pid (comm)"
    hz = os.sysconf("SC_CLK_TCK")
    return time.clock_gettime(time.CLOCK_BOOTTIME) - start_ticks / hz


MARKS: dict[str, float] = {"python_main": since_spawn()}
WATCHED = "dealerScreen"  # the object whose first paint ends the start; "FloorStation" for floor


def watched(obj: object) -> bool:
    """The dealer screen (its object name) or the floor station's window (its class)."""
    return (obj.objectName() == WATCHED  # type: ignore[attr-defined]
            or type(obj).__name__ == WATCHED)

from PySide6.QtCore import (  # noqa: E402  (after the first mark on purpose)
    QAbstractEventDispatcher,
    QEvent,
    QObject,
)
from PySide6.QtWidgets import QApplication  # noqa: E402

MARKS["pyside_imported"] = since_spawn()


class FirstPaint(QObject):
    def __init__(self, qt: QApplication) -> None:
        super().__init__()
        self.qt = qt
        self.seen = False
        self.done = False
        self.platform = ""
        self.result: dict[str, object] = {}

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if "dealer_screen_built" not in MARKS and watched(obj):
            MARKS["dealer_screen_built"] = since_spawn()  # its first event: construction
        if kind == QEvent.Type.Show and watched(obj):
            MARKS.setdefault("dealer_screen_shown", since_spawn())
        elif kind == QEvent.Type.Paint and watched(obj) and not self.seen:
            MARKS["first_paint_event"] = since_spawn()
            self.seen = True
            dispatcher = QAbstractEventDispatcher.instance()
            assert dispatcher is not None
            dispatcher.aboutToBlock.connect(self.idle)
        return False

    def idle(self) -> None:
        if self.done or not self.seen:
            return
        self.done = True
        MARKS["first_paint_done"] = since_spawn()
        proc = since_exec_proc()
        self.qt.removeEventFilter(self)
        self.result = {
            "t0_given": "DA_BENCH_T0" in os.environ,
            "platform": QApplication.platformName(),
            "marks": MARKS,
            "first_paint_done_by_proc_stat": round(proc, 3),
            "rss_mb": round(_rss_kb() / 1024, 1),
            "maxrss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        }
        self.qt.quit()


def _rss_kb() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main(argv: list[str]) -> int:
    global WATCHED
    qt = QApplication(["dealer-assist"])
    MARKS["qapplication"] = since_spawn()
    watch = FirstPaint(qt)
    qt.installEventFilter(watch)
    if argv == ["--trivial"]:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QLabel

        label = QLabel("Dealer Assist")
        label.setObjectName("dealerScreen")
        label.resize(1280, 800)
        label.show()
        QTimer.singleShot(30_000, qt.quit)
        code = qt.exec()
    elif argv[:1] == ["floor"]:
        from dealer_assist.cli import main as cli_main

        WATCHED = "FloorStation"
        code = cli_main([*argv, "--quit-after", "30"])
    else:
        from dealer_assist.cli import main as cli_main

        # a safety net only: the watcher quits the app as soon as the first paint is done
        code = cli_main(["demo", "--quit-after", "30", *argv])
    if not watch.done:
        print(json.dumps({"error": "no paint of the dealer screen within 30 s", "marks": MARKS}))
        return 1
    watch.result["exit_code"] = code
    print(json.dumps(watch.result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
