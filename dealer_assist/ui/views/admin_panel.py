"""Staff and roles by touch, for an admin only: the panel opens on the badge + PIN sign-in (a
floorperson's or supervisor's badge is refused and audited), then lists the staff. An admin adds
a member (name on the on-screen keyboard, badge from the reader, role, PIN twice on the PIN
pad), corrects a name (the same keyboard), replaces a lost or broken badge (the new one from the
reader), changes a role, resets a PIN, deactivates or reactivates. The rules and the audit notes
are :mod:`dealer_assist.ui.staff_admin`'s; a refusal is shown as it words it. Any table's screen
may carry it (flop, stud, banked): it needs only the small
:class:`~dealer_assist.ui.floor_desk.FloorDesk` interface (the log, the table's name, badges)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TR_NOOP, QEvent, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.storage import StaffHistory, StaffMember, StorageError
from dealer_assist.ui import i18n
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_desk import FloorDesk, floor_desk
from dealer_assist.ui.i18n import render, render_error, tr
from dealer_assist.ui.staff_admin import ADMIN_ROLES, ROLES, AdminRefused, StaffAdmin
from dealer_assist.ui.staff_sign_in import pin_digits, role_word
from dealer_assist.ui.theme import restyle
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.views.sign_in_view import SignInView
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.keyboard import Keyboard
from dealer_assist.ui.widgets.pin_pad import PinPad
from dealer_assist.ui.widgets.scroll import touch_scroll

LIST_COLUMNS = 2
ROLE_BUTTONS = {"dealer": QT_TR_NOOP("Dealer"), "floor": QT_TR_NOOP("Floor"),
                "supervisor": QT_TR_NOOP("Supervisor"), "admin": QT_TR_NOOP("Admin")}


def _column(*widgets: QWidget, stretch: bool = True) -> QWidget:
    page = QWidget()
    box = QVBoxLayout(page)
    box.setContentsMargins(0, 0, 0, 0)
    box.setSpacing(8)
    for widget in widgets:
        box.addWidget(widget)
    if stretch:
        box.addStretch(1)
    return page


def _row(*buttons: QPushButton) -> QWidget:
    row = QWidget()
    box = QHBoxLayout(row)
    box.setContentsMargins(0, 0, 0, 0)
    for button in buttons:
        box.addWidget(button)
    return row


def _text(name: str = "overlayText") -> QLabel:
    label = QLabel(objectName=name)
    label.setWordWrap(True)
    return label


def describe(member: StaffMember) -> str:
    if member.active:
        return tr("{name} · {role} · badge {badge}").format(
            name=member.name, role=render(role_word(member.role)), badge=member.badge)
    return tr("{name} · {role} · badge {badge} · inactive").format(
        name=member.name, role=render(role_word(member.role)), badge=member.badge)


def past(history: StaffHistory | None) -> str:
    """What the member signed, under every badge they held (a replaced badge's too)."""
    if history is None:
        return ""
    earlier = ", ".join(r.badge for r in history.retired)
    logins = sum(1 for note in history.audit if note.action == "login")
    rulings, notes = len(history.rulings), len(history.audit)
    record = tr("On record: {logins}, {rulings} decided, {notes} in all.").format(
        logins=_count(logins, tr("{n} sign-in"), tr("{n} sign-ins")),
        rulings=_count(rulings, tr("{n} ruling"), tr("{n} rulings")),
        notes=_count(notes, tr("{n} audit note"), tr("{n} audit notes")))
    if not earlier:
        return record
    return tr("Earlier badges (replaced, no longer sign in): {earlier}. {record}").format(
        earlier=earlier, record=record)


def _count(n: int, one: str, many: str) -> str:
    """``n`` things, the language's own words for one and for more (both translated)."""
    return (one if n == 1 else many).format(n=n)


class AdminPanel(Overlay):
    margins = (0.03, 0.04)

    def __init__(self, controller: TableController | FloorDesk,
                 demo_badge: Callable[[str], None] | None = None,
                 admin_badge: str = "", new_badge: str = "",
                 parent: QWidget | None = None, spare_badge: str = "") -> None:
        super().__init__(parent)
        self.controller = floor_desk(controller)  # any table's: the log, its name, badges
        self.admin: StaffAdmin | None = None
        self.name = self.badge = self.role = ""  # the member being added
        self.selected = ""  # badge of the member opened
        self.renaming = False  # the keyboard corrects the opened member's name (not adding)
        self.replacement = ""  # the opened member's new badge, as read
        self.pin_for = ""  # "add" or "reset"
        self.first_pin = ""  # a PIN is entered twice
        title = QLabel(tr("Staff and roles"), objectName="overlayTitle")
        close = touch_button(tr("Close"), "quiet", self.close_panel)
        header = QHBoxLayout()
        header.addWidget(title, 1)
        header.addWidget(close)
        self.message = _text("detailText")
        present_admin = None if demo_badge is None else (lambda: demo_badge(admin_badge))
        self.login = SignInView(controller, ADMIN_ROLES, "admin", present_admin)
        self.login.signed_in.connect(self.signed_in)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.login)
        self.staff_page = self._staff_page()
        self.name_page = self._name_page()
        self.badge_page = self._badge_page(demo_badge, new_badge)
        self.pin = PinPad("PIN")
        self.pin.entered.connect(self.pin_entered)
        self.pin.cancelled.connect(self.back_to_list)
        self.member_page = self._member_page()
        self.rebadge_page = self._rebadge_page(demo_badge, spare_badge or new_badge)
        for page in (self.staff_page, self.name_page, self.badge_page, self.pin,
                     self.member_page, self.rebadge_page):
            self.pages.addWidget(page)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(20, 12, 20, 12)
        box.addLayout(header)
        box.addWidget(self.message)
        box.addWidget(self.pages, 1)
        self.controller.on_badge(self.badge_read)

    # ----------------------------------------------------------------- pages

    def _staff_page(self) -> QWidget:
        self.who = _text()
        self.member_buttons: list[QPushButton] = []
        listing = QWidget(objectName="scrollBody")
        self.list_grid = QGridLayout(listing)
        self.list_grid.setSpacing(8)
        self.list_grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = touch_scroll(listing, horizontal=False)
        actions = _row(touch_button(tr("Add a staff member"), "passive", self.start_add),
                       touch_button(tr("Sign out"), "quiet", self.sign_out))
        page = _column(self.who, stretch=False)
        layout = page.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(scroll, 1)
        layout.addWidget(actions)
        return page

    def _name_page(self) -> QWidget:
        self.keyboard = Keyboard()
        self.keyboard.changed.connect(
            lambda text: self.name_next.setEnabled(bool(text.strip())))
        self.name_next = touch_button(tr("Next: badge and role"), "step", self.name_done)
        return _column(QLabel(tr("Name"), objectName="panelTitle"), self.keyboard,
                       _row(touch_button(tr("Cancel"), "quiet", self.cancel_name), self.name_next))

    def _badge_page(self, demo_badge: Callable[[str], None] | None, new_badge: str) -> QWidget:
        self.badge_text = _text()
        demo = self._demo_button(demo_badge, new_badge)
        self.add_roles = self._role_buttons(self.choose_role)
        self.badge_next = touch_button(tr("Next: PIN"), "step", self.badge_done)
        return _column(self.badge_text, demo, _row(*self.add_roles.values()),
                       _row(touch_button(tr("Cancel"), "quiet", self.back_to_list),
                            self.badge_next))

    @staticmethod
    def _demo_button(demo_badge: Callable[[str], None] | None, badge: str) -> QPushButton:
        demo = touch_button(tr("Demo: present a blank badge"), "quiet",
                            lambda: demo_badge(badge) if demo_badge else None)
        demo.setVisible(demo_badge is not None)
        return demo

    def _rebadge_page(self, demo_badge: Callable[[str], None] | None, badge: str) -> QWidget:
        self.rebadge_text = _text()
        self.rebadge_done = touch_button(tr("Replace the badge"), "step", self.replace_badge)
        return _column(self.rebadge_text, self._demo_button(demo_badge, badge),
                       _row(touch_button(tr("Cancel"), "quiet", self.back_to_member),
                            self.rebadge_done))

    def _member_page(self) -> QWidget:
        self.member_text = _text()
        self.history_text = _text("detailText")
        self.member_roles = self._role_buttons(self.change_role)
        self.active_button = touch_button(tr("Deactivate"), "fold", self.toggle_active)
        return _column(self.member_text, self.history_text,
                       QLabel(tr("Role (touch to change)"), objectName="panelTitle"),
                       _row(*self.member_roles.values()),
                       _row(touch_button(tr("Correct the name…"), "passive", self.start_rename),
                            touch_button(tr("Replace the badge…"), "passive", self.start_rebadge)),
                       _row(touch_button(tr("Reset PIN…"), "aggressive", self.start_reset),
                            self.active_button,
                            touch_button(tr("Back to the list"), "quiet", self.back_to_list)))

    @staticmethod
    def _role_buttons(slot: Callable[[str], None]) -> dict[str, QPushButton]:
        buttons = {}
        for role in ROLES:
            button = touch_button(tr(ROLE_BUTTONS[role]), "choice", lambda r=role: slot(r))
            button.setCheckable(True)
            buttons[role] = button
        return buttons

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): the page on screen says its built texts again."""
        super().changeEvent(event)
        if event.type() != QEvent.Type.LanguageChange or self.admin is None or \
                not self.isVisible():
            return
        page = self.pages.currentWidget()
        if page is self.staff_page:
            self.back_to_list()
        elif page is self.member_page:
            self.open_member(self.selected)
        elif page is self.badge_page:
            self._show_badge()
        elif page is self.rebadge_page:
            self._show_rebadge()

    # ----------------------------------------------------------------- sign-in

    def open(self) -> None:
        if self.admin is None:
            self.pages.setCurrentWidget(self.login)
            self.login.reset()
        self.message.setText("")
        super().open()

    def signed_in(self, member: StaffMember) -> None:
        store = self.controller.store
        if store is None or member.role not in ADMIN_ROLES:
            return
        self.admin = StaffAdmin(store, self.controller.table_id, member)
        self.back_to_list()

    def sign_out(self) -> None:
        i18n.staff_signed_out()  # the table's language again
        self.admin = None
        self.message.setText("")
        self.pages.setCurrentWidget(self.login)
        self.login.reset()

    def close_panel(self) -> None:
        self.sign_out()
        self.hide()

    # ----------------------------------------------------------------- the list

    def back_to_list(self) -> None:
        if self.admin is None:
            self.sign_out()
            return
        self.who.setText(tr("Signed in: {name} (admin). Touch a member to correct their name, "
                            "replace their badge, change their role, reset their PIN or "
                            "deactivate them.").format(
                             name=self.admin.admin.name))
        discard(self.list_grid, self.member_buttons)
        for i, member in enumerate(self.admin.members()):
            button = touch_button(describe(member), "listItem",
                                  lambda b=member.badge: self.pick_member(b))
            self.member_buttons.append(button)
            self.list_grid.addWidget(button, i // LIST_COLUMNS, i % LIST_COLUMNS)
        self.pages.setCurrentWidget(self.staff_page)

    def _change(self, change: Callable[[StaffAdmin], StaffMember], done: str) -> bool:
        """Run one change; the message says what was done, or why not (as refused)."""
        if self.admin is None:
            return False
        try:
            member = change(self.admin)
        except (AdminRefused, StorageError) as refused:
            self.message.setText(tr("Not changed: {refused}.").format(
                refused=render_error(refused)))
            return False
        self.message.setText(done.format(name=member.name, role=render(role_word(member.role)),
                                         badge=member.badge))
        return True

    # ----------------------------------------------------------------- adding

    def start_add(self) -> None:
        self.name = self.badge = self.role = ""
        self._ask_name(False, "", tr("New staff member: type the name."),
                       tr("Next: badge and role"))

    def _ask_name(self, renaming: bool, text: str, prompt: str, done: str) -> None:
        self.renaming = renaming
        self.keyboard.set_text(text)
        self.name_next.setText(done)
        self.message.setText(prompt)
        self.pages.setCurrentWidget(self.name_page)

    def name_done(self) -> None:
        if self.renaming:
            badge, name = self.selected, self.keyboard.text
            if self._change(lambda a: a.rename(badge, name), tr("Name corrected: {name}.")):
                self.open_member(badge)
            return
        self.name = " ".join(self.keyboard.text.split())
        self.message.setText("")
        self._show_badge()
        self.pages.setCurrentWidget(self.badge_page)

    def cancel_name(self) -> None:
        if self.renaming:
            self.back_to_member()
        else:
            self.back_to_list()

    def badge_read(self, badge: str) -> None:
        if not self.isVisible():
            return
        if self.pages.currentWidget() is self.badge_page:
            self.badge = badge
            self._show_badge()
        elif self.pages.currentWidget() is self.rebadge_page:
            self.replacement = badge
            self._show_rebadge()

    def choose_role(self, role: str) -> None:
        self.role = role
        self._show_badge()

    def _show_badge(self) -> None:
        badge = (tr("badge {badge} read").format(badge=self.badge) if self.badge
                 else tr("no badge read yet"))
        self.badge_text.setText(tr("{name}: present the new badge to the reader ({badge}), then "
                                   "touch the role.").format(
                                    name=self.name, badge=badge))
        for role, button in self.add_roles.items():
            button.setChecked(role == self.role)
        self.badge_next.setEnabled(bool(self.badge and self.role))

    def badge_done(self) -> None:
        self._ask_pin("add", tr("{name}'s PIN ({role}): {digits}, then OK").format(
            name=self.name, role=render(role_word(self.role)),
            digits=render(pin_digits(self.role))))

    # ----------------------------------------------------------------- PINs

    def _ask_pin(self, purpose: str, title: str) -> None:
        self.pin_for, self.first_pin = purpose, ""
        self.pin.title.setText(title)
        self.pages.setCurrentWidget(self.pin)

    def pin_entered(self, pin: str) -> None:
        if not self.first_pin:
            self.first_pin = pin
            self.pin.title.setText(tr("The same PIN again, then OK"))
            return
        first, self.first_pin = self.first_pin, ""
        if pin != first:
            self.message.setText(tr("The two PINs differ: nothing changed. Enter the PIN again."))
            self.pin.title.setText(tr("The PIN, then OK"))
            return
        if self.pin_for == "add":
            name, badge, role = self.name, self.badge, self.role
            if self._change(lambda a: a.add(badge, name, role, pin),
                            tr("Added {name} ({role}), badge {badge}.")):
                self.back_to_list()
            else:
                self.pages.setCurrentWidget(self.badge_page)
        else:
            badge = self.selected
            self._change(lambda a: a.reset_pin(badge, pin), tr("{name}'s PIN was reset."))
            self.open_member(badge)

    # ----------------------------------------------------------------- one member

    def pick_member(self, badge: str) -> None:
        self.message.setText("")
        self.open_member(badge)

    def open_member(self, badge: str) -> None:
        store = self.controller.store
        member = store.staff(badge) if store is not None else None
        if store is None or member is None or self.admin is None:
            return
        self.selected = badge
        self.member_text.setText(describe(member))
        self.history_text.setText(past(store.staff_history(badge)))
        for role, button in self.member_roles.items():
            button.setChecked(role == member.role)
        self.active_button.setText(tr("Deactivate") if member.active else tr("Reactivate"))
        self.active_button.setProperty("role", "fold" if member.active else "passive")
        restyle(self.active_button)
        self.pages.setCurrentWidget(self.member_page)

    def change_role(self, role: str) -> None:
        badge = self.selected
        self._change(lambda a: a.set_role(badge, role), tr("{name} is now {role}."))
        self.open_member(badge)

    def back_to_member(self) -> None:
        self.message.setText("")
        self.open_member(self.selected)

    def _selected(self) -> StaffMember | None:
        store = self.controller.store
        return store.staff(self.selected) if store is not None else None

    # ----------------------------------------------------------------- name and badge

    def start_rename(self) -> None:
        member = self._selected()
        if member is not None:
            self._ask_name(True, member.name,
                           tr("Correct {name}'s name on the keyboard, then Save the name.")
                           .format(name=member.name), tr("Save the name"))

    def start_rebadge(self) -> None:
        self.replacement = ""
        self.message.setText("")
        self._show_rebadge()
        self.pages.setCurrentWidget(self.rebadge_page)

    def _show_rebadge(self) -> None:
        member = self._selected()
        if member is None:
            return
        read = (tr("badge {badge} read").format(badge=self.replacement) if self.replacement
                else tr("no badge read yet"))
        self.rebadge_text.setText(
            tr("{name}'s badge {badge} is lost or broken: present the new badge to the reader "
               "({read}), then Replace the badge. The old badge stops signing in at once; what "
               "it signed stays on record as theirs.").format(
                name=member.name, badge=member.badge, read=read))
        self.rebadge_done.setEnabled(bool(self.replacement))

    def replace_badge(self) -> None:
        old, new = self.selected, self.replacement
        if self._change(lambda a: a.replace_badge(old, new),
                        tr("{name}'s badge is now {badge}; badge {old} no longer signs in.")
                        .replace("{old}", old)):
            self.open_member(new)
        else:
            self.replacement = ""
            self._show_rebadge()

    def start_reset(self) -> None:
        member = self._selected()
        digits = pin_digits(member.role) if member is not None else pin_digits("admin")
        self._ask_pin("reset", tr("New PIN: {digits}, then OK").format(digits=render(digits)))

    def toggle_active(self) -> None:
        badge, member = self.selected, self._selected()
        if member is None:
            return
        self._change(lambda a: a.set_active(badge, not member.active),
                     tr("{name} was deactivated.") if member.active
                     else tr("{name} was reactivated."))
        self.open_member(badge)
