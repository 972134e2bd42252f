"""The Calls panel: every table-talk mark, correction and floor call of the engine by touch,
built from the registry in :mod:`dealer_assist.ui.table_calls` (no widget code per call).

It lists the floor prompts of the procedure with the calls that answer them, then the calls
that apply at this stage. Touching one asks its arguments in order (seat buttons, the number
pad, the card picker, option buttons, the on-screen keyboard); a floor call first needs a
floorperson signed in by badge and PIN (one call per sign-in, audited). The command then runs
through the controller's store-then-commit loop and a refusal is shown in the engine's words.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Mapping, Sequence
from typing import Final, cast

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.cards import Card
from dealer_assist.engine.steps import Step
from dealer_assist.storage import StaffMember
from dealer_assist.ui import i18n
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.floor_desk import SignedIn
from dealer_assist.ui.floor_filter import STAGE_TEXT
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.staff_sign_in import FLOOR_ROLES, role_word
from dealer_assist.ui.table_calls import (
    Arg,
    Call,
    asked,
    available,
    card_count,
    command,
    options,
    prefill,
    prompts,
    stage,
)
from dealer_assist.ui.views.card_picker import CardPicker
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.views.sign_in_view import SignInView
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.keyboard import Keyboard
from dealer_assist.ui.widgets.number_pad import NumberPad
from dealer_assist.ui.widgets.procedure_panel import rule_text
from dealer_assist.ui.widgets.scroll import touch_scroll

SKIPPED: Final = object()  # an optional argument left out: the command's default applies
COLUMNS: Final = 2
LABEL_WIDTH: Final = 30  # characters per line of a call's button (two fit a 1024 screen)
REASON_LENGTH: Final = 60


class CallsPanel(Overlay):
    member = SignedIn("controller")  # the floorperson signed in for a call reports rulings
    floor_wanted = Signal()  # the Floor panel's rulings, for a ruling waiting on the floor

    def __init__(self, controller: TableController, demo_badge: Callable[[], None] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.call: Call | None = None
        self.arg: Arg | None = None
        self.values: dict[str, object] = {}
        self.member = None
        self.listed: dict[str, QPushButton] = {}  # call key -> its button in the list now
        self.answers: dict[str, QPushButton] = {}  # call key -> its button under a prompt

        self.title = QLabel(tr("Table calls"), objectName="overlayTitle")
        self.message = QLabel(objectName="overlayText")
        self.message.setWordWrap(True)
        self.close_button = touch_button(tr("Close"), "quiet", self.close_panel)
        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(self.close_button)

        # the list of calls (rebuilt on every change)
        self.scroll = touch_scroll(QWidget(objectName="scrollBody"), horizontal=False)
        # one question: a seat or a choice
        self.question = QLabel(objectName="detailText")
        self.question.setWordWrap(True)
        self.choice_grid = QGridLayout()
        self.choice_grid.setSpacing(10)
        self.choice_buttons: list[QPushButton] = []
        choices = _column(self.question, self.choice_grid)
        # an amount, a reason, the floor's sign-in
        self.number_pad = NumberPad()
        self.number_pad.entered.connect(self.answer)
        self.number_pad.cancelled.connect(self.cancel)
        self.keyboard_title = QLabel(objectName="detailText")
        self.keyboard = Keyboard(max_length=REASON_LENGTH, placeholder=tr("Type the reason"),
                                 names=False)
        self.keyboard_ok = touch_button(tr("OK"), "passive", self.reason_entered)
        self.keyboard.changed.connect(lambda text: self.keyboard_ok.setEnabled(bool(text)))
        reason = _column(self.keyboard_title, self.keyboard, self.keyboard_ok)
        self.login = SignInView(controller, FLOOR_ROLES, "floor", demo_badge)
        self.login.signed_in.connect(self.signed_in)
        self.pages = QStackedWidget()
        for page in (self.scroll, choices, self.number_pad, reason, self.login):
            self.pages.addWidget(page)
        self.choices, self.reason_page = choices, reason

        self.skip_button = touch_button(tr("Skip"), "quiet", self.skip)
        self.cancel_button = touch_button(tr("Cancel call"), "quiet", self.cancel)
        footer = QHBoxLayout()
        footer.addStretch(1)
        footer.addWidget(self.skip_button)
        footer.addWidget(self.cancel_button)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(20, 14, 20, 14)
        box.setSpacing(10)
        box.addLayout(header)
        box.addWidget(self.message)
        box.addWidget(self.pages, 1)
        box.addLayout(footer)

        self.picker = CardPicker(parent)
        self.picker.picked.connect(self.cards_picked)
        self.picker.cancelled.connect(self.cancel)
        controller.state_changed.connect(self.state_changed)
        controller.refused.connect(self.refused)
        self.show_list()

    # ----------------------------------------------------------------- the list

    def place(self, width: int, height: int) -> None:
        super().place(width, height)
        self.picker.place(width, height)

    def open(self) -> None:
        self._say("")
        self.show_list()
        super().open()

    def close_panel(self) -> None:
        """Close; a floorperson signed in for a call not made is signed out."""
        self.member = None
        self.picker.hide()
        self.hide()

    def state_changed(self) -> None:
        if self.isVisible() and self.pages.currentWidget() is self.scroll:
            self.show_list()

    def refused(self, text: str) -> None:
        """The engine's refusal (or the log's), shown unchanged."""
        if self.isVisible():
            self._say(text)

    def show_list(self) -> None:
        """The floor prompts of the procedure, then the calls that apply now."""
        self.call, self.arg, self.values = None, None, {}
        table = self.controller.session.table
        body = QWidget(objectName="scrollBody")
        column = QVBoxLayout(body)
        column.setSpacing(8)
        self.listed, self.answers = {}, {}
        found = prompts(self.controller.session.procedure().steps)
        if self.controller.open_rulings():
            column.addWidget(_text(tr("A ruling the engine proposed waits for the floor:")))
            column.addWidget(touch_button(tr("Open Floor: Rulings"), "floor", self.to_floor))
        if found:
            column.addWidget(_text(tr("Floor prompts now:")))
        for step, answering in found:
            column.addWidget(_text(f"{step.text}\n{rule_text(step.rule_ids)}"))
            if not answering:
                column.addWidget(_text(tr("(no call here answers it: it is done at the table)")))
            for call in answering:
                self.answers[call.key] = self._call_button(call, step, tr("Answer: {call}"))
                column.addWidget(self.answers[call.key])
        now = available(table)
        when = tr(STAGE_TEXT[stage(table)])
        column.addWidget(_text(tr("Calls {when}:").format(when=when) if now
                               else tr("No call applies {when}.").format(when=when)))
        grid = QGridLayout()
        grid.setSpacing(10)
        for i, call in enumerate(now):
            self.listed[call.key] = self._call_button(call)
            grid.addWidget(self.listed[call.key], i // COLUMNS, i % COLUMNS)
        column.addLayout(grid)
        if self.member is not None:
            column.addWidget(_text(tr("Signed in: {name} ({role}).").format(
                                       name=self.member.name, role=self.member.role)))
            column.addWidget(touch_button(tr("Sign out"), "quiet", self.sign_out))
        column.addStretch(1)
        self.scroll.setWidget(body)
        self._page(self.scroll, optional=False, cancel=False)

    def _call_button(self, call: Call, step: Step | None = None,
                     lead: str = "{call}") -> QPushButton:
        """``lead``: a translated template around the call's name ("Answer: {call}")."""
        ids = f"\n{', '.join(call.rule_ids)}" if call.rule_ids else ""
        button = touch_button(textwrap.fill(lead.format(call=tr(call.label)), LABEL_WIDTH) + ids,
                              "floor" if call.floor else "quiet",
                              lambda: self.begin(call, prefill(call, step)))
        button.setToolTip(rule_text(call.rule_ids))
        return button

    def to_floor(self) -> None:
        """The rulings the engine proposed are decided on the Floor panel."""
        self.close_panel()
        self.floor_wanted.emit()

    def sign_out(self) -> None:
        i18n.staff_signed_out()  # the table's language again
        self.member = None
        self.show_list()

    # ----------------------------------------------------------------- one call

    def begin(self, call: Call, prefill: Mapping[str, object] | None = None) -> None:
        self.call, self.values = call, dict(prefill or {})
        self._say("")
        if call.floor and self.member is None:
            self._say(tr("{call}: only a floorperson signed in by badge and PIN makes this "
                         "call.").format(call=tr(call.label)))
            self.login.reset(lambda: rule_text(call.rule_ids))
            self._page(self.login, optional=False)
            return
        self.ask_next()

    def signed_in(self, member: StaffMember) -> None:
        self.member = member
        self._say(tr("Signed in: {name} ({role}).").format(
            name=member.name, role=render(role_word(member.role))))
        if self.call is not None:
            self.ask_next()

    def ask_next(self) -> None:
        call = self.call
        if call is None:
            return
        table = self.controller.session.table
        pending = [a for a in call.args if a.name not in self.values and asked(table, a)]
        if not pending:
            self.execute(call)
            return
        arg = self.arg = pending[0]
        heading = tr("{call}: {prompt}").format(call=tr(call.label), prompt=tr(arg.prompt))
        if arg.kind in ("seat", "choice"):
            self._choices(heading, [(label, lambda v=value: self.answer(v))
                                    for label, value in options(table, arg)])
        elif arg.kind == "seats":
            self._choices(heading, options(table, arg), several=True)
        elif arg.kind == "amount":
            self.number_pad.ask(heading)
            self._page(self.number_pad, arg.optional, cancel=False)  # the pad has its Cancel
        elif arg.kind == "reason":
            self.keyboard_title.setText(heading)
            self.keyboard.set_text("")
            self._page(self.reason_page, arg.optional)
        elif arg.optional:  # cards that may be unknown: touch them, or Skip
            self._choices(heading, [(tr("Touch the cards…"), lambda: self.ask_cards(arg))])
        else:
            self.ask_cards(arg)

    def ask_cards(self, arg: Arg) -> None:
        assert self.call is not None
        count = card_count(self.controller.session.table, arg)
        self.picker.ask(tr("{label}: {prompt} (touch {count})").format(
                            label=tr(self.call.label), prompt=tr(arg.prompt), count=count),
                        count)
        self.picker.open()

    def cards_picked(self, cards: tuple[Card, ...]) -> None:
        self.picker.hide()
        self.answer(tuple(cards))

    def reason_entered(self) -> None:
        self.answer(self.keyboard.text)

    def answer(self, value: object) -> None:
        if self.arg is not None:
            self.values[self.arg.name] = value
        self.ask_next()

    def skip(self) -> None:
        self.answer(SKIPPED)

    def cancel(self) -> None:
        call = self.call
        self.picker.hide()
        if call is not None and call.floor and self.member is None:
            note = tr("Not done: {call} is a floor call and needs a floorperson signed in by "
                      "badge and PIN.").format(call=_lower(tr(call.label)))
        else:
            note = (tr("Cancelled: {call}.").format(call=_lower(tr(call.label)))
                    if call is not None else "")
        self.show_list()
        self._say(note)

    def execute(self, call: Call) -> None:
        member = self.member
        by = f"{member.name} ({member.badge})" if member is not None else ""
        values = {k: v for k, v in self.values.items() if v is not SKIPPED}
        done = self.controller.submit(command(call, self.controller.session, values, by))
        text = self.message.text()
        if call.floor and member is not None:
            store = self.controller.store
            if done and store is not None:
                # i18n: the audit log stays English
                store.audit("floor_call", f"{call.label} ({call.key}): {values}",
                            table=self.controller.table_id, staff=member.badge)
            self.member = None  # one floor call per sign-in
        self.show_list()
        self._say(tr("Done: {call}.").format(call=tr(call.label)) if done else text)

    # ----------------------------------------------------------------- pages

    def _choices(self, heading: str, items: Sequence[tuple[str, object]],
                 several: bool = False) -> None:
        """One button per item: touching one runs its slot; with ``several`` each item is a
        value, the buttons toggle and OK answers the values touched, in order shown."""
        discard(self.choice_grid, self.choice_buttons)
        self.question.setText(heading if items else tr("{heading}\nNothing to choose at this "
                                                       "table now: cancel the call.").format(
                                                        heading=heading))
        chosen: list[tuple[QPushButton, object]] = []
        for i, (label, slot) in enumerate(items):
            if several:
                button = touch_button(label, "choice", lambda: None)
                button.setCheckable(True)
                chosen.append((button, slot))
            else:
                button = touch_button(label, "quiet", cast(Callable[[], object], slot))
            self.choice_grid.addWidget(button, i // COLUMNS, i % COLUMNS)
            button.show()  # the page may already be on screen
            self.choice_buttons.append(button)
        if several and items:
            ok = touch_button(tr("OK: the seats touched"), "passive", lambda: self.answer(
                tuple(value for button, value in chosen if button.isChecked())))
            self.choice_grid.addWidget(ok, (len(items) + 1) // COLUMNS + 1, 0, 1, COLUMNS)
            ok.show()
            self.choice_buttons.append(ok)
        assert self.arg is not None
        self._page(self.choices, self.arg.optional)

    def _say(self, text: str) -> None:
        """The line under the title: what was done, or why not (hidden when there is none)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _page(self, page: QWidget, optional: bool, cancel: bool = True) -> None:
        self.pages.setCurrentWidget(page)
        self.skip_button.setVisible(optional)
        self.cancel_button.setVisible(cancel)


def _column(*parts: QWidget | QLayout) -> QWidget:
    """A page: ``parts`` one under the other, from the top."""
    page = QWidget()
    box = QVBoxLayout(page)
    box.setContentsMargins(0, 0, 0, 0)
    for part in parts:
        if isinstance(part, QLayout):
            box.addLayout(part)
        else:
            box.addWidget(part)
    box.addStretch(1)
    return page


def _text(text: str) -> QLabel:
    label = QLabel(text, objectName="overlayText")
    label.setWordWrap(True)
    return label


def _lower(label: str) -> str:
    """A call's name inside a sentence: its first letter small (a no-op where a script has no
    capitals)."""
    return label[:1].lower() + label[1:]
