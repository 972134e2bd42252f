"""Issue 20 on the dealer's screen and the table's flow: the Table calls' questions and options,
the hand replay's lines, a ruling's context, Set up's room-gap questions, the banked round's
lines and the floor station's notices switch language at once (es and zh_TW here), then back;
the hand log keeps English."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot
from test_floor_recall import play_hand_to_the_end
from ui_helpers import labels, tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.events import (
    Acted,
    HandVoided,
    PlayerSeated,
    Posted,
    RulingDecided,
    RulingProposed,
    event_types,
)
from dealer_assist.engine.seating import Ruling
from dealer_assist.messages import Message
from dealer_assist.room.decisions import RoomDecision
from dealer_assist.ui import i18n
from dealer_assist.ui.banked_presenter import PHASE_WORDS, RESULT_TEXT, STATUS_TEXT, WAGER_WORDS
from dealer_assist.ui.event_text import ACTIONS, EVENT_NAMES, SENTENCES, describe
from dealer_assist.ui.room_decisions import notice
from dealer_assist.ui.room_gaps import AMOUNT_WORDS, QUESTIONS, RULE_WORDS, Gaps, question
from dealer_assist.ui.ruling_context import ruling_context
from dealer_assist.ui.table_calls import (
    ACTION_WORDS,
    CALLS,
    CLAIM_WORDS,
    ENTRY_WORDS,
    get_call,
    options,
)


@pytest.fixture(autouse=True)
def _catalogues() -> Iterator[None]:
    i18n.build_catalogues()
    yield
    i18n.switch("en")


def _sources(language: str) -> set[str]:
    """The screens' texts (context "") the language's .ts file translates (none unfinished:
    tests/i18n holds every file to that)."""
    root = ET.parse(i18n.ts_path(language)).getroot()
    return {m.findtext("source") or "" for c in root.iter("context") if not c.findtext("name")
            for m in c.iter("message")}


def test_every_table_call_word_is_in_every_catalogue() -> None:
    """What lupdate must have found: each call's label, each question and each fixed option;
    the claims, entries and actions the calls offer; the replay's event names; the banked
    ledger's words; the room-gap questions. A text missing here would show in English."""
    words = {c.label for c in CALLS} | {a.prompt for c in CALLS for a in c.args} | {
        label for c in CALLS for a in c.args for label, _ in a.options}
    for table in (CLAIM_WORDS, ENTRY_WORDS, ACTION_WORDS, ACTIONS, EVENT_NAMES, STATUS_TEXT,
                  RESULT_TEXT, WAGER_WORDS, PHASE_WORDS, AMOUNT_WORDS, QUESTIONS, RULE_WORDS):
        words |= set(table.values())
    for language in i18n.TRANSLATED:
        assert words - _sources(language) == set(), language


def test_every_event_of_a_flop_or_stud_hand_has_a_line_or_a_name() -> None:
    """The replay says every logged event of a hand in words of the catalogue; a new event type
    without a name here fails (a banked round has its own recall)."""
    said = {kind.type for kind, _ in SENTENCES}
    missing = [t for t in event_types() if t not in said and t not in EVENT_NAMES
               and not t.startswith("banked_")]
    assert missing == []


def test_calls_panel_options_switch_language(qtbot: QtBot, quiet: DealerApp) -> None:
    """The Calls panel's seat buttons and a choice's options, asked in es, then zh_TW, then
    English again: built in the language of the moment."""
    panel = quiet.window.dealer.calls
    panel.open()
    assert i18n.switch("es")
    panel.begin(get_call("swap_seats"))
    assert "Asiento 2 · Ben" in labels(panel) and "Seat 2 · Ben" not in labels(panel)
    panel.cancel()
    table = quiet.session.table
    claims = [label for label, _ in options(table, get_call("claim_hand").args[1])]
    assert "Escalera de color" in claims and "Straight flush" not in claims
    assert i18n.switch("zh_TW")
    panel.begin(get_call("swap_seats"))
    assert "2 號座位 · Ben" in labels(panel)
    panel.cancel()
    assert i18n.switch("en")
    panel.begin(get_call("swap_seats"))
    assert "Seat 2 · Ben" in labels(panel)


