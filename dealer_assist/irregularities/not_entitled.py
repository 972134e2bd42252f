"""A player dealt in by mistake who has already acted (LC-113, the part after "If the player
acts on the hand, the action stands").

Why a module: found before he acts, a player who was not entitled to a hand (he changed seats
or owes missed blinds) has his cards killed (the shoe detector's ``not_entitled_dealt``).
Found after he acted, his action stands and his hand is live: the engine, which laid the hand
out without him, takes him in with what he has already put in this betting round (a check,
a call, or a fold), and he plays on like anyone else. What he owed is untouched: a missed-blind
button stays on his seat, a seat-changer's wait or post is still due (LC-88a, LC-88c).
"""

from __future__ import annotations

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event, event
from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.irregularities.events import fresh
from dealer_assist.irregularities.floor import ROLES, proposal
from dealer_assist.messages import msg


@event
class NotEntitledActed(TableRule):
    """LC-113: seat ``seat`` was dealt in without the right to a hand and has acted: the hand
    takes him in. ``put_in``: his chips in this (first) betting round; ``folded``: his action
    was a fold (his chips stay in the pot); ``cards``: his cards, unknown as null."""

    type = "not_entitled_acted"
    seat: int
    put_in: int = 0
    folded: bool = False
    cards: tuple[Card | None, ...] = ()

    def verify_on(self, table: TableView) -> None:
        hand = live_hand(table)
        info = table.seats.get(self.seat)
        if info is None:
            raise Refusal(msg("irregularities.not_entitled.refusal.seat_empty",
                              "seat {seat} is empty",
                              seat=self.seat))
        if self.seat in hand.seats:
            raise Refusal(msg("irregularities.not_entitled.refusal.seat_dealt_hand_he_entitled",
                              "seat {seat} is dealt in this hand: he is entitled to it",
                              seat=self.seat))
        if not (info.played or info.missed_big or info.missed_small or info.wait_hands):
            raise Refusal(msg("irregularities.not_entitled.refusal.seat_newcomer_who_has_posted",
                              "seat {seat} is a newcomer who has not posted: his cards are "
                              "ruled by LC-132a/b (report a newcomer dealt in)",
                              seat=self.seat))
        rnd = hand.round
        if hand.phase != "betting" or hand.street != 0 or rnd is None:
            raise Refusal(msg(
                              "irregularities.not_entitled.refusal.record_action_during_first_betting",
                              "record his action during the first betting round, when it is "
                              "found (LC-113)"))
        if not 0 <= self.put_in <= min(info.stack, rnd.current_bet):
            raise Refusal(msg("irregularities.not_entitled.refusal.seat_may_have_put_0",
                              "seat {seat} may have put in $0 to ${current_bet} (a check, a "
                              "call or a fold); a raise the others never faced cannot stand",
                              seat=self.seat, current_bet=rnd.current_bet))
        if len(self.cards) > hand.config.hole_cards:
            raise Refusal(msg("irregularities.not_entitled.refusal.hand_has_cards",
                              "a {game} hand has {hole_cards} cards",
                              game=hand.config.game, hole_cards=hand.config.hole_cards))
        for card in self.cards:
            fresh(table, hand, card)

    def apply_on(self, table: TableView) -> None:
        hand = live_hand(table)
        rnd = hand.round
        assert rnd is not None
        seat, n = self.seat, hand.config.hole_cards
        hand.seats = tuple(sorted((*hand.seats, seat)))
        hand.starting_stacks[seat] = table.seats[seat].stack
        hand.stacks[seat] = table.seats[seat].stack - self.put_in
        hand.street_bets[seat] = hand.contrib[seat] = self.put_in
        hand.hole[seat] = [*self.cards, *[None] * (n - len(self.cards))]
        hand.seen.update(c for c in self.cards if c is not None)
        if self.folded:
            hand.folded.add(seat)
        elif self.put_in < rnd.current_bet and hand.stacks[seat] > 0:
            rnd.needs_action.add(seat)  # the bet went up after he acted: his turn comes again


def report_not_entitled_acted(
    session: TableSession,
    seat: int,
    put_in: int = 0,
    folded: bool = False,
    cards: tuple[Card | None, ...] = (),
    *,
    by_role: str = "dealer",
) -> list[Event]:
    """The dealer (or floor) reports a player dealt in by mistake who has already acted: the
    ruling for the floor (LC-P5) and the hand taking him in, checked on a copy of the table."""
    if by_role not in ROLES:
        raise Refusal(msg("irregularities.not_entitled.refusal.unknown_role",
                          "unknown role {by_role!r}",
                          by_role=by_role))
    action = "folded" if folded else (f"put in ${put_in}" if put_in else "checked")
    events = proposal(
        session.table,
        "not_entitled_dealt",
        ("LC-113",),
        f"seat {seat} was dealt in without the right to a hand and {action}: the action "
        f"stands and the hand is live; what he owed stays owed (reported by the {by_role})",
    )
    return session.check([*events, NotEntitledActed(seat, put_in, folded, tuple(cards))])
