"""`dealer-assist logs`: the recent lines of this PC's diagnostic log, for a technician on a call.

Reads the rotating file that ``gui`` and ``demo`` write (``--path`` prints where it is); the
rotated files are read too, oldest first, so a crash just before a rotation is still shown."""

from __future__ import annotations

import argparse
import sys

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lines", "-n", type=int, default=50, metavar="N",
                        help="how many lines (default 50)")
    parser.add_argument("--level", choices=LEVELS, type=str.upper,
                        help="only records at this level or above (e.g. WARNING)")
    parser.add_argument("--path", action="store_true", help="print the log file's path and exit")


def run(args: argparse.Namespace) -> int:
    from dealer_assist import paths
    from dealer_assist.diagnostics import recent_lines

    log_file = paths.diagnostic_log()
    if args.path:
        print(log_file)
        return 0
    if args.lines < 1:
        print("dealer-assist logs: --lines must be 1 or more", file=sys.stderr)
        return 2
    if not any(log_file.parent.glob(f"{log_file.name}*")):
        print(f"dealer-assist logs: no log yet at {log_file} (the app writes it when it runs)",
              file=sys.stderr)
        return 1
    for line in recent_lines(log_file, args.lines, level=args.level):
        print(line)
    return 0
