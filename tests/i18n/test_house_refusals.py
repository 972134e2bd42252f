"""A refusal rewritten for the table's house (issue 18) keeps its message ID (issue 20): the
screen translates the engine's sentence and then keeps only the house's own rows, or says in
the same language that the house is silent. Driven through the real engine and the table's
controller (the path a dealer's touch takes)."""

from __future__ import annotations

import copy
import pickle

import pytest
from pytestqt.qtbot import QtBot

from dealer_assist.cards import parse_card
from dealer_assist.engine.citations import RULE_ID, HouseCited, belongs, for_house
from dealer_assist.engine.events import Acted, Event, PlayerSeated
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.messages import Message, msg
from dealer_assist.ui import i18n
from dealer_assist.ui.controller import TableController
from dealer_assist.ui.i18n import render, render_error


@pytest.fixture(autouse=True)
def _app(qapp: object) -> None:
    """A QApplication: a language switch installs its catalogue there."""


ROOMS = {"LC_LOW": ("lc_low_demo", "3-6"), "CG": ("cg_demo", "4-8"), "HTP": ("htp_demo", "4-8")}


def _stud(house: str) -> TableSession:
    room, limit = ROOMS[house]
    session = session_for(DEMO_ROOM / f"{room}.toml", "stud", limit)
    session.run([PlayerSeated(s, f"P{s}", 100, "deal_now") for s in range(1, 4)])
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    cards = iter([*(["3s"] if house == "LC_LOW" else []),  # LC-GL-10: LC burns first
                  "Ah", "Kh", "Qh", "Ad", "Kd", "Qd", "2c", "9s", "Ts"])
    while session.hand.phase != "betting":
        session.commit(session.card_read(parse_card(next(cards))))
    return session


def _holdem(house: str) -> TableSession:
    room, _ = ROOMS[house]
    session = session_for(DEMO_ROOM / f"{room}.toml", "holdem", "3-6")
    session.run([PlayerSeated(s, f"P{s}", 100, "deal_now") for s in range(1, 5)])
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    session.commit(session.deal_hole_cards())
    return session


def _refused(session: TableSession, event: Event) -> Refusal:
    with pytest.raises(Refusal) as refused:
        session.check([event])
    return refused.value


def test_CG_STD_04_bring_in_refusal_at_a_cg_table_in_spanish_names_only_cg_rows() -> None:
    """The low card may not fold the bring-in: at a CG table in Spanish the dealer reads Spanish
    and the one row CG has for it (CG-STD-04), none of LC's or HTP's."""
    session = _stud("CG")
    refusal = _refused(session, Acted(session.hand.to_act, "fold"))
    assert isinstance(refusal.args[0], HouseCited)  # the message ID kept through for_house
    english = render_error(refusal)
    assert RULE_ID.findall(english) == ["CG-STD-04"]
    assert i18n.switch("es")
    spanish = render_error(refusal)
    assert spanish != english and "carta baja" in spanish
    assert RULE_ID.findall(spanish) == ["CG-STD-04"]


@pytest.mark.parametrize("language", ["es", "zh_TW", "vi"])
def test_LC_50_out_of_turn_at_a_cg_table_says_cg_is_silent_in_the_dealers_language(
        language: str) -> None:
    """LC-50 (hold an action out of turn) has no CG row: at a CG table the refusal drops LC-50
    and says, in the screen's language, that CG's rulebook says nothing; at an LC table it keeps
    LC-50 in every language."""
    session = _holdem("CG")
    hand = session.hand
    early = next(s for s in hand.in_hand if s != hand.to_act)
    refusal = _refused(session, Acted(early, "fold"))
    assert i18n.switch(language)
    text = render_error(refusal)
    assert "LC-" not in text and "CG" in text
    assert "rulebook" not in text and "out of turn" not in text  # all of it translated
    assert "LC-50" in render(refusal.args[0].original)  # the engine's sentence names LC-50
    lc = _holdem("LC_LOW")
    lc_early = next(s for s in lc.hand.in_hand if s != lc.hand.to_act)
    assert "LC-50" in render_error(_refused(lc, Acted(lc_early, "fold")))


def test_a_chinese_translation_keeps_its_full_width_brackets() -> None:
    session = _holdem("HTP")
    early = next(s for s in session.hand.in_hand if s != session.hand.to_act)
    refusal = _refused(session, Acted(early, "fold"))
    i18n.switch("zh_TW")
    text = render_error(refusal)
    assert "（" in text and text.endswith("）") and "HTP" in text and "LC-50" not in text


def test_house_cited_keeps_its_words_copied_pickled_and_said_twice() -> None:
    """A copy or a pickle (the background jobs) is the same text; rewriting it again changes
    nothing; its parameters carry the original, the house and the rows it keeps."""
    session = _stud("HTP")
    cited = _refused(session, Acted(session.hand.to_act, "fold")).args[0]
    assert isinstance(cited, HouseCited)
    for again in (copy.copy(cited), pickle.loads(pickle.dumps(cited))):
        assert isinstance(again, HouseCited) and again == cited
        assert again.params["rows"] == cited.params["rows"] == ("HTP-STD-01",)
    assert for_house("HTP", cited) == cited
    assert isinstance(cited.original, Message) and cited.house == "HTP"
    assert all(belongs("HTP", r) for r in RULE_ID.findall(cited))


def test_the_controller_shows_a_cg_refusal_in_spanish(qtbot: QtBot) -> None:
    """The path of a dealer's touch: the table's controller emits the refusal for the screen
    in the table's language, with CG's row and no other house's."""
    session = _stud("CG")
    controller = TableController(session)
    shown: list[str] = []
    controller.refused.connect(shown.append)
    i18n.switch("es")
    seat = session.hand.to_act
    assert controller.submit(lambda: session.check([Acted(seat, "fold")]) or []) is False
    [text] = shown
    assert "carta baja" in text and RULE_ID.findall(text) == ["CG-STD-04"]


def test_a_commands_own_refusal_at_a_cg_table_in_spanish_says_cg_is_silent_in_spanish(
        qtbot: QtBot) -> None:
    """LC-116 (an irregularity procedure's own refusal, one the table's verify never sees):
    at a CG table in Spanish the LC row goes and CG's silence is said in Spanish, not English
    glued to a Spanish sentence."""
    controller = TableController(session_for(DEMO_ROOM / "cg_demo.toml", "stud", "4-8"))
    shown: list[str] = []
    controller.refused.connect(shown.append)

    def command() -> list[Event]:
        raise Refusal(msg("irregularities.stud_fixes.refusal.lc_116_put_right_3rd",
                          "LC-116 is put right on 3rd street before anyone acts"))

    i18n.switch("es")
    assert controller.submit(command) is False
    [text] = shown
    assert "LC-" not in text and "3ª calle" in text
    assert "rulebook" not in text and "el reglamento de CG no dice nada de esto" in text
