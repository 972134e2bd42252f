"""Table set-up by touch, between hands: the house, game and limit chosen from this PC's room
file over the house profiles (``rules.load_room``, ``rules.load_all``), amounts the room file
left open asked on a keypad and checked as the room file's are (:mod:`..room_gaps`), the table
opened as one logged ``TableConfigured`` event the engine accepts or refuses (its Refusal text
is shown unchanged), and players seated by name
with the on-screen keyboard, their chips on the number pad and how they come in (the entry
options the house allows). Each seat's own options (away, back, seat change, chips, leave) are
the seat panel's: touch the seat on the table.

A player-banked game (Three Card, Pai Gow ...) is not a flop table: "Open the table" asks the
flop engine only whether the game may change now (between hands) and then emits
``banked_chosen`` with the banked table's name; the app opens it on the same hand log."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path

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
from dealer_assist.rules import (
    HouseCode,
    HouseProfile,
    ProfileError,
    load_all,
    load_room,
    with_table_amounts,
)
from dealer_assist.ui.banked_games import variant_for
from dealer_assist.ui.buy_in_checks import RoomRefusal, buy_in_events
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.game_names import GAME_NAMES
from dealer_assist.ui.i18n import render, render_error, tr
from dealer_assist.ui.room_gaps import (
    Gaps,
    config_of,
    profile_with,
    question,
    table_gaps,
)
from dealer_assist.ui.views.overlay import Overlay
from dealer_assist.ui.views.seat_panel import ENTRY_WORDS
from dealer_assist.ui.widgets.buttons import discard, touch_button
from dealer_assist.ui.widgets.keyboard import Keyboard
from dealer_assist.ui.widgets.number_pad import AmountPad, NumberPad

COLUMNS = 3
SEAT_COLUMNS = 5


class TableSetup(Overlay):
    margins = (0.02, 0.03)
    banked_chosen = Signal(str)  # the banked table's name (ui.banked_games), between hands
    dealer_wanted = Signal()  # the house dealer's sign-in (ui/views/dealer_sign_in.py)
    draw_wanted = Signal()  # the draw for the button, LC-86 (ui/views/button_draw.py)

    def __init__(self, controller: TableController, parent: QWidget | None = None,
                 room_file: Path | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.room_file = room_file
        self.room_problem = ""  # a room file that cannot be read: said once, houses used
        self.room_code = ""  # the house the room file builds on
        self.asking = ""  # the amount on the keypad
        self.entered: dict[tuple[str, str, str], dict[str, int]] = {}  # amounts by touch
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
        for key, label in (("house", tr("House")), ("game", tr("Game")), ("limit", tr("Limit"))):
            left.addWidget(QLabel(label, objectName="panelTitle"))
            grid = QGridLayout()
            grid.setSpacing(6)
            self.grids[key] = grid
            left.addLayout(grid)
        self.open_button = touch_button(tr("Open the table"), "step", self.open_table)
        self.checked: dict[tuple[str, str, str], Gaps] = {}  # (house, game, limit): gaps
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
        self.amount_pad = AmountPad()  # a room amount the room file left open
        self.amount_pad.entered.connect(self.amount_entered)
        self.amount_pad.cancelled.connect(lambda: self.pages.setCurrentIndex(0))
        self.pages.addWidget(self.amount_pad)
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
        """The house profiles, the room file's over its own house (read when the panel first
        opens, not at start-up: 0.14 s). A room file that cannot be read is named once."""
        profiles = load_all()
        if self.room_file is not None:
            try:
                room = load_room(self.room_file)
            except (ProfileError, OSError) as error:
                self.room_problem = tr("The room file is not used: {error}").format(error=error)
            else:
                self.room_code = str(room.code)
                profiles = {room.code: room, **{c: p for c, p in profiles.items()
                                                if c != room.code}}
        return profiles

    def source(self, house: str) -> str | Path:
        """Where a house's tables are read from: the room file for its own house."""
        self.profiles  # noqa: B018  (reads the room file, setting room_code)
        if self.room_file is not None and house == self.room_code:
            return self.room_file
        return house

    def open(self) -> None:
        table = self.controller.session.table
        self.house = table.house if table.house in self.profiles else next(iter(self.profiles))
        self.game, self.limit = table.game, table.limit
        self.result.setText(self.room_problem)
        self.pages.setCurrentIndex(0)
        self.refresh()
        super().open()

    def refresh(self) -> None:
        profile = self.profiles[HouseCode(self.house)]
        games = {str(g): gp for g, gp in profile.games.items()}
        if self.game not in games:
            self.game = next(iter(games), "")
        listed = [str(k) for k in getattr(games.get(self.game), "limits", {})]
        # a table opens when the room has set all it needs; missing amounts are asked by touch,
        # a missing rule choice keeps it off the list, named in words
        gaps = {k: self.gaps(self.house, self.game, k) for k in listed}
        limits = [k for k in listed if not gaps[k].rule]
        waiting = [k for k in listed if gaps[k].rule]
        if self.limit not in limits:
            self.limit = limits[0] if limits else ""
        houses = [(str(c), str(c).replace("_", " ")) for c in self.profiles]
        self._choices("house", houses, self.house)
        self._choices("game", [(g, GAME_NAMES.get(g, g)) for g in games], self.game)
        self._choices("limit", [(k, k if gaps[k].ready else tr("{limit}\nset amounts").format(
                                    limit=k))
                                for k in limits], self.limit)
        if waiting and not self.result.text():
            self.result.setText(" ".join(
                tr("{limit} is not offered: the room file must say {rule}.").format(
                    limit=k, rule=gaps[k].rule) for k in waiting))
        elif not limits and not self.result.text():
            self.result.setText(tr("{name} lists no limits for this game: the room names them in "
                                   "its own profile file").format(
                                    name=profile.name))
        self.open_button.setEnabled(bool(self.limit))
        self._seats()

    def gaps(self, house: str, game: str, limit: str) -> Gaps:
        """What the room still has to set before this table can open (banked games open with
        their own settings)."""
        key = (house, game, limit)
        if key not in self.checked:
            profile = self.profiles[HouseCode(house)]
            gaps = Gaps()
            if variant_for(profile, game) is None:
                gaps = table_gaps(self.source(house), profile, game, limit,
                                  self.entered.get(key, {}))
            self.checked[key] = gaps
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
            gaps = Gaps() if banked is not None else self.gaps(house, game, limit)
        except LookupError as error:  # a limit the profile no longer lists (the room file
            self._say_refused(error)  # changed under a table chosen before): said, not raised
            return False
        if banked is not None:
            return self.open_banked(banked.name, banked.label)
        if gaps.amounts:
            self.ask_amount(gaps.amounts[0])
            return False
        profile = profile_with(self.source(house), self.profiles[HouseCode(house)], game, limit,
                               self.entered.get((house, game, limit), {}))

        def events() -> list:  # type: ignore[type-arg]
            config = config_of(profile, game, limit)
            return self.controller.session.check([TableConfigured(
                table.name or self.controller.table_id, house, game, limit, table.max_seats,
                config.to_json())])
        try:
            done = self.controller.submit(events)
        except Exception as error:  # the profile's reason (a room value missing, not a game)
            self._say_refused(error)
            return False
        if done:
            self.result.setText(tr("Open: {house} {limit} {get}").format(
                                    house=house, limit=limit, get=GAME_NAMES.get(game, game)))
            self._seats()
        return done

    def _say_refused(self, error: Exception) -> None:
        """The profile's refusal in the screen's language (its reason too, when a shipped
        house wrote it: rules.values.reason_message); the exception keeps the English."""
        said = render_error(error)
        self.controller.refused.emit(said)
        self.result.setText(said)

    def ask_amount(self, key: str, problem: str = "") -> None:
        """One missing amount on the keypad, in plain words ("Button blind for 3-6: $__")."""
        self.asking = key
        limit = self.limit
        self.amount_pad.ask(lambda digits: question(key, limit, digits), problem)
        self.pages.setCurrentWidget(self.amount_pad)

    def amount_entered(self, amount: int) -> None:
        """Checked at once as the room file's amounts are; the next gap is asked, and once
        none is left the table opens."""
        table = (self.house, self.game, self.limit)
        trial = {**self.entered.get(table, {}), self.asking: amount}
        try:
            with_table_amounts(self.source(self.house), self.game, self.limit, trial)
        except ProfileError as error:
            self.ask_amount(self.asking, tr("${amount} refused: {reason}").format(
                amount=amount, reason=render(error.reason).replace("_", " ")))
            return
        self.entered[table] = trial
        self.checked.pop(table, None)
        self.pages.setCurrentIndex(0)
        gaps = self.gaps(*table)
        if gaps.rule:
            self.result.setText(tr("{limit} cannot open: the room file must say {rule}.").format(
                                    limit=self.limit, rule=gaps.rule))
            self.refresh()
        elif gaps.amounts:
            self.ask_amount(gaps.amounts[0])
        else:
            self.open_table()

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
            label = f"{n} {info.player}" if info else tr("{seat} open").format(seat=n)
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
        table = self.controller.session.table
        offered = ("deal_now",) if table.new_game else ENTRY_OPTIONS  # LC-86/87: all dealt in
        options = [o for o in offered if table.can(PlayerSeated(self.seat, name, stack, o))]
        self.entry_title.setText(tr("Seat {seat}: {name} with ${stack}. How does {name} come in? "
                                    "(K03)").format(
                                     seat=self.seat, name=name, stack=stack) if options else
                                 tr("Seat {seat}: {name} cannot sit down now").format(
                                     seat=self.seat, name=name))
        for i, option in enumerate(options):
            words = tr(ENTRY_WORDS.get(option, option))  # a capital first: it stands alone
            button = touch_button(words[:1].upper() + words[1:], "choice",
                                  lambda o=option: self.seat_player(o))
            self.entry_buttons.append(button)
            self.entry_grid.addWidget(button, i // 2, i % 2)
        self.pages.setCurrentWidget(self.entry_page)

    def seat_player(self, entry: str) -> None:
        """Seat him once the house's buy-in rules accept the chips (ui.buy_in_checks)."""
        name = self.keyboard.text.strip()
        try:
            events = buy_in_events(self.controller.session.table, self.seat, name, self.stack,
                                   entry=entry, now_ms=self.controller.now_ms(),
                                   room_file=self.controller.room_file,
                                   room=self.controller.room_departures)
        except RoomRefusal as refusal:
            self.entry_title.setText(tr("Refused: {refusal}. Go back to the chips for another "
                                        "amount; the floor may accept it with a reason from the "
                                        "seat's own panel (LC-P1).").format(
                                         refusal=render_error(refusal)))
            return
        if self.controller.table_events(events):
            self.keyboard.set_text("")
            self.seat = 0
            self.pages.setCurrentIndex(0)
            self._seats()
