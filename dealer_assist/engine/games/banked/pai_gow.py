"""Pai Gow Poker, CG (5.5): dice pick the action pile, hands are set, each wager pays 1:1."""

from __future__ import annotations

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import order
from dealer_assist.engine.games.banked.common import check_limits, deal_needs, line, ordered
from dealer_assist.engine.games.banked.events import BankedDecision
from dealer_assist.engine.games.banked.game import BankedGame, RoundView
from dealer_assist.engine.games.banked.ledger import LedgerWager, Result
from dealer_assist.engine.games.banked.state import Hand, Need
from dealer_assist.evaluation import pai_gow as pg
from dealer_assist.messages import msg

_RESULT = {
    pg.Outcome.PLAYER_WINS: Result.WIN,
    pg.Outcome.PUSH: Result.PUSH,
    pg.Outcome.BANKER_WINS: Result.LOSE,
}


def joker_rule(rnd: RoundView) -> pg.JokerRule:
    """K21 with AMB-01: limited joker unless the house switches to fully wild."""
    return pg.JokerRule.WILD if rnd.config.joker_wild else pg.JokerRule.LIMITED


def action_seat(rnd: RoundView) -> int:
    """The position the dice give the action pile (CG-PAI-05, AMB-28)."""
    ccw = rnd.config.count_direction != "clockwise"
    return order.dice_position(rnd.seats, rnd.banker_seat, sum(rnd.dice), counter_clockwise=ccw)


class PaiGow(BankedGame):
    """Game rules for the round (see :class:`BankedGame`)."""

    required: tuple[str, ...] = ("wager",)
    jokers = frozenset({52})  # 52 cards and one joker (CG-PAI-01)
    keep_rules = ("CG-PAI-09",)
    step_rules = (("CG-PAI-03", "CG-PAI-10"), ("CG-PAI-04",), ("CG-PAI-07",),
                  ("CG-PAI-05", "AMB-28", "AMB-11"))

    def verify_wager(self, rnd: RoundView, hand: Hand, wager: str, amount: int) -> None:
        if wager in hand.wagers:
            raise Refusal(msg("banked.pai_gow.refusal.seat_already_has_wager",
                              "seat {seat} already has a wager",
                              seat=hand.seat))
        check_limits(amount, rnd.config.table_min, rnd.config.table_max, "Wager", "CG-PAI-10")

    def needs(self, rnd: RoundView) -> list[Need]:
        if not rnd.dice:
            return [
                Need(
                    "dice",
                    msg("banked.pai_gow.need.shake_dice",
                        "The P/D picks the action pile and shakes three dice"),
                    None,
                    rule_ids=("CG-PAI-04", "CG-PAI-05", "AMB-28"),
                )
            ]
        first = action_seat(rnd)
        out = deal_needs(
            rnd,
            order.clockwise_from(rnd.seats, first),
            7,
            ("CG-PAI-04",),
            {first: msg("banked.pai_gow.note.action_pile", " (the action pile)")},
        )
        if out:
            return out
        to_set = [
            s for s in order.action_order(rnd.seats, first, rnd.banker_seat) if s in rnd.dealt_in()
        ] + [rnd.banker_seat]
        return [
            Need(
                "set",
                msg("banked.pai_gow.need.set_hands",
                    "Seat {seat} sets a two-card front and a five-card back", seat=s),
                s,
                rule_ids=("CG-PAI-06",),
            )
            for s in to_set
            if s not in rnd.settings
        ]

    def verify_decision(self, rnd: RoundView, ev: BankedDecision, need: Need) -> None:
        if ev.decision != "set" or ev.seat != need.seat:
            raise Refusal(need.text)
        front, back = ev.cards[:2], ev.cards[2:]
        if sorted(ev.cards) != sorted(rnd.cards[ev.seat]):
            raise Refusal(msg("banked.pai_gow.refusal.set_exactly_seven_cards_dealt",
                              "set exactly the seven cards dealt to this seat (CG-PAI-06)"))
        setting = pg.Setting(front, back)
        if not pg.is_valid_setting(setting, joker_rule(rnd)):
            raise Refusal(
                msg("banked.pai_gow.refusal.back_hand_must_outrank_front",
                    "the back hand must outrank the front: reset it (CG-PAI-06); no penalty is "
                    "stated for a wrongly set hand (Gaps), call the floor")
            )

    def apply_decision(self, rnd: RoundView, ev: BankedDecision) -> None:
        raise Refusal(msg("banked.pai_gow.refusal.pai_gow_has_no_decisions",
                          "Pai Gow has no decisions besides setting the hands (CG-PAI-06)"))

    def banker_text(self, rnd: RoundView) -> str:
        front, back = rnd.settings[rnd.banker_seat]
        rule = joker_rule(rnd)
        return msg("banked.pai_gow.pd_front_back", "P/D front {front}, back {back}",
                   front=pg.label(pg.evaluate_front(front, rule)),
                   back=pg.label(pg.evaluate_back(back, rule)))

    def ledgers(self, rnd: RoundView) -> list[tuple[int, list[LedgerWager]]]:
        rule = joker_rule(rnd)
        bank = pg.Setting(*rnd.settings[rnd.banker_seat])
        seq = order.action_order(rnd.seats, action_seat(rnd), rnd.banker_seat)
        wagers = []
        for hand in ordered(rnd.live_hands(), seq):
            outcome = pg.compare_settings(pg.Setting(*rnd.settings[hand.seat]), bank, rule)
            wagers.append(
                line(hand, "wager", _RESULT[outcome], ("CG-PAI-07", "CG-PAI-08", "CG-PAI-10"))
            )
        return [(rnd.stake, wagers)]
