"""Device models in hardware/: they load, are checked, and discovery matches them by USB IDs."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from device_helpers import FAST_BACKOFF, next_event, wait_status
from serial.tools.list_ports_common import ListPortInfo

from dealer_assist.cards import parse_card
from dealer_assist.devices import (
    BadgeRead,
    CardRead,
    DeviceFault,
    DeviceManager,
    DeviceStatus,
    ModelError,
    load_model,
    load_models,
)
from dealer_assist.devices.capture import CaptureError, decode_capture
from dealer_assist.devices.discovery import scan
from dealer_assist.devices.sim import Simulator


def port(device: str, vid: int | None, pid: int | None, serial: str | None = None,
         product: str | None = "Dealer Assist Shoe FS-1") -> ListPortInfo:
    """A port as pyserial lists it; by default with the product string our shoe model names."""
    info = ListPortInfo(device, skip_link_detection=True)
    info.vid, info.pid, info.serial_number, info.product = vid, pid, serial, product
    return info


def test_models_shipped_in_hardware_all_load() -> None:
    models = load_models()
    assert {m.codec for m in models} == {"framed-shoe", "line-shoe", "barcode", "rfid-ascii",
                                         "rfid-cards"}
    assert len({(m.vid, m.pid) for m in models}) == len(models)  # no model shadows another


def test_models_carry_codec_options_such_as_a_barcode_scheme() -> None:
    [scanner] = [m for m in load_models() if m.codec == "barcode"]
    assert scanner.options["card_prefix"] == "DA-"
    assert scanner.silence_after is None


def test_scan_matches_ports_by_vid_pid_and_serial_pattern(tmp_path: Path) -> None:
    models_dir = tmp_path / "models"
    models_dir.mkdir()
    (models_dir / "a.toml").write_text(
        'id = "shoe-a"\nname = "A"\nkind = "shoe"\ncodec = "framed-shoe"\n'
        '[usb]\nvid = 0x0403\npid = 0x6001\nserial_number = "SHOE*"\n')
    models = load_models(tmp_path)
    found = scan(models, [port("/dev/ttyUSB1", 0x0403, 0x6001, "SHOE42"),
                          port("/dev/ttyUSB0", 0x0403, 0x6001, "OTHER"),
                          port("/dev/ttyS0", None, None)])
    assert [(m.device, m.model.id if m.model else None, m.usb_id) for m in found] == [
        ("/dev/ttyS0", None, "-"), ("/dev/ttyUSB0", None, "0403:6001"),
        ("/dev/ttyUSB1", "shoe-a", "0403:6001")]


def test_manager_discovers_a_matching_port_and_reads_it(
        simulator: Callable[..., Simulator]) -> None:
    sim = simulator("shoe")
    [model] = [m for m in load_models() if m.codec == "framed-shoe"]
    assert model.vid is not None
    with DeviceManager(models=load_models(), backoff=FAST_BACKOFF) as manager:
        ports = [port(str(sim.path), model.vid, model.pid, "FT123")]
        [spec] = manager.discover(ports)
        assert (spec.name, spec.codec, spec.baudrate) == ("shoe-1", "framed-shoe", 115200)
        assert manager.discover(ports) == []  # already read
        assert next_event(manager.events).status == "connected"  # type: ignore[union-attr]
        sim.send_card(parse_card("Qh"))
        assert next_event(manager.events).card is parse_card("Qh")  # type: ignore[union-attr]


@pytest.mark.parametrize(("text", "message"), [
    ('id = "x"\nname = "X"\nkind = "shoe"\n', "field 'codec' is missing"),
    ('id = "x"\nname = "X"\nkind = "lamp"\ncodec = "line-shoe"\n', "kind must be one of"),
    ('id = "x"\nname = "X"\nkind = "shoe"\ncodec = "morse"\n', "unknown codec 'morse'"),
    ('id = "x"\nname = "X"\nkind = "shoe"\ncodec = "line-shoe"\ncolour = 1\n',
     "unknown field 'colour'"),
    ('id = "x"\nname = "X"\nkind = "shoe"\ncodec = "line-shoe"\n[usb]\nvid = 1\n',
     "usb needs both vid and pid"),
    ('id = "x"\nname = "X"\nkind = "shoe"\ncodec = "line-shoe"\n[usb]\nvid = "zz"\npid = 1\n',
     "is not a hex number"),
    ('id = "x"\nname = "X"\nkind = "shoe"\ncodec = "line-shoe"\n[serial]\nframing = "9Q1"\n',
     "is not like 8N1"),
    ('id = "x"\nname = "X"\nkind = "shoe"\ncodec = "line-shoe"\n[serial]\nbaudrate = 0\n',
     "baud rate must be positive"),
    ('id = "x"\nname = "X"\nkind = "barcode"\ncodec = "barcode"\n[options]\ncard_format = 3\n',
     "card_format must be one of"),
    ("id = ", "cannot read device model"),
])
def test_bad_model_files_are_refused_naming_file_and_field(tmp_path: Path, text: str,
                                                           message: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(ModelError, match=message) as error:
        load_model(path)
    assert str(path) in str(error.value)


def test_json_models_load_like_toml(tmp_path: Path) -> None:
    path = tmp_path / "m.json"
    path.write_text(json.dumps({"id": "j", "name": "J", "kind": "rfid", "codec": "rfid-ascii",
                                "usb": {"vid": "1A86", "pid": "7523"}}))
    model = load_model(path)
    assert (model.vid, model.pid, model.baudrate, model.framing) == (0x1A86, 0x7523, 9600, "8N1")


def test_duplicate_model_ids_are_refused(tmp_path: Path) -> None:
    (tmp_path / "models").mkdir()
    for name in ("a.toml", "b.toml"):
        (tmp_path / "models" / name).write_text(
            'id = "same"\nname = "X"\nkind = "shoe"\ncodec = "line-shoe"\n')
    with pytest.raises(ModelError, match="model id 'same' is also in"):
        load_models(tmp_path)


def test_events_serialise_with_kind_and_card_text() -> None:
    assert CardRead("shoe-1", parse_card("Td"), 1.5, 7).to_json() == {
        "v": 1, "kind": "card", "device": "shoe-1", "at": 1.5, "card": "Td", "seq": 7}
    assert CardRead("shoe-1", parse_card("Jk2"), 1.5).to_json()["card"] == "Jk2"
    assert BadgeRead("rfid-1", "0F00A1B2C3", 2.0).to_json()["kind"] == "badge"
    assert DeviceStatus("shoe-1", "lid_open", 3.0, "LIDOPEN").to_json()["status"] == "lid_open"
    fault = DeviceFault("shoe-1", "bad checksum", b"\x02C\x03", 4.0).to_json()
    assert (fault["kind"], fault["raw"]) == ("fault", "02 43 03")
    json.dumps(fault)


def test_events_are_immutable() -> None:
    event = CardRead("shoe-1", parse_card("As"), 1.0)
    with pytest.raises(AttributeError):
        event.card = parse_card("Kd")  # type: ignore[misc]


def test_capture_files_are_checked_line_by_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.capture"
    path.write_text("# shoe 1\n1.5 02 43 30 30 37 41 53 03 36 35\n2.0 zz\n")
    with pytest.raises(CaptureError, match=r"bad.capture:3: not '<time> <hex bytes>'"):
        decode_capture(path, "framed-shoe")
    path.write_text("# shoe 1\n1.5 02 43 30 30 37\n1.6 41 53 03 36 35\n")
    assert decode_capture(path, "framed-shoe") == [CardRead("capture", parse_card("As"), 1.6, 7)]


def test_udev_rules_file_is_what_the_models_generate() -> None:
    from dealer_assist.devices.udev import udev_rules

    rules = (Path(__file__).resolve().parents[2] / "installer" / "linux"
             / "99-dealer-assist.rules").read_text()
    assert rules == udev_rules(load_models()), "run: dealer-assist devices udev > that file"
    for model in load_models():
        if model.vid is not None:
            assert (f'ATTRS{{idVendor}}=="{model.vid:04x}", '
                    f'ATTRS{{idProduct}}=="{model.pid or 0:04x}"') in rules, model.id


def test_an_adapter_with_the_shoes_chip_but_another_product_is_not_a_shoe() -> None:
    """An FT232R adapter plugged into the table PC for something else: same vendor:product as
    the shoe's bridge, another product string. Discovery and udev both leave it alone."""
    models = load_models()
    found = scan(models, [port("/dev/ttyUSB0", 0x0403, 0x6001, "A9X", "FT232R USB UART"),
                          port("/dev/ttyUSB1", 0x0403, 0x6001, "FT123")])
    assert [(m.device, m.model.id if m.model else None) for m in found] == [
        ("/dev/ttyUSB0", None), ("/dev/ttyUSB1", "framed-shoe-ftdi")]


