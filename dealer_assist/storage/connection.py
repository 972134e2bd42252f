"""Opening SQLite the one way the hand log needs it: WAL, synchronous FULL, busy timeout.

WAL lets the floor read while the table writes; synchronous FULL makes COMMIT wait for the disk,
which is what lets the app call an event accepted once :meth:`EventStore.append` returns.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from dealer_assist.messages import Message, msg
from dealer_assist.storage.errors import (
    DatabaseCorrupt,
    DatabaseMissing,
    DatabaseReadOnly,
    NotADatabase,
    StorageError,
    damaged,
    translate,
)

SQLITE_MAGIC = b"SQLite format 3\x00"
APPLICATION_ID = 0x44415354  # "DAST": marks the file as a Dealer Assist hand log
_APPLICATION_ID_AT = 68  # offset of PRAGMA application_id in the 100-byte SQLite header


def identify(path: Path) -> None:
    """Refuse, before any write or pragma, an SQLite file that another program owns.

    Ours carry :data:`APPLICATION_ID`; an empty file or an SQLite database with no tables at
    all may become a log. Anything else is left exactly as it is, not even switched to WAL.
    The header is read first; only when it does not say (a log whose first commit is still in
    its ``-wal`` file) is SQLite asked, through a read-only connection.
    """
    with path.open("rb") as handle:
        header = handle.read(100)
    if not header:
        return
    if not header.startswith(SQLITE_MAGIC):
        raise NotADatabase(msg("storage.not_a_log", "{path} is not a Dealer Assist hand log "
                               "(not an SQLite database)", path=str(path)))
    marked = int.from_bytes(header[_APPLICATION_ID_AT:_APPLICATION_ID_AT + 4], "big")
    if marked == APPLICATION_ID:
        return
    if marked != 0:
        raise NotADatabase(_other_program(path))
    # Without a -wal file the header is the whole truth: read it immutable (SQLite then makes
    # no -wal or -shm beside another program's file); with one, read through it.
    wal = path.with_name(path.name + "-wal")
    immutable = "" if wal.exists() else "&immutable=1"
    with translated(path):
        probe = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro{immutable}", uri=True)
        try:
            app_id = int(probe.execute("PRAGMA application_id").fetchone()[0])
            tables = int(probe.execute("SELECT count(*) FROM sqlite_master").fetchone()[0])
        finally:
            probe.close()
    if app_id != APPLICATION_ID and (app_id != 0 or tables):
        raise NotADatabase(_other_program(path))


def _other_program(path: Path) -> Message:
    return msg("storage.other_program", "{path} is an SQLite database of another program, not "
               "a Dealer Assist hand log: it was left exactly as it was", path=str(path))


def check_file(path: Path, *, must_exist: bool, write: bool = False) -> None:
    """Refuse a missing file (when reading), a file that is not SQLite, or (when writing) a file
    we may not write, before SQLite sees it. In WAL mode SQLite would happily take writes into
    the ``-wal`` file of a read-only database and fail only later, at checkpoint."""
    if not path.exists():
        if must_exist:
            raise DatabaseMissing(msg("storage.missing", "there is no hand log at {path}",
                                      path=str(path)))
        return
    if path.is_dir():
        raise NotADatabase(msg("storage.is_folder", "{path} is a folder, not a hand log",
                               path=str(path)))
    if not path.is_file():
        raise NotADatabase(msg("storage.not_a_file", "{path} is not a regular file, so not a "
                               "hand log", path=str(path)))
    identify(path)
    if write:
        try:
            os.close(os.open(path, os.O_RDWR))
        except OSError as exc:
            raise DatabaseReadOnly(msg(
                "storage.cannot_write", "the hand log {path} cannot be written ({error}): "
                "nothing can be saved", path=str(path), error=exc.strerror or str(exc))) from exc


def connect(
    path: Path, *, busy_timeout_s: float = 5.0, must_exist: bool = False, reader: bool = False,
) -> sqlite3.Connection:
    """A connection in autocommit mode (we issue BEGIN/COMMIT ourselves) with our pragmas set.

    A ``reader`` (verify, export) needs an existing file and changes nothing in it.
    """
    check_file(path, must_exist=must_exist or reader, write=not reader)
    with translated(path):
        conn = sqlite3.connect(
            reader_uri(path) if reader else f"file:{path}?mode={'rw' if must_exist else 'rwc'}",
            uri=True, timeout=busy_timeout_s, isolation_level=None, check_same_thread=False,
        )
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_s * 1000)}")
            if reader:
                conn.execute("PRAGMA query_only = ON")
                # Exports choose their loops on purpose; a transient index over millions of
                # event rows would cost more than the export itself.
                conn.execute("PRAGMA automatic_index = OFF")
                return conn
            if conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                journal = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
                if journal != "wal":
                    raise StorageError(msg("storage.no_wal", "{path}: cannot switch the hand "
                                           "log to WAL mode", path=str(path)))
            conn.execute("PRAGMA synchronous = FULL")
        except BaseException:
            conn.close()
            raise
    return conn


def reader_uri(path: Path) -> str:
    """Readers open the file read-only (``mode=ro``): SQLite then writes nothing to it. On a
    read-only file system (a log on a CD or a write-protected stick) SQLite cannot make the
    ``-shm`` index a WAL file needs, so the file is opened ``immutable``: fine there, because
    nothing can change it; a ``-wal`` left beside it would then be ignored, so that is refused
    rather than read without it."""
    uri = f"{path.resolve().as_uri()}?mode=ro"
    if not _read_only_media(path):
        return uri
    wal = path.with_name(path.name + "-wal")
    if wal.exists() and wal.stat().st_size > 0:
        raise DatabaseReadOnly(msg(
            "storage.read_only_media", "the hand log {path} is on read-only media with "
            "changes still in {wal}: copy both files to a writable folder and read the copy",
            path=str(path), wal=wal.name))
    return uri + "&immutable=1"


def _read_only_media(path: Path) -> bool:
    """A read-only file system, or a file or folder marked read-only (no write permission
    bits; root is not held back by them, but they say nobody writes here)."""
    try:
        if os.statvfs(path).f_flag & os.ST_RDONLY or not os.access(path.parent, os.W_OK):
            return True
        return not (path.stat().st_mode & 0o222 and path.parent.stat().st_mode & 0o222)
    except OSError:
        return False


def quick_check(conn: sqlite3.Connection, path: Path) -> None:
    """SQLite's quick integrity check; a damaged file raises and is left exactly as it is."""
    with translated(path):
        rows = [r[0] for r in conn.execute("PRAGMA quick_check(5)")]
    if rows != ["ok"]:
        raise DatabaseCorrupt(damaged(path, rows))


@contextmanager
def translated(path: Path) -> Iterator[None]:
    """Re-raise SQLite errors as :class:`StorageError` subclasses with a plain message."""
    try:
        yield
    except sqlite3.Error as exc:
        raise translate(exc, path) from exc
