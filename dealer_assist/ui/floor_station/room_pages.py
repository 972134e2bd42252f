"""The Room and Rulings pages over one feed of the room: a listener thread raises a flag when
the room hears of a ruling or a table's answer, the screen polls the flag every 50 ms and the room
itself every 2 s (hands, players and links change without waking it).

A ruling that reaches the room is read and folded at once in the background (one at a time),
before anyone touches it, so it usually opens with its replay already there; each table's log is
kept as read (room/table_history.py), so the next ruling there costs only what is new."""

from __future__ import annotations

import contextlib
import threading
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor

import psycopg
from PySide6.QtCore import QT_TR_NOOP, QTimer

from dealer_assist.room.floor_feed import OpenRuling, RoomFeed
from dealer_assist.room.table_history import TableHistory
from dealer_assist.room.watch import RoomWatch
from dealer_assist.ui.catalogued import catalogued
from dealer_assist.ui.floor_station.room_page import RoomPage
from dealer_assist.ui.floor_station.ruling_page import RulingPage
from dealer_assist.ui.floor_station.ruling_review import review_kept
from dealer_assist.ui.floor_station.station import StationParts
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.room_reach import ROOM_UNREADABLE, detail_of
from dealer_assist.ui.ruling_context import RulingContext

WAKE_MS = 50
KEPT_LOGS = 16  # tables whose logs the station keeps as read (the rest are read again)
POLL_MS = 2000


class RoomPages:
    """Keeps the feed, the watch and the two pages together."""

    def __init__(self, parts: StationParts) -> None:
        self.dsn = parts.dsn
        self.conn = psycopg.connect(parts.dsn, autocommit=True, connect_timeout=5)
        self.reviewed: dict[tuple[str, int, int], RulingContext] = {}
        self.histories: OrderedDict[int, TableHistory] = OrderedDict()  # by log, newest last
        self.history_lock = threading.Lock()  # the screen and the read-ahead both ask
        # i18n: a thread's name, never on a screen
        self.warming = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ruling warm-up")
        self.warmed: set[tuple[str, int, int]] = set()  # rulings sent to be read ahead
        self.log_ids: dict[str, int] = {}  # by table, as of the last refresh
        self.feed = RoomFeed(self.conn, catalogued)  # a table's reason said in our words
        self.watch = RoomWatch(parts.dsn).start()
        window = self.window = parts.window
        self.room = RoomPage(parts.offline_limit_s)
        self.rulings = RulingPage(self.feed, self.conn, window.sign_in_view.sign_in,
                                  self.review)
        self.room.grid.ruling_chosen.connect(self.open_ruling)
        window.add_page(QT_TR_NOOP("Room"), self.room)
        window.add_page(QT_TR_NOOP("Rulings"), self.rulings)
        self.wake = QTimer(window, interval=WAKE_MS)
        self.wake.timeout.connect(self.woken)
        self.slow = QTimer(window, interval=POLL_MS)
        self.slow.timeout.connect(self.refresh)
        self.refresh()
        self.wake.start()
        self.slow.start()
        parts.on_close(self.close)

    def review(self, ruling: OpenRuling) -> RulingContext:
        """The ruling's context (called off the screen's thread: its own connection); kept
        once made, so opening it again is at once."""
        key = (ruling.table, ruling.number, ruling.hand)
        found = self.reviewed.get(key)
        if found is not None:
            return found
        log_id = self.log_ids.get(ruling.table)  # never the feed itself: the screen changes it
        if log_id is None:
            raise LookupError(tr("table {table} is no longer enrolled in the room").format(
                table=ruling.table))
        history = self.history_of(log_id)
        try:
            with psycopg.connect(self.dsn, autocommit=True, connect_timeout=5) as conn:
                made = self.reviewed[key] = review_kept(conn, history, ruling)
        except psycopg.Error as exc:
            detail_of(exc)  # the technician's log; the page says what to do
            raise LookupError(ROOM_UNREADABLE) from None
        return made

    def history_of(self, log_id: int) -> TableHistory:
        """The log as read so far; the :data:`KEPT_LOGS` most recently used are kept (about
        10 MB each for a 500-hand shift), an older one is read again if a ruling needs it."""
        with self.history_lock:
            history = self.histories.pop(log_id, None) or TableHistory(log_id)
            self.histories[log_id] = history
            while len(self.histories) > KEPT_LOGS:
                self.histories.popitem(last=False)
            return history

    def woken(self) -> None:
        if self.watch.take():
            self.refresh()

    def refresh(self) -> None:
        try:
            if self.conn.closed or self.conn.broken:  # lost: a new connection, same feed
                self.reconnect()
            self.feed.poll()
        except psycopg.Error:
            self.room.show_tables(self.feed.tables(), self.feed.now, online=False)
            return
        tables = self.feed.tables()
        self.log_ids = {t.table: t.log_id for t in tables}  # a new dict: the reviews read it
        self.room.show_tables(tables, self.feed.now)
        self.rulings.refresh()
        self.warm()

    def warm(self) -> None:
        """Send each ruling not yet read ahead to the background reader."""
        for ruling in self.feed.open_rulings():
            key = (ruling.table, ruling.number, ruling.hand)
            if key not in self.warmed:
                self.warmed.add(key)
                self.warming.submit(self._read_ahead, ruling)

    def _read_ahead(self, ruling: OpenRuling) -> None:
        # opened, the page reads it again and says why if it still cannot
        with contextlib.suppress(LookupError, psycopg.Error):
            self.review(ruling)

    def reconnect(self) -> None:
        self.conn.close()
        self.conn = psycopg.connect(self.dsn, autocommit=True, connect_timeout=5)
        self.feed.conn = self.rulings.conn = self.conn

    def open_ruling(self, ruling: OpenRuling) -> None:
        self.rulings.open(ruling)
        self.window.show_page("Rulings")  # i18n: the page's key (its tab says it translated)

    def close(self) -> None:
        self.warming.shutdown(wait=False, cancel_futures=True)
        self.wake.stop()
        self.slow.stop()
        self.watch.stop()
        self.conn.close()


def room_pages(parts: StationParts) -> None:
    """The page maker for :data:`~.pages.STATION_PAGES`."""
    parts.extras["room_pages"] = RoomPages(parts)
