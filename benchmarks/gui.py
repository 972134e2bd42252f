"""Touchscreen app benchmark: cold start to the first painted dealer screen, a tap or a card read to
the repainted screen, and memory after 1,000 hands, with a trivial Qt repaint as the anchor.

    .venv/bin/python benchmarks/gui.py [--hands 1000] [--runs 10] [--seed 20261129]
                                       [--no-xvfb] [--profile HANDS]

1. Cold start (``--runs`` fresh processes per platform): ``benchmarks/gui_driver.py`` runs the
   real ``dealer-assist demo`` command (pty shoe, temporary hand log, 1280x800 window) and reports
   the time from the parent's ``CLOCK_MONOTONIC`` stamp taken just before the spawn (fork/exec and
   the interpreter's start included) to the end of the first repaint of the dealer screen: the
   first ``Paint`` event the dealer screen receives, then the next time the GUI thread's event loop
   is about to block (every paint pass and layout posted by then done, the backing store flushed).
   With ``QT_QPA_PLATFORM=offscreen`` and, when ``Xvfb`` is installed, on a real X server started
   for the run (``Xvfb :9x``, the xcb platform), stopped at the end. The package's bytecode is
   compiled first, as an install compiles it; app and anchor starts alternate (same load).

2. Tap / card read to repaint, in this process (offscreen): the real app as ``demo`` wires it
   (``build_demo``: the engine session, the ``EventStore`` on a temporary file, the controller,
   the main window at 1280x800) plays ``--hands`` complete LC $3-$6 Hold'em hands. Taps are
   ``QTest.mouseClick`` on the button of the action pad the screen shows (random legal choices:
   facing a bet fold 20 %, raise 15 %, else call; otherwise bet 15 %, else check; 10 % take the
   straddle; 80 % show at showdown, else muck). Card reads (a fresh shuffled deck per hand, one card
   whenever the procedure asks for one) are ``CardRead`` events handed to ``DeviceBridge.deliver``
   from a separate Python thread, as the device manager's reader thread does, so they cross to the
   GUI thread by the app's queued signal. Latency: from just before the click (or the ``deliver``
   call, stamped on the feeding thread) to the end of the next repaint of the main window (its
   ``Paint`` event seen by an event filter, then the event loop about to block, as above). The
   action pad's double-tap guard (``settle_s``, 0.3 s) is set to 0, as the UI tests do: the
   benchmark taps faster than any dealer. Between hands a stack under $60 is topped up to $200
   through the controller (not timed).

3. Memory: VmRSS of this process before the first hand and every 100 hands (growth curve), with
   the number of live widgets and of Python objects tracked by the garbage collector.

4. Anchor: the same two measurements, in the same run, on a trivial window of the same size and
   theme (a button whose click sets a ``QLabel``'s text; a queued signal from the feeding thread
   that sets it), interleaved with the hands (``--anchor-per-hand`` of each after every hand), so
   the ratio shows the app's own cost on this machine under the same load.

The last line printed is one JSON object with the figures. ``--profile N`` instead plays
``--hands`` hands in process only, the last N of them under cProfile, and prints the functions
that take the most time (``--hands 400 --profile 20``: where the time goes once 380 hands are in
the session).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import os
import platform
import pstats
import queue
import random
import resource
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TARGET_COLD_S = 1.5
TARGET_P99_MS = 50.0
TARGET_RSS_MB = 200.0
TIMEOUT_MS = 5000  # an input that never repaints is reported, not waited on forever
TOP_UP_BELOW, TOP_UP_TO = 60, 200


# ----------------------------------------------------------------------------- helpers

def pct(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(q / 100 * len(ordered) + 0.5)))
    return ordered[rank - 1]


def summary(values: list[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    return {"n": len(values), "p50": pct(values, 50), "p95": pct(values, 95),
            "p99": pct(values, 99), "max": max(values)}


def rss_mb() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


# ----------------------------------------------------------------------------- 1. cold start

class Xvfb:
    """A private X server for the run: the first free display from :90, stopped on exit."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen[bytes] | None = None
        self.display = ""

    def __enter__(self) -> Xvfb:
        exe = shutil.which("Xvfb")
        if exe is None:
            return self
        for n in range(90, 100):
            if not (Path(f"/tmp/.X{n}-lock").exists() or Path(f"/tmp/.X11-unix/X{n}").exists()):
                break
        else:
            return self
        self.proc = subprocess.Popen(
            [exe, f":{n}", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        socket = Path(f"/tmp/.X11-unix/X{n}")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and self.proc.poll() is None:
            if socket.exists():
                self.display = f":{n}"
                time.sleep(0.2)  # the socket appears just before the server accepts
                break
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def cold_start(runs: int, qpa: str, seed: int,
               display: str = "") -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``runs`` cold starts of the app and as many of the anchor, alternating (app, anchor, app,
    ...) so that both see the same machine load."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = qpa
    if display:
        env["DISPLAY"] = display
    out: tuple[list[dict[str, Any]], list[dict[str, Any]]] = ([], [])
    for i in range(runs):
        for trivial, results in ((False, out[0]), (True, out[1])):
            env["DA_BENCH_T0"] = repr(time.clock_gettime(time.CLOCK_MONOTONIC))
            proc = subprocess.run(
                [sys.executable, str(HERE / "gui_driver.py"),
                 *(["--trivial"] if trivial else ["--seed", str(seed + i)])],
                env=env, capture_output=True, text=True, timeout=90)
            lines = proc.stdout.strip().splitlines()
            result = json.loads(lines[-1]) if lines else {}
            if proc.returncode != 0 or "error" in result:
                raise SystemExit(f"cold start on {qpa} failed (exit {proc.returncode}): "
                                 f"{proc.stdout[-500:]} {proc.stderr[-1500:]}")
            results.append(result)
    return out


def compile_bytecode() -> None:
    """Compile the package's bytecode first, as installing it does (pip, the PyInstaller bundle):
    the cold start measures an installed app. (Where ``PYTHONDONTWRITEBYTECODE`` is set, as on
    this machine, an editable checkout would otherwise compile its ~230 modules on every start.)"""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(HERE.parent / "dealer_assist")],
                   check=True)


