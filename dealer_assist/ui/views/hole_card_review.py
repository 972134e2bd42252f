"""The hand recall's "Show hole cards (floor)": a floorperson or supervisor signs in with badge
and PIN, and the replay then draws every dealt hole card face up.

Why a module of its own: who may look, and the trail every look leaves, are the point here; the
recall only draws. Nothing turns face up until a floor or supervisor badge and PIN are accepted
(a dealer's badge is refused), each hand shown face up is one audit row naming the floorperson
and the hand, and the recall going off screen (the panel closed, another page chosen) signs the
floorperson out and turns the cards back down. A hand still being played stays face
down even then: the players can see the screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QT_TR_NOOP, Signal
from PySide6.QtWidgets import QPushButton, QStackedWidget, QVBoxLayout, QWidget

from dealer_assist.storage import StaffMember
from dealer_assist.ui import i18n
from dealer_assist.ui.floor_desk import FloorDesk
from dealer_assist.ui.i18n import tr
from dealer_assist.ui.views.sign_in_view import SignInView
from dealer_assist.ui.widgets.buttons import touch_button

REVIEW_ROLES: Final = ("floor", "supervisor")
SHOW: Final = QT_TR_NOOP("Show hole cards (floor)")
HIDE: Final = QT_TR_NOOP("Hide hole cards · {name} signs out")


class HoleCardReview(QWidget):
    """The sign-in page (badge, PIN, back to the hand) and the button that opens it.

    ``asked``: show this page; ``done``: back to the replay, drawn face up or down as
    :attr:`face_up` now says."""

    asked = Signal()
    done = Signal()

    def __init__(self, desk: FloorDesk, demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.member: StaffMember | None = None
        self.seen: set[int] = set()  # hands shown face up to this sign-in: one audit row each
        self.button: QPushButton = touch_button(tr(SHOW), "quiet", self.toggle)
        self.login = SignInView(desk, REVIEW_ROLES, "floor", demo_badge,
                                # i18n: the sign-in's purpose, for the audit log
                                purpose="to see the hole cards of logged hands")
        self.login.signed_in.connect(self.signed_in)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.login, 1)
        box.addWidget(touch_button(tr("Back to the hand"), "quiet", self.done.emit))

    @property
    def face_up(self) -> bool:
        return self.member is not None

    def toggle(self) -> None:
        if self.member is not None:
            self.sign_out()
            return
        self.login.reset(lambda: tr("Hole cards are shown to a floorperson or supervisor only."))
        self.asked.emit()

    def signed_in(self, member: StaffMember) -> None:
        self.member = member
        self.button.setText(tr(HIDE).format(name=member.name))
        self.done.emit()

    def shown(self, hand: int) -> None:
        """The replay draws ``hand`` face up: the first time for this sign-in, an audit row."""
        member, store = self.member, self.desk.store
        if member is None or hand in self.seen:
            return
        self.seen.add(hand)
        if store is not None:
            # i18n: the audit log stays English
            store.audit("hole_cards_shown",
                        f"hand {hand}: every hole card shown to {member.name} ({member.role})",
                        table=self.desk.table_id, staff=member.badge)

    def sign_out(self) -> None:
        """Cards face down again, the floorperson signed out (a no-op when nobody is in)."""
        i18n.staff_signed_out()  # the table's language again
        member, store = self.member, self.desk.store
        if member is None:
            return
        self.member = None
        self.seen.clear()
        self.button.setText(tr(SHOW))
        if store is not None:
            # i18n: the audit log stays English
            store.audit("hole_cards_hidden",
                        f"{member.name} signed out: hole cards face down again",
                        table=self.desk.table_id, staff=member.badge)
        self.done.emit()


def review_pages(review: HoleCardReview | None, main: QWidget,
                 redraw: Callable[[], None]) -> QStackedWidget:
    """``main`` with (given a review) the sign-in page stacked behind it; once the sign-in is
    done (or given up) ``main`` comes back and is redrawn."""
    pages = QStackedWidget()
    pages.addWidget(main)
    if review is not None:
        pages.addWidget(review)
        review.asked.connect(lambda: pages.setCurrentWidget(review))
        review.done.connect(lambda: (pages.setCurrentIndex(0), redraw()))
    return pages


def recall_hidden(review: HoleCardReview | None, pages: QStackedWidget) -> None:
    """A recall left the screen (the panel closed, another page): cards down, signed out."""
    if review is not None:
        review.sign_out()
    pages.setCurrentIndex(0)
