"""One chain for everything that matters (issue 16): staff, badges, PIN hashes, rulings, hand
summaries, tables, table sessions and audit notes. Each attack below edits one of those tables
in a copy of the log with plain SQL, as someone holding the file would; ``verify`` names the
table and the row."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from hand_samples import TickingClock, holdem_hand, legacy_log, table_setup, verify_chain

from dealer_assist.storage import EventStore


@pytest.fixture
def staffed_log(small_log: Path, clock: TickingClock) -> Path:
    """The small log (a ruling at hand 2) with a dealer, an admin and a few audit notes."""
    with EventStore.open(small_log, clock=clock) as store:
        store.add_staff("D-4", "Dan", "dealer", pin_hash="scrypt$16384$8$1$salt$dan")
        store.add_staff("A-1", "Ada", "admin", pin_hash="scrypt$16384$8$1$salt$ada")
        store.audit("login", "Ada (admin) to change staff", table="T1", staff="A-1")
        store.audit("hole_cards_shown", "hand 2", table="T1", staff="A-1")
        store.replace_badge("D-4", "D-5", action="staff_badge_replaced", detail="lost", by="A-1")
    assert verify_chain(small_log).ok
    return small_log


def _edited(log: Path, tmp_path: Path, sql: str) -> str:
    copy = tmp_path / "edited.db"
    shutil.copy(log, copy)
    conn = sqlite3.connect(copy)
    conn.execute(sql)
    conn.commit()
    conn.close()
    report = verify_chain(copy)
    assert not report.ok, sql
    return report.problem


def test_a_dealer_made_admin_with_a_new_pin_hash_is_reported(staffed_log: Path,
                                                             tmp_path: Path) -> None:
    problem = _edited(staffed_log, tmp_path, "UPDATE staff SET role = 'admin',"
                      " pin_hash = 'scrypt$2$1$1$x$y' WHERE badge = 'D-5'")
    assert problem.startswith("table staff, row id 1 (badge 'D-5')"), problem
    assert "role is 'admin' in the file but 'dealer' in the chain" in problem
    assert "pin_hash is 'scrypt$2$1$1$x$y'" in problem


@pytest.mark.parametrize(("sql", "expected"), [
    ("UPDATE rulings SET status = 'overridden'", "table rulings, row id 1"),
    ("UPDATE rulings SET decided_by = 'Ada (A-1)'", "decided_by is 'Ada (A-1)' in the file"),
    ("UPDATE hands SET voided = 1 WHERE number = 2", "table hands, row id 2"),
    ("UPDATE hands SET button = 9 WHERE number = 1", "button is 9 in the file but"),
    ("UPDATE hands SET status = 'interrupted' WHERE number = 3", "status is 'interrupted'"),
    ("UPDATE tables SET seats = 10 WHERE name = 'T1'", "table tables, row id 2 (name 'T1')"),
    ("UPDATE table_sessions SET end_reason = 'interrupted' WHERE id = 1",
     "table table_sessions, row id 1: end_reason is 'interrupted' in the file but 'closed'"),
    ("DELETE FROM table_sessions WHERE id = 1", "table table_sessions, row id 1"),
    ("DELETE FROM audit WHERE action = 'hole_cards_shown'", "table audit, row id 2"),
    ("INSERT INTO audit (at, action, detail) VALUES (1, 'login', 'forged')",
     "not in the chain (added outside the program)"),
    ("DELETE FROM retired_badges", "table retired_badges"),
    ("UPDATE staff SET active = 0 WHERE badge = 'A-1'", "active is 0 in the file but 1"),
])
def test_each_edit_of_a_derived_table_is_reported_by_table_and_row(
        staffed_log: Path, tmp_path: Path, sql: str, expected: str) -> None:
    problem = _edited(staffed_log, tmp_path, sql)
    assert expected in problem, problem


def test_a_log_from_before_the_chain_covered_staff_is_upgraded_and_then_protected(
        tmp_path: Path, clock: TickingClock) -> None:
    """Schema migration 3: the rows an old log holds are chained as found (row_adopted), so
    every edit from the upgrade on shows; the old rows and ids stay as they were."""
    path = tmp_path / "v2.db"
    conn = legacy_log(path, 2)
    conn.execute("INSERT INTO staff (badge, name, role, pin_hash, added_at) VALUES"
                 " ('F-1', 'Fay', 'floor', 'scrypt$old', 5)")
    conn.execute("INSERT INTO audit (at, action, detail, staff) VALUES (6, 'login', 'Fay', 'F-1')")
    conn.close()
    with EventStore.open(path, clock=clock) as store:  # upgrades, then writes as usual
        store.append("T1", table_setup("T1") + holdem_hand(1))
        store.audit("login", "Fay again", staff="F-1")
        member = store.staff("F-1")
        assert member is not None and (member.id, member.pin_hash) == (1, "scrypt$old")
        assert [(a.id, a.detail) for a in store.audit_entries()] == [(1, "Fay"), (2, "Fay again")]
    assert verify_chain(path).ok
    problem = _edited(path, tmp_path, "UPDATE staff SET role = 'admin' WHERE badge = 'F-1'")
    assert problem.startswith("table staff, row id 1 (badge 'F-1')"), problem
    problem = _edited(path, tmp_path, "DELETE FROM audit WHERE id = 1")
    assert "table audit, row id 1" in problem, problem


def test_the_log_refuses_a_table_named_as_its_own_records(store: EventStore) -> None:
    from dealer_assist.storage import StorageError

    with pytest.raises(StorageError, match="the log's own name for its records"):
        store.append("(log)", table_setup("(log)"))




def test_verify_reads_one_snapshot_while_the_table_keeps_writing(
        tmp_path: Path, clock: TickingClock) -> None:
    """The floor may verify a live log: rows appended during the check are not half-seen (the
    chain read before them and the tables compared after them would disagree)."""
    path = tmp_path / "live.db"
    with EventStore.open(path, clock=clock) as store:
        store.append("T1", table_setup("T1"))
        for number in range(1, 401):  # over 10,000 rows: the check calls back while it runs
            store.append("T1", holdem_hand(number))
        more = iter(range(401, 500))

        def meanwhile() -> bool:
            store.append("T1", holdem_hand(next(more)))
            store.audit("login", "during the check", staff="A-1")
            return False

        report = verify_chain(path, cancel=meanwhile)
        assert report.ok, report.message()
        assert report.checked < store.head()[0]  # later rows were left for the next check
    assert verify_chain(path).ok
