"""The room store out of reach, said to the floor and the dealer: what failed and what to do,
in the reader's language. The database driver's own English (psycopg's "connection refused",
"server closed the connection unexpectedly") is a detail only: the tool tip of the words and
the technician's log, never the words shown."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TR_NOOP
from PySide6.QtWidgets import QLabel

from dealer_assist.diagnostics import logger
from dealer_assist.room.live import light_status, link_words
from dealer_assist.room.shipper import RoomLight
from dealer_assist.ui.i18n import render, tr

_LOG = logger("room")
ROOM_UNREADABLE: Final = QT_TR_NOOP("the room store is out of reach: decide on the ruling's "
                                    "words, or wait for the link to come back")
"""Why a ruling's hand cannot be shown (an English source: said with ``tr`` where shown)."""


def detail_of(error: BaseException | str, *, log: bool = True) -> str:
    """The driver's text of ``error``, its first line (the rest is the server's context), for a
    tool tip; written to the technician's log as well (``log``: a page that tries again every
    few seconds logs only the first failure)."""
    text = str(error).strip()
    first = text.splitlines()[0] if text else type(error).__name__
    if log:
        _LOG.warning("room store out of reach: %s", text or first)
    return first


def room_light(light: RoomLight) -> tuple[str, str]:
    """The table's "room" light as (status, detail) for its device lights: connected and
    refused keep their status keys (green, red); behind, offline and connecting (amber) are
    said in the dealer's language; the detail (the driver's words) is the light's tool tip."""
    status, detail = light_status(light)
    if status in ("connected", "fault"):
        return status, detail
    return render(link_words(light)), detail


def offline_too_long(since: str) -> str:
    """The dealer's banner when the table has been cut off from the room past the house's
    limit: nothing is lost, and the floor should know."""
    return tr("The room store has been out of reach since {since}: the table keeps working, "
              "its hands are kept here and sent when the room is back. Tell the floor.").format(
                  since=since)


def say(label: QLabel, words: str, detail: str = "") -> None:
    """``words`` on ``label``; ``detail`` (the driver's text) as its tool tip, or none."""
    label.setText(words)
    label.setToolTip(detail)
