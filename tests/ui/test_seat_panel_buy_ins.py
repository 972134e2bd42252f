"""Buy-in checks at the table (issue 17): the seat panel's buy-in and Add chips ask the house's
rules (LC-35, LC-36, LC-37, LC-26d; the CG and PGP amounts), refuse in the dealer's words with
the rule, and the floor may override with badge + PIN and a reason (LC-P1), logged. The demo
table is LC $3-$6 Hold'em: a full buy-in is $30 (10x the $3 bet)."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot
from test_seat_panel import amount, labels_text, touch_seat
from ui_helpers import tap

from dealer_assist.app import DealerApp
from dealer_assist.devices.sim.demo_badge import DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN
from dealer_assist.engine.buy_in_record import BuyInChecked
from dealer_assist.engine.events import ChipsAdded, PlayerSeated, TableConfigured
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.room_ops import RoomRefusal
from dealer_assist.room_ops.board import Board
from dealer_assist.room_ops.buy_ins import BuyInPolicy
from dealer_assist.room_ops.house import room_rules
from dealer_assist.room_ops.operation import Operation
from dealer_assist.ui.buy_in_checks import Override, buy_in_events, buy_in_policy
from tests.flop_rules.flop_helpers import fixed, seated


def _checks(app: DealerApp) -> list[BuyInChecked]:
    return [e for e in app.session.table.history if isinstance(e, BuyInChecked)]


def _seat_new(qtbot: QtBot, app: DealerApp, seat: int, digits: str) -> None:
    touch_seat(qtbot, app, seat)
    tap(qtbot, app.window, "Seat a player (buy-in)…")
    tap(qtbot, app.window, f"Use Player {seat}")
    amount(qtbot, app, digits)


def _add(qtbot: QtBot, app: DealerApp, seat: int, digits: str,
         button: str = "Add chips…") -> None:
    touch_seat(qtbot, app, seat)
    tap(qtbot, app.window, button)
    amount(qtbot, app, digits)


def test_seat_panel_LC_35_a_new_player_buys_in_full(qtbot: QtBot, quiet: DealerApp) -> None:
    """LC-35: $29 is refused with the rule (the panel stays on the refusal, nothing logged);
    $30, the full buy-in, seats him and logs how it counted."""
    panel = quiet.window.dealer.seat_panel
    _seat_new(qtbot, quiet, 8, "29")
    assert 8 not in quiet.session.table.seats and not _checks(quiet)
    assert panel.pages.currentWidget() is panel.override
    text = labels_text(panel)
    assert "a new player buys in for at least $30, not $29" in text and "LC-35" in text
    tap(qtbot, panel, "Change the amount")
    amount(qtbot, quiet, "30")
    assert quiet.session.table.seats[8].stack == 30
    assert _checks(quiet)[-1] == BuyInChecked(8, "Player 8", 30, "full", 30,
                                              _checks(quiet)[-1].rule_ids)
    assert "LC-35" in _checks(quiet)[-1].rule_ids


def test_seat_panel_LC_36_one_short_add_on_after_a_full_never_two(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """LC-36: seat 1 sat down with $200 (a full buy-in, from the log); a $10 add-on is a short
    one and allowed; a second $10 straight after is refused; a full $30 then is fine, and after
    it one short again."""
    table = quiet.session.table
    _add(qtbot, quiet, 1, "10")
    assert table.seats[1].stack == 210 and _checks(quiet)[-1].kind == "short"
    _add(qtbot, quiet, 1, "10")
    assert table.seats[1].stack == 210
    assert "short buy-in after a short one" in labels_text(quiet.window.dealer.seat_panel)
    assert "LC-36" in labels_text(quiet.window.dealer.seat_panel)
    tap(qtbot, quiet.window.dealer.seat_panel, "Change the amount")
    amount(qtbot, quiet, "30")
    _add(qtbot, quiet, 1, "5")
    assert table.seats[1].stack == 245
    assert [c.kind for c in _checks(quiet)] == ["short", "full", "short"]


def test_seat_panel_LC_P1_the_floor_overrides_a_refused_buy_in_with_a_reason(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """LC-P1: refused, the floorperson signs in (badge + PIN) and picks a reason: the buy-in is
    logged with who overrode it and why, and the audit log notes it."""
    panel = quiet.window.dealer.seat_panel
    _seat_new(qtbot, quiet, 9, "20")
    override = panel.override
    assert not [b for b in override.keys if b.text().startswith("The floor's judgement")]
    override.login.badge_read(DEMO_FLOOR_BADGE)
    for key in DEMO_FLOOR_PIN:
        tap(qtbot, override.login.pin, key)
    tap(qtbot, override.login.pin, "OK")
    tap(qtbot, override, "The floor's judgement in the interest of fairness (LC-P1)")
    assert quiet.session.table.seats[9].stack == 20
    checked = _checks(quiet)[-1]
    assert checked.override_by.startswith("Demo Floor") and "LC-P1" in checked.rule_ids
    assert checked.kind == "short" and "LC-35" in checked.rule_ids
    store = quiet.controller.store
    assert store is not None
    assert any(e.action == "buy_in_override" and "Player 9 $20" in e.detail
               and e.staff == DEMO_FLOOR_BADGE for e in store.audit_entries())


def test_seat_panel_LC_26d_chips_in_play_without_a_declared_amount_play_the_minimum(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """LC-26d: $500 put in play without saying how much: only the $30 minimum plays."""
    _add(qtbot, quiet, 2, "500", "Amount not said (LC-26d)…")
    assert quiet.session.table.seats[2].stack == 230
    checked = _checks(quiet)[-1]
    assert (checked.amount, checked.plays, checked.declared) == (500, 30, False)
    assert "LC-26d" in checked.rule_ids


def test_seat_panel_LC_37_after_a_raise_the_next_buy_in_is_judged_at_the_new_limit(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """LC-37: $3-$6 raised to $6-$12: seat 3 keeps his $200; his $40 add-on is short at the
    new $60 minimum (allowed once after his full buy-in), a second is refused naming $60."""
    table = quiet.session.table
    assert quiet.controller.table_event(TableConfigured(
        table.name, table.house, "holdem", "6-12", table.max_seats,
        session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "6-12").table.config.to_json()))
    assert table.seats[3].stack == 200
    _add(qtbot, quiet, 3, "40")
    assert table.seats[3].stack == 240 and _checks(quiet)[-1].kind == "short"
    _add(qtbot, quiet, 3, "40")
    assert "must be at least $60" in labels_text(quiet.window.dealer.seat_panel)


def _house_table(house: str, limit: str) -> TableSession:
    """A table that names the house's game and limit (the amounts the check reads), its
    betting from a test config (the shipped CG and PGP profiles leave blinds to the room)."""
    config = fixed(3, 6, (1, 3))
    session = TableSession(config)
    session.run([TableConfigured("T", house, "holdem", limit, 10, config.to_json())])
    return session


def test_seat_panel_buy_in_cg_and_pgp_amounts_and_their_silence() -> None:
    """K20 at other houses: PGP's $500 maximum is refused above it (PGP-GAM-06); CG and PGP
    say nothing of short buy-ins, so a short add-on waits for the room (never guessed); the
    floor may still accept it (LC-P1)."""
    pgp = _house_table("PGP", "3-100")
    assert buy_in_policy(pgp.table) is not None
    with pytest.raises(RoomRefusal, match=r"\$500 maximum.*PGP-GAM-06"):
        buy_in_events(pgp.table, 1, "Ana", 600, entry="wait_for_big_blind")
    pgp.run(buy_in_events(pgp.table, 1, "Ana", 500, entry="wait_for_big_blind"))
    cg = _house_table("CG", "3-6")
    cg.run(buy_in_events(cg.table, 1, "Ana", 30, entry="wait_for_big_blind"))
    with pytest.raises(RoomRefusal, match="has not said how many short buy-ins"):
        buy_in_events(cg.table, 1, "Ana", 10)
    events = buy_in_events(cg.table, 1, "Ana", 10, override=Override("Kim (F1)", "promo"))
    cg.run(events)
    assert cg.table.seats[1].stack == 40 and isinstance(events[1], ChipsAdded)


def test_seat_panel_buy_in_a_house_without_a_profile_is_logged_unjudged() -> None:
    """A test house with no profile here: no amounts to judge by, the buy-in is logged as it
    was before the checks (and no check record claims otherwise)."""
    session = seated(fixed(3, 6, (1, 3)), [100, 100])
    assert buy_in_policy(session.table) is None
    assert buy_in_events(session.table, 5, "Ana", 1, entry="deal_now") == [
        PlayerSeated(5, "Ana", 1, "deal_now")]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 120), min_size=1, max_size=8))
def test_seat_panel_LC_36_property_no_two_short_buy_ins_in_a_row(amounts: list[int]) -> None:
    """LC-36 over any run of add-ons at LC $3-$6: every accepted one is logged with its kind,
    and the log never holds two short ones in a row; a refusal names LC-36 and logs nothing."""
    session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6")
    session.run(buy_in_events(session.table, 1, "Ana", 30, entry="deal_now"))
    for add in amounts:
        before = len(session.table.history)
        try:
            session.run(buy_in_events(session.table, 1, "Ana", add))
        except RoomRefusal as refusal:
            assert "LC-36" in refusal.rule_ids and len(session.table.history) == before
    kinds = [e.kind for e in session.table.history if isinstance(e, BuyInChecked)]
    assert kinds[0] == "full"
    assert all(not (a == b == "short") for a, b in pairwise(kinds))
    assert session.table.seats[1].stack == sum(
        e.plays for e in session.table.history if isinstance(e, BuyInChecked))


NO_POLICY = BuyInPolicy(minimum=None)


def _room_file(tmp_path: Path, base: str, minimum: int) -> Path:
    path = tmp_path / f"{base.lower()}_room.toml"
    path.write_text(f'base = "{base}"\n\n[games.holdem.limits."3-6"]\nbuy_in_min = {minimum}\n',
                    encoding="utf-8")
    return path


def test_seat_panel_LC_35_with_the_room_the_room_files_amounts_judge_the_buy_in(
        qtbot: QtBot, quiet: DealerApp, tmp_path: Path) -> None:
    """Connected to the room, the table judges with its room file's minimum ($50 here, the
    LC low profile's $30 otherwise), the amount the station's board uses for the same table;
    a room file of another house is not this table's."""
    table = quiet.session.table
    room = _room_file(tmp_path, "LC_LOW", 50)
    assert (buy_in_policy(table) or NO_POLICY).minimum == 30
    assert (buy_in_policy(table, room) or NO_POLICY).minimum == 50
    board = Board(rules_of=room_rules("LC_LOW", room))
    board.apply(Operation(1, 1, "maria", "table_opened",
                          {"table": "T1", "game": "holdem", "limit": "3-6"}))
    with pytest.raises(RoomRefusal, match=r"at least \$50, not \$40"):
        board.check(Operation(2, 2, "maria", "buy_in", {
            "table": "T1", "player": "ann", "amount": 40, "declared": True}))
    quiet.controller.room_file = room
    _seat_new(qtbot, quiet, 8, "40")
    assert 8 not in table.seats
    text = labels_text(quiet.window.dealer.seat_panel)
    assert "a new player buys in for at least $50, not $40" in text and "LC-35" in text
    quiet.controller.room_file = _room_file(tmp_path, "CG", 500)
    assert (buy_in_policy(table, quiet.controller.room_file) or NO_POLICY).minimum == 30
    quiet.controller.room_file = None
    tap(qtbot, quiet.window.dealer.seat_panel, "Change the amount")
    amount(qtbot, quiet, "40")
    assert table.seats[8].stack == 40
