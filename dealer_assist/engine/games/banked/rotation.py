"""Who banks next: house rotation (K14), Hot Action eligibility (K27) and the California
player-dealer rotation rule in force since 1 April 2026 (CA-PDR).

A fold over offers, answers and round starts. Time comes only from the events' ``at`` (whole
seconds); nothing here reads a clock, so tests drive it with a simulated one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import order
from dealer_assist.engine.games.banked.config import BankedConfig
from dealer_assist.engine.games.banked.events import (
    BankAnswered,
    BankedRoundStarted,
    BankOffered,
    TpppDeclared,
)
from dealer_assist.messages import msg


@dataclass(slots=True)
class LastBank:
    """The previous bank, for CG-HAB-19 (match it unless it lost)."""

    player: str
    stake: int
    lost: bool = False


@dataclass(slots=True)
class BankRotation:
    """Rotation state of one banked table."""

    config: BankedConfig
    tppp: set[str] = field(default_factory=set)
    seats: tuple[int, ...] = ()
    players: dict[int, str] = field(default_factory=dict)
    banker_seat: int | None = None
    banker: str | None = None
    hands_banked: int = 0
    history: list[tuple[int, str]] = field(default_factory=list)  # (at, banker) per round
    offers: dict[str, bool | None] = field(default_factory=dict)  # this cycle: player -> answer
    accepted: tuple[int, str, int] | None = None
    last_bank: LastBank | None = None
    last_bettors: set[str] | None = None

    # ----------------------------------------------------------------- questions

    @property
    def offer_due(self) -> bool:
        """Offer the bank before this hand? (CA-PDR every hand; CG every 2, HTP every hand.)"""
        if self.banker is None:
            return True
        if self.config.pdr_enabled:
            return True
        every = self.config.rotation_every_hands
        return every is not None and self.hands_banked >= every

    def eligible(self, player: str) -> tuple[bool, str]:
        """Whether ``player`` may take the bank now, and why not (K27, CA-PDR)."""
        if not player:
            return False, msg("banked.rotation.nobody_sits_there", "nobody sits there")
        rules = self.config.eligibility
        if (
            "bet_as_player_last_round" in rules
            and self.last_bettors is not None
            and player not in self.last_bettors
        ):
            return False, msg("banked.rotation.did_not_bet_last_round",
                              "{player} did not bet as a player last round ({rule})",
                              player=player, rule="CG-HAB-20")
        if (
            self.config.pdr_enabled
            and self.config.pdr_tppp_followed_by_other
            and player in self.tppp
            and self.banker == player
            and self.history
        ):
            return False, msg("banked.rotation.tppp_then_another",
                              "after a TPPP banks, the bank goes to another player ({rule})",
                              rule="CA-PDR")
        return True, ""

    def offer_order(self) -> list[tuple[int, str]]:
        """Seats to offer, clockwise from the banker's left; the banker himself last."""
        if not self.seats:
            return []
        start = self.banker_seat if self.banker_seat in self.seats else self.seats[-1]
        ring = order.clockwise_from(self.seats, order.left_of(self.seats, start))
        return [
            (s, self.players[s])
            for s in ring
            if self.players.get(s) and self.eligible(self.players[s])[0]
        ]

    def next_offer(self) -> tuple[int, str] | None:
        return next(((s, p) for s, p in self.offer_order() if p not in self.offers), None)

    def must_stop(self, at: int, banker: str | None = None) -> str | None:
        """CA-PDR: the reason the game must stop at ``at`` (with ``banker`` starting a hand)."""
        cfg = self.config
        if not cfg.pdr_enabled or not self.history:
            return None
        window = cfg.pdr_window_minutes * 60
        if at - self.history[0][0] < window:
            return None
        recent = [p for t, p in self.history if t > at - window]
        if banker is not None:
            recent.append(banker)
        others = {p for p in recent if p not in self.tppp}
        if len(others) >= cfg.pdr_min_other_players:
            return None
        return msg("banked.rotation.game_must_stop",
                   "the bank went to {others} player(s) other than a TPPP in the last "
                   "{minutes} minutes; {required} are required: the game must stop ({rule})",
                   others=len(others), minutes=cfg.pdr_window_minutes,
                   required=cfg.pdr_min_other_players, rule="CA-PDR")

    def minutes_left(self, at: int) -> int | None:
        """Minutes until the CA-PDR window would stop the game with no new banker."""
        if not self.config.pdr_enabled or not self.history:
            return None
        for minute in range(self.config.pdr_window_minutes + 1):
            if self.must_stop(at + minute * 60):
                return minute
        return None

    # ----------------------------------------------------------------- trio

    def verify(self, ev: object) -> None:
        if isinstance(ev, TpppDeclared):
            if ev.player not in self.tppp and len(self.tppp) >= self.config.pdr_max_tppp:
                raise Refusal(
                    msg("banked.rotation.refusal.only_third_party_proposition_player",
                        "only {pdr_max_tppp} third-party proposition player per table (CA-PDR)",
                        pdr_max_tppp=self.config.pdr_max_tppp)
                )
        elif isinstance(ev, BankOffered):
            ok, why = self.eligible(ev.player)
            if not ok:
                raise Refusal(why)
            if ev.player in self.offers:
                raise Refusal(msg("banked.rotation.refusal.was_already_offered_bank_time",
                                  "{player} was already offered the bank this time",
                                  player=ev.player))
        elif isinstance(ev, BankAnswered):
            self._verify_answer(ev)
        elif isinstance(ev, BankedRoundStarted):
            self._verify_start(ev)

    def keeper(self) -> tuple[int, str] | None:
        """The banker who may bank the next round without a new offer, as (seat, player): the
        offer is not due yet (K14: CG every two hands), or it went round every eligible seat
        and nobody took it (HTP-3CP-08; under CA-PDR only a banker still eligible). None when a
        seat accepted the bank, before the first banker, or while an offer is still owed."""
        if self.banker is None or self.banker_seat is None or self.accepted is not None:
            return None
        if self.offer_due:
            if self.next_offer() is not None:
                return None
            if self.config.pdr_enabled and not self.eligible(self.banker)[0]:
                return None
        return self.banker_seat, self.banker

    def stake_floor(self, player: str) -> int:
        """The least ``player`` may bank now: $1, or his previous bank when it did not lose
        and the house has CG-HAB-19."""
        last = self.last_bank
        if (
            "match_previous_bank_unless_lost" in self.config.eligibility
            and last
            and last.player == player
            and not last.lost
        ):
            return max(1, last.stake)
        return 1

    def verify_stake(self, player: str, stake: int) -> None:
        """The stake rules of a banker, the same whether he accepts an offer or keeps the bank:
        he puts up money (his coverage, CG-3CP-06/07) and matches a bank that did not lose
        (CG-HAB-19)."""
        if stake <= 0:
            raise Refusal(msg("banked.rotation.refusal.banker_must_put_up_stake",
                              "a banker must put up a stake: it is all the action he covers "
                              "(CG-3CP-06)"))
        floor = self.stake_floor(player)
        if stake < floor:
            raise Refusal(
                msg("banked.rotation.refusal.must_bank_least_previous_because",
                    "{player} must bank at least his previous ${floor} because it did not lose "
                    "(CG-HAB-19)",
                    player=player, floor=floor)
            )

    def _verify_answer(self, ev: BankAnswered) -> None:
        if self.offers.get(ev.player, False) is not None:
            raise Refusal(msg("banked.rotation.refusal.has_no_open_offer_bank",
                              "{player} has no open offer of the bank: offer it first (CA-PDR)",
                              player=ev.player))
        if ev.accepted:
            if self.accepted is not None:
                raise Refusal(msg("banked.rotation.refusal.already_took_bank",
                                  "{accepted} already took the bank",
                                  accepted=self.accepted[1]))
            self.verify_stake(ev.player, ev.stake)

    def _verify_start(self, ev: BankedRoundStarted) -> None:
        if self.accepted is not None:
            seat, player, stake = self.accepted
            if (ev.banker_seat, ev.banker) != (seat, player):
                raise Refusal(msg("banked.rotation.refusal.seat_took_bank_hand_k14",
                                  "{player} (seat {seat}) took the bank for this hand (K14)",
                                  player=player, seat=seat))
            if ev.stake != stake:
                raise Refusal(msg("banked.rotation.refusal.took_bank_round_starts_stake",
                                  "{player} took the bank with ${stake}: the round starts with "
                                  "that stake (K14)",
                                  player=player, stake=stake))
        elif self.banker is not None and (ev.banker_seat, ev.banker) == (
            self.banker_seat,
            self.banker,
        ):
            if self.keeper() is None:
                rule = "K14, CA-PDR" if self.config.pdr_enabled else "K14, CG-3CP-08"
                raise Refusal(
                    msg("banked.rotation.refusal.banked_hand_s_offer_bank",
                        "{banker} banked {hands_banked} hand(s): offer the bank to every "
                        "eligible seat before the next one ({rule})",
                        banker=self.banker, hands_banked=self.hands_banked, rule=rule)
                )
        elif self.config.pdr_enabled:
            if self.banker is None:
                raise Refusal(msg("banked.rotation.refusal.offer_bank_log_answer_before",
                                  "offer the bank and log the answer before the first hand "
                                  "(CA-PDR)"))
            raise Refusal(msg("banked.rotation.refusal.did_take_bank_offer_log",
                              "{banker} did not take the bank: offer it and log the answer "
                              "before the hand (CA-PDR)",
                              banker=ev.banker))
        if self.accepted is None:  # a banker keeping the bank (or rotated in without an offer)
            self.verify_stake(ev.banker, ev.stake)
        why = self.must_stop(ev.at, ev.banker)
        if why:
            raise Refusal(why)

    def apply(self, ev: object) -> None:
        self.verify(ev)
        if isinstance(ev, TpppDeclared):
            self.tppp.add(ev.player)
        elif isinstance(ev, BankOffered):
            self.offers[ev.player] = None
        elif isinstance(ev, BankAnswered):
            self.offers[ev.player] = ev.accepted
            if ev.accepted:
                self.accepted = (ev.seat, ev.player, ev.stake)
        elif isinstance(ev, BankedRoundStarted):
            same = ev.banker == self.banker
            self.hands_banked = self.hands_banked + 1 if same else 1
            self.banker, self.banker_seat = ev.banker, ev.banker_seat
            self.seats = ev.seats
            self.players = dict(zip(ev.seats, ev.players, strict=True))
            self.history.append((ev.at, ev.banker))
            self.offers, self.accepted = {}, None

    def round_finished(self, banker: str, stake: int, net: int, bettors: set[str]) -> None:
        """Record the round's result (CG-HAB-19) and who bet as a player (CG-HAB-20)."""
        self.last_bank = LastBank(banker, stake, lost=net < 0)
        self.last_bettors = bettors
