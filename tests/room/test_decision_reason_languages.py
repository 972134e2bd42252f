"""A table's refusal of a floor decision read at the station in the floorperson's language
(issue 20), against a real room: the table sends its reason as a Message's JSON beside the
English record (room migration 12), the station says it again in Spanish or Chinese; an older
table (English alone), a malformed or foreign reason: the English, as before. The room takes
only a JSON object there."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest
from decision_tables import decided_in_log, wait_outcome
from floor_rooms import (
    FLOOR_BADGE,
    FLOOR_NAME,
    FLOOR_PIN,
    finish_hand,
    floor_login,
    table_with_ruling,
)
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.app import DealerApp
from dealer_assist.messages import MAX_JSON, Message, msg, to_json
from dealer_assist.room import client
from dealer_assist.room.cluster import Cluster
from dealer_assist.room.decision_said_schema import SAID_REFUSED
from dealer_assist.room.decisions import decide, outcomes, report
from dealer_assist.room.enrol import enrol
from dealer_assist.room.floor_feed import RoomFeed
from dealer_assist.room.schema import MIGRATIONS, migrate
from dealer_assist.storage import EventStore
from dealer_assist.ui import i18n
from dealer_assist.ui.catalogued import catalogued
from dealer_assist.ui.floor_station.room_pages import RoomPages, room_pages
from dealer_assist.ui.floor_station.station import open_station

LC8C_ID = "table.refusal.hand_over_next_hand_has"
LC8C_ENGLISH = "the next hand has begun: the ruling can no longer be changed (LC-8c)"


@pytest.fixture(autouse=True)
def _catalogues() -> Iterator[None]:
    i18n.build_catalogues()
    yield
    i18n.switch("en")


def decided(room: str, number: int, table: str = "T1") -> int:
    with psycopg.connect(floor_login(room), autocommit=True) as conn:
        return decide(conn, table, number, "confirmed", FLOOR_BADGE, FLOOR_NAME)


def station_line(room: str, decision: int) -> str:
    """What the station's Rulings page says of the decision, in the current language."""
    with psycopg.connect(floor_login(room), autocommit=True) as conn:
        feed = RoomFeed(conn, catalogued)
        feed.poll()
        return i18n.render(feed.decided[decision].line())


def stored(room: str, decision: int) -> tuple[str, object]:
    with psycopg.connect(room) as conn:
        row = conn.execute("SELECT why, why_said FROM room.decision_outcomes"
                           " WHERE decision_id = %s", (decision,)).fetchone()
    assert row is not None
    return str(row[0]), row[1]


@pytest.mark.parametrize("language", ["es", "zh_TW", "zh_CN"])
def test_lc8c_refusal_is_read_at_the_station_in_the_floorpersons_language(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str,
        table_app: Callable[[Table], DealerApp], language: str) -> None:
    """LC-8c: the table began its next hand before the station's decision reached it; it
    refuses, and the station names that reason in Spanish or Chinese (the rule ID kept),
    while the room's record stays English."""
    table, number = table_with_ruling(enrolled)
    finish_hand(table)
    decision = decided(room, number)
    table_app(table)
    outcome, why = wait_outcome(qtbot, floor_login(room), decision, catalogued)
    assert outcome == "refused" and isinstance(why, Message) and why.msg_id == LC8C_ID
    assert decided_in_log(table) == []
    english, said = stored(room, decision)
    assert LC8C_ENGLISH in english and said == json.loads(to_json(why))
    assert LC8C_ENGLISH in station_line(room, decision)
    assert i18n.switch(language)
    line = station_line(room, decision)
    translated = QCoreApplication.translate("engine", why.template, why.msg_id).format(
        **why.params)
    assert translated != str(why) and translated in line
    assert LC8C_ENGLISH not in line and "REFUSED" not in line and "LC-8c" in line


def test_the_stations_rulings_page_says_the_tables_refusal_in_spanish_then_chinese(
        qtbot: QtBot, enrolled: Callable[..., Table], room: str,
        table_app: Callable[[Table], DealerApp]) -> None:
    """LC-8c through the real station: its Rulings page lists the table's answer under the
    keys; in Spanish and then Traditional Chinese it says the table's reason in that language,
    and back in English the table's words again."""
    table, number = table_with_ruling(enrolled)
    finish_hand(table)
    parts = open_station(floor_login(room), 300.0, (room_pages,))
    qtbot.addWidget(parts.window)
    parts.window.sign_in_view.badge_read(FLOOR_BADGE)
    parts.window.sign_in_view.pin_entered(FLOOR_PIN)
    pages = parts.extras["room_pages"]
    assert isinstance(pages, RoomPages)
    try:
        decision = decided(room, number)
        table_app(table)
        wait_outcome(qtbot, floor_login(room), decision)
        pages.refresh()
        shown = pages.rulings.outcomes
        assert LC8C_ENGLISH in shown.text() and "REFUSED by the table" in shown.text()
        for language, words in (("es", "empezó la siguiente"), ("zh_TW", "LC-8c")):
            assert i18n.switch(language)
            assert words in shown.text() and LC8C_ENGLISH not in shown.text(), shown.text()
            assert "REFUSED" not in shown.text()
        assert i18n.switch("en") and LC8C_ENGLISH in shown.text()
    finally:
        parts.close()


