"""Replay: a banked table's log as JSON Lines reaches the same state (issue 5 item 8)."""

from __future__ import annotations

import pytest
from banked_helpers import cards, config, deal, started, wager

from dealer_assist.engine.events import Event, event_from_json, event_types
from dealer_assist.engine.games.banked import (
    BankAnswered,
    BankedBoardDealt,
    BankedCollectionPaid,
    BankedDecision,
    BankedDiceShaken,
    BankedHandSet,
    BankedRoundEnded,
    BankedTableOpened,
    BankedWagerSettled,
    BankOffered,
    TpppDeclared,
    replay_banked,
    replay_jsonl,
)
from dealer_assist.engine.games.banked.corrections import (
    BankedCardSetAside,
    BankedCorrectionPlanned,
    BankedRoundVoided,
)
from dealer_assist.engine.games.banked.table import BankedTable

CG = config("CG", "three_card_poker", collection_amount=1)


def cg_log() -> list[Event]:
    events: list[Event] = [
        BankedTableOpened("T1", "CG", "three_card_poker", CG.to_json(), 100),
        BankOffered(7, "P7", 100),
        BankAnswered(7, "P7", True, 50, 100),
        started(banker=7, stake=50, at=100),
    ]
    for s in (1, 2, 3):
        events += [BankedCollectionPaid(s, 1), wager(s, "ante", 10), wager(s, "bonus", 5)]
    events += [deal(1, "Ac Ad 2c"), deal(2, "Kh Kd 2d"), deal(3, "4h 5d 9c"),
               deal(7, "Qs 2s 3d", "Qs")]
    events += [BankedDecision(1, "P1", "play", 10), BankedDecision(2, "P2", "play", 10),
               BankedDecision(3, "P3", "fold")]
    table = BankedTable()
    table.apply_all(events)
    assert table.round is not None
    events += table.round.settlement()
    events.append(BankedRoundEnded(1, 200))
    return events


def test_replay_banked_folds_the_log() -> None:
    events = cg_log()
    table = replay_banked(events)
    assert table.round is not None and table.round.ended
    settled = [e for e in events if isinstance(e, BankedWagerSettled)]
    assert table.round.settled == settled
    assert sum(e.paid for e in settled) <= 50 and settled[-1].stake_left >= 0


def test_replay_jsonl_round_trip_same_state_and_readable_lines() -> None:
    events = cg_log()
    lines = [e.to_json() for e in events]
    table, out = replay_jsonl(lines)
    assert table.round is not None and table.round.settled == replay_banked(events).round.settled  # type: ignore[union-attr]
    assert len(out) == len(events)
    assert any("banker's stake left" in line for line in out)


def test_replay_jsonl_names_the_refused_line() -> None:
    lines = [e.to_json() for e in cg_log()]
    lines.insert(5, wager(1, "play", 3).to_json())
    with pytest.raises(ValueError, match="line 6"):
        replay_jsonl(lines)


@pytest.mark.parametrize("ev", [
    TpppDeclared("Prop", 5),
    BankedDiceShaken((1, 2, 3), 4),
    BankedBoardDealt(cards("Ah Kd 2c")),
    BankedHandSet(1, cards("Ah Kd"), cards("2c 3c 4c 5c Jk")),
    BankedDecision(2, "P2", "call", 10, cards("Ah Kd")),
    BankedCorrectionPlanned(1, "replace", 3, cards("Ad")[0], ("PGP-IRR-09",)),
    BankedCorrectionPlanned(2, "void"),
    BankedRoundVoided(1, "ruling 2: fouled deck", ("LC-105",)),
    BankedCardSetAside(3, cards("Ad")[0], ("PGP-IRR-08",)),
])
def test_banked_events_have_a_stable_json_form(ev: Event) -> None:
    text = ev.to_json()
    assert text.startswith(f'{{"type":"{ev.type}","v":1')
    assert event_from_json(text) == ev


def test_banked_event_types_are_prefixed_and_registered() -> None:
    names = [n for n in event_types() if n.startswith("banked_")]
    assert len(names) == 18  # 15 in events.py, 3 ruling corrections in corrections.py


def test_every_rule_id_the_engine_cites_is_known() -> None:
    import re
    from pathlib import Path

    from dealer_assist.engine.games import banked
    from dealer_assist.rules.ids import exists

    pattern = re.compile(r"\b(?:CG|HTP|AMB|CA)-[A-Z0-9]+(?:-[A-Za-z0-9]+)?\b|\bK\d\d\b")
    root = Path(banked.__file__).parent
    cited = {m for p in root.glob("*.py") for m in pattern.findall(p.read_text())}
    assert len(cited) > 100
    assert sorted(c for c in cited if not exists(c)) == []


def test_round_start_with_mismatched_seats_is_refused() -> None:
    from dealer_assist.engine.fold import Refusal
    from dealer_assist.engine.games.banked import BankedRound, BankedRoundStarted

    with pytest.raises(Refusal, match="every seat once"):
        BankedRound(CG, BankedRoundStarted(1, 7, "P7", 100, (1, 2, 7), ("P1", "P7"), 7))


def test_session_checks_on_a_copy_and_commits_after_the_log() -> None:
    from dealer_assist.engine.fold import Refusal
    from dealer_assist.engine.games.banked import BankedSession
    from dealer_assist.rules import load_profile, rules_for

    session = BankedSession()
    opened = session.open(rules_for(load_profile("CG"), "three_card_poker", "posted"), "T9",
                          at=5, collection_amount=1)
    assert session.table.config is None  # nothing changes before commit
    session.commit(opened)
    events = cg_log()[1:-1]
    body = [e for e in events if not isinstance(e, BankedWagerSettled)]
    session.run(body)
    due = session.settle()
    assert due and all(isinstance(e, BankedWagerSettled) for e in due)
    session.commit(due)
    session.commit(session.end_round(at=9))
    steps = session.procedure(now=10).steps  # between rounds: the bank first, K14 / CA-PDR
    assert steps[0].kind != "collect" and steps[-1].kind == "collect"
    with pytest.raises(Refusal):
        session.check([BankedDecision(1, "P1", "play", 10)])
