"""The room view's data (issue 17): each table's game, limit, players, hand, open rulings and
room link, folded from a real room's events as they arrive."""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable

import psycopg
from floor_rooms import (
    FLOOR_BADGE,
    FLOOR_NAME,
    finish_hand,
    floor_login,
    propose_ruling,
    step_to_betting,
    table_with_ruling,
)
from hypothesis import given
from hypothesis import strategies as st
from room_tables import Table

from dealer_assist.room import client
from dealer_assist.room.decisions import decide
from dealer_assist.room.floor_feed import RoomFeed, TableSummary
from dealer_assist.room.schema import ROOM_CHANNEL


def test_the_feed_shows_game_players_hand_and_the_open_ruling(
        enrolled: Callable[..., Table], room: str) -> None:
    _table, number = table_with_ruling(enrolled)
    enrolled("T2", hands=2).sync()
    with psycopg.connect(floor_login(room), autocommit=True) as conn:
        feed = RoomFeed(conn)
        feed.poll()
        t1, t2 = feed.tables()
        assert (t1.table, t1.game, t1.limit, len(t1.seated)) == ("T1", "holdem", "3-6", 6)
        assert t1.in_hand and list(t1.rulings) == [number]
        ruling = t1.rulings[number]
        assert ruling.irregularity == "new_deck_request" and "LC-21" in ruling.rule_ids
        assert ruling.reported_by == "dealer"
        assert ruling.hand == t1.hand
        assert (t2.hand, t2.in_hand, t2.rulings) == (2, False, {})
        decide(conn, "T1", number, "confirmed", FLOOR_BADGE, FLOOR_NAME)
        feed.poll()
        assert feed.tables()[0].rulings[number].station == "sent"


def test_lc8c_a_ruling_leaves_the_view_when_the_next_hand_begins(
        enrolled: Callable[..., Table], room: str) -> None:
    """LC-8c: once the room holds the next hand's start, the ruling is no longer offered."""
    table, _number = table_with_ruling(enrolled)
    with psycopg.connect(floor_login(room), autocommit=True) as conn:
        feed = RoomFeed(conn)
        feed.poll()
        assert feed.open_rulings()
        finish_hand(table)
        table.sync()
        feed.poll()
        assert feed.open_rulings() == []


def test_the_room_link_light(enrolled: Callable[..., Table], room: str) -> None:
    """Connected while the table has a session open; offline since its last contact; OFFLINE
    TOO LONG past the house's limit; N behind as the table last said."""
    table = enrolled("T1", hands=1)
    table.sync()
    with psycopg.connect(floor_login(room), autocommit=True) as conn:
        feed = RoomFeed(conn)
        with client.connect(room, table.login):
            feed.poll()
            assert feed.tables()[0].link(feed.now, 300) == ("ok", "connected")
        for _ in range(50):  # the closed session's server process leaves shortly after
            feed.poll()
            if not feed.tables()[0].online:
                break
            time.sleep(0.05)
        summary = feed.tables()[0]
        light, words = summary.link(feed.now, 300)
        assert light == "warn" and words.startswith("offline since ")
        later = feed.now + dt.timedelta(seconds=301)
        assert summary.link(later, 300)[1].startswith("OFFLINE TOO LONG")
    behind = TableSummary("T9", 9, behind=12, online=True)
    assert behind.link(feed.now, 300) == ("warn", "12 behind")
    assert TableSummary("T8", 8).link(feed.now, 300) == ("bad", "never connected")


def test_only_a_ruling_wakes_the_station(enrolled: Callable[..., Table], room: str) -> None:
    """Plain hands ship without a NOTIFY (it would serialise every table's commits); a batch
    holding a proposed ruling notifies the station's channel with the log's id."""
    table = enrolled("T1", hands=0)
    with psycopg.connect(floor_login(room), autocommit=True) as ear:
        ear.execute(f'LISTEN "{ROOM_CHANNEL}"')
        table.play(2)
        table.sync()
        assert list(ear.notifies(timeout=0.5, stop_after=1)) == []
        step_to_betting(table)
        propose_ruling(table)
        table.sync()
        heard = list(ear.notifies(timeout=5, stop_after=1))
        assert [n.payload for n in heard] == [str(table.login.log_id)]


@given(offline_s=st.integers(min_value=0, max_value=86_400),
       limit_s=st.integers(min_value=1, max_value=7_200),
       online=st.booleans(), behind=st.integers(min_value=-5, max_value=1000))
def test_the_link_light_is_red_exactly_when_offline_past_the_limit(
        offline_s: int, limit_s: int, online: bool, behind: int) -> None:
    """Issue 15's "the floor is told": red (OFFLINE TOO LONG) exactly when the table is out of
    reach longer than the house's limit; a table with a session open is never red."""
    now = dt.datetime(2026, 12, 1, 22, 0, tzinfo=dt.UTC)
    summary = TableSummary("T1", 1, behind=behind, online=online,
                           last_seen=now - dt.timedelta(seconds=offline_s))
    light, words = summary.link(now, limit_s)
    assert (light == "bad") == (not online and offline_s > limit_s)
    assert words.startswith("OFFLINE TOO LONG") == (light == "bad")
    if online:
        assert light == ("ok" if behind <= 0 else "warn")