def test_the_dealer_badge_refusal_is_said_too(qtbot: QtBot, enrolled: Callable[..., Table],
                                              room: str,
                                              table_app: Callable[[Table], DealerApp]) -> None:
    """LC-8b: the table refuses a decision naming a dealer's badge; the station says why in
    Spanish, the badge kept as it is."""
    table, number = table_with_ruling(enrolled)
    table_app(table)
    with psycopg.connect(floor_login(room), autocommit=True) as conn:
        decision = decide(conn, "T1", number, "confirmed", "D200", "Dan Dealer")
    outcome, why = wait_outcome(qtbot, floor_login(room), decision, catalogued)
    assert outcome == "refused" and isinstance(why, Message)
    assert why.msg_id == "room_decision.not_floor"
    i18n.switch("es")
    line = station_line(room, decision)
    assert "D200" in line and "LC-8b" in line and "is not active floor staff" not in line


def test_the_room_takes_only_a_json_object_as_the_reason_in_words(
        enrolled: Callable[..., Table], room: str) -> None:
    """A list, a string, a number, JSON null and an object over the size limit are refused by
    the room, nothing recorded; then the same outcome with a proper object is taken."""
    table, number = table_with_ruling(enrolled)
    decision = decided(room, number)
    call = "SELECT room.decision_outcome(%s, 'refused', 'why', NULL, %s::jsonb)"
    huge = json.dumps({"id": "x", "template": "y", "params": {"p": "w" * MAX_JSON}})
    with client.connect(room, table.login) as conn:
        for bad in ("[1, 2]", '"refused"', "17", "null", "true", huge):
            assert conn.execute(call, (decision, bad)).fetchone() == (SAID_REFUSED,)
        with psycopg.connect(room) as owner:
            assert outcomes(owner, [decision]) == {}
        said = to_json(msg("room_decision.not_logged", "the table could not log the decision"))
        assert conn.execute(call, (decision, said)).fetchone() == (None,)
        assert conn.execute(call, (decision, said)).fetchone() == (
            "the outcome of this decision was already reported",)


def test_a_reason_the_room_will_not_take_in_words_goes_in_english(
        enrolled: Callable[..., Table], room: str) -> None:
    """A Message whose JSON fits the table's limit but not the room's (PostgreSQL writes jsonb
    with spaces): the outcome is not lost, the room records the English alone."""
    table, number = table_with_ruling(enrolled)
    decision = decided(room, number)
    frame = len(to_json(msg("room_decision.not_logged", "{x}", x="")))
    long = msg("room_decision.not_logged", "{x}", x="w" * (MAX_JSON - frame))
    assert len(to_json(long)) == MAX_JSON  # the most the table sends
    with client.connect(room, table.login) as conn:
        assert report(conn, decision, "refused", long) is None
    assert stored(room, decision) == (str(long), None)


def test_an_old_table_sends_english_alone_and_the_station_shows_it(
        enrolled: Callable[..., Table], room: str) -> None:
    """A table not yet updated calls the four-argument function: taken as before, no reason in
    words, and the station shows the English inside its own (translated) line."""
    table, number = table_with_ruling(enrolled)
    decision = decided(room, number)
    with client.connect(room, table.login) as conn:
        assert conn.execute("SELECT room.decision_outcome(%s, 'refused', %s, NULL)",
                            (decision, "an old table's reason")).fetchone() == (None,)
    assert stored(room, decision) == ("an old table's reason", None)
    with psycopg.connect(floor_login(room)) as conn:
        why = outcomes(conn, [decision], catalogued)[decision].why
    assert why == "an old table's reason" and not isinstance(why, Message)
    i18n.switch("es")
    line = station_line(room, decision)
    assert "an old table's reason" in line and "REFUSED by the table" not in line


