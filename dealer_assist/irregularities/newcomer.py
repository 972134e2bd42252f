"""A newcomer dealt in by mistake before he posted (LC-132a, LC-132b; LC high).

Unlike a player who is not entitled to a hand (LC-113, always dead), a newcomer who has looked
at his cards keeps them: the hand takes him in as a live player and he owes his post before the
next deal (the table lays it out, engine/players.py). Cards he has not looked at are killed and
his entry choice (LC-127) is left exactly as it was. The dealer reports it with
:func:`report_newcomer_dealt`: the ruling goes to the floor (LC-P5) and the correction is made
at once, as the deal goes on.
"""

from __future__ import annotations

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event, event
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.players import owe_post
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.irregularities.events import fresh
from dealer_assist.irregularities.floor import proposal
from dealer_assist.irregularities.state import state
from dealer_assist.messages import msg

RULES = {True: ("LC-132a",), False: ("LC-132b", "LC-127")}


@event
class NewcomerDealtIn(TableRule):
    """A seated newcomer who was not to be dealt in got cards. ``looked``: he saw them, so the
    hand is live (LC-132a); else his cards are dead (LC-132b). ``cards``: what he was given
    (unknown cards as null)."""

    type = "newcomer_dealt_in"
    seat: int
    looked: bool
    cards: tuple[Card | None, ...] = ()

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        info = table.seats.get(self.seat)
        if info is None or info.away:
            raise Refusal(msg("irregularities.newcomer.refusal.seat_has_no_player_present",
                              "seat {seat} has no player present",
                              seat=self.seat))
        if self.seat in hand.seats:
            raise Refusal(msg("irregularities.newcomer.refusal.seat_dealt_hand_already",
                              "seat {seat} is dealt in this hand already",
                              seat=self.seat))
        if info.played:
            raise Refusal(
                msg("irregularities.newcomer.refusal.seat_newcomer_player_entitled_hand",
                    "seat {seat} is not a newcomer: a player not entitled to a hand has it "
                    "killed (LC-113)",
                    seat=self.seat)
            )
        if hand.phase not in ("posting", "dealing"):
            raise Refusal(msg("irregularities.newcomer.refusal.newcomer_s_cards_are_ruled",
                              "a newcomer's cards are ruled on during the deal (LC-132a/b)"))
        if len(self.cards) > hand.config.hole_cards:
            raise Refusal(msg("irregularities.newcomer.refusal.hand_has_cards",
                              "a {game} hand has {hole_cards} cards",
                              game=hand.config.game, hole_cards=hand.config.hole_cards))
        for card in self.cards:
            fresh(table, hand, card)
        if self.looked and info.stack <= 0:
            raise Refusal(msg("irregularities.newcomer.refusal.seat_has_no_chips_play",
                              "seat {seat} has no chips to play the hand",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        hand = live_hand(table)
        if not self.looked:  # LC-132b: dead cards; his entry stays as it was (LC-127)
            state(table).dead_cards.extend(self.cards)
            return
        seat = self.seat
        hand.seats = tuple(sorted((*hand.seats, seat)))
        hand.stacks[seat] = hand.starting_stacks[seat] = table.seats[seat].stack
        hand.street_bets[seat] = hand.contrib[seat] = 0
        hand.hole[seat] = list(self.cards)
        hand.seen.update(c for c in self.cards if c is not None)
        if self.cards:
            hand.phase = "dealing"
        owe_post(table, seat, "LC-132a")  # his post is due before the next deal
        if all(len(h) == hand.hole_count for h in hand.hole.values()):
            hand.restart_round()


def report_newcomer_dealt(
    session: TableSession,
    seat: int,
    looked: bool,
    cards: tuple[Card | None, ...] = (),
    *,
    by_role: str = "dealer",
) -> list[Event]:
    """The dealer (or floor) reports a newcomer dealt in before posting: the ruling for the
    floor and the correction, checked on a copy of the table."""
    saw = "looked at" if looked else "did not look at"
    events = proposal(
        session.table,
        "newcomer_dealt_in",
        RULES[looked],
        f"seat {seat} was dealt in before posting and {saw} his cards (reported by the {by_role})",
    )
    return session.check([*events, NewcomerDealtIn(seat, looked, cards)])
