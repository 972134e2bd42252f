"""`dealer-assist setup`: write this table PC's settings file (table id, house, room file, devices,
room store, language, kiosk).

Each flag sets one value and keeps the others the file already has, so a technician can change
the room address without retyping the table id. ``--show`` prints the file in force. Without
flags on a PC with a screen, ``--touch`` opens the same form by touch."""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from dealer_assist.settings import (
    LANGUAGES,
    Settings,
    SettingsError,
    as_toml,
    check_house,
    check_room_dsn,
    check_table_id,
    load_settings,
    save_settings,
    settings_file,
    site_settings_file,
)


def configure(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--file", type=Path, metavar="PATH",
                       help="the settings file (default: this PC's, see --show)")
    where.add_argument("--site", action="store_true",
                       help="the machine-wide file, for every user of the PC (installers)")
    parser.add_argument("--show", action="store_true", help="print the settings in force and exit")
    parser.add_argument("--table", metavar="ID", help="this table's id in the log, e.g. T7")
    parser.add_argument("--db", type=Path, metavar="PATH", help="the hand log's file")
    parser.add_argument("--house", metavar="CODE", help="house profile code, e.g. LC_LOW")
    parser.add_argument("--room-file", type=Path, metavar="PATH",
                        help="the room's own amounts on top of the house (a room TOML file)")
    parser.add_argument("--room-dsn", metavar="DSN", help="the room store's PostgreSQL address")
    parser.add_argument("--room-offline-limit", type=int, metavar="MINUTES",
                        help="minutes without the room before the dealer is told (default 5)")
    parser.add_argument("--language", choices=LANGUAGES, help="the table's default language")
    kiosk = parser.add_mutually_exclusive_group()
    kiosk.add_argument("--kiosk", dest="kiosk", action="store_true", default=None,
                       help="full screen; only a signed-in supervisor closes it")
    kiosk.add_argument("--no-kiosk", dest="kiosk", action="store_false")
    parser.add_argument("--hardware-dir", type=Path, metavar="DIR",
                        help="device models folder (default: the bundle's hardware/models)")
    discover = parser.add_mutually_exclusive_group()
    discover.add_argument("--discover", dest="discover", action="store_true", default=None,
                          help="look for shoes and scanners by USB id (default)")
    discover.add_argument("--no-discover", dest="discover", action="store_false")
    parser.add_argument("--touch", action="store_true", help="fill the settings in by touch")


def run(args: argparse.Namespace) -> int:
    path = (site_settings_file() if args.site
            else args.file if args.file is not None else settings_file())
    try:
        current = load_settings(path)
        if args.show:
            print(f"# {path}{'' if path.exists() else ' (not written yet: defaults)'}")
            for key, value in as_toml(current).items():
                print(f"{key} = {value!r}")
            return 0
        if args.touch:
            from dealer_assist.ui.pc_setup import run_setup_form

            chosen = run_setup_form(current)
            if chosen is None:
                print("dealer-assist setup: cancelled; nothing was written", file=sys.stderr)
                return 1
        else:
            chosen = with_flags(current, args)
        written = save_settings(chosen, path, mode=0o640 if args.site else 0o600)
    except SettingsError as error:
        print(f"dealer-assist setup: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(f"dealer-assist setup: cannot write {path}: {error.strerror or error}",
              file=sys.stderr)
        return 1
    print(f"wrote {written} (table {chosen.table_id})")
    return 0


def with_flags(current: Settings, args: argparse.Namespace) -> Settings:
    """The current settings with each given flag applied, every value checked."""
    changes: dict[str, object] = {}
    if args.table is not None:
        changes["table_id"] = check_table_id(args.table, "--table")
    if args.house is not None:
        changes["house"] = check_house(args.house, "--house")
    if args.room_offline_limit is not None:
        if not 1 <= args.room_offline_limit <= 1440:
            raise SettingsError("--room-offline-limit: from 1 to 1440 minutes")
        changes["room_offline_limit_minutes"] = args.room_offline_limit
    if args.room_dsn is not None:
        changes["room_dsn"] = check_room_dsn(args.room_dsn, "--room-dsn")
    for flag, key in (("db", "db"), ("room_file", "room_file"), ("language", "language"),
                      ("kiosk", "kiosk")):
        value = getattr(args, flag)
        if value is not None:
            changes[key] = value
    devices = current.devices
    if args.hardware_dir is not None:
        devices = dataclasses.replace(devices, hardware_dir=args.hardware_dir)
    if args.discover is not None:
        devices = dataclasses.replace(devices, discover=args.discover)
    return dataclasses.replace(current, devices=devices, **changes)  # type: ignore[arg-type]
