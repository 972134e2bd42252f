"""One table's side of the room protocol: a connection as its own login and ``room.append``.

The table login may call nothing else; an empty batch asks the room for the log's head, which is
where a shipper resumes after any failure.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import psycopg
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from dealer_assist.room.keys import Login
from dealer_assist.room.local import ChainRow

_APPEND = (
    "SELECT head_seq, head_hash, shipped, already_there, refused, why FROM room.append("
    "%s, %s::bigint[], %s::text[], %s::bigint[], %s::bigint[], %s::text[], %s::int[],"
    " %s::text[], %s::text[], %s::bytea[])"
)


@dataclass(frozen=True, slots=True)
class Answer:
    """What the room said to one batch: its head afterwards and what became of the events."""

    head_seq: int
    head_hash: bytes | None
    shipped: int
    already_there: int
    refused: int
    why: str | None


def table_dsn(dsn: str, login: Login) -> str:
    """The room's address with the table's own login in place of whoever the DSN names."""
    params = conninfo_to_dict(dsn)
    params.update(user=login.login, password=login.password)
    params.setdefault("connect_timeout", 5)
    params.setdefault("application_name", f"dealer-assist table {login.table}")
    return make_conninfo(**{k: str(v) for k, v in params.items() if v is not None})


def connect(dsn: str, login: Login) -> psycopg.Connection[tuple[object, ...]]:
    return psycopg.connect(table_dsn(dsn, login), autocommit=True)


def append(conn: psycopg.Connection[tuple[object, ...]], local_head: int,
           rows: Sequence[ChainRow]) -> Answer:
    """Send one batch (all or nothing in the room); ``rows=[]`` only reads the head."""
    columns = list(zip(*rows, strict=True)) if rows else [()] * 9
    params = [local_head, *([list(c) for c in columns])]
    found = conn.execute(_APPEND, params).fetchone()
    if found is None:  # pragma: no cover - the function always answers one row
        raise RuntimeError("room.append answered nothing")
    head, head_hash, shipped, there, refused, why = found
    return Answer(int(str(head)), bytes(head_hash) if isinstance(head_hash, bytes | memoryview)
                  else None, int(str(shipped)), int(str(there)), int(str(refused)),
                  None if why is None else str(why))


def report_device(conn: psycopg.Connection[tuple[object, ...]], device: str, state: str,
                  detail: str = "") -> None:
    """Tell the room one device's new state; the room takes the table from the login."""
    conn.execute("SELECT room.report_device(%s, %s, %s)", (device, state, detail))
