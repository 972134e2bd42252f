"""The house dealers' rotation (issue 17): who is on which table for how long, who is on
break, who goes where next, by the room's rotation period."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.refusal import MINUTE_MS
from dealer_assist.room_ops.rotation import OnBreak, Shift, rotation

M = MINUTE_MS


def _in(minute: int, table: str, badge: str, name: str = "") -> Shift:
    return Shift(minute * M, table, badge, name or badge.lower())


def _out(minute: int, table: str, badge: str) -> Shift:
    return Shift(minute * M, table, badge, signed_in=False)


def test_dealer_rotation_who_is_where_for_how_long() -> None:
    shifts = [_in(0, "T1", "A"), _in(5, "T2", "B"), _in(10, "T3", "C")]
    now = rotation(shifts, 30, 20 * M)
    assert [(t.table, t.name, t.dealt_minutes(20 * M)) for t in now.tables] == [
        ("T1", "a", 20), ("T2", "b", 15), ("T3", "c", 10)]
    assert [t.due_at_ms // M for t in now.tables] == [30, 35, 40]
    assert now.on_break == ()
    assert [p.dealer for p in now.pushes] == [None, None, None]  # nobody free to push


def test_dealer_rotation_a_push_sends_the_relieved_dealer_on_break() -> None:
    shifts = [_in(0, "T1", "A"), _in(5, "T2", "B"), _in(30, "T1", "D")]
    now = rotation(shifts, 30, 31 * M)
    assert [(t.table, t.badge) for t in now.tables] == [("T1", "D"), ("T2", "B")]
    assert now.on_break == (OnBreak("A", "a", 30 * M),)
    first = now.pushes[0]
    assert (first.table, first.at_ms // M, first.dealer, first.relieves) == (
        "T2", 35, OnBreak("A", "a", 30 * M), "b")  # T2 falls due next; A is free


def test_dealer_rotation_open_tables_first_then_by_due_time_longest_rested_first() -> None:
    shifts = [_in(0, "T1", "A"), _in(1, "T2", "B"), _in(2, "T3", "C"), _out(3, "T3", "C"),
              _in(4, "T4", "E"), _in(6, "T4", "F"), _out(7, "T1", "A")]
    now = rotation(shifts, 30, 10 * M, tables=("T1", "T2", "T3", "T4", "T5"))
    assert [b.badge for b in now.on_break] == ["C", "E", "A"]  # in the order they went
    assert [(p.table, p.dealer.badge if p.dealer else None) for p in now.pushes] == [
        ("T3", "C"), ("T1", "E"), ("T5", "A"), ("T2", None), ("T4", None)]  # open longest first
    assert now.pushes[0].at_ms == 10 * M  # an open table needs a dealer now


def test_dealer_rotation_moving_tables_and_stale_sign_outs() -> None:
    """A dealer who signs in at another table leaves the first (it opens); a sign-out of a
    dealer already relieved changes nothing; signing in again where he deals keeps his time."""
    shifts = [_in(0, "T1", "A"), _in(10, "T2", "A"), _in(12, "T2", "B"), _out(13, "T2", "A"),
              _in(15, "T2", "B")]
    now = rotation(shifts, 20, 16 * M)
    tables = {t.table: t for t in now.tables}
    assert tables["T1"].badge == "" and tables["T2"].badge == "B"
    assert tables["T2"].since_ms == 12 * M
    assert [b.badge for b in now.on_break] == ["A"]


def test_dealer_rotation_period_and_badges_are_checked() -> None:
    with pytest.raises(RoomRefusal, match="rotation period"):
        rotation([], 0, 0)
    with pytest.raises(RoomRefusal, match="names no badge"):
        rotation([Shift(0, "T1", " ", "x")], 30, 0)


@given(st.lists(st.tuples(st.integers(0, 300), st.sampled_from(["T1", "T2", "T3"]),
                          st.sampled_from(["A", "B", "C", "D"]), st.booleans()), max_size=30))
def test_dealer_rotation_a_dealer_is_in_one_place_at_a_time(raw: list) -> None:  # type: ignore[type-arg]
    """Whatever the order of sign-ins and outs: no dealer on two tables, or on a table and on
    break; every break dealer is pushed at most once."""
    shifts = [Shift(m * M, t, b, b.lower(), signed_in) for m, t, b, signed_in in raw]
    now = rotation(shifts, 30, 400 * M)
    dealing = [t.badge for t in now.tables if t.badge]
    assert len(dealing) == len(set(dealing))
    assert not set(dealing) & {b.badge for b in now.on_break}
    pushed = [p.dealer.badge for p in now.pushes if p.dealer]
    assert len(pushed) == len(set(pushed))
