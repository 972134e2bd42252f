"""Qt's own warnings (a missing platform plugin, a font, a bad style sheet) into the technician's
log: without this they go to a stderr that a kiosk or a windowed executable does not have."""

from __future__ import annotations

import logging

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

from dealer_assist.diagnostics import logger

_LOG = logger("qt")
_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def _to_log(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    where = f" ({context.category})" if context.category not in (None, "", "default") else ""
    _LOG.log(_LEVELS.get(kind, logging.WARNING), "%s%s", message, where)


def install() -> None:
    """Route Qt's messages to the log (once per process; installing again is harmless)."""
    qInstallMessageHandler(_to_log)
