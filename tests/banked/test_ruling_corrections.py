"""Corrections a confirmed ruling carries out at a banked table (engine/games/banked/
corrections.py): a card off the table replaced from the shoe after the deal (PGP-IRR-09,
PGP-IRR-08), a fouled deck voiding the round with every wager returned (LC-105); an override
drops the correction; entries the rows leave to people plan nothing. Driven through the real
BankedSession; every log replays, also from its JSON form, to the same state."""

from __future__ import annotations

import pytest
from banked_helpers import cards, deal, started, wager

from dealer_assist.cards import parse_card
from dealer_assist.engine.events import Event, event_from_json
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankAnswered,
    BankedCollectionPaid,
    BankedDecision,
    BankedRoundEnded,
    BankedSession,
    BankOffered,
    replay_banked,
)
from dealer_assist.engine.games.banked.corrections import (
    BankedCardSetAside,
    BankedCorrectionPlanned,
    BankedRoundVoided,
)
from dealer_assist.engine.games.banked.rulings import decide, replaceable_cards, report
from dealer_assist.engine.games.banked.table import BankedTable
from dealer_assist.rules import load_profile, rules_for


def cg_round() -> tuple[BankedSession, list[Event]]:
    """CG Three Card Poker, P7 banks $300; seats 1-3 pay the collection and ante $10."""
    session = BankedSession()
    rules = rules_for(load_profile("CG"), "three_card_poker", "posted")
    log = session.run(session.open(rules, "B1", pdr_enabled=False, collection_amount=1))
    log += session.run([BankOffered(7, "P7"), BankAnswered(7, "P7", True, 300),
                        started(stake=300)])
    for s in (1, 2, 3):
        log += session.run([BankedCollectionPaid(s, 1), wager(s, "ante", 10)])
    log += session.run([wager(2, "bonus", 5)])
    return session, list(log)


def replays(session: BankedSession, log: list[Event]) -> BankedTable:
    """The log's JSON lines fold to the same round as the live table."""
    table = replay_banked([event_from_json(ev.to_json()) for ev in log])
    live, again = session.table.round, table.round
    assert live is not None and again is not None
    assert (again.cards, again.out_of_play, again.owed, again.void, again.settled) == (
        live.cards, live.out_of_play, live.owed, live.void, live.settled)
    return table


def test_PGP_IRR_09_card_off_the_table_is_replaced_from_the_shoe_after_the_deal() -> None:
    session, log = cg_round()
    log += session.run([deal(1, "Ac Ad 2c")])
    assert replaceable_cards(session.table, "card_off_table", 1) == list(cards("Ac Ad 2c"))
    log += session.run(report(session, "card_off_table", ("LC-83",), 1, parse_card("Ad")))
    plan = log[-1]
    assert isinstance(plan, BankedCorrectionPlanned) and plan.action == "replace"
    floor = session.procedure().steps[0]
    assert floor.kind == "floor" and "Ad is out of play" in floor.text
    assert "PGP-IRR-09" in floor.rule_ids and "K17" in floor.rule_ids
    log += session.run([deal(2, "Kh Kd 2d")])  # the deal goes on while the floor comes
    session.check([deal(3, "4h 5d 9c"), deal(7, "Qs 2s 3d", "Qs")])
    with pytest.raises(Refusal, match="wait for the floor's decision on ruling 1"):
        session.check([deal(3, "4h 5d 9c"), deal(7, "Qs 2s 3d", "Qs"),
                       BankedDecision(1, "P1", "play", 10)])
    confirmed = decide(session, 1, "Floor F1", None)
    assert confirmed[-1] == BankedCardSetAside(1, parse_card("Ad"), plan.rule_ids)
    log += session.run(confirmed)
    rnd = session.table.round
    assert rnd is not None and rnd.cards[1] == list(cards("Ac 2c")) and rnd.owed == [1]
    # PGP-IRR-08: the rest of the deal first, the replacement after every other card
    assert rnd.needs()[0].seat == 3 and rnd.needs()[-1].seat == 1
    log += session.run([deal(3, "4h 5d 9c"), deal(7, "Qs 2s 3d", "Qs")])
    need = rnd.needs()[0]
    assert (need.kind, need.seat, need.count) == ("deal", 1, 1)
    assert "PGP-IRR-08" in session.procedure().steps[0].rule_ids
    with pytest.raises(Refusal, match="Give seat 1 the next card"):
        session.check([BankedDecision(1, "P1", "play", 10)])
    with pytest.raises(Refusal, match="already out"):
        session.check([deal(1, "Ad")])  # the card off the table is out of play
    with pytest.raises(Refusal, match="face down"):
        session.check([deal(1, "9h", "9h")])
    log += session.run([deal(1, "9h")])
    assert rnd.cards[1] == list(cards("Ac 2c 9h")) and rnd.owed == []
    assert rnd.needs()[0].kind == "decide"
    log += session.run([BankedDecision(1, "P1", "play", 10)])
    replays(session, log)


