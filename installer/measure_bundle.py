"""Measure the built bundle for docs/performance.md ("Installer bundle"): size, start times.

    .venv/bin/python installer/measure_bundle.py [--runs N] [--paint] [--compare-venv]

Start time is wall time from exec to exit for ``--version``, ``--self-test`` and
``demo --quit-after 0/1`` (offscreen). ``--paint`` also times the first painted window on a
real X server (Xvfb, needs the xvfb and x11-utils packages): exec until the "Dealer Assist" window
is mapped, and until a grab of it (xwd) is no longer one flat colour. Polling costs about 10 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BUNDLE = REPO / "dist" / "dealer-assist"
EXE = BUNDLE / "dealer-assist"
VENV_EXE = REPO / ".venv" / "bin" / "dealer-assist"
TITLE = "Dealer Assist"


def summary(name: str, times: Sequence[float]) -> str:
    return (f"{name:34s} min {min(times):.2f}  median {statistics.median(times):.2f}  "
            f"max {max(times):.2f} s  (n={len(times)})")


def wall(cmd: list[str], runs: int) -> list[float]:
    """Exec-to-exit times of ``cmd``, offscreen; a failing run stops the measurement."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run(cmd, env=env, capture_output=True, check=False)
        times.append(time.perf_counter() - started)
        if done.returncode != 0:
            sys.exit(f"{' '.join(cmd)} failed:\n{done.stdout.decode()}{done.stderr.decode()}")
    return times


def size() -> None:
    files = [p for p in BUNDLE.rglob("*") if p.is_file() and not p.is_symlink()]
    total = sum(p.stat().st_size for p in files)
    du = subprocess.run(["du", "-sh", str(BUNDLE)], capture_output=True, text=True, check=True)
    with tempfile.TemporaryDirectory() as folder:
        archive = Path(folder) / "dealer-assist.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(BUNDLE, arcname="dealer-assist")
        packed = archive.stat().st_size
    print(f"du -sh: {du.stdout.split()[0]}; {len(files)} files, {total / 1e6:.1f} MB; "
          f"tar.gz {packed / 1e6:.1f} MB")


def first_paint(cmd: list[str], runs: int, display: str) -> tuple[list[float], list[float]]:
    """Exec to window mapped, and to window painted, on a fresh Xvfb (-noreset: an X server
    that resets when its last client leaves refuses the next run's connection)."""
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp",
                             "-noreset"], stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while subprocess.run(["xdpyinfo", "-display", display], capture_output=True,
                         check=False).returncode:
        if time.monotonic() > deadline:
            sys.exit("Xvfb did not start")
        time.sleep(0.1)
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
    mapped_times, painted_times = [], []
    try:
        for _ in range(runs):
            started = time.perf_counter()
            app = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE)
            mapped = painted = None
            window = None
            while time.perf_counter() - started < 15 and app.poll() is None:
                if window is None:
                    info = subprocess.run(["xwininfo", "-display", display, "-name", TITLE],
                                          capture_output=True, text=True, check=False)
                    if info.returncode == 0 and "IsViewable" in info.stdout:
                        mapped = time.perf_counter() - started
                        window = info.stdout.split("Window id: ")[1].split()[0]
                else:
                    grab = subprocess.run(["xwd", "-display", display, "-id", window, "-silent"],
                                          capture_output=True, check=False)
                    if grab.returncode == 0 and len(set(grab.stdout[-2_000_000::4097])) > 3:
                        painted = time.perf_counter() - started
                        break
                time.sleep(0.01)
            app.wait(30)
            if mapped is None or painted is None:
                error = app.stderr.read().decode()[-500:] if app.stderr else ""
                sys.exit(f"no window painted: {error}")
            mapped_times.append(mapped)
            painted_times.append(painted)
    finally:
        xvfb.terminate()
        xvfb.wait()
    return mapped_times, painted_times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--paint", action="store_true", help="time the first painted window")
    parser.add_argument("--compare-venv", action="store_true", help="also time the venv install")
    parser.add_argument("--display", default=":91", help="X display for Xvfb (default :91)")
    args = parser.parse_args()
    if not EXE.exists():
        sys.exit(f"no bundle at {EXE}: run make bundle")
    size()
    exes = [("bundle", str(EXE))] + ([("venv", str(VENV_EXE))] if args.compare_venv else [])
    for label, exe in exes:
        self_test = [exe, "--self-test"] if label == "bundle" else [exe, "selftest"]
        for name, cmd in (("--version", [exe, "--version"]),
                          ("self-test --no-ui", [*self_test, "--no-ui"]),
                          ("self-test", self_test),
                          ("demo --quit-after 0", [exe, "demo", "--quit-after", "0"]),
                          ("demo --quit-after 1", [exe, "demo", "--quit-after", "1"])):
            print(summary(f"{label} {name}", wall(cmd, args.runs)), flush=True)
        if args.paint:
            mapped, painted = first_paint([exe, "demo", "--quit-after", "4"], args.runs,
                                          args.display)
            print(summary(f"{label} demo: window mapped (Xvfb)", mapped), flush=True)
            print(summary(f"{label} demo: window painted (Xvfb)", painted), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
