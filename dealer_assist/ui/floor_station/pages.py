"""The station's pages, in tab order. Another page plugs in by adding its maker here: a
function that takes the :class:`~.station.StationParts` and calls ``parts.window.add_page``."""

from __future__ import annotations

from dealer_assist.ui.floor_station.dealer_rotation import dealer_rotation_page
from dealer_assist.ui.floor_station.operations_pages import operation_pages
from dealer_assist.ui.floor_station.room_pages import room_pages
from dealer_assist.ui.floor_station.station import PageMaker

STATION_PAGES: tuple[PageMaker, ...] = (room_pages, operation_pages, dealer_rotation_page)
