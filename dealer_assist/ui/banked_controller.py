"""Banked tables: touch -> engine command -> durable log -> session commit -> ``state_changed``.

The same loop as :class:`~dealer_assist.ui.controller.TableController`, over a
:class:`BankedSession`: the session checks the events on a copy (or refuses, shown unchanged),
the store appends them in one transaction, and only then does the session adopt them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from dealer_assist.cards import Card
from dealer_assist.devices.sim.demo_deck import DemoDeck
from dealer_assist.engine.events import Event, reported_as
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankAnswered,
    BankedBoardDealt,
    BankedCardsDealt,
    BankedCollectionPaid,
    BankedDecision,
    BankedDiceShaken,
    BankedHandSet,
    BankedNoBackline,
    BankedRoundStarted,
    BankedSession,
    BankedWagerPlaced,
    BankOffered,
    TpppDeclared,
    rulings,
)
from dealer_assist.engine.games.banked.state import CARD_NEEDS, Need
from dealer_assist.engine.seating import Ruling
from dealer_assist.messages import msg
from dealer_assist.rules.irregularities.catalogue import get
from dealer_assist.storage import EventStore
from dealer_assist.ui.banked_presenter import cards_wanted, next_need
from dealer_assist.ui.changes import Change, changes_of
from dealer_assist.ui.device_events import route_device_event
from dealer_assist.ui.durable import store_then_commit
from dealer_assist.ui.i18n import render, tr


class BankedController(QObject):
    state_changed = Signal(object)  # the Change an accepted command made (ui.changes)
    refused = Signal(str)
    device_changed = Signal(str, str, str)  # device, status, detail (the status lights)
    badge_read = Signal(str)  # a staff badge at the reader (floor and supervisor sign-in)

    def __init__(self, session: BankedSession, players: dict[int, str],
                 store: EventStore | None = None, table_id: str = "B1",
                 clock: Callable[[], float] = time.time, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.players = players  # seat -> name, as seated at the table
        self.store = store
        self.table_id = table_id
        self.clock = clock  # the engine reads no clock: times come from here (CA-PDR)
        self.side_stake = 0  # the accepted banker's Buster bank (CG-BBJ-06), for start_round
        self.closed: int | None = None  # the round whose wagers the dealer closed (screen only)
        self.pending: list[Card] = []  # shoe cards read towards the need (its count not reached)
        self.devices: dict[str, tuple[str, str]] = {}  # device name -> (status, detail)
        self.reporter = "dealer"  # who reports a ruling now: a signed-in name and badge

    def now(self) -> int:
        return int(self.clock())

    def submit(self, command: Callable[[], list[Event]]) -> bool:
        """Run one session command; True when its events were stored and committed."""
        events = store_then_commit(lambda: reported_as(command(), self.reporter),
                                   self.session.commit, self.store, self.table_id,
                                   self.refused.emit)
        if events is None:
            return False
        self.state_changed.emit(changes_of(events))
        return True

    def _check(self, *events: Event) -> Callable[[], list[Event]]:
        return lambda: self.session.check(list(events))

    # ----------------------------------------------------------------- between rounds

    def take_bank(self, seat: int, stake: int, side_stake: int = 0) -> bool:
        """The bank offered to ``seat`` and accepted with ``stake`` (two logged events);
        ``side_stake``: the Buster bank, put up with the round (CG-BBJ-06)."""
        name, at = self.players.get(seat, ""), self.now()
        taken = self.submit(self._check(BankOffered(seat, name, at),
                                        BankAnswered(seat, name, True, stake, at)))
        if taken:
            self.side_stake = side_stake
        return taken

    def pass_bank(self, seat: int) -> bool:
        name, at = self.players.get(seat, ""), self.now()
        return self.submit(self._check(BankOffered(seat, name, at),
                                       BankAnswered(seat, name, False, 0, at)))

    def declare_tppp(self, seat: int) -> bool:
        """The floor names the player in ``seat`` a third-party proposition player (CA-PDR):
        one logged event between rounds; the engine refuses one over the table's limit."""
        name = self.players.get(seat, "")
        if not name:
            self.refused.emit(tr("Seat {seat} is open: nobody to declare").format(seat=seat))
            return False
        return self.submit(self._check(TpppDeclared(name, self.now())))

    def start_round(self) -> bool:
        """The round the engine's rotation says: the accepted banker and his stake."""
        def events() -> list[Event]:
            rot = self.session.table.rotation
            if rot is None or rot.accepted is None:
                raise Refusal(msg("banked.refusal.offer_bank_first", "offer the bank and record "
                                  "the answer before the round (K14)"))
            seat, banker, stake = rot.accepted
            return self._started(seat, banker, stake, self.side_stake)
        return self._start(events)

    def keep_bank(self, stake: int, side_stake: int = 0) -> bool:
        """The banker keeps the bank for the next round (K14) with the ``stake`` he states now
        (and his Buster bank, CG-BBJ-06); the engine holds him to the stake rules of a banker
        who takes the bank (CG-HAB-19)."""
        def events() -> list[Event]:
            rot = self.session.table.rotation
            keeper = rot.keeper() if rot is not None else None
            if keeper is None:
                raise Refusal(msg("banked.refusal.nobody_keeps_bank", "nobody keeps the bank "
                                  "now: offer it and record the answer (K14)"))
            return self._started(*keeper, stake, side_stake)
        return self._start(events)

    def _started(self, seat: int, banker: str, stake: int, side_stake: int) -> list[Event]:
        t = self.session.table
        number = t.round.number + 1 if t.round is not None else 1
        seats = tuple(sorted(self.players))
        names = tuple(self.players[s] for s in seats)
        return self.session.check([BankedRoundStarted(number, seat, banker, stake, seats, names,
                                                      seat, side_stake, self.now())])

    def _start(self, events: Callable[[], list[Event]]) -> bool:
        self.pending = []
        return self.submit(events)

    def between_rounds(self) -> bool:
        """No round in progress (the table may be left now); else the dealer is told to finish
        the round first."""
        rnd = self.session.table.round
        if rnd is None or rnd.ended:
            return True
        self.refused.emit(tr("Round {number} is in progress: settle it and end it before "
                             "leaving this table.").format(number=rnd.number))
        return False

    # ----------------------------------------------------------------- a round

    def pay_collection(self, seat: int, amount: int) -> bool:
        return self.submit(self._check(BankedCollectionPaid(seat, amount)))

    def wager(self, seat: int, wager: str, amount: int, bettor: str | None = None) -> bool:
        name = bettor if bettor is not None else self.players.get(seat, "")
        return self.submit(self._check(BankedWagerPlaced(seat, name, wager, amount)))

    def no_backline(self, seat: int) -> bool:
        """The seated player refuses backline bets on his spot this round (CG-HAB-11)."""
        return self.submit(self._check(BankedNoBackline(seat, self.players.get(seat, ""))))

    def deal(self, seat: int, cards: Sequence[Card], face_up: Sequence[Card] = (),
             hand: int = 0) -> bool:
        return self.submit(self._check(BankedCardsDealt(seat, tuple(cards), tuple(face_up),
                                                        hand)))

    def decide(self, seat: int, bettor: str, decision: str, amount: int = 0,
               cards: Sequence[Card] = (), hand: int = 0) -> bool:
        """A player's decision; ``cards``: the two kept (Two Card Poker, HTP-2CP-07)."""
        return self.submit(self._check(BankedDecision(seat, bettor, decision, amount,
                                                      tuple(cards), hand)))

    def shake(self, dice: Sequence[int], pile: int) -> bool:
        """Pai Gow: the P/D's three dice and the pile going out first (CG-PAI-04, CG-PAI-05)."""
        return self.submit(self._check(BankedDiceShaken(tuple(dice), pile)))

    def set_hand(self, seat: int, front: Sequence[Card], back: Sequence[Card]) -> bool:
        """Pai Gow: a hand set as a two-card front and a five-card back (CG-PAI-06)."""
        return self.submit(self._check(BankedHandSet(seat, tuple(front), tuple(back))))

    def close_wagers(self) -> None:
        """The dealer closes the wagers: from now on the cards the engine waits for are due."""
        rnd = self.session.table.round
        self.closed = rnd.number if rnd is not None else None
        self.state_changed.emit(Change.ACTIONS | Change.PROCEDURE)

    def card_need(self) -> Need | None:
        """The cards due now (a seat's deal or draw, or the board); before the deal only once
        the dealer closed the wagers."""
        need = next_need(self.session)
        rnd = self.session.table.round
        if need is None or need.kind not in CARD_NEEDS or rnd is None:
            return None
        if rnd.phase == "wagers" and self.closed != rnd.number:
            return None
        return need

    def put_cards(self, cards: Sequence[Card]) -> bool:
        """Cards for what the engine waits for now, from the deck, the shoe or the picker: a
        seat's cards (the CG banker's last card face up, CG-3CP-03) or the board."""
        need = next_need(self.session)
        if need is None or need.kind not in CARD_NEEDS:
            self.refused.emit(tr("no cards are due now: {need}").format(need=render(need.text))
                              if need else tr("no cards are due now"))
            return False
        self.pending = []  # these cards answer the need: shoe cards read towards it are stale
        if need.kind == "board":
            return self.submit(self._check(BankedBoardDealt(tuple(cards))))
        up = tuple(cards[len(cards) - need.face_up:]) if need.face_up else ()
        return self.deal(need.seat or 0, cards, up, need.hand)

    def deal_from(self, deck: DemoDeck) -> bool:
        """The demo deck deals what the engine waits for now (one seat's cards, or the board);
        False when it waits for none or refused them."""
        rnd = self.session.table.round
        count = rnd.cards_due() if rnd is not None else 0
        return rnd is not None and count > 0 and self.put_cards(deck.take(rnd.number, count))

    def deal_all_from(self, deck: DemoDeck) -> int:
        """The demo deck deals everything due, one need after another; how many it dealt."""
        dealt = 0
        while self.deal_from(deck):
            dealt += 1
        return dealt

    def shake_from(self, deck: DemoDeck) -> bool:
        """Pai Gow: the demo deck's dice and first pile (CG-PAI-04, CG-PAI-05)."""
        dice, pile = deck.dice()
        return self.shake(dice, pile)

    # ----------------------------------------------------------------- devices

    def on_device_event(self, event: object) -> None:
        """Device events on the GUI thread (queued by :mod:`.bridge`); see :mod:`.device_events`."""
        route_device_event(self, event)

    def card_read(self, card: Card | None) -> None:
        """A card from the shoe (``None``: it pulled one it could not read)."""
        if card is None:
            self.refused.emit(tr("the shoe could not read the card it just dealt: enter it by "
                                 "touch (turn it over only where the game deals it face up)"))
            return
        need = next_need(self.session)
        if need is None or need.kind not in CARD_NEEDS:
            self.refused.emit(
                tr("the shoe read {card} but no card is due now: {need}").format(
                    card=card.text, need=render(need.text)) if need else
                tr("the shoe read {card} but no card is due now").format(card=card.text))
            return
        self.pending.append(card)
        if len(self.pending) < cards_wanted(need):
            self.state_changed.emit(Change.ACTIONS)  # the screen shows the cards read so far
            return
        cards, self.pending = self.pending, []
        self.put_cards(cards)

    def shoe_connected(self) -> bool:
        return any(status in ("connected", "resumed", "fault")
                   for name, (status, _) in self.devices.items() if name.startswith("shoe"))

    def settle_next(self) -> bool:
        """The next ledger line, in the engine's action order (AMB-11)."""
        return self.submit(lambda: self.session.settle()[:1])

    def end_round(self) -> bool:
        return self.submit(lambda: self.session.end_round(self.now()))

    # ----------------------------------------------------------------- the floor (FloorDesk)

    def on_badge(self, slot: Callable[[str], None]) -> None:
        self.badge_read.connect(slot)

    def open_rulings(self) -> list[tuple[int, Ruling]]:
        return rulings.open_rulings(self.session.table)

    def floor_game(self) -> str:
        return "banked"  # the catalogue entries a banked table can have (floor_filter)

    def misdeal_open(self) -> bool:
        return False  # a banked round has no LC-104 misdeal (its rulings: floor_filter)

    def floor_stage(self) -> str:
        """Wagers and the deal: ``deal``; decisions and cards: ``play``; the comparison and the
        ledger: ``showdown``; no round: ``between``."""
        rnd = self.session.table.round
        if rnd is None or rnd.ended:
            return "between"
        return {"wagers": "deal", "play": "play"}.get(rnd.phase, "showdown")

    def report_seats(self) -> list[int] | None:
        rnd = self.session.table.round
        if rnd is None or rnd.ended:
            return None
        return [s for s in rnd.seats if rnd.players.get(s)]

    def report_irregularity(self, irregularity: str, seat: int | None) -> list[Event]:
        return rulings.report(self.session, irregularity, get(irregularity).rule_ids, seat,
                              reported_by=self.reporter)

    def report_cards(self, irregularity: str, seat: int | None) -> list[Card]:
        """The seat's cards a report may name so that the floor's confirmation replaces the
        card (a card off the table, PGP-IRR-09); none when the engine has no correction."""
        return rulings.replaceable_cards(self.session.table, irregularity, seat)

    def report_card(self, irregularity: str, seat: int, card: Card) -> list[Event]:
        """The report naming the seat's card: the correction it plans waits for the floor."""
        return rulings.report(self.session, irregularity, get(irregularity).rule_ids, seat,
                              card, self.reporter)

    def ruling_notes(self) -> dict[int, str]:
        """For each waiting ruling, what the floor's confirmation will carry out (or what is
        left to people), for the ruling banner."""
        table = self.session.table
        return {n: rulings.note(table, n, r) for n, r in rulings.open_rulings(table)}

    def decide_ruling(self, ruling: int, by: str, reason: str | None) -> list[Event]:
        return rulings.decide(self.session, ruling, by, reason)
