"""Florida Hold'em, HTP (5.4): Ante + Blind, one Play bet over three decision points, Trips."""

from __future__ import annotations

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import order
from dealer_assist.engine.games.banked.common import (
    amounts_or,
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
from dealer_assist.evaluation import high
from dealer_assist.evaluation.strength import ONE_PAIR, STRAIGHT, STRAIGHT_FLUSH, category
from dealer_assist.messages import msg

HAND_NAMES = (
    "high_card",
    "one_pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
)
_STREETS = (  # (options, multiples of the Ante, rule) per decision point
    (("check", "play"), (3, 4), "HTP-FLH-05"),
    (("check", "play"), (2,), "HTP-FLH-06"),
    (("fold", "play"), (1,), "HTP-FLH-07"),
)
_BOARD = (3, 2)  # flop, then turn and river
_OPTION_WORDS = {"check": msg("banked.option.check", "check"),
                 "fold": msg("banked.option.fold", "fold")}



def table_names(strength: int) -> list[str]:
    """Pay-table names of a five-card hand, most specific first (a royal is a straight flush)."""
    name = HAND_NAMES[category(strength)]
    if category(strength) == STRAIGHT_FLUSH and strength >> 16 & 15 == 14:
        return ["royal_flush", name]
    return [name]


def play_amounts(hand: Hand) -> tuple[int, ...]:
    """The Play bets open to ``hand`` at its next decision point, in dollars (HTP-FLH-05..07)."""
    street = min(hand.acted, len(_STREETS) - 1)
    return tuple(hand.wagers.get("ante", 0) * m for m in _STREETS[street][1])


class FloridaHoldem(BankedGame):
    """Game rules for the round (see :class:`BankedGame`)."""

    required: tuple[str, ...] = ("ante", "blind")
    keep_rules = ("HTP-FLH-12",)
    step_rules = (("HTP-FLH-03", "HTP-FLH-17"), ("HTP-FLH-01",), ("HTP-FLH-08",),
                  ("HTP-FLH-12", "AMB-11"))

    def decision_amounts(self, rnd: RoundView, need: Need, option: str) -> tuple[int, ...]:
        """A Play bet is 3 or 4 times the Ante before the flop, twice it on the flop, once at
        the river (HTP-FLH-05..07); a check or a fold adds nothing."""
        hand = rnd.hands.get((need.seat, need.bettor)) if need.seat is not None else None
        if hand is None or option != "play":
            return (0,)
        return play_amounts(hand)

    def verify_wager(self, rnd: RoundView, hand: Hand, wager: str, amount: int) -> None:
        cfg = rnd.config
        if wager in hand.wagers:
            raise Refusal(msg("banked.florida_holdem.refusal.seat_already_has",
                              "seat {seat} already has a {wager}",
                              seat=hand.seat, wager=wager))
        if wager == "ante":
            check_limits(amount, cfg.table_min, cfg.table_max, "Ante", "HTP-FLH-13")
        elif wager == "blind":
            ante = hand.wagers.get("ante")
            if ante != amount:
                raise Refusal(msg("banked.florida_holdem.refusal.blind_equals_ante_htp_flh",
                                  "the Blind equals the Ante (${value}) (HTP-FLH-03)",
                                  value=ante or 0))
            need_table(cfg.pay_tables, "blind", "HTP-FLH-09")
        elif wager == "trips":
            if not all(w in hand.wagers for w in self.required):
                raise Refusal(msg("banked.florida_holdem.refusal.trips_needs_ante_blind_first",
                                  "Trips needs an Ante and a Blind first (HTP-FLH-04)"))
            need_table(cfg.pay_tables, "trips", "HTP-FLH-11")
            check_limits(
                amount, cfg.side_min.get("trips"), cfg.side_max.get("trips"), "Trips", "HTP-FLH-13"
            )
        else:
            raise Refusal(msg("banked.florida_holdem.refusal.play_bet_decision_after_deal",
                              "the Play bet is a decision after the deal (HTP-FLH-05)"))

    def needs(self, rnd: RoundView) -> list[Need]:
        out = deal_needs(rnd, order.deal_order(rnd.seats, rnd.button), 2, ("HTP-FLH-01",))
        if out:
            return out
        street = {0: 0, 3: 1, 5: 2}[len(rnd.board)]
        options, multiples, rule = _STREETS[street]
        for seat in order.decision_order(rnd.seats, rnd.banker_seat):
            for hand in rnd.hands_on(seat):
                if hand in rnd.live_hands() and self._open(hand) and hand.acted == street:
                    ante = hand.wagers["ante"]
                    out.append(
                        Need(
                            "decide",
                            msg("banked.florida_holdem.need.decide",
                                "Seat {seat}: {option} or Play {plays}", seat=seat,
                                option=_OPTION_WORDS[options[0]],
                                plays=amounts_or(ante * m for m in multiples)),
                            seat,
                            hand.bettor,
                            options,
                            rule_ids=(rule, "HTP-FLH-02", "AMB-14"),
                        )
                    )
        if out or street == 2:
            return out
        n = _BOARD[street]
        return [
            Need(
                "board",
                msg("banked.florida_holdem.need.deal_flop", "Deal the flop") if n == 3 else
                msg("banked.florida_holdem.need.deal_turn_and_river", "Deal the turn and river"),
                count=n,
                rule_ids=("HTP-FLH-01",),
            )
        ]

    @staticmethod
    def _open(hand: Hand) -> bool:
        """Still to decide: not folded and no Play bet yet (one Play bet a hand, AMB-14a)."""
        return not hand.folded and hand.play_street is None

    def verify_decision(self, rnd: RoundView, ev: BankedDecision, need: Need) -> None:
        if ev.decision not in need.options or ev.bettor != need.bettor:
            raise Refusal(msg("banked.florida_holdem.refusal.text",
                              "{text} ({rule_ids})",
                              text=need.text, rule_ids=need.rule_ids[0]))
        if ev.decision == "play":
            hand = rnd.hands[(ev.seat, ev.bettor)]
            allowed = play_amounts(hand)
            if ev.amount not in allowed:
                raise Refusal(
                    msg("banked.florida_holdem.refusal.play_bet_now",
                        "the Play bet now is {items} ({_STREETS})",
                        items=amounts_or(allowed),
                        _STREETS=_STREETS[hand.acted][2])
                )

    def apply_decision(self, rnd: RoundView, ev: BankedDecision) -> None:
        hand = rnd.hands[(ev.seat, ev.bettor)]
        if ev.decision == "play":
            hand.wagers["play"] = ev.amount
            hand.play_street = hand.acted
        elif ev.decision == "fold":
            hand.decision = "fold"
        hand.acted += 1

    def _strength(self, rnd: RoundView, seat: int) -> int:
        return high.evaluate([*rnd.cards[seat], *rnd.board])

    def banker_text(self, rnd: RoundView) -> str:
        strength = self._strength(rnd, rnd.banker_seat)
        ok = msg("banked.qualifies", "qualifies") if category(strength) >= ONE_PAIR else msg(
            "banked.does_not_qualify", "does not qualify")
        return msg("banked.florida.dp_has", "DP has {hand}: {verdict} (a pair needed, HTP-FLH-08)",
                   hand=high.label(strength), verdict=ok)

    def ledgers(self, rnd: RoundView) -> list[tuple[int, list[LedgerWager]]]:
        banker = self._strength(rnd, rnd.banker_seat)
        qualifies = category(banker) >= ONE_PAIR  # HTP-FLH-08
        seq = order.action_order(rnd.seats, rnd.button, rnd.banker_seat)  # HTP-FLH-12
        tables = rnd.config.pay_tables
        wagers: list[LedgerWager] = []
        for hand in ordered(rnd.live_hands(), seq):
            if hand.folded:
                for name in ("ante", "blind", "trips"):
                    if name in hand.wagers:
                        wagers.append(line(hand, name, Result.LOSE, ("HTP-FLH-07",)))
                continue
            player = self._strength(rnd, hand.seat)
            outcome = compare(player, banker)
            names = table_names(player)
            for name in ("ante", "blind", "play", "trips"):
                if name not in hand.wagers:
                    continue
                rules: tuple[str, ...] = ("HTP-FLH-10", "HTP-FLH-14")
                result, odds = outcome, (1, 1)
                if name == "ante" and not qualifies:
                    result, rules = Result.NO_ACTION, ("HTP-FLH-08", "AMB-14")
                elif name == "blind":
                    rules = ("HTP-FLH-09", "HTP-FLH-16")
                    if outcome is Result.WIN:
                        found = odds_for(tables, "blind", names)
                        if category(player) < STRAIGHT or found is None:
                            result = Result.PUSH
                        else:
                            odds = found
                elif name == "trips":
                    rules = ("HTP-FLH-11", "HTP-FLH-15", "AMB-14")
                    if outcome is Result.WIN:
                        found = odds_for(tables, "trips", names)
                        result, odds = (Result.WIN, found) if found else (Result.PUSH, odds)
                wagers.append(line(hand, name, result, rules, odds))
        return [(rnd.stake, wagers)]
