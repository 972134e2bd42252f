"""Storage faults a dealer or supervisor can act on.

Every error carries a message fit to show on screen as is. The app catches :class:`StorageError`
and never treats an event as accepted when one was raised (property 6).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from dealer_assist.messages import msg


class StorageError(Exception):
    """Base of every hand-log fault; ``str(exc)`` is the user-facing message."""


class DatabaseMissing(StorageError):
    """The file named is not there (only reading commands refuse to create one)."""


class NotADatabase(StorageError):
    """The file exists but is not an SQLite database at all."""


class DatabaseCorrupt(StorageError):
    """SQLite's integrity check failed: the file must be kept for the supervisor, never cleared."""


class DatabaseLocked(StorageError):
    """Another program holds the write lock longer than the busy timeout."""


class DiskFull(StorageError):
    """No room left on the disk (or the database reached its size limit)."""


class DatabaseReadOnly(StorageError):
    """The file or its folder cannot be written."""


class SchemaTooNew(StorageError):
    """The file was written by a newer Dealer Assist; we do not guess at its tables."""


class VerifyCancelled(StorageError):
    """The supervisor stopped a long integrity check; nothing was concluded."""


class ExportError(StorageError):
    """An export could not run: bad filters, cancelled, or the output could not be written."""


class ExportCancelled(ExportError):
    """The supervisor pressed Cancel; the partial output file was removed."""


def translate(exc: sqlite3.Error, path: Path | str) -> StorageError:
    """Turn an SQLite error into the matching :class:`StorageError` with a plain message."""
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(exc).lower()
    if primary in (5, 6) or "locked" in text:  # SQLITE_BUSY, SQLITE_LOCKED
        return DatabaseLocked(msg(
            "storage.locked", "the hand log {path} is in use by another program; close it (or "
            "wait) and try again", path=str(path)))
    if primary == 13 or "disk is full" in text:  # SQLITE_FULL
        return DiskFull(msg("storage.disk_full", "the disk holding {path} is full: nothing "
                            "was saved; free space first", path=str(path)))
    if primary == 8 or "readonly" in text or "read-only" in text:  # SQLITE_READONLY
        return DatabaseReadOnly(msg(
            "storage.read_only", "the hand log {path} cannot be written (read-only file or "
            "folder): nothing was saved", path=str(path)))
    if primary == 26 or "not a database" in text:  # SQLITE_NOTADB
        return NotADatabase(msg("storage.not_a_log", "{path} is not a Dealer Assist hand log "
                                "(not an SQLite database)", path=str(path)))
    if primary == 11 or "malformed" in text or "corrupt" in text:  # SQLITE_CORRUPT
        return DatabaseCorrupt(msg(
            "storage.damaged", "the hand log {path} is damaged ({error}); keep the file and "
            "call a supervisor", path=str(path), error=str(exc)))
    if primary == 14:  # SQLITE_CANTOPEN
        return DatabaseReadOnly(msg("storage.cannot_open", "the hand log {path} cannot be "
                                    "opened ({error})", path=str(path), error=str(exc)))
    return StorageError(msg("storage.unusable", "the hand log {path} could not be used: "
                            "{error}", path=str(path), error=str(exc)))
