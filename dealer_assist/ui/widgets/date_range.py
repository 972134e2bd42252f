"""A date range chosen by touch alone (no keyboard): From and To, whole local days, each moved by
day and month keys. To never comes before From nor after today; a key that would cross that
limit stops at it, and is greyed out when already there. The supervisor's export and charts
both use it for "Choose dates…"."""

from __future__ import annotations

import calendar
from collections.abc import Callable
from datetime import date, timedelta

from PySide6.QtCore import QT_TR_NOOP, QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from dealer_assist.ui.i18n import day_text, range_text, tr
from dealer_assist.ui.shift_stats import DateRange
from dealer_assist.ui.widgets.buttons import touch_button
from dealer_assist.ui.widgets.text_width import label_width

NAME_PX = 96  # From and To: the least width of their names (one width, the keys aligned)
STEPS = ((QT_TR_NOOP("-1 month"), 0, -1), (QT_TR_NOOP("-1 day"), -1, 0),
         (QT_TR_NOOP("+1 day"), 1, 0), (QT_TR_NOOP("+1 month"), 0, 1))
"""Each key's words (the keys are found by these English words), days and months it moves."""


def moved(day: date, days: int = 0, months: int = 0) -> date:
    """``day`` moved by whole days or calendar months (31 Mar - 1 month is 28/29 Feb)."""
    if months:
        index = day.year * 12 + day.month - 1 + months
        year, month = divmod(index, 12)
        month += 1
        day = day.replace(year=year, month=month,
                          day=min(day.day, calendar.monthrange(year, month)[1]))
    return day + timedelta(days=days)


class DayStepper(QWidget):
    """One end of the range: its name, the day in words and the four keys."""

    def __init__(self, title: str, step: Callable[[int, int], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.name = QLabel(title, objectName="detailText")
        self.name.setFixedWidth(NAME_PX)
        row.addWidget(self.name)
        self.day = QLabel(objectName="detailText")
        self.day.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.day.setMinimumWidth(170)
        self.keys: dict[str, QPushButton] = {}
        for text, days, months in STEPS:
            button = touch_button(tr(text), "quiet",
                                  lambda d=days, m=months: step(d, m))
            self.keys[text] = button
            row.addWidget(button)
            if days < 0:
                row.addWidget(self.day)
        row.addStretch(1)

    def show_day(self, day: date, low: date | None, high: date) -> None:
        self.day.setText(day_text(day))
        for text, button in self.keys.items():
            forward = text.startswith("+")  # the English key's name
            button.setEnabled(day < high if forward else (low is None or day > low))


class DateRangePicker(QWidget):
    """From and To by touch; ``changed`` after every move. ``today`` is injectable for tests."""

    changed = Signal()

    def __init__(self, today: Callable[[], date] = date.today,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.today = today
        last = today()
        self.first, self.last = last.replace(day=1), last
        self.start = DayStepper(tr("From"), lambda d, m: self.step(True, d, m))
        self.end = DayStepper(tr("To"), lambda d, m: self.step(False, d, m))
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.start)
        column.addWidget(self.end)
        self._align()
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): From and To said again, their width fitted again,
        the days in the new language's words."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self._align()
            self._show()

    def showEvent(self, event: QShowEvent) -> None:
        """Measured again when shown: only then is the theme's padding of the names known."""
        super().showEvent(event)
        self._align()

    def _align(self) -> None:
        """From and To as wide as the wider of their names in this language (Tagalog's
        "Hanggang" is wider than 96 px): the day keys of both rows stay aligned."""
        names = (self.start.name, self.end.name)
        for name in names:
            name.ensurePolished()  # the theme's font size, before it is measured
        wide = max(NAME_PX, *(label_width(n) for n in names))
        for name in names:
            name.setFixedWidth(wide)

    def range(self) -> DateRange:
        return self.first, self.last

    def text(self) -> str:
        """The range in the screen's language."""
        return range_text(self.first, self.last)

    def set_range(self, first: date, last: date) -> None:
        """Both ends, kept within the rules (To not after today, From not after To)."""
        self.last = min(last, self.today())
        self.first = min(first, self.last)
        self._show()
        self.changed.emit()

    def step(self, from_end: bool, days: int, months: int) -> None:
        if from_end:
            self.set_range(moved(self.first, days, months), self.last)
        else:
            self.set_range(self.first, max(moved(self.last, days, months), self.first))

    def _show(self) -> None:
        self.start.show_day(self.first, None, self.last)
        self.end.show_day(self.last, self.first, self.today())
