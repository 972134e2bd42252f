"""What players say and show around the showdown, and the "low possible" notice.

Covers the house's K11 announcement that the board plays (PGP-HE-08), verbal hand claims
(LC-74), cards exposed during the hand and "show one, show all" (LC-76, LC-77), a dispute that
holds the award for the floor (LC-7), and, in Omaha high-low, whether the board allows a low
(PGP-LOW-01, PGP-GAM-04, AMB-26).

Why a module of its own: these are notes and holds around the ordinary showdown, not betting or
dealing, so they ride on :class:`RuleEvent` and keep their state in ``Table.notes``
(cleared when a hand starts; a replay rebuilds it). The cards still decide the pot (LC-78): the
only two effects on the hand go through small hooks on :class:`HandState`, ``board_claims`` (a
mucked hand that announced the board keeps its share) and ``held`` (no pot is pushed while a
dispute is open).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from dealer_assist.cards import Card, Rank
from dealer_assist.engine.events import (
    Acted,
    Event,
    Mucked,
    PotAwarded,
    event,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.hand_values import hand_value
from dealer_assist.engine.showdown import pot_shares
from dealer_assist.engine.steps import Step
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.evaluation.omaha import board_allows_low
from dealer_assist.evaluation.strength import CATEGORY_NAMES, STRAIGHT_FLUSH, category, ranks
from dealer_assist.messages import joined, msg

CLAIMS: Final = (*(n.lower() for n in CATEGORY_NAMES[:-1]), "royal flush")  # i18n: keys
"""Hands a player may name out loud (LC-74): the high categories, and a royal flush."""
_SAID: Final = {  # i18n: the keys are claims; each is said by its msg
    "high card": msg("showdown_calls.claim.high_card", "high card"),
    "one pair": msg("showdown_calls.claim.one_pair", "one pair"),
    "two pair": msg("showdown_calls.claim.two_pair", "two pair"),
    "three of a kind": msg("showdown_calls.claim.three_of_a_kind", "three of a kind"),
    "straight": msg("showdown_calls.claim.straight", "straight"),
    "flush": msg("showdown_calls.claim.flush", "flush"),
    "full house": msg("showdown_calls.claim.full_house", "full house"),
    "four of a kind": msg("showdown_calls.claim.four_of_a_kind", "four of a kind"),
    "straight flush": msg("showdown_calls.claim.straight_flush", "straight flush"),
    "royal flush": msg("showdown_calls.claim.royal_flush", "royal flush"),
}
"""Each claim as the step says it (the claim itself stays the English key)."""


@dataclass(slots=True)
class Claim:
    seat: int
    claim: str
    at: int  # index of the claim in the table history: later mucks count (LC-74)
    ruled: bool = False  # the floor has ruled on it (:class:`MiscallRuled`)


@dataclass(slots=True)
class Exposure:
    seat: int
    to_seat: int | None  # None: shown to someone not in the hand
    cards: tuple[Card, ...]
    demanded: bool = False


@dataclass(slots=True)
class Dispute:
    seat: int | None
    reason: str
    forfeited: int | None = None  # LC-74: the seat that forfeited the pot (cannot be given it)
    misled: tuple[int, ...] = ()  # LC-74: seats that gave up after the miscall (may be given it)


@dataclass(slots=True)
class CallsState:
    """This hand's announcements, claims, exposures and open dispute."""

    claims: list[Claim] = field(default_factory=list)
    exposures: list[Exposure] = field(default_factory=list)
    dispute: Dispute | None = None


def calls(table: TableView) -> CallsState:
    """This hand's state (created on first use)."""
    return table.notes.get(CallsState)


def _peek(table: TableView) -> CallsState:
    return table.notes.peek(CallsState)


def _live(table: TableView) -> HandState:
    hand = table.hand
    if hand is None or hand.ended:
        raise Refusal(msg("showdown_calls.refusal.no_hand_progress",
                          "no hand is in progress"))
    return hand


