"""Seven Card Stud corrections (catalogue 6.4: LC-116 to LC-125, LC-104i).

Each is a :class:`RuleEvent` that changes the :class:`StudHandState` (or this package's stud state
in ``Table.notes``) so the hand goes on correctly; they replay from the log like every other
event. Streets are the engine's: 0 is 3rd street, 4 is 7th street.

The engine deals the third card down after an exposed hole card and leaves that seat out of the
bring-in (LC-117); the LC-116 re-deal, the LC-123 all-in declaration and the LC-121 cards out of
play are set here: see ``docs/irregularities.md`` "Engine changes wanted".
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Final

from dealer_assist.cards import Card
from dealer_assist.engine.events import CardBurned, CardDealt, Posted, event
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.stud import StudHandState
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.evaluation import stud as stud_eval
from dealer_assist.irregularities.dead_hands import fold_out_of_turn
from dealer_assist.irregularities.events import fresh
from dealer_assist.irregularities.state import state
from dealer_assist.messages import msg

SEVENTH: Final = 4  # the engine's street number of 7th street


@dataclass(slots=True)
class StudState:
    """What the stud corrections of the current hand still require (cleared at each hand)."""

    exposed: dict[int, Card | None] = field(default_factory=dict)
    """LC-117: a down card the dealer exposed; it stays up and the third card comes down."""
    flipped: dict[int, Card | None] = field(default_factory=dict)
    """LC-118: a down card the player turned up himself; his third card comes up as usual."""
    early: dict[int, list[Card | None]] = field(default_factory=dict)
    """LC-121: cards dealt while the street's betting was open, by that street."""
    players_at_discovery: dict[int, int] = field(default_factory=dict)
    extras_removed: dict[int, list[Card | None]] = field(default_factory=dict)
    premature_ruling: dict[int, int] = field(default_factory=dict)
    seventh_up: dict[int, Card | None] = field(default_factory=dict)
    """LC-123: a 7th-street card that went out face up."""
    reserve: dict[int, int] = field(default_factory=dict)
    """LC-123: chips of a player who declared himself all-in, kept out of the last round."""
    ante_returned: dict[int, int] = field(default_factory=dict)
    """LC-116: seats that anted but got no cards, and the ante each got back."""

    def extras_owed(self, street: int) -> int:
        if street not in self.early:
            return 0
        return self.players_at_discovery[street] - len(self.extras_removed.get(street, []))


def stud_state(table: TableView) -> StudState:
    return table.notes.get(StudState)


def stud_peek(table: TableView) -> StudState:
    return table.notes.peek(StudState)


def stud_hand(table: TableView) -> StudHandState:
    """The stud hand in progress, or a Refusal."""
    hand = live_hand(table)
    if not isinstance(hand, StudHandState):
        raise Refusal(msg("irregularities.stud_fixes.refusal.correction_seven_card_stud_only",
                          "this correction is for Seven Card Stud only"))
    return hand


def out_of_play(table: TableView) -> int:
    """Cards taken out of the deck by the stud corrections (LC-121 early cards and extras)."""
    st = stud_peek(table)
    return sum(len(v) for v in st.early.values()) + \
        sum(len(v) for v in st.extras_removed.values())


def stub_left(table: TableView) -> int:
    """Cards really left in the stub (the engine counts LC-121's cards out of play)."""
    return stud_hand(table).stub()


# ----------------------------------------------------------------- order of action


def bring_in_passed(hand: StudHandState, st: StudState) -> tuple[int, int] | None:
    """(seat whose exposed down card is the lowest up card, seat that brings in instead): the
    engine already leaves such a seat without a door card (LC-117, K22)."""
    if hand.street != 0 or hand.bring_in_seat is None:
        return None
    shown = {s: hand.up[s][0] for s in hand.in_hand if hand.up[s]}
    if not shown:
        return None
    low = stud_eval.bring_in(shown)
    return (low, hand.bring_in_seat) if low in st.exposed and low != hand.bring_in_seat else None


def _round_unopened(hand: HandState) -> bool:
    rnd = hand.round
    return hand.phase == "betting" and rnd is not None and not rnd.actions


# ----------------------------------------------------------------- LC-116


