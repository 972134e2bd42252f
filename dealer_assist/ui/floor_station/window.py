"""The floor station's window: a top bar (who is signed in, Sign out) over large touch tabs,
one per page. Pages come from whoever builds the station (:meth:`FloorStation.add_page`): the
room view and rulings here, waiting lists, must-move and breaks from the room operations.

Nothing is shown until a floorperson signs in with badge + PIN; signing out covers the pages
again. Each decision asks for badge + PIN once more (the ruling page does that itself). While a
floorperson is signed in the screens are in his own language (his staff record's, issue 20);
signing out brings back the station's."""

from __future__ import annotations

from PySide6.QtCore import QT_TR_NOOP, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.storage import StaffMember
from dealer_assist.ui import i18n
from dealer_assist.ui.floor_station.sign_in import StationSignIn
from dealer_assist.ui.floor_station.sign_in_view import StationSignInView
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.qt_compat import returns_none
from dealer_assist.ui.theme import follow_window_size
from dealer_assist.ui.views.sign_in_view import WHO

GATE_PROMPT = QT_TR_NOOP("A floorperson signs in: present your badge or type its code, then "
                         "enter your PIN.")


class FloorStation(QMainWindow):
    signed_in_changed = Signal(object)  # StaffMember | None

    def __init__(self, sign_in: StationSignIn, room_name: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.room_name = room_name  # "" : the room has no name of its own ("the room")
        self.member: StaffMember | None = None
        self.own_language = False  # the signed-in member's language is shown (issue 20)
        self.pages: dict[str, QWidget] = {}  # by tab title (English, the page's key), as added
        self.holders: dict[str, QScrollArea] = {}  # each page's scroll area (the tab itself)
        self.title = QLabel(objectName="tableTitle")
        self.who = QLabel(tr("nobody signed in"), objectName="detailText")
        self.sign_out_button = QPushButton(tr("Sign out"))
        self.sign_out_button.setProperty("role", "quiet")
        self.sign_out_button.clicked.connect(returns_none(self.sign_out))
        bar = QFrame(objectName="topBar")
        row = QHBoxLayout(bar)
        row.addWidget(self.title, 1)
        row.addWidget(self.who)
        row.addWidget(self.sign_out_button)
        self.tabs = QTabWidget(objectName="stationTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.tabBar().setExpanding(True)
        # every tab stays on the 1280 px screen, however many pages and however long their
        # names in the language shown: a title too long is cut with "…" (its tool tip says it)
        self.tabs.tabBar().setUsesScrollButtons(False)
        self.tabs.tabBar().setElideMode(Qt.TextElideMode.ElideRight)
        self.sign_in_view = StationSignInView(sign_in, GATE_PROMPT)
        self.sign_in_view.signed_in.connect(self._signed_in)
        gate = QWidget()
        gate_box = QHBoxLayout(gate)
        gate_box.addStretch(1)
        gate_box.addWidget(self.sign_in_view, 2)
        gate_box.addStretch(1)
        self.stack = QStackedWidget()
        self.stack.addWidget(gate)
        self.stack.addWidget(self.tabs)
        body = QWidget(objectName="floorScreen")
        box = QVBoxLayout(body)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(bar)
        box.addWidget(self.stack, 1)
        self.setCentralWidget(body)
        self.sign_out_button.hide()
        self.say_titles()
        follow_window_size(self)

    def say_titles(self) -> None:
        """The window's and the bar's titles and the tabs in the current language."""
        room = self.room_name or tr("the room")
        self.setWindowTitle(tr("Dealer Assist floor station: {room_name}").format(
            room_name=room))
        self.title.setText(tr("Floor station: {room_name}").format(room_name=room))
        for title, holder in self.holders.items():
            self.tabs.setTabText(self.tabs.indexOf(holder), tr(title))
            self.tabs.setTabToolTip(self.tabs.indexOf(holder), tr(title))

    def say_who(self) -> None:
        """Who is signed in, his role in the current language."""
        member = self.member
        if member is None:
            self.who.setText(tr("nobody signed in"))
            return
        self.who.setText(tr("{name} ({role})").format(
            name=member.name, role=tr(WHO[member.role]) if member.role in WHO else member.role))

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): titles, tabs and the sign-in prompt said again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.say_titles()
            self.say_who()
            self.sign_in_view.say_again()

    def add_page(self, title: str, widget: QWidget) -> None:
        """A page of the station, as a large touch tab titled ``title`` (English, marked with
        ``QT_TR_NOOP`` by the caller: the tab shows it translated; :meth:`show_page` and
        :meth:`page` take the English). A page taller than the room left under the tabs
        scrolls: the window never grows past the screen (1280x800)."""
        holder = QScrollArea(objectName="stationPage")
        holder.setWidget(widget)
        holder.setWidgetResizable(True)
        holder.setFrameShape(QFrame.Shape.NoFrame)
        holder.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        holder.setMinimumHeight(1)
        widget.setAutoFillBackground(False)  # setWidget turned it on: the theme's colour shows
        holder.viewport().setAutoFillBackground(False)
        self.pages[title], self.holders[title] = widget, holder
        self.tabs.addTab(holder, tr(title))
        self.tabs.setTabToolTip(self.tabs.indexOf(holder), tr(title))

    def page(self, title: str) -> QWidget | None:
        """The page added as ``title`` (None: no such page)."""
        return self.pages.get(title)

    def current_page(self) -> QWidget | None:
        """The page on screen."""
        holder = self.tabs.currentWidget()
        return holder.widget() if isinstance(holder, QScrollArea) else holder

    def show_page(self, title: str) -> None:
        holder = self.holders.get(title)
        if holder is not None:
            self.tabs.setCurrentWidget(holder)

    def _signed_in(self, member: StaffMember) -> None:
        self.member = member
        # his own language while he is signed in (none chosen: the station's stays)
        self.own_language = i18n.staff_signed_in(member.language)
        self.say_who()
        self.sign_out_button.show()
        self.stack.setCurrentWidget(self.tabs)
        self.signed_in_changed.emit(member)

    def sign_out(self) -> None:
        if self.own_language:
            i18n.staff_signed_out()  # the station's own language again
        self.own_language = False
        self.member = None
        self.say_who()
        self.sign_out_button.hide()
        self.sign_in_view.reset()
        self.stack.setCurrentIndex(0)
        self.signed_in_changed.emit(None)
