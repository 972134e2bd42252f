"""A table PC as a child process for the fault tests: plays hands into its enrolled log and ships
them live, until it is killed. ``python table_worker.py LOG DSN``."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "storage"))

from hand_samples import holdem_hand

from dealer_assist.room.keys import load_login, signer_for
from dealer_assist.room.shipper import Shipper
from dealer_assist.storage import EventStore


def main(log: Path, dsn: str) -> None:
    login = load_login(log)
    assert login is not None
    shipper = Shipper(log, dsn, login, batch=5, poll_s=0.001).start()
    with EventStore.open(log) as store:
        store.signer = signer_for(log)
        number = len(store.last_hands(login.table, 1_000_000)) + 1
        while True:
            events = holdem_hand(number)
            for i in range(0, len(events), 4):
                store.append(login.table, events[i:i + 4])
                shipper.wake()
            number += 1
            time.sleep(0.001)


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2])
