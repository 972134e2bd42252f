"""`dealer-assist verify DB [--room DSN]`: SQLite integrity, the hash chain row by row, every
derived table (staff, rulings, hands, sessions, audit, ...) against the chain, every hand
replayed through the engine (docs/storage.md, "What the chain covers"), the table's signed heads
when it is enrolled in a room, and with ``--room`` the room's copy.

Prints ``OK ...`` and exits 0, or the first problem (a row changed, removed, inserted or
reordered; an edited table row; an event the engine refuses; a signed head that no longer
matches) and exits 1; a file that cannot be checked at all (missing, not a hand log, room
unreachable) exits 2. The file is opened read-only.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("db", metavar="DB", help="the hand-log database file")
    parser.add_argument("--room", metavar="DSN",
                        help="also compare with the room's copy (a floor or supervisor login)")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.storage import StorageError
    from dealer_assist.storage.verify import verify

    try:
        report = verify(args.db)
    except StorageError as exc:
        print(f"dealer-assist verify: {exc}", file=sys.stderr)
        return 2
    print(f"{args.db}: {report.message()}")
    ok = report.ok
    try:
        ok = _anchors(Path(args.db)) and ok
        if args.room:
            ok = _room(Path(args.db), args.room) and ok
    except _CannotCheck as exc:
        print(f"dealer-assist verify: {exc}", file=sys.stderr)
        return 2
    return 0 if ok else 1


class _CannotCheck(Exception):
    pass


def _anchors(db: Path) -> bool:
    try:
        from dealer_assist.room.anchors import check_anchors
        from dealer_assist.room.keys import EnrolmentError
    except ImportError:  # the room's packages are not installed: the chain check stands alone
        return True
    try:
        anchors = check_anchors(db)
    except EnrolmentError as exc:
        raise _CannotCheck(str(exc)) from exc
    for note in anchors.notes:
        print(f"{db}: {note}")
    for problem in anchors.problems:
        print(f"{db}: FAILED: {problem}")
    if anchors.ok and anchors.signed:
        print(f"{db}: {anchors.signed} signed heads OK")
    return anchors.ok


def _room(db: Path, dsn: str) -> bool:
    import psycopg

    from dealer_assist.room.compare import compare
    from dealer_assist.room.keys import load_login

    login = load_login(db)
    if login is None:
        raise _CannotCheck(f"{db} is not enrolled in a room (no {db.name}.room.json beside it)")
    try:
        found = compare(db, dsn, login.log_id)
    except psycopg.Error as exc:
        raise _CannotCheck(f"cannot read the room: {str(exc).strip()}") from exc
    if found.ok:
        extra = f", {found.not_yet_shipped} not yet shipped" if found.not_yet_shipped else ""
        print(f"{db}: the room's copy of table {login.table} agrees ({found.compared} events"
              f"{extra})")
        return True
    print(f"{db}: FAILED against the room's copy of table {login.table}: {found.difference}")
    return False