def _in_hand(hand: HandState, seat: int) -> None:
    if seat not in hand.in_hand:
        raise Refusal(msg("showdown_calls.refusal.seat_has_no_live_hand",
                          "seat {seat} has no live hand",
                          seat=seat))


# ----------------------------------------------------------------- K11: the board plays


@event
class BoardAnnounced(TableRule):
    """PGP-HE-08 (K11 announce_before_muck): the player says he plays the board before he
    mucks; mucked afterwards, his hand is the board and he keeps his share of a split."""

    type = "board_announced"
    seat: int

    def verify_on(self, table: TableView) -> None:
        hand = _live(table)
        rule = hand.config.play_the_board
        if rule == "table_cards":
            raise Refusal(msg("showdown_calls.refusal.lc_72_house_player_plays",
                              "LC-72: at this house a player plays the board only by tabling "
                              "his cards; an announcement wins no share"))
        if rule != "announce_before_muck":
            raise Refusal(msg("showdown_calls.refusal.house_takes_no_board_plays",
                              "this house takes no 'board plays' announcement (K11): a tabled "
                              "hand is read with the board"))
        if hand.phase != "showdown":
            raise Refusal(msg("showdown_calls.refusal.board_announced_showdown_before_player",
                              "the board is announced at the showdown, before the player mucks "
                              "(PGP-HE-08)"))
        _in_hand(hand, self.seat)
        if self.seat in hand.mucked:
            raise Refusal(msg("showdown_calls.refusal.seat_has_mucked_too_late",
                              "seat {seat} has mucked: too late to announce the board "
                              "(PGP-HE-08)",
                              seat=self.seat))
        if self.seat in hand.board_claims:
            raise Refusal(msg("showdown_calls.refusal.seat_has_already_announced_board",
                              "seat {seat} has already announced the board",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        _live(table).board_claims.add(self.seat)


def _announce_text(hand: HandState, step: Step) -> Step:
    """The show step where K11 asks for the announcement (PGP-HE-08)."""
    if step.seat in hand.board_claims:
        text = msg("showdown_calls.step.seat_announced_board_plays_mucked",
                   "Seat {seat} announced that the board plays: mucked, he shares as the board",
                   seat=step.seat)
    else:
        text = msg("showdown_calls.step.play_board_he_says_so",
                   "{text}; to play the board he says so before mucking",
                   text=step.text)
    return Step(step.kind, text, step.seat, (*step.rule_ids, "PGP-HE-08"), step.optional)


# ----------------------------------------------------------------- LC-74: verbal claims


@event
class HandClaimed(TableRule):
    """LC-74: a player names his hand out loud. Logged for the floor, never binding: the
    cards are read (LC-78)."""

    type = "hand_claimed"
    seat: int
    claim: str

    def verify_on(self, table: TableView) -> None:
        hand = _live(table)
        if self.claim not in CLAIMS:
            raise Refusal(msg("showdown_calls.refusal.name_hand_one",
                              "name the hand as one of: {items}",
                              items=', '.join(CLAIMS)))
        if hand.phase not in ("betting", "board", "showdown", "settling"):
            raise Refusal(msg("showdown_calls.refusal.hand_called_only_once_cards",
                              "a hand is called only once the cards are out"))
        _in_hand(hand, self.seat)

    def apply_on(self, table: TableView) -> None:
        calls(table).claims.append(Claim(self.seat, self.claim, len(table.history)))


def _called_as(value: int) -> str:
    cat = category(value)
    if cat == STRAIGHT_FLUSH and ranks(value)[0] == Rank.ACE:
        return "royal flush"  # i18n: a claim key (CLAIMS)
    return CATEGORY_NAMES[cat].lower()


def _read(hand: HandState, seat: int) -> str | None:
    """What the seat's cards make with the full board, when every card is known."""
    board = [c for c in hand.board if c is not None]
    cards = hand.shown.get(seat) or tuple(c for c in hand.hole[seat] if c is not None)
    if hand.config.is_stud or len(board) != 5 or len(cards) != hand.config.hole_cards:
        return None
    return _called_as(hand_value(hand.config, cards, board).high)


@dataclass(frozen=True, slots=True)
class Miscall:
    """A claim the cards contradict, and the seats that folded or mucked after it."""

    claim: Claim
    actual: str
    gave_up: tuple[int, ...]


def _miscalls(table: TableView, hand: HandState, st: CallsState) -> list[Miscall]:
    out: list[Miscall] = []
    for claim in st.claims:
        actual = _read(hand, claim.seat)
        if actual is None or actual == claim.claim:
            continue
        gave_up = tuple(sorted({
            e.seat for e in table.history[claim.at + 1:]
            if (isinstance(e, Mucked) or (isinstance(e, Acted) and e.action == "fold"))
            and e.seat != claim.seat
        }))
        out.append(Miscall(claim, actual, gave_up))
    return out


def _floor_miscalls(table: TableView, seat: int) -> list[Miscall]:
    """The seat's wrong claims that misled another player and await the floor (LC-74)."""
    hand = _live(table)
    return [m for m in _miscalls(table, hand, _peek(table))
            if m.claim.seat == seat and m.gave_up and not m.claim.ruled]


def _claim_steps(table: TableView, hand: HandState, st: CallsState) -> list[Step]:
    out: list[Step] = []
    for m in _miscalls(table, hand, st):
        if m.claim.ruled:
            continue
        claim = m.claim
        actual = _SAID.get(m.actual, m.actual)
        said = msg("showdown_calls.said", "Seat {seat} called {claim} but holds {actual}",
                   seat=claim.seat, claim=_SAID.get(claim.claim, claim.claim), actual=actual)
        if m.gave_up:
            out.append(Step("floor", msg("showdown_calls.step.call_floor_seat_s_mucked",
                                         "Call the floor: {said}, and seat(s) {items} mucked "
                                         "after the call: possible deliberate miscall; the pot "
                                         "may be forfeited at management's discretion",
                                         said=said, items=', '.join(map(str, m.gave_up))),
                            claim.seat, ("LC-74",)))
        else:
            out.append(Step("note", msg("showdown_calls.step.cards_speak_hand_read",
                                        "Cards speak: {said}; the hand is read as {actual}",
                                        said=said, actual=actual),
                            claim.seat, ("LC-74", "LC-78"), optional=True))
    return out


@event
class MiscallRuled(TableRule):
    """LC-74: the floor's answer to a wrong hand call after which another player gave up.
    Not ``forfeit``: the cards speak and the award stands as read. ``forfeit`` (a deliberate
    miscall, management's discretion): the caller loses the pot; the award is held as in a
    dispute (LC-7) and the floor gives it by a corrected award, to any live hand or to a
    player who gave up after the call, never to the caller."""

    type = "miscall_ruled"
    seat: int
    forfeit: bool
    by: str
    reason: str = ""

    def verify_on(self, table: TableView) -> None:
        hand = _live(table)
        if not self.by.strip():
            raise Refusal(msg("showdown_calls.refusal.floorperson_who_rules_must_named",
                              "the floorperson who rules must be named (LC-74)"))
        if not _floor_miscalls(table, self.seat):
            raise Refusal(msg("showdown_calls.refusal.seat_made_no_wrong_call",
                              "seat {seat} made no wrong call that another player gave up on, "
                              "still waiting for the floor (LC-74)",
                              seat=self.seat))
        if not self.forfeit:
            return
        if not self.reason.strip():
            raise Refusal(msg("showdown_calls.refusal.forfeited_pot_needs_floor_s",
                              "a forfeited pot needs the floor's reason (LC-74)"))
        if hand.phase != "settling" or hand.awards or \
                not any(isinstance(e, PotAwarded) for e in hand.pending):
            raise Refusal(msg("showdown_calls.refusal.pot_forfeited_once_hands_are",
                              "a pot is forfeited once the hands are shown and before any of it "
                              "is pushed (LC-74)"))
        if _peek(table).dispute is not None:
            raise Refusal(msg("showdown_calls.refusal.award_already_held_floor_lc",
                              "the award is already held for the floor (LC-7): rule on that "
                              "first"))

    def apply_on(self, table: TableView) -> None:
        misled: set[int] = set()
        for m in _floor_miscalls(table, self.seat):
            m.claim.ruled = True
            misled.update(m.gave_up)
        if self.forfeit:
            calls(table).dispute = Dispute(None, self.reason, self.seat, tuple(sorted(misled)))
            _live(table).held = msg("showdown_calls.held.forfeit",
                                    "seat {seat} forfeits the pot for a deliberate miscall "
                                    "(LC-74: {reason}); push nothing until the floor gives it "
                                    "by a corrected award (LC-7)",
                                    seat=self.seat, reason=self.reason)


# ----------------------------------------------------------------- LC-76 / LC-77: exposures


@event
class CardsExposed(TableRule):
    """LC-76: a player shows his cards during the hand (an irregularity note). LC-77: shown
    to an active player (``to_seat``), any active player may see them now; shown to someone
    not in the hand (``to_seat`` None), they are shown to everyone when the hand ends."""

    type = "cards_exposed"
    seat: int
    to_seat: int | None = None
    cards: tuple[Card, ...] = ()

    def verify_on(self, table: TableView) -> None:
        hand = _live(table)
        if hand.phase not in ("dealing", "betting", "board"):
            raise Refusal(msg("showdown_calls.refusal.only_cards_shown_before_showdown",
                              "only cards shown before the showdown are an exposure (LC-76); at "
                              "the showdown the hand is shown"))
        _in_hand(hand, self.seat)
        if self.to_seat is not None and (self.to_seat == self.seat
                                         or self.to_seat not in hand.in_hand):
            raise Refusal(msg("showdown_calls.refusal.seat_another_player_hand_record",
                              "seat {to_seat} is not another player in the hand: record it as "
                              "shown to a non-player (LC-77)",
                              to_seat=self.to_seat))
        held = [c for c in hand.hole[self.seat] if c is not None]
        wrong = [c for c in self.cards if held and c not in held]
        if wrong:
            raise Refusal(msg("showdown_calls.refusal.seat_does_hold",
                              "seat {seat} does not hold {wrong}",
                              seat=self.seat, wrong=wrong[0]))

    def apply_on(self, table: TableView) -> None:
        calls(table).exposures.append(Exposure(self.seat, self.to_seat, self.cards))


@event
class ExposedCardsDemanded(TableRule):
    """LC-77: an active player asks to see cards that were shown to another active player;
    the dealer has them shown to the table now."""

    type = "exposed_cards_demanded"
    seat: int  # whose cards
    by: int

    def verify_on(self, table: TableView) -> None:
        hand = _live(table)
        _in_hand(hand, self.by)
        if _open_offer(_peek(table), self.seat) is None:
            raise Refusal(msg("showdown_calls.refusal.seat_showed_no_cards_active",
                              "seat {seat} showed no cards to an active player that are still "
                              "to be shown (LC-77)",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        found = _open_offer(calls(table), self.seat)
        assert found is not None
        found.demanded = True


def _open_offer(st: CallsState, seat: int) -> Exposure | None:
    return next((x for x in st.exposures
                 if x.seat == seat and x.to_seat is not None and not x.demanded), None)


def _cards_text(x: Exposure) -> str:
    return f" ({''.join(c.text for c in x.cards)})" if x.cards else ""  # i18n: card codes


def _exposure_steps(hand: HandState, st: CallsState) -> list[Step]:
    out: list[Step] = []
    done = hand.phase in ("settled", "voided")
    for x in st.exposures:
        if x.to_seat is not None and not x.demanded and not done:
            out.append(Step("offer", msg("showdown_calls.step.seat_showed_cards_seat_any",
                                         "Seat {seat} showed his cards{cards_text} to seat "
                                         "{to_seat}: any player still in the hand may ask to "
                                         "see them now",
                                         seat=x.seat, cards_text=_cards_text(x),
                                         to_seat=x.to_seat),
                            x.seat, ("LC-77", "LC-76"), optional=True))
        elif x.to_seat is None and not done:
            out.append(Step("note", msg("showdown_calls.step.seat_showed_cards_non_player",
                                        "Seat {seat} showed his cards{cards_text} to a "
                                        "non-player: they are shown to everyone when the hand "
                                        "ends",
                                        seat=x.seat, cards_text=_cards_text(x)),
                            x.seat, ("LC-77", "LC-76"), optional=True))
    return out


def _reveals(st: CallsState) -> list[Exposure]:
    return [x for x in st.exposures if x.to_seat is None]


# ----------------------------------------------------------------- LC-7: disputes


@event
class AwardDisputed(TableRule):
    """LC-7: someone points out an error in the award before the pot is pushed; the award
    is held until the floor resolves it (:class:`DisputeResolved`)."""

    type = "award_disputed"
    seat: int | None = None  # who raised it (None: the dealer)
    reason: str = ""

    def verify_on(self, table: TableView) -> None:
        hand = _live(table)
        if hand.phase != "settling" or not any(isinstance(e, PotAwarded) for e in hand.pending):
            raise Refusal(msg("showdown_calls.refusal.award_disputed_after_showdown_before",
                              "an award is disputed after the showdown and before the pot is "
                              "pushed (LC-7)"))
        if _peek(table).dispute is not None:
            raise Refusal(msg("showdown_calls.refusal.award_already_held_floor_lc_2",
                              "the award is already held for the floor (LC-7)"))
        if self.seat is not None and self.seat not in table.seats:
            raise Refusal(msg("showdown_calls.refusal.nobody_sits_seat",
                              "nobody sits in seat {seat}",
                              seat=self.seat))

    def apply_on(self, table: TableView) -> None:
        calls(table).dispute = Dispute(self.seat, self.reason)
        who = (msg("showdown_calls.who.seat", "seat {seat}", seat=self.seat)
               if self.seat is not None else msg("showdown_calls.who.dealer", "the dealer"))
        if self.reason:
            _live(table).held = msg("showdown_calls.held.dispute_why",
                                    "the award is held for review: {who} disputes it ({reason}); "
                                    "push nothing until the floor rules (LC-7)",
                                    who=who, reason=self.reason)
        else:
            _live(table).held = msg("showdown_calls.held.dispute",
                                    "the award is held for review: {who} disputes it; push "
                                    "nothing until the floor rules (LC-7)", who=who)


RESOLUTIONS: Final = ("stands", "corrected")
HALVES: Final = ("whole", "high", "low")
FLOOR_LABEL: Final = msg("showdown_calls.floor_label", "floor ruling (LC-7)")


@dataclass(frozen=True, slots=True)
class HeldPot:
    """A pot still to push: its index, its chips and the live seats that put in enough to
    win it (LC-65)."""

    index: int
    amount: int
    may_win: tuple[int, ...]


def award_candidates(table: TableView) -> list[int]:
    """The seats a corrected award may name now (LC-7): the live hands; after a forfeit
    (LC-74), also the players who gave up after the miscall, and never the caller."""
    hand = table.hand
    if hand is None or hand.ended:
        return []
    dispute = _peek(table).dispute
    if dispute is None:
        return list(hand.in_hand)
    return [s for s in hand.seats if (s in hand.in_hand or s in dispute.misled)
            and s != dispute.forfeited]


def held_pots(table: TableView) -> list[HeldPot]:
    """The pots whose shares are still to push, in pot order. A seat may win a pot when it is
    a candidate (:func:`award_candidates`) whose wager reaches that of a seat the engine
    found eligible for it (a mucked hand too: the floor may find it was misread)."""
    hand = table.hand
    if hand is None or hand.ended:
        return []
    totals = _totals(*_pending_shares(hand))
    if not totals:
        return []
    # the layout the pending awards were built from (HandState._begin_settling)
    back, pots = hand.pot_layout(hand.claimants() or hand.in_hand)
    wagers = {s: c + hand.credit.get(s, 0) for s, c in hand.contrib.items()}
    if back is not None:
        wagers[back[0]] -= back[1]  # the uncalled part (not yet returned) is in no pot
    candidates = award_candidates(table)
    out = []
    for index, amount in sorted(totals.items()):
        eligible = pots[index].eligible if index < len(pots) else ()
        floor = min((wagers.get(s, 0) for s in eligible), default=0)
        out.append(HeldPot(index, amount, tuple(
            s for s in candidates if s in eligible or wagers.get(s, 0) >= floor > 0)))
    return out


@event
class DisputeResolved(TableRule):
    """LC-7: the floor's answer to a dispute: the award ``stands``, or is ``corrected``.

    A correction comes in one of two forms, ``pots`` and ``seats`` side by side (and
    ``halves``: whole, high or low; empty means whole):

    - with ``amounts``: the shares exactly as given; together they share out every pot still
      to push, each keeping its total;
    - without ``amounts``: the winners of each pot named (several seats: a chop; high and low
      winners: a high-low split); the engine splits each named pot as the game splits a pot
      (LC-27, LC-27a/b/c: the same splitter as the showdown), and pots not named keep the
      shares already computed.
    """

    type = "dispute_resolved"
    decision: str
    by: str
    reason: str = ""
    pots: tuple[int, ...] = ()
    seats: tuple[int, ...] = ()
    amounts: tuple[int, ...] = ()
    halves: tuple[str, ...] = ()

    def verify_on(self, table: TableView) -> None:
        hand = _live(table)
        dispute = _peek(table).dispute
        if dispute is None:
            raise Refusal(msg("showdown_calls.refusal.no_award_held_floor",
                              "no award is held for the floor"))
        if self.decision not in RESOLUTIONS:
            raise Refusal(msg("showdown_calls.refusal.floor_rules",
                              "the floor rules {items}, not {decision!r}",
                              items=' or '.join(RESOLUTIONS), decision=self.decision))
        if not self.by.strip():
            raise Refusal(msg("showdown_calls.refusal.floorperson_who_rules_must_named_2",
                              "the floorperson who rules must be named (LC-7)"))
        forfeited = dispute.forfeited
        if self.decision == "stands":
            if self.pots or self.seats or self.amounts or self.halves:
                raise Refusal(msg("showdown_calls.refusal.award_stands_takes_no_new",
                                  "an award that stands takes no new shares"))
            if forfeited is not None:
                raise Refusal(msg("showdown_calls.refusal.seat_forfeited_pot_lc_74",
                                  "seat {forfeited} forfeited the pot (LC-74): the floor gives "
                                  "it by a corrected award",
                                  forfeited=forfeited))
            return
        if not self.reason.strip():
            raise Refusal(msg("showdown_calls.refusal.corrected_award_needs_floor_s",
                              "a corrected award needs the floor's reason"))
        if not self.pots or len(self.pots) != len(self.seats) or \
                len(self.halves) not in (0, len(self.pots)):
            raise Refusal(msg("showdown_calls.refusal.give_each_corrected_share_pot",
                              "give each corrected share as a pot and a seat"))
        wrong = [h for h in self.halves if h not in HALVES]
        if wrong or (not hand.config.hi_lo and any(h != "whole" for h in self.halves)):
            raise Refusal(msg("showdown_calls.refusal.half_pot",
                              "{wrong!r} is not a half of a pot",
                              wrong=wrong[0]) if wrong else
                          msg("showdown_calls.refusal.only_high_low_game_splits",
                              "only a high-low game splits a pot into high and low halves"))
        candidates = award_candidates(table)
        stray = [s for s in self.seats if s not in candidates]
        if stray:
            raise Refusal(msg("showdown_calls.refusal.seat_forfeited_pot_lc_74_2",
                              "seat {stray} forfeited the pot (LC-74)",
                              stray=stray[0]) if stray[0] == forfeited
                          else msg("showdown_calls.refusal.seat_has_no_live_hand_2",
                                   "seat {stray} has no live hand",
                                   stray=stray[0]))
        if self.amounts:
            self._verify_amounts(hand)
        else:
            self._verify_winners(table)

    def _verify_amounts(self, hand: HandState) -> None:
        if len(self.amounts) != len(self.pots):
            raise Refusal(msg("showdown_calls.refusal.give_each_corrected_share_pot_2",
                              "give each corrected share as a pot, a seat and an amount"))
        if _totals(self.pots, self.amounts) != _totals(*_pending_shares(hand)):
            raise Refusal(msg("showdown_calls.refusal.corrected_award_must_share_out",
                              "a corrected award must share out exactly the pots still to push"))
        if any(a <= 0 for a in self.amounts):
            raise Refusal(msg("showdown_calls.refusal.every_share_must_positive_amount",
                              "every share must be a positive amount"))

    def _verify_winners(self, table: TableView) -> None:
        held = {p.index: p for p in held_pots(table)}
        for pot, named in self._winners().items():
            if pot not in held:
                raise Refusal(msg("showdown_calls.refusal.pot_waiting_pushed",
                                  "pot {pot} is not waiting to be pushed",
                                  pot=pot))
            parts = {half for half, seats in named.items() if seats}
            if parts not in ({"whole"}, {"high", "low"}):
                raise Refusal(msg("showdown_calls.refusal.name_winners_winners_both_high",
                                  "{pot_name}: name its winners, or the winners of both its "
                                  "high and its low half (LC-27c)",
                                  pot_name=_pot_name(pot)))
            for seats in named.values():
                if len(set(seats)) != len(seats):
                    raise Refusal(msg("showdown_calls.refusal.seat_named_twice_one_share",
                                      "{pot_name}: a seat is named twice for one share",
                                      pot_name=_pot_name(pot)))
                short = [s for s in seats if s not in held[pot].may_win]
                if short:
                    raise Refusal(msg("showdown_calls.refusal.seat_did_put_enough_win",
                                      "seat {short} did not put in enough to win the {pot_name} "
                                      "(LC-65)",
                                      short=short[0], pot_name=_pot_name(pot)))

    def _winners(self) -> dict[int, dict[str, list[int]]]:
        """Pot -> half -> the seats named, in the order given."""
        out: dict[int, dict[str, list[int]]] = {}
        halves = self.halves or ("whole",) * len(self.pots)
        for pot, seat, half in zip(self.pots, self.seats, halves, strict=True):
            out.setdefault(pot, {}).setdefault(half, []).append(seat)
        return out

    def apply_on(self, table: TableView) -> None:
        hand = _live(table)
        calls(table).dispute = None
        hand.held = ""
        if self.decision == "stands":
            return
        others: list[Event] = [e for e in hand.pending if not isinstance(e, PotAwarded)]
        if self.amounts:
            halves = self.halves or ("whole",) * len(self.pots)
            hand.pending = others + [
                PotAwarded(p, s, a, h, FLOOR_LABEL)
                for p, s, a, h in zip(self.pots, self.seats, self.amounts, halves, strict=True)
            ]
            return
        named = self._winners()
        awards: list[PotAwarded] = []
        for pot in held_pots(table):
            if pot.index not in named:
                awards += [e for e in hand.pending
                           if isinstance(e, PotAwarded) and e.pot == pot.index]
                continue
            winners = named[pot.index]
            awards += pot_shares(
                pot.index, pot.amount,
                hand.odd_chip_order(winners.get("whole") or winners["high"]),
                hand.odd_chip_order(winners.get("low", [])),
                unit=hand.config.split_unit, together=hand.config.odd_chips_together,
                label=lambda _seat, _half: FLOOR_LABEL)
        hand.pending = [*others, *awards]


def _pot_name(index: int) -> str:
    if index == 0:
        return msg("showdown_calls.main_pot", "main pot")
    return msg("showdown_calls.side_pot", "side pot {index}", index=index)


def _pending_shares(hand: HandState) -> tuple[list[int], list[int]]:
    awards = [e for e in hand.pending if isinstance(e, PotAwarded)]
    return [e.pot for e in awards], [e.amount for e in awards]


def _totals(pots: tuple[int, ...] | list[int], amounts: tuple[int, ...] | list[int]
            ) -> dict[int, int]:
    out: dict[int, int] = {}
    for pot, amount in zip(pots, amounts, strict=True):
        out[pot] = out.get(pot, 0) + amount
    return out


# ----------------------------------------------------------------- PGP-LOW-01: low possible

_LOW_IDS: Final = ("PGP-LOW-01", "PGP-GAM-04", "AMB-26")


def _low_rank(card: Card) -> int | None:
    rank = card.rank
    if rank is None:
        return None
    if rank == Rank.ACE:
        return 1
    return int(rank) if rank <= Rank.EIGHT else None


def low_notice(hand: HandState) -> Step | None:
    """Omaha high-low: whether the board allows a low, as soon as the board decides it. A low
    needs three different board ranks of 8 or lower (two hole cards plus three board cards)."""
    cfg = hand.config
    board = hand.board
    if not (cfg.hi_lo and cfg.shape.exactly_two) or len(board) < 3 or None in board:
        return None
    if hand.phase not in ("betting", "board", "showdown", "settling"):
        return None
    known = [c for c in board if c is not None]
    lows = {r for r in map(_low_rank, known) if r is not None}
    named = low_ranks_text(lows)
    if len(lows) >= 3:
        text = msg("showdown_calls.step.low_possible_board_s_different",
                   "Low possible: the board's different low ranks (8 or lower) are {named}",
                   named=named)
    elif not board_allows_low(known):
        text = (msg("showdown_calls.step.no_low_possible_board_s",
                    "No low possible: the board's only different low ranks (8 or lower) are "
                    "{named}, fewer than three; the high hand takes the whole pot",
                    named=named))
    else:
        need = 3 - len(lows)
        text = (msg("showdown_calls.step.low_decided_yet_board_s",
                    "Low not decided yet: the board's different low ranks so far are {named}; "
                    "it needs {need} more different ranks of 8 or lower",
                    named=named, need=need) if need > 1 else
                msg("showdown_calls.step.low_decided_yet_one_rank",
                    "Low not decided yet: the board's different low ranks so far are {named}; "
                    "it needs 1 more different rank of 8 or lower", named=named))
    return Step("note", text, None, _LOW_IDS, optional=True)


def low_ranks_text(lows: set[int]) -> str:
    """The board's distinct low ranks as a dealer reads them (ace first): "A, 2, 5", or
    "none"."""
    if not lows:
        return "none"
    return ", ".join("A" if r == 1 else str(r) for r in sorted(lows))


# ----------------------------------------------------------------- the dealer's steps


def showdown_steps(table: TableView, steps: list[Step]) -> list[Step]:
    """``steps`` (the engine's procedure for a hand in progress) with this module's floor
    calls first (a held award among them: the procedure then lists no pot push), its offers
    and notes after, and the reveals LC-77 queued joined to the end-of-hand step."""
    hand = table.hand
    if hand is None or hand.ended:
        return steps
    st = _peek(table)
    first = _claim_steps(table, hand, st)
    floor = [s for s in first if s.kind == "floor"]
    notes = [s for s in first if s.kind != "floor"]
    if hand.held:
        floor.append(Step("floor", msg("showdown_calls.step.call_floor",
                                       "Call the floor: {held}",
                                       held=hand.held), None, ("LC-7",)))
    reveals = _reveals(st)
    if reveals:
        seats = joined(msg("showdown_calls.seat_cards", "seat {seat}{cards_text}", seat=x.seat,
                           cards_text=_cards_text(x)) for x in reveals)
        steps = [Step(s.kind, msg("showdown_calls.step.show_cards_everyone_shown_non",
                                  "Show the cards of {seats} to everyone (shown to a non-player "
                                  "during the hand), then: {text}",
                                  seats=seats, text=s.text), s.seat, (*s.rule_ids, "LC-77"))
                 if s.kind == "end" else s for s in steps]
    if hand.phase == "showdown" and hand.config.play_the_board == "announce_before_muck":
        steps = [_announce_text(hand, s) if s.kind == "show" else s for s in steps]
    notes += _exposure_steps(hand, st)
    low = low_notice(hand)
    if low is not None:
        notes.append(low)
    return floor + steps + notes
