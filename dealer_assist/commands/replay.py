"""``dealer-assist replay``: play a hand log (JSON Lines events) or PHH hand histories through
the engine and print what the dealer would have seen, one JSON object per line."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from dealer_assist.engine.events import Event, EventError, RulingDecided, event_from_json


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
    for name in args.files:
        try:
            hand_file = phh.load(name)
            state = phh.replay(hand_file)
        except (phh.PHHError, ValueError) as exc:
            print(json.dumps({"file": name, "error": str(exc)}))
            status = 1
            continue
        stacks = phh.finishing_stacks(state)
        out = {"file": name, "variant": hand_file.variant, "finishing_stacks": stacks}
        if hand_file.finishing_stacks is not None:
            out["matches_file"] = tuple(stacks) == hand_file.finishing_stacks
        print(json.dumps(out))
        if target is not None:
            table = args.table or Path(name).stem
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


def _replay_jsonl(args: argparse.Namespace, target: _Import | None) -> int:
    from dealer_assist.engine.events import TableConfigured
    from dealer_assist.engine.hand import Refusal
    from dealer_assist.engine.session import TableSession
    from dealer_assist.engine.snapshot import table_snapshot
    from dealer_assist.irregularities import procedure_with_rulings

    for name in args.files:
        try:
            lines = Path(name).read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            print(f"dealer-assist replay: cannot read {name}: {exc}", file=sys.stderr)
            return 2
        if _is_banked_log(lines):
            status = _replay_banked(name, lines, args, target)
            if status:
                return status
            continue
        session = TableSession()
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                ev = event_from_json(line)
                session.check([ev])
            except (EventError, Refusal) as exc:
                print(json.dumps({"file": name, "line": number, "refused": str(exc)}))
                return 1
            if target is not None:
                refused = target.refusal(ev)
                if refused:
                    print(json.dumps({"file": name, "line": number, "refused": refused}))
                    return 1
                table = ev.table if isinstance(ev, TableConfigured) else session.table.name
                target.add(args.table or table, [ev])
            session.commit([ev])
            state = table_snapshot(session.table, procedure_with_rulings)
            print(json.dumps({"line": number, "event": ev.to_dict(), "state": state}))
    return 0


def _is_banked_log(lines: list[str]) -> bool:
    from dealer_assist.engine.games.banked.replay import is_banked

    first = next((line for line in lines if line.strip()), None)
    if first is None:
        return False
    try:
        return is_banked(event_from_json(first))
    except EventError:
        return False


def _replay_banked(
    name: str, lines: list[str], args: argparse.Namespace, target: _Import | None,
) -> int:
    """Player-banked games: one line per event with what the dealer sees."""
    from dealer_assist.engine.games.banked.replay import replay_jsonl

    try:
        _table, described = replay_jsonl(lines)
    except ValueError as exc:
        print(json.dumps({"file": name, "refused": str(exc)}))
        return 1
    events = [event_from_json(line) for line in lines if line.strip()]
    if target is not None:
        refused = next(((n, why) for n, ev in enumerate(events, 1) if (why := target.refusal(ev))),
                       None)
        if refused is not None:
            print(json.dumps({"file": name, "event": refused[0], "refused": refused[1]}))
            return 1
        target.add(args.table or Path(name).stem, events)
    for number, (ev, text) in enumerate(zip(events, described, strict=False), 1):
        print(json.dumps({"line": number, "event": ev.to_dict(), "dealer": text}))
    return 0
