"""Storage faults a dealer or supervisor can act on.

Every error carries a message fit to show on screen as is. The app catches :class:`StorageError`
and never treats an event as accepted when one was raised (property 6).
"""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

from dealer_assist.messages import Message, msg


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


_BUSY: frozenset[int] = frozenset(
    {errno.EBUSY, errno.ETXTBSY, errno.EAGAIN, errno.EWOULDBLOCK, errno.EDEADLK})
_WINDOWS_BUSY = frozenset({32, 33})  # ERROR_SHARING_VIOLATION, ERROR_LOCK_VIOLATION


def write_failure(out: Path | str, exc: OSError) -> Message:
    """Why an export's file could not be written, as the supervisor can act on it: the disk
    full, no permission, the folder gone, the file held by another program; else the system's
    own words as the detail. ``path`` names the file; the hand log itself is untouched."""
    path = str(out)
    if getattr(exc, "winerror", None) in _WINDOWS_BUSY or exc.errno in _BUSY:
        return msg("export.busy", "{path} is in use by another program (a spreadsheet that "
                   "has it open?): close it there and export again; nothing was written",
                   path=path)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        return msg("export.disk_full", "the disk for {path} is full: nothing was written; free "
                   "space (or choose fewer days) and export again", path=path)
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return msg("export.no_permission", "{path} cannot be written (no permission, or a "
                   "read-only disk): nothing was written; call a technician", path=path)
    if exc.errno in (errno.ENOENT, errno.ENOTDIR):
        return msg("export.folder_gone", "the folder for {path} is gone (a USB stick taken "
                   "out?): nothing was written; put it back and export again", path=path)
    return msg("export.cannot_write", "cannot write {path}: {error}", path=path,
               error=exc.strerror or str(exc))


def damaged(path: Path | str, problems: list[str]) -> Message:
    """SQLite found the file damaged: said in the reader's language, SQLite's own lines (English,
    for the technician) only as the detail. The file is kept as it is (see DatabaseCorrupt)."""
    return msg("storage.damaged", "the hand log {path} is damaged ({error}); keep the file and "
               "call a supervisor", path=str(path), error="; ".join(problems))


def failure_reason(error: BaseException) -> Message | None:
    """The reason a storage or export error names (a Message: said in the reader's language),
    or None for an error nobody foresaw."""
    first = error.args[0] if error.args else None
    return first if isinstance(first, Message) else None


def english_failure(error: BaseException) -> str:
    """The error in English for the audit log: its reason, or its type and text (the
    technician's detail) when it has no reason."""
    reason = failure_reason(error)
    return str(reason) if reason is not None else f"{type(error).__name__}: {error}"


def export_cancelled() -> ExportCancelled:
    return ExportCancelled(msg("export.cancelled", "export cancelled; nothing was written"))


def verify_cancelled() -> VerifyCancelled:
    return VerifyCancelled(msg("verify.cancelled",
                               "integrity check cancelled: nothing was concluded"))


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
        return DatabaseCorrupt(damaged(path, [str(exc)]))
    if primary == 14:  # SQLITE_CANTOPEN
        return DatabaseReadOnly(msg("storage.cannot_open", "the hand log {path} cannot be "
                                    "opened ({error})", path=str(path), error=str(exc)))
    return StorageError(msg("storage.unusable", "the hand log {path} could not be used: "
                            "{error}", path=str(path), error=str(exc)))
