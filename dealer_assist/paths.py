"""Where a table PC keeps its files, by the platform's own conventions (platformdirs).

One place answers "where is the hand log, the settings file, the diagnostic log" so that the app,
the service, the installer's docs and the technician's ``dealer-assist logs`` agree: on Linux the
XDG folders (``XDG_DATA_HOME`` and friends honoured), on Windows ``%LOCALAPPDATA%``, on macOS
``~/Library``. ``DEALER_ASSIST_HOME`` puts everything under one folder instead (tests, a portable
install on a USB stick).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "dealer-assist"
HOME_VARIABLE = "DEALER_ASSIST_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value) if value else None


def data_dir() -> Path:
    """The hand log's folder (kept for years; backed up)."""
    home = _home()
    if home is not None:
        return home / "data"
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def state_dir() -> Path:
    """The diagnostic log's folder (rotated; what a technician reads after a crash)."""
    home = _home()
    if home is not None:
        return home / "state"
    return Path(platformdirs.user_log_dir(APP, appauthor=False))


def config_dir() -> Path:
    """This PC's own settings folder (written by ``dealer-assist setup``)."""
    home = _home()
    if home is not None:
        return home / "config"
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def site_config_dir() -> Path:
    """The machine-wide settings folder, for an installer that sets up the PC for every user."""
    home = _home()
    if home is not None:
        return home / "site-config"
    return Path(platformdirs.site_config_dir(APP, appauthor=False))


LEGACY_LOG = Path(".local") / "share" / APP / "hand-log.sqlite"


def default_log() -> Path:
    """The table's hand log when neither the settings nor ``--db`` name one.

    Before this module the log was always ``~/.local/share/dealer-assist`` (on Windows too): a PC
    that has its log there and none in the platform's folder goes on using it, never starting a
    second, empty log beside its history."""
    current = data_dir() / "hand-log.sqlite"
    legacy = Path.home() / LEGACY_LOG
    if _home() is None and not current.exists() and legacy.exists():
        return legacy
    return current


def diagnostic_log() -> Path:
    """The rotating diagnostic log file (``dealer-assist logs`` reads it)."""
    return state_dir() / "dealer-assist.log"
