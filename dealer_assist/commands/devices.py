"""`dealer-assist devices list | monitor | simulate | udev`: the technician's tools for shoes and
scanners.

``list`` shows the serial ports and the device model each matches; ``monitor`` decodes a live
port and prints one JSON object per event until Ctrl-C; ``simulate`` runs a simulated device on a
pseudo-terminal and prints its path, so ``monitor`` (or the app) can be tried without hardware;
``udev`` prints the udev rules generated from the device models.
"""

from __future__ import annotations

import argparse
import json
import queue
import sys
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import Any

from dealer_assist.devices import DeviceEvent, DeviceReader, DeviceSpec, codec_names, make_codec
from dealer_assist.devices.capture import write_chunk
from dealer_assist.devices.discovery import scan
from dealer_assist.devices.models import DeviceModel, ModelError, load_models
from dealer_assist.devices.sim import (
    KIND_CODECS,
    ScriptError,
    Simulator,
    SimulatorError,
    parse_faults,
    parse_script,
)
from dealer_assist.devices.spec import Framing, SpecError

PROG = "dealer-assist devices"


def configure(parser: argparse.ArgumentParser) -> None:
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    listing = actions.add_parser("list", help="show serial ports and the device model each matches")
    listing.add_argument("--json", action="store_true", help="one JSON object per port")
    listing.add_argument("--hardware", type=Path, help="folder with models/ (default: hardware/)")

    monitor = actions.add_parser("monitor", help="decode a port and print one JSON line per event")
    monitor.add_argument("port", help="serial port or pyserial URL (socket://host:port ...)")
    monitor.add_argument("--codec", choices=codec_names(), help="how to decode the bytes")
    monitor.add_argument("--model", help="use a device model's codec and line settings instead")
    monitor.add_argument("--baud", type=_positive_int, help="baud rate (default 9600 or model's)")
    monitor.add_argument("--framing", type=_framing, help="character framing (default 8N1)")
    monitor.add_argument("--option", action="append", default=[], type=_option,
                         metavar="KEY=VALUE", help="codec option, value as JSON or text")
    monitor.add_argument("--name", default="monitor", help="device name shown in events")
    monitor.add_argument("--silence", type=_positive_float, default=5.0,
                         help="report 'silent' after this many seconds without data")
    monitor.add_argument("--heartbeats", action="store_true", help="print heartbeat frames too")
    monitor.add_argument("--count", type=_positive_int, help="stop after this many events")
    monitor.add_argument("--capture", type=Path,
                         help="also write the raw bytes, with times, to this file")
    monitor.add_argument("--hardware", type=Path, help="folder with models/ (default: hardware/)")

    udev = actions.add_parser("udev", help="print the udev rules for the device models")
    udev.add_argument("--hardware", type=Path, help="folder with models/ (default: hardware/)")

    simulate = actions.add_parser("simulate", help="run a simulated device on a pseudo-terminal")
    simulate.add_argument("kind", choices=list(KIND_CODECS), help="which device to simulate")
    simulate.add_argument("--codec", help="wire protocol (shoe: framed-shoe or line-shoe; "
                                          "rfid: rfid-cards or rfid-ascii)")
    simulate.add_argument("--seed", type=int, help="shuffle seed, for a repeatable deck")
    simulate.add_argument("--script", type=Path, help="steps to play instead of a deck")
    simulate.add_argument("--faults", type=_faults, default={},
                          help="comma list of garbage, split, bad-checksum, duplicate, unplug, "
                               "silence, each optionally =probability per card (default 0.05)")
    simulate.add_argument("--interval", type=_non_negative_float, default=0.5,
                          help="seconds between cards (default 0.5)")
    simulate.add_argument("--heartbeat", type=_non_negative_float, default=1.0,
                          help="seconds between heartbeats when idle, 0 for none (default 1)")
    simulate.add_argument("--count", type=_positive_int, help="stop after this many cards")
    simulate.add_argument("--link", type=Path,
                          help="path of the stable port symlink (default: in a temporary folder)")
    simulate.add_argument("--jokers", type=int, choices=(0, 1, 2), default=0)


def run(args: argparse.Namespace) -> int:
    try:
        if args.action == "list":
            return _list(args)
        if args.action == "monitor":
            return _monitor(args)
        if args.action == "udev":
            from dealer_assist.devices.udev import udev_rules

            print(udev_rules(load_models(args.hardware)), end="")
            return 0
        return _simulate(args)
    except (ModelError, SpecError, ScriptError, SimulatorError, OSError, ValueError) as error:
        print(f"{PROG} {args.action}: {error}", file=sys.stderr)
        return 2


