"""Corrections a confirmed floor ruling carries out at a banked table.

Why a module of its own: the flop table's corrections (``irregularities``) act on a poker hand
with a pot, burns and a muck; a banked round has wagers against a banker's stake and one deal.
Only two corrections there change the round and can be done by the engine:

* ``void`` (fouled deck, LC-105; one 52-card deck, CG-3CP-01, HTP-3CP-01, HTP-2CP-01,
  HTP-FLH-01; 52 cards and one joker, CG-PAI-01): the round is void, every wager goes back
  with no action (a settlement line each, so the ledger and exports read it as any other);
* ``replace`` (a card dealt off the table counts as exposed, PGP-IRR-09, LC-83): the card is
  out of play and the seat gets the next card from the shoe once every other card of the deal
  is out (PGP-IRR-08). CG and HTP print no exposed-card rule (K17): the floor's confirmation
  is the ruling (LC-P1) and an override drops it, e.g. a card that touched its player stays
  with him (PGP-IRR-10).

The dealer's report plans the correction (``banked_correction_planned``); the floor's
confirmation carries it out (``banked_round_voided`` or ``banked_card_set_aside``); an override
drops it. All three are :class:`BankedFix` RuleEvents: logged and replayed like the rest.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from dealer_assist.cards import Card
from dealer_assist.engine.events import Event, RuleEvent
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked.events import BankedCardsDealt, banked_event
from dealer_assist.engine.games.banked.plans import (
    PLANS,
    REPLACE_RULES,
    VOID_RULES,
    BankedPlan,
    RoundVoid,
)
from dealer_assist.engine.games.banked.round import BankedRound
from dealer_assist.engine.seating import Ruling
from dealer_assist.messages import msg


@runtime_checkable
class FixTable(Protocol):
    """What the corrections and the rulings read and change of a banked table."""

    @property
    def round(self) -> BankedRound | None: ...
    @property
    def rulings(self) -> dict[int, Ruling]: ...
    @property
    def planned(self) -> dict[int, BankedPlan]: ...


class BankedFix(RuleEvent[FixTable]):
    """A RuleEvent that only a banked table folds (``verify_on`` / ``apply_on`` get it)."""


def _banked(table: object) -> None:
    """Refuse a banked correction read at a flop table (a banked line in a flop log): a flop
    table has no banked round, rulings of its own kind or planned corrections."""
    if not isinstance(table, FixTable):
        raise Refusal(msg("banked.corrections.refusal.banked_table_s_correction_cannot",
                          "a banked table's correction cannot apply at this table"))


def _round(table: FixTable) -> BankedRound:
    rnd = table.round
    if rnd is None or rnd.ended:
        raise Refusal(msg("banked.corrections.refusal.no_round_progress",
                          "no round is in progress"))
    return rnd


def replaceable(rnd: BankedRound, seat: int | None, card: Card | None) -> None:
    """Refuse a replacement the rows do not give (PGP-IRR-08: a card of the first deal)."""
    if seat is None or card is None:
        raise Refusal(msg("banked.corrections.refusal.name_seat_card_went_off",
                          "name the seat and the card that went off the table (PGP-IRR-09)"))
    if rnd.game.no_replacement is not None:
        raise Refusal(rnd.game.no_replacement)
    if card not in rnd.cards.get(seat, ()):
        raise Refusal(msg("banked.corrections.refusal.among_seat_s_cards_round",
                          "{card} is not among seat {seat}'s cards this round",
                          card=card, seat=seat))
    if card in rnd.face_up.get(seat, ()):
        raise Refusal(msg("banked.corrections.refusal.dealt_face_up_rule_nothing",
                          "{card} is dealt face up by rule: nothing to replace",
                          card=card))
    if seat in rnd.owed:
        raise Refusal(msg("banked.corrections.refusal.seat_already_waits_replacement_card",
                          "seat {seat} already waits for a replacement card",
                          seat=seat))
    if rnd.board or rnd.settings or rnd.settled or any(
        h.decision is not None or h.acted for h in rnd.hands.values()
    ):
        raise Refusal(msg("banked.corrections.refusal.play_has_moved_past_first",
                          "play has moved past the first deal: a card is replaced only during "
                          "the deal (PGP-IRR-08); report it without the card and the floor "
                          "rules (LC-P1)"))


def _voidable(rnd: BankedRound, number: int) -> None:
    if number != rnd.number:
        raise Refusal(msg("banked.corrections.refusal.round_round_progress",
                          "round {number} is not the round in progress ({number2})",
                          number=number, number2=rnd.number))
    if rnd.void is not None:
        raise Refusal(msg("banked.corrections.refusal.round_already_void",
                          "round {number} is already void",
                          number=number))
    if not rnd.dealing_started:
        raise Refusal(msg("banked.corrections.refusal.no_card_out_yet_replace",
                          "no card is out yet: replace the deck, nothing to void (LC-105)"))
    if rnd.settled:
        raise Refusal(msg("banked.corrections.refusal.chips_have_moved_settlement_floor",
                          "chips have moved in the settlement: the floor settles it by hand "
                          "(LC-P1)"))
    if rnd.game.money_added(rnd):
        raise Refusal(msg("banked.corrections.refusal.double_split_has_put_more",
                          "a double or split has put more money out: the floor returns the "
                          "round's money by hand (LC-105, LC-P1)"))


@banked_event
class BankedCorrectionPlanned(BankedFix):
    """The correction a proposed banked ruling carries out once the floor confirms it."""

    type = "banked_correction_planned"
    ruling: int
    action: str
    seat: int | None = None
    card: Card | None = None
    rule_ids: tuple[str, ...] = ()

    def verify_on(self, table: FixTable) -> None:
        _banked(table)
        ruling = table.rulings.get(self.ruling)
        if ruling is None or ruling.status != "proposed":
            raise Refusal(msg("banked.corrections.refusal.ruling_waiting_floor",
                              "ruling {ruling} is not waiting for the floor",
                              ruling=self.ruling))
        rnd = _round(table)
        if self.action == "void":
            _voidable(rnd, rnd.number)
        elif self.action == "replace":
            replaceable(rnd, self.seat, self.card)
        else:
            raise Refusal(msg("banked.corrections.refusal.unknown_correction",
                              "unknown correction {action!r} ({items})",
                              action=self.action, items=', '.join(set(PLANS.values()))))

    def apply_on(self, table: FixTable) -> None:
        table.planned[self.ruling] = BankedPlan(self.action, self.seat, self.card, self.rule_ids)


@banked_event
class BankedRoundVoided(BankedFix):
    """The round is void: every wager goes back with no action (LC-105)."""

    type = "banked_round_voided"
    round: int
    reason: str
    rule_ids: tuple[str, ...] = ()

    def verify_on(self, table: FixTable) -> None:
        _banked(table)
        _voidable(_round(table), self.round)

    def apply_on(self, table: FixTable) -> None:
        _round(table).void = RoundVoid(self.reason, self.rule_ids)


@banked_event
class BankedCardSetAside(BankedFix):
    """A seat's card is out of play; the seat is owed the next card after the deal."""

    type = "banked_card_set_aside"
    seat: int
    card: Card
    rule_ids: tuple[str, ...] = ()

    def verify_on(self, table: FixTable) -> None:
        _banked(table)
        replaceable(_round(table), self.seat, self.card)

    def apply_on(self, table: FixTable) -> None:
        rnd = _round(table)
        rnd.cards[self.seat].remove(self.card)
        rnd.out_of_play.append(self.card)
        rnd.owed.append(self.seat)


