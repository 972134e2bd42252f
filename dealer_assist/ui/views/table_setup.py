"""Table set-up by touch, between hands: the house, game and limit chosen from the house
profiles (``rules.load_all``), the table opened as one logged ``TableConfigured`` event the
engine accepts or refuses (its Refusal text is shown unchanged), and players seated by name
with the on-screen keyboard, their chips on the number pad and how they come in (the entry
options the house allows). Each seat's own options (away, back, seat change, chips, leave) are
the seat panel's: touch the seat on the table.

A player-banked game (Three Card, Pai Gow ...) is not a flop table: "Open the table" asks the
flop engine only whether the game may change now (between hands) and then emits
``banked_chosen`` with the banked table's name; the app opens it on the same hand log."""

from __future__ import annotations

import re
from functools import cached_property

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.engine.events import PlayerSeated, TableConfigured
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.seating import ENTRY_OPTIONS
from dealer_assist.rules import HouseCode, HouseProfile, load_all
from dealer_assist.ui.banked_games import variant_for
from dealer_assist.ui.buy_in_checks import RoomRefusal, buy_in_events
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.game_names import GAME_NAMES
from dealer_assist.ui.i18n import render_error, tr
from dealer_assist.ui.stud_table import table_config
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.views.seat_panel import ENTRY_WORDS
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.keyboard import Keyboard
from dealer_assist.ui.widgets.number_pad import NumberPad

COLUMNS = 3
SEAT_COLUMNS = 5


