"""The flop engine's turns, chips, chip rulings, hand, stud, table and betting texts reach the
dealer in his language (issue 20): every refusal, out-of-turn note, chip reading and phase
description there is a ``msg(...)``; driven through a real TableSession, read in es and zh_TW."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_banked_texts import ROOT, english_left

from dealer_assist.engine.betting import LegalAction
from dealer_assist.engine.chips import read_chips, read_missed_raise
from dealer_assist.engine.events import PlayerSeated
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import DEMO_ROOM, session_for
from dealer_assist.messages import Message, said
from dealer_assist.ui import i18n
from dealer_assist.ui.i18n import render

sys.path.insert(0, str(Path(__file__).parent.parent / "flop_rules"))
from flop_helpers import act, deal, fixed, fold_out, seated

FILES = ("turns", "chips", "chip_rulings", "hand", "stud", "table", "betting")


def test_no_english_sentence_is_left_in_the_flop_engine_files() -> None:
    """Each of the seven files passes the checker: no f-string or plain sentence a screen
    could show without a translation."""
    left = [hit for name in FILES for hit in english_left(ROOT / "engine" / f"{name}.py")]
    assert left == []


def test_LC_50_out_of_turn_note_names_the_held_action_in_the_language(qtbot: QtBot) -> None:
    """LC-50: seat 3 raises to $6 while seat 1 is on turn: the procedure's note is one Message
    with the action a word of its own, said whole in es and zh_TW with the seats filled."""
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session)
    session.commit(session.out_of_turn(3, "raise", 6))
    [note] = [s.text for s in session.procedure().steps if "LC-50" in s.rule_ids]
    assert isinstance(note, Message)
    assert note == ("Seat 3 acted out of turn (raise $6): it does not bind; bring the action "
                    "back to seat 1")
    assert i18n.switch("es")
    assert render(note) == ("El asiento 3 actuó fuera de turno (subir $6): no obliga; devuelva "
                            "la acción al asiento 1")
    assert i18n.switch("zh_TW")
    assert render(note) == "3 號座位未輪到就行動（加注 $6）：不具約束力；把行動帶回 1 號座位"


def test_LC_51_refusal_and_floor_step_are_said_in_the_language(qtbot: QtBot) -> None:
    """LC-51: seat 4 let his turn pass and five later players acted: the floor step and the
    refusal of his raise are Messages, translated with the seat and the count filled."""
    session = seated(fixed(3, 6), [100] * 6)
    deal(session)
    session.commit(session.pass_turn(4))
    act(session, (5, "call"), (6, "call"), (1, "raise", 6), (2, "call"), (3, "call"))
    [floor] = [s.text for s in session.procedure().steps
               if "LC-51" in s.rule_ids and s.kind == "floor"]
    with pytest.raises(Refusal) as refused:
        session.act(4, "raise", 9)
    refusal = said(refused.value)
    assert refusal == ("seat 4 let his turn pass while 5 later players acted: call or fold only "
                       "until the floor rules (LC-51)")
    [barred] = [s.text for s in session.procedure().steps if s.kind == "note" and s.seat == 4
                and "LC-51" in s.rule_ids and s.text == refusal]
    assert isinstance(barred, Message)  # the step keeps the Message (no English-only recasing)
    assert i18n.switch("es")
    assert render(refusal).startswith("el asiento 4 dejó pasar su turno mientras actuaban 5 ")
    assert render(floor).startswith("Llame al floor: el asiento 4 dejó pasar su turno")
    assert render(barred) == render(refusal)
    assert i18n.switch("zh_TW")
    assert render(refusal) == ("4 號座位錯過了自己的行動，其後已有 5 位玩家行動：在樓面主管裁決前"
                               "只能跟注或棄牌 (LC-51)")


def test_a_phase_named_in_a_refusal_is_said_with_its_street(qtbot: QtBot) -> None:
    """A check while the flop is being dealt is refused naming the phase, a Message nested in
    the refusal with the street a word of its own; in es and zh_TW the whole line is said."""
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    with pytest.raises(Refusal) as refused:
        session.act(1, "check")
    refusal = said(refused.value)
    assert refusal == "seat 1 cannot act now (the flop is being dealt)"
    assert i18n.switch("es")
    assert render(refusal) == ("el asiento 1 no puede actuar ahora (se está repartiendo el "
                               "flop)")
    assert i18n.switch("zh_TW")
    assert render(refusal) == "1 號座位現在不能行動（正在發翻牌）"


def test_chip_readings_are_said_in_the_language(qtbot: QtBot) -> None:
    """LC-57 short call and LC-58a take-back: the dealer's chip notes, the second nesting the
    first, with the amounts filled in es and zh_TW."""
    short = read_chips(6, 0, 4, 1, 12, False).note  # LC-57: $4 put in facing $6
    assert short == "short by $2: ask for the rest"
    take_back = read_missed_raise(6, 4, acted_after=False).note  # LC-58a: nobody acted after
    assert take_back == "short by $2: ask for the rest, or he may take his $4 back and act again"
    assert i18n.switch("es")
    assert render(short) == "faltan $2: pida el resto"
    assert render(take_back) == ("faltan $2: pida el resto, o puede recoger sus $4 y volver a "
                                 "actuar")
    assert i18n.switch("zh_TW")
    assert render(take_back) == "差 $2：請他補齊，或他可收回 $4 重新行動"


def test_the_bring_in_button_is_translated_and_an_unknown_action_has_no_label(
        qtbot: QtBot) -> None:
    """CG-STD-04: the bring-in key says its amount in the language; an action no game offers
    has no label (a programming error, not an English fallback on a key)."""
    label = LegalAction(3, "bring_in", 1, 1).label
    assert label == "Bring-in to $1"
    assert i18n.switch("zh_TW")
    assert render(label) == "強制開注 $1"
    with pytest.raises(ValueError, match="no button label"):
        _ = LegalAction(3, "straddle", 2, 2).label


def test_K03_an_entry_the_house_does_not_offer_is_named_in_the_language(qtbot: QtBot) -> None:
    """K03 / K18: LC high offers no free entry; the refusal names the way asked for and the
    ways offered as words of their own, English unchanged ("deal now"), said in es."""
    config = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40").table.config
    session = seated(config, [500, 500, 500])
    deal(session)
    fold_out(session)
    with pytest.raises(Refusal) as refused:
        session.check([PlayerSeated(5, "New", 500, "deal_now")])
    refusal = said(refused.value)
    assert refusal.startswith("this house does not offer deal now to a new or returning player")
    assert "post big blind" in refusal
    assert i18n.switch("es")
    spoken = render(refusal)
    assert spoken.startswith("esta casa no ofrece repartir ya a un jugador nuevo")
    assert "poner ciega grande" in spoken and "post big blind" not in spoken
