"""``dealer-assist replay``: play a hand log (JSON Lines events) or PHH hand histories through
the engine and print what the dealer would have seen, one JSON object per line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_assist.engine.events import (
    Event,
    EventError,
    RulingDecided,
    event_from_dict,
    event_from_json,
    read_json,
)

if TYPE_CHECKING:
    from dealer_assist.engine.phh import PHHHand


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "files", nargs="+", metavar="FILE", help="JSON Lines event files, or PHH files with --phh"
    )
    parser.add_argument("--phh", action="store_true", help="the files are PHH hand histories")
    parser.add_argument(
        "--db", metavar="PATH",
        help="also write what is replayed into this import log (a new file, or an import log "
             "made by an earlier --db; never a table's live log): all lines or none",
    )
    parser.add_argument(
        "--table", default=None, help="table id to log under (default: from the events)"
    )


@dataclass
class _Import:
    """What ``--db`` will write, gathered while replaying: written only if every line passed."""

    signers: frozenset[str]  # badges of the target log's signed-in floor staff
    batches: list[tuple[str, list[Event]]] = field(default_factory=list)

    def add(self, table: str, events: list[Event]) -> None:
        if self.batches and self.batches[-1][0] == table:
            self.batches[-1][1].extend(events)
        else:
            self.batches.append((table, list(events)))

    def refusal(self, ev: Event) -> str:
        """Why this event may not be imported ("" when it may)."""
        from dealer_assist.storage.imports import unsigned_decision

        return unsigned_decision(ev.by, self.signers) if isinstance(ev, RulingDecided) else ""


def run(args: argparse.Namespace) -> int:
    target = None
    if args.db:
        from dealer_assist.storage import StorageError
        from dealer_assist.storage.imports import signed_in_floor

        try:
            target = _Import(signed_in_floor(Path(args.db)))
        except StorageError as exc:
            print(f"dealer-assist replay: {exc}", file=sys.stderr)
            return 2
    status = _replay_phh(args, target) if args.phh else _replay_jsonl(args, target)
    return status if target is None else _write(Path(args.db), target, status, args.files)


def _write(db: Path, target: _Import, status: int, sources: list[str]) -> int:
    """All or nothing: a refused line anywhere means nothing is written."""
    from dealer_assist.storage import StorageError
    from dealer_assist.storage.imports import write_import

    if status:
        print(f"dealer-assist replay: nothing was written to {db} (an import is all or nothing)",
              file=sys.stderr)
        return status
    try:
        written = write_import(db, target.batches, sources)
    except StorageError as exc:
        print(f"dealer-assist replay: {exc}", file=sys.stderr)
        return 2
    print(f"dealer-assist replay: {written} events written to the import log {db}",
          file=sys.stderr)
    return 0


def _replay_phh(args: argparse.Namespace, target: _Import | None) -> int:
    from dealer_assist.engine import phh
    from dealer_assist.engine.events import HandEnded, TableConfigured

    status = 0
    for name, key, hand_file in _phh_hands(args.files):
        where: dict[str, object] = {"file": name} if key is None else {"file": name, "hand": key}
        if isinstance(hand_file, str):
            print(json.dumps({**where, "error": hand_file}))
            status = 1
            continue
        try:
            state = phh.replay(hand_file)
        except (phh.PHHError, ValueError) as exc:
            print(json.dumps({**where, "error": str(exc)}))
            status = 1
            continue
        stacks = phh.finishing_stacks(state)
        out = {**where, "variant": hand_file.variant, "finishing_stacks": stacks}
        if hand_file.finishing_stacks is not None:
            out["matches_file"] = tuple(stacks) == hand_file.finishing_stacks
        print(json.dumps(out))
        if target is not None:
            table = args.table or Path(name).stem + ("" if key is None else f"-{key}")
            events: list[Event] = [
                TableConfigured(
                    table,
                    "PHH",
                    hand_file.config.game,
                    hand_file.variant,
                    len(hand_file.stacks),
                    hand_file.config.to_json(),
                )
            ]
            events += [hand_file.started, *phh.applied_events(state), HandEnded(1)]
            target.add(table, events)
    return status


def _phh_hands(files: list[str]) -> Iterator[tuple[str, str | None, PHHHand | str]]:
    """Each hand of each file (``.phh`` or ``.phhs``), or the reason a file cannot be read."""
    from dealer_assist.engine import phh

    for name in files:
        try:
            hands = phh.load_all(name)
        except (phh.PHHError, ValueError) as exc:
            yield name, None, str(exc)
            continue
        for key, hand in hands:
            yield name, key, hand


def _replay_jsonl(args: argparse.Namespace, target: _Import | None) -> int:
    """Hand logs, bare events or ``export --format jsonl`` lines (several tables, each replayed
    on its own table: a poker session, or a player-banked table)."""
    from dealer_assist.engine.fold import Refusal
    from dealer_assist.engine.games.banked.replay import BankedTable, describe, is_banked
    from dealer_assist.engine.session import TableSession

    for name in args.files:
        lines = read_lines(name)
        if isinstance(lines, str):
            print(f"dealer-assist replay: {lines}", file=sys.stderr)
            return 2
        tables: dict[str | None, TableSession | BankedTable] = {}
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                where, ev = log_line(line)
                table = tables.get(where)
                if table is None:
                    table = tables[where] = BankedTable() if is_banked(ev) else TableSession()
                out = _replay_one(table, where, ev, describe)
            except (EventError, Refusal, ValueError, TypeError) as exc:  # a bad rules record too
                print(json.dumps({"file": name, "line": number, "refused": str(exc)}))
                print(f"dealer-assist replay: {name}, line {number}: {exc}", file=sys.stderr)
                return 1
            if target is not None:
                refused = target.refusal(ev)
                if refused:
                    print(json.dumps({"file": name, "line": number, "refused": refused}))
                    print(f"dealer-assist replay: {name}, line {number}: {refused}",
                          file=sys.stderr)
                    return 1
                target.add(args.table or _log_table(table, where, name), [ev])
            print(json.dumps({"line": number, **out}))
    return 0


def read_lines(name: str) -> list[str] | str:
    """The file's lines, or why it cannot be read (naming the file and, for text that is not
    UTF-8, the line). Lines end at a line feed only: U+2028 inside a JSON string is text."""
    try:
        raw = Path(name).read_bytes()
    except OSError as exc:
        return f"cannot read {name}: {exc.strerror or exc}"
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        return (f"{name}, line {line}: not UTF-8 text (byte 0x{raw[exc.start]:02x}); event "
                "files are UTF-8 JSON Lines")
    return [line.removesuffix("\r") for line in text.split("\n")]


def _replay_one(table: object, where: str | None, ev: Event,
                describe: Callable[[Event], str]) -> dict[str, object]:
    """Apply one event; what the dealer sees after it (state, or the banked table's line)."""
    from dealer_assist.engine.session import TableSession
    from dealer_assist.engine.snapshot import table_snapshot
    from dealer_assist.irregularities import procedure_with_rulings

    head: dict[str, object] = {} if where is None else {"table": where}
    if not isinstance(table, TableSession):
        table.apply(ev)  # type: ignore[attr-defined]
        return {**head, "event": ev.to_dict(), "dealer": describe(ev)}
    table.check([ev])
    table.commit([ev])
    state = table_snapshot(table.table, procedure_with_rulings)
    return {**head, "event": ev.to_dict(), "state": state}


def _log_table(table: object, where: str | None, name: str) -> str:
    from dealer_assist.engine.session import TableSession

    if where is not None:
        return where
    if isinstance(table, TableSession):
        return table.table.name
    return Path(name).stem


def log_line(line: str) -> tuple[str | None, Event]:
    """One line of a log: a bare event, or an exported one (``export --format jsonl`` wraps
    each event with its sequence number, table, hand and time), with the table it belongs to."""
    data = read_json(line)  # too deep or too long a number is a clear refusal too (issue 16)
    if isinstance(data, dict) and "type" not in data and isinstance(data.get("event"), dict):
        table = data.get("table")
        return (str(table) if table is not None else None), event_from_dict(data["event"])
    return None, event_from_json(line)
