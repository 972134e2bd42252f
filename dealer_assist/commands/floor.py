"""`dealer-assist floor --room DSN`: the floor station (docs/floor-station.md).

Every table of the room on one touch screen, the rulings waiting for the floor, decided there
with badge + PIN. ``--room`` is a floor login's DSN (it reads the room and records decisions).
Exit 0 when closed normally, 2 when the room cannot be reached or is not a room.
"""

from __future__ import annotations

import argparse
import sys

from dealer_assist.settings import LANGUAGES


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--room", metavar="DSN", required=True,
                        help="the room store (PostgreSQL; a floor login; docs/room.md)")
    parser.add_argument("--offline-limit", metavar="MINUTES", type=int,
                        help="a table out of reach longer is shown OFFLINE TOO LONG (default: "
                             "the settings' room_offline_limit_minutes, else 5)")
    parser.add_argument("--language", choices=LANGUAGES, default=None,
                        help="the station's language while no floorperson with his own is "
                             "signed in (default: this PC's settings, else en)")
    parser.add_argument("--fullscreen", action="store_true",
                        help="full screen (default: a 1280x800 window)")
    parser.add_argument("--quit-after", metavar="SECONDS", type=float,
                        help="close the station after SECONDS (smoke tests)")


def run(args: argparse.Namespace) -> int:
    import psycopg

    from dealer_assist.settings import SettingsError, load_settings

    try:
        settings = load_settings()
    except SettingsError as error:
        print(f"dealer-assist floor: {error}", file=sys.stderr)
        return 2
    minutes = settings.room_offline_limit_minutes if args.offline_limit is None \
        else args.offline_limit
    if minutes <= 0:
        print("dealer-assist floor: --offline-limit must be a positive number of minutes",
              file=sys.stderr)
        return 2
    try:
        _check_room(args.room)
    except (psycopg.Error, ValueError) as error:
        print(f"dealer-assist floor: the room at --room: {str(error).strip()}", file=sys.stderr)
        return 2
    from dealer_assist.app import run_floor_station
    from dealer_assist.diagnostics import setup_logging

    setup_logging()  # the floor PC runs for years: its technician's log, as a table's
    return run_floor_station(args.room, minutes * 60.0, fullscreen=args.fullscreen,
                             quit_after=args.quit_after,
                             language=args.language or settings.language)

def _check_room(dsn: str) -> None:
    """The DSN reaches a migrated room (a clear message now rather than an empty station)."""
    import psycopg

    from dealer_assist.room.schema import schema_version

    with psycopg.connect(dsn, connect_timeout=5) as conn:
        if schema_version(conn) == 0:
            raise ValueError("this database is not a room: run `dealer-assist room init` first")
