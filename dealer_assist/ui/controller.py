"""Touch or card -> engine command -> durable log -> session commit -> ``state_changed``.

The loop of ARCHITECTURE "One card, end to end" steps 3-6: the session checks a command and
returns its events (or a :class:`Refusal`, shown to the dealer unchanged); the store appends them
in one transaction; only then does the session adopt them (property 6).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

from PySide6.QtCore import QObject, Signal, Slot

from dealer_assist.cards import Card
from dealer_assist.engine.citations import for_house
from dealer_assist.engine.events import Event
from dealer_assist.engine.seating import Ruling
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.steps import Step
from dealer_assist.irregularities import Detector, reported_as
from dealer_assist.room_ops.buy_ins import Quit
from dealer_assist.storage import EventStore
from dealer_assist.storage.times import wall_clock_ms
from dealer_assist.ui import engine_adapter
from dealer_assist.ui.changes import changes_of
from dealer_assist.ui.device_events import route_device_event
from dealer_assist.ui.durable import store_then_commit
from dealer_assist.ui.i18n import render, tr

STEP_COMMANDS: Final = {"start": "start_hand", "post": "post_blinds", "push": "push",
                        "end": "end_hand"}


class TableController(QObject):
    """Owns nothing but the wiring; lives on the GUI thread."""

    state_changed = Signal(object)  # the Change an accepted command made (ui.changes)
    refused = Signal(str)
    device_changed = Signal(str, str, str)  # device, status, detail
    badge_read = Signal(str)
    card_taken = Signal()  # a shoe's card went to the card sink (no card is on its way)

    def __init__(self, session: TableSession, store: EventStore | None = None,
                 table_id: str = "T1", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.store = store
        self.table_id = table_id
        self.devices: dict[str, tuple[str, str]] = {}
        self.declined: set[tuple[int, int]] = set()  # (hand, seat): said no to an option
        # cards go through the detector: it finds premature, extra, exposed and duplicate cards
        # (house K15-K17 settings not passed yet: the floor decides those, LC-P1)
        self.detector = Detector(session)
        self.accepted = 0
        self.reporter = "dealer"  # who reports a ruling now: a signed-in name and badge
        self.room_file: Path | None = None
        """Connected to the room (``--room``): the PC's room file, whose buy-in amounts the
        table judges with, as the floor station does."""
        self.room_tables: Callable[[], tuple[list[str], str]] | None = None
        """Connected to the room: reads the room's other open tables (a player called to
        another table goes to one of them), or none and why the room cannot be read now."""
        self.room_departures: Callable[[str, str, str], Quit | None] | None = None
        """With ``--room``: the room's record of a player's last departure from the game's
        other tables, for the buy-in check (LC-91; room/table_departures.py)."""
        self.card_sink: Callable[[Card | None], bool] | None = None
        """While set, cards from the shoe go here instead of the hand (the draw for the
        button, LC-86: ui/views/button_draw.py)."""

    # ----------------------------------------------------------------- the loop

    def submit(self, command: Callable[[], list[Event]]) -> bool:
        """Run one session command; True when its events were stored and committed."""
        events = store_then_commit(lambda: reported_as(command(), self.reporter),
                                   self.session.commit, self.store, self.table_id,
                                   self._refused, self.session.table.house)
        if events is None:
            return False
        self.accepted += len(events)
        self.state_changed.emit(changes_of(events))
        return True

    def now_ms(self) -> int:
        """The log's clock (UTC ms), or the wall clock for a table without a log: the time a
        departure is recorded with and a return is judged by (LC-91)."""
        return self.store.now() if self.store is not None else wall_clock_ms()

    def _refused(self, text: str) -> None:
        """A refusal as this table's house may show it: its own rows, or its silence (a
        command's own refusal has not passed through the table's verify)."""
        self.refused.emit(for_house(self.session.table.house, text))

    # ----------------------------------------------------------------- dealer commands

    def start_hand(self) -> bool:
        return self.submit(self.session.start_hand)

    def post_blinds(self) -> bool:
        return self.submit(self.session.post_blinds)

    def deal_by_hand(self) -> bool:
        """No shoe: the whole deal (or a stud street) face down, cards unknown."""
        return self.submit(lambda: engine_adapter.deal_by_hand(self.session))

    def board_by_touch(self, cards: Sequence[Card]) -> bool:
        """No shoe: the board cards the dealer entered by touch (burn card unknown)."""
        return self.submit(lambda: self.session.deal_board(list(cards)))

    def post_option(self, seat: int, kind: str) -> bool:
        """An optional post the player chose (a live straddle, LC-47)."""
        return self.submit(lambda: engine_adapter.post_option(self.session, seat, kind))

    def decline_option(self, seat: int, kind: str = "straddle") -> bool:
        """The player said no to the optional post: logged (``PostDeclined``), so the engine
        and a replay know the question was answered; the engine refuses it after the deal."""
        if not self.submit(lambda: self.session.decline(seat, kind)):
            return False
        self.declined.add((self.session.table.hand_number, seat))
        return True

    def table_event(self, event: Event) -> bool:
        """A seating change between hands (away, back, chips, leave, sit down); the engine
        refuses what the moment does not allow."""
        return self.submit(lambda: self.session.check([event]))

    def table_events(self, events: Sequence[Event]) -> bool:
        """Several seating events that stand or fall together (a judged buy-in and the chips
        it brings; a player called away and his seat freed)."""
        return self.submit(lambda: self.session.check(list(events)))

    def act(self, seat: int, action: str, to: int = 0) -> bool:
        return self.submit(lambda: self.session.act(seat, action, to))

    def show(self, seat: int) -> bool:
        return self.submit(lambda: engine_adapter.show(self.session, seat))

    def show_cards(self, seat: int, cards: Sequence[Card]) -> bool:
        """No shoe: the hand a player turned up, entered by touch."""
        return self.submit(lambda: engine_adapter.show_cards(self.session, seat, cards))

    def muck(self, seat: int) -> bool:
        return self.submit(lambda: engine_adapter.muck(self.session, seat))

    def push(self) -> bool:
        return self.submit(self.session.settle)

    def end_hand(self) -> bool:
        return self.submit(self.session.end_hand)

    def card_read(self, card: Card | None) -> bool:
        if self.card_sink is not None:
            return self.card_sink(card)
        return self.submit(lambda: self.detector.card_read(card))

    def open_rulings(self) -> list[tuple[int, Ruling]]:
        """Rulings of this hand still waiting for the floor, oldest first."""
        table = self.session.table
        return [(n, r) for n, r in sorted(table.rulings.items())
                if r.status == "proposed" and r.hand == table.hand_number]

    def do_step(self, step: Step) -> bool:
        """The step button: the command that answers the procedure's current step."""
        name = STEP_COMMANDS.get(step.kind)
        if name is None:
            self.refused.emit(tr("this step is answered at the table, not by a button: {step}")
                              .format(step=render(step.text)))
            return False
        result: bool = getattr(self, name)()
        return result

    # ----------------------------------------------------------------- devices

    @Slot(object)
    def on_device_event(self, event: object) -> None:
        """Device events on the GUI thread (queued by :mod:`.bridge`); see :mod:`.device_events`."""
        route_device_event(self, event)

    def shoe_connected(self) -> bool:
        """A card reader is on line (devices are named ``<kind>-<n>``: ``shoe-1``)."""
        return any(status in ("connected", "resumed", "fault")
                   for name, (status, _) in self.devices.items() if name.startswith("shoe"))
