"""The misdeal cases the floor may declare (irregularities/misdeals.py): a case of this game that
still holds, never after substantial action or on a void hand; the dealer's step after the void
(LC-103.s1, LC-104, LC-104a-i, LC-GL-68). Flop and stud hands on the real engine."""

from __future__ import annotations

import pytest
from irr_helpers import act, feed, proposed, table, voided
from stud_irr import STACK, hand, passive, read, stud_table
from stud_irr import finish as stud_finish

from dealer_assist.engine.events import HandVoided, RulingDecided
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.table import Table
from dealer_assist.irregularities import call_misdeal, procedure_with_rulings, report
from dealer_assist.irregularities.misdeals import all_cases, cases, check_case, letter

HOLE = "2c3c4c5c6c7c8c9c"
STUD_DEAL = "2c3c4c5c6c7c8c9cTcJcQcKc"  # 3rd street for four seats


def accepted(at: Table) -> set[str]:
    """The cases the engine accepts now, found by asking it about every case."""
    out = set()
    for entry in all_cases():
        try:
            check_case(at, letter(entry))
        except Refusal:
            continue
        out.add(letter(entry))
    return out


def test_LC_104_cases_offered_are_the_cases_the_engine_accepts_hold_em() -> None:
    s, d = table()
    feed(d, HOLE)
    assert {letter(e) for e in cases(s.table)} == accepted(s.table) == set("abcdefgh")
    act(s, (4, "call"))  # one action: still no substantial action
    assert {letter(e) for e in cases(s.table)} == accepted(s.table) == set("abcdfgh")


def test_LC_104i_is_a_stud_case_and_LC_104f_to_h_are_hold_em_and_omaha_cases() -> None:
    s, d = table()
    feed(d, HOLE)
    with pytest.raises(Refusal, match=r"LC-104i is a misdeal case of stud only"):
        call_misdeal(s, "i", "Floor Fran")
    t, e = stud_table()
    read(e, STUD_DEAL)
    assert {letter(c) for c in cases(t.table)} == accepted(t.table) == set("abcdei")
    for case in "fgh":
        with pytest.raises(Refusal, match=rf"LC-104{case} is a misdeal case of Hold'em and "
                           "Omaha only"):
            call_misdeal(t, case, "Floor Fran")
    with pytest.raises(Refusal, match="LC-104h"):
        report(t, "misdeal_h")  # the dealer's request is checked the same way
    with pytest.raises(Refusal, match="no misdeal case 'z'"):
        call_misdeal(s, "z", "Floor Fran")


def test_LC_104e_button_misplaced_is_a_misdeal_only_before_anyone_acts() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "raise", 6))
    with pytest.raises(Refusal, match=r"only before anyone acts, and seat 4 has acted \(LC-104e\)"):
        call_misdeal(s, "e", "Floor Fran")
    t, e = table()
    feed(e, HOLE)
    events = call_misdeal(t, "e", "Floor Fran")
    assert voided(events) and proposed(events)[0].rule_ids[0] == "LC-104e"


def test_LC_104_stud_floor_declares_a_misdeal_and_every_ante_and_bring_in_goes_back() -> None:
    s, d = stud_table()
    read(d, STUD_DEAL)
    passive(s)  # the bring-in: one action, not yet substantial action
    assert hand(s).pot_total == 5
    events = call_misdeal(s, "b", "Floor Fran")  # the first card went to the wrong seat
    assert [type(ev) for ev in events][-1] is HandVoided
    s.commit(events)
    assert stud_finish(s) == {seat: STACK for seat in (1, 2, 3, 4)}


def test_LC_GL_68_stud_misdeal_refused_after_two_actions_in_a_row() -> None:
    s, d = stud_table()
    read(d, STUD_DEAL)
    passive(s)
    passive(s)
    with pytest.raises(Refusal, match=r"substantial action.*\(LC-104, LC-GL-68\)"):
        call_misdeal(s, "a", "Floor Fran")
    assert cases(s.table)  # the cases still show: the refusal says why not


def test_LC_104_no_misdeal_without_a_hand_or_on_a_void_hand() -> None:
    s, d = table()
    feed(d, HOLE)
    s.commit(call_misdeal(s, "a", "Floor Fran"))
    with pytest.raises(Refusal, match="hand 1 is already void"):
        call_misdeal(s, "d", "Floor Fran")
    assert cases(s.table) == []
    s.commit(s.end_hand())
    with pytest.raises(Refusal, match="no hand is in progress"):
        call_misdeal(s, "a", "Floor Fran")
    assert cases(s.table) == []


def test_LC_103_s1_after_the_misdeal_the_dealer_gathers_the_cards_for_a_new_deal() -> None:
    s, d = table()
    feed(d, HOLE)
    events = call_misdeal(s, "d", "Floor Fran")
    s.commit(events)
    [decided] = [ev for ev in events if isinstance(ev, RulingDecided)]
    assert decided.by == "Floor Fran"
    first = procedure_with_rulings(s.table).steps[0]
    assert first.kind == "end" and first.rule_ids[0] == "LC-104d"
    assert first.text.startswith("Misdeal: two extra cards off the deck, not fixable, declared "
                                 "by Floor Fran: every bet is back")
    assert first.text.endswith("shuffle and cut for a new deal of the same hand: the button stays "
                               "on seat 1")
    s.commit(s.end_hand())
    assert s.procedure().steps[0].text.startswith("Start hand 2")
