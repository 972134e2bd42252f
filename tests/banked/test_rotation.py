"""Banker rotation (K14, CG-3CP-08, HTP-3CP-08) and the California rule (CA-PDR), driven by a
simulated clock: every event carries its time, the engine never reads one."""

from __future__ import annotations

import pytest
from banked_helpers import config, started

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankAnswered,
    BankedRoundEnded,
    BankedTable,
    BankedTableOpened,
    BankOffered,
    TpppDeclared,
)
from dealer_assist.engine.games.banked.procedure import procedure

CG = config("CG", "three_card_poker", collection_amount=1)  # CA-PDR on (California house)
HTP = config("HTP", "three_card_poker", pdr_enabled=False)
MIN = 60


class Clock:
    """A simulated clock: minutes since the table opened, as whole seconds."""

    def __init__(self) -> None:
        self.now = 1_775_000_000  # a time after 1 April 2026

    def after(self, minutes: int) -> int:
        self.now += minutes * MIN
        return self.now


def opened(cfg: object = CG) -> BankedTable:
    table = BankedTable()
    table.apply(BankedTableOpened("T1", CG.house, CG.game, CG.to_json()))
    return table


def take_bank(table: BankedTable, seat: int, at: int, stake: int = 500,
              declines: tuple[int, ...] = ()) -> None:
    """Offer around the table from the banker's left until ``seat`` accepts, logging answers."""
    rot = table.rotation
    assert rot is not None
    while True:
        nxt = rot.next_offer()
        if nxt is None:
            break
        s, player = nxt
        table.apply(BankOffered(s, player, at))
        accept = s == seat
        table.apply(BankAnswered(s, player, accept, stake if accept else 0, at))
        if accept:
            return
        assert s in declines or not declines


def play_round(table: BankedTable, seat: int, at: int, number: int) -> None:
    table.apply(started(banker=seat, stake=500, number=number, at=at))
    table.apply(BankedRoundEnded(number, at))


def first_round(table: BankedTable, seat: int, at: int) -> None:
    """The first hand: the bank is offered to ``seat``, who takes it (seating becomes known)."""
    table.apply(BankOffered(seat, f"P{seat}", at))
    table.apply(BankAnswered(seat, f"P{seat}", True, 500, at))
    play_round(table, seat, at, 1)


def test_CA_PDR_offer_logged_before_every_hand() -> None:
    clock = Clock()
    table = opened()
    first_round(table, 1, clock.now)
    with pytest.raises(Refusal, match="CA-PDR"):
        table.apply(started(banker=1, stake=500, number=2, at=clock.after(2)))
    steps = procedure(table, clock.now).steps
    assert any(s.kind == "offer" and s.seat == 2 for s in steps)
    take_bank(table, 2, clock.now)
    play_round(table, 2, clock.now, 2)


def test_CA_PDR_two_other_players_within_40_minutes_or_the_game_stops() -> None:
    clock = Clock()
    table = opened()
    table.apply(BankedTableOpened("T1", "CG", "three_card_poker", CG.to_json(), clock.now))
    first_round(table, 1, clock.now)
    number = 2
    for _ in range(7):  # seat 1 keeps the bank: everyone else declines, every 5 minutes
        at = clock.after(5)
        take_bank(table, 1, at)
        play_round(table, 1, at, number)
        number += 1
    at = clock.after(6)  # 41 minutes after the first hand: only one banker in the window
    assert any(s.kind == "stop" for s in procedure(table, at).steps)
    take_bank(table, 1, at)
    with pytest.raises(Refusal, match="game must stop"):
        table.apply(started(banker=1, stake=500, number=number, at=at))
    rot = table.rotation
    assert rot is not None
    rot.offers.clear()
    rot.accepted = None
    take_bank(table, 3, at)
    play_round(table, 3, at, number)  # a second player takes it: the game goes on


def test_CA_PDR_countdown_shown_to_the_dealer() -> None:
    clock = Clock()
    table = opened()
    first_round(table, 1, clock.now)
    steps = procedure(table, clock.after(30)).steps
    warn = [s.text for s in steps if s.kind == "warn"]
    assert warn and warn[0].startswith("10 min")


def test_CA_PDR_one_tppp_per_table() -> None:
    table = opened()
    table.apply(TpppDeclared("Prop"))
    with pytest.raises(Refusal, match="CA-PDR"):
        table.apply(TpppDeclared("Prop2"))


def test_CA_PDR_tppp_declared_between_rounds_only_and_the_refusal_says_so() -> None:
    """A TPPP is declared between rounds; during one the refusal names CA-PDR, not the bank
    offer's row (it said CG-3CP-08)."""
    table = opened()
    table.apply(BankOffered(3, "P3", 0))
    table.apply(BankAnswered(3, "P3", True, 500, 0))
    table.apply(started(banker=3, stake=500, number=1, at=0))
    with pytest.raises(Refusal, match=r"declared between rounds \(CA-PDR\)"):
        table.apply(TpppDeclared("Prop"))
    table.apply(BankedRoundEnded(1, 60))
    table.apply(TpppDeclared("Prop"))
    assert table.rotation is not None and "Prop" in table.rotation.tppp


def test_CA_PDR_after_a_tppp_banks_the_next_banker_is_someone_else() -> None:
    clock = Clock()
    table = opened()
    table.apply(TpppDeclared("P1"))
    first_round(table, 1, clock.now)  # the TPPP banks
    rot = table.rotation
    assert rot is not None
    assert all(player != "P1" for _seat, player in rot.offer_order())
    with pytest.raises(Refusal, match="CA-PDR"):
        table.apply(BankOffered(1, "P1", clock.after(1)))


def test_CA_PDR_tppp_does_not_count_toward_the_two_players() -> None:
    clock = Clock()
    table = opened()
    table.apply(TpppDeclared("P1"))
    first_round(table, 2, clock.now)
    number = 2
    for minute in range(7):  # 35 minutes: the TPPP and P2 alternate
        at = clock.after(5)
        seat = 1 if minute % 2 == 0 else 2
        take_bank(table, seat, at)
        play_round(table, seat, at, number)
        number += 1
    rot = table.rotation
    assert rot is not None
    assert rot.must_stop(clock.after(6)) is not None  # only P2 counts: the game stops


def test_K14_htp_designated_player_keeps_the_bank_when_all_pass() -> None:
    table = BankedTable()
    table.apply(BankedTableOpened("T2", "HTP", "three_card_poker", HTP.to_json()))
    play_round(table, 2, 0, 1)
    rot = table.rotation
    assert rot is not None and rot.offer_due
    assert [s for s, _p in rot.offer_order()][-1] == 2  # the DP himself last
    for seat, player in rot.offer_order()[:-1]:
        table.apply(BankOffered(seat, player))
        table.apply(BankAnswered(seat, player, False))
    assert rot.next_offer() == (2, "P2")


def test_K14_cg_offer_only_after_two_hands_without_the_california_rule() -> None:
    cg = config("CG", "three_card_poker", pdr_enabled=False)
    table = BankedTable()
    table.apply(BankedTableOpened("T3", "CG", "three_card_poker", cg.to_json()))
    play_round(table, 4, 0, 1)
    assert table.rotation is not None and not table.rotation.offer_due
    play_round(table, 4, 0, 2)
    assert table.rotation.offer_due and table.rotation.next_offer() == (5, "P5")