def test_PGP_IRR_08_override_drops_the_replacement_and_the_card_stays() -> None:
    session, log = cg_round()
    log += session.run([deal(1, "Ac Ad 2c")])
    log += session.run(report(session, "card_off_table", ("LC-83",), 1, parse_card("Ad")))
    log += session.run(decide(session, 1, "Floor F1", "the card touched its player (PGP-IRR-10)"))
    rnd = session.table.round
    assert rnd is not None and rnd.cards[1] == list(cards("Ac Ad 2c"))
    assert rnd.owed == [] and rnd.out_of_play == []
    assert not any(s.kind == "floor" for s in session.procedure().steps)
    assert rnd.needs()[0].seat == 2
    replays(session, log)


def test_PGP_IRR_08_no_replacement_once_play_has_moved_past_the_deal() -> None:
    session, log = cg_round()
    log += session.run([deal(1, "Ac Ad 2c"), deal(2, "Kh Kd 2d"), deal(3, "4h 5d 9c"),
                        deal(7, "Qs 2s 3d", "Qs"), BankedDecision(1, "P1", "play", 10)])
    assert replaceable_cards(session.table, "card_off_table", 2) == []
    with pytest.raises(Refusal, match="PGP-IRR-08"):
        report(session, "card_off_table", ("LC-83",), 2, parse_card("Kh"))
    # without the card the ruling is still proposed, for the floor alone (LC-83)
    session.run(report(session, "card_off_table", ("LC-83",), 2))
    assert decide(session, 1, "Floor F1", None)[1:] == []
    with pytest.raises(Refusal, match="dealt face up by rule"):
        report(session, "card_off_table", ("LC-83",), 7, parse_card("Qs"))  # CG-3CP-03


def test_LC_105_fouled_deck_confirmed_voids_the_round_and_every_wager_goes_back() -> None:
    session, log = cg_round()
    log += session.run([deal(1, "Ac Ad 2c"), deal(2, "Kh Kd 2d")])
    with pytest.raises(Refusal, match="call the floor"):
        session.check([deal(3, "Ac 5d 9c")])  # a second A♣: one deck (CG-3CP-01)
    log += session.run(report(session, "fouled_deck", ("LC-105",)))
    assert "round is void" in session.procedure().steps[0].text
    with pytest.raises(Refusal, match="wait for the floor's decision on ruling 1"):
        session.check([deal(3, "4h 5d 9c")])
    log += session.run(decide(session, 1, "Floor F1", None))
    assert isinstance(log[-1], BankedRoundVoided) and "LC-105" in log[-1].rule_ids
    rnd = session.table.round
    assert rnd is not None and rnd.phase == "settling" and rnd.needs() == []
    due = session.settle()
    assert [(e.seat, e.wager, e.status, e.result) for e in due] == [
        (1, "ante", "returned", "no_action"), (2, "ante", "returned", "no_action"),
        (2, "bonus", "returned", "no_action"), (3, "ante", "returned", "no_action")]
    assert all(e.returned == e.amount and not e.paid and not e.collected for e in due)
    assert session.procedure().steps[0].kind == "void"
    while session.table.round is not None and session.table.round.settlement():
        log += session.run(session.settle()[:1])
    assert rnd.stake_left == 300
    assert "replace the deck" in session.procedure().steps[-1].text
    log += session.run(session.end_round())
    table = replays(session, log)
    assert table.rotation is not None and table.rotation.last_bank is not None
    assert not table.rotation.last_bank.lost  # nothing lost on a void round (CG-HAB-19)


