"""`dealer-assist gui`: the touchscreen app on a persistent hand log, with real devices.

Until table set-up by touch exists (issue 9, item 2) the table is the demo's LC $3-$6 Hold'em
table with its six players; what the log holds is replayed, so a restart resumes the hand in
progress at the same step. ``--add-staff BADGE NAME ROLE`` registers a staff member (the PIN is
asked without echo, or read from standard input with ``--pin-stdin``) and exits: this is how the
first admin gets a badge + PIN; after that an admin adds and changes staff by touch (the Admin
button, :mod:`dealer_assist.ui.views.admin_panel`).
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

ROLES = ("dealer", "floor", "supervisor", "admin")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", type=Path,
                        help="the hand log (SQLite; created if missing; default: the settings' "
                             "db, else hand-log.sqlite in the platform's data folder)")
    parser.add_argument("--table", help="table name in the log (default: the settings' "
                                        "table_id, else T1)")
    parser.add_argument("--fullscreen", action="store_true", default=None,
                        help="kiosk mode: full screen, only a signed-in supervisor closes it "
                             "(default: the settings' kiosk)")
    parser.add_argument("--quit-after", metavar="SECONDS", type=float,
                        help="close the app after SECONDS (smoke tests)")
    parser.add_argument("--add-staff", nargs=3, metavar=("BADGE", "NAME", "ROLE"),
                        help=f"register staff in the log and exit (roles: {', '.join(ROLES)})")
    parser.add_argument("--room", metavar="DSN",
                        help="ship the log live to the room store (PostgreSQL; docs/room.md); "
                             "enrols the log as --table first if it is not yet (a floor login)")
    parser.add_argument("--pin-stdin", action="store_true",
                        help="with --add-staff: read the PIN from standard input")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.diagnostics import setup_logging
    from dealer_assist.settings import SettingsError, load_settings
    from dealer_assist.storage import StorageError

    try:  # this PC's settings fill what the command line leaves out (the service passes none)
        settings = load_settings()
    except SettingsError as error:
        print(f"dealer-assist gui: {error}", file=sys.stderr)
        return 2
    args.db = settings.log_path if args.db is None else args.db
    args.table = settings.table_id if args.table is None else args.table
    args.fullscreen = settings.kiosk if args.fullscreen is None else args.fullscreen
    args.room = settings.room_dsn if args.room is None else args.room
    offline_limit_s = settings.room_offline_limit_minutes * 60.0

    if args.add_staff:
        try:
            return add_staff(args.db, *args.add_staff, from_stdin=args.pin_stdin)
        except StorageError as error:
            print(f"dealer-assist gui: {error}", file=sys.stderr)
            return 1
    from dealer_assist.app import open_table, qt_app, run_window, ship_to_room

    log_file = setup_logging()
    logging.getLogger("dealer_assist").info(
        "gui starting: table %s, log %s (diagnostics in %s)", args.table, args.db, log_file)
    qt = qt_app()
    from dealer_assist.ui import i18n

    i18n.set_table_language(settings.language)  # before the window: built in its language
    try:
        app = open_table(args.db, args.table, settings.room_file)
    except StorageError as error:
        print(f"dealer-assist gui: {error}", file=sys.stderr)
        return 1
    if args.room:
        try:
            ship_to_room(app, args.room, args.table, offline_limit_s)
        except Exception as error:  # the room refused the enrolment or is out of reach
            app.close()
            print(f"dealer-assist gui: the room: {error}", file=sys.stderr)
            return 1
    return run_window(qt, app, windowed=not args.fullscreen, quit_after=args.quit_after)


def add_staff(db: Path, badge: str, name: str, role: str, *, from_stdin: bool) -> int:
    import getpass

    from dealer_assist.storage import EventStore
    from dealer_assist.ui.staff_sign_in import FLOOR_MIN_DIGITS, hash_pin, pin_problem
    from dealer_assist.ui.widgets.pin_pad import MAX_DIGITS, MIN_DIGITS

    if role not in ROLES:
        print(f"dealer-assist gui: role must be one of {', '.join(ROLES)}, not {role!r}",
              file=sys.stderr)
        return 2
    if from_stdin:
        pin = again = sys.stdin.readline().strip()
    else:
        least = FLOOR_MIN_DIGITS if role != "dealer" else MIN_DIGITS
        pin = getpass.getpass(f"PIN for {name} ({least}-{MAX_DIGITS} digits): ")
        again = getpass.getpass("the same PIN again: ")
    problem = pin_problem(pin, role)
    if pin != again or problem:
        print(f"dealer-assist gui: {problem or 'the PIN was not typed the same twice'}",
              file=sys.stderr)
        return 2
    db.parent.mkdir(parents=True, exist_ok=True)
    with EventStore.open(db) as store:
        store.add_staff(badge, name, role, pin_hash=hash_pin(pin))
        store.audit("staff_added", f"{name} ({role}) with badge {badge}", staff=badge)
    print(f"{name} ({role}) can sign in with badge {badge} and the PIN")
    return 0
