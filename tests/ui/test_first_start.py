"""A first start on a new hand log (`gui --db NEW`): an empty table (no demo players written into
a real log), and the first supervisor created by touch: name, badge or generated code, PIN
twice (at least 6 digits). Then that supervisor signs in with the code typed on the pad."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import tap

from dealer_assist.app import DealerApp, open_table, qt_app
from dealer_assist.storage import EventStore
from dealer_assist.ui.staff_sign_in import verify_pin


@pytest.fixture
def new_log(qtbot: QtBot, tmp_path: Path) -> Iterator[DealerApp]:
    qt_app()
    app = open_table(tmp_path / "new.sqlite")
    app.window.resize(1280, 800)
    app.window.show()
    qtbot.waitExposed(app.window)
    yield app
    app.close()


def _type(qtbot: QtBot, pad: object, digits: str) -> None:
    for key in digits:
        tap(qtbot, pad, key)  # type: ignore[arg-type]
    tap(qtbot, pad, "OK")  # type: ignore[arg-type]


def test_new_log_opens_an_empty_table_and_the_first_run_panel(new_log: DealerApp) -> None:
    assert new_log.session.table.seats == {} or not any(
        s.player for s in new_log.session.table.seats.values())
    assert new_log.window.dealer.first_run.isVisible()


def test_first_supervisor_by_touch_with_a_generated_code(qtbot: QtBot, new_log: DealerApp,
                                                        tmp_path: Path) -> None:
    panel = new_log.window.dealer.first_run
    tap(qtbot, panel, "Next: badge")  # no name yet: refused in words
    assert "name first" in panel.message.text()
    for key in "ROSA":
        tap(qtbot, panel.keyboard, key)
    tap(qtbot, panel, "Next: badge")
    assert not panel.badge_next.isEnabled()
    tap(qtbot, panel, "No badge: use a generated code")
    code = panel.badge
    assert code.isdigit() and len(code) == 8 and code in panel.message.text()
    tap(qtbot, panel, "Next: PIN")
    _type(qtbot, panel.pin, "1234")  # 4 digits: too short for a supervisor
    assert "6 to 8 digits" in panel.message.text()
    _type(qtbot, panel.pin, "246813")
    _type(qtbot, panel.pin, "246800")  # differs: asked again from the start
    assert "differ" in panel.message.text()
    _type(qtbot, panel.pin, "246813")
    _type(qtbot, panel.pin, "246813")
    assert not panel.isVisible()
    assert new_log.store is not None
    member = new_log.store.staff(code)
    assert member is not None and member.name == "Rosa" and member.role == "admin"
    assert verify_pin("246813", member.pin_hash)
    # the code typed instead of a badge signs in at the Supervisor panel
    tap(qtbot, new_log.window, "Supervisor")
    login = new_log.window.dealer.supervisor.login
    tap(qtbot, login, "No badge: type your staff code")
    _type(qtbot, login.code, code)
    _type(qtbot, login.pin, "246813")
    assert new_log.window.dealer.supervisor.member is not None


def test_a_log_with_staff_does_not_ask_again(qtbot: QtBot, tmp_path: Path) -> None:
    log = tmp_path / "kept.sqlite"
    with EventStore.open(log) as store:
        store.add_staff("B-1", "Rosa", "admin")
    qt_app()
    app = open_table(log)
    try:
        assert "first_run" not in app.window.dealer.__dict__
    finally:
        app.close()