def test_LC_105_override_keeps_the_round_and_a_void_after_settling_is_refused() -> None:
    session, log = cg_round()
    log += session.run([deal(1, "Ac Ad 2c")])
    log += session.run(report(session, "fouled_deck", ("LC-105",)))
    log += session.run(decide(session, 1, "Floor F1", "the deck was checked: not fouled"))
    rnd = session.table.round
    assert rnd is not None and rnd.void is None and rnd.needs()[0].seat == 2
    log += session.run([deal(2, "Kh Kd 2d"), deal(3, "4h 5d 9c"), deal(7, "Qs 2s 3d", "Qs")])
    log += session.run([BankedDecision(s, f"P{s}", "fold") for s in (1, 2, 3)])
    log += session.run(session.settle()[:1])
    with pytest.raises(Refusal, match="chips have moved"):
        session.check([BankedRoundVoided(1, "fouled deck", ("LC-105",))])
    log += session.run(report(session, "fouled_deck", ("LC-105",)))  # for the floor alone
    assert 2 not in session.table.planned
    assert "settles the money by hand" in session.procedure().steps[0].text
    assert decide(session, 2, "Floor F1", None)[1:] == []
    replays(session, log)


def test_LC_4_damaged_cards_and_LC_P1_override_plan_no_correction() -> None:
    session, log = cg_round()
    log += session.run([deal(1, "Ac Ad 2c")])
    log += session.run(report(session, "cards_damaged", ("LC-4",), 1))
    log += session.run(report(session, "management_override", ("LC-P1",)))
    assert session.table.planned == {}
    floor = [s for s in session.procedure().steps if s.kind == "floor"]
    assert "done at the table (LC-4)" in floor[0].text and "LC-P5" in floor[0].rule_ids
    assert decide(session, 1, "Floor F1", None)[1:] == []
    assert replaceable_cards(session.table, "cards_damaged", 1) == []


def test_K17_hot_action_blackjack_card_off_the_table_is_left_to_the_floor() -> None:
    session = BankedSession()
    rules = rules_for(load_profile("CG"), "hot_action_blackjack", "posted")
    session.run(session.open(rules, "B1", pdr_enabled=False, action_start="dealer_button"))
    session.run([BankOffered(7, "P7"), BankAnswered(7, "P7", True, 300), started(stake=300)])
    session.run([wager(1, "wager", 10), deal(1, "9h 7c")])
    assert replaceable_cards(session.table, "card_off_table", 1) == []
    with pytest.raises(Refusal, match="K17"):
        report(session, "card_off_table", ("LC-83",), 1, parse_card("7c"))


def test_PGP_IRR_08_florida_holdem_replacement_before_the_first_decision() -> None:
    session = BankedSession()
    rules = rules_for(load_profile("HTP"), "florida_holdem", "posted")
    blind = {"straight": (1, 1), "flush": (3, 2)}
    log = session.run(session.open(rules, "B1", pdr_enabled=False, table_min=5,
                                   pay_tables={"blind": blind}))
    log += session.run([BankOffered(7, "P7"), BankAnswered(7, "P7", True, 300),
                        started(stake=300)])
    log += session.run([wager(1, "ante", 5), wager(1, "blind", 5)])
    log += session.run([deal(1, "Ah Kh"), deal(7, "2c 3c")])
    log += session.run(report(session, "card_off_table", ("LC-83",), 7, parse_card("3c")))
    log += session.run(decide(session, 1, "Floor F1", None))
    rnd = session.table.round
    assert rnd is not None and rnd.needs()[0].seat == 7 and rnd.needs()[0].count == 1
    log += session.run([deal(7, "4d")])
    assert rnd.cards[7] == list(cards("2c 4d")) and rnd.needs()[0].kind == "decide"
    assert [ev.type for ev in log if isinstance(ev, BankedRoundEnded)] == []
    replays(session, log)
