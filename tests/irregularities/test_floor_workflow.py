"""Floor workflow: only the floor decides or declares a misdeal, overrides need a reason, no
decision after the next hand begins (LC-103.s1, LC-104, LC-8b, LC-8c, LC-P1, LC-P5)."""

from __future__ import annotations

import pytest
from irr_helpers import (
    act,
    confirmed,
    feed,
    finish,
    one,
    proposed,
    ruled,
    table,
    voided,
)

from dealer_assist.engine.events import RulingDecided
from dealer_assist.engine.fold import Refusal
from dealer_assist.irregularities import (
    call_misdeal,
    confirm,
    override,
    procedure_with_rulings,
    report,
    request_misdeal,
)

HOLE = "2c3c4c5c6c7c8c9c"


def test_lc_103_s1_only_a_floorperson_declares_a_misdeal() -> None:
    s, d = table()
    feed(d, "2c3c")
    with pytest.raises(Refusal, match="only a floorperson may declare a misdeal"):
        call_misdeal(s, "a", "Dan", by_role="dealer")
    events = request_misdeal(s, "a")  # the dealer may ask; the cards stay where they are
    assert not voided(events)
    ruling = ruled(s, events)
    assert ruling.irregularity == "misdeal_a"
    with pytest.raises(Refusal, match="only a floorperson"):
        confirm(s, ruling.ruling, "Dan", by_role="dealer")
    confirmed(s, ruling)
    assert s.hand.phase == "voided"
    assert finish(s) == {1: 100, 2: 100, 3: 100, 4: 100}


def test_lc_103_s1_floor_declares_a_misdeal_and_every_bet_goes_back() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "raise", 6))
    events = call_misdeal(s, "a", "Floor Fran")  # the deck was not shuffled and cut
    assert voided(events) and proposed(events)[0].irregularity == "misdeal_a"
    s.commit(events)
    assert finish(s) == {1: 100, 2: 100, 3: 100, 4: 100}


def test_lc_104_no_misdeal_after_substantial_action() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "call"), (1, "call"))  # two players acted one after the other (LC-GL-68)
    with pytest.raises(Refusal, match="substantial action"):
        call_misdeal(s, "c", "Floor Fran")
    with pytest.raises(Refusal, match="LC-104"):
        request_misdeal(s, "c")


def test_lc_8b_a_ruling_is_decided_once() -> None:
    s, d = table()
    feed(d, HOLE)
    [ruling] = proposed(one(d, "Ah"))
    confirmed(s, ruling)
    with pytest.raises(Refusal, match="already confirmed by Floor Fran"):
        override(s, ruling.ruling, "Floor Gil", "changed my mind")


def test_lc_p1_override_keeps_the_proposal_and_the_reason_and_drops_the_correction() -> None:
    s, d = table()
    feed(d, HOLE)
    [ruling] = proposed(one(d, "2c"))  # fouled deck proposed
    with pytest.raises(Refusal, match="reason"):
        override(s, ruling.ruling, "Floor Fran", " ")
    s.commit(override(s, ruling.ruling, "Floor Fran", "deck checked: misread by the shoe"))
    kept = s.table.rulings[ruling.ruling]
    assert (kept.status, kept.reason, kept.irregularity) == (
        "overridden", "deck checked: misread by the shoe", "fouled_deck")
    assert s.hand.phase == "betting"  # no void; the hand goes on
    act(s, (4, "call"))


def test_lc_p5_open_ruling_is_the_first_step_until_decided() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "call"))
    [ruling] = proposed(feed(d, "Ad Kd"))
    first = procedure_with_rulings(s.table).steps[0]
    assert first.kind == "floor" and "LC-P5" in first.rule_ids and "LC-110" in first.rule_ids
    confirmed(s, ruling)
    assert procedure_with_rulings(s.table).steps[0].kind != "floor"


def test_lc_8c_no_floor_decision_once_the_next_hand_has_begun() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "raise", 6))
    [ruling] = proposed(feed(d, "Ad Kd"))  # premature flop, left open
    act(s, (1, "fold"), (2, "fold"), (3, "fold"))
    finish(s)
    s.commit(s.start_hand())
    with pytest.raises(Refusal, match="LC-8c"):
        confirm(s, ruling.ruling, "Floor Fran")
    with pytest.raises(Refusal, match="LC-8c"):
        report(s, "fold_facing_bet", seat=2, hand=1)
    assert not any(isinstance(e, RulingDecided) for e in s.table.history)


@pytest.mark.parametrize("case", ["a", "d", "h"], ids=["LC-104a", "LC-104d", "LC-104h"])
def test_misdeal_case_declared_by_the_floor_returns_every_bet(case: str) -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "raise", 6))  # one action is not substantial action
    events = call_misdeal(s, case, "Floor Fran")
    assert proposed(events)[0].rule_ids[0] == f"LC-104{case}"
    s.commit(events)
    assert finish(s) == {1: 100, 2: 100, 3: 100, 4: 100}
