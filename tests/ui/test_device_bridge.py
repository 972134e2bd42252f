"""Device events cross from a reader thread to the GUI thread by a queued signal."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, tap

from dealer_assist.app import DealerApp
from dealer_assist.cards import parse_card
from dealer_assist.devices.events import CardRead, DeviceFault, DeviceStatus


def deliver_from_thread(app: DealerApp, *events: object) -> threading.Thread:
    gui = threading.get_ident()
    seen: list[int] = []
    app.bridge.device_event.connect(lambda _e: seen.append(threading.get_ident()))

    def work() -> None:
        assert threading.get_ident() != gui
        for event in events:
            app.bridge.deliver(event)  # type: ignore[arg-type]

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    return thread


def test_device_bridge_card_from_reader_thread_lands_on_gui_thread(
        qtbot: QtBot, quiet: DealerApp) -> None:
    tap(qtbot, quiet.window, "Start hand 1")
    tap(qtbot, quiet.window, "Blinds posted")
    tap(qtbot, quiet.window, "No straddle")
    card = parse_card("As")
    deliver_from_thread(quiet, DeviceStatus("shoe-1", "connected", 1.0),
                        CardRead("shoe-1", card, 1.0, 1))
    hand = quiet.session.hand
    qtbot.waitUntil(lambda: hand.hole[hand.deal_order()[0]] == [card], timeout=WAIT_MS)
    status = quiet.window.dealer.status
    assert status.text.text() == "shoe 1: connected"
    # with a shoe connected the "dealt by hand" button is gone: the shoe deals
    assert not [b for b in quiet.window.dealer.pad.buttons if "by hand" in b.text()]


def test_device_bridge_fault_turns_the_light_red_and_names_it(
        qtbot: QtBot, quiet: DealerApp) -> None:
    deliver_from_thread(quiet, DeviceStatus("shoe-1", "connected", 1.0),
                        DeviceFault("shoe-1", "bad checksum", b"\x02C", 2.0))
    status = quiet.window.dealer.status
    qtbot.waitUntil(lambda: status.light.level == "bad", timeout=WAIT_MS)
    assert status.text.text() == "shoe 1: fault"
    banner = quiet.window.dealer.banner
    assert banner.isVisible() and banner.text().startswith(
        "shoe 1 sent something that could not be read.")
    assert banner.text().endswith("(For the technician: bad checksum)")
    # the next good card turns the light green again
    tap(qtbot, quiet.window, "Start hand 1")
    tap(qtbot, quiet.window, "Blinds posted")
    tap(qtbot, quiet.window, "No straddle")
    deliver_from_thread(quiet, CardRead("shoe-1", parse_card("2c"), 3.0, 2))
    qtbot.waitUntil(lambda: status.light.level == "ok", timeout=WAIT_MS)
    assert quiet.session.hand.phase == "dealing"


def test_device_bridge_card_when_none_is_due_is_refused_on_screen(
        qtbot: QtBot, quiet: DealerApp) -> None:
    tap(qtbot, quiet.window, "Start hand 1")
    before = len(quiet.session.table.history)
    deliver_from_thread(quiet, CardRead("shoe-1", parse_card("Kd"), 1.0, 1))
    banner = quiet.window.dealer.banner
    qtbot.waitUntil(banner.isVisible, timeout=WAIT_MS)
    assert "post" in banner.text()
    assert len(quiet.session.table.history) == before


def test_device_status_shows_every_device_with_its_own_light(
        qtbot: QtBot, quiet: DealerApp) -> None:
    status = quiet.window.dealer.status
    assert status.text.text() == "No shoe" and status.light.level == "none"
    deliver_from_thread(quiet, DeviceStatus("shoe-1", "connected", 1.0),
                        DeviceStatus("badge-1", "connected", 1.5),
                        DeviceFault("shoe-1", "bad checksum", b"\x02C", 2.0))
    qtbot.waitUntil(lambda: status.lights.get("shoe-1") is not None
                    and status.lights["shoe-1"].level == "bad", timeout=WAIT_MS)
    assert sorted(status.lights) == ["badge-1", "shoe-1"]
    assert status.lights["badge-1"].level == "ok"  # still in view, green, beside the red shoe
    assert status.texts["badge-1"].text() == "badge reader 1: connected"
    assert status.texts["shoe-1"].text() == "shoe 1: fault"
    assert status.texts["shoe-1"].toolTip() == "bad checksum"
    assert all(status.lights[n].isVisible() and status.texts[n].isVisible()
               for n in status.lights)
    assert not status.none_text.isVisible()
    assert status.light is status.lights["shoe-1"]  # the one that needs attention
    deliver_from_thread(quiet, DeviceStatus("badge-1", "disconnected", 3.0))
    qtbot.waitUntil(lambda: status.lights["badge-1"].level == "bad", timeout=WAIT_MS)
    assert status.lights["shoe-1"].level == "bad"
    assert status.texts["badge-1"].text() == "badge reader 1: disconnected"
    # both fit in the top bar at the smallest supported screen
    quiet.window.resize(1024, 768)
    qtbot.wait(50)
    bar = status.parentWidget()
    assert bar is not None and bar.rect().contains(status.geometry())
    assert all(t.width() >= t.sizeHint().width() for t in status.texts.values())  # not cut