def hold(table: FixTable, ev: Event) -> None:
    """While a ruling of this round waits for the floor with a planned correction, the round
    waits too: nothing for a void; only the rest of the first deal for a replacement."""
    rnd = table.round
    if rnd is None:
        return
    for number, plan in table.planned.items():
        ruling = table.rulings[number]
        if ruling.status != "proposed" or ruling.hand != rnd.number:
            continue
        if (plan.action == "replace" and isinstance(ev, BankedCardsDealt)
                and ev.seat not in rnd.cards):
            continue  # PGP-IRR-08: the deal goes on, the replacement comes after it
        raise Refusal(msg("banked.corrections.refusal.wait_floor_s_decision_ruling",
                          "wait for the floor's decision on ruling {number}: {removeprefix}",
                          number=number,
                          removeprefix=plan.text().removeprefix('On confirmation ')))


def planned(table: FixTable, ruling: int, irregularity: str, seat: int | None,
            card: Card | None) -> list[Event]:
    """The plan a new report carries, if the entry has one the engine can do now."""
    action = PLANS.get(irregularity)
    rnd = table.round
    if action is None or rnd is None or rnd.ended:
        return []
    if action == "replace" and card is None:
        return []
    if action == "void":
        try:
            _voidable(rnd, rnd.number)
        except Refusal:
            return []  # proposed for the floor alone (the note says what is left)
    rules = VOID_RULES if action == "void" else REPLACE_RULES
    return [BankedCorrectionPlanned(ruling, action, seat, card, rules)]


def carried_out(table: FixTable, ruling: int, title: str) -> list[Event]:
    """The correction a confirmed ruling carries out, if it planned one for this round."""
    plan = table.planned.get(ruling)
    rnd = table.round
    if plan is None or rnd is None or rnd.ended:
        return []
    if plan.action == "void":
        return [BankedRoundVoided(rnd.number, msg("banked.corrections.voided_by_ruling",
                                                  "ruling {ruling}: {title}", ruling=ruling,
                                                  title=title), plan.rule_ids)]
    assert plan.seat is not None and plan.card is not None
    return [BankedCardSetAside(plan.seat, plan.card, plan.rule_ids)]
