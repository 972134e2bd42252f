"""Hot Action Blackjack, CG (5.6), with the Buster side bet (5.7).

Up to three bettors share a seated position; the one with the most money on it plays the hand
(CG-HAB-10) and the others may match a double or a split (CG-HAB-D1, S1, S2). The P/D's hole
card may be dealt late: if his first two cards then make a natural, everything after the deal is
void and the hands go back to their first two cards and original wagers (CG-HAB-17, AMB-05).
"""

from __future__ import annotations

from dealer_assist.cards import Card
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import order
from dealer_assist.engine.games.banked.blackjack_spots import (
    BjHand,
    Spot,
    banker_must_hit,
    can_split,
    controlling_player,
    may_hit,
)
from dealer_assist.engine.games.banked.buster import buster_lines
from dealer_assist.engine.games.banked.common import check_limits
from dealer_assist.engine.games.banked.events import BankedCardsDealt, BankedDecision
from dealer_assist.engine.games.banked.game import BankedGame, MatchOffer, RoundView
from dealer_assist.engine.games.banked.ledger import LedgerWager, Result
from dealer_assist.engine.games.banked.state import Hand, Need
from dealer_assist.evaluation.blackjack import BlackjackTotal, Natural, Outcome, settle, total
from dealer_assist.messages import joined, msg

MAX_MOVES = 3  # CG-HAB-14
_OPTION_WORDS = {  # the choices as the step names them (the decisions stay English keys)
    "stand": msg("banked.option.stand", "stand"),
    "hit": msg("banked.option.hit", "hit"),
    "double": msg("banked.option.double", "double"),
    "split": msg("banked.option.split", "split"),
}
_NATURAL_NAMES = {
    Natural.NATURAL_21: "natural_21",
    Natural.NATURAL_22: "natural_22",
    Natural.SUPER_NATURAL: "super_natural",
}


_RESULTS = {
    Outcome.PLAYER_WINS: Result.WIN,
    Outcome.PUSH: Result.PUSH,
    Outcome.BANKER_WINS: Result.LOSE,
}


def banker_count(rnd: RoundView) -> BlackjackTotal:
    return total(rnd.cards.get(rnd.banker_seat, []), player=False)


