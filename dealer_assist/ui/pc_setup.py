"""``dealer-assist setup --touch``: the table PC's settings by touch, for a technician at a table
with no keyboard. The table number on a digit pad, the house, the default language and kiosk as
buttons; the room store's address and file paths stay with the flags (they are typed once, from
the room's install sheet). Nothing is written until Save."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.rules.enums import HouseCode
from dealer_assist.settings import LANGUAGES, Settings, check_table_id
from dealer_assist.ui.i18n import LANGUAGE_NAMES, tr
from dealer_assist.ui.theme import apply_theme
from dealer_assist.ui.widgets.buttons import touch_button
from dealer_assist.ui.widgets.number_pad import NumberPad


class SetupForm(QDialog):
    """The settings form; :attr:`chosen` holds the result after Save."""

    def __init__(self, current: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Dealer Assist: this table PC"))
        self.current = current
        self.chosen: Settings | None = None
        digits = current.table_id[1:] if current.table_id[:1] == "T" else ""
        self.table = NumberPad("Table number")
        self.table.ask(tr("Table number"), int(digits) if digits.isdigit() else 0)
        self.table.cancelled.connect(self.reject)
        self.table.entered.connect(lambda _value: self.save())
        self.table.ok.setText(tr("Save"))
        self.houses = self._choices([c.value for c in HouseCode], current.house)
        self.languages = self._choices(list(LANGUAGES), current.language, LANGUAGE_NAMES)
        self.kiosk = QPushButton(tr("Kiosk (full screen)"))
        self.kiosk.setProperty("role", "letter")
        self.kiosk.setCheckable(True)
        self.kiosk.setChecked(current.kiosk)
        self.message = QLabel(objectName="stepNext")
        side = QVBoxLayout()
        for title, group in (("House", self.houses), ("Language", self.languages)):
            side.addWidget(QLabel(title, objectName="numberRange"))
            side.addLayout(self._grid(group))
        side.addWidget(self.kiosk)
        side.addWidget(self.message)
        side.addStretch(1)
        row = QHBoxLayout(self)
        row.addWidget(self.table, 1)
        row.addLayout(side, 1)

    def _choices(self, values: list[str], current: str | None,
                 names: dict[str, str] | None = None) -> QButtonGroup:
        group = QButtonGroup(self)
        group.setExclusive(True)
        for value in values:
            button = touch_button((names or {}).get(value, value), "letter", lambda: None)
            button.setCheckable(True)
            button.setChecked(value == current)
            button.setProperty("value", value)
            group.addButton(button)
        return group

    @staticmethod
    def _grid(group: QButtonGroup) -> QGridLayout:
        grid = QGridLayout()
        for i, button in enumerate(group.buttons()):
            grid.addWidget(button, i // 3, i % 3)
        return grid

    @staticmethod
    def _picked(group: QButtonGroup) -> str | None:
        button = group.checkedButton()
        return None if button is None else str(button.property("value"))

    def save(self) -> None:
        """Check the table number and keep the choices (the caller writes the file)."""
        if self.table.value <= 0:
            self.message.setText(tr("Enter the table number first."))
            return
        table_id = check_table_id(f"T{self.table.value}")
        self.chosen = dataclasses.replace(
            self.current, table_id=table_id, house=self._picked(self.houses) or self.current.house,
            language=self._picked(self.languages) or self.current.language,
            kiosk=self.kiosk.isChecked())
        self.accept()


def run_setup_form(current: Settings) -> Settings | None:
    """Show the form full size and return the chosen settings, or None when cancelled."""
    existing = QApplication.instance()
    qt = existing if isinstance(existing, QApplication) else QApplication(["dealer-assist"])
    apply_theme(qt)
    form = SetupForm(current)
    form.resize(1024, 700)
    form.exec()
    return form.chosen
