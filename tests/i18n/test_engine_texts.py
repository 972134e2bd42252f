"""The whole flop engine is held to the banked games' rule (issue 20): every sentence in
``dealer_assist/engine`` a screen may show is a ``msg(...)``; a record that stays English (a PHH
file, an event's decoding error, a dict key) is marked ``# i18n:`` where it stands. The check
is ``english_left`` of test_banked_texts, reused, not copied."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_banked_texts import ROOT, english_left

from dealer_assist.cards import parse_cards
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.messages import Message
from dealer_assist.ui import i18n
from dealer_assist.ui.i18n import render, render_error
from tests.flop_rules.flop_helpers import act, board, deal, fixed, legal, seated, show

ENGINE = ROOT / "engine"

# Files still being converted (the list may only shrink: a file here that passes fails below).
NOT_YET: set[str] = set()  # every engine file passes (issue 20); keep it empty


def _engine_files() -> list[Path]:
    return sorted(ENGINE.rglob("*.py"))


def test_no_engine_text_is_an_f_string_or_a_plain_literal() -> None:
    """Steps, needs, refusals, the floor's prompts, rulings' held reasons: msg(...), in every
    engine file but those still listed in NOT_YET."""
    found = [hit for path in _engine_files()
             if str(path.relative_to(ENGINE)) not in NOT_YET for hit in english_left(path)]
    assert found == []


def test_not_yet_names_only_files_that_exist_and_still_need_it() -> None:
    """A file listed in NOT_YET exists and still has English left: once it passes, its line
    goes (the list can only shrink)."""
    for name in sorted(NOT_YET):
        path = ENGINE / name
        assert path.is_file(), name
        assert english_left(path), f"{name} passes now: remove it from NOT_YET"


MINE = ("showdown_calls.py", "input_checks.py", "events.py", "config.py", "phh.py",
        "phh_actions.py", "phh_input.py", "phh_write.py", "words.py")


def test_the_showdown_calls_phh_events_and_words_files_have_no_english_left() -> None:
    """These files pass on their own, never through NOT_YET."""
    assert not NOT_YET & set(MINE)
    assert [hit for name in MINE for hit in english_left(ENGINE / name)] == []


def _checked_down(session: TableSession, streets: tuple[str, ...]) -> None:
    cards = iter(streets)
    while session.hand.phase in ("betting", "board"):
        if session.hand.phase == "board":
            board(session, next(cards))
            continue
        move = legal(session).get("check") or legal(session)["call"]
        act(session, (move.seat, move.action, move.min_to))


def _settling(cards: dict[int, str]) -> TableSession:
    """A fixed-limit hand called down on 2s7dJc-9h-4d, every hand shown: the award waits."""
    session = seated(fixed(3, 6), [100] * len(cards))
    deal(session, cards)
    _checked_down(session, ("2s7dJc", "9h", "4d"))
    for seat, hole in sorted(cards.items()):
        show(session, seat, hole)
    assert session.hand.phase == "settling"
    return session


def _held(session: TableSession) -> str:
    (floor,) = [s for s in session.procedure().steps if s.kind == "floor"]
    return floor.text


def test_LC_7_a_disputed_award_is_held_in_the_dealers_language(qtbot: QtBot) -> None:
    """LC-7: seat 1 disputes the award with a reason: the floor step's held reason is a
    Message (English unchanged) and reads in es and zh_TW with the seat and reason filled."""
    session = _settling({1: "2c3d", 2: "4h5h"})
    session.commit(session.dispute_award(1, "says his deuces play"))
    held = _held(session)
    assert isinstance(held, Message)
    assert held == ("Call the floor: the award is held for review: seat 1 disputes it (says his "
                    "deuces play); push nothing until the floor rules (LC-7)")
    assert i18n.switch("es")
    assert render(held) == ("Llame al floor: la entrega queda retenida para revisión: el "
                            "asiento 1 la disputa (says his deuces play); no entregue nada hasta "
                            "que decida el floor (LC-7)")
    assert i18n.switch("zh_TW")
    said = render(held)
    assert "1 號座位提出異議（says his deuces play）" in said and "LC-7" in said
    assert "held for review" not in said


def test_LC_7_the_dealer_disputes_without_a_reason_and_a_pot_is_named(qtbot: QtBot) -> None:
    """LC-7: the dealer (no seat) holds the award without a reason; the floor's corrected
    award naming a seat twice is refused with the main pot named in the language (LC-27c)."""
    session = _settling({1: "AsKs", 2: "2c3d", 3: "4h5h"})
    session.commit(session.dispute_award())
    held = _held(session)
    assert "the dealer disputes it; push nothing" in held
    with pytest.raises(Refusal) as refused:
        session.resolve_dispute("corrected", "Floor Kim", "misread",
                                winners=[(0, 1, "whole"), (0, 1, "whole")])
    assert str(refused.value) == "main pot: a seat is named twice for one share"
    assert i18n.switch("es")
    assert "el dealer la disputa; no entregue nada" in render(held)
    assert render_error(refused.value).startswith("bote principal: ")
    assert i18n.switch("zh_TW")
    assert "荷官提出異議" in render(held)
    assert render_error(refused.value).startswith("主池")


def test_LC_74_a_forfeited_pot_is_said_with_the_seat_and_reason(qtbot: QtBot) -> None:
    """LC-74: a deliberate miscall forfeits seat 2's pot, held for a corrected award (LC-7)."""
    session = seated(fixed(3, 6), [100, 100])
    deal(session, {1: "2c3d", 2: "4h5h"})
    _checked_down(session, ("2s7dJc", "9h", "4d"))
    session.commit(session.claim_hand(2, "full house"))
    show(session, 2, "4h5h")
    session.commit(session.muck(1))
    session.commit(session.rule_miscall(2, True, "Floor Kim", "called a boat"))
    held = _held(session)
    assert "seat 2 forfeits the pot for a deliberate miscall (LC-74: called a boat)" in held
    assert i18n.switch("es")
    assert ("el asiento 2 pierde el bote por un anuncio falso deliberado (LC-74: called a boat)"
            in render(held))
    assert i18n.switch("zh_TW")
    assert "2 號座位因故意錯喊被沒收底池（LC-74：called a boat）" in render(held)