# ----------------------------------------------------------------------------- 2-4. in process

def in_process(args: argparse.Namespace) -> dict[str, Any]:
    """Everything that runs inside this process: the hands, the anchor, the memory curve."""
    os.environ["QT_QPA_PLATFORM"] = args.platform
    from PySide6.QtCore import (
        QAbstractEventDispatcher,
        QEvent,
        QEventLoop,
        QObject,
        Qt,
        QTimer,
        Signal,
    )
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget

    from dealer_assist.app import build_demo, qt_app
    from dealer_assist.cards import STANDARD_CARDS
    from dealer_assist.devices.events import CardRead, DeviceStatus
    from dealer_assist.engine.events import ChipsAdded
    from dealer_assist.irregularities import confirm
    from dealer_assist.ui.presenter import next_step, open_options

    class RepaintWatch(QObject):
        """Times one input on one window: armed just before the input, done when the window
        was painted and the GUI thread's event loop is next about to block."""

        def __init__(self, window: QWidget) -> None:
            super().__init__()
            window.installEventFilter(self)
            self.loop = QEventLoop()
            self.timer = QTimer(singleShot=True, interval=TIMEOUT_MS)
            self.timer.timeout.connect(self.loop.quit)
            dispatcher = QAbstractEventDispatcher.instance()
            assert dispatcher is not None
            dispatcher.aboutToBlock.connect(self.idle)
            self.armed = False
            self.first_paint: float | None = None
            self.end: float | None = None

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if self.armed and self.first_paint is None and event.type() == QEvent.Type.Paint:
                self.first_paint = time.perf_counter()
            return False

        def idle(self) -> None:
            if self.armed and self.first_paint is not None:
                self.end = time.perf_counter()
                self.armed = False
                self.loop.quit()

        def arm(self) -> None:
            self.first_paint = self.end = None
            self.armed = True

        def wait(self) -> tuple[float | None, float | None]:
            """(first paint, end of repaint), None for an input that did not repaint in time."""
            if self.armed:
                self.timer.start()
                self.loop.exec()
                self.timer.stop()
            self.armed = False
            return self.first_paint, self.end

    class Feeder(threading.Thread):
        """Stands in for a device reader thread: calls ``deliver(event)`` when told to, and
        notes the time just before the call."""

        def __init__(self) -> None:
            super().__init__(name="bench-feeder", daemon=True)
            self.jobs: queue.SimpleQueue[tuple[Callable[[Any], None], Any] | None] = (
                queue.SimpleQueue())
            self.sent_at = 0.0

        def run(self) -> None:
            while (job := self.jobs.get()) is not None:
                deliver, event = job
                self.sent_at = time.perf_counter()
                deliver(event)

    class AnchorSignal(QObject):
        fired = Signal(object)

    qt = qt_app()
    feeder = Feeder()
    feeder.start()

    def timed(watch: RepaintWatch, fire: Callable[[], None], threaded: bool) -> tuple[float, float]:
        watch.arm()
        t0 = time.perf_counter()
        fire()
        first, end = watch.wait()
        if threaded:
            t0 = feeder.sent_at
        if first is None or end is None:
            return float("nan"), float("nan")
        return (end - t0) * 1000, (first - t0) * 1000

    # -- the anchor: a trivial window, same size and theme
    anchor = QWidget()
    anchor.setWindowTitle("anchor")
    anchor_label = QLabel("0")
    anchor_button = QPushButton("Tap")
    box = QVBoxLayout(anchor)
    box.addWidget(anchor_label)
    box.addWidget(anchor_button)
    box.addStretch(1)
    counter = [0]

    def bump(_value: object = None) -> None:
        counter[0] += 1
        anchor_label.setText(str(counter[0]))

    anchor_button.clicked.connect(bump)
    anchor_signal = AnchorSignal()
    anchor_signal.fired.connect(bump, Qt.ConnectionType.QueuedConnection)
    anchor.resize(1280, 800)
    anchor.show()
    anchor_watch = RepaintWatch(anchor)
    anchor_tap: list[float] = []
    anchor_card: list[float] = []

    def run_anchor(n: int) -> None:
        for _ in range(n):
            anchor_tap.append(timed(anchor_watch, lambda: QTest.mouseClick(
                anchor_button, Qt.MouseButton.LeftButton), False)[0])
            anchor_card.append(timed(anchor_watch, lambda: feeder.jobs.put(
                (anchor_signal.fired.emit, None)), True)[0])

    # -- the app, wired as `dealer-assist demo` wires it (no pty shoe: the feeder is the shoe)
    app = build_demo(simulated_shoe=False)
    cluster = None
    if args.room:  # `demo --room`: the log shipped live to a throwaway room while the hands run
        from dealer_assist.app import ship_to_room
        from dealer_assist.room.cluster import Cluster
        from dealer_assist.room.schema import migrate

        cluster = Cluster().start()
        migrate(cluster.dsn())
        ship_to_room(app, cluster.dsn(), "BENCH")
    window, controller, session = app.window, app.controller, app.session
    window.resize(1280, 800)
    window.show()
    pad = window.dealer.pad
    pad.settle_s = 0.0
    watch = RepaintWatch(window)
    for _ in range(3):
        qt.processEvents()
    # the shoe comes on line the way a real one does: a status event through the bridge
    timed(watch, lambda: feeder.jobs.put((app.bridge.deliver, DeviceStatus(
        "shoe-1", "connected", time.monotonic(), "benchmark feeder"))), True)
    if not controller.shoe_connected():
        raise SystemExit("the shoe status did not reach the controller")

    rng = random.Random(args.seed)
    taps: list[tuple[str, float, float]] = []  # (what, to repaint ms, to first paint ms)
    cards: list[tuple[float, float]] = []
    curve: list[dict[str, Any]] = []
    deck: list[Any] = []
    seq = [0]
    floor_visits: list[int] = []

    def sample(hands: int) -> None:
        gc.collect()
        curve.append({"hands": hands, "rss_mb": round(rss_mb(), 1),
                      "events": len(session.table.history),
                      "widgets": len(QApplication.allWidgets()),
                      "gc_objects": len(gc.get_objects())})

    def choose(labels: list[str]) -> tuple[str, str]:
        """(label to tap, kind of tap)."""
        if "No straddle" in labels:
            take = [x for x in labels if x.startswith("Seat ") and "posts" in x]
            return ((take[0], "option") if take and rng.random() < 0.10
                    else ("No straddle", "option"))
        shows = [x for x in labels if x.endswith(" shows")]
        if shows:
            mucks = [x for x in labels if x.endswith(" mucks")]
            return (shows[0] if rng.random() < 0.8 or not mucks else mucks[0]), "showdown"
        aggressive = [x for x in labels if x.startswith(("Bet", "Raise", "All-in", "Complete"))]
        if "Check" in labels:
            return ((rng.choice(aggressive) if aggressive and rng.random() < 0.15 else "Check"),
                    "action")
        if "Fold" in labels:
            calls = [x for x in labels if x.startswith("Call")]
            r = rng.random()
            if r < 0.20 or not (calls or aggressive):
                return "Fold", "action"
            if (r < 0.35 and aggressive) or not calls:
                return rng.choice(aggressive), "action"
            return calls[0], "action"
        if len(labels) == 1:
            return labels[0], "step"
        raise SystemExit(f"no rule to choose among {labels}")

    def top_up() -> None:
        for number, info in session.table.seats.items():
            if info.stack < TOP_UP_BELOW:
                controller.table_event(ChipsAdded(number, TOP_UP_TO - info.stack, "add_on"))
        for _ in range(3):
            qt.processEvents()

    reads = [0]  # cards the GUI thread has handled (the app's own slot runs first)
    app.bridge.device_event.connect(
        lambda e: reads.__setitem__(0, reads[0] + isinstance(e, CardRead)),
        Qt.ConnectionType.QueuedConnection)

    def handled(sent: int) -> None:
        """Wait until the card just fed has reached the table: a repaint for some other reason
        (a light, a timer) can end the timing before the feeder thread delivers it, and the
        procedure would then still ask for the same card and a second one would be read (the
        1,000-hand run's 13th card at hand 559)."""
        deadline = time.monotonic() + TIMEOUT_MS / 1000
        while reads[0] < sent and time.monotonic() < deadline:
            qt.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
        if reads[0] < sent:
            raise SystemExit(f"card {sent} never reached the table")

    def open_rulings() -> list[Any]:
        return controller.open_rulings()

    def floor_confirms() -> None:
        """The floor confirms what the app proposed (a card the reader double-read ...)."""
        floor_visits.append(session.table.hand_number)
        for number, _ruling in controller.open_rulings():
            if not controller.submit(lambda n=number: confirm(session, n, "Benchmark floor")):
                raise SystemExit(f"the floor could not confirm ruling {number}")
        for _ in range(3):
            qt.processEvents()

    def play_hand() -> None:
        """One complete hand, from "Start hand" to "Cards collected: end hand"."""
        recent: list[str] = []
        for _ in range(400):
            step = next_step(session)
            card_due = (step is not None and step.kind in ("deal", "board")
                        and not open_options(session, frozenset(controller.declined)))
            if open_rulings():  # a floor visit (not timed), as at a live table
                floor_confirms()
                continue
            if card_due:
                if not deck:
                    deck.extend(STANDARD_CARDS)
                    rng.shuffle(deck)
                seq[0] += 1
                event = CardRead("shoe-1", deck.pop(), time.monotonic(), seq[0])
                cards.append(timed(watch, lambda e=event: feeder.jobs.put(
                    (app.bridge.deliver, e)), True))
                handled(seq[0])
                continue
            buttons = [b for b in pad.buttons if b.isVisible()]
            if not buttons:
                raise SystemExit(f"nothing to tap and no card due at step {step}")
            words = {b.text().replace("\n", " "): b for b in buttons}  # a place's two lines
            label, kind = choose(list(words))
            recent[:] = [*recent[-5:], f"{step.text if step else None!r} -> {label!r}"]
            button = words[label]
            ending = step is not None and step.kind == "end"
            if step is not None and step.kind == "start":
                deck.clear()  # a fresh, shuffled deck for every hand
                kind = "start"
            taps.append((kind, *timed(watch, lambda b=button: QTest.mouseClick(
                b, Qt.MouseButton.LeftButton), False)))
            if ending:
                return
        raise SystemExit("a hand did not end within 400 inputs; the last taps: "
                         + " | ".join(recent))

    profiler = cProfile.Profile() if args.profile else None
    hands = args.hands
    sample(0)
    started = time.perf_counter()
    for n in range(1, hands + 1):
        if profiler is not None and n == hands - args.profile + 1:
            profiler.enable()
        top_up()
        play_hand()
        run_anchor(args.anchor_per_hand)
        if n % args.rss_every == 0 or n == hands:
            sample(n)
            curve[-1]["inputs"] = (len(taps), len(cards))
    if profiler is not None:
        profiler.disable()
    elapsed = time.perf_counter() - started
    result = {"hands": hands, "elapsed_s": elapsed, "taps": taps, "cards": cards,
              "anchor_tap": anchor_tap, "anchor_card": anchor_card, "curve": curve,
              "maxrss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
              "hand_number": session.table.hand_number, "events": controller.accepted,
              "qt": qt.platformName(), "profiler": profiler, "floor_visits": floor_visits}
    feeder.jobs.put(None)
    feeder.join(5)
    if cluster is not None:
        shipped = app.room.status() if app.room is not None else None
        result["room"] = None if shipped is None else shipped.text()
    app.close()
    anchor.close()
    if cluster is not None:
        cluster.stop()
        cluster.remove()
    return result


