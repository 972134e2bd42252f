"""Device latency: from the last byte of a frame arriving on a pseudo-terminal to the decoded event.

    .venv/bin/python benchmarks/devices.py [--frames N] [--bauds 115200,9600] [--seed S]

For each baud rate a simulated shoe (:class:`PtyLink`, termios speed set to that rate) and the
real reader thread (:class:`DeviceReader`: pyserial, ``framed-shoe`` codec) run in this process.
A pty does not pace bytes, so the UART is emulated: each 10-byte card frame is written in two
parts, all but the last byte, then a pause as long as those bytes take on the wire (the reader
sees the partial frame and waits, as it would on a real port), then the last byte. The clock
starts just before the last byte is written and stops when the reader hands the decoded
``CardRead`` to its callback, the point where the app's bridge emits its Qt signal.

The frame's own wire time (10 bits a byte at 8N1) is the floor any real port adds before the last
byte can arrive; the target is p99 of (wire time + measured latency) within 2 ms of the wire
time, that is a p99 latency under 2 ms. The last line printed is one JSON object with the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import threading
import time
from typing import Any

from dealer_assist.cards import deck
from dealer_assist.devices import CardRead, DeviceEvent, DeviceReader, DeviceSpec
from dealer_assist.devices.codecs import framed_shoe
from dealer_assist.devices.codecs.shoe_cards import payload_for
from dealer_assist.devices.sim import PtyLink

TARGET_MS = 2.0
GAP = 0.002  # idle time between frames: cards are dealt far apart, the reader is asleep


class Stopwatch:
    """The reader's callback: notes when each card arrives."""

    def __init__(self) -> None:
        self.arrived = threading.Event()
        self.at = 0.0
        self.connected = threading.Event()

    def __call__(self, event: DeviceEvent) -> None:
        if isinstance(event, CardRead):
            self.at = time.perf_counter()
            self.arrived.set()
        elif getattr(event, "status", "") == "connected":
            self.connected.set()


def measure(baud: int, frames: int, warmup: int, rng: random.Random) -> dict[str, Any]:
    link = PtyLink(name="bench-shoe")
    link.plug()
    link.set_baud(baud)
    spec = DeviceSpec("bench", str(link.path), "framed-shoe", baud, silence_after=None)
    watch = Stopwatch()
    reader = DeviceReader(spec, watch)
    reader.start()
    try:
        if not watch.connected.wait(5):
            raise SystemExit("the reader did not open the pseudo-terminal")
        cards = list(deck()) * (1 + (frames + warmup) // 52)
        rng.shuffle(cards)
        lat: list[float] = []
        for i, card in enumerate(cards[: frames + warmup]):
            frame = framed_shoe.encode("C", i, payload_for(card))
            link.write(frame[:-1])
            time.sleep(spec.wire_time(len(frame) - 1))
            watch.arrived.clear()
            start = time.perf_counter()
            link.write(frame[-1:])
            if not watch.arrived.wait(1.0):
                raise SystemExit(f"frame {i} was not decoded within 1 s")
            if i >= warmup:
                lat.append((watch.at - start) * 1000)
            time.sleep(GAP)
    finally:
        reader.stop()
        link.close()
    wire_ms = spec.wire_time(10) * 1000
    lat.sort()
    p50, p99 = statistics.median(lat), lat[int(0.99 * (len(lat) - 1))]
    return {"baud": baud, "frames": len(lat), "wire_ms": round(wire_ms, 3),
            "p50_ms": round(p50, 3), "p99_ms": round(p99, 3), "max_ms": round(lat[-1], 3),
            "p50_total_ms": round(wire_ms + p50, 3), "p99_total_ms": round(wire_ms + p99, 3),
            "target_met": p99 <= TARGET_MS}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1000, help="timed frames per baud rate")
    parser.add_argument("--warmup", type=int, default=50)
    parser.add_argument("--bauds", default="115200,9600")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    results = [measure(int(b), args.frames, args.warmup, rng) for b in args.bauds.split(",")]

    print(f"framed-shoe frames (10 bytes, 8N1) through a pty, {args.frames} per rate; "
          f"latency = last byte written -> CardRead delivered")
    print(f"{'baud':>7} {'wire ms':>8} {'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} "
          f"{'p99 wire+lat':>13}  target p99 <= {TARGET_MS} ms over wire")
    for r in results:
        print(f"{r['baud']:>7} {r['wire_ms']:>8.3f} {r['p50_ms']:>7.3f} {r['p99_ms']:>7.3f} "
              f"{r['max_ms']:>7.3f} {r['p99_total_ms']:>13.3f}  "
              f"{'met' if r['target_met'] else 'MISSED'}")
    print(json.dumps({"benchmark": "devices", "codec": "framed-shoe", "target_ms": TARGET_MS,
                      "python": platform.python_version(), "cpus": os.cpu_count(),
                      "loadavg": [round(x, 2) for x in os.getloadavg()], "results": results}))
    return 0 if all(r["target_met"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
