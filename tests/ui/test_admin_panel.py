"""Staff and roles by touch: only an admin's badge + PIN opens the panel; the admin adds a
member (name on the keyboard, badge from the reader, role, PIN twice), changes a role, resets a
PIN and deactivates, each in the real hand log's staff and audit tables with who did it. The
rules themselves (last admin, PIN length, ...) are tested on ``StaffAdmin`` with the real store."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_touch_targets import all_sizes
from ui_helpers import labels, tap

from dealer_assist.app import DealerApp
from dealer_assist.devices.events import BadgeRead
from dealer_assist.devices.sim.demo_badge import (
    DEMO_ADMIN_BADGE,
    DEMO_ADMIN_PIN,
    DEMO_FLOOR_BADGE,
    DEMO_FLOOR_PIN,
    DEMO_SUPERVISOR_BADGE,
    DEMO_SUPERVISOR_PIN,
)
from dealer_assist.storage import EventStore
from dealer_assist.ui.staff_admin import AdminRefused, StaffAdmin
from dealer_assist.ui.staff_sign_in import (
    MAX_FAILURES,
    SignIn,
    SignInRefused,
    hash_pin,
    verify_pin,
)
from dealer_assist.ui.views.admin_panel import AdminPanel

NEW_BADGE = "00C0FFEE01"


def present(app: DealerApp, badge: str) -> None:
    """A badge on the reader, delivered the way the device bridge delivers it."""
    app.controller.on_device_event(BadgeRead("badge-1", badge, 0.0))


def pin(qtbot: QtBot, root: AdminPanel, digits: str) -> None:
    pad = root.pin if root.pages.currentWidget() is root.pin else root.login.pin
    for key in digits:
        tap(qtbot, pad, key)
    tap(qtbot, pad, "OK")


def sign_in(qtbot: QtBot, app: DealerApp, badge: str, digits: str) -> AdminPanel:
    panel = app.window.dealer.admin
    if not panel.isVisible():
        tap(qtbot, app.window, "Admin")
    present(app, badge)
    pin(qtbot, panel, digits)
    return panel


def audit(app: DealerApp) -> list[tuple[str, str | None, str]]:
    assert app.store is not None
    return [(e.action, e.staff, e.detail) for e in app.store.audit_entries()]


def test_admin_panel_refuses_floor_and_supervisor_badges(qtbot: QtBot, quiet: DealerApp) -> None:
    panel = sign_in(qtbot, quiet, DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN)
    assert panel.admin is None and panel.pages.currentWidget() is panel.login
    assert "only admin may sign in here" in panel.login.text.text()
    assert "Add a staff member" not in labels(panel)
    sign_in(qtbot, quiet, DEMO_SUPERVISOR_BADGE, DEMO_SUPERVISOR_PIN)
    assert panel.admin is None
    refused = [(a, s) for a, s, _d in audit(quiet) if a == "login_refused"]
    assert refused == [("login_refused", DEMO_FLOOR_BADGE),
                       ("login_refused", DEMO_SUPERVISOR_BADGE)]


def test_admin_panel_adds_a_floorperson_who_can_then_sign_in(
        qtbot: QtBot, quiet: DealerApp) -> None:
    store = quiet.store
    assert store is not None
    panel = sign_in(qtbot, quiet, DEMO_ADMIN_BADGE, DEMO_ADMIN_PIN)
    assert panel.pages.currentWidget() is panel.staff_page
    assert any(text.startswith("Demo Floor · floor") for text in labels(panel))
    tap(qtbot, panel, "Add a staff member")
    for key in "ROSA":
        tap(qtbot, panel.keyboard, key)
    tap(qtbot, panel, "Next: badge and role")
    assert not panel.badge_next.isEnabled()  # no badge, no role yet
    present(quiet, NEW_BADGE)
    tap(qtbot, panel, "Floor")
    assert f"badge {NEW_BADGE} read" in panel.badge_text.text()
    tap(qtbot, panel, "Next: PIN")
    pin(qtbot, panel, "432100")
    pin(qtbot, panel, "432100")  # the same again
    assert panel.message.text() == f"Added Rosa (floor), badge {NEW_BADGE}."
    assert panel.pages.currentWidget() is panel.staff_page
    rosa = store.staff(NEW_BADGE)
    assert rosa is not None and (rosa.name, rosa.role, rosa.active) == ("Rosa", "floor", True)
    assert rosa.pin_hash is not None and "432100" not in rosa.pin_hash
    assert verify_pin("432100", rosa.pin_hash)
    assert ("staff_added", DEMO_ADMIN_BADGE,
            f"Rosa added as floor, badge {NEW_BADGE} (by Demo Admin)") in audit(quiet)
    assert all("432100" not in detail for _a, _s, detail in audit(quiet))
    # Rosa now signs in for rulings with her own badge and PIN
    assert SignIn(store, "T1").attempt(NEW_BADGE, "432100").name == "Rosa"


def test_admin_panel_pins_that_differ_change_nothing(qtbot: QtBot, quiet: DealerApp) -> None:
    panel = sign_in(qtbot, quiet, DEMO_ADMIN_BADGE, DEMO_ADMIN_PIN)
    tap(qtbot, panel, "Demo Floor · floor...")
    tap(qtbot, panel, "Reset PIN…")
    pin(qtbot, panel, "111111")
    pin(qtbot, panel, "222222")
    assert "differ" in panel.message.text()
    assert quiet.store is not None
    floor = quiet.store.staff(DEMO_FLOOR_BADGE)
    assert floor is not None and verify_pin(DEMO_FLOOR_PIN, floor.pin_hash)


def test_admin_panel_role_pin_and_deactivate_are_audited(qtbot: QtBot, quiet: DealerApp) -> None:
    store = quiet.store
    assert store is not None
    panel = sign_in(qtbot, quiet, DEMO_ADMIN_BADGE, DEMO_ADMIN_PIN)
    tap(qtbot, panel, "Demo Floor · floor...")
    tap(qtbot, panel, "Supervisor")
    assert panel.message.text() == "Demo Floor is now supervisor."
    assert panel.member_roles["supervisor"].isChecked()
    tap(qtbot, panel, "Reset PIN…")
    pin(qtbot, panel, "97531")  # a supervisor's PIN is at least 6 digits: refused, said why
    pin(qtbot, panel, "97531")
    assert panel.message.text() == "Not changed: a supervisor's PIN is 6 to 8 digits."
    tap(qtbot, panel, "Reset PIN…")
    pin(qtbot, panel, "975313")
    pin(qtbot, panel, "975313")
    assert panel.message.text() == "Demo Floor's PIN was reset."
    tap(qtbot, panel, "Deactivate")
    assert panel.message.text() == "Demo Floor was deactivated."
    floor = store.staff(DEMO_FLOOR_BADGE)
    assert floor is not None and (floor.role, floor.active) == ("supervisor", False)
    assert verify_pin("975313", floor.pin_hash) and not verify_pin(DEMO_FLOOR_PIN, floor.pin_hash)
    with pytest.raises(SignInRefused):  # deactivated: no sign-in, even with the new PIN
        SignIn(store, "T1").attempt(DEMO_FLOOR_BADGE, "975313")
    mine = [(a, d) for a, s, d in audit(quiet) if s == DEMO_ADMIN_BADGE and a != "login"]
    assert mine == [
        ("staff_role", "Demo Floor: floor to supervisor (by Demo Admin)"),
        ("staff_pin_reset", "Demo Floor's PIN reset (by Demo Admin)"),
        ("staff_deactivated", "Demo Floor (supervisor) deactivated (by Demo Admin)"),
    ]
    tap(qtbot, panel, "Reactivate")
    floor = store.staff(DEMO_FLOOR_BADGE)
    assert floor is not None and floor.active
    # the last admin cannot demote themselves: the refusal is shown, nothing changes
    tap(qtbot, panel, "Back to the list")
    tap(qtbot, panel, "Demo Admin · admin...")
    tap(qtbot, panel, "Dealer")
    assert panel.message.text().startswith("Not changed: cannot make Demo Admin dealer: Demo "
                                           "Admin is the last active admin")
    assert panel.member_roles["admin"].isChecked()
    # closing signs the admin out: the next opening asks for a badge again
    tap(qtbot, panel, "Close")
    tap(qtbot, quiet.window, "Admin")
    assert panel.admin is None and panel.pages.currentWidget() is panel.login


def test_staff_admin_rules_on_the_real_store(tmp_path: Path) -> None:
    with EventStore.open(tmp_path / "log.sqlite") as store:
        store.add_staff("A-1", "Ada", "admin", pin_hash=hash_pin("1234"))
        store.add_staff("F-1", "Fay", "floor", pin_hash=hash_pin("5678"))
        store.add_staff("D-1", "Dan", "dealer", pin_hash=hash_pin("2468"))
        ada, dan = store.staff("A-1"), store.staff("D-1")
        assert ada is not None and dan is not None
        admin = StaffAdmin(store, "T1", ada)
        for call, words in (
                (lambda: admin.add("F-1", "Fred", "floor", "1111"), "already belongs to Fay"),
                (lambda: admin.add("", "Fred", "floor", "1111"), "badge"),
                (lambda: admin.add("N-1", "  ", "floor", "1111"), "name"),
                (lambda: admin.add("N-1", "Ned", "boss", "1111"), "not a role"),
                (lambda: admin.add("N-1", "Ned", "dealer", "12"), "4 to 8 digits"),
                (lambda: admin.add("N-1", "Ned", "dealer", "12ab"), "4 to 8 digits"),
                (lambda: admin.add("N-1", "Ned", "floor", "12345"), "floor's PIN is 6 to 8"),
                (lambda: admin.add("N-1", "Ned", "admin", "１２３４５６"), "6 to 8 digits"),
                (lambda: admin.set_role("F-1", "floor"), "already floor"),
                (lambda: admin.set_active("A-1", False), "last active admin"),
                (lambda: admin.set_role("Z-9", "floor"), "no staff member")):
            with pytest.raises(AdminRefused, match=words):
                call()
        assert store.staff("N-1") is None and len(store.all_staff()) == 3
        assert store.audit_entries() == []  # a refused change writes nothing
        # with a second admin, Ada may step down; then she can change nothing more
        admin.set_role("F-1", "admin")
        admin.set_role("A-1", "supervisor")
        with pytest.raises(AdminRefused, match="no longer an active admin"):
            admin.reset_pin("F-1", "9999")
        # a non-admin holding the tool changes nothing either
        with pytest.raises(AdminRefused, match="only an admin"):
            StaffAdmin(store, "T1", dan).add("N-2", "Nia", "dealer", "2222")
        assert [e.action for e in store.audit_entries()] == ["staff_role", "staff_role"]


def test_admin_panel_touch_targets_fit_every_screen(qtbot: QtBot, quiet: DealerApp) -> None:
    panel = sign_in(qtbot, quiet, DEMO_ADMIN_BADGE, DEMO_ADMIN_PIN)
    problems = all_sizes(quiet)
    tap(qtbot, panel, "Add a staff member")
    problems += all_sizes(quiet)  # the on-screen keyboard
    tap(qtbot, panel.keyboard, "A")
    tap(qtbot, panel, "Next: badge and role")
    problems += all_sizes(quiet)
    present(quiet, NEW_BADGE)
    tap(qtbot, panel, "Admin")
    tap(qtbot, panel, "Next: PIN")
    problems += all_sizes(quiet)  # the PIN pad
    tap(qtbot, panel.pin, "Cancel")
    tap(qtbot, panel, "Demo Floor · floor...")
    problems += all_sizes(quiet)
    assert not problems, "\n".join(problems)


def test_sign_in_panel_asks_a_short_pin_for_a_new_one_by_touch(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """Issue 16: an admin whose PIN has 4 digits (from before the 6-digit rule) signs in only
    after choosing a new PIN on the pad, entered twice; the new PIN then signs in."""
    store = quiet.store
    assert store is not None
    store.add_staff(NEW_BADGE, "Old Al", "admin", pin_hash=hash_pin("4321"))
    panel = sign_in(qtbot, quiet, NEW_BADGE, "4321")
    assert panel.admin is None
    assert "choose a new PIN of 6 to 8 digits" in panel.login.text.text()
    pin(qtbot, panel, "864200")
    assert panel.login.text.text() == "Enter the new PIN again."
    pin(qtbot, panel, "864299")  # typed differently: nothing changes
    assert "not entered the same twice" in panel.login.text.text() and panel.admin is None
    panel = sign_in(qtbot, quiet, NEW_BADGE, "4321")
    pin(qtbot, panel, "864200")
    pin(qtbot, panel, "864200")
    assert panel.admin is not None and panel.admin.admin.name == "Old Al"
    al = store.staff(NEW_BADGE)
    assert al is not None and verify_pin("864200", al.pin_hash)
    assert ("staff_pin_changed", NEW_BADGE, "Old Al chose a new PIN at sign-in") in audit(quiet)


def test_sign_in_panel_shows_the_time_a_locked_badge_has_left(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """Issue 16: after five wrong PINs the panel says the badge is locked and for how long,
    and does not offer the PIN pad while it is."""
    for _ in range(MAX_FAILURES):
        panel = sign_in(qtbot, quiet, DEMO_ADMIN_BADGE, "000000")
    assert "locked for 5:00" in panel.login.text.text()
    present(quiet, DEMO_ADMIN_BADGE)
    assert "is locked for" in panel.login.text.text() and "more" in panel.login.text.text()
    assert not panel.login.pin.isVisible() and panel.admin is None