@event
class StudAnteReturned(TableRule):
    """LC-116: a seat that anted but was dealt no cards gets the ante back and is out of the
    hand, however many players remain; the cards read so far belonged, in order, to the
    other seats (heads-up, the one player left takes his own ante back)."""

    type = "stud_ante_returned"
    seat: int

    def verify_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        if self.seat not in hand.in_hand:
            raise Refusal(msg("irregularities.stud_fixes.refusal.seat_has_no_live_hand",
                              "seat {seat} has no live hand",
                              seat=self.seat))
        if hand.street != 0 or hand.phase not in ("posting", "dealing", "betting") or (
                hand.round is not None and hand.round.actions):
            raise Refusal(msg("irregularities.stud_fixes.refusal.lc_116_put_right_3rd",
                              "LC-116 is put right on 3rd street before anyone acts"))
        # However many remain: with one player left he simply takes his own ante back (the
        # hand settles); LC-104h is a Hold'em/Omaha case and never applies here.

    def apply_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        ante = sum(p.live + p.dead for p in hand.posted
                   if isinstance(p, Posted) and p.seat == self.seat and p.kind == "ante")
        hand.stacks[self.seat] += ante
        hand.contrib[self.seat] -= ante
        stud_state(table).ante_returned[self.seat] = ante
        reads = [e for e in hand.log if isinstance(e, CardDealt)]
        hand.sit_out(self.seat)
        for s in hand.seats:
            hand.hole[s], hand.up[s] = [], []
        hand.door.clear()
        for ev in reads:  # the same cards, in the same order, to the seats really dealt
            targets = hand.deal_targets()
            fewest = min(len(hand.hole[s]) for s in targets)
            target = next(s for s in targets if len(hand.hole[s]) == fewest)
            position = len(hand.hole[target])
            hand.hole[target].append(ev.card)
            if ev.card is not None and hand.is_face_up(target, position, ev.face_up):
                hand.up[target].append(ev.card)
                if position == 2:
                    hand.door[target] = ev.card
        if hand.phase == "betting":  # the round had opened on the wrong cards
            hand.phase = "dealing"
            hand.round, hand.to_act, hand.bring_in_seat = None, None, None
        if hand.phase == "dealing" and not hand.deal_targets():
            hand.finish_street()


# ----------------------------------------------------------------- LC-117, LC-118, LC-125


