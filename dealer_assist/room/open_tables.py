"""The room's open tables, as the floor opened them (``room.open_tables()``), for a table's
own login: a player called to another table goes to one of these (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass

import psycopg

from dealer_assist.room.client import table_dsn
from dealer_assist.room.keys import Login


@dataclass(frozen=True)
class OpenTable:
    """A table the room runs now: its name, game and limit."""

    name: str
    game: str
    limit: str


def open_tables(dsn: str, login: Login | None = None) -> list[OpenTable]:
    """The room's open tables by name (``login``: a table's own; None: the DSN's user).
    Raises :class:`psycopg.Error` when the room cannot be read now."""
    address = dsn if login is None else table_dsn(dsn, login)
    with psycopg.connect(address, autocommit=True, connect_timeout=3) as conn:
        rows = conn.execute("SELECT table_name, game, limit_name FROM room.open_tables()")
        return [OpenTable(str(t), str(g), str(lim)) for t, g, lim in rows.fetchall()]
