"""`dealer-assist verify DB`: SQLite integrity check and the hash chain, row by row.

Prints ``OK ...`` and exits 0, or the first row that was changed, removed, inserted or reordered
and exits 1; a file that cannot be checked at all (missing, not a hand log) exits 2.
"""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("db", metavar="DB", help="the hand-log database file")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.storage import StorageError
    from dealer_assist.storage.verify import verify

    try:
        report = verify(args.db)
    except StorageError as exc:
        print(f"dealer-assist verify: {exc}", file=sys.stderr)
        return 2
    print(f"{args.db}: {report.message()}")
    return 0 if report.ok else 1
