"""Seven Card Stud and Stud 8-or-better on the same engine (catalogue 2.2, 3.3, 4.2).

Streets 0-4 are 3rd to 7th street. Each player antes, gets two cards down and one up; the
lowest up card brings in (clubs < diamonds < hearts < spades, CG-STD-04) for the bring-in or a
completion to the small bet; from 4th street the highest board showing acts first (CG-STD-08),
or the next player clockwise when that hand is all-in (LC-101). The small bet is used on 3rd and
4th street, the big bet from 5th (CG-STD-06); an open pair on 4th street allows the big bet as
the house says (K12: LC-100, CG-STD-09, HTP-S8-02). The 7th card is dealt down (CG-STD-11).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Final

from dealer_assist.cards import Card
from dealer_assist.engine.betting import BettingRound, LegalAction
from dealer_assist.engine.config import STUD_STREETS, GameConfig
from dealer_assist.engine.events import (
    Acted,
    BoardCard,
    CardBurned,
    CardDealt,
    HandStarted,
    Shown,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState, PostDue, as_check
from dealer_assist.engine.post_names import post_name
from dealer_assist.engine.words import word
from dealer_assist.evaluation import stud as stud_eval
from dealer_assist.messages import msg

UP_POSITIONS: Final = frozenset({2, 3, 4, 5})  # the door card and 4th-6th street cards
DECK: Final = 52


def _board_strength(up: Sequence[Card]) -> int:
    """Rank of the up cards for the order of action; a board of five up cards (an exposed hole
    card played up, LC-117/LC-118) counts its best four."""
    if len(up) <= 4:
        return stud_eval.board_strength(up)
    return max(stud_eval.board_strength(four) for four in combinations(up, 4))


@dataclass(frozen=True, slots=True)
class SeventhStreetPlan:
    """How to deal 7th street with the cards left (LC-124): ``kind`` is normal, no_burn,
    reshuffle_burns or community; ``steps`` are the dealer's instructions; ``mixes_burns``:
    the burn cards go back into play (so one may come out again without fouling the deck)."""

    kind: str
    steps: tuple[str, ...]
    rule_ids: tuple[str, ...] = ("LC-124",)
    mixes_burns: bool = False


def seventh_street_plan(stub: int, players: int, burns: int) -> SeventhStreetPlan:
    """LC-124: count the stub before dealing 7th street and pick the procedure."""
    burn = msg("stud.plan.burn_one", "Burn one card")
    community = msg("stud.plan.one_community", "Deal ONE community card face up for all players")
    if stub >= players + 1:
        return SeventhStreetPlan(
            "normal", (burn, msg("stud.plan.deal_down", "Deal {count} cards face down",
                                 count=players)),
            ("CG-STD-11", "HTP-STD-03", "LC-GL-10", "CG-GL-16"),
        )
    if stub == players:
        return SeventhStreetPlan("no_burn", (msg(
            "stud.plan.deal_all_no_burn", "Deal all {count} cards face down WITHOUT a burn",
            count=players),))
    if stub >= 1 and players - (stub - 1) <= burns:
        rest = players - (stub - 1)
        return SeventhStreetPlan(
            "reshuffle_burns",
            (
                msg("stud.plan.deal_from_stub", "Deal {count} cards face down from the stub, "
                    "keeping its last card", count=stub - 1),
                msg("stud.plan.mix_with_burns", "Mix that card with the {burns} burn cards, cut, "
                    "and burn one", burns=burns),
                msg("stud.plan.deal_last", "Deal the last {count} cards face down", count=rest),
            ),
            mixes_burns=True,
        )
    if stub >= 3:
        return SeventhStreetPlan(
            "community",
            (msg("stud.plan.short_burn_one", "Not enough cards for everyone: burn one card"),
             community),
        )
    return SeventhStreetPlan(
        "community",
        (
            msg("stud.plan.short_mix", "Not enough cards for everyone: mix the stub with the "
                "burn cards and cut"),
            burn,
            community,
        ),
        mixes_burns=True,
    )


class StudHandState(HandState):
    """One stud hand; the betting, pots and showdown are the shared engine's."""

    final_street = 4

    def __init__(
        self,
        config: GameConfig,
        started: HandStarted,
        stacks: Mapping[int, int],
        posts_due: Sequence[PostDue] = (),
    ) -> None:
        if config.bring_in < 1:
            # K22, CG-STD-04, LC-GL-09: the bring-in is a forced bet of at least $1
            raise Refusal(msg("stud.refusal.stud_bring_bet_bring_forced",
                              "a stud bring-in of ${bring_in} is not a bet: the bring-in is a "
                              "forced bet of at least $1 (K22, CG-STD-04)",
                              bring_in=config.bring_in))
        super().__init__(config, started, stacks, posts_due)
        self.up: dict[int, list[Card]] = {s: [] for s in self.seats}
        self.bring_in_seat: int | None = None
        self.door: dict[int, Card] = {}  # the third-street up card of each seat
        self.big_bet_made = False
        self._plan: SeventhStreetPlan | None = None
        self.out_of_play = 0  # cards off the deck that went to the discards (LC-121)
        self.seventh_in: set[int] = set()  # LC-121: kept an early 7th card
        self._burns_before = 0
        self._stub_at_start = 0

    # ----------------------------------------------------------------- dealing

    def cards_due(self, seat: int) -> int:
        """How many cards the seat should hold once this street is dealt (the community card
        of LC-124 counts for everyone)."""
        if seat in self.folded:
            return len(self.hole[seat])
        return 3 + self.street - len(self.board)

    def stub(self) -> int:
        """Cards left in the deck: 52 less every card dealt, burned, or taken out of play by a
        correction (LC-121's early cards and extras) this hand."""
        dealt = sum(len(h) for h in self.hole.values())
        return DECK - dealt - len(self.burns) - len(self.board) - self.out_of_play

    def seventh_street(self) -> SeventhStreetPlan:
        """LC-124's procedure for 7th street, fixed when 6th-street betting ends."""
        if self._plan is None or self.street != self.final_street:
            players = len([s for s in self.in_hand if s not in self.seventh_in])
            return seventh_street_plan(self.stub(), players, len(self.burns))
        return self._plan

    def next_card_role(self) -> str:
        """What the next card off the deck is for: ``burn``, ``hole`` or ``community``."""
        street_burns = len(self.burns) - self._burns_before
        if self.street == 0:
            return "burn" if self.third_street_burn_due() else "hole"
        if self.street < self.final_street or self._plan is None:
            return "burn" if street_burns == 0 else "hole"
        kind = self._plan.kind
        if kind == "no_burn":
            return "hole"
        if kind == "community":
            return "burn" if street_burns == 0 else "community"
        if kind == "reshuffle_burns":
            dealt = sum(1 for s in self.in_hand if len(self.hole[s]) == 7)
            return "burn" if dealt == self._stub_at_start - 1 and street_burns == 0 else "hole"
        return "burn" if street_burns == 0 else "hole"

    def _enter_street(self) -> None:
        self._burns_before = len(self.burns)
        if self.street == self.final_street:
            self._plan = None
            self._plan = self.seventh_street()
            self._stub_at_start = self.stub()

    def third_street_burn_due(self) -> bool:
        """LC-GL-10: at a house that burns before every round, 3rd street's burn is still to
        come (no burn and no card dealt yet)."""
        return (
            self.config.burn_before_third
            and not self.burns
            and not any(self.hole[s] for s in self.seats)
        )

    def mixed_back(self, card: Card) -> bool:
        """LC-124: a burn card that the 7th-street plan has mixed back into the stub, not yet
        out again: it may come off the deck once more without fouling the deck."""
        plan = self._plan
        if self.street != self.final_street or plan is None or not plan.mixes_burns:
            return False
        if card not in self.burns:
            return False
        if plan.kind == "reshuffle_burns":  # the mix comes once the stub's cards are dealt
            dealt = sum(1 for s in self.in_hand if len(self.hole[s]) == 7)
            if dealt < self._stub_at_start - 1:
                return False
        out_again = sum(h.count(card) for h in self.hole.values()) + self.board.count(card)
        return self.burns.count(card) + out_again < 2

    def _verify_card(self, card: Card | None) -> None:
        if card is not None and self.mixed_back(card):
            return  # LC-124: burns mixed back into a short 7th-street stub
        super()._verify_card(card)

    def _street_started(self) -> bool:
        return any(
            len(self.hole[s]) > 2 + self.street for s in self.in_hand if s not in self.seventh_in
        )

    def keep_early_card(self, seat: int, card: Card | None) -> None:
        """LC-121: a 7th-street card that came off during 6th-street betting and that its
        player looked at is his: he holds seven cards, may only check, call or fold for the
        rest of the round (AMB-29), and is skipped when 7th street is dealt."""
        if self.street != self.final_street - 1 or self.phase != "betting":
            raise Refusal(msg("stud.refusal.only_7th_street_card_dealt",
                              "only a 7th-street card dealt during 6th-street betting is kept "
                              "(LC-121)"))
        if seat not in self.in_hand or len(self.hole[seat]) != 6:
            raise Refusal(msg("stud.refusal.seat_does_hold_six_cards",
                              "seat {seat} does not hold six cards",
                              seat=seat))
        self._verify_card(card)
        self.hole[seat].append(card)
        if card is not None:
            self.seen.add(card)
        self.seventh_in.add(seat)

    def _verify_burn(self, ev: CardBurned) -> None:
        if self.street == 0:
            if not self.config.burn_before_third:
                raise Refusal(msg("stud.refusal.house_burns_no_card_before",
                                  "this house burns no card before 3rd street (the first burn "
                                  "comes before 4th street)"))
            if not self.third_street_burn_due():
                raise Refusal(msg("stud.refusal.3rd_street_s_one_burn",
                                  "3rd street's one burn comes before its first card (LC-GL-10)"))
            missing = [d for d in self.posts_outstanding() if not d.optional]
            if missing:
                raise Refusal(msg("stud.refusal.burn_only_after_seat_posts",
                                  "burn only after seat {seat} posts the {replace} (${total})",
                                  seat=missing[0].seat,
                                  replace=post_name(missing[0].kind),
                                  total=missing[0].total))
        elif self.phase != "dealing" or (
            self._street_started() and self.next_card_role() != "burn"  # LC-124's mid-deal burn
        ):
            raise Refusal(msg("stud.refusal.burn_card_comes_only_before",
                              "a burn card comes only before a street's first card"))
        self._verify_card(ev.card)

    def _verify_board(self, ev: BoardCard) -> None:
        if not (
            self.phase == "dealing"
            and self.street == self.final_street
            and not self._street_started()
            and self.seventh_street().kind == "community"
        ):
            raise Refusal(
                msg("stud.refusal.stud_community_card_dealt_only",
                    "a stud community card is dealt only when 7th street is short of cards "
                    "(LC-124)")
            )
        self._verify_card(ev.card)

    def _board_complete(self) -> bool:
        """LC-124's community card counts as every player's 7th card."""
        return not self.deal_targets()

    def deal_targets(self) -> list[int]:
        """Seats still owed a card this street, in dealing order (from seat 1 clockwise)."""
        return [s for s in self.deal_order() if len(self.hole[s]) < self.cards_due(s)]

    def _verify_hole(self, ev: CardDealt) -> None:
        if self.phase == "posting":
            missing = [d for d in self.posts_outstanding() if not d.optional]
            if missing:
                raise Refusal(
                    msg("stud.refusal.deal_only_after_seat_posts",
                        "deal only after seat {seat} posts the {replace} (${total})",
                        seat=missing[0].seat, replace=post_name(missing[0].kind),
                        total=missing[0].total)
                )
        elif self.phase != "dealing":
            raise Refusal(msg("stud.refusal.no_card_due_now",
                              "no card is due now ({phase_text})",
                              phase_text=self.phase_text()))
        if ev.seat not in self.hole or ev.seat in self.folded:
            raise Refusal(msg("stud.refusal.seat_has_no_live_hand",
                              "seat {seat} has no live hand to deal to",
                              seat=ev.seat))
        if len(self.hole[ev.seat]) >= self.cards_due(ev.seat):
            raise Refusal(
                msg("stud.refusal.seat_already_has_card_lc",
                    "seat {seat} already has its {STUD_STREETS} card (LC-107)",
                    seat=ev.seat, STUD_STREETS=STUD_STREETS[self.street])
            )
        self._verify_card(ev.card)

    def _apply_hole(self, ev: CardDealt) -> None:
        self.phase = "dealing"
        position = len(self.hole[ev.seat])
        self.hole[ev.seat].append(ev.card)
        if ev.card is not None:
            self.seen.add(ev.card)
            if self.is_face_up(ev.seat, position, ev.face_up):
                self.up[ev.seat].append(ev.card)
                if position == 2:
                    self.door[ev.seat] = ev.card
        if not self.deal_targets():
            self._street_dealt()

    def is_face_up(self, seat: int, position: int, flagged: bool) -> bool:
        """Whether a card goes face up: the door card and 4th-6th street are up, the rest down;
        a hole card dealt face up stays up and the door card then comes down (LC-117)."""
        if position == 2 and len(self.up[seat]) > 0 and not flagged:
            return False  # LC-117: his third card comes down
        return position in UP_POSITIONS or flagged

    def _street_dealt(self) -> None:
        if len(self.in_hand) < 2:
            self._begin_settling()
        elif len(self.able_to_act) >= 2:
            self._start_round()
        elif self.street == self.final_street:
            self._begin_showdown()
        else:
            self.street += 1  # all-in: keep dealing to showdown
            self._enter_street()

    def _next_street(self) -> None:
        """Stud: the next street is dealt to each player (no board)."""
        self.street += 1
        self.phase = "dealing"
        self._enter_street()

    # ----------------------------------------------------------------- order of action

    def _start_round(self) -> None:
        rnd = BettingRound(self.street, self.config.unit(self.street))
        able = self.able_to_act
        rnd.needs_action = set(able)
        rnd.started_with = len(able)
        self.round = rnd
        self.phase = "betting"
        if len(self.in_hand) < 2 or not able:
            self._end_betting()
            return
        first = self._bring_in_seat() if self.street == 0 else self._high_board_seat()
        if first not in able:  # LC-101: the high hand is all-in; the next hand clockwise opens
            first = next(s for s in self.after(first) if s in able)
        if self.street == 0:
            # the low card all-in on the ante: the next player with chips must bring it in
            # (the bring-in is the forced bet that opens the round, LC-GL-09; PHH convention)
            self.bring_in_seat = first
        if len(able) == 1 and self.street > 0:
            self._end_betting()
            return
        self.to_act = first
        rnd.first_actor = first

    def _bring_in_seat(self) -> int:
        # LC-117 (K22): a player whose hole card was exposed has no door card; the bring-in
        # goes to the lowest true door card among the others.
        doors = {s: c for s, c in self.door.items() if s in self.in_hand}
        if not doors:  # cards unknown: the dealer names the bring-in by acting for that seat
            return self.after(self.button)[0]
        return stud_eval.bring_in(doors)

    def _high_board_seat(self) -> int:
        # LC-123: on 7th street the boards as they stood on 6th street decide (a 7th card
        # that went out face up does not count).
        boards = {
            s: [c for c in self.up[s] if self.street < 4 or self.hole[s].index(c) < 6]
            for s in self.after(self.button)
            if s in self.in_hand and self.up[s]
        }
        if not boards:
            return next(s for s in self.after(self.button) if s in self.in_hand)
        strength = {s: _board_strength(cards) for s, cards in boards.items()}
        best = max(strength.values())
        # ties between equal boards: the first from seat 1 clockwise (a Gap in the sources)
        return next(s for s in boards if strength[s] == best)

    def open_pair_on_fourth(self) -> bool:
        """An open pair showing on 4th street (LC-100, CG-STD-09)."""
        if self.street != 1:
            return False
        for s in self.in_hand:
            ranks = [c.rank for c in self.up[s]]
            if len(ranks) != len(set(ranks)):
                return True
        return False

    # ----------------------------------------------------------------- betting

    def legal_actions(self) -> list[LegalAction]:
        rnd, seat = self.round, self.to_act
        if self.phase != "betting" or rnd is None or seat is None:
            return []
        stack = self.stacks[seat]
        if self.street == 0 and rnd.current_bet == 0 and seat == self.bring_in_seat:
            # CG-STD-04: bring in for the minimum or complete to the small bet.
            bring = min(self.config.bring_in, stack)
            out = [LegalAction(seat, "bring_in", bring, bring, ("CG-STD-04", "K22"))]
            if stack > self.config.small_bet:
                out.append(
                    LegalAction(
                        seat,
                        "complete",
                        self.config.small_bet,
                        self.config.small_bet,
                        ("CG-STD-05",),
                    )
                )
            elif stack > bring or self.config.short_all_in == "cumulative":
                # PHH may record a stack no bigger than the bring-in as a completion all-in
                out.append(LegalAction(seat, "all_in", stack, stack))
            return out
        out = super().legal_actions()
        if seat in self.seventh_in and self.street < self.final_street:
            # AMB-29: a player who already holds seven cards may only check, call or fold
            out = [a for a in out if a.action in ("fold", "check", "call")]
        if (
            self.open_pair_on_fourth()
            and self.config.open_pair != "no_effect"
            and not self.big_bet_made
        ):
            # two amounts, not a range: the small bet or the big one, nothing between (LC-100)
            widened = []
            for a in out:
                widened.append(a)
                if a.action in ("bet", "raise") and a.min_to == a.max_to:
                    top = min(rnd.level + self.config.big_bet, self.street_bets[seat] + stack)
                    rules = ("LC-100", "CG-STD-09")
                    widened[-1] = LegalAction(a.seat, a.action, a.min_to, a.min_to, rules)
                    if top > a.min_to:
                        widened.append(LegalAction(a.seat, a.action, top, top, rules))
            out = widened
        return out

    def _verify_action(self, ev: Acted) -> None:
        ev = as_check(ev)  # LC-59: a tap is a check here too
        if ev.seat in self.seventh_in and ev.action not in ("fold", "check", "call"):
            raise Refusal(msg("stud.refusal.seat_already_holds_seven_cards",
                              "seat {seat} already holds seven cards: check, call or fold only "
                              "(LC-121, AMB-29)",
                              seat=ev.seat))
        if ev.action == "bring_in":
            legal = {a.action: a for a in self.legal_actions()}
            if ev.seat != self.to_act:
                raise Refusal(
                    msg("stud.refusal.seat_acting_out_turn_seat",
                        "seat {seat} is acting out of turn: seat {to_act} is to act (LC-50)",
                        seat=ev.seat, to_act=self.to_act)
                )
            if "bring_in" not in legal:
                raise Refusal(msg("stud.refusal.seat_does_bring",
                                  "seat {seat} does not bring it in",
                                  seat=ev.seat))
            return
        if (
            self.street == 0
            and self.round is not None
            and self.round.current_bet == 0
            and ev.seat == self.bring_in_seat
            and ev.action in ("fold", "check")
        ):
            raise Refusal(
                msg("stud.refusal.seat_has_low_card_must",
                    "seat {seat} has the low card and must bring it in or complete (CG-STD-04, "
                    "HTP-STD-01, LC-GL-09)",
                    seat=ev.seat)
            )
        if self.open_pair_on_fourth() and ev.action in ("bet", "raise"):
            rnd = self.round
            assert rnd is not None
            amounts = [a.min_to for a in self.legal_actions() if a.action == ev.action]
            if len(amounts) > 1:
                if ev.to in amounts:
                    return
                raise Refusal(
                    msg("stud.refusal.seat_may_open_pair_lc",
                        "seat {seat} may {action} to ${amounts} or ${amounts2} with the open "
                        "pair, not ${to} (LC-100)",
                        seat=ev.seat, action=ev.action, amounts=amounts[0],
                        amounts2=amounts[-1], to=ev.to)
                )
        super()._verify_action(ev)

    def _apply_action(self, ev: Acted) -> None:
        ev = as_check(ev)
        rnd = self.round
        assert rnd is not None
        if ev.action == "bring_in":
            # AMB-31: the bring-in is not a bet for the cap; everyone may still complete.
            rnd.actions.append((ev.seat, ev.action))
            rnd.needs_action.discard(ev.seat)
            self._put_in(ev.seat, ev.to)
            rnd.current_bet = ev.to
            rnd.bring_in_open = True
            rnd.needs_action |= {s for s in self.able_to_act if s != ev.seat}
            if not rnd.needs_action:
                self._end_betting()
                return
            self.to_act = self.next_to_act_after(ev.seat)
            return
        if (
            self.open_pair_on_fourth()
            and ev.action in ("bet", "raise")
            and ev.to - rnd.current_bet == self.config.big_bet
        ):
            self.big_bet_made = True  # LC-100: once the big bet is made, raises are big
            rnd.unit = self.config.big_bet
        super()._apply_action(ev)

    def _verify_shown(self, ev: Shown) -> None:
        """A stud player may table the cards he holds so far (all-in before 7th street), and
        again at showdown; the cards must be the ones he was dealt."""
        if ev.seat not in self.hole or ev.seat in self.folded:
            raise Refusal(msg("stud.refusal.seat_has_no_live_hand_2",
                              "seat {seat} has no live hand to show",
                              seat=ev.seat))
        if self.phase in ("posting", "settling", "settled", "voided"):
            raise Refusal(msg("stud.refusal.hands_are_shown_only_after",
                              "hands are shown only after the deal and before the pot is pushed"))
        held = self.hole[ev.seat]
        if len(ev.cards) != len(held):
            raise Refusal(
                msg("stud.refusal.seat_holds_cards_pot_goes",
                    "seat {seat} holds {count} cards, not {count2}: a pot goes only to a fully "
                    "shown hand (LC-102d); call the floor",
                    seat=ev.seat, count=len(held), count2=len(ev.cards))
            )
        missing = [c for c in held if c is not None and c not in ev.cards]
        if missing:
            raise Refusal(msg("stud.refusal.seat_was_dealt_which_hand",
                              "seat {seat} was dealt {missing}, which is not in the hand shown",
                              seat=ev.seat, missing=missing[0]))
        unknown_ok = {c for c in ev.cards if c not in held}
        clash = [c for c in unknown_ok if c in self.seen]
        if clash:
            raise Refusal(msg("stud.refusal.already_play_fouled_deck_lc",
                              "{clash} is already in play: fouled deck (LC-105)",
                              clash=clash[0]))

    def _apply_shown(self, ev: Shown) -> None:
        held = self.hole[ev.seat]
        new = iter(c for c in ev.cards if c not in held)
        self.hole[ev.seat] = [c if c is not None else next(new) for c in held]
        self.seen.update(ev.cards)
        self.shown[ev.seat] = ev.cards
        if self.phase == "showdown":
            self._maybe_settle()

    def phase_text(self) -> str:
        if self.phase in ("betting", "dealing") and self.street < len(STUD_STREETS):
            street = word(STUD_STREETS[self.street])
            if self.phase == "betting":
                return msg("stud.phase.betting", "{street} betting", street=street)
            return msg("stud.phase.being_dealt", "{street} being dealt", street=street)
        return super().phase_text()
