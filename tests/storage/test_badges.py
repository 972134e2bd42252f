"""Replacing a lost or broken badge: the person keeps one staff row, the old badge stops at once
and is never given out again, and everything signed with it (audit notes, rulings decided, the
hash-chained events) stays as written and still reads as that person's."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hand_samples import TickingClock, legacy_log, table_setup, verify_chain

from dealer_assist.engine.events import RulingDecided, RulingProposed
from dealer_assist.storage import BadgeUnavailable, EventStore
from dealer_assist.storage.schema import MIGRATIONS


def rosa_with_a_past(store: EventStore) -> int:
    """Rosa (badge B-17) signs in and decides a ruling at T1; Fay holds F-1."""
    rosa = store.add_staff("B-17", "Rosa", "floor", pin_hash="scrypt$rosa")
    store.add_staff("F-1", "Fay", "floor", pin_hash="scrypt$fay")
    store.append("T1", table_setup("T1"))
    store.append("T1", [RulingProposed(1, "exposed_card", ("LC-71",), "card flashed"),
                        RulingDecided(1, "confirmed", "Rosa (B-17)")])
    store.audit("login", "Rosa (floor) to decide rulings", table="T1", staff="B-17")
    store.audit("ruling_decided", "ruling 1 confirmed", table="T1", staff="B-17")
    return rosa


def test_replaced_badge_stops_and_the_person_keeps_row_pin_and_history(
        tmp_path: Path, clock: TickingClock) -> None:
    path = tmp_path / "log.db"
    with EventStore.open(path, clock=clock) as store:
        rosa = rosa_with_a_past(store)
        table_events = list(store.table_events("T1"))
        row = store.replace_badge("B-17", "B-18", action="staff_badge_replaced",
                                  detail="Rosa: badge B-17 replaced by B-18 (by Ada)",
                                  by="A-1", table="T1")
        assert row == rosa
        assert store.staff("B-17") is None  # the old badge is nobody's from now on
        member = store.staff("B-18")
        assert member is not None
        assert (member.id, member.name, member.role, member.pin_hash) == (
            rosa, "Rosa", "floor", "scrypt$rosa")
        old = store.retired_badge("B-17")
        assert old is not None and (old.staff_id, old.name, old.replaced_by) == (
            rosa, "Rosa", "B-18")
        # the note is written with the change, naming the admin
        [note] = store.audit_entries(action="staff_badge_replaced")
        assert (note.staff, note.table, note.detail) == (
            "A-1", "T1", "Rosa: badge B-17 replaced by B-18 (by Ada)")
        # her past, signed with B-17, is still hers, found from either badge
        for badge in ("B-18", "B-17"):
            history = store.staff_history(badge)
            assert history is not None and history.member.id == rosa
            assert history.badges == ("B-17", "B-18")
            assert [(a.action, a.staff) for a in history.audit] == [
                ("login", "B-17"), ("ruling_decided", "B-17")]
            assert [(r.ruling, r.decided_by) for r in history.rulings] == [(1, "Rosa (B-17)")]
        fay = store.staff_history("F-1")
        assert fay is not None and fay.audit == () and fay.rulings == ()
        assert store.staff_history("nobody") is None
        # no event of the table was written or rewritten; the replacement is a chained record
        assert list(store.table_events("T1")) == table_events
    report = verify_chain(path)
    assert report.ok, report.message()


def test_a_badge_in_use_or_replaced_is_refused_and_nothing_changes(
        store: EventStore) -> None:
    rosa_with_a_past(store)
    with pytest.raises(BadgeUnavailable, match="badge F-1 already belongs to Fay"):
        store.replace_badge("B-17", "F-1", action="staff_badge_replaced", detail="", by="A-1")
    with pytest.raises(BadgeUnavailable, match="no staff member has badge Z-9"):
        store.replace_badge("Z-9", "B-30", action="staff_badge_replaced", detail="", by="A-1")
    assert store.audit_entries(action="staff_badge_replaced") == []
    member = store.staff("B-17")
    assert member is not None and member.name == "Rosa"
    store.replace_badge("B-17", "B-18", action="staff_badge_replaced", detail="", by="A-1")
    # a replaced badge goes to nobody again: not back to a member, not to a newcomer
    with pytest.raises(BadgeUnavailable, match="B-17 was Rosa's and was replaced"):
        store.replace_badge("F-1", "B-17", action="staff_badge_replaced", detail="", by="A-1")
    with pytest.raises(BadgeUnavailable, match="B-17 was Rosa's"):
        store.add_staff("B-17", "Finder", "dealer")
    with pytest.raises(BadgeUnavailable, match="B-17 was Rosa's"):
        store.change_staff("B-17", "Finder", "dealer", pin_hash=None, active=True,
                           action="staff_added", detail="", by="A-1")
    assert store.staff("B-17") is None and len(store.all_staff()) == 2
    assert len(store.audit_entries(action="staff_badge_replaced")) == 1


def test_a_version_1_log_is_upgraded_with_its_staff_kept(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    conn = legacy_log(path, 1)  # the file a version-1 program left behind
    conn.execute("INSERT INTO staff (badge, name, role, added_at) VALUES ('B-17', 'Rosa',"
                 " 'floor', 1)")
    conn.close()
    with EventStore.open(path) as store:
        store.replace_badge("B-17", "B-18", action="staff_badge_replaced", detail="", by="A-1")
        assert store.staff("B-18") is not None and store.retired_badge("B-17") is not None
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    conn.close()
    assert verify_chain(path).ok  # the staff row it had is chained from the upgrade on
