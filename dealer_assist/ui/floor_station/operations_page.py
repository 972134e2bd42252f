"""What the room-operation pages share: the store, who is signed in, the station's clock, one
line that says what the last touch did (or why the rules refused it), and rows of touch
buttons rebuilt with the board.

The pages format what the board answers; every check is the rules' (the store refuses before
it writes), so a page never decides an amount, an order or an eligibility itself."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from typing import Final

import psycopg
from PySide6.QtCore import QT_TR_NOOP, QEvent, QTimer
from PySide6.QtGui import QIntValidator, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.room.operations import OperationRefused, OperationStore, RoomOutOfReach
from dealer_assist.room.watch import RoomWatch
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.must_move import GameKey, Position, game_label
from dealer_assist.ui import room_reach
from dealer_assist.ui.floor_station.typing import TouchTyping
from dealer_assist.ui.i18n import render, render_error, tr
from dealer_assist.ui.room_reach import detail_of
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.flow_layout import FlowLayout

POLL_MS = 2000  # only while the page is not listening (no watch, or its link is down)
WAKE_MS = 50  # how often a listening page looks at its watch's count
REDRAW_MS = 15_000  # minutes on the timers and call-ins move on without any operation
POSITIONS: Final = {Position.OTHER: QT_TR_NOOP("Not in the blinds"),
                    Position.SMALL_BLIND: QT_TR_NOOP("Small blind"),
                    Position.BIG_BLIND: QT_TR_NOOP("Big blind"),
                    Position.BUTTON: QT_TR_NOOP("Button")}
"""Where a player sits in this hand, in words (translated where shown: ``tr``)."""
Who = Callable[[], str | None]
Said = str | Callable[[], str]
"""A line for the floor: an engine text (rendered), or a function that says it in the current
language (so a language switch says it again)."""
Clock = Callable[[], int]


def station_clock() -> int:
    """The station's time in ms: the pure rules take it as data."""
    return int(time.time() * 1000)


def restyle(widget: QWidget, name: str) -> None:
    """Give ``widget`` the theme's style for ``name`` (red for a refusal, blue for a notice)."""
    if widget.objectName() != name:
        widget.setObjectName(name)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def entry(hint: str, *, digits: bool = False, keys: str = "name") -> QLineEdit:
    """A themed text entry (a name as the floor writes it, a table, or an amount in dollars);
    ``keys`` is the on-screen keyboard it opens when touched (``name``, ``table``, ``digits``).
    ``hint`` is the English source (``QT_TR_NOOP``): shown translated, said again on a switch
    (:func:`hint_again`)."""
    line = QLineEdit(objectName="stationEntry", placeholderText=tr(hint))
    line.setProperty("hint", hint)
    line.setProperty("keys", "digits" if digits else keys)
    if digits:
        line.setValidator(QIntValidator(0, 9_999_999, line))
    return line


def hint_again(page: QWidget) -> None:
    """Each entry's hint of ``page`` in the current language (after a language switch)."""
    for line in page.findChildren(QLineEdit):
        hint = line.property("hint")
        if hint:
            line.setPlaceholderText(tr(str(hint)))


