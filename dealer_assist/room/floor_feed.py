"""What the floor station shows of each table, read from the room and kept up to date.

The station asks the room only for what is new since its last look (each log's events after the
last seq it folded, of the few kinds the room view needs) and folds them here: game and limit,
seated players, the hand number, the rulings still open, and the room link as the room sees it
(a table with a session open is connected; otherwise it is offline since it was last heard
from). No Qt here: the station's pages draw what :meth:`RoomFeed.tables` returns.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from typing import Any, Final

import psycopg

from dealer_assist.devices.names import device_name
from dealer_assist.messages import Message, msg
from dealer_assist.room.decisions import Known, said_why

KINDS: Final = ("table_configured", "player_seated", "player_left", "seat_changed",
                "hand_started", "hand_ended", "hand_voided", "ruling_proposed",
                "ruling_decided")

_LOGS = (  # a table with a session open in the room is connected (its shipper, its link)
    "SELECT l.id, l.table_name, l.head_seq, l.local_head, l.last_seen, l.login,"
    " a.usename IS NOT NULL FROM room.logs l"
    " LEFT JOIN (SELECT DISTINCT usename FROM pg_stat_activity) a ON a.usename = l.login"
    " WHERE l.retired_at IS NULL"
)
_NEW = (  # per log, an index range scan from the last seq folded (PIN hashes masked)
    "SELECT c.log_id, e.seq, e.at, e.type, e.fields, e.body"
    " FROM unnest(%s::int[], %s::bigint[]) AS c(log_id, after)"
    " CROSS JOIN LATERAL (SELECT x.seq, x.at, x.type, x.fields, x.body FROM room.event_bodies x"
    "  WHERE x.log_id = c.log_id AND x.seq > c.after AND x.type = ANY(%s)"
    "  AND x.table_name <> '(log)' ORDER BY x.seq) e ORDER BY c.log_id, e.seq"
)
_DEVICES = "SELECT table_name, device, state, detail, at FROM room.device_states"
_DECISIONS = (
    "SELECT d.id, d.log_id, d.table_name, d.ruling, d.decision, d.by_name, o.outcome, o.why,"
    " o.why_said"
    " FROM room.decisions d LEFT JOIN room.decision_outcomes o ON o.decision_id = d.id"
    " WHERE d.id > %s OR o.decision_id IS NULL OR o.at > now() - interval '1 minute'"
)


@dataclass
class OpenRuling:
    """A ruling proposed at a table and not yet decided in its log."""

    table: str
    number: int
    irregularity: str
    rule_ids: tuple[str, ...]
    detail: str
    hand: int
    at_ms: int  # when the table logged it
    reported_by: str = ""  # "shoe", "app", a staff member's name and badge; "" in older logs
    station: str = ""  # what the station's decision came to: "", sent, applied, refused: ...


def decision_word(decision: str) -> str:
    """"confirmed" or "overridden" with a message ID (any other word as it came)."""
    if decision == "confirmed":
        return msg("room.decision.confirmed", "confirmed")
    if decision == "overridden":
        return msg("room.decision.overridden", "overridden")
    return decision


def station_word(outcome: str, why: str) -> Message:
    """What a station's decision came to at its table: sent, applied, or refused and why."""
    if not outcome:
        return msg("room.station.sent", "sent")
    if outcome == "applied":
        return msg("room.station.applied", "applied")
    return msg("room.station.refused", "refused: {why}", why=why)


@dataclass(frozen=True)
class StationDecision:
    """A decision recorded at a station and what the table made of it."""

    id: int
    table: str
    ruling: int
    decision: str
    by: str
    outcome: str  # "" while the table has not answered, applied, refused
    why: str

    def line(self) -> Message:
        """What the decision came to, in words with a message ID (the station says it in its
        language)."""
        said = dict(ruling=self.ruling, table=self.table, decision=decision_word(self.decision),
                    by=self.by)
        if not self.outcome:
            return msg("room.decision.sent", "Ruling {ruling} at {table} {decision} by {by}: "
                       "sent, waiting for the table", **said)
        if self.outcome == "applied":
            return msg("room.decision.applied", "Ruling {ruling} at {table} {decision} by "
                       "{by}: applied at the table", **said)
        return msg("room.decision.refused", "Ruling {ruling} at {table} {decision} by {by}: "
                   "REFUSED by the table: {why}", why=self.why, **said)


