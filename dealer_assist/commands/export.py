"""`dealer-assist export`: hand logs for supervisors as CSV, JSON Lines or PHH.

Filters are checked against the log first (a typo is an error, not an empty file); the output
appears only when complete. Exit 0 when written, 2 for bad filters or an unusable file.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", required=True, metavar="DB", help="the hand-log database file")
    parser.add_argument("--format", required=True, choices=("csv", "jsonl", "phh"),
                        help="csv: one row per hand; jsonl: every event; phh: poker hands")
    parser.add_argument("--out", required=True, metavar="PATH", help="file to write")
    parser.add_argument("--from", dest="start", metavar="ISO",
                        help="hands started at or after (YYYY-MM-DD[THH:MM], local time)")
    parser.add_argument("--to", dest="end", metavar="ISO",
                        help="hands started before (a bare date includes that whole day)")
    parser.add_argument("--table", metavar="T", help="only this table")
    parser.add_argument("--game", metavar="G", help="only this game (profile key, e.g. holdem)")
    parser.add_argument("--datasette", action="store_true",
                        help="also write metadata.json for Datasette beside --out (labels, "
                             "saved queries, the staff table closed)")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.storage import StorageError
    from dealer_assist.storage.export import export_log

    show = _progress if sys.stderr.isatty() else None
    try:
        result = export_log(args.db, args.format, args.out, start=args.start, end=args.end,
                            table=args.table, game=args.game, progress=show)
    except StorageError as exc:
        print(f"dealer-assist export: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\ndealer-assist export: cancelled; nothing was written", file=sys.stderr)
        return 130
    what = "events" if result.format == "jsonl" else "hands"
    skipped = f" ({result.skipped} hands PHH cannot describe skipped)" if result.skipped else ""
    if show is not None:
        print(file=sys.stderr)
    print(f"wrote {result.written} {what} to {result.path}{skipped}")
    if args.datasette:
        print(f"wrote {write_datasette_metadata(args.db, result.path)}")
    return 0


def write_datasette_metadata(db: str, out: Path) -> Path:
    """``metadata.json`` beside the export, for ``datasette DB -m metadata.json``."""
    from dealer_assist.storage.datasette import metadata

    target = out.parent / "metadata.json"
    target.write_text(json.dumps(metadata(Path(db).stem), indent=2) + "\n", encoding="utf-8")
    return target


def _progress(done: int, total: int) -> None:
    percent = 100 * done // total if total else 100
    print(f"\rexporting... {percent:3d}%", end="", file=sys.stderr, flush=True)
