"""`dealer-assist verify DB`: SQLite integrity check, the hash chain row by row, every derived
table (staff, rulings, hands, sessions, audit, ...) against the chain, and every hand replayed
through the engine (docs/storage.md, "What the chain covers").

Prints ``OK ...`` and exits 0, or the first problem (a row changed, removed, inserted or
reordered; an edited table row; an event the engine refuses) and exits 1; a file that cannot be
checked at all (missing, not a hand log) exits 2. The file is opened read-only.
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
