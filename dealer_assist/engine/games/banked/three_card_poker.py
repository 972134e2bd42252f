"""Three Card Poker: CG's player/dealer game (5.1) and HTP's designated-player game (5.2).

One module serves both: the profile's wager names say which (CG ante/play/bonus, HTP
base/call/pair_plus) and the house-way switch turns on CG-3CP-10..12. Ranks: three-card order
(HTP-3CP-09, CG-3CP-B07b, AMB-07) from :mod:`dealer_assist.evaluation.three_card`.
"""

from __future__ import annotations

from dealer_assist.cards import Card
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import order
from dealer_assist.engine.games.banked.common import (
    check_limits,
    compare,
    deal_needs,
    line,
    need_table,
    odds_for,
    ordered,
)
from dealer_assist.engine.games.banked.config import BankedConfig
from dealer_assist.engine.games.banked.events import BankedCardsDealt, BankedDecision
from dealer_assist.engine.games.banked.game import BankedGame, RoundView
from dealer_assist.engine.games.banked.ledger import LedgerWager, Result
from dealer_assist.engine.games.banked.state import Hand, Need
from dealer_assist.evaluation import three_card as tc
from dealer_assist.messages import msg

_BONUS_HANDS = {  # CG-3CP-B07a; HTP's Pair Plus table uses the same names (HTP-3CP-12)
    tc.STRAIGHT_FLUSH: "straight_flush",
    tc.THREE_OF_A_KIND: "three_of_a_kind",
    tc.STRAIGHT: "straight",
    tc.FLUSH: "flush",
    tc.PAIR: "pair",
}


def bonus_hand(strength: int) -> str | None:
    """The pay-table name of a three-card hand, ``None`` for high card."""
    if tc.is_royal(strength):
        return "royal_flush"
    return _BONUS_HANDS.get(tc.category(strength))


def house_way_plays(up: Card, strength: int) -> bool:
    """CG-3CP-12 with AMB-09: against an A, K or Q up card play only [rank]-9-2 or better."""
    rank = int(up.rank) if up.rank is not None else 0
    if rank < 12:
        return True
    return strength >= (tc.HIGH_CARD << 12 | rank << 8 | 9 << 4 | 2)


