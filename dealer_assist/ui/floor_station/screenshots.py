"""Pictures of the floor station for docs/screenshots, on a throwaway room:

    QT_QPA_PLATFORM=offscreen python -m dealer_assist.ui.floor_station.screenshots docs/screenshots
    QT_QPA_PLATFORM=offscreen python -m dealer_assist.ui.floor_station.screenshots \
        docs/screenshots/i18n/es es

Twelve tables play a few hands through the engine into their own logs and ship them; three
keep a session open (connected), one was last heard of twenty minutes ago (OFFLINE TOO LONG),
two have a ruling waiting for the floor. The station signs in a floorperson and is grabbed at
1280x800 and 1920x1080: the Room page and a ruling opened with its replayed hand. With a
language (es, vi, zh_TW, zh_CN, tl) the station is shown in it at 1280x800, and the waiting
lists page (a few names listed, a must-move game, a call-in) is grabbed too.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import psycopg
from PySide6.QtWidgets import QApplication

from dealer_assist.engine.events import PlayerSeated
from dealer_assist.irregularities import report
from dealer_assist.room import client
from dealer_assist.room.cluster import Cluster
from dealer_assist.room.enrol import enrol
from dealer_assist.room.keys import Login, signer_for
from dealer_assist.room.operations import OperationStore
from dealer_assist.room.schema import FLOOR_ROLE, migrate
from dealer_assist.room.shipper import Shipper
from dealer_assist.room.simulate import SimulatedTable
from dealer_assist.storage import EventStore
from dealer_assist.ui import i18n
from dealer_assist.ui.floor_station.dealer_rotation import dealer_rotation_page
from dealer_assist.ui.floor_station.operations_pages import operation_pages
from dealer_assist.ui.floor_station.room_pages import RoomPages, room_pages
from dealer_assist.ui.floor_station.station import open_station
from dealer_assist.ui.floor_station.waiting_lists import WaitingListsPage
from dealer_assist.ui.staff_sign_in import hash_pin
from dealer_assist.ui.theme import apply_theme

TABLES = 12
RULINGS = {3: "new_deck_request", 8: "show_burn_request"}
CONNECTED = (1, 2, 3)
LATE = 9
BADGE, PIN = "F100", "246810"
FLOOR = "Fay Floor"  # i18n: demo data (a staff name)
PLAYERS = ("Ana", "Binh", "Chen", "Dolores", "Efren")  # i18n: demo data (players' names)
SIZES = ((1280, 800), (1920, 1080))


def play_table(dsn: str, folder: Path, n: int) -> Login:
    log = folder / f"T{n}.db"
    EventStore.open(log).close()
    login = enrol(dsn, f"T{n}", log)
    with EventStore.open(log) as store:
        store.signer = signer_for(log)
        if n == 1:
            store.add_staff(BADGE, FLOOR, "floor", pin_hash=hash_pin(PIN))
        sim = SimulatedTable(f"T{n}", store, seed=n)
        sim.log([PlayerSeated(s, f"p{s}", 200, "deal_now") for s in range(1, 3 + n % 7)
                 if s not in sim.session.table.seats])
        for _ in range(n % 4 + 1):
            sim.play_hand()
        if n in RULINGS:
            while not (sim.session.table.in_hand and sim.session.hand.phase == "betting"):
                sim.step()
            sim.step()
            sim.log(report(sim.session, RULINGS[n]))
    Shipper(log, dsn, login).sync()
    return login


def settle(app: QApplication, rounds: int = 20) -> None:
    for _ in range(rounds):
        app.processEvents()


def waiting_lists(store: OperationStore) -> None:
    """A few names on the 20-40 hold'em list, a must-move game and a phone call-in."""
    now = int(time.time() * 1000)
    game = {"game": "holdem", "limit": "20-40"}
    for table in ("T20", "T21"):
        store.record("table_opened", FLOOR, now - 50 * 60_000, {"table": table, **game})
    for n, player in enumerate(PLAYERS):
        store.record("listed", FLOOR, now - (40 - n) * 60_000,
                     {"player": player, "call_in": player == PLAYERS[-1], **game})
    store.record("must_move_declared", FLOOR, now - 30 * 60_000,
                 {"main_table": "T20", "must_move_table": "T21", **game})
    store.record("seated", FLOOR, now - 20 * 60_000,
                 {"player": PLAYERS[0], "table": "T21", **game})


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    out = Path((args or ["docs/screenshots"])[0])
    language = args[1] if len(args) > 1 else "en"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(["floor-screenshots"])
    assert isinstance(app, QApplication)
    apply_theme(app)
    if language != "en":
        i18n.build_catalogues()
        if not i18n.switch(language):
            print(f"no catalogue for language {language!r}", file=sys.stderr)  # i18n: console
            return 2
    with Cluster() as cluster, tempfile.TemporaryDirectory() as scratch:
        with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
            conn.execute("CREATE DATABASE cardroom")  # i18n: SQL
        dsn = cluster.dsn(dbname="cardroom")
        migrate(dsn)
        logins = [play_table(dsn, Path(scratch), n) for n in range(1, TABLES + 1)]
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f"CREATE ROLE station LOGIN IN ROLE {FLOOR_ROLE}")  # i18n: SQL
            conn.execute("UPDATE room.logs SET last_seen = now() - interval '20 minutes'"
                         " WHERE table_name = %s", (f"T{LATE}",))  # i18n: SQL
        sessions = [client.connect(dsn, logins[n - 1]) for n in CONNECTED]
        parts = open_station(cluster.dsn(user="station", dbname="cardroom"), 300.0,
                             (room_pages, lambda p: operation_pages(p, "LC_HIGH"),
                              dealer_rotation_page))
        store = parts.extras["operations"]
        assert isinstance(store, OperationStore)
        waiting_lists(store)
        window = parts.window
        pages = parts.extras["room_pages"]
        assert isinstance(pages, RoomPages)
        window.show()
        window.sign_in_view.badge_read(BADGE)
        window.sign_in_view.pin_entered(PIN)
        for width, height in SIZES if language == "en" else SIZES[:1]:
            window.resize(width, height)
            pages.refresh()
            settle(app)
            window.show_page("Room")  # i18n: the page's key
            settle(app)
            window.grab().save(str(out / f"40-floor-station-room-{width}x{height}.png"))
            pages.rulings.open(pages.feed.open_rulings()[0])
            window.show_page("Rulings")  # i18n: the page's key
            while pages.rulings.context is None:  # the replay is read off the screen's thread
                settle(app)
                time.sleep(0.05)
            settle(app)
            window.grab().save(str(out / f"41-floor-station-ruling-{width}x{height}.png"))
            lists = window.page("Waiting lists")  # i18n: the page's key
            if language != "en" and isinstance(lists, WaitingListsPage):
                lists.refresh()
                window.show_page("Waiting lists")  # i18n: the page's key
                settle(app)
                window.grab().save(str(out / f"42-floor-station-waiting-lists-{width}x"
                                              f"{height}.png"))
        parts.close()
        for conn in sessions:
            conn.close()
    print(f"floor station screenshots in {out}")  # i18n: a build tool's console line
    return 0


if __name__ == "__main__":
    sys.exit(main())
