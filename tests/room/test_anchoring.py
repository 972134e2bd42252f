"""Anchoring (issue 15): each hand's end signed with the table's key, checked by `verify` alone,
and `verify --room` naming the first event where the log and the room's copy part. The two
attacks of the issue: a pot moved to another seat with the chain recomputed, and the whole last
hand deleted; `verify` said OK to both before."""

from __future__ import annotations

import sqlite3
import stat
from collections.abc import Callable

import pytest
from room_tables import Table, delete_last_hand, move_pot

from dealer_assist.cli import main
from dealer_assist.room import files
from dealer_assist.room.reader import room_status
from dealer_assist.storage import EventStore
from dealer_assist.storage.verify import verify

Enrolled = Callable[..., Table]


def _verify(table: Table, capsys: pytest.CaptureFixture[str], room: bool = False) -> tuple[
        int, str]:
    code = main(["verify", str(table.log), *(["--room", table.dsn] if room else [])])
    return code, capsys.readouterr().out


def test_an_untouched_enrolled_log_verifies_with_its_signed_heads(
        enrolled: Enrolled, capsys: pytest.CaptureFixture[str]) -> None:
    table = enrolled("T1", hands=3)
    table.sync()
    code, out = _verify(table, capsys, room=True)
    assert code == 0, out
    assert "3 signed heads OK" in out and "agrees" in out


def test_key_files_are_private(enrolled: Enrolled) -> None:
    table = enrolled("T1")
    for path in (files.key_path(table.log), files.login_path(table.log)):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    table.play(1)
    assert stat.S_IMODE(files.anchor_path(table.log).stat().st_mode) == 0o600


def test_signed_heads_sit_right_after_each_hand_end_and_are_not_table_play(
        enrolled: Enrolled) -> None:
    table = enrolled("T1", hands=2)
    conn = sqlite3.connect(table.log)
    types = [t for (t,) in conn.execute(  # the table's rows (not the log's own records)
        "SELECT k.type FROM events e JOIN event_kinds k ON k.id = e.kind"
        " JOIN tables t ON t.id = e.table_id WHERE t.name = 'T1' ORDER BY e.seq")]
    conn.close()
    ends = [i for i, t in enumerate(types) if t == "hand_ended"]
    assert len(ends) == 2 and all(types[i + 1] == "chain_head_signed" for i in ends)
    with EventStore.open(table.log) as store:
        replayed = [e.type for e in store.table_events("T1")]
        assert "chain_head_signed" not in replayed
        assert len(replayed) == len(types) - 2


def test_attack_pot_moved_and_chain_recomputed_is_reported(
        enrolled: Enrolled, capsys: pytest.CaptureFixture[str]) -> None:
    table = enrolled("T1", hands=3)
    table.sync()
    seq = move_pot(table.log, hand=2, to_seat=1)
    assert verify(table.log, engine=False).ok  # the chain alone is fooled: it was recomputed
    code, out = _verify(table, capsys)
    assert code == 1
    assert "edited and its chain recomputed" in out  # the signed heads, without the key
    assert "the engine refuses this pot_awarded" in out  # and the replay (issue 16)
    code, out = _verify(table, capsys, room=True)
    assert code == 1
    assert f"event {seq} (pot_awarded) was edited" in out


def test_attack_last_hand_deleted_is_reported(
        enrolled: Enrolled, capsys: pytest.CaptureFixture[str]) -> None:
    table = enrolled("T1", hands=3)
    table.sync()
    first = delete_last_hand(table.log)
    # the chain alone is fooled (nothing after the cut to disagree with it); the signed heads
    # are not (and the session records rebuilt from the chain no longer fit either, issue 16)
    assert verify(table.log, engine=False).first_bad is None
    code, out = _verify(table, capsys)
    assert code == 1 and "cut short" in out
    code, out = _verify(table, capsys, room=True)
    assert code == 1
    assert f"it ends at row {first - 1}" in out
    assert main(["room", "sync", "--db", str(table.log), "--dsn", table.dsn]) == 1
    assert "cut short or replaced" in capsys.readouterr().err
    _, alarms = room_status(table.dsn)  # the room saw it too: the floor reads it in room status
    assert [a.seq for a in alarms] == [first] and "cut short" in alarms[0].why


def test_signed_heads_stripped_are_reported(
        enrolled: Enrolled, capsys: pytest.CaptureFixture[str]) -> None:
    from room_tables import rehash_from

    table = enrolled("T1", hands=2)
    conn = sqlite3.connect(table.log)
    with conn:  # drop the first hand's signed head, renumber, redo the hashes: a clean chain
        seq = conn.execute("SELECT min(e.seq) FROM events e JOIN event_kinds k ON k.id = e.kind"
                           " WHERE k.type = 'chain_head_signed'").fetchone()[0]
        conn.execute("DELETE FROM events WHERE seq = ?", (seq,))
        conn.execute("UPDATE events SET seq = seq - 1 WHERE seq > ?", (seq,))
        conn.execute("UPDATE hands SET first_seq = first_seq - 1, last_seq = last_seq - 1"
                     " WHERE first_seq > ?", (seq,))
        conn.execute("UPDATE table_sessions SET last_seq = last_seq - 1")
        rehash_from(conn, seq)
    conn.close()
    assert verify(table.log, engine=False).first_bad is None  # a clean chain
    code, out = _verify(table, capsys)
    assert code == 1 and f"row {seq - 1}: a hand ended without its signed head" in out


def test_a_dropped_event_with_the_chain_redone_is_named_against_the_room(
        enrolled: Enrolled, capsys: pytest.CaptureFixture[str]) -> None:
    from room_tables import rehash_from

    table = enrolled("T1", hands=2)
    table.sync()
    conn = sqlite3.connect(table.log)
    with conn:  # remove row 20 and renumber the rest down: a clean-looking chain
        conn.execute("DELETE FROM events WHERE seq = 20")
        conn.execute("UPDATE events SET seq = seq - 1 WHERE seq > 20")
        rehash_from(conn, 20)
    conn.close()
    code, out = _verify(table, capsys, room=True)
    assert code == 1 and "event 20" in out and "dropped" in out


def test_an_inserted_event_is_named_against_the_room(
        enrolled: Enrolled, capsys: pytest.CaptureFixture[str]) -> None:
    from room_tables import rehash_from

    table = enrolled("T1", hands=2)
    table.sync()
    conn = sqlite3.connect(table.log)
    with conn:
        conn.execute("UPDATE events SET seq = -seq WHERE seq >= 20")
        conn.execute("UPDATE events SET seq = -seq + 1 WHERE seq < 0")
        conn.execute("INSERT INTO events (seq, table_id, hand_id, at, kind, body, hash)"
                     " SELECT 20, table_id, hand_id, at, kind, body, hash FROM events"
                     " WHERE seq = 19")
        rehash_from(conn, 20)
    conn.close()
    code, out = _verify(table, capsys, room=True)
    assert code == 1 and "inserted" in out and "row 20" in out


def test_verify_room_on_a_log_not_enrolled_exits_2(
        room: str, tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    log = Path(str(tmp_path)) / "plain.db"
    EventStore.open(log).close()
    assert main(["verify", str(log), "--room", room]) == 2
    assert "not enrolled" in capsys.readouterr().err
