"""Two Card Poker, HTP (5.3): four cards, the best two, Base / Call / Bonus against the DP."""

from __future__ import annotations

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
from dealer_assist.engine.games.banked.events import BankedDecision
from dealer_assist.engine.games.banked.game import BankedGame, RoundView
from dealer_assist.engine.games.banked.ledger import LedgerWager, Result
from dealer_assist.engine.games.banked.state import Hand, Need
from dealer_assist.evaluation import two_card as tw
from dealer_assist.messages import msg

_NAMES = {tw.PAIR: "pair", tw.STRAIGHT_FLUSH: "straight_flush", tw.FLUSH: "flush"}


class TwoCardPoker(BankedGame):
    """Game rules for the round (see :class:`BankedGame`)."""

    required: tuple[str, ...] = ("base",)
    call_keeps = 2  # the best two of four (HTP-2CP-07)
    keep_rules = ("HTP-2CP-09",)
    step_rules = (("HTP-2CP-03", "HTP-2CP-13"), ("HTP-2CP-01",), ("HTP-2CP-08",),
                  ("HTP-2CP-09", "AMB-11"))

    def verify_wager(self, rnd: RoundView, hand: Hand, wager: str, amount: int) -> None:
        cfg = rnd.config
        if wager in hand.wagers:
            raise Refusal(msg("banked.two_card_poker.refusal.seat_already_has",
                              "seat {seat} already has a {wager}",
                              seat=hand.seat, wager=wager))
        if wager == "base":
            check_limits(amount, cfg.table_min, cfg.table_max, "Base", "HTP-2CP-10")
        elif wager == "bonus":
            if "base" not in hand.wagers:
                raise Refusal(msg("banked.two_card_poker.refusal.bonus_needs_base_first_htp",
                                  "a Bonus needs a Base first (HTP-2CP-04)"))
            need_table(cfg.pay_tables, "bonus", "HTP-2CP-12")
            check_limits(
                amount, cfg.side_min.get("bonus"), cfg.side_max.get("bonus"), "Bonus", "HTP-2CP-10"
            )
        else:
            raise Refusal(msg("banked.two_card_poker.refusal.call_decision_after_deal_htp",
                              "the Call is a decision after the deal (HTP-2CP-07)"))

    def needs(self, rnd: RoundView) -> list[Need]:
        out = deal_needs(rnd, order.deal_order(rnd.seats, rnd.button), 4, ("HTP-2CP-01",))
        if out:
            return out
        for seat in order.decision_order(rnd.seats, rnd.banker_seat):
            for hand in rnd.hands_on(seat):
                if hand.decision is None and hand in rnd.live_hands():
                    base = hand.wagers["base"]
                    out.append(
                        Need(
                            "decide",
                            msg("banked.two_card_poker.need.call_or_fold",
                                "Seat {seat}: Call ${base} and keep two cards, or fold",
                                seat=seat, base=base),
                            seat,
                            hand.bettor,
                            ("call", "fold"),
                            rule_ids=("HTP-2CP-02", "HTP-2CP-06", "HTP-2CP-07"),
                        )
                    )
        return out

    def verify_decision(self, rnd: RoundView, ev: BankedDecision, need: Need) -> None:
        if ev.decision not in need.options or ev.bettor != need.bettor:
            raise Refusal(msg("banked.two_card_poker.refusal.htp_2cp_07",
                              "{text} (HTP-2CP-07)",
                              text=need.text))
        if ev.decision == "call":
            base = rnd.hands[(ev.seat, ev.bettor)].wagers["base"]
            if ev.amount != base:
                raise Refusal(msg("banked.two_card_poker.refusal.call_equals_base_htp_2cp",
                                  "the Call equals the Base: ${base} (HTP-2CP-07)",
                                  base=base))
            held = rnd.cards[ev.seat]
            if len(ev.cards) != 2 or len(set(ev.cards)) != 2 or not set(ev.cards) <= set(held):
                raise Refusal(msg("banked.two_card_poker.refusal.keep_two_four_cards_discard",
                                  "keep two of the four cards and discard the other two "
                                  "(HTP-2CP-07)"))

    def apply_decision(self, rnd: RoundView, ev: BankedDecision) -> None:
        hand = rnd.hands[(ev.seat, ev.bettor)]
        hand.decision = ev.decision
        if ev.decision == "call":
            hand.wagers["call"] = ev.amount
            hand.kept = ev.cards

    def _banker(self, rnd: RoundView) -> int:
        a2 = rnd.config.ace_two_straight_flush
        return tw.evaluate(rnd.cards[rnd.banker_seat], ace_two_straight_flush=a2)

    def banker_text(self, rnd: RoundView) -> str:
        strength = self._banker(rnd)
        ok = msg("banked.qualifies", "qualifies") if tw.dealer_qualifies(strength) else msg(
            "banked.does_not_qualify", "does not qualify")
        return msg("banked.two_card.dp_best_two",
                   "DP's best two: {hand}: {verdict} (J-2 suited needed, HTP-2CP-08)",
                   hand=tw.label(strength), verdict=ok)

    def ledgers(self, rnd: RoundView) -> list[tuple[int, list[LedgerWager]]]:
        banker = self._banker(rnd)
        qualifies = tw.dealer_qualifies(banker)
        a2 = rnd.config.ace_two_straight_flush
        seq = order.action_order(rnd.seats, rnd.button, rnd.banker_seat)  # HTP-2CP-09
        wagers: list[LedgerWager] = []
        for hand in ordered(rnd.live_hands(), seq):
            if hand.folded:
                res = {"base": Result.LOSE, "bonus": Result.LOSE}
                rules: tuple[str, ...] = ("HTP-2CP-06",)
                player = 0
            else:
                player = tw.evaluate(hand.kept, ace_two_straight_flush=a2)
                outcome = compare(player, banker)
                if qualifies:
                    res = {"base": outcome, "call": outcome}
                    rules = ("HTP-2CP-11", "AMB-12")
                else:  # HTP-2CP-08 with AMB-13a
                    res = {"base": outcome, "call": Result.NO_ACTION}
                    rules = ("HTP-2CP-08", "AMB-13")
                res["bonus"] = outcome  # HTP-2CP-12: a push pushes the Bonus
            for name in ("base", "call", "bonus"):
                if name not in hand.wagers:
                    continue
                result, odds = res[name], (1, 1)
                if name == "bonus" and result is Result.WIN:
                    found = odds_for(rnd.config.pay_tables, "bonus", [_NAMES.get(player >> 8, "")])
                    result, odds = (Result.WIN, found) if found else (Result.LOSE, odds)
                wagers.append(
                    line(
                        hand,
                        name,
                        result,
                        rules + (("HTP-2CP-12",) if name == "bonus" else ()),
                        odds,
                    )
                )
        return [(rnd.stake, wagers)]
