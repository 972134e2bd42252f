"""Checking a log's signed heads with the table's key: what ``dealer-assist verify`` adds once a
table is enrolled.

The chain alone is recomputed in ten lines by whoever edits the file; the heads signed at each
hand's end are not, without the key. So: every signed head must still be the chain's hash at its
row, every signature must be the table's, every hand ended after the first signature must be
signed, and the last head the table wrote down beside the log (the anchor file) must still be in
it, or the log was cut short.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from dealer_assist.room import files, keys
from dealer_assist.room.local import LocalLog
from dealer_assist.storage.anchor import HeadSigned
from dealer_assist.storage.indexer import HAND_ENDS


@dataclass(frozen=True, slots=True)
class AnchorReport:
    signed: int  # signed heads checked
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def _signed_heads(local: LocalLog) -> list[tuple[int, HeadSigned]]:
    found = []
    for row in local.rows_of_types(["chain_head_signed"]):
        values = dict(zip(json.loads(row.fields), json.loads(row.body), strict=True))
        found.append((row.seq, HeadSigned(str(values["table"]), int(values["seq"]),
                                          str(values["head"]), str(values["signature"]))))
    return found


def check_anchors(log: Path) -> AnchorReport:
    """Check the signed heads of ``log`` against the key beside it."""
    key = keys.load_key(log)
    anchor = keys.last_anchor(log)
    local = LocalLog(log)
    try:
        heads = _signed_heads(local)
        if key is None:  # not enrolled (or the key was moved away): nothing to check with
            notes = [f"{len(heads)} signed heads but no table key beside the log to check "
                     "them"] if heads else []
            return AnchorReport(0, [], notes)
        public = keys.public_bytes(key)
        problems: list[str] = []
        for row_seq, signed in heads:
            stored = local.row(signed.seq)
            if stored is None or stored.hash.hex() != signed.head:
                problems.append(
                    f"row {signed.seq}: the head signed at the end of its hand (row {row_seq}) "
                    "no longer matches the chain: the log was edited and its chain recomputed")
            elif not keys.is_valid(public, signed):
                problems.append(f"row {row_seq}: the signature is not this table's key: the "
                                "signed head was forged or altered")
        first = keys.first_signed(log) or (heads[0][1].seq if heads else None)
        if first is not None:
            signed_rows = {seq for seq, _ in heads}
            for end in local.rows_of_types(sorted(HAND_ENDS), after=first - 1):
                if end.seq + 1 not in signed_rows:
                    problems.append(f"row {end.seq}: a hand ended without its signed head "
                                    "(signed heads removed?)")
                    break
        problems += _anchor_problems(local, anchor)
        return AnchorReport(len(heads), problems[:5])
    finally:
        local.close()


def _anchor_problems(local: LocalLog, anchor: HeadSigned | None) -> list[str]:
    if anchor is None:
        return []
    last = local.head_seq()
    row = local.row(anchor.seq)
    if row is None:
        return [f"the log was cut short: it ends at row {last}, but the table signed its head "
                f"at row {anchor.seq} (its last hand's end, {files.anchor_path(local.path).name})"]
    if row.hash.hex() != anchor.head:
        return [f"row {anchor.seq}: the last head the table signed no longer matches the chain: "
                "rows were replaced and the chain recomputed"]
    return []
