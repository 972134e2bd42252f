"""The room-operation pages in the station's tab order: :func:`pages` for any host,
:func:`operation_pages` as the station's page maker (the room's house from the settings)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QLabel, QWidget

from dealer_assist.room.operations import OperationStore
from dealer_assist.room.operations_schema import CHANNEL
from dealer_assist.room.watch import RoomWatch
from dealer_assist.room_ops.house import room_rules
from dealer_assist.rules import ProfileError
from dealer_assist.settings import SettingsError, load_settings
from dealer_assist.ui.floor_station.breaks import BreaksPage
from dealer_assist.ui.floor_station.buy_ins import BuyInsPage
from dealer_assist.ui.floor_station.must_move import MustMovePage
from dealer_assist.ui.floor_station.operations_page import (
    Clock,
    OperationsPage,
    Who,
    station_clock,
)
from dealer_assist.ui.floor_station.seats import SeatsPage
from dealer_assist.ui.floor_station.station import StationParts
from dealer_assist.ui.floor_station.table_changes import TableChangesPage
from dealer_assist.ui.floor_station.waiting_lists import WaitingListsPage
from dealer_assist.ui.i18n import tr


def pages(store: OperationStore, who: Who, now: Clock = station_clock
          ) -> list[tuple[str, QWidget]]:
    """(tab title, page) for the waiting lists, must-move games, breaks, table
    changes, buy-ins and seats."""
    return [(QT_TR_NOOP("Waiting lists"), WaitingListsPage(store, who, now)),
            (QT_TR_NOOP("Must-move"), MustMovePage(store, who, now)),
            (QT_TR_NOOP("Breaks"), BreaksPage(store, who, now)),
            (QT_TR_NOOP("Table changes"), TableChangesPage(store, who, now)),
            (QT_TR_NOOP("Buy-ins"), BuyInsPage(store, who, now)),
            (QT_TR_NOOP("Seats"), SeatsPage(store, who, now))]


def operation_pages(parts: StationParts, house: str | None = None,
                    room_file: Path | None = None) -> None:
    """The page maker for :data:`~.pages.STATION_PAGES`: the pages over one store on the
    station's floor login, by the room file's rules over the house's (the settings' ``house``
    and ``room_file``); without a house, or with a room file that cannot be read, one page
    that says so (the house's rules are never guessed)."""
    problem = tr("set the room's house in the settings (house = \"LC_HIGH\", ...)")
    if house is None:
        try:
            settings = load_settings()
        except SettingsError as error:
            problem = str(error)  # i18n: the settings file's own error, as read
        else:
            house, room_file = settings.house, settings.room_file
    rules_of = None
    if house is not None:
        try:
            rules_of = room_rules(house, room_file)
        except (ProfileError, OSError) as error:
            house, problem = None, tr("the room file {file}: {error}").format(
                file=room_file, error=error)
    if house is None or rules_of is None:
        note = QLabel(tr("Waiting lists, must-move games and breaks need the house's rules: "
                         "{problem}").format(
                          problem=problem), objectName="refusal")
        note.setWordWrap(True)
        parts.window.add_page(QT_TR_NOOP("Waiting lists"), note)
        return
    store = OperationStore(parts.dsn, rules_of)
    parts.on_close(store.close)
    window = parts.window

    def who() -> str | None:
        return window.member.name if window.member else None

    watch = RoomWatch(parts.dsn, channels=(CHANNEL,)).start()
    parts.on_close(watch.stop)
    for title, page in pages(store, who):
        if isinstance(page, OperationsPage):
            page.listen(watch)
        window.add_page(title, page)
    parts.extras["operations"] = store
    parts.extras["operations_watch"] = watch
