"""Putting the floor station together for a room: its sign-in against the room's staff and
its pages. ``dealer-assist floor`` and the tests build it here."""

from __future__ import annotations

import platform
from collections.abc import Callable
from dataclasses import dataclass, field

import psycopg
from psycopg.conninfo import conninfo_to_dict

from dealer_assist.room.sign_ins import RoomSignIns
from dealer_assist.room.staff import staff_for_sign_in
from dealer_assist.storage import StaffMember
from dealer_assist.ui.floor_station.sign_in import StationSignIn
from dealer_assist.ui.floor_station.window import FloorStation

PageMaker = Callable[["StationParts"], None]


@dataclass
class StationParts:
    """What a page needs from the station: the room's address, the window, the house's limit
    for a table out of reach."""

    dsn: str
    window: FloorStation
    offline_limit_s: float
    closers: list[Callable[[], None]] = field(default_factory=list)
    extras: dict[str, object] = field(default_factory=dict)  # pages' own objects, by name

    def on_close(self, closer: Callable[[], None]) -> None:
        """Run ``closer`` when the station closes (a page's listener thread, its connection)."""
        self.closers.append(closer)

    def close(self) -> None:
        for closer in reversed(self.closers):
            closer()
        self.closers.clear()
        self.window.close()


def room_staff(dsn: str) -> Callable[[str], StaffMember | None]:
    """The station's staff look-up: one short connection per sign-in."""

    def lookup(badge: str) -> StaffMember | None:
        with psycopg.connect(dsn, connect_timeout=5) as conn:
            return staff_for_sign_in(conn, badge)

    return lookup


def room_name(dsn: str) -> str:
    return str(conninfo_to_dict(dsn).get("dbname") or "the room")


def station_name() -> str:
    """How this station is named in the room's record of sign-in attempts."""
    return f"floor station on {platform.node() or 'an unnamed PC'}"


def open_station(dsn: str, offline_limit_s: float = 300.0,
                 pages: tuple[PageMaker, ...] = (), station: str | None = None) -> StationParts:
    """The station window for the room at ``dsn`` with its pages added in order; ``station``
    names it in the room's sign-in record (default: this PC's name)."""
    sign_in = StationSignIn(room_staff(dsn), RoomSignIns(dsn, station or station_name()))
    window = FloorStation(sign_in, room_name(dsn))
    parts = StationParts(dsn, window, offline_limit_s)
    for make in pages:
        make(parts)
    return parts
