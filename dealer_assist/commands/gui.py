"""`dealer-assist gui`: the touchscreen app on a persistent hand log, with real devices.

Until table set-up by touch exists (issue 9, item 2) the table is the demo's LC $3-$6 Hold'em
table with its six players; what the log holds is replayed, so a restart resumes the hand in
progress at the same step.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

DEFAULT_LOG = Path.home() / ".local" / "share" / "dealer-assist" / "hand-log.sqlite"


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", type=Path, default=DEFAULT_LOG,
                        help=f"the hand log (SQLite; created if missing; default {DEFAULT_LOG})")
    parser.add_argument("--table", default="T1", help="table name in the log (default T1)")
    parser.add_argument("--fullscreen", action="store_true",
                        help="full screen (kiosk mode with a supervisor exit is not built yet)")
    parser.add_argument("--quit-after", metavar="SECONDS", type=float,
                        help="close the app after SECONDS (smoke tests)")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.app import open_table, qt_app, run_window
    from dealer_assist.storage import StorageError

    qt = qt_app()
    try:
        app = open_table(args.db, args.table)
    except StorageError as error:
        print(f"dealer-assist gui: {error}", file=sys.stderr)
        return 1
    return run_window(qt, app, windowed=not args.fullscreen, quit_after=args.quit_after)