@event
class StudDownCardExposed(TableRule):
    """One of a player's first two down cards is seen (dealt up, flashed, off the table). By the
    dealer (LC-117): it stays up and his third card comes down (the engine does so for a seat
    with an up card, and leaves him out of the bring-in). By the player himself (LC-118): his
    third card still comes up (the detector deals it face up), so he shows two up cards."""

    type = "stud_down_card_exposed"
    seat: int
    card: Card | None = None
    player_caused: bool = False

    def verify_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        if hand.street != 0 or self.seat not in hand.in_hand:
            raise Refusal(msg("irregularities.stud_fixes.refusal.exposed_down_card_ruled_during",
                              "an exposed down card is ruled on during the 3rd-street deal"))
        down = hand.hole[self.seat][:2]
        if self.card is not None and self.card not in down:
            raise Refusal(msg("irregularities.stud_fixes.refusal.one_seat_s_two_down",
                              "{card} is not one of seat {seat}'s two down cards",
                              card=self.card, seat=self.seat))
        if not down:
            raise Refusal(msg("irregularities.stud_fixes.refusal.seat_has_no_down_card",
                              "seat {seat} has no down card yet",
                              seat=self.seat))
        if not self.player_caused and len(hand.hole[self.seat]) > 2:
            raise Refusal(msg("irregularities.stud_fixes.refusal.seat_s_third_card_already",
                              "seat {seat}'s third card is already out face up: the floor "
                              "decides (LC-P1)",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        st = stud_state(table)
        card = self.card if self.card is not None else hand.hole[self.seat][-1]
        (st.flipped if self.player_caused else st.exposed)[self.seat] = card
        up = hand.up[self.seat]
        if card is not None and card not in up:  # flashed or off the table: it now plays up
            up.insert(0, card)


# ----------------------------------------------------------------- LC-120


@event
class StudFoldedNoBet(TableRule):
    """LC-120: a player who throws his hand away with no bet to face is out; no more cards."""

    type = "stud_folded_no_bet"
    seat: int

    def verify_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        rnd = hand.round
        if hand.phase != "betting" or rnd is None or self.seat not in hand.in_hand:
            raise Refusal(msg("irregularities.stud_fixes.refusal.seat_has_no_live_hand_2",
                              "seat {seat} has no live hand in a betting round",
                              seat=self.seat))
        if hand.street_bets[self.seat] < rnd.current_bet:
            raise Refusal(msg("irregularities.stud_fixes.refusal.seat_faces_bet_ordinary_fold",
                              "seat {seat} faces a bet: that is an ordinary fold",
                              seat=self.seat))
        if hand.street == 0 and rnd.current_bet == 0 and self.seat == hand.bring_in_seat:
            raise Refusal(msg("irregularities.stud_fixes.refusal.seat_has_low_card_must",
                              "seat {seat} has the low card and must bring it in (CG-STD-04)",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        fold_out_of_turn(stud_hand(table), self.seat)


# ----------------------------------------------------------------- LC-121


@event
class StudCardEarly(TableRule):
    """LC-121: a card off the deck while the betting round is open. It is out of play; the
    players still in at discovery (AMB-29) fix how many extra cards follow it out."""

    type = "stud_card_early"
    card: Card | None = None
    ruling: int = 0

    def verify_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        if hand.phase != "betting" or hand.street >= SEVENTH:
            raise Refusal(msg("irregularities.stud_fixes.refusal.early_card_possible_only_while",
                              "an early card is possible only while 3rd to 6th street betting "
                              "is open"))
        if stud_peek(table).extras_removed.get(hand.street):
            raise Refusal(msg("irregularities.stud_fixes.refusal.extra_cards_are_already_out",
                              "the extra cards are already out: finish the betting first"))
        fresh(table, hand, self.card)

    def apply_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        st = stud_state(table)
        street = hand.street
        if street not in st.early:
            st.players_at_discovery[street] = len(hand.in_hand)
            st.premature_ruling[street] = self.ruling
        st.early.setdefault(street, []).append(self.card)
        state(table).dead_cards.append(self.card)
        hand.out_of_play += 1  # the engine's stub count (LC-124's plan) sees it gone


@event
class StudExtraRemoved(TableRule):
    """LC-121 / AMB-29: one of the extra cards (one per player in at discovery) taken from the
    stub to the discards: before the betting finishes, or, if the round ended first, before the
    next street's burn."""

    type = "stud_extra_removed"
    card: Card | None = None

    def verify_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        if extras_street(hand, stud_peek(table)) is None:
            raise Refusal(msg("irregularities.stud_fixes.refusal.no_extra_card_owed_discards",
                              "no extra card is owed to the discards now (LC-121)"))
        fresh(table, hand, self.card)

    def apply_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        st = stud_state(table)
        street = extras_street(hand, st)
        assert street is not None
        st.extras_removed.setdefault(street, []).append(self.card)
        state(table).dead_cards.append(self.card)
        hand.out_of_play += 1


@event
class StudEarlyCardKept(TableRule):
    """LC-121: the 7th-street card dealt during 6th-street betting was looked at (or mixed with
    his cards) by its player: he keeps it, holds seven cards and may only check, call or fold
    (AMB-29); 7th street is dealt to the others."""

    type = "stud_early_card_kept"
    seat: int
    card: Card | None = None

    def verify_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        trial = copy.deepcopy(hand)
        trial.keep_early_card(self.seat, self.card)

    def apply_on(self, table: TableView) -> None:
        stud_hand(table).keep_early_card(self.seat, self.card)


def extras_street(hand: StudHandState, st: StudState) -> int | None:
    """The street whose LC-121 extras are still owed and may come off now, or None."""
    if hand.phase == "betting" and st.extras_owed(hand.street) > 0:
        return hand.street
    prev = hand.street - 1
    if hand.phase == "dealing" and st.extras_owed(prev) > 0 and hand.next_card_role() == "burn":
        return prev  # the street has not started: its burn is not out yet
    return None


# ----------------------------------------------------------------- LC-123, LC-125


@event
class StudSeventhUp(TableRule):
    """LC-123: a 7th-street card out face up (or off the table, LC-125). The others still get
    theirs down. The card is kept out of the engine's up cards, so the board as of 6th street
    decides who opens, as LC-123 says (and the engine reads boards of at most four up cards)."""

    type = "stud_seventh_up"
    seat: int
    card: Card | None = None

    def verify_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        hole = hand.hole.get(self.seat, [])
        if hand.street != SEVENTH or len(hole) != 7 or (self.card is not None
                                                         and hole[6] != self.card):
            raise Refusal(msg("irregularities.stud_fixes.refusal.seat_s_7th_street_card",
                              "{card} is not seat {seat}'s 7th-street card",
                              card=self.card, seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        stud_state(table).seventh_up[self.seat] = hand.hole[self.seat][6]


@event
class StudAllInDeclared(TableRule):
    """LC-123: the player with a face-up 7th card declares himself all-in before the action;
    his chips stay out of the last round, whose bets make a side pot without him."""

    type = "stud_all_in_declared"
    seat: int

    def verify_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        if self.seat not in stud_peek(table).seventh_up:
            raise Refusal(msg("irregularities.stud_fixes.refusal.seat_has_no_face_up",
                              "seat {seat} has no face-up 7th card (LC-123)",
                              seat=self.seat))
        if hand.street != SEVENTH or not _round_unopened(hand):
            raise Refusal(msg("irregularities.stud_fixes.refusal.he_declares_all_before_7th",
                              "he declares all-in before the 7th-street action starts (LC-123)"))
        if self.seat not in hand.able_to_act:
            raise Refusal(msg("irregularities.stud_fixes.refusal.seat_has_no_chips_left",
                              "seat {seat} has no chips left to keep back",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        st = stud_state(table)
        rnd = hand.round
        assert rnd is not None
        st.reserve[self.seat] = hand.stacks[self.seat]
        hand.stacks[self.seat] = 0
        rnd.needs_action.discard(self.seat)
        able = hand.able_to_act
        if len(able) < 2:
            hand.close_betting()
        elif hand.to_act == self.seat or hand.to_act not in able:
            hand.to_act = hand.next_to_act_after(self.seat)
            rnd.first_actor = hand.to_act


@event
class StudReserveReturned(TableRule):
    """LC-123: after the pots are pushed, the declared all-in player's kept chips go back."""

    type = "stud_reserve_returned"
    seat: int

    def verify_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        if self.seat not in stud_peek(table).reserve:
            raise Refusal(msg("irregularities.stud_fixes.refusal.seat_kept_no_chips_back",
                              "seat {seat} kept no chips back",
                              seat=self.seat))
        if hand.phase not in ("settling", "settled", "voided"):
            raise Refusal(msg("irregularities.stud_fixes.refusal.kept_chips_go_back_once",
                              "the kept chips go back once the pots are decided"))

    def apply_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        hand.stacks[self.seat] += stud_state(table).reserve.pop(self.seat)


# ----------------------------------------------------------------- LC-122


@event
class StudStreetAsDealt(TableRule):
    """LC-122 on 7th street, not put right (the players looked at their cards): the cards stay
    where they went. ``none``: the card the engine took as the burn was the first player's;
    ``double``: the first card it gave a player was a second burn. The street's cards are given
    again, in the order read, to the seats in dealing order."""

    type = "stud_street_as_dealt"
    error: str

    def verify_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        if self.error not in ("none", "double"):
            raise Refusal(msg("irregularities.stud_fixes.refusal.stud_burn_error_none_double",
                              "a stud burn error is 'none' or 'double' (LC-122)"))
        opened = hand.phase == "betting" and not _round_unopened(hand)
        if hand.street != SEVENTH or hand.phase not in ("dealing", "betting") or opened:
            raise Refusal(msg("irregularities.stud_fixes.refusal.cards_are_left_dealt_only",
                              "cards are left as dealt only on 7th street, before its action "
                              "(LC-122)"))
        reads = _street_reads(hand)
        if reads is None or (self.error == "double" and not reads[1]):
            raise Refusal(msg("irregularities.stud_fixes.refusal.no_7th_street_burn_card",
                              "no 7th-street burn and card to move"))

    def apply_on(self, table: TableView) -> None:
        hand = stud_hand(table)
        found = _street_reads(hand)
        assert found is not None
        burn, dealt = found
        for ev in dealt:
            hand.hole[ev.seat].pop()
        cards: list[Card | None] = [ev.card for ev in dealt]
        if self.error == "none":
            hand.burns.pop()  # the last burn is this street's
            cards.insert(0, burn)
        else:
            hand.burns.append(cards.pop(0))
        if hand.phase == "betting":
            hand.phase, hand.round, hand.to_act = "dealing", None, None
        for card in cards:
            targets = hand.deal_targets()
            if not targets:
                break
            hand.hole[targets[0]].append(card)
        if not hand.deal_targets():
            hand.finish_street()


def _street_reads(hand: StudHandState) -> tuple[Card | None, list[CardDealt]] | None:
    """The 7th-street burn and the cards dealt after it, in the order read."""
    for i in range(len(hand.log) - 1, -1, -1):
        ev = hand.log[i]
        if isinstance(ev, CardBurned):
            return ev.card, [e for e in hand.log[i + 1:] if isinstance(e, CardDealt)]
    return None
