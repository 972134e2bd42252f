"""Language benchmark (issue 20): switching the dealer screen to another language, from the
switch to the end of the repainted window; and the cold start with a translated catalogue
loaded, each against an anchor measured in the same run.

    .venv/bin/python benchmarks/language.py [--switches 60] [--runs 5] [--station-runs 5]

1. Switch (in process, offscreen): the demo table (``build_demo``) at 1280x800, hand 1 started
   (blinds due: the procedure, pad and seats all show text). Each switch goes round es, zh_TW,
   vi, tl, zh_CN, en: ``i18n.switch`` (the catalogue installed, the static texts said again,
   LanguageChange delivered so the screen re-renders its step, pad and seats), then
   ``window.repaint()``, the whole window painted synchronously. Anchor, interleaved one per
   switch: the same window's procedure label given a new text and the window repainted (what a
   screen costs to paint when nothing is translated).
2. Cold start: ``benchmarks/gui_driver.py`` (the real ``dealer-assist demo`` to its first painted
   dealer screen, see benchmarks/gui.py) with ``--language es`` and ``--language zh_TW``,
   alternating with the English start, ``--runs`` each, after compiling the bytecode.
3. The floor station's cold start (``--station-runs``, 0 to skip): a throwaway PostgreSQL room
   (``room/cluster.py``, migrated, no tables), then ``gui_driver.py floor --room DSN --language
   X`` (the real ``dealer-assist floor`` to the station window's first paint: the sign-in screen,
   built in the PC's language) for en, es and zh_TW, alternating with the same ``--trivial``
   anchor.

The last line printed is one JSON object with the figures (milliseconds and seconds).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
CYCLE = ("es", "zh_TW", "vi", "tl", "zh_CN", "en")


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"median": round(statistics.median(ordered), 3),
            "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 3),
            "max": round(ordered[-1], 3), "n": len(ordered)}


def switches(count: int) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from dealer_assist.app import build_demo, qt_app
    from dealer_assist.ui import i18n

    qt_app()
    i18n.build_catalogues()
    app = build_demo(seed=11, simulated_shoe=False)
    window = app.window
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()
    step = app.controller.session.procedure().current
    assert step is not None
    app.controller.do_step(step)  # hand 1 started: blinds due
    QApplication.processEvents()
    label = window.dealer.procedure.now
    switch_ms: list[float] = []
    anchor_ms: list[float] = []
    for i in range(count):
        language = CYCLE[i % len(CYCLE)]
        started = time.perf_counter()
        assert i18n.switch(language)
        window.repaint()
        switch_ms.append((time.perf_counter() - started) * 1000)
        text = label.text()
        started = time.perf_counter()
        label.setText(text + " ")
        window.repaint()
        anchor_ms.append((time.perf_counter() - started) * 1000)
    i18n.switch("en")
    app.close()
    return {"switch_ms": summary(switch_ms), "anchor_repaint_ms": summary(anchor_ms)}


def cold_starts(runs: int, station: str = "") -> dict[str, Any]:
    """The demo's (or, with a room's ``station`` DSN, the floor station's) first paint in en, es
    and zh_TW, each round with the anchor."""
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(HERE.parent / "dealer_assist")],
                   check=True)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    found: dict[str, list[float]] = {"en": [], "es": [], "zh_TW": [], "anchor": []}
    for i in range(runs):
        for name in found:
            if name == "anchor":
                args = ["--trivial"]
            elif station:
                args = ["floor", "--room", station, "--language", name]
            else:
                args = ["--seed", str(11 + i), "--language", name]
            env["DA_BENCH_T0"] = repr(time.clock_gettime(time.CLOCK_MONOTONIC))
            proc = subprocess.run([sys.executable, str(HERE / "gui_driver.py"), *args], env=env,
                                  capture_output=True, text=True, timeout=120)
            lines = proc.stdout.strip().splitlines()
            result = json.loads(lines[-1]) if lines else {}
            if proc.returncode != 0 or "error" in result:
                raise SystemExit(f"cold start {name} failed: {proc.stdout[-400:]} "
                                 f"{proc.stderr[-1200:]}")
            found[name].append(float(result["marks"]["first_paint_done"]))
    prefix = "station_cold_start" if station else "cold_start"
    return {f"{prefix}_{k}_s": summary(v) for k, v in found.items()}


def station_cold_starts(runs: int) -> dict[str, Any]:
    """The floor station's cold start on a throwaway room (a migrated room with no tables)."""
    sys.path.insert(0, str(HERE.parent))
    from dealer_assist.room.cluster import Cluster
    from dealer_assist.room.schema import migrate

    with Cluster() as cluster:
        dsn = cluster.dsn()
        migrate(dsn)
        return cold_starts(runs, station=dsn)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--switches", type=int, default=60)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--station-runs", type=int, default=5)
    args = parser.parse_args()
    figures = switches(args.switches)
    print(f"switch + repaint: {figures['switch_ms']} ms; anchor repaint "
          f"{figures['anchor_repaint_ms']} ms", flush=True)
    if args.runs:
        figures |= cold_starts(args.runs)
    if args.station_runs:
        figures |= station_cold_starts(args.station_runs)
    for key, value in figures.items():
        if "cold" in key:
            print(f"{key}: {value}", flush=True)
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