class ButtonRow(QWidget):
    """A row of touch buttons, replaced as a whole when the board changes (:meth:`fill`: they
    flow onto a second row rather than cut their words), or a row of entries and keys laid
    out by hand on ``box``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QHBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.filled = QWidget()
        self.flow = FlowLayout(self.filled)
        self.filled.hide()
        self.box.addWidget(self.filled, 1)
        self.buttons: list[QPushButton] = []

    def fill(self, items: Sequence[tuple[str, str, Callable[[], object]]]) -> None:
        discard(self.flow, self.buttons)
        self.filled.setVisible(bool(items))
        for text, role, slot in items:
            button = touch_button(text, role, slot)
            self.flow.addWidget(button)
            button.show()  # a child added to a shown widget stays hidden until shown
            self.buttons.append(button)
        self.setVisible(bool(items))

    def fill_choices(self, items: Sequence[tuple[str, str, Callable[[], object]]],
                     keys: Sequence[object], chosen: object) -> None:
        """Checkable buttons, one per key; the one for ``chosen`` stays checked."""
        self.fill(items)
        for button, key in zip(self.buttons, keys, strict=True):
            button.setCheckable(True)
            button.setChecked(key == chosen)

    def choose_among(self, games: Iterable[GameKey], chosen: GameKey | None,
                     choose: Callable[[GameKey], None]) -> GameKey | None:
        """One checkable button per game and limit; the chosen one stays chosen while it is
        there, else the first. Returns the game chosen now."""
        ordered = sorted(games, key=lambda k: (k.game, k.limit))
        if chosen not in ordered:
            chosen = ordered[0] if ordered else None
        self.fill_choices([(render(game_label(k)), "choice", lambda k=k: choose(k))
                           for k in ordered], ordered, chosen)
        return chosen


class OperationsPage(QWidget):
    """A station page over the room's operations; subclasses build ``body`` and ``show_board``."""

    def __init__(self, store: OperationStore, who: Who, now: Clock = station_clock,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store, self.who, self.now = store, who, now
        self.said: tuple[Said, bool, str] | None = None  # the message line, to say again
        self.message = QLabel("", objectName="notice")
        self.message.setWordWrap(True)
        self.message.hide()
        self.layout_ = QVBoxLayout(self)
        self.board: Board | None = None
        self.typing = TouchTyping(self)
        self.shown: tuple[int, int] = (-1, 0)  # (operations shown, when), for the poll
        self.poll = QTimer(self, interval=POLL_MS)  # other floorpersons' changes
        self.poll.timeout.connect(self.poll_room)
        self.poll.start()
        self.watch: RoomWatch | None = None
        self.heard = -1  # the watch's count when this page last looked
        self.wake = QTimer(self, interval=WAKE_MS)
        self.wake.timeout.connect(self.woken)

    def listen(self, watch: RoomWatch) -> None:
        """Look at the room when ``watch`` hears a new operation (``room_operations``); the
        2 s poll then runs only while the watch has lost its link."""
        self.watch = watch
        self.wake.start()

    def woken(self) -> None:
        if self.watch is not None and self.watch.heard != self.heard:
            self.heard = self.watch.heard
            self.look()

    def showEvent(self, event: QShowEvent) -> None:
        """Fields built by now open the on-screen keyboard when touched."""
        if not self.property("typing"):
            self.setProperty("typing", True)
            self.typing.watch(self)
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        if self.typing.overlay.isVisible():
            self.typing.overlay.place(self.width(), self.height())
        super().resizeEvent(event)

    def record(self, kind: str, **body: object) -> bool:
        """Record one operation as the signed-in floorperson; say what it did or why not."""
        by = self.who()
        if not by:
            return self.say(lambda: tr("a floorperson signs in before changing the room"),
                            refused=True)
        try:
            op = self.store.record(kind, by, self.now(), body)
        except RoomOutOfReach as lost:
            return self.say(lambda r=lost: render_error(r), refused=True,
                            detail=detail_of(lost.detail))
        except (RoomRefusal, OperationRefused) as refusal:
            return self.say(lambda r=refusal: render_error(r), refused=True)
        self.refresh()
        entry = next((e for e in reversed(self.store.board().history) if e.seq == op.seq), None)
        return self.say(entry.text if entry else kind, refused=False)

    def say(self, text: Said, *, refused: bool, detail: str = "") -> bool:
        """Show ``text`` on the message line (red when ``refused``): an engine text is rendered
        in the current language; a function is called again after a language switch.
        ``detail``: the database driver's own words, a tool tip only (ui/room_reach.py)."""
        self.said = (text, refused, detail)
        restyle(self.message, "refusal" if refused else "notice")
        room_reach.say(self.message, text() if callable(text) else render(text), detail)
        self.message.show()
        return not refused

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): hints, the message line and the board said again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            hint_again(self)
            self.retranslate()
            if self.said is not None and self.message.isVisible():
                self.say(self.said[0], refused=self.said[1], detail=self.said[2])
            if self.board is not None:
                self.show_board(self.board)

    def refresh(self) -> None:
        """Read what is new in the room and show the board."""
        try:
            self.board = self.store.board()
        except psycopg.Error as exc:
            self.say(lambda: tr("The room store is out of reach: what this page shows may be "
                                "out of date. The station tries again by itself; if it lasts, "
                                "call the technician."), refused=True, detail=detail_of(exc))
            return
        self.shown = (len(self.board.history) + len(self.board.problems), self.now())
        self.show_board(self.board)

    def poll_room(self) -> None:
        """The poll's look at the room, a fallback while the page is not listening."""
        if self.watch is None or not self.watch.online:
            self.look()

    def look(self) -> None:
        """A look at the room: the buttons are rebuilt only when something changed, or every
        :data:`REDRAW_MS` for the timers, never under a finger in between."""
        try:
            board = self.store.board()
        except psycopg.Error:
            return  # the next touch says so
        count, at = self.shown
        if len(board.history) + len(board.problems) != count or self.now() - at >= REDRAW_MS:
            self.refresh()

    def retranslate(self) -> None:
        """Texts a page built once in code, said again in the new language (a page's own)."""

    def show_board(self, board: Board) -> None:  # pragma: no cover - every page has its own
        raise NotImplementedError
