"""Reader and manager through real pseudo-terminals: no loss, unplug/replug, silence, shutdown."""

from __future__ import annotations

import contextlib
import queue
import socket
import threading
import time
from collections.abc import Callable

import pytest
import serial
from device_helpers import FAST_BACKOFF, attach, next_event, wait_status
from serial import rfc2217

from dealer_assist.cards import parse_card
from dealer_assist.devices import (
    Backoff,
    CardRead,
    DeviceEvent,
    DeviceFault,
    DeviceManager,
    DeviceSpec,
    DeviceStatus,
    SpecError,
)
from dealer_assist.devices.codecs import framed_shoe
from dealer_assist.devices.sim import Simulator, Step
from dealer_assist.devices.transport import Transport, TransportError

AS, KD = parse_card("As"), parse_card("Kd")


def test_reader_ten_thousand_frames_arrive_in_order_without_loss(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe", seed=7, count=10_000)
    attach(manager, sim)
    sim.start()
    cards, seqs, faults = [], [], []
    deadline = time.monotonic() + 60
    while len(cards) < 10_000 and time.monotonic() < deadline:
        event = next_event(manager.events, 5.0)
        if isinstance(event, CardRead):
            cards.append(event.card)
            seqs.append(event.seq)
        elif isinstance(event, DeviceFault):
            faults.append(event)
    assert sim.finished.wait(5)
    assert faults == []
    assert cards == sim.sent and len(cards) == 10_000
    assert len(set(cards[:52])) == 52  # a shuffled deck, one of each


def test_reader_recovers_from_fifty_unplug_and_replug_cycles(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    attach(manager, sim)
    for cycle in range(50):
        sim.send_card(AS if cycle % 2 else KD)
        event = next_event(manager.events)
        assert isinstance(event, CardRead) and event.card is (AS if cycle % 2 else KD)
        sim.unplug()
        down = wait_status(manager.events, "disconnected")
        assert not [e for e in down if isinstance(e, CardRead)]
        sim.replug()
        wait_status(manager.events, "connected")
    sim.send_card(AS)
    assert next_event(manager.events).card is AS  # type: ignore[union-attr]


def test_reader_reports_a_partial_frame_cut_by_an_unplug_as_a_fault(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    attach(manager, sim)
    sim.send(framed_shoe.encode("C", 1, "AS")[:6])
    time.sleep(0.05)
    sim.unplug()
    events = wait_status(manager.events, "disconnected")
    assert [type(e) for e in events] == [DeviceFault, DeviceStatus]
    assert events[0].raw == framed_shoe.encode("C", 1, "AS")[:6]  # type: ignore[union-attr]


def test_reader_reports_silence_and_resumption(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    attach(manager, sim, silence_after=0.3)
    started = time.monotonic()
    [silent] = wait_status(manager.events, "silent")
    assert 0.25 <= time.monotonic() - started < 1.5
    assert "no data for" in silent.detail  # type: ignore[union-attr]
    sim.send_card(AS)
    assert next_event(manager.events).status == "resumed"  # type: ignore[union-attr]
    assert next_event(manager.events).card is AS  # type: ignore[union-attr]


def test_reader_heartbeats_keep_a_device_from_being_silent(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    attach(manager, sim, silence_after=0.5)
    for _ in range(15):
        sim.run_step(Step("heartbeat"))
        time.sleep(0.05)
    assert manager.events.empty()  # heartbeats are not forwarded, and no "silent"


def test_manager_port_missing_at_start_becomes_a_status_then_connects(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    sim.unplug()
    manager.add(DeviceSpec("shoe-1", str(sim.path), "framed-shoe", 115200))
    [down] = wait_status(manager.events, "disconnected")
    assert "cannot open" in down.detail  # type: ignore[union-attr]
    sim.replug()
    wait_status(manager.events, "connected")


def test_manager_close_joins_readers_quickly_even_while_blocked(
        simulator: Callable[..., Simulator]) -> None:
    sims = [simulator("shoe"), simulator("rfid")]
    manager = DeviceManager(backoff=FAST_BACKOFF)
    for n, sim in enumerate(sims):
        attach(manager, sim, name=f"dev-{n}")
    started = time.monotonic()
    assert manager.close()
    assert time.monotonic() - started < 1.5
    assert not [t for t in threading.enumerate() if t.name.startswith("device-")]


def test_manager_keeps_reading_when_the_callback_raises(
        simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    seen: list[DeviceEvent] = []
    arrived = threading.Event()

    def sink(event: DeviceEvent) -> None:
        seen.append(event)
        if isinstance(event, CardRead) and event.card is KD:
            arrived.set()
        if isinstance(event, CardRead) and event.card is AS:
            raise RuntimeError("a buggy handler")

    with DeviceManager(sink, backoff=FAST_BACKOFF) as manager:
        manager.add(DeviceSpec("shoe-1", str(sim.path), "framed-shoe", 115200))
        time.sleep(0.1)
        sim.send_card(AS)
        sim.send_card(KD)
        assert arrived.wait(2)


def test_manager_refuses_two_readers_on_one_port(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    attach(manager, sim)
    with pytest.raises(SpecError, match="already"):
        manager.add(DeviceSpec("shoe-2", str(sim.path), "framed-shoe"))


def test_transport_opens_pyserial_loop_url() -> None:
    transport = Transport.open(DeviceSpec("loop", "loop://", "framed-shoe", 115200))
    try:
        transport.write(framed_shoe.encode("C", 7, "AS"))
        assert transport.read() == framed_shoe.encode("C", 7, "AS")
    finally:
        transport.close()


def test_manager_reads_a_networked_serial_server_over_socket_url(manager: DeviceManager) -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    try:
        manager.add(DeviceSpec("net-1", f"socket://127.0.0.1:{port}", "framed-shoe",
                               silence_after=None))
        conn, _ = server.accept()
        with conn:
            wait_status(manager.events, "connected")
            conn.sendall(framed_shoe.encode("C", 7, "AS"))
            assert next_event(manager.events).card is AS  # type: ignore[union-attr]
    finally:
        server.close()


def test_transport_opens_a_port_exclusively(simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    spec = DeviceSpec("shoe-1", str(sim.path), "framed-shoe")
    first = Transport.open(spec)
    try:
        with pytest.raises(TransportError, match="exclusively lock"):
            Transport.open(spec)
    finally:
        first.close()
    Transport.open(spec).close()  # free again once closed


def test_manager_stamps_events_with_the_injected_clock(
        simulator: Callable[..., Simulator]) -> None:
    ticks = iter(range(1000, 2000))
    sim = simulator("shoe")
    with DeviceManager(backoff=FAST_BACKOFF, clock=lambda: float(next(ticks))) as manager:
        attach(manager, sim)
        sim.send_card(AS)
        event = next_event(manager.events)
        assert isinstance(event, CardRead) and 1000 < event.at < 1010


@pytest.mark.filterwarnings("ignore:set(Daemon|Name)\\(\\) is deprecated:DeprecationWarning")
def test_manager_reads_an_rfc2217_serial_server(manager: DeviceManager) -> None:
    """A networked serial server (RFC 2217, as ser2net or a Moxa NPort speak it)."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    outgoing: queue.Queue[bytes] = queue.Queue()
    done = threading.Event()

    def serve() -> None:
        conn, _ = server.accept()
        conn.settimeout(0.02)

        class Wire:
            def write(self, data: bytes) -> None:
                conn.sendall(data)

        telnet = rfc2217.PortManager(serial.serial_for_url("loop://", timeout=0), Wire())
        with conn:
            while not done.is_set():
                with contextlib.suppress(TimeoutError):
                    for _ in telnet.filter(conn.recv(1024)):  # answer the option negotiation
                        pass
                with contextlib.suppress(queue.Empty):
                    conn.sendall(b"".join(telnet.escape(outgoing.get_nowait())))

    thread = threading.Thread(target=serve, name="rfc2217-server")
    thread.start()
    try:
        manager.add(DeviceSpec("net-1", f"rfc2217://127.0.0.1:{server.getsockname()[1]}",
                               "framed-shoe", 115200, silence_after=None))
        wait_status(manager.events, "connected")
        outgoing.put(framed_shoe.encode("C", 7, "AS"))
        assert next_event(manager.events).card is AS  # type: ignore[union-attr]
    finally:
        done.set()
        thread.join(5)
        server.close()


def test_backoff_doubles_up_to_its_limit() -> None:
    delays = Backoff(first=0.1, factor=2.0, limit=0.5).delays()
    assert [round(next(delays), 3) for _ in range(5)] == [0.1, 0.2, 0.4, 0.5, 0.5]


def test_manager_remove_stops_one_device_and_frees_its_name(
        manager: DeviceManager, simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    attach(manager, sim)
    assert manager.remove("dev-1")
    assert wait_status(manager.events, "disconnected")[-1].detail == "stopped"  # type: ignore[union-attr]
    assert manager.specs() == []
    attach(manager, sim)  # the name and the port are free again