@pytest.mark.parametrize("said", [
    {"id": "room_decision.not_logged", "template": "{x.__class__}", "params": {"x": "s"}},
    {"id": "room_decision.not_logged", "template": "{x:>999999999}", "params": {"x": "s"}},
    {"id": "room_decision.not_logged", "template": "{0}", "params": {}},
    {"id": "room_decision.not_logged"},
    {"id": "room.fake", "template": "Call {who} now", "params": {"who": "security"}},
    {"id": "room_decision.not_logged", "template": "Call security now", "params": {}},
    {"id": "room_decision.not_logged", "template": "the table could not log the decision",
     "params": {"x": {"id": "room.fake", "template": "forged", "params": {}}}},
])
def test_a_malformed_or_foreign_reason_in_words_shows_the_english(
        enrolled: Callable[..., Table], room: str, said: dict[str, object]) -> None:
    """A forged table login sends an object the room takes (it checks only the shape): the
    station formats nothing from it unless it is well formed and its ID and template are the
    catalogue's own pair, at every depth; otherwise the English record."""
    decision = _decision_with(room, enrolled, said)
    with psycopg.connect(floor_login(room)) as conn:
        why = outcomes(conn, [decision], catalogued)[decision].why
    assert why == "the English record" and not isinstance(why, Message)
    i18n.switch("zh_TW")
    assert "the English record" in station_line(room, decision)


def _decision_with(room: str, enrolled: Callable[..., Table], said: dict[str, object]) -> int:
    """A ruling decided at the station and refused by its table login with ``said`` as its
    reason in words (as a forged or faulty table could); the decision's id."""
    table, number = table_with_ruling(enrolled)
    decision = decided(room, number)
    with client.connect(room, table.login) as conn:
        assert conn.execute("SELECT room.decision_outcome(%s, 'refused', %s, NULL, %s::jsonb)",
                            (decision, "the English record", json.dumps(said))
                            ).fetchone() == (None,)
    return decision


def test_a_well_formed_message_not_in_the_catalogue_is_shown_only_without_the_check(
        enrolled: Callable[..., Table], room: str) -> None:
    """Without the station's catalogue check, a well-formed message comes back as a Message
    (a tool reading the room in English); with it, the English record."""
    said = {"id": "room.fake", "template": "Call {who} now", "params": {"who": "security"}}
    decision = _decision_with(room, enrolled, said)
    with psycopg.connect(floor_login(room)) as conn:
        got = outcomes(conn, [decision])[decision]
        checked = outcomes(conn, [decision], catalogued)[decision]
    assert isinstance(got.why, Message) and got.why == "Call security now"
    assert checked.why == "the English record"


def test_migration_12_upgrades_a_room_in_place_its_outcomes_kept(
        cluster: Cluster, tmp_path: Path) -> None:
    """A room at version 11 with an outcome recorded: upgraded, the outcome is kept (no reason
    in words), the new call works, and outcomes stay append-only, the new column too."""
    dsn = cluster.dsn(dbname="room_v11")
    with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
        conn.execute("CREATE DATABASE room_v11")
    assert migrate(dsn, up_to=11) == (0, 11)

    def make(name: str = "T1") -> Table:
        log = tmp_path / f"{name}.db"
        EventStore.open(log).close()
        made = Table(name, log, enrol(dsn, name, log), dsn)
        made.setup()
        return made

    table, number = table_with_ruling(make)
    decision = decided(dsn, number)
    with client.connect(dsn, table.login) as conn:
        assert report(conn, decision, "refused", msg(  # the room lacks the new call: English
            "room_decision.not_logged", "the table could not log the decision")) is None
    assert migrate(dsn) == (11, len(MIGRATIONS)) and len(MIGRATIONS) >= 12
    assert stored(dsn, decision) == ("the table could not log the decision", None)
    with psycopg.connect(dsn, autocommit=True) as conn:
        with pytest.raises(psycopg.errors.RaiseException, match="append-only"):
            conn.execute("UPDATE room.decision_outcomes SET why_said = '{}'::jsonb")
        with pytest.raises(psycopg.errors.CheckViolation):
            conn.execute("INSERT INTO room.decision_outcomes (decision_id, outcome, why_said)"
                         " VALUES (%s, 'refused', '[1]'::jsonb)", (decision,))
        may = conn.execute(
            "SELECT has_function_privilege(%s, 'room.decision_outcome(bigint, text, text,"
            " bigint, jsonb)', 'EXECUTE'), has_function_privilege('dealer_assist_floor',"
            " 'room.decision_outcome(bigint, text, text, bigint, jsonb)', 'EXECUTE')",
            (table.login.login,)).fetchone()
    assert may == (True, False)
