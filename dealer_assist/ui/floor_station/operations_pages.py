"""The room-operation pages in the station's tab order, for whoever builds the station."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from dealer_assist.room.operations import OperationStore
from dealer_assist.ui.floor_station.breaks import BreaksPage
from dealer_assist.ui.floor_station.must_move import MustMovePage
from dealer_assist.ui.floor_station.operations_page import Clock, Who, station_clock
from dealer_assist.ui.floor_station.waiting_lists import WaitingListsPage


def pages(store: OperationStore, who: Who, now: Clock = station_clock
          ) -> list[tuple[str, QWidget]]:
    """(tab title, page) for the waiting lists, must-move games and breaks."""
    return [("Waiting lists", WaitingListsPage(store, who, now)),
            ("Must-move", MustMovePage(store, who, now)),
            ("Breaks", BreaksPage(store, who, now))]
