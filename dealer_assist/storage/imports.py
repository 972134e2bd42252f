"""Imports never forge (``replay --db``): where they may write and whose decisions they carry.

An import writes only into a new file or an import log (one whose chain starts with
``log_opened`` ``import``), never into a table's live log; it writes everything or nothing; and
it never writes a floor decision (``ruling_decided``) signed by someone the log does not know as
an active floorperson who signed in (an audit ``login`` under their badge). The target is read
read-only first, so another program's file is refused before anything touches it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from dealer_assist.engine.events import Event
from dealer_assist.storage.connection import connect, translated
from dealer_assist.storage.errors import StorageError
from dealer_assist.storage.store import EventStore, check_import_target

#: Roles whose sign-in may decide a ruling (the Floor panel's, ui.staff_sign_in.FLOOR_ROLES).
FLOOR_ROLES: Final = ("floor", "supervisor", "admin")
_BADGE = re.compile(r"\(([^()]+)\)\s*$")


def signed_in_floor(path: Path) -> frozenset[str]:
    """Badges of the target log's active floor staff who signed in; refuses (StorageError) a
    target that is not a new path or an import log, without writing anything to it."""
    if not path.exists():
        return frozenset()
    check_import_target(path)
    conn = connect(path, reader=True)
    try:
        with translated(path):
            rows = conn.execute(
                "SELECT badge FROM staff WHERE active = 1 AND role IN"
                f" ({', '.join('?' * len(FLOOR_ROLES))}) AND badge IN"
                " (SELECT staff FROM audit WHERE action = 'login')", FLOOR_ROLES)
            return frozenset(str(r[0]) for r in rows)
    finally:
        conn.close()


def unsigned_decision(by: str, signers: frozenset[str]) -> str:
    """Why a decision "Name (BADGE)" may not be imported, or "" when its signer signed in."""
    found = _BADGE.search(by)
    if found is None:
        return f"field 'by' ({by!r}) names no badge: a floor decision is signed 'Name (BADGE)'"
    if found.group(1) not in signers:
        return (f"field 'by' ({by!r}): badge {found.group(1)} has no signed-in floor staff "
                "record in the target log, and an import never writes a floor decision for "
                "someone who did not sign in")
    return ""


def write_import(path: Path, batches: Sequence[tuple[str, Sequence[Event]]],
                 sources: Sequence[str]) -> int:
    """Write every batch, with an audit note naming the ``sources``, in one transaction into
    the import log at ``path`` (made when new); returns the rows written. On any StorageError
    nothing is kept: a log made here is removed again, an existing import log is rolled back
    to what it was."""
    new = not path.exists()
    count = sum(len(events) for _table, events in batches)
    note = ("import", f"{count} events replayed from {', '.join(sources)}")
    try:
        with EventStore.open(path, purpose="import") as store:
            written = len(store.append_all(batches, note))
    except StorageError:
        if new:
            for leftover in (path, *(path.with_name(path.name + s) for s in ("-wal", "-shm"))):
                leftover.unlink(missing_ok=True)
        raise
    return written
