"""The room-operation pages in the station's tab order: :func:`pages` for any host,
:func:`operation_pages` as the station's page maker (the room's house from the settings)."""

from __future__ import annotations

from pathlib import Path

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
    return [("Waiting lists", WaitingListsPage(store, who, now)),
            ("Must-move", MustMovePage(store, who, now)),
            ("Breaks", BreaksPage(store, who, now)),
            ("Table changes", TableChangesPage(store, who, now)),
            ("Buy-ins", BuyInsPage(store, who, now)),
            (tr("Seats"), SeatsPage(store, who, now))]


def operation_pages(parts: StationParts, house: str | None = None,
                    room_file: Path | None = None) -> None:
    """The page maker for :data:`~.pages.STATION_PAGES`: the pages over one store on the
    station's floor login, by the room file's rules over the house's (the settings' ``house``
    and ``room_file``); without a house, or with a room file that cannot be read, one page
    that says so (the house's rules are never guessed)."""
    problem = "set the room's house in the settings (house = \"LC_HIGH\", ...)"
    if house is None:
        try:
            settings = load_settings()
        except SettingsError as error:
            problem = str(error)
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
        parts.window.add_page("Waiting lists", note)
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