@dataclass(frozen=True)
class DeviceState:
    """A table's latest report of one device (room.device_states)."""

    device: str
    state: str  # connected, disconnected or error
    detail: str
    at: dt.datetime


@dataclass
class TableSummary:
    table: str
    log_id: int
    house: str = ""
    game: str = ""
    limit: str = ""
    seated: set[int] = field(default_factory=set)
    hand: int = 0
    in_hand: bool = False
    head: int = 0
    behind: int = 0
    last_seen: dt.datetime | None = None
    online: bool = False
    rulings: dict[int, OpenRuling] = field(default_factory=dict)
    devices: dict[str, DeviceState] = field(default_factory=dict)

    def device_light(self) -> tuple[str, Message]:
        """(light, words): ok "devices connected" (or none reported), bad "<device> down since
        HH:MM" for the device down longest (its error detail aside: the table shows that)."""
        down = sorted((d for d in self.devices.values() if d.state != "connected"),
                      key=lambda d: (d.at, d.device))
        if not down:
            return "ok", msg("room.devices.ok", "devices connected")
        first = down[0]
        since = first.at.astimezone().strftime("%H:%M")
        device = device_name(first.device)
        if len(down) == 1:
            return "bad", msg("room.devices.down", "{device} down since {since}",
                              device=device, since=since)
        return "bad", msg("room.devices.down_more", "{device} down since {since} (+{more})",
                          device=device, since=since, more=len(down) - 1)

    def link(self, now: dt.datetime, offline_limit_s: float) -> tuple[str, Message]:
        """(light, words): ok "connected", warn "N behind", warn "offline since HH:MM" and
        bad "OFFLINE TOO LONG since HH:MM" past the house's limit, or "never connected" (the
        words with message IDs: the station says them in its language)."""
        if self.online:
            if self.behind <= 0:
                return "ok", msg("room.link.connected", "connected")
            return "warn", msg("room.link.behind", "{count} behind", count=self.behind)
        if self.last_seen is None:
            return "bad", msg("room.link.never", "never connected")
        since = self.last_seen.astimezone().strftime("%H:%M")
        if (now - self.last_seen).total_seconds() > offline_limit_s:
            return "bad", msg("room.link.offline_too_long", "OFFLINE TOO LONG (since {since})",
                              since=since)
        return "warn", msg("room.link.offline", "offline since {since}", since=since)


def _values(fields: str, body: str, names: dict[str, tuple[str, ...]]) -> dict[str, Any]:
    keys = names.get(fields)
    if keys is None:
        keys = names[fields] = tuple(json.loads(fields))
    return dict(zip(keys, json.loads(body), strict=False))


