"""The technician's log: what happened on this table PC, readable after a crash.

A table PC runs for years and nobody watches its terminal (the Windows bundle has none). So every
start wires the same things: a rotating file in the platform's state folder, stderr as well when
there is one (journald keeps it under systemd), ``faulthandler`` for hard crashes (a segfault in a
driver still leaves a trace), and hooks that log an uncaught exception in any thread before the
process dies. Qt's own messages join through :mod:`dealer_assist.ui.qt_messages`.

What is logged: starts and stops, device faults, room-link changes, sign-ins and lockouts (the
audit rows), refusals. What never is: a PIN (only badges are named) and a card that is not face
up: callers log seats and rule IDs, not hole cards.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import re
import sys
import threading
from collections import deque
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import IO

from dealer_assist import paths

LOGGER = "dealer_assist"
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
MAX_BYTES = 2_000_000   # ten files of 2 MB: weeks of an ordinary table's history
BACKUPS = 9
CRASH_FILE = "crash.log"

# a card code ("As", "Td", "Jk") in any message is masked before it reaches a file: a refusal or
# a device fault may name a card, and a hole card must not be readable from the PC's log
CARD_CODE = re.compile(r"(?<![A-Za-z0-9])(?:[2-9TJQKA][cdhs]|Jk)(?![A-Za-z0-9])")

_crash_stream: IO[str] | None = None


class HideCards(logging.Filter):
    """Masks card codes in each record's final text (arguments included)."""

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        masked = CARD_CODE.sub("[card]", text)
        if masked != text:
            record.msg, record.args = masked, None
        return True


def setup_logging(folder: Path | None = None, *, level: int = logging.INFO,
                  to_stderr: bool = True) -> Path:
    """Wire the log file, stderr, faulthandler and the exception hooks; return the log file.

    Safe to call again (a second call replaces the handlers it added, never doubles them)."""
    global _crash_stream
    folder = paths.state_dir() if folder is None else folder
    folder.mkdir(parents=True, exist_ok=True)
    log_file = folder / paths.diagnostic_log().name
    root = logging.getLogger(LOGGER)
    root.setLevel(level)
    for handler in [h for h in root.handlers if getattr(h, "dealer_assist", False)]:
        root.removeHandler(handler)
        handler.close()
    file_handler = logging.handlers.RotatingFileHandler(
        log_file, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    handlers: list[logging.Handler] = [file_handler]
    # a windowed Windows executable has no stderr at all (sys.stderr is None)
    if to_stderr and sys.stderr is not None:
        handlers.append(logging.StreamHandler(sys.stderr))
    for handler in handlers:
        handler.setFormatter(logging.Formatter(FORMAT))
        handler.addFilter(HideCards())
        handler.dealer_assist = True  # type: ignore[attr-defined]
        root.addHandler(handler)
    if _crash_stream is not None:
        _crash_stream.close()
    _crash_stream = (folder / CRASH_FILE).open("a", encoding="utf-8")
    faulthandler.enable(file=_crash_stream, all_threads=True)
    sys.excepthook = _log_uncaught
    threading.excepthook = _log_thread_uncaught
    return log_file


def logger(name: str) -> logging.Logger:
    """A module's logger under the product's own (so the file catches it, and nothing else's)."""
    return logging.getLogger(f"{LOGGER}.{name}")


def _log_uncaught(kind: type[BaseException], error: BaseException,
                  trace: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, trace)
        return
    logging.getLogger(LOGGER).critical("uncaught exception", exc_info=(kind, error, trace))


def _log_thread_uncaught(hook: threading.ExceptHookArgs) -> None:
    if hook.exc_value is None:
        return
    name = hook.thread.name if hook.thread is not None else "?"
    logging.getLogger(LOGGER).critical(
        "uncaught exception in thread %s", name,
        exc_info=(hook.exc_type, hook.exc_value, hook.exc_traceback))


def recent_lines(log_file: Path, count: int = 50, *, level: str | None = None) -> Iterator[str]:
    """The last ``count`` lines of the log and of its rotated files (oldest first), optionally
    only those at ``level`` or above: what a technician reads first after a call."""
    wanted = logging.getLevelName(level.upper()) if level else 0
    if not isinstance(wanted, int):
        raise ValueError(f"unknown level {level!r}: use DEBUG, INFO, WARNING, ERROR or CRITICAL")
    files = [log_file.with_name(f"{log_file.name}.{n}") for n in range(BACKUPS, 0, -1)]
    kept: deque[str] = deque(maxlen=count)
    for path in [*files, log_file]:
        try:
            with path.open(encoding="utf-8", errors="replace") as lines:
                for line in lines:
                    if _level_of(line) >= wanted:
                        kept.append(line.rstrip("\n"))
        except FileNotFoundError:
            continue
    yield from kept


def _level_of(line: str) -> int:
    # "2026-12-01 20:00:00,123 WARNING dealer_assist...": the third word; a traceback's lines
    # carry no level and go with the record they belong to
    parts = line.split(maxsplit=3)
    if len(parts) >= 3:
        level = logging.getLevelName(parts[2])
        if isinstance(level, int):
            return level
    return logging.CRITICAL + 1