def test_a_model_matching_on_vendor_product_alone_gets_no_udev_rule(tmp_path: Path) -> None:
    from dealer_assist.devices.udev import udev_rules

    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "a.toml").write_text(
        'id = "bare"\nname = "A"\nkind = "shoe"\ncodec = "framed-shoe"\n'
        '[usb]\nvid = 0x0403\npid = 0x6001\nserial_number = "*"\n')
    with pytest.raises(ModelError, match=r"add usb\.product"):
        udev_rules(load_models(tmp_path))
    (tmp_path / "models" / "a.toml").write_text(
        'id = "pinned"\nname = "A"\nkind = "shoe"\ncodec = "framed-shoe"\n'
        '[usb]\nvid = 0x0403\npid = 0x6001\nserial_number = "SHOE7*"\n')
    assert 'ATTRS{serial}=="SHOE7*"' in udev_rules(load_models(tmp_path))


def test_udev_symlinks_are_stable_names_never_kernel_numbers() -> None:
    from dealer_assist.devices.udev import udev_rules

    rules = udev_rules(load_models())
    assert "%n" not in rules and "%k" not in rules
    for model in load_models():
        assert f"dealer-assist/{model.id}-$env{{ID_SERIAL_SHORT}}" in rules
        assert f"dealer-assist/{model.id}-$env{{ID_PATH_TAG}}" in rules


def test_manager_keeps_the_name_when_a_device_returns_on_another_path(
        simulator: Callable[..., Simulator]) -> None:
    first, second = simulator("shoe"), simulator("shoe")
    [model] = [m for m in load_models() if m.codec == "framed-shoe"]
    with DeviceManager(models=[model], backoff=FAST_BACKOFF) as manager:
        [spec] = manager.discover([port(str(first.path), model.vid, model.pid)])
        wait_status(manager.events, "connected")
        first.unplug()
        wait_status(manager.events, "disconnected")
        [moved] = manager.discover([port(str(second.path), model.vid, model.pid)])
        assert (moved.name, moved.url) == (spec.name, str(second.path))
        events = wait_status(manager.events, "connected")
        assert events[-1].device == "shoe-1"
        assert [s.name for s in manager.specs()] == ["shoe-1"]