# ----------------------------------------------------------------------------- report

def report_profile(profiler: cProfile.Profile, hands: int) -> None:
    for key in ("tottime", "cumulative"):
        text = io.StringIO()
        pstats.Stats(profiler, stream=text).strip_dirs().sort_stats(key).print_stats(30)
        print(f"\n--- cProfile over {hands} hands, sorted by {key} ---")
        print(text.getvalue())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000,
                        help="complete hands played in one process (default 1000)")
    parser.add_argument("--runs", type=int, default=10,
                        help="cold starts per platform (default 10)")
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--rss-every", type=int, default=100, help="memory sample every N hands")
    parser.add_argument("--anchor-per-hand", type=int, default=4,
                        help="anchor taps and anchor signals after each hand (default 4)")
    parser.add_argument("--platform", default="offscreen",
                        help="Qt platform for the in-process part (default offscreen)")
    parser.add_argument("--no-xvfb", action="store_true", help="skip the cold starts on Xvfb")
    parser.add_argument("--room", action="store_true",
                        help="ship the log live to a throwaway PostgreSQL room while the hands "
                             "run (the shipper's cost on the tap and card figures)")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="in process only: profile the last N of --hands hands, print the "
                             "hot spots, and exit")
    args = parser.parse_args()

    if args.profile:
        result = in_process(args)
        report_profile(result["profiler"], args.profile)
        return 0

    wall = time.perf_counter()
    load_before = load_average()
    cold: dict[str, list[dict[str, Any]]] = {}
    compile_bytecode()
    cold["offscreen"], cold["offscreen anchor"] = cold_start(args.runs, "offscreen", args.seed)
    xvfb_note = "skipped (--no-xvfb)"
    if not args.no_xvfb:
        with Xvfb() as x:
            if x.display:
                cold["xcb"], cold["xcb anchor"] = cold_start(args.runs, "xcb", args.seed,
                                                             x.display)
                xvfb_note = f"Xvfb {x.display}"
            else:
                xvfb_note = "Xvfb not available"
    run = in_process(args)
    load_after = load_average()

    def cold_row(results: list[dict[str, Any]]) -> dict[str, float]:
        done = [r["marks"]["first_paint_done"] for r in results]
        return {"median": sorted(done)[len(done) // 2] if len(done) % 2 else
                sum(sorted(done)[len(done) // 2 - 1: len(done) // 2 + 1]) / 2,
                "min": min(done), "max": max(done)}

    def median_mark(results: list[dict[str, Any]], mark: str) -> float:
        values = sorted(r["marks"].get(mark, float("nan")) for r in results)
        mid = len(values) // 2
        return values[mid] if len(values) % 2 else (values[mid - 1] + values[mid]) / 2

    taps = [t[1] for t in run["taps"]]
    cards = [c[0] for c in run["cards"]]
    lost = sum(1 for v in taps + cards if v != v)
    taps = [v for v in taps if v == v]
    cards = [v for v in cards if v == v]
    card_first = [c[1] for c in run["cards"] if c[1] == c[1]]
    by_kind: dict[str, list[float]] = {}
    for kind, ms, _first in run["taps"]:
        if ms == ms:
            by_kind.setdefault(kind, []).append(ms)
    a_tap, a_card = summary(run["anchor_tap"]), summary(run["anchor_card"])
    s_tap, s_card = summary(taps), summary(cards)
    curve = run["curve"]
    rss_end = curve[-1]["rss_mb"]

    print(f"# benchmarks/gui.py  Python {platform.python_version()}, {os.cpu_count()} cores, "
          f"load average before {load_before}, after {load_after}")
    print(f"# hands: {run['hands']} ({run['hand_number']} started, {run['events']} events "
          f"logged) in {run['elapsed_s']:.1f} s, in-process platform {run['qt']}; floor visits "
          f"(hands) {run['floor_visits'] or 'none'}; "
          f"cold starts: {args.runs} per platform, {xvfb_note}")
    print("\n## Cold start: spawn -> end of the first repaint of the dealer screen (s)")
    print(f"{'platform':<16} {'min':>6} {'median':>7} {'max':>6}   median marks: python / "
          "QApplication / dealer screen built / shown / first paint event")
    print("(anchor: the same process start and measurement, one QLabel instead of the app)")
    for name, results in cold.items():
        row = cold_row(results)
        marks = " / ".join(f"{median_mark(results, m):.3f}" for m in (
            "python_main", "qapplication", "dealer_screen_built", "dealer_screen_shown",
            "first_paint_event"))
        print(f"{name:<16} {row['min']:>6.3f} {row['median']:>7.3f} {row['max']:>6.3f}   {marks}")
    print("\n## Input -> end of the repaint (ms)")
    print(f"{'input':<34} {'n':>6} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>8}")

    def line(name: str, s: dict[str, float]) -> None:
        if s.get("n"):
            print(f"{name:<34} {s['n']:>6} {s['p50']:>7.2f} {s['p95']:>7.2f} {s['p99']:>7.2f} "
                  f"{s['max']:>8.2f}")

    line("app: tap (all)", s_tap)
    for kind in sorted(by_kind):
        line(f"  tap: {kind}", summary(by_kind[kind]))
    line("app: card read (queued signal)", s_card)
    line("app: card -> first paint event", summary(card_first))
    line("anchor: tap -> QLabel repaint", a_tap)
    line("anchor: queued signal -> QLabel", a_card)
    print(f"ratios app/anchor: tap p50 {s_tap['p50'] / a_tap['p50']:.1f}x, "
          f"p99 {s_tap['p99'] / a_tap['p99']:.1f}x; card p50 {s_card['p50'] / a_card['p50']:.1f}x,"
          f" p99 {s_card['p99'] / a_card['p99']:.1f}x; inputs without a repaint: {lost}")
    print("\n## Memory (VmRSS of the in-process run) and latency over the hands since the last row")
    print(f"{'hands':>6} {'RSS MB':>8} {'widgets':>8} {'gc objects':>11} {'events':>7} "
          f"{'tap p50':>8} {'tap p99':>8} {'card p50':>9} {'card p99':>9}")
    window_tap_p99: list[float] = []
    window_card_p99: list[float] = []
    last = (0, 0)
    for point in curve:
        now = point.get("inputs", (0, 0))
        wt = [t[1] for t in run["taps"][last[0]:now[0]] if t[1] == t[1]]
        wc = [c[0] for c in run["cards"][last[1]:now[1]] if c[0] == c[0]]
        cols = (f"{pct(wt, 50):>8.2f} {pct(wt, 99):>8.2f} {pct(wc, 50):>9.2f} {pct(wc, 99):>9.2f}"
                if wt and wc else "")
        if wt and wc:
            window_tap_p99.append(round(pct(wt, 99), 1))
            window_card_p99.append(round(pct(wc, 99), 1))
        print(f"{point['hands']:>6} {point['rss_mb']:>8.1f} {point['widgets']:>8} "
              f"{point['gc_objects']:>11} {point['events']:>7} {cols}")
        last = now
    growth = ((curve[-1]["rss_mb"] - curve[1]["rss_mb"]) / (curve[-1]["hands"] - curve[1]["hands"])
              * 100 if len(curve) > 2 else float("nan"))
    off = cold_row(cold["offscreen"])
    app_cold = [cold_row(r) for name, r in cold.items() if "anchor" not in name]
    verdict = {
        "cold start": max(r["median"] for r in app_cold) < TARGET_COLD_S,
        "tap p99": s_tap["p99"] < TARGET_P99_MS,
        "card p99": s_card["p99"] < TARGET_P99_MS,
        "memory": rss_end < TARGET_RSS_MB,
    }
    print("\n## Targets: " + "; ".join(f"{k}: {'met' if v else 'MISSED'}"
                                       for k, v in verdict.items()))
    print(f"# total wall time {time.perf_counter() - wall:.0f} s")

    figures: dict[str, Any] = {
        "cold_start_s_median": round(off["median"], 3),
        "cold_start_s_max": round(off["max"], 3),
        "cold_start_s_min": round(off["min"], 3),
    }
    anchor_off = cold_row(cold["offscreen anchor"])
    figures |= {"cold_start_anchor_s_median": round(anchor_off["median"], 3),
                "cold_start_ratio": round(off["median"] / anchor_off["median"], 1)}
    if "xcb" in cold:
        x, xa = cold_row(cold["xcb"]), cold_row(cold["xcb anchor"])
        figures |= {"cold_start_xvfb_s_median": round(x["median"], 3),
                    "cold_start_xvfb_s_max": round(x["max"], 3),
                    "cold_start_xvfb_anchor_s_median": round(xa["median"], 3)}
    figures |= {
        "tap_to_paint_ms_p50": round(s_tap["p50"], 2),
        "tap_to_paint_ms_p95": round(s_tap["p95"], 2),
        "tap_to_paint_ms_p99": round(s_tap["p99"], 2),
        "tap_to_paint_ms_max": round(s_tap["max"], 2),
        "taps": s_tap["n"],
        "card_to_paint_ms_p50": round(s_card["p50"], 2),
        "card_to_paint_ms_p95": round(s_card["p95"], 2),
        "card_to_paint_ms_p99": round(s_card["p99"], 2),
        "card_to_paint_ms_max": round(s_card["max"], 2),
        "cards": s_card["n"],
        "inputs_without_repaint": lost,
        "floor_visits": len(run["floor_visits"]),
        "anchor_tap_ms_p50": round(a_tap["p50"], 3),
        "anchor_tap_ms_p99": round(a_tap["p99"], 3),
        "anchor_card_ms_p50": round(a_card["p50"], 3),
        "anchor_card_ms_p99": round(a_card["p99"], 3),
        "ratio_tap_p50": round(s_tap["p50"] / a_tap["p50"], 1),
        "ratio_tap_p99": round(s_tap["p99"] / a_tap["p99"], 1),
        "ratio_card_p50": round(s_card["p50"] / a_card["p50"], 1),
        "ratio_card_p99": round(s_card["p99"] / a_card["p99"], 1),
        "hands": run["hands"],
        f"rss_mb_after_{run['hands']}_hands": rss_end,
        "rss_mb_before_hands": curve[0]["rss_mb"],
        "rss_mb_growth_per_100_hands": round(growth, 2),
        "rss_curve_mb": [p["rss_mb"] for p in curve],
        "widgets_curve": [p["widgets"] for p in curve],
        "tap_p99_ms_per_100_hands": window_tap_p99,
        "card_p99_ms_per_100_hands": window_card_p99,
        "maxrss_mb": round(run["maxrss_mb"], 1),
        "targets_met": all(verdict.values()),
    }
    if args.room:
        figures["room_light_at_end"] = run.get("room")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
