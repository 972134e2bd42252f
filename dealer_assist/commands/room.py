"""`dealer-assist room ...`: the room store on PostgreSQL (docs/room.md).

init (create or upgrade the schema), enroll / retire (a table PC), sync (one-shot push of a
log), status (each table's head, lag, last contact, alarms), export (room-wide CSV, JSON Lines
or PHH). Exit 0 when all went well, 1 when the room refused something, 2 on bad input or when
the room cannot be reached.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="room_command", metavar="ACTION", required=True)
    init = sub.add_parser("init", help="create or upgrade the room's schema and roles")
    init.add_argument("--dsn", required=True, help="the room database (its owner's login)")
    enroll = sub.add_parser("enroll", help="enrol a table PC: its key, login and registration")
    enroll.add_argument("--dsn", required=True, help="the room database (a floor login)")
    enroll.add_argument("--table", required=True, help="the table's name in the room (T12)")
    enroll.add_argument("--db", required=True, type=Path, help="the table's hand log")
    retire = sub.add_parser("retire", help="retire a table's enrolment (a replaced PC)")
    retire.add_argument("--dsn", required=True)
    retire.add_argument("--table", required=True)
    sync = sub.add_parser("sync", help="ship a hand log to the room now (one shot)")
    sync.add_argument("--db", required=True, type=Path, help="the enrolled hand log")
    sync.add_argument("--dsn", required=True, help="the room database (host and name)")
    status = sub.add_parser("status", help="each table: head, lag, last seen, alarms")
    status.add_argument("--dsn", required=True)
    status.add_argument("--json", action="store_true", help="JSON instead of text")
    status.add_argument("--offline-limit", type=float, default=300.0, metavar="SECONDS",
                        help="flag tables not heard from for longer (default 300)")
    export = sub.add_parser("export", help="room-wide export in the per-table formats")
    export.add_argument("--dsn", required=True)
    export.add_argument("--format", required=True, choices=("csv", "jsonl", "phh"))
    export.add_argument("--out", required=True, type=Path)
    export.add_argument("--table", action="append", default=[], help="only this table (repeat)")
    export.add_argument("--from", dest="start", help="YYYY-MM-DD or ISO time (inclusive)")
    export.add_argument("--to", dest="end", help="YYYY-MM-DD (through that day) or ISO time")
    export.add_argument("--game", help="only hands of this game (holdem, stud, ...)")
    sign_ins = sub.add_parser("sign-ins", help="every PIN tried at the floor stations (CSV)")
    sign_ins.add_argument("--dsn", required=True, help="a supervisor or floor login")
    sign_ins.add_argument("--since", help="YYYY-MM-DD or ISO time (inclusive)")
    sign_ins.add_argument("--out", type=Path, help="write the CSV here (default: stdout)")


def run(args: argparse.Namespace) -> int:
    import psycopg

    from dealer_assist.room.keys import EnrolmentError
    from dealer_assist.room.schema import SchemaTooNew
    from dealer_assist.storage import StorageError

    try:
        result: int = _ACTIONS[args.room_command](args)
    except psycopg.OperationalError as exc:
        print(f"dealer-assist room: cannot reach the room: {str(exc).strip()}", file=sys.stderr)
        return 2
    except (psycopg.Error, EnrolmentError, StorageError, SchemaTooNew) as exc:
        print(f"dealer-assist room {args.room_command}: {str(exc).strip()}", file=sys.stderr)
        return 2
    return result


def _init(args: argparse.Namespace) -> int:
    from dealer_assist.room.schema import migrate

    before, after = migrate(args.dsn)
    print(f"room schema at version {after}" + ("" if before == after else f" (was {before})"))
    return 0


def _enroll(args: argparse.Namespace) -> int:
    from dealer_assist.room.enrol import EnrolRefused, enrol

    try:
        login = enrol(args.dsn, args.table, args.db)
    except EnrolRefused as exc:
        print(f"dealer-assist room enroll: refused: {exc}", file=sys.stderr)
        return 1
    print(f"table {login.table} enrolled as login {login.login}; key and login beside {args.db}")
    return 0


def _retire(args: argparse.Namespace) -> int:
    from dealer_assist.room.enrol import retire

    if not retire(args.dsn, args.table):
        print(f"dealer-assist room retire: table {args.table} is not enrolled", file=sys.stderr)
        return 1
    print(f"table {args.table} retired: its PC can no longer ship; enrol the new one")
    return 0


def _sync(args: argparse.Namespace) -> int:
    from dealer_assist.room.keys import load_login
    from dealer_assist.room.shipper import RoomAhead, Shipper

    login = load_login(args.db)
    if login is None:
        print(f"dealer-assist room sync: {args.db} is not enrolled: run `dealer-assist room "
              "enroll --dsn DSN --table ID --db LOG` first", file=sys.stderr)
        return 2
    shipper = Shipper(args.db, args.dsn, login)
    try:
        totals = shipper.sync()
    except RoomAhead as exc:
        print(f"dealer-assist room sync: {exc}", file=sys.stderr)
        totals = shipper.totals
        print(json.dumps({"shipped": totals.shipped, "already_there": totals.already_there,
                          "refused": totals.refused}))
        return 1
    light = shipper.status()
    if light.problem:
        print(f"refused: {light.problem}", file=sys.stderr)
    print(json.dumps({"shipped": totals.shipped, "already_there": totals.already_there,
                      "refused": totals.refused}))
    return 1 if totals.refused else 0


def _status(args: argparse.Namespace) -> int:
    from dealer_assist.room.reader import room_status
    from dealer_assist.room.status import as_json

    tables, alarms = room_status(args.dsn, offline_limit_s=args.offline_limit)
    if args.json:
        print(json.dumps(as_json(tables, alarms), indent=1))
        return 0
    for table in tables:
        print(table.line())
    print(f"{len(alarms)} alarm(s)")
    for alarm in alarms:
        where = f" at seq {alarm.seq}" if alarm.seq is not None else ""
        print(f"  {alarm.at}  {alarm.table or alarm.login}{where}: {alarm.why}")
    return 0


def _export(args: argparse.Namespace) -> int:
    from dealer_assist.room.export import room_export

    done = room_export(args.dsn, args.format, args.out, tables=args.table, start=args.start,
                       end=args.end, game=args.game,
                       progress=lambda n, total: print(f"  {n}/{total}", file=sys.stderr))
    print(f"{args.out}: {done.written} {'events' if args.format == 'jsonl' else 'hands'}"
          + (f" ({done.skipped} skipped)" if done.skipped else ""))
    return 0


def _sign_ins(args: argparse.Namespace) -> int:
    """The room's record of floor-station sign-in attempts, for a supervisor's audit."""
    from datetime import datetime

    import psycopg

    from dealer_assist.room.sign_ins import attempts, write_csv

    try:
        since = datetime.fromisoformat(args.since).astimezone() if args.since else None
    except ValueError:
        print(f"dealer-assist room sign-ins: --since {args.since!r} is not a date "
              "(YYYY-MM-DD or an ISO time)", file=sys.stderr)
        return 2
    with psycopg.connect(args.dsn, connect_timeout=5) as conn:
        rows = attempts(conn, since)
    if args.out is None:
        write_csv(rows, sys.stdout)
    else:
        with args.out.open("w", encoding="utf-8", newline="") as out:
            write_csv(rows, out)
        print(f"{args.out}: {len(rows)} sign-in attempts")
    return 0


_ACTIONS = {"init": _init, "enroll": _enroll, "retire": _retire, "sync": _sync,
            "status": _status, "export": _export, "sign-ins": _sign_ins}
