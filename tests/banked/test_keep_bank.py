"""A banker keeping the bank for the next round without a new offer (K14): at CG until he banked
two hands (CG-3CP-08, CG-PAI-09), at HTP when every eligible seat passed (HTP-3CP-08). He states
his stake for the round, and the engine holds him to the same stake rules as a banker who takes
the bank: a stake at all (CG-3CP-06), and at Hot Action at least a previous bank that did not
lose (CG-HAB-19). The procedure shows the start step with the rows it rests on."""

from __future__ import annotations

import pytest
from banked_helpers import config, started

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankAnswered,
    BankedConfig,
    BankedRoundEnded,
    BankedTable,
    BankedTableOpened,
    BankOffered,
    TpppDeclared,
)
from dealer_assist.engine.games.banked.procedure import procedure
from dealer_assist.engine.steps import Step

CG = config("CG", "three_card_poker", pdr_enabled=False, collection_amount=1)
HTP = config("HTP", "three_card_poker", pdr_enabled=False)
HAB = config("CG", "hot_action_blackjack", pdr_enabled=False)
PAI = config("CG", "pai_gow", pdr_enabled=False, coverage="partial_then_returned")
PDR = config("CG", "three_card_poker", collection_amount=1)  # the California rule on


def opened(cfg: BankedConfig) -> BankedTable:
    table = BankedTable()
    table.apply(BankedTableOpened("T1", cfg.house, cfg.game, cfg.to_json()))
    return table


def banked_round(table: BankedTable, seat: int, stake: int, number: int, side: int = 0,
                 offer: bool = False) -> None:
    """A round banked by ``seat`` (taking the bank on an offer first when ``offer``), ended
    with no wagers: the bank neither won nor lost."""
    if offer:
        table.apply(BankOffered(seat, f"P{seat}"))
        table.apply(BankAnswered(seat, f"P{seat}", True, stake))
    table.apply(started(banker=seat, stake=stake, number=number, side=side))
    table.apply(BankedRoundEnded(number))


def start_step(table: BankedTable) -> Step:
    return next(s for s in procedure(table).steps if s.kind in ("start", "offer", "stop"))


def test_K14_CG_3CP_08_cg_banker_keeps_the_bank_for_his_second_hand() -> None:
    table = opened(CG)
    banked_round(table, 4, 500, 1, offer=True)
    step = start_step(table)
    assert (step.kind, step.seat) == ("start", 4)
    assert step.text == ("Start round 2: P4 (seat 4) keeps the bank; he states his stake for "
                         "the round")
    assert step.rule_ids == ("K14", "CG-3CP-08", "CG-3CP-06", "CG-3CP-07")
    table.apply(started(banker=4, stake=300, number=2))  # a new stake: any amount he puts up
    assert table.round is not None and table.round.stake == 300
    table.apply(BankedRoundEnded(2))
    step = start_step(table)
    assert (step.kind, step.seat) == ("offer", 5)  # two hands banked: offer from his left
    with pytest.raises(Refusal, match="K14, CG-3CP-08"):
        table.apply(started(banker=4, stake=300, number=3))


def test_CG_PAI_09_pai_gow_banker_keeps_the_bank_for_two_hands() -> None:
    table = opened(PAI)
    banked_round(table, 2, 400, 1, offer=True)
    step = start_step(table)
    assert step.text.startswith("Start round 2: P2 (seat 2) keeps the bank")
    assert step.rule_ids == ("K14", "CG-PAI-09")


def test_CG_3CP_06_keeping_banker_must_put_up_a_stake() -> None:
    table = opened(CG)
    banked_round(table, 4, 500, 1, offer=True)
    rot = table.rotation
    assert rot is not None
    before = (rot.hands_banked, len(rot.history))
    with pytest.raises(Refusal, match="CG-3CP-06"):
        table.apply(started(banker=4, stake=0, number=2))
    assert (rot.hands_banked, len(rot.history)) == before  # a refused start changes nothing
    assert table.round is not None and table.round.number == 1


def test_K14_accepted_banker_starts_with_the_stake_he_accepted() -> None:
    table = opened(CG)
    table.apply(BankOffered(4, "P4"))
    table.apply(BankAnswered(4, "P4", True, 500))
    with pytest.raises(Refusal, match=r"\$500"):
        table.apply(started(banker=4, stake=200))
    with pytest.raises(Refusal, match="took the bank"):
        table.apply(started(banker=5, stake=500))
    table.apply(started(banker=4, stake=500))


def test_CG_HAB_19_keeping_banker_matches_a_previous_bank_that_did_not_lose() -> None:
    table = opened(HAB)
    banked_round(table, 7, 500, 1, side=50, offer=True)
    step = start_step(table)
    assert step.text == ("Start round 2: P7 (seat 7) keeps the bank; he states his stake, at "
                         "least $500: his last bank did not lose, and his Buster bank")
    assert step.rule_ids == ("K14", "CG-HAB-16", "CG-HAB-19", "CG-BBJ-06")
    with pytest.raises(Refusal, match="CG-HAB-19"):
        table.apply(started(banker=7, stake=300, number=2, side=50))
    table.apply(started(banker=7, stake=500, number=2, side=80))
    assert table.round is not None and (table.round.stake, table.round.side_stake) == (500, 80)


def test_CG_HAB_19_keeping_banker_may_bank_less_after_a_losing_bank() -> None:
    table = opened(HAB)
    banked_round(table, 7, 500, 1, offer=True)
    rot = table.rotation
    assert rot is not None and rot.last_bank is not None
    rot.last_bank.lost = True  # as round_finished records a bank with a net loss
    assert "at least" not in start_step(table).text
    table.apply(started(banker=7, stake=300, number=2))


def test_HTP_3CP_08_everyone_passed_the_designated_player_keeps_the_bank() -> None:
    table = opened(HTP)
    banked_round(table, 2, 100, 1, offer=True)
    rot = table.rotation
    assert rot is not None and rot.offer_due
    with pytest.raises(Refusal, match="offer the bank"):
        table.apply(started(banker=2, stake=100, number=2))  # HTP offers it every hand
    for seat, player in rot.offer_order():
        table.apply(BankOffered(seat, player))
        table.apply(BankAnswered(seat, player, False))
    step = start_step(table)
    assert step.text.startswith("Everyone passed. Start round 2: P2 (seat 2) keeps the bank")
    assert step.rule_ids == ("K14", "HTP-3CP-08")
    table.apply(started(banker=2, stake=120, number=2))
    assert table.round is not None and table.round.stake == 120


def test_CA_PDR_tppp_passing_round_cannot_keep_the_bank() -> None:
    """With the California rule, a TPPP who banked is followed by someone else: when every other
    seat passes, there is no start step, and the engine refuses him (CA-PDR)."""
    table = opened(PDR)
    table.apply(TpppDeclared("P3"))
    banked_round(table, 3, 500, 1, offer=True)
    rot = table.rotation
    assert rot is not None
    for seat, player in rot.offer_order():
        table.apply(BankOffered(seat, player))
        table.apply(BankAnswered(seat, player, False))
    step = start_step(table)
    assert step.kind == "stop" and "CA-PDR" in step.rule_ids
    with pytest.raises(Refusal, match="CA-PDR"):
        table.apply(started(banker=3, stake=500, number=2))
