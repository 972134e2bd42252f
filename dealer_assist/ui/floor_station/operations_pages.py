"""The room-operation pages in the station's tab order: :func:`pages` for any host,
:func:`operation_pages` as the station's page maker (the room's house from the settings)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from dealer_assist.room.operations import OperationStore
from dealer_assist.room_ops.house import house_rules, room_houses
from dealer_assist.settings import SettingsError, load_settings
from dealer_assist.ui.floor_station.breaks import BreaksPage
from dealer_assist.ui.floor_station.buy_ins import BuyInsPage
from dealer_assist.ui.floor_station.must_move import MustMovePage
from dealer_assist.ui.floor_station.operations_page import Clock, Who, station_clock
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


def operation_pages(parts: StationParts, house: str | None = None) -> None:
    """The page maker for :data:`~.pages.STATION_PAGES`: the pages over one store on the
    station's floor login; without a house in the settings, one page that says so (the
    house's rules are never guessed)."""
    if house is None:
        try:
            house = load_settings().house
        except SettingsError as error:
            house, problem = None, str(error)
        else:
            problem = "set the room's house in the settings (house = \"LC_HIGH\", ...)"
    if house is None:
        note = QLabel(tr("Waiting lists, must-move games and breaks need the house's rules: "
                         "{problem}").format(
                          problem=problem), objectName="refusal")
        note.setWordWrap(True)
        parts.window.add_page("Waiting lists", note)
        return
    store = OperationStore(parts.dsn, house_rules(*room_houses(house)))
    parts.on_close(store.close)
    window = parts.window

    def who() -> str | None:
        return window.member.name if window.member else None

    for title, page in pages(store, who):
        window.add_page(title, page)
    parts.extras["operations"] = store
