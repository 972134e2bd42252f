"""Correcting a staff member's name and replacing a lost badge, by touch on the Admin panel and
on ``StaffAdmin`` with the real hand log: each change is audited with old and new value and the
admin's name; the old badge stops signing in at once while what it signed stays the person's;
a badge someone holds (or one replaced before), an empty name and a non-admin are refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_admin_panel import audit, pin, present, sign_in
from test_touch_targets import all_sizes
from ui_helpers import WAIT_MS, tap

from dealer_assist.app import DealerApp
from dealer_assist.devices.sim.demo_badge import (
    DEMO_ADMIN_BADGE,
    DEMO_ADMIN_PIN,
    DEMO_FLOOR_BADGE,
    DEMO_FLOOR_PIN,
    DEMO_SPARE_BADGE,
    DEMO_SUPERVISOR_BADGE,
)
from dealer_assist.storage import EventStore
from dealer_assist.storage.verify import verify
from dealer_assist.ui.staff_admin import AdminRefused, StaffAdmin
from dealer_assist.ui.staff_sign_in import SignIn, SignInRefused, hash_pin

LOST_AND_FOUND = "00C0FFEE02"


def test_admin_panel_corrects_a_name_by_touch(qtbot: QtBot, quiet: DealerApp) -> None:
    store = quiet.store
    assert store is not None
    panel = sign_in(qtbot, quiet, DEMO_ADMIN_BADGE, DEMO_ADMIN_PIN)
    tap(qtbot, panel, "Demo Floor · floor...")
    tap(qtbot, panel, "Correct the name…")
    assert panel.keyboard.text == "Demo Floor"  # corrected, not typed again
    tap(qtbot, panel.keyboard, "Clear")
    assert not panel.name_next.isEnabled()  # an empty name cannot be saved
    tap(qtbot, panel.keyboard, "Space")
    assert not panel.name_next.isEnabled()
    tap(qtbot, panel.keyboard, "Clear")
    for key in ("D", "E", "M", "O", "Space", "F", "L", "O", "O", "R", "E"):
        tap(qtbot, panel.keyboard, key)
    tap(qtbot, panel, "Save the name")
    assert panel.message.text() == "Name corrected: Demo Floore."
    assert panel.pages.currentWidget() is panel.member_page
    assert panel.member_text.text() == f"Demo Floore · floor · badge {DEMO_FLOOR_BADGE}"
    floor = store.staff(DEMO_FLOOR_BADGE)
    assert floor is not None and floor.name == "Demo Floore"
    assert ("staff_renamed", DEMO_ADMIN_BADGE,
            f"Demo Floor renamed Demo Floore, badge {DEMO_FLOOR_BADGE} (by Demo Admin)"
            ) in audit(quiet)
    # the same name again is refused on screen, and nothing more is written
    tap(qtbot, panel, "Correct the name…")
    tap(qtbot, panel, "Save the name")
    assert panel.message.text() == ("Not changed: the name on record is already "
                                    "Demo Floore.")
    tap(qtbot, panel, "Cancel")
    assert panel.pages.currentWidget() is panel.member_page
    assert [a for a, _s, _d in audit(quiet)].count("staff_renamed") == 1
    # badge and PIN are as they were
    assert SignIn(store, "T1").attempt(DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN).name == "Demo Floore"


def test_admin_panel_replaces_a_lost_badge_by_touch(qtbot: QtBot, quiet: DealerApp) -> None:
    store = quiet.store
    assert store is not None
    floor = store.staff(DEMO_FLOOR_BADGE)
    assert floor is not None
    SignIn(store, "T1").attempt(DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN)  # her past, on the old badge
    panel = sign_in(qtbot, quiet, DEMO_ADMIN_BADGE, DEMO_ADMIN_PIN)
    tap(qtbot, panel, "Demo Floor · floor...")
    assert "On record: 1 sign-in, 0 rulings decided" in panel.history_text.text()
    tap(qtbot, panel, "Replace the badge…")
    assert not panel.rebadge_done.isEnabled()  # no badge read yet
    assert "no badge read yet" in panel.rebadge_text.text()
    # a badge someone holds is refused in words; nothing changes
    present(quiet, DEMO_SUPERVISOR_BADGE)
    tap(qtbot, panel, "Replace the badge")
    assert panel.message.text() == (
        f"Not changed: badge {DEMO_SUPERVISOR_BADGE} already belongs to Demo Supervisor: "
        "present a badge nobody holds.")
    assert panel.pages.currentWidget() is panel.rebadge_page
    assert not panel.rebadge_done.isEnabled()
    present(quiet, LOST_AND_FOUND)
    assert f"badge {LOST_AND_FOUND} read" in panel.rebadge_text.text()
    tap(qtbot, panel, "Replace the badge")
    assert panel.message.text() == (f"Demo Floor's badge is now {LOST_AND_FOUND}; badge "
                                    f"{DEMO_FLOOR_BADGE} no longer signs in.")
    assert panel.member_text.text() == f"Demo Floor · floor · badge {LOST_AND_FOUND}"
    assert f"Earlier badges (replaced, no longer sign in): {DEMO_FLOOR_BADGE}." in \
        panel.history_text.text()
    rebadged = store.staff(LOST_AND_FOUND)
    assert rebadged is not None and rebadged.id == floor.id
    assert store.staff(DEMO_FLOOR_BADGE) is None
    mine = [(a, d) for a, s, d in audit(quiet) if s == DEMO_ADMIN_BADGE and a != "login"]
    assert mine == [("staff_badge_replaced", f"Demo Floor: badge {DEMO_FLOOR_BADGE} replaced "
                     f"by {LOST_AND_FOUND} (by Demo Admin)")]
    # the old badge stops at once; the new one signs in with the same PIN
    with pytest.raises(SignInRefused, match="replaced and no longer signs in"):
        SignIn(store, "T1").attempt(DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN)
    assert SignIn(store, "T1").attempt(LOST_AND_FOUND, DEMO_FLOOR_PIN).id == floor.id
    history = store.staff_history(LOST_AND_FOUND)
    assert history is not None
    assert [n.staff for n in history.audit if n.action == "login"] == [
        DEMO_FLOOR_BADGE, LOST_AND_FOUND]
    assert verify(store.path).ok  # the hand log's chain is untouched
    # at a panel's sign-in the old badge is refused in words, and the attempt is noted
    tap(qtbot, panel, "Back to the list")
    tap(qtbot, panel, "Sign out")
    present(quiet, DEMO_FLOOR_BADGE)
    pin(qtbot, panel, DEMO_FLOOR_PIN)
    assert panel.login.text.text().startswith(
        "Not signed in: this badge was replaced and no longer signs in: use the new badge.")
    assert panel.admin is None
    assert audit(quiet)[-1] == ("login_refused", None, f"badge {DEMO_FLOOR_BADGE} was "
                                "replaced: it no longer signs in")


def test_admin_panel_demo_button_presents_a_spare_badge_through_the_reader(
        qtbot: QtBot, demo: DealerApp) -> None:
    panel = sign_in(qtbot, demo, DEMO_ADMIN_BADGE, DEMO_ADMIN_PIN)
    tap(qtbot, panel, "Demo Floor · floor...")
    tap(qtbot, panel, "Replace the badge…")
    tap(qtbot, panel, "Demo: present a blank badge")  # the simulated reader, on its pty
    qtbot.waitUntil(lambda: panel.rebadge_done.isEnabled(), timeout=WAIT_MS)
    tap(qtbot, panel, "Replace the badge")
    assert demo.store is not None and demo.store.staff(DEMO_SPARE_BADGE) is not None


def test_staff_admin_name_and_badge_rules_on_the_real_store(tmp_path: Path) -> None:
    with EventStore.open(tmp_path / "log.sqlite") as store:
        store.add_staff("A-1", "Ada", "admin", pin_hash=hash_pin("1234"))
        store.add_staff("F-1", "Fay", "floor", pin_hash=hash_pin("5678"))
        store.add_staff("D-1", "Dan", "dealer", pin_hash=hash_pin("2468"))
        ada, dan = store.staff("A-1"), store.staff("D-1")
        assert ada is not None and dan is not None
        admin = StaffAdmin(store, "T1", ada)
        for call, words in (
                (lambda: admin.rename("F-1", "   "), "type Fay's corrected name first"),
                (lambda: admin.rename("F-1", " Fay "), "already Fay"),
                (lambda: admin.rename("Z-9", "Zed"), "no staff member has badge Z-9"),
                (lambda: admin.replace_badge("F-1", ""), "present Fay's new badge"),
                (lambda: admin.replace_badge("F-1", "F-1"), "the one Fay has now"),
                (lambda: admin.replace_badge("F-1", "D-1"), "already belongs to Dan"),
                (lambda: admin.replace_badge("Z-9", "N-1"), "no staff member")):
            with pytest.raises(AdminRefused, match=words):
                call()
        assert store.audit_entries() == []  # a refused change writes nothing
        admin.rename("F-1", "Fay  Lee")
        admin.replace_badge("F-1", "F-2")
        # the replaced badge is nobody's to take again: not for a newcomer, not for a member
        for call, words in ((lambda: admin.add("F-1", "Finn", "dealer", "1111"), "Fay Lee's"),
                            (lambda: admin.replace_badge("D-1", "F-1"), "never given out")):
            with pytest.raises(AdminRefused, match=words):
                call()
        # an admin replacing their own badge stays signed in, on the new badge
        admin.replace_badge("A-1", "A-2")
        assert admin.admin.badge == "A-2"
        admin.rename("D-1", "Danny")
        assert [(e.action, e.staff, e.detail) for e in store.audit_entries()] == [
            ("staff_renamed", "A-1", "Fay renamed Fay Lee, badge F-1 (by Ada)"),
            ("staff_badge_replaced", "A-1", "Fay Lee: badge F-1 replaced by F-2 (by Ada)"),
            ("staff_badge_replaced", "A-1", "Ada: badge A-1 replaced by A-2 (by Ada)"),
            ("staff_renamed", "A-2", "Dan renamed Danny, badge D-1 (by Ada)"),
        ]
        # a non-admin holding the tool changes nothing
        for call in (lambda: StaffAdmin(store, "T1", dan).rename("F-2", "Faye"),
                     lambda: StaffAdmin(store, "T1", dan).replace_badge("F-2", "F-3")):
            with pytest.raises(AdminRefused, match="only an admin"):
                call()
        fay = store.staff("F-2")
        assert fay is not None and fay.name == "Fay Lee"


def test_admin_name_and_badge_pages_fit_every_screen(qtbot: QtBot, quiet: DealerApp) -> None:
    panel = sign_in(qtbot, quiet, DEMO_ADMIN_BADGE, DEMO_ADMIN_PIN)
    tap(qtbot, panel, "Demo Floor · floor...")
    problems = all_sizes(quiet)
    tap(qtbot, panel, "Correct the name…")
    problems += all_sizes(quiet)
    tap(qtbot, panel, "Cancel")
    tap(qtbot, panel, "Replace the badge…")
    present(quiet, LOST_AND_FOUND)
    problems += all_sizes(quiet)
    assert not problems, "\n".join(problems)
