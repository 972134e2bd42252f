"""Simulators: every kind through a real pty, faults that are reported, scripts that are checked."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from device_helpers import FAST_BACKOFF, attach, next_event, wait_status

from dealer_assist.cards import deck, parse_card
from dealer_assist.devices import BadgeRead, CardRead, DeviceFault, DeviceManager, DeviceStatus
from dealer_assist.devices.sim import (
    ScriptError,
    Simulator,
    SimulatorError,
    Step,
    attach_simulator,
    parse_faults,
    parse_script,
)


def drain(manager: DeviceManager, sim: Simulator, quiet: float = 0.3) -> list[object]:
    """Everything the reader decodes until the simulator is done and the line is quiet."""
    assert sim.finished.wait(20)
    events: list[object] = []
    while True:
        try:
            events.append(manager.events.get(timeout=quiet))
        except Exception:
            return events


@pytest.mark.parametrize(("kind", "codec"), [
    ("shoe", None), ("shoe", "line-shoe"), ("barcode", None), ("rfid", None),
])
def test_simulator_faults_are_reported_and_no_card_is_invented(
        manager: DeviceManager, simulator: Callable[..., Simulator], kind: str,
        codec: str | None) -> None:
    faults = parse_faults("garbage=0.2,split=0.2,bad-checksum=0.1,duplicate=0.1")
    sim = simulator(kind, codec=codec, seed=3, count=150, faults=faults)
    attach(manager, sim)
    sim.start()
    events = drain(manager, sim)
    cards = [e.card for e in events if isinstance(e, CardRead)]
    assert cards == sim.sent  # duplicates arrive as dealt; corrupted frames do not
    assert sim.corrupted and len(sim.sent) > 150 - len(sim.corrupted)  # and some duplicates
    assert sum(isinstance(e, DeviceFault) for e in events) >= len(sim.corrupted)


def test_simulator_unplug_fault_reconnects_and_resumes_the_deal(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe", seed=5, count=30, faults={"unplug": 0.1}, unplug_for=0.05)
    attach(manager, sim)
    sim.start()
    events = drain(manager, sim, quiet=0.5)
    statuses = [e.status for e in events if isinstance(e, DeviceStatus)]
    assert statuses.count("disconnected") >= 1
    assert statuses.count("connected") == statuses.count("disconnected")
    assert [e.card for e in events if isinstance(e, CardRead)] == sim.sent
    assert len(sim.sent) == 30


def test_simulator_silence_fault_is_seen_as_silent(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe", script=[Step("card", "As"), Step("silence", "0.5"),
                                    Step("card", "Kd")])
    attach(manager, sim, silence_after=0.2)
    sim.start()
    events = drain(manager, sim)
    names = [getattr(e, "status", None) or e.card.text for e in events]  # type: ignore[attr-defined]
    assert names[:4] == ["As", "silent", "resumed", "Kd"]


def test_simulator_rfid_badge_reader_presents_badges(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("rfid", codec="rfid-ascii", seed=1, count=5)
    attach(manager, sim)
    sim.start()
    events = drain(manager, sim)
    assert [e.badge_id for e in events if isinstance(e, BadgeRead)] == sim.badges
    assert len(sim.badges) == 5


def test_simulator_waits_for_a_reader_before_dealing(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe", seed=9, count=5)
    sim.start()
    time.sleep(0.2)
    assert sim.sent == [] and not sim.link.attached
    attach(manager, sim)
    events = drain(manager, sim)
    assert [e.card for e in events if isinstance(e, CardRead)] == sim.sent
    assert len(sim.sent) == 5


def test_simulator_stable_path_survives_replug(simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    first = sim.link.slave_name
    sim.unplug()
    assert not sim.path.exists()
    sim.replug()
    assert sim.path.exists()
    assert str(sim.path.resolve()) == sim.link.slave_name
    assert first is not None


def test_simulator_same_seed_deals_the_same_deck(simulator: Callable[..., Simulator]) -> None:
    first = list(simulator("shoe", seed=11, count=52).steps())
    again = list(simulator("shoe", seed=11, count=52).steps())
    other = list(simulator("shoe", seed=12, count=52).steps())
    assert first == again != other
    assert {s.arg for s in first if s.op == "card"} == {c.text for c in deck()}


def test_script_parses_every_step() -> None:
    steps = parse_script("""
        card As   # first
        split Kd
        bad 7h
        duplicate
        badge 0F00A1B2C3
        status CUT
        heartbeat
        garbage
        raw 02 43
        wait 0.1
        silence 1
        unplug 0.5
    """)
    assert [s.op for s in steps] == ["card", "split", "bad", "duplicate", "badge", "status",
                                     "heartbeat", "garbage", "raw", "wait", "silence", "unplug"]
    assert steps[0] == Step("card", "As")


@pytest.mark.parametrize(("text", "message"), [
    ("card Zz", "line 1: 'Zz' is not a card"),
    ("\n\ndance", "line 3: unknown step 'dance'"),
    ("wait soon", "line 1: could not convert"),
    ("raw 0G", "line 1: non-hexadecimal"),
    ("badge", "line 1: badge needs a value"),
    ("unplug -1", "line 1: unplug needs seconds >= 0"),
])
def test_script_errors_name_the_line(text: str, message: str) -> None:
    with pytest.raises(ScriptError, match=message):
        parse_script(text)


@pytest.mark.parametrize(("text", "message"), [
    ("explode", "unknown fault 'explode'"),
    ("split=often", "'often' is not a probability"),
    ("split=2", "between 0 and 1"),
])
def test_fault_list_errors(text: str, message: str) -> None:
    with pytest.raises(ScriptError, match=message):
        parse_faults(text)


def test_fault_list_defaults_to_five_percent() -> None:
    assert parse_faults("garbage, split=0.5") == {"garbage": 0.05, "split": 0.5}


@pytest.mark.parametrize(("kind", "codec", "message"), [
    ("toaster", None, "unknown device kind 'toaster'"),
    ("shoe", "morse", "no simulator speaks codec 'morse'"),
])
def test_simulator_refuses_unknown_kinds_and_codecs(kind: str, codec: str | None,
                                                    message: str) -> None:
    with pytest.raises(SimulatorError, match=message):
        Simulator(kind, codec=codec)


def test_simulator_send_card_on_a_badge_reader_is_refused(
        simulator: Callable[..., Simulator]) -> None:
    with pytest.raises(SimulatorError, match="does not read cards"):
        simulator("rfid", codec="rfid-ascii").send_card(parse_card("As"))


def test_simulator_monitor_sees_status_frames(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    attach(manager, sim)
    sim.run_step(Step("status", "LIDOPEN"))
    assert next_event(manager.events).status == "lid_open"  # type: ignore[union-attr]
    sim.unplug()
    wait_status(manager.events, "disconnected")


def test_attach_simulator_deals_into_a_manager_like_demo_mode() -> None:
    manager = DeviceManager(backoff=FAST_BACKOFF)
    sim = attach_simulator(manager, "shoe", seed=2, count=10, interval=0, heartbeat=None)
    try:
        assert sim.finished.wait(10)
        events = drain(manager, sim)
        assert [e.card for e in events if isinstance(e, CardRead)] == sim.sent
        assert len(sim.sent) == 10
    finally:
        manager.close()
        sim.close()
