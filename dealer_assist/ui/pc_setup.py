"""``dealer-assist setup --touch``: the table PC's settings by touch, for a technician at a table
with no keyboard. The table number on a digit pad, the house, the default language and kiosk as
buttons; the room store's address on the on-screen keyboard (checked as it is taken: a malformed
address is refused, naming the problem) and the room file chosen among the room files found on
the PC. The hand log's path stays with the flags. Nothing is written until Save."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist import paths
from dealer_assist.rules.enums import HouseCode
from dealer_assist.settings import (
    LANGUAGES,
    Settings,
    SettingsError,
    check_room_dsn,
    check_table_id,
)
from dealer_assist.ui.i18n import LANGUAGE_NAMES, render_error, tr
from dealer_assist.ui.theme import apply_theme
from dealer_assist.ui.widgets.buttons import touch_button
from dealer_assist.ui.widgets.keyboard import ADDRESS_ROWS, Keyboard
from dealer_assist.ui.widgets.number_pad import NumberPad

ADDRESS_LENGTH = 160


def room_files(current: Path | None = None) -> list[Path]:
    """The room files on this PC that load as rooms: the settings folders', the example rooms,
    and the folder of the one in force; a file that does not load is left out."""
    from dealer_assist.engine.session import DEMO_ROOM
    from dealer_assist.rules import load_room

    folders = [paths.config_dir(), paths.site_config_dir(), DEMO_ROOM]
    if current is not None:
        folders.append(current.parent)
    found: list[Path] = []
    for folder in folders:
        for path in sorted(folder.glob("*.toml")) if folder.is_dir() else []:
            if path.resolve() in {p.resolve() for p in found}:
                continue
            try:
                load_room(path)
            except (ValueError, LookupError, OSError):
                continue  # a settings file or a broken room: not offered
            found.append(path)
    return found



class SetupForm(QDialog):
    """The settings form; :attr:`chosen` holds the result after Save."""

    def __init__(self, current: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Dealer Assist: this table PC"))
        self.current = current
        self.chosen: Settings | None = None
        digits = current.table_id[1:] if current.table_id[:1] == "T" else ""
        self.table = NumberPad(tr("Table number"))
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
        self.room_dsn, self.room_file = current.room_dsn, current.room_file
        self.room_button = touch_button("", "letter", self.ask_address)
        self.file_button = touch_button("", "letter", self.ask_room_file)
        side = QVBoxLayout()
        for title, group in ((tr("House"), self.houses), (tr("Language"), self.languages)):
            side.addWidget(QLabel(title, objectName="numberRange"))
            side.addLayout(self._grid(group))
        side.addWidget(self.kiosk)
        side.addWidget(QLabel(tr("Room"), objectName="numberRange"))
        side.addWidget(self.room_button)
        side.addWidget(self.file_button)
        side.addWidget(self.message)
        side.addStretch(1)
        main = QWidget()
        row = QHBoxLayout(main)
        row.addWidget(self.table, 1)
        row.addLayout(side, 1)
        self.pages = QStackedWidget()
        self.pages.addWidget(main)
        self.pages.addWidget(self._address_page())
        self.files_page = QWidget()
        self.pages.addWidget(self.files_page)
        QVBoxLayout(self).addWidget(self.pages)
        self._show_room()

    # ----------------------------------------------------------------- the room

    def _address_page(self) -> QWidget:
        self.address = Keyboard(
            max_length=ADDRESS_LENGTH, rows=ADDRESS_ROWS, literal=True,
            placeholder=tr("The room's address, e.g. host=10.0.0.5 dbname=room"))
        self.address_message = QLabel(objectName="stepNext")
        self.address_message.setWordWrap(True)
        buttons = QHBoxLayout()
        self.use_address = touch_button(tr("Use this address"), "passive", self.take_address)
        self.no_room = touch_button(tr("No room"), "quiet", self.drop_address)
        buttons.addWidget(self.use_address)
        buttons.addWidget(self.no_room)
        buttons.addWidget(touch_button(tr("Back"), "quiet", self.main_page))
        page = QWidget()
        column = QVBoxLayout(page)
        column.addWidget(QLabel(tr("Room store address (PostgreSQL)"), objectName="numberRange"))
        column.addWidget(self.address, 1)
        column.addWidget(self.address_message)
        column.addLayout(buttons)
        return page

    def ask_address(self) -> None:
        self.address.set_text(self.room_dsn or "")
        self.address_message.setText(tr("Passwords belong in the PC's .pgpass file, not here."))
        self.pages.setCurrentIndex(1)

    def take_address(self) -> None:
        """Keep the typed address once it reads as one; otherwise say what is wrong with it."""
        try:
            self.room_dsn = check_room_dsn(self.address.text, tr("room address"))
        except SettingsError as error:
            self.address_message.setText(tr("Not kept: {error}").format(
                error=render_error(error)))
            return
        self.main_page()

    def drop_address(self) -> None:
        self.room_dsn = None
        self.main_page()

    def ask_room_file(self) -> None:
        """One button per room file found (the one in force checked), then No room file."""
        old = self.files_page.layout()
        if old is not None:
            QWidget().setLayout(old)  # the old buttons go with a throwaway parent
        self.files = QButtonGroup(self.files_page)
        column = QVBoxLayout(self.files_page)
        column.addWidget(QLabel(tr("Room file (the room's own amounts)"), objectName="numberRange"))
        found = room_files(self.room_file)
        for path in found:
            button = touch_button(path.name, "letter", lambda p=path: self.take_room_file(p))
            button.setCheckable(True)
            button.setChecked(self.room_file is not None and path == self.room_file)
            button.setToolTip(str(path))
            self.files.addButton(button)
            column.addWidget(button)
        if not found:
            column.addWidget(QLabel(tr("No room files on this PC."), objectName="stepNext"))
        column.addWidget(touch_button(tr("No room file"), "quiet",
                                      lambda: self.take_room_file(None)))
        column.addWidget(touch_button(tr("Back"), "quiet", self.main_page))
        column.addStretch(1)
        self.pages.setCurrentWidget(self.files_page)

    def take_room_file(self, path: Path | None) -> None:
        self.room_file = path
        self.main_page()

    def main_page(self) -> None:
        self._show_room()
        self.pages.setCurrentIndex(0)

    def _show_room(self) -> None:
        self.room_button.setText(tr("Address: {room_dsn}").format(
                                     room_dsn=self.room_dsn) if self.room_dsn
                                 else tr("Address: none (this table alone)"))
        self.file_button.setText(tr("Room file: {name}").format(
                                     name=self.room_file.name) if self.room_file
                                 else tr("Room file: none"))

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
            kiosk=self.kiosk.isChecked(), room_dsn=self.room_dsn, room_file=self.room_file)
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
