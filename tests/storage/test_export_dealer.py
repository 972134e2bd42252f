"""The CSV export's ``dealer`` column (issue 17): the table's latest ``dealer_signed_in``
before the hand started (the contract the room's supervisor reads), added at the end so the
other columns keep their places."""

from __future__ import annotations

import csv
from pathlib import Path

from hand_samples import TickingClock, holdem_hand, table_setup

from dealer_assist.engine.house_dealers import DealerSignedIn, DealerSignedOut
from dealer_assist.storage import EventStore
from dealer_assist.storage.export import export_log
from dealer_assist.storage.export_csv import COLUMNS


def test_export_dealer_column_is_last_and_names_the_dealer_of_each_hand(tmp_path: Path) -> None:
    path = tmp_path / "log.db"
    with EventStore.open(path, clock=TickingClock(step=60_000)) as log:
        log.append("T1", table_setup("T1"))
        log.append("T2", table_setup("T2"))
        log.append("T1", holdem_hand(1))  # nobody signed in yet
        log.append("T1", [DealerSignedIn("D7", "Rosa")])
        log.append("T2", [DealerSignedIn("D9", "Sam")])  # another table's dealer
        hand = holdem_hand(2)
        log.append("T1", hand[:5])
        log.append("T1", [DealerSignedIn("D8", "Lee")])  # a push during hand 2
        log.append("T1", hand[5:])
        log.append("T1", [DealerSignedOut("D8")])
        log.append("T1", holdem_hand(3))
        log.append("T2", holdem_hand(1))
    out = tmp_path / "hands.csv"
    export_log(path, "csv", out)
    assert COLUMNS[-1] == "dealer" and COLUMNS[:3] == ("table", "hand", "house")
    rows = [(r["table"], r["hand"], r["dealer"])
            for r in csv.DictReader(out.open(encoding="utf-8-sig"))]
    assert rows == [("T1", "1", ""), ("T1", "2", "Rosa (D7)"), ("T1", "3", "Lee (D8)"),
                    ("T2", "1", "Sam (D9)")]


def test_export_dealer_a_push_mid_hand_stays_with_the_set_up_for_recovery(
        tmp_path: Path) -> None:
    """A sign-in during a hand is the table's, not the hand's: recovery's set-up replay keeps
    it (the hand in progress resumes with its dealer known)."""
    path = tmp_path / "log.db"
    with EventStore.open(path, clock=TickingClock(step=60_000)) as log:
        log.append("T1", table_setup("T1"))
        log.append("T1", holdem_hand(1)[:5])
        log.append("T1", [DealerSignedIn("D8", "Lee")])
        open_hand = log.hand_in_progress("T1")
    assert open_hand is not None and open_hand.events[-1] == DealerSignedIn("D8", "Lee")


def test_export_dealer_the_floor_s_recall_names_the_dealer_of_each_hand(tmp_path: Path) -> None:
    """The Floor panel's last hands say who dealt each (the same contract as the CSV)."""
    path = tmp_path / "log.db"
    with EventStore.open(path, clock=TickingClock(step=60_000)) as log:
        log.append("T1", table_setup("T1"))
        log.append("T1", holdem_hand(1))
        log.append("T1", [DealerSignedIn("D7", "Rosa")])
        log.append("T1", holdem_hand(2))
        hands = log.last_hands("T1")
    assert [(h.hand, h.dealer) for h in hands] == [(2, "Rosa (D7)"), (1, "")]
