"""Floor rulings at a banked table (engine/games/banked/rulings.py): reported, decided by the
floor, locked once the next round begins, and only for the catalogue entries a banked game can
have. Driven through the real BankedSession; the log replays to the same rulings."""

from __future__ import annotations

import pytest
from banked_helpers import started

from dealer_assist.engine.events import Event, RulingDecided
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked import (
    BankAnswered,
    BankedRoundEnded,
    BankedSession,
    BankOffered,
    replay_banked,
)
from dealer_assist.engine.games.banked.rulings import decide, open_rulings, report
from dealer_assist.rules import load_profile, rules_for


def table_in_round(number: int = 1) -> tuple[BankedSession, list[Event]]:
    session = BankedSession()
    rules = rules_for(load_profile("CG"), "three_card_poker", "posted")
    log = session.run(session.open(rules, "B1", pdr_enabled=False, collection_amount=1))
    for n in range(1, number + 1):
        log += session.run([BankOffered(7, "P7"), BankAnswered(7, "P7", True, 300)])
        log += session.run([started(number=n, stake=300)])
        if n < number:
            log += session.run([BankedRoundEnded(n)])
    return session, list(log)


def test_LC_P1_banked_override_needs_a_reason_and_a_floorperson() -> None:
    session, log = table_in_round()
    log += session.run(report(session, "card_off_table", ("LC-83",), seat=2))
    (number, ruling), = open_rulings(session.table)
    assert (ruling.hand, ruling.detail) == (1, "seat 2")
    with pytest.raises(Refusal, match="an override needs a reason"):
        session.check([RulingDecided(number, "overridden", "Floor F1")])
    with pytest.raises(Refusal, match="names the floorperson"):
        decide(session, number, " ", "facts differ")
    log += session.run(decide(session, number, "Floor F1", "facts differ"))
    assert session.table.rulings[number].status == "overridden" and not open_rulings(session.table)
    with pytest.raises(Refusal, match="already overridden by Floor F1"):
        decide(session, number, "Floor F2", None)
    replayed = replay_banked(log)
    assert replayed.rulings[number].reason == "facts differ"


def test_LC_8c_banked_ruling_locked_once_the_next_round_begins() -> None:
    session, _log = table_in_round()
    session.run(report(session, "cards_damaged", ("LC-4",)))
    session.run([BankedRoundEnded(1)])
    assert open_rulings(session.table)  # the round is over, the next one has not begun
    session.run([BankOffered(7, "P7"), BankAnswered(7, "P7", True, 300)])
    session.run([started(number=2, stake=300)])
    assert not open_rulings(session.table)
    with pytest.raises(Refusal, match="LC-8c"):
        decide(session, 1, "Floor F1", None)


def test_banked_table_refuses_a_poker_only_irregularity() -> None:
    session, _log = table_in_round()
    with pytest.raises(Refusal, match="not ruled on at a banked table"):
        report(session, "fold_facing_bet", ("LC-85a",), seat=1)
