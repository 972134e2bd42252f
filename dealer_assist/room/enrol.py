"""Enrolling a table PC in the room (its key, its login, its registration) and retiring one.

Run with the floor's (or the room owner's) DSN. A second PC claiming a table that is already
enrolled is refused, and the room keeps an alarm saying so, until the floor retires the old one.
"""

from __future__ import annotations

from pathlib import Path

import psycopg

from dealer_assist.room import files, keys
from dealer_assist.room.keys import Login


class EnrolRefused(RuntimeError):
    """The room said no; the text says why."""


def enrol(dsn: str, table: str, log: Path) -> Login:
    """Make the table's key, register it with a new login, and write both beside ``log``."""
    if files.key_path(log).exists() or files.login_path(log).exists():
        raise EnrolRefused(f"{log} is already enrolled ({files.login_path(log)} exists): "
                           "a log belongs to one room table")
    key, password = keys.new_key(), keys.new_password()
    with psycopg.connect(dsn, autocommit=True) as conn:
        row = conn.execute("SELECT log_id, login, why FROM room.enroll(%s, %s, %s)",
                           (table, keys.public_bytes(key), password)).fetchone()
    if row is None or row[2] is not None:
        raise EnrolRefused(str(row[2]) if row else "the room did not answer")
    login = Login(table, str(row[1]), password, int(row[0]))
    keys.save_enrolment(log, key, login)
    return login


def retire(dsn: str, table: str) -> bool:
    """Retire the table's current enrolment (its login can no longer sign in); False if none."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        row = conn.execute("SELECT room.retire(%s)", (table,)).fetchone()
    return bool(row and row[0])
