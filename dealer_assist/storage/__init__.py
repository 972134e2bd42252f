"""The hand log: a crash-safe SQLite event store with a hash chain, recovery and exports.

No Qt here. The app opens one :class:`EventStore`; command-line tools use :func:`verify` and the
export functions, which open their own read connection (safe from a worker thread).
"""

from dealer_assist.storage.badges import BadgeUnavailable, RetiredBadge, StaffHistory
from dealer_assist.storage.errors import (
    DatabaseCorrupt,
    DatabaseLocked,
    DatabaseMissing,
    DatabaseReadOnly,
    DiskFull,
    ExportCancelled,
    ExportError,
    NotADatabase,
    SchemaTooNew,
    StorageError,
    VerifyCancelled,
)
from dealer_assist.storage.records import (
    AuditEntry,
    HandInProgress,
    HandSummary,
    Interruption,
    Ruling,
    StaffMember,
    StoredEvent,
)
from dealer_assist.storage.store import EventStore, NotAnImportLog

__all__ = [
    "AuditEntry",
    "BadgeUnavailable",
    "DatabaseCorrupt",
    "DatabaseLocked",
    "DatabaseMissing",
    "DatabaseReadOnly",
    "DiskFull",
    "EventStore",
    "ExportCancelled",
    "ExportError",
    "HandInProgress",
    "HandSummary",
    "Interruption",
    "NotADatabase",
    "NotAnImportLog",
    "RetiredBadge",
    "Ruling",
    "SchemaTooNew",
    "StaffHistory",
    "StaffMember",
    "StorageError",
    "StoredEvent",
    "VerifyCancelled",
]
