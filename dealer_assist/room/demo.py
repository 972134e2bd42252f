"""`make room-demo`: a throwaway room with three tables that play on their own.

Starts a PostgreSQL cluster in a temporary folder (run as the ``postgres`` user when started as
root), creates the room, enrols three simulated tables (each its own hand log, key and login),
lets them play through the real engine while their shippers feed the room, and prints
``room status`` every few seconds. Ctrl-C (or ``--seconds``) stops the tables, the server, and
removes every file it made.

    python -m dealer_assist.room.demo [--seconds N] [--every S]
"""

from __future__ import annotations

import argparse
import shutil
import signal
import sys
import tempfile
import threading
import time
from pathlib import Path

from dealer_assist.room.cluster import Cluster
from dealer_assist.room.enrol import enrol
from dealer_assist.room.keys import signer_for
from dealer_assist.room.reader import room_status
from dealer_assist.room.schema import migrate
from dealer_assist.room.shipper import Shipper
from dealer_assist.room.simulate import SimulatedTable
from dealer_assist.storage import EventStore

TABLES = ("T1", "T2", "T3")


def play(log: Path, name: str, seed: int, stop: threading.Event, shipper: Shipper,
         pace_s: float) -> None:
    """One table dealing on its own: a command every ``pace_s`` seconds, shipped as it goes."""
    with EventStore.open(log) as store:
        store.signer = signer_for(log)
        table = SimulatedTable(name, store, seed=seed)
        while not stop.wait(pace_s):
            table.step()
            shipper.wake()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="a throwaway room with three playing tables")
    parser.add_argument("--seconds", type=float, help="stop after this long (default: Ctrl-C)")
    parser.add_argument("--every", type=float, default=5.0, help="seconds between status prints")
    parser.add_argument("--pace", type=float, default=0.3, help="seconds between commands")
    args = parser.parse_args(argv)
    # Ctrl-C and a plain `kill` both stop the demo cleanly (even when started in the background)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    folder = Path(tempfile.mkdtemp(prefix="dealer-assist-room-demo-"))
    stop = threading.Event()
    threads: list[threading.Thread] = []
    shippers: list[Shipper] = []
    print("starting a throwaway PostgreSQL ...", flush=True)
    cluster = Cluster().start()
    try:
        dsn = cluster.dsn()
        migrate(dsn)
        print(f"room ready: psql \"{dsn}\"  (Ctrl-C stops and cleans up)", flush=True)
        for seed, name in enumerate(TABLES):
            log = folder / f"{name}.db"
            EventStore.open(log).close()
            shipper = Shipper(log, dsn, enrol(dsn, name, log)).start()
            shippers.append(shipper)
            thread = threading.Thread(target=play, args=(log, name, seed, stop, shipper,
                                                         args.pace), daemon=True)
            thread.start()
            threads.append(thread)
        started = time.monotonic()
        while args.seconds is None or time.monotonic() - started < args.seconds:
            time.sleep(min(args.every, max(0.1, (args.seconds or 1e9) - (time.monotonic()
                                                                             - started))))
            tables, alarms = room_status(dsn)
            print(time.strftime("%H:%M:%S"), "room status:", flush=True)
            for table, shipper in zip(tables, shippers, strict=False):
                print(f"  {table.line()}   [{shipper.status().text()}]", flush=True)
            print(f"  {len(alarms)} alarm(s)", flush=True)
    except KeyboardInterrupt:
        print("\nstopping ...", flush=True)
    finally:
        stop.set()
        for thread in threads:
            thread.join(5)
        for shipper in shippers:
            shipper.stop()
        cluster.remove()
        shutil.rmtree(folder, ignore_errors=True)
        print("room demo stopped; its server and files are gone", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