class RoomFeed:
    """Each enrolled table's summary, brought up to date by :meth:`poll`."""

    def __init__(self, conn: psycopg.Connection[tuple[object, ...]],
                 known: Known | None = None) -> None:
        """``known``: the station's test that a table's reason in words is a Message of its
        catalogue (otherwise, and when malformed, the table's English is shown)."""
        self.conn = conn
        self.known = known
        self.summaries: dict[int, TableSummary] = {}
        self.folded: dict[int, int] = {}  # log id -> last seq folded
        self._names: dict[str, tuple[str, ...]] = {}
        self._decisions_seen = 0
        self.decided: dict[int, StationDecision] = {}  # by id
        self.now = dt.datetime.now(dt.UTC)

    def tables(self) -> list[TableSummary]:
        return sorted(self.summaries.values(), key=lambda s: (len(s.table), s.table))

    def open_rulings(self) -> list[OpenRuling]:
        return [r for s in self.tables() for r in sorted(s.rulings.values(),
                                                         key=lambda r: r.number)]

    def poll(self) -> None:
        """Read what is new in the room and fold it in."""
        with self.conn.transaction():
            row = self.conn.execute("SELECT clock_timestamp()").fetchone()
            assert row is not None
            self.now = row[0]  # type: ignore[assignment]
            self._logs()
            self._events()
            self._devices()
            self._decisions()

    def _logs(self) -> None:
        active = set()
        for log_id, name, head, local, seen, _login, online in self.conn.execute(_LOGS):
            key = int(str(log_id))
            active.add(key)
            summary = self.summaries.get(key)
            if summary is None:
                summary = self.summaries[key] = TableSummary(str(name), key)
                self.folded[key] = 0
            summary.head, summary.behind = int(str(head)), int(str(local)) - int(str(head))
            summary.last_seen = seen  # type: ignore[assignment]
            summary.online = bool(online)
        for gone in set(self.summaries) - active:  # retired: its PC was replaced
            del self.summaries[gone]
            del self.folded[gone]

    def _devices(self) -> None:
        by_table = {s.table: s for s in self.summaries.values()}
        for summary in by_table.values():
            summary.devices = {}
        for table, device, state, detail, at in self.conn.execute(_DEVICES):
            found = by_table.get(str(table))
            if found is not None:
                found.devices[str(device)] = DeviceState(
                    str(device), str(state), str(detail), at)  # type: ignore[arg-type]

    def _events(self) -> None:
        ids = list(self.folded)
        if not ids:
            return
        rows = self.conn.execute(_NEW, (ids, [self.folded[i] for i in ids], list(KINDS)))
        for log_id, seq, at, kind, fields, body in rows:
            key = int(str(log_id))
            self.folded[key] = int(str(seq))
            self._fold(self.summaries[key], str(kind), int(str(at)),
                       _values(str(fields), str(body), self._names))
        for key, summary in self.summaries.items():  # every event up to the head was read
            self.folded[key] = max(self.folded[key], summary.head)

    def _fold(self, s: TableSummary, kind: str, at: int, v: dict[str, Any]) -> None:
        if kind == "table_configured":
            s.house, s.game, s.limit = str(v["house"]), str(v["game"]), str(v["limit"])
        elif kind == "player_seated":
            s.seated.add(int(v["seat"]))
        elif kind == "player_left":
            s.seated.discard(int(v["seat"]))
        elif kind == "seat_changed":
            s.seated.discard(int(v["from_seat"]))
            s.seated.add(int(v["to_seat"]))
        elif kind == "hand_started":
            s.hand, s.in_hand = int(v["hand"]), True
            s.rulings.clear()  # LC-8c: no decision once the next hand has begun
        elif kind in ("hand_ended", "hand_voided"):
            s.in_hand = False
        elif kind == "ruling_proposed":
            number = int(v["ruling"])
            s.rulings[number] = OpenRuling(s.table, number, str(v["irregularity"]),
                                           tuple(v.get("rule_ids") or ()),
                                           str(v.get("detail") or ""), s.hand, at,
                                           str(v.get("reported_by") or ""))
        elif kind == "ruling_decided":
            s.rulings.pop(int(v["ruling"]), None)

    def _decisions(self) -> None:
        for *row, said in self.conn.execute(_DECISIONS, (self._decisions_seen,)):
            key, log_id, table, ruling, decision, by, outcome, english = (str(v or "")
                                                                          for v in row)
            why = said_why(english, said, self.known)
            self._decisions_seen = max(self._decisions_seen, int(key))
            self.decided[int(key)] = StationDecision(int(key), table, int(ruling), decision, by,
                                                     outcome, why)
            summary = self.summaries.get(int(log_id))
            found = None if summary is None else summary.rulings.get(int(ruling))
            if found is not None:
                found.station = station_word(outcome, why)

    def recent_decisions(self, count: int = 6) -> list[StationDecision]:
        return [self.decided[k] for k in sorted(self.decided, reverse=True)[:count]]
