"""A table shipping live while it deals (``gui --room DSN``, ``demo --room DSN``): no Qt here;
app.py polls :meth:`Shipper.status` and shows it as the "room" light."""

from __future__ import annotations

import time
from typing import Final

from dealer_assist.messages import Message, msg
from dealer_assist.room.enrol import enrol
from dealer_assist.room.keys import load_login, signer_for
from dealer_assist.room.shipper import RoomLight, Shipper
from dealer_assist.storage import EventStore

OFFLINE_LIMIT_S: Final = 300.0  # the house's limit before the floor is told


def start_shipping(store: EventStore, dsn: str, table: str) -> Shipper:
    """Enrol the log when it is not yet (``dsn`` must then be a floor login), sign each hand's
    end from now on, and start the shipper thread."""
    login = load_login(store.path) or enrol(dsn, table, store.path)
    store.signer = signer_for(store.path)
    return Shipper(store.path, dsn, login).start()


def light_status(light: RoomLight) -> tuple[str, str]:
    """(status, detail) for the device lights: "connected" is green, "fault" red, the rest amber;
    the status words are the light's text ("offline since 21:14")."""
    if light.state == "connected":
        return "connected", "the room has every event of this table"
    if light.state == "refused":
        return "fault", light.problem
    return light.text().removeprefix("room: ").replace(" ", "_"), light.problem


def link_words(light: RoomLight) -> Message:
    """The room light's words while it is not connected, with the station's tile's message IDs
    (the dealer's screen says them in its language): "7 behind", "offline since 21:14"."""
    if light.state == "behind":
        return msg("room.link.behind", "{count} behind", count=light.behind)
    if light.state == "offline" and light.offline_since is not None:
        since = time.strftime("%H:%M", time.localtime(light.offline_since))
        return msg("room.link.offline", "offline since {since}", since=since)
    return msg("room.link.connecting", "connecting")


def offline_too_long(light: RoomLight, limit_s: float = OFFLINE_LIMIT_S) -> bool:
    return light.state == "offline" and light.offline_for(time.time()) > limit_s
