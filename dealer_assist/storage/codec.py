"""Events as compact rows: a kind (type, schema version, field names) plus a JSON array body.

Keeping field names out of every row is what keeps the log under 2 KB a hand; the names live once
in ``event_kinds``. The ``event_log`` view and the exports put them back, and the hash chain
covers the kind's text so a renamed field is caught too.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from dealer_assist.engine.events import Event, event_from_dict


@dataclass(frozen=True, slots=True)
class Kind:
    id: int
    type: str
    v: int
    fields: str  # JSON array of field names, in the event class's order
    names: tuple[str, ...] = ()  # the same, parsed once (exports read millions of rows)
    position: Mapping[str, int] = field(default_factory=dict)  # field name -> body index

    @classmethod
    def make(cls, kind_id: int, kind_type: str, version: int, fields: str) -> Kind:
        names = tuple(json.loads(fields))
        return cls(kind_id, kind_type, version, fields, names,
                   {name: i for i, name in enumerate(names)})


_loads: Callable[[str], Any] = json.JSONDecoder().decode  # skips json.loads' argument checks

_FIELDS: dict[type[Event], str] = {}  # field names JSON per event class: fixed by the class


def split_event(event: Event) -> tuple[str, int, str, str]:
    """(type, v, fields JSON, body JSON) for one event, from its stable dict form."""
    data = event.to_dict()
    kind_type = data.pop("type")
    version = data.pop("v")
    fields = _FIELDS.get(type(event))
    if fields is None:
        fields = _FIELDS[type(event)] = json.dumps(list(data), separators=(",", ":"))
    body = json.dumps(list(data.values()), separators=(",", ":"))
    return kind_type, version, fields, body


def join_event(kind: Kind, body: str) -> Event:
    data = event_dict(kind, body)
    return event_from_dict(data)



def body_values(body: str) -> list[Any]:
    """A row's field values in the kind's order (index them with ``Kind.position``)."""
    values: list[Any] = _loads(body)
    return values


def event_dict(kind: Kind, body: str) -> dict[str, Any]:
    """The event's stable dict form (``type``, ``v`` first), as :meth:`Event.to_dict` gives it."""
    data: dict[str, Any] = {"type": kind.type, "v": kind.v}
    data.update(zip(kind.names, _loads(body), strict=True))
    return data


def kind_id(conn: sqlite3.Connection, kind_type: str, version: int, fields: str) -> int:
    """The kind's row id, inserting it (inside the caller's transaction) when new."""
    key = (kind_type, version, fields)
    row = conn.execute(
        "SELECT id FROM event_kinds WHERE type = ? AND v = ? AND fields = ?", key
    ).fetchone()
    if row is not None:
        return int(row[0])
    return int(conn.execute(
        "INSERT INTO event_kinds (type, v, fields) VALUES (?, ?, ?)", key).lastrowid or 0)


class KindCache:
    """Kind ids by (type, v, fields), read once and added to as new kinds are written."""

    def __init__(self) -> None:
        self._ids: dict[tuple[str, int, str], int] = {}
        self._kinds: dict[int, Kind] = {}

    def load(self, conn: sqlite3.Connection) -> None:
        for row in conn.execute("SELECT id, type, v, fields FROM event_kinds"):
            kind = Kind.make(*row)
            self._ids[(kind.type, kind.v, kind.fields)] = kind.id
            self._kinds[kind.id] = kind

    def kind(self, conn: sqlite3.Connection, kind_id: int) -> Kind:
        """The kind of a stored row; re-reads the table once for kinds another program added."""
        found = self._kinds.get(kind_id)
        if found is None:
            self.load(conn)
            found = self._kinds[kind_id]
        return found

    def all(self) -> list[Kind]:
        return list(self._kinds.values())

    def id_for(self, conn: sqlite3.Connection, kind_type: str, version: int, fields: str) -> int:
        """The kind's id, inserting it (inside the caller's transaction) when new."""
        key = (kind_type, version, fields)
        found = self._ids.get(key)
        if found is not None:
            return found
        return kind_id(conn, kind_type, version, fields)

    def remember(self, kind_id: int, kind_type: str, version: int, fields: str) -> None:
        """Called after COMMIT so a rolled-back kind is never cached."""
        self._ids[(kind_type, version, fields)] = kind_id
        self._kinds[kind_id] = Kind.make(kind_id, kind_type, version, fields)
