"""What the floor reads about the room: each table's head, lag, last contact and alarms
(read by :class:`~dealer_assist.room.reader.RoomReader`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class TableStatus:
    table: str
    log_id: int
    enrolled_at: str
    retired_at: str | None
    head: int  # events the room holds
    head_hash: str
    lag: int  # events the table has and the room not yet (as the table last said)
    last_seen: str | None
    offline_s: float | None  # seconds since the table last reached the room
    alarms: int
    offline_too_long: bool

    def line(self) -> str:
        seen = "never" if self.last_seen is None else f"{self.offline_s:.0f} s ago"
        flags = []
        if self.retired_at:
            flags.append("retired")
        if self.alarms:
            flags.append(f"{self.alarms} ALARM(S)")
        if self.offline_too_long:
            flags.append("OFFLINE TOO LONG")
        if self.lag < 0:
            flags.append("LOG SHORTER THAN ROOM COPY")
        return (f"{self.table:<8} head {self.head:>9}  lag {self.lag:>7}  last seen {seen:<12}"
                + (f"  {', '.join(flags)}" if flags else ""))


@dataclass(frozen=True, slots=True)
class Alarm:
    at: str
    table: str | None
    login: str
    seq: int | None
    why: str


def as_json(tables: list[TableStatus], alarms: list[Alarm]) -> dict[str, Any]:
    return {"tables": [asdict(t) for t in tables], "alarms": [asdict(a) for a in alarms]}