class TableSetup(Overlay):
    margins = (0.02, 0.03)
    banked_chosen = Signal(str)  # the banked table's name (ui.banked_games), between hands
    dealer_wanted = Signal()  # the house dealer's sign-in (ui/views/dealer_sign_in.py)
    draw_wanted = Signal()  # the draw for the button, LC-86 (ui/views/button_draw.py)

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.house = ""
        self.game = ""
        self.limit = ""
        self.seat = 0
        self.title = QLabel(tr("Table set-up (between hands)"), objectName="overlayTitle")
        close = touch_button(tr("Close"), "quiet", self.hide)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(close)

        self.grids: dict[str, QGridLayout] = {}
        self.choices: dict[str, list[QPushButton]] = {"house": [], "game": [], "limit": []}
        left = QVBoxLayout()
        left.setSpacing(6)
        for key, label in (("house", "House"), ("game", "Game"), ("limit", "Limit")):
            left.addWidget(QLabel(label, objectName="panelTitle"))
            grid = QGridLayout()
            grid.setSpacing(6)
            self.grids[key] = grid
            left.addLayout(grid)
        self.open_button = touch_button(tr("Open the table"), "step", self.open_table)
        self.checked: dict[tuple[str, str, str], str] = {}  # (house, game, limit): missing
        self.result = QLabel(objectName="stepNext")
        self.result.setWordWrap(True)
        left.addWidget(self.open_button)
        opening = QHBoxLayout()  # a table opening: its dealer signs in, the players draw
        opening.addWidget(touch_button(tr("Dealer…"), "quiet", self.dealer_wanted.emit))
        opening.addWidget(touch_button(tr("Button draw…"), "quiet", self.draw_wanted.emit))
        left.addLayout(opening)
        left.addWidget(self.result)
        left.addStretch(1)

        self.seat_grid = QGridLayout()
        self.seat_grid.setSpacing(6)
        self.seat_buttons: list[QPushButton] = []
        self.keyboard = Keyboard()
        self.keyboard.changed.connect(self._typed)
        self.sit = touch_button(tr("Sit down"), "step", self.ask_chips)
        typing = QWidget()
        tbox = QVBoxLayout(typing)
        tbox.setContentsMargins(0, 0, 0, 0)
        tbox.addWidget(self.keyboard)
        tbox.addWidget(self.sit)
        tbox.addStretch(1)
        self.chips = NumberPad()
        self.chips.entered.connect(self.ask_entry)
        self.chips.cancelled.connect(lambda: self.pages.setCurrentIndex(0))
        self.stack = 0
        self.entry_title = QLabel(objectName="overlayText")
        self.entry_title.setWordWrap(True)
        self.entry_grid = QGridLayout()
        self.entry_grid.setSpacing(6)
        self.entry_buttons: list[QPushButton] = []
        entry = QWidget()
        ebox = QVBoxLayout(entry)
        ebox.setContentsMargins(0, 0, 0, 0)
        ebox.addWidget(self.entry_title)
        ebox.addLayout(self.entry_grid)
        ebox.addWidget(touch_button(tr("Back to the chips"), "quiet", self.ask_chips))
        ebox.addStretch(1)
        self.pages = QStackedWidget()
        self.pages.addWidget(typing)
        self.pages.addWidget(self.chips)
        self.pages.addWidget(entry)
        self.entry_page = entry
        self.seat_title = QLabel(tr("Seat a player: touch an open seat"), objectName="panelTitle")
        right = QVBoxLayout()
        right.setSpacing(6)
        right.addWidget(self.seat_title)
        right.addLayout(self.seat_grid)
        right.addWidget(self.pages, 1)

        body = QHBoxLayout()
        body.setSpacing(18)
        body.addLayout(left, 4)
        body.addLayout(right, 6)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(16, 10, 16, 10)
        box.addLayout(head)
        box.addLayout(body, 1)
        controller.refused.connect(self._refused)

    def _refused(self, message: str) -> None:
        if self.isVisible():  # the dealer screen's banner is under this panel
            self.result.setText(message)

    # ----------------------------------------------------------------- choices

    @cached_property
    def profiles(self) -> dict[HouseCode, HouseProfile]:
        """The house profiles, read when the panel first opens (not at start-up: 0.14 s)."""
        return load_all()

    def open(self) -> None:
        table = self.controller.session.table
        self.house = table.house if table.house in self.profiles else next(iter(self.profiles))
        self.game, self.limit = table.game, table.limit
        self.result.setText("")
        self.refresh()
        super().open()

    def refresh(self) -> None:
        profile = self.profiles[self.house]
        games = {str(g): gp for g, gp in profile.games.items()}
        if self.game not in games:
            self.game = next(iter(games), "")
        listed = [str(k) for k in getattr(games.get(self.game), "limits", {})]
        # only a table the room has set every amount for can open: the rest are named, in words
        limits = [k for k in listed if not self.missing(self.house, self.game, k)]
        waiting = [k for k in listed if k not in limits]
        if self.limit not in limits:
            self.limit = limits[0] if limits else ""
        houses = [(str(c), str(c).replace("_", " ")) for c in self.profiles]
        self._choices("house", houses, self.house)
        self._choices("game", [(g, GAME_NAMES.get(g, g)) for g in games], self.game)
        self._choices("limit", [(k, k) for k in limits], self.limit)
        if waiting and not self.result.text():
            needs = "; ".join(f"{k} needs {self.missing(self.house, self.game, k)}"
                              for k in waiting)
            self.result.setText(tr("Not offered until the room sets its amounts: {needs}.").format(
                                    needs=needs))
        elif not limits:
            self.result.setText(tr("{name} lists no limits for this game: the room names them in "
                                   "its own profile file").format(
                                    name=profile.name))
        self.open_button.setEnabled(bool(self.limit))
        self._seats()

    def missing(self, house: str, game: str, limit: str) -> str:
        """What the room still has to set before this table can open, in plain words ("the
        button blind"); "" when nothing (banked games open with their own settings)."""
        key = (house, game, limit)
        if key not in self.checked:
            words = ""
            if variant_for(self.profiles[HouseCode(house)], game) is None:
                try:
                    table_config(house, game, limit)
                except Refusal as refusal:
                    words = plain_missing(str(refusal))
            self.checked[key] = words
        return self.checked[key]

    def _choices(self, key: str, items: list[tuple[str, str]], chosen: str) -> None:
        grid = self.grids[key]
        discard(grid, self.choices[key])
        for i, (value, label) in enumerate(items):
            button = touch_button(label, "choice", lambda k=key, v=value: self.choose(k, v))
            button.setCheckable(True)
            button.setChecked(value == chosen)
            self.choices[key].append(button)
            grid.addWidget(button, i // COLUMNS, i % COLUMNS)
            if self.isVisible():
                button.show()

    def choose(self, key: str, value: str) -> None:
        setattr(self, key, value)
        self.result.setText("")
        self.refresh()

    def open_table(self) -> bool:
        """One logged event; the engine refuses it during a hand, the profile a missing value."""
        table = self.controller.session.table
        house, game, limit = self.house, self.game, self.limit
        try:
            banked = variant_for(self.profiles[house], game)  # the profile says what is banked
        except LookupError as error:
            self.controller.refused.emit(str(error))
            self.result.setText(str(error))
            return False
        if banked is not None:
            return self.open_banked(banked.name, banked.label)

        def events() -> list:  # type: ignore[type-arg]
            config = table_config(house, game, limit)
            return self.controller.session.check([TableConfigured(
                table.name or self.controller.table_id, house, game, limit, table.max_seats,
                config.to_json())])
        try:
            done = self.controller.submit(events)
        except Exception as error:  # the profile's reason (a room value missing, not a game)
            self.controller.refused.emit(str(error))
            self.result.setText(str(error))
            return False
        if done:
            self.result.setText(tr("Open: {house} {limit} {get}").format(
                                    house=house, limit=limit, get=GAME_NAMES.get(game, game)))
            self._seats()
        return done

    def open_banked(self, name: str, label: str) -> bool:
        """The flop engine's own answer to a game change now (refused during a hand), then the
        banked table is the app's to open (``banked_chosen``)."""
        table = self.controller.session.table
        try:  # no rules: only "may the game change now" is asked
            table.verify(TableConfigured(table.name or self.controller.table_id, self.house,
                                         self.game, self.limit, table.max_seats))
        except Refusal as refusal:
            self.controller.refused.emit(render_error(refusal))
            self.result.setText(render_error(refusal))
            return False
        self.result.setText(tr("Opening {label}").format(label=label))
        self.banked_chosen.emit(name)
        return True

    # ----------------------------------------------------------------- players

    def _seats(self) -> None:
        discard(self.seat_grid, self.seat_buttons)
        table = self.controller.session.table
        for n in range(1, table.max_seats + 1):
            info = table.seats.get(n)
            label = f"{n} {info.player}" if info else f"{n} open"
            button = touch_button(label, "choice", lambda s=n: self.pick_seat(s))
            button.setCheckable(True)
            button.setChecked(n == self.seat)
            button.setEnabled(info is None)
            self.seat_buttons.append(button)
            self.seat_grid.addWidget(button, (n - 1) // SEAT_COLUMNS, (n - 1) % SEAT_COLUMNS)
            if self.isVisible():
                button.show()
        self._typed(self.keyboard.text)

    def pick_seat(self, seat: int) -> None:
        self.seat = seat
        self._seats()

    def _typed(self, text: str) -> None:
        self.sit.setEnabled(bool(self.seat and text.strip()))
        self.sit.setText(tr("Seat {seat}: sit {strip} down").format(
                             seat=self.seat, strip=text.strip()) if self.seat and text
                         else tr("Sit down"))

    def ask_chips(self) -> None:
        self.chips.ask(tr("Seat {seat}: {strip}'s chips?").format(
                           seat=self.seat, strip=self.keyboard.text.strip()))
        self.pages.setCurrentWidget(self.chips)

    def ask_entry(self, stack: int) -> None:
        """How the new player comes in (K03): only the options this house and this moment
        allow (the engine's ``can``: a new game deals everyone in; later, the profile's list)."""
        self.stack = stack
        name = self.keyboard.text.strip()
        discard(self.entry_grid, self.entry_buttons)
        options = [o for o in ENTRY_OPTIONS
                   if self.controller.session.table.can(PlayerSeated(self.seat, name, stack, o))]
        self.entry_title.setText(tr("Seat {seat}: {name} with ${stack}. How does {name} come in? "
                                    "(K03)").format(
                                     seat=self.seat, name=name, stack=stack) if options else
                                 tr("Seat {seat}: {name} cannot sit down now").format(
                                     seat=self.seat, name=name))
        for i, option in enumerate(options):
            button = touch_button(ENTRY_WORDS.get(option, option).capitalize(), "choice",
                                  lambda o=option: self.seat_player(o))
            self.entry_buttons.append(button)
            self.entry_grid.addWidget(button, i // 2, i % 2)
        self.pages.setCurrentWidget(self.entry_page)

    def seat_player(self, entry: str) -> None:
        """Seat him once the house's buy-in rules accept the chips (ui.buy_in_checks)."""
        name = self.keyboard.text.strip()
        try:
            events = buy_in_events(self.controller.session.table, self.seat, name, self.stack,
                                   entry=entry)
        except RoomRefusal as refusal:
            self.entry_title.setText(tr("Refused: {refusal}. Go back to the chips for another "
                                        "amount; the floor may accept it with a reason from the "
                                        "seat's own panel (LC-P1).").format(
                                         refusal=refusal))
            return
        if self.controller.table_events(events):
            self.keyboard.set_text("")
            self.seat = 0
            self.pages.setCurrentIndex(0)
            self._seats()



SETTING_WORDS = {"blinds.small_blind": "the small blind", "blinds.big_blind": "the big blind",
                 "blinds.button_blind": "the button blind", "ante": "the ante",
                 "bring_in": "the bring-in", "collection": "the collection"}


def plain_missing(refusal: str) -> str:
    """The amount a refusal says the room must set, in a floorperson's words."""
    match = re.search(r"(\S+) must be set by the room", refusal)
    if match is None:
        return "a setting the room has not made"
    name = match.group(1)
    return SETTING_WORDS.get(name, "the " + name.rsplit(".", 1)[-1].replace("_", " "))