def _list(args: argparse.Namespace) -> int:
    models = load_models(args.hardware)
    matches = scan(models)
    if args.json:
        for m in matches:
            print(json.dumps({"port": m.device, "stable_path": m.stable_path, "usb": m.usb_id,
                              "serial_number": m.serial_number, "description": m.description,
                              "model": m.model.id if m.model else None}))
        return 0
    if not matches:
        print(f"no serial ports found ({len(models)} device models known)")
        return 0
    print(f"{'PORT':<22} {'USB ID':<10} {'SERIAL':<16} {'MODEL':<26} DESCRIPTION")
    for m in matches:
        model = m.model.id if m.model else "(no matching model)"
        print(f"{m.device:<22} {m.usb_id:<10} {(m.serial_number or '-')[:16]:<16} "
              f"{model:<26} {m.description}")
    return 0


def _monitor(args: argparse.Namespace) -> int:
    spec = _monitor_spec(args)
    events: queue.Queue[DeviceEvent] = queue.Queue()
    with ExitStack() as stack:
        capture = stack.enter_context(args.capture.open("w")) if args.capture else None
        reader = DeviceReader(spec, events.put, heartbeats=args.heartbeats,
                              tap=(lambda data, at: write_chunk(capture, data, at))
                              if capture else None)
        stack.callback(reader.stop)
        reader.start()
        shown = 0
        try:
            while args.count is None or shown < args.count:
                try:
                    event = events.get(timeout=0.2)
                except queue.Empty:
                    continue
                print(json.dumps(event.to_json()), flush=True)
                shown += 1
        except KeyboardInterrupt:
            pass
    return 0


def _monitor_spec(args: argparse.Namespace) -> DeviceSpec:
    options = dict(args.option)
    if args.model:
        model = _find_model(args.model, args.hardware)
        if args.codec and args.codec != model.codec:
            raise SpecError(f"--codec {args.codec} contradicts model {model.id} ({model.codec})")
        return DeviceSpec(args.name, args.port, model.codec, args.baud or model.baudrate,
                          args.framing or model.framing, {**model.options, **options},
                          args.silence)
    if not args.codec:
        raise SpecError(f"give --codec ({', '.join(codec_names())}) or --model")
    spec = DeviceSpec(args.name, args.port, args.codec, args.baud or 9600,
                      args.framing or "8N1", options, args.silence)
    make_codec(spec.codec, spec.name, spec.options)  # check options before opening anything
    return spec


def _find_model(model_id: str, hardware: Path | None) -> DeviceModel:
    models = load_models(hardware)
    for model in models:
        if model.id == model_id:
            return model
    raise SpecError(f"no device model {model_id!r}; known: {', '.join(m.id for m in models)}")


def _simulate(args: argparse.Namespace) -> int:
    script = parse_script(args.script.read_text(encoding="utf-8")) if args.script else None
    link = args.link
    simulator = Simulator(
        args.kind, codec=args.codec, seed=args.seed, script=script, faults=args.faults,
        interval=args.interval, heartbeat=args.heartbeat or None, count=args.count,
        jokers=args.jokers, directory=link.parent if link else None,
        name=link.name if link else None)
    try:
        simulator.start()
        print(simulator.path, flush=True)
        print(f"{args.kind} simulator ({simulator.codec}); watch it with: dealer-assist devices "
              f"monitor {simulator.path} --codec {simulator.codec}", file=sys.stderr, flush=True)
        while not simulator.finished.wait(0.2):
            pass
        simulator.link.drain(timeout=2.0)  # a pty drops unread bytes when it closes
    except KeyboardInterrupt:
        pass
    finally:
        simulator.close()
    return 0


def _number(kind: type[int] | type[float], *, least: float, inclusive: bool,
            what: str) -> Callable[[str], Any]:
    """An argparse type: a number of ``kind`` above ``least`` (or equal, if ``inclusive``)."""
    def parse(text: str) -> float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if value < least or (value == least and not inclusive):
            raise argparse.ArgumentTypeError(f"{text!r} must be {what}")
        return value

    return parse


_positive_int = _number(int, least=0, inclusive=False, what="a positive whole number")
_positive_float = _number(float, least=0, inclusive=False, what="a positive number of seconds")
_non_negative_float = _number(float, least=0, inclusive=True, what="zero or more seconds")


def _framing(text: str) -> str:
    try:
        Framing.parse(text)
    except SpecError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text


def _option(text: str) -> tuple[str, Any]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"{text!r} is not KEY=VALUE")
    try:
        return key, json.loads(value)
    except ValueError:
        return key, value


def _faults(text: str) -> dict[str, float]:
    try:
        return parse_faults(text)
    except ScriptError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