class ThreeCardPoker(BankedGame):
    """Game rules for the round (see :class:`BankedGame`)."""

    def __init__(self, cg: bool) -> None:
        self.cg = cg
        self.keep_rules = ("CG-3CP-08", "CG-3CP-06", "CG-3CP-07") if cg else ("HTP-3CP-08",)
        self.step_rules = (
            (("CG-3CP-02", "CG-3CP-06"), ("CG-3CP-03",), ("CG-3CP-05",),
             ("CG-3CP-B05", "AMB-08", "AMB-11"))
            if cg else
            (("HTP-3CP-03", "HTP-3CP-13"), ("HTP-3CP-01",), ("HTP-3CP-07",),
             ("HTP-3CP-08", "AMB-11"))
        )
        self.ante, self.play, self.side = (
            ("ante", "play", "bonus") if cg else ("base", "call", "pair_plus")
        )
        self.required: tuple[str, ...] = (self.ante,)
        self.rules = ("CG-3CP-04b", "CG-3CP-05c") if cg else ("HTP-3CP-06", "HTP-3CP-11")

    @classmethod
    def for_config(cls, config: BankedConfig) -> ThreeCardPoker:
        """CG's and HTP's games differ by their wager names (CG has an Ante, HTP a Base)."""
        return cls(cg="ante" in config.wagers)

    # ----------------------------------------------------------------- wagers

    def verify_wager(self, rnd: RoundView, hand: Hand, wager: str, amount: int) -> None:
        cfg = rnd.config
        if wager in hand.wagers:
            raise Refusal(msg("banked.three_card_poker.refusal.seat_already_has",
                              "seat {seat} already has a {wager} from {bettor}",
                              seat=hand.seat, wager=wager, bettor=hand.bettor))
        if wager == self.ante:
            check_limits(
                amount,
                cfg.table_min,
                cfg.table_max,
                wager,
                "CG-3CP-B03" if self.cg else "HTP-3CP-10",
            )
            return
        ante = hand.wagers.get(self.ante)
        if ante is None:
            rule = "CG-3CP-B00" if self.cg else "HTP-3CP-04"
            raise Refusal(msg("banked.three_card_poker.refusal.needs_first",
                              "a {replace} needs an {ante} first ({rule})",
                              replace=wager.replace('_', ' '), ante=self.ante, rule=rule))
        if wager == self.play:
            if not (self.cg and hand.house_way):
                raise Refusal(msg("banked.three_card_poker.refusal.decision_after_deal_cg_3cp",
                                  "the {wager} is a decision after the deal (CG-3CP-04b)",
                                  wager=wager))
            if amount != ante:
                raise Refusal(msg("banked.three_card_poker.refusal.house_way_play_equals_ante",
                                  "a House Way Play equals the Ante: ${ante} (CG-3CP-11, "
                                  "CG-3CP-12)",
                                  ante=ante))
            return
        if self.cg:
            if amount > ante:  # CG-3CP-B02, AMB-10b: blocked before the deal
                raise Refusal(msg("banked.three_card_poker.refusal.bonus_may_larger_than_ante",
                                  "the Bonus may not be larger than the Ante (${ante}) "
                                  "(CG-3CP-B02)",
                                  ante=ante))
            check_limits(
                amount, cfg.side_min.get(wager), cfg.side_max.get(wager), "Bonus", "CG-3CP-B03"
            )
        else:
            need_table(cfg.pay_tables, wager, "HTP-3CP-12")
            check_limits(
                amount, cfg.side_min.get(wager), cfg.side_max.get(wager),
                "Pair Plus", "HTP-3CP-10"  # i18n: a wager name, English on the felt
            )

    # ----------------------------------------------------------------- play

    def deal_sequence(self, rnd: RoundView) -> list[int]:
        start = rnd.button if rnd.config.action_start == "dealer_button" else rnd.banker_seat
        return order.deal_order(rnd.seats, start)

    def verify_cards(self, rnd: RoundView, ev: BankedCardsDealt) -> None:
        """CG-3CP-03: the P/D shows exactly one card, for House Way; players none."""
        want = 1 if self.cg and ev.seat == rnd.banker_seat else 0
        if len(ev.face_up) != want:
            raise Refusal(msg("banked.three_card_poker.refusal.p_d_gets_two_cards",
                              "the P/D gets two cards down and one up (CG-3CP-03)") if want else
                          msg("banked.three_card_poker.refusal.player_cards_are_dealt_face",
                              "player cards are dealt face down (CG-3CP-03, HTP-3CP-01)"))

    def needs(self, rnd: RoundView) -> list[Need]:
        up = {rnd.banker_seat: msg("banked.three_card_poker.note.one_face_up",
                                   " (one face up, {rule})", rule="CG-3CP-03")} if self.cg else {}
        rules = ("CG-3CP-03",) if self.cg else ("HTP-3CP-01",)
        out = deal_needs(rnd, self.deal_sequence(rnd), 3, rules, up,
                         {rnd.banker_seat: 1} if self.cg else None)
        if out:
            return out
        for seat in order.decision_order(rnd.seats, rnd.banker_seat):
            for hand in rnd.hands_on(seat):
                if hand.decision is None and not hand.house_way and hand in rnd.live_hands():
                    out.append(self._decide(hand))
        return out

    def _decide(self, hand: Hand) -> Need:
        ante = hand.wagers[self.ante]
        if self.cg:
            return Need(
                "decide",
                msg("banked.three_card_poker.need.play_or_fold_ante",
                    "Seat {seat}: Play ${ante} or fold the Ante", seat=hand.seat, ante=ante),
                hand.seat,
                hand.bettor,
                ("play", "fold", "surrender"),
                rule_ids=("CG-3CP-04a", "CG-3CP-04b", "CG-3CP-09"),
            )
        return Need(
            "decide",
            msg("banked.three_card_poker.need.call_or_fold", "Seat {seat}: Call ${ante} or fold",
                seat=hand.seat, ante=ante),
            hand.seat,
            hand.bettor,
            ("call", "fold"),
            rule_ids=("HTP-3CP-02", "HTP-3CP-06"),
        )

    def verify_decision(self, rnd: RoundView, ev: BankedDecision, need: Need) -> None:
        if ev.bettor != need.bettor:
            raise Refusal(msg("banked.three_card_poker.refusal.only_decides_hand_cg_3cp",
                              "only {bettor} decides this hand (CG-3CP-10)",
                              bettor=need.bettor))
        if ev.decision not in need.options:
            raise Refusal(msg("banked.three_card_poker.refusal.choose_one",
                              "choose one of {items} ({rule_ids})",
                              items=', '.join(need.options), rule_ids=need.rule_ids[0]))
        ante = rnd.hands[(ev.seat, ev.bettor)].wagers[self.ante]
        if ev.decision in ("play", "call") and ev.amount != ante:
            rule = "CG-3CP-04b" if self.cg else "HTP-3CP-06"
            raise Refusal(
                msg("banked.three_card_poker.refusal.must_equal_player_who_cannot",
                    "the {decision} must equal the {ante}: ${ante2} ({rule}); a player who "
                    "cannot make it surrenders (CG-3CP-09)",
                    decision=ev.decision, ante=self.ante, ante2=ante, rule=rule)
            )

    def apply_decision(self, rnd: RoundView, ev: BankedDecision) -> None:
        hand = rnd.hands[(ev.seat, ev.bettor)]
        hand.decision = ev.decision
        if ev.decision in ("play", "call"):
            hand.wagers[self.play] = ev.amount

    # ----------------------------------------------------------------- settlement

    def banker_strength(self, rnd: RoundView) -> int:
        return tc.evaluate(rnd.cards[rnd.banker_seat])

    def banker_text(self, rnd: RoundView) -> str:
        strength = self.banker_strength(rnd)
        ok = msg("banked.qualifies", "qualifies") if tc.dealer_qualifies(strength) else msg(
            "banked.does_not_qualify", "does not qualify")
        rule = "CG-3CP-05" if self.cg else "HTP-3CP-07"
        return msg("banked.three_card.banker_shows",
                   "Banker shows {hand}: {verdict} (queen-high needed, {rule})",
                   hand=tc.label(strength), verdict=ok, rule=rule)

    def first_seat(self, rnd: RoundView) -> int:
        if rnd.config.action_start == "action_button_from_banker_cards":
            count = order.action_count(
                rnd.cards[rnd.banker_seat], ace=rnd.config.count_ace, face=rnd.config.count_face
            )
            return order.action_button(rnd.seats, rnd.banker_seat, count, rnd.dealt_in())
        return rnd.button  # HTP-3CP-08, AMB-11 iii

    def ledgers(self, rnd: RoundView) -> list[tuple[int, list[LedgerWager]]]:
        banker = self.banker_strength(rnd)
        seq = order.action_order(rnd.seats, self.first_seat(rnd), rnd.banker_seat)
        wagers: list[LedgerWager] = []
        for hand in ordered(rnd.live_hands(), seq):
            wagers.extend(self._results(rnd, hand, banker))
        return [(rnd.stake, wagers)]

    def _results(self, rnd: RoundView, hand: Hand, banker: int) -> list[LedgerWager]:
        player = tc.evaluate(rnd.cards[hand.seat])
        res: dict[str, tuple[Result, tuple[str, ...]]] = {}
        if hand.house_way and not rnd.face_up.get(rnd.banker_seat):
            raise Refusal(msg("banked.three_card_poker.refusal.house_way_needs_banker_s",
                              "House Way needs the banker's face-up card (CG-3CP-03)"))
        if hand.house_way and not house_way_plays(rnd.face_up[rnd.banker_seat][0], player):
            res[self.ante] = (Result.LOSE, ("CG-3CP-12", "AMB-09"))
            res[self.play] = (Result.NO_ACTION, ("CG-3CP-12", "AMB-09"))
            res[self.side] = (Result.LOSE, ("CG-3CP-12", "AMB-09"))
        elif hand.folded:
            rule = ("CG-3CP-04a", "CG-3CP-09") if self.cg else ("HTP-3CP-05",)
            res[self.ante] = res[self.side] = (Result.LOSE, rule)
        elif not tc.dealer_qualifies(banker):
            rule = ("CG-3CP-05a", "CG-3CP-05b") if self.cg else ("HTP-3CP-07",)
            res[self.ante] = (Result.WIN, rule)
            res[self.play] = (Result.NO_ACTION, rule)
            res[self.side] = self._side(Result.WIN, player)
        else:
            outcome = compare(player, banker)
            res[self.ante] = res[self.play] = (outcome, (*self.rules, "AMB-12"))
            res[self.side] = self._side(outcome, player)
        out = []
        for name in rnd.config.wagers:
            if name not in hand.wagers:
                continue
            result, rules = res[name]
            odds = (1, 1)
            if name == self.side and result is Result.WIN:
                found = odds_for(rnd.config.pay_tables, name, filter(None, [bonus_hand(player)]))
                result, odds = (Result.WIN, found) if found else (Result.LOSE, odds)
            out.append(line(hand, name, result, rules, odds))
        return out

    def _side(self, outcome: Result, player: int) -> tuple[Result, tuple[str, ...]]:
        if self.cg:  # AMB-10a: on the player's own hand once the Play is made
            return (Result.WIN, ("CG-3CP-B07a", "AMB-10"))
        return (outcome, ("HTP-3CP-12",))