def test_hand_replay_lines_switch_language(qtbot: QtBot, quiet: DealerApp) -> None:
    """The recall's step line is the logged event said again in the language of the moment
    (the log itself keeps English)."""
    play_hand_to_the_end(qtbot, quiet)
    tap(qtbot, quiet.window, "Floor")
    tap(qtbot, quiet.window.dealer.floor, "Last 10 hands")
    recall = quiet.window.dealer.floor.recall
    tap(qtbot, recall, "Hand 1...")
    assert i18n.switch("es")
    recall.controls["Next ▶"].click()
    assert "Empieza la mano 1: botón en el asiento 1" in recall.step_text.text()
    assert i18n.switch("zh_TW")
    recall.controls["Next ▶"].click()
    assert "號座位下小盲注" in recall.step_text.text()
    assert i18n.switch("en")
    recall.controls["Next ▶"].click()
    assert "Seat 3 posts the big blind" in recall.step_text.text()
    logged = [stored.event for stored in quiet.store.hand_events("T1", 1)]
    assert isinstance(logged[1], Posted) and logged[1].kind == "small_blind"


def test_a_logged_ruling_is_named_from_its_irregularity_id_in_the_language(qtbot: QtBot) -> None:
    """The record carries the irregularity's ID: the replay names the ruling by the
    catalogue's title in the screen's language; the detail (English prose, no ID) and the
    floor's typed reason stay as logged; a void's reason naming a catalogue title is said
    again, another as logged."""
    proposed = RulingProposed(3, "premature_turn", ("LC-111",), "Td shown early")
    assert describe(proposed) == ("Ruling 3 proposed: Turn shown before flop betting ended "
                                  "(Td shown early)")
    assert i18n.switch("es")
    spanish = describe(proposed)
    assert spanish.startswith("Decisión 3 propuesta: ") and spanish.endswith("(Td shown early)")
    assert "Turn shown before" not in spanish
    assert describe(RulingDecided(3, "overridden", "Fran", "angle")) == \
        "Decisión 3 anulada por Fran: angle"
    void = describe(HandVoided("ruling 3: Turn shown before flop betting ended"))
    assert void.startswith("Mano anulada: decisión 3: ") and "Turn shown" not in void
    assert describe(HandVoided("deck found short")) == "Mano anulada: deck found short"
    assert describe(Acted(2, "raise", 8)) == "Asiento 2: sube a $8"
    assert describe(PlayerSeated(4, "Dee", 100, "deal_now")) == "Jugador sentado (asiento 4)"


def test_a_ruling_context_built_in_english_reads_in_the_language_of_the_moment(
        qtbot: QtBot) -> None:
    """The floor station keeps a ruling's context once built; read after a switch, every line
    is in the new language (the reporter, the proposal, the rules), the IDs unchanged."""
    context = ruling_context(None, "T1", 1, Ruling(2, "show_burn_request", ("LC-71",)), None)
    english = context.lines()
    assert english[0].startswith("Ruling 1: ")
    assert context.reported == "Reported (reporter not in this log) at table T1, round 2"
    assert i18n.switch("es")
    spanish = context.lines()
    assert spanish[0].startswith("Decisión 1: ") and spanish[1].startswith("Propuesta: ")
    assert spanish[2].startswith("Regla LC-71: ") and spanish[2] != english[2]
    assert context.reported.startswith("Reportada (quien reportó no consta")
    assert i18n.switch("zh_TW")
    assert context.lines()[0].startswith("裁決 1：")


def test_room_gap_questions_switch_language(qtbot: QtBot) -> None:
    """Set up's keypad question and a rule the room file must decide, said in the language of
    the moment; the setting keys stay the room file's."""
    gaps = Gaps(rule_key="collection.button_collection_live")
    assert question("blinds.small_blind", "6-12") == "Small blind for 6-12: $__"
    assert i18n.switch("es")
    assert question("blinds.small_blind", "6-12", "3") == "Ciega pequeña para 6-12: $3"
    assert gaps.rule == "si la colecta del botón es viva"
    assert i18n.switch("zh_TW")
    assert question("blinds.big_blind", "6-12") == "6-12 的大盲注：$__"
    assert not gaps.ready