def test_LC_77_cards_shown_to_a_non_player_are_listed_in_the_language(qtbot: QtBot) -> None:
    """LC-77: the end-of-hand step lists each seat to reveal with its cards, seat by seat."""
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session, {1: "AhKh", 2: "QcQd", 3: "7s8s"})
    while session.hand.phase == "betting":
        move = legal(session).get("check") or legal(session)["call"]
        act(session, (move.seat, move.action, move.min_to))
    board(session, "2c7dJc")
    session.commit(session.expose(2, None, parse_cards("QcQd")))
    act(session, (session.hand.to_act, "bet", 3))
    while session.hand.phase == "betting":
        act(session, (session.hand.to_act, "fold"))
    session.commit(session.settle())
    (end,) = [s for s in session.procedure().steps if s.kind == "end"]
    assert "seat 2 (QcQd) to everyone" in end.text
    assert i18n.switch("es")
    assert "asiento 2 (QcQd)" in render(end.text)
    assert i18n.switch("zh_TW")
    assert "2 號座位 (QcQd)" in render(end.text)


def test_LC_7_the_floors_award_is_labelled_in_the_language(qtbot: QtBot) -> None:
    """LC-7: a corrected award's label (the floor ruled it) reads in the hand's event line in
    es and zh_TW; a label read back from the log as plain English shows as it is."""
    from dealer_assist.engine.events import PotAwarded
    from dealer_assist.engine.showdown_calls import FLOOR_LABEL
    from dealer_assist.ui.event_text import describe

    live = PotAwarded(0, 3, 40, "whole", FLOOR_LABEL)
    logged = PotAwarded(0, 3, 40, "whole", "floor ruling (LC-7)")
    english = "Seat 3 wins $40 of the main pot: floor ruling (LC-7)"
    assert describe(live) == describe(logged) == english
    assert i18n.switch("es")
    assert describe(live).endswith(": decisión del floor (LC-7)")
    assert i18n.switch("zh_TW")
    assert describe(live).endswith("樓面主管裁決（LC-7）")