class HotActionBlackjack(BankedGame):
    """Game rules for the round (see :class:`BankedGame`)."""

    required: tuple[str, ...] = ("wager",)
    single_deck = False  # a shoe of several decks (CG-HAB-PUB2, Gaps)
    no_replacement = msg("banked.hot_action_blackjack.no_replacement",
                         "Hot Action Blackjack's rows give no replacement for an exposed card "
                         "({house}): the floor rules at the table ({rule})", house="K17",
                         rule="LC-P1")
    keep_rules = ("CG-HAB-16",)
    step_rules = (("CG-HAB-07", "CG-HAB-16"), ("CG-HAB-22",), ("CG-HAB-12",),
                  ("CG-HAB-16", "AMB-11"))

    def __init__(self) -> None:
        self.spots: dict[int, Spot] = {}  # this round's spots, made when the first card is out
        self.voided_after_deal = False  # a late P/D natural voided the play (CG-HAB-17)

    def verify_wager(self, rnd: RoundView, hand: Hand, wager: str, amount: int) -> None:
        cfg = rnd.config
        others = {h.bettor for h in rnd.hands_on(hand.seat) if "wager" in h.wagers}
        if wager == "wager":
            cap = cfg.max_bettors_per_spot
            if cap is not None and hand.bettor not in others and len(others) >= cap:
                raise Refusal(msg("banked.hot_action_blackjack.refusal.seat_already_has_bettors_cg",
                                  "seat {seat} already has {cap} bettors (CG-HAB-09)",
                                  seat=hand.seat, cap=cap))
            most = cfg.max_original_wagers
            if most is not None and hand.placed >= most:
                raise Refusal(
                    msg("banked.hot_action_blackjack.refusal.already_has_original_wagers_seat",
                        "{bettor} already has {most} original wagers on seat {seat} (CG-HAB-07, "
                        "AMB-06)",
                        bettor=hand.bettor, most=most, seat=hand.seat)
                )
            check_limits(amount, cfg.table_min, None, "Wager", "CG-HAB-08")
            return
        if "wager" not in hand.wagers:
            raise Refusal(msg("banked.hot_action_blackjack.refusal.buster_wager_needs_main_wager",
                              "a Buster wager needs a main wager on this spot first (CG-BBJ-01)"))
        if any("buster" in h.wagers for h in rnd.hands_on(hand.seat)):
            raise Refusal(
                msg("banked.hot_action_blackjack.refusal.seat_already_has_one_buster",
                    "seat {seat} already has its one Buster wager; pooled money goes in one "
                    "wager (CG-BBJ-04, CG-BBJ-05)",
                    seat=hand.seat)
            )
        if amount > hand.wagers["wager"]:
            raise Refusal(
                msg("banked.hot_action_blackjack.refusal.buster_may_exceed_regular_wager",
                    "the Buster may not exceed the regular wager ${wagers} (CG-BBJ-03)",
                    wagers=hand.wagers['wager'])
            )
        check_limits(amount, cfg.side_min.get("buster"), None, "Buster", "CG-BBJ-02")

    # ----------------------------------------------------------------- play

    def _start(self, rnd: RoundView) -> None:
        """Spots are made when the first card is out (bets are final then)."""
        table = self.spots
        if table:
            return
        for seat in rnd.dealt_in():
            bets = {h.bettor: h.wagers["wager"] for h in rnd.hands_on(seat) if "wager" in h.wagers}
            table[seat] = Spot(
                seat,
                dict(bets),
                controlling_player(bets, rnd.players[seat]),
                [BjHand([], dict(bets))],
            )

    def needs(self, rnd: RoundView) -> list[Need]:
        self._start(rnd)
        table = self.spots
        seq = order.decision_order(rnd.seats, rnd.banker_seat)
        out = [
            Need("deal", msg("banked.hot_action_blackjack.need.deal_two",
                             "Deal two cards to seat {seat}", seat=s),
                 s, count=2, rule_ids=("CG-HAB-22",))
            for s in seq
            if s in table and s not in rnd.cards
        ]
        if rnd.banker_seat not in rnd.cards:
            out.append(
                Need(
                    "deal",
                    msg("banked.hot_action_blackjack.need.deal_p_d",
                        "Deal the P/D two cards (or the up card, hole card later)"),
                    rnd.banker_seat,
                    rule_ids=("CG-HAB-17",),
                )
            )
        if out:
            return out
        pd = banker_count(rnd)
        if pd.natural is None:
            for seat in seq:
                spot = table.get(seat)
                for i, hand in enumerate(spot.hands if spot else []):
                    if hand.card_due:
                        return [
                            Need(
                                "deal",
                                msg("banked.hot_action_blackjack.need.deal_one",
                                    "Deal one card to seat {seat} hand {hand}", seat=seat,
                                    hand=i + 1),
                                seat,
                                count=1,
                                hand=i,
                                rule_ids=("CG-HAB-14",),
                            )
                        ]
                    if not hand.done:
                        assert spot is not None
                        return [self._decide(spot, i)]
        if banker_must_hit(pd) or len(rnd.cards[rnd.banker_seat]) < 2:
            return [
                Need(
                    "draw",
                    msg("banked.hot_action_blackjack.need.p_d_draws",
                        "P/D has {total}: deal him a card", total=pd.label),
                    rnd.banker_seat,
                    count=1,
                    rule_ids=("CG-HAB-12",),
                )
            ]
        return []

    def verify_cards(self, rnd: RoundView, ev: BankedCardsDealt) -> None:
        """The P/D's first deal is two cards, or the up card with the hole card later."""
        if ev.seat == rnd.banker_seat and ev.seat not in rnd.cards and len(ev.cards) > 2:
            raise Refusal(msg("banked.hot_action_blackjack.refusal.p_d_gets_two_cards",
                              "the P/D gets two cards (or his up card first, CG-HAB-17)"))
        if ev.seat == rnd.banker_seat and ev.seat in rnd.cards and len(ev.cards) != 1:
            raise Refusal(msg("banked.hot_action_blackjack.refusal.p_d_draws_one_card",
                              "the P/D draws one card at a time (CG-HAB-12)"))

    def _decide(self, spot: Spot, i: int) -> Need:
        hand = spot.hands[i]
        t = hand.count
        options = ["stand"]
        if may_hit(t):
            options.append("hit")
        if len(hand.cards) == 2 and spot.moves < MAX_MOVES:
            options.append("double")
            if can_split(hand):
                options.append("split")
        return Need(
            "decide",
            msg("banked.hot_action_blackjack.need.decide",
                "Seat {seat} hand {hand} ({total}): {player} decides: {options}",
                seat=spot.seat, hand=i + 1, total=t.label, player=spot.controller,
                options=joined((_OPTION_WORDS[o] for o in options), " / ")),
            spot.seat,
            spot.controller,
            tuple(options),
            hand=i,
            rule_ids=("CG-HAB-10", "CG-HAB-13", "CG-HAB-14"),
        )

    def verify_decision(self, rnd: RoundView, ev: BankedDecision, need: Need) -> None:
        spot = self.spots.get(ev.seat)
        if spot is None:
            raise Refusal(msg("banked.hot_action_blackjack.refusal.seat_has_no_hand",
                              "seat {seat} has no hand",
                              seat=ev.seat))
        if ev.decision == "match":
            self._verify_match(spot, ev)
            return
        if ev.bettor != spot.controller:
            raise Refusal(
                msg("banked.hot_action_blackjack.refusal.has_most_money_seat_decides",
                    "{controller} has the most money on seat {seat} and decides (CG-HAB-10)",
                    controller=spot.controller, seat=ev.seat)
            )
        if ev.hand != need.hand or ev.decision not in need.options:
            raise Refusal(msg("banked.hot_action_blackjack.refusal.cg_hab_13_cg_hab",
                              "{text} (CG-HAB-13, CG-HAB-14)",
                              text=need.text))
        own = spot.hands[ev.hand].bets.get(ev.bettor, 0)
        if ev.decision == "double" and not 0 < ev.amount <= own:
            raise Refusal(msg("banked.hot_action_blackjack.refusal.double_up_controlling_bet_cg",
                              "double for up to the controlling bet ${own} (CG-HAB-D1, "
                              "CG-HAB-15)",
                              own=own))
        if ev.decision == "split" and ev.amount != own:
            raise Refusal(msg(
                              "banked.hot_action_blackjack.refusal.split_matches_controlling_bet_cg",
                              "a split matches the controlling bet: ${own} (CG-HAB-S1)",
                              own=own))

    @staticmethod
    def _verify_match(spot: Spot, ev: BankedDecision) -> None:
        if spot.match_open is None or spot.match_open[0] != ev.hand:
            raise Refusal(msg("banked.hot_action_blackjack.refusal.bettor_may_only_match_double",
                              "a bettor may only match a double or split just made (CG-HAB-D1)"))
        if ev.bettor == spot.controller or ev.bettor in spot.matched:
            raise Refusal(msg("banked.hot_action_blackjack.refusal.cannot_match_move_again",
                              "{bettor} cannot match this move again",
                              bettor=ev.bettor))
        own = spot.hands[ev.hand].bets.get(ev.bettor, 0)
        if not 0 < ev.amount <= own or (spot.match_open[1] == "split" and ev.amount != own):
            raise Refusal(msg("banked.hot_action_blackjack.refusal.may_add_up_own_bet",
                              "{bettor} may add up to his own bet ${own} (CG-HAB-D1, S1, S2)",
                              bettor=ev.bettor, own=own))

    def apply_decision(self, rnd: RoundView, ev: BankedDecision) -> None:
        spot = self.spots[ev.seat]
        hand = spot.hands[ev.hand]
        if ev.decision == "match":
            spot.matched.add(ev.bettor)
            if spot.match_open and spot.match_open[1] == "split":
                spot.hands[ev.hand + 1].bets[ev.bettor] = ev.amount
            else:
                hand.bets[ev.bettor] += ev.amount
            return
        spot.match_open, spot.matched = None, set()
        if ev.decision == "stand":
            hand.stood = True
        elif ev.decision == "hit":
            hand.hitting = True
        elif ev.decision == "double":
            hand.doubled = True
            hand.bets[ev.bettor] += ev.amount
            spot.moves += 1
            spot.match_open = (ev.hand, "double")
        elif ev.decision == "split":
            second = BjHand([hand.cards.pop()], {ev.bettor: ev.amount}, split=True)
            hand.split = True
            spot.hands.insert(ev.hand + 1, second)
            spot.moves += 1
            spot.match_open = (ev.hand, "split")

    def on_cards(self, rnd: RoundView, ev: BankedCardsDealt) -> None:
        """Route cards to spots and hands; a late P/D natural voids the play (CG-HAB-17)."""
        self._start(rnd)
        if ev.seat == rnd.banker_seat:
            pd = rnd.cards[ev.seat]
            played = any(
                len(h.cards) > 2 or len(s.hands) > 1 or h.stood
                for s in self.spots.values()
                for h in s.hands
            )
            if len(pd) == 2 and total(pd, player=False).natural is not None and played:
                self._void_after_deal(rnd)
            return
        spot = self.spots[ev.seat]
        spot.hands[ev.hand].cards.extend(ev.cards)
        spot.hands[ev.hand].hitting = False
        spot.match_open, spot.matched = None, set()

    def _void_after_deal(self, rnd: RoundView) -> None:
        """AMB-05: first two cards and original wagers back; add-ons returned, hits void."""
        for seat, spot in self.spots.items():
            first_two = rnd.cards[seat][:2]
            spot.hands = [BjHand(list(first_two), dict(spot.original))]
        self.voided_after_deal = True

    # ----------------------------------------------------------------- answers

    def decision_amounts(self, rnd: RoundView, need: Need, option: str) -> tuple[int, ...]:
        """A double or a split puts up the controlling bet on that hand again (CG-HAB-D1,
        CG-HAB-S1); a hit or a stand adds nothing."""
        if option not in ("double", "split") or need.seat is None:
            return (0,)
        spot = self.spots.get(need.seat)
        hands = spot.hands if spot is not None else []
        return (hands[need.hand].bets.get(need.bettor, 0) if need.hand < len(hands) else 0,)

    def face_up_cards(self, rnd: RoundView, seat: int) -> list[Card]:
        """The dealer turns up every card but the P/D's hole card (CG-HAB-22)."""
        cards = rnd.cards.get(seat, [])
        return [*rnd.face_up.get(seat, []), *(cards[:1] if seat == rnd.banker_seat else cards)]

    def hand_count(self, rnd: RoundView, seat: int) -> int:
        spot = self.spots.get(seat)
        return len(spot.hands) if spot is not None else 1

    def match_offers(self, rnd: RoundView) -> list[MatchOffer]:
        """The other bettors on a spot whose controlling player just doubled or split, up to
        their own bet on that hand (CG-HAB-D1, CG-HAB-S1, CG-HAB-S2)."""
        offers = []
        for seat, spot in sorted(self.spots.items()):
            if spot.match_open is None or spot.match_open[0] >= len(spot.hands):
                continue
            hand, move = spot.match_open
            offers += [MatchOffer(seat, bettor, hand, move, own)
                       for bettor, own in spot.hands[hand].bets.items()
                       if bettor != spot.controller and bettor not in spot.matched and own > 0]
        return offers

    def money_added(self, rnd: RoundView) -> bool:
        return any(spot.moves for spot in self.spots.values())

    # ----------------------------------------------------------------- settlement

    def banker_text(self, rnd: RoundView) -> str:
        if self.voided_after_deal:
            return msg("banked.hot_action.pd_has_late_natural",
                       "P/D has {count} (late natural: play after the deal is void, floor "
                       "confirms, CG-HAB-17)", count=banker_count(rnd).label)
        return msg("banked.hot_action.pd_has", "P/D has {count}", count=banker_count(rnd).label)

    def ledgers(self, rnd: RoundView) -> list[tuple[int, list[LedgerWager]]]:
        if rnd.config.action_start != "dealer_button":
            raise Refusal(msg("banked.hot_action_blackjack.refusal.room_has_set_where_p",
                              "the room has not set where the P/D's coverage starts (Gaps: Hot "
                              "Action)"))
        pd = banker_count(rnd)
        seq = order.action_order(rnd.seats, rnd.button, rnd.banker_seat)
        main: list[LedgerWager] = []
        busters: list[LedgerWager] = []
        for seat in seq:
            spot = self.spots.get(seat)
            if spot is None:
                continue
            for i, hand in enumerate(spot.hands):
                main.extend(self._hand_lines(rnd, seat, i, hand, pd))
            for h in rnd.hands_on(seat):
                if h.over_limit.get("wager"):
                    main.append(
                        LedgerWager(
                            seat,
                            h.bettor,
                            "wager_over_limit",
                            h.over_limit["wager"],
                            Result.NO_ACTION,
                            rule_ids=("CG-HAB-08",),
                        )
                    )
                if "buster" in h.wagers:
                    busters.extend(buster_lines(rnd, h, pd))
        return [(rnd.stake, main), (rnd.side_stake, busters)]

    def _hand_lines(
        self, rnd: RoundView, seat: int, i: int, hand: BjHand, pd: BlackjackTotal
    ) -> list[LedgerWager]:
        t = hand.count
        outcome = settle(t, pd)
        result = _RESULTS[outcome]
        odds = (1, 1)
        if result is Result.WIN and t.natural is not None:
            found = rnd.config.pay_tables.get("wager", {}).get(_NATURAL_NAMES[t.natural])
            if found is None:
                raise Refusal(msg("banked.hot_action_blackjack.refusal.room_has_set_what_pays",
                                  "the room has not set what a {label} pays (Gaps: Hot Action)",
                                  label=t.label))
            odds = found
        rules = (
            "CG-HAB-T1",
            "CG-HAB-T2",
            "CG-HAB-T3",
            "CG-HAB-T4",
            "CG-HAB-T5",
            "CG-HAB-T6",
            "CG-HAB-PUB3",
            "AMB-04",
            "CG-HAB-16",
        )
        return [
            LedgerWager(seat, bettor, "wager", amount, result, odds[0], odds[1], rules, i)
            for bettor, amount in hand.bets.items()
        ]