def test_a_floor_station_refusal_goes_back_in_english_and_shows_in_the_language(
        qtbot: QtBot) -> None:
    """The reason sent back to the station is the English record; the dealer reads it in his
    language."""
    from dealer_assist.messages import msg

    why = msg("room_decision.wrong_table",
              "the decision is for table {table}; this is table {here}", table="T2", here="T1")
    assert why == "the decision is for table T2; this is table T1"
    decision = RoomDecision(1, "T2", 3, None, "confirmed", "F-1", "Fran", "")
    assert i18n.switch("es")
    shown = notice(decision, "refused", why)
    assert shown == ("La decisión de la estación del floor sobre la decisión 3 se rechazó aquí: "
                     "la decisión es para la mesa T2; esta es la mesa T1.")
    assert isinstance(why, Message) and str(why) == why.format()


def test_the_banked_collection_line_is_said_in_the_language(qtbot: QtBot) -> None:
    """The banked dealer screen's collection step (K04; HTP-3CP-16) is an engine Message: its
    English stays the record, the screen says it in the language, rule IDs unchanged."""
    from dealer_assist.engine.games.banked.collection import describe as collection
    from dealer_assist.engine.games.banked.config import BankedConfig
    from dealer_assist.ui.i18n import render

    undecided = BankedConfig(house="HTP", game="three_card_poker",
                             rake_modes=("all_players", "banker_only"))
    cg = BankedConfig(house="CG", game="three_card_poker", collection_required=True,
                      collection_amount=1)
    assert collection(undecided) == ("Rake mode not chosen; options: all_players: every player "
                                     "alike, the banker included; banker_only: the banker only")
    assert i18n.switch("es")
    assert render(collection(undecided)) == (
        "Forma de comisión sin elegir; opciones: all_players: todos los jugadores por igual, la "
        "banca incluida; banker_only: solo la banca")
    assert render(collection(cg)) == "Colecta de cada jugador antes del reparto: $1 (CG-3CP-02)"
    assert i18n.switch("zh_TW")
    assert render(collection(cg)).endswith("$1（CG-3CP-02）")


def test_a_hand_named_at_the_showdown_is_said_in_the_language(qtbot: QtBot) -> None:
    """The push step names the winning hand (LC-78): the evaluator's name is a Message with the
    ranks as parameters, so the dealer reads it whole in his language; English unchanged."""
    from dealer_assist.cards import parse_cards
    from dealer_assist.evaluation import high
    from dealer_assist.evaluation.strength import label
    from dealer_assist.ui.i18n import render

    boat = label(high.evaluate(parse_cards("Kh Kd Ks 5c 5d")))
    assert boat == "Full House, Kings over Fives"
    assert i18n.switch("es")
    assert render(boat) == "Full de Reyes con Cincos"
    assert render(label(high.evaluate(parse_cards("Ah Kh Qh Jh Th")))) == "Escalera real"
    assert i18n.switch("zh_TW")
    assert render(boat) == "葫蘆，K 帶 5"


def test_the_device_lights_say_their_state_in_the_language(qtbot: QtBot) -> None:
    """The dealer screen's top bar: each device's state in words switches with the language at
    once (LanguageChange), the device's kind in words with its number ("shoe-1" is the
    device layer's key)."""
    from dealer_assist.ui.widgets.device_status import DeviceStatusView

    view = DeviceStatusView()
    qtbot.addWidget(view)
    view.update_device("shoe-1", "disconnected", "cable out")
    assert view.texts["shoe-1"].text() == "shoe 1: disconnected"
    assert i18n.switch("es")
    assert view.texts["shoe-1"].text() == "zapato 1: desconectado"
    assert i18n.switch("zh_TW")
    assert view.texts["shoe-1"].text() == "牌靴 1：已斷線"
    assert i18n.switch("en")
    assert view.texts["shoe-1"].text() == "shoe 1: disconnected"
