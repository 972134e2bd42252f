"""The Supervisor panel connected to a room (issue 17, "Supervisor, room-wide"): the table ships
its log live (`gui --room`), a second table ships too, and the panel's "All tables (room)"
export and its charts read the room across both tables, with the filters, progress and Cancel.
Against a real throwaway PostgreSQL (the room tests' cluster), read as a supervisor login."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import psycopg
import pytest
from pytestqt.qtbot import QtBot
from test_supervisor_charts import play_hand
from ui_helpers import WAIT_MS, sign_in_supervisor, tap

from dealer_assist.app import DealerApp, ship_to_room
from dealer_assist.devices.sim.demo_badge import DEMO_SUPERVISOR_BADGE, DEMO_SUPERVISOR_PIN
from dealer_assist.engine.events import RulingDecided, RulingProposed
from dealer_assist.engine.house_dealers import DealerSignedIn
from dealer_assist.room.cluster import Cluster
from dealer_assist.room.enrol import enrol
from dealer_assist.room.schema import migrate
from dealer_assist.room.shipper import Shipper
from dealer_assist.room.simulate import SimulatedTable
from dealer_assist.storage import EventStore
from dealer_assist.ui.views.supervisor_panel import SupervisorPanel

_numbers = itertools.count(1)


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    with Cluster(settings={"fsync": "off"}) as started:
        yield started


@pytest.fixture
def room(cluster: Cluster) -> tuple[str, str]:
    """A migrated room: (owner DSN, a supervisor login's DSN)."""
    name = f"sup{next(_numbers)}"  # roles are cluster-wide: each room's own names
    with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
        conn.execute(f"CREATE ROLE {name} LOGIN")
    owner = cluster.dsn(dbname=name)
    migrate(owner)
    with psycopg.connect(owner, autocommit=True) as conn:
        conn.execute(f"GRANT dealer_assist_supervisor TO {name}")
    return owner, cluster.dsn(dbname=name, user=name)


def second_table(owner: str, folder: Path) -> int:
    """T2 elsewhere in the room, with house dealers: Dee deals two hands, then Ed signs in (the
    push) and deals one, in which the floor overrides a ruling; shipped. Its events."""
    log = folder / "T2.db"
    with EventStore.open(log) as store:
        table = SimulatedTable("T2", store, seed=3)
        store.append("T2", [DealerSignedIn("D7", "Dee")])
        for _ in range(2):
            table.play_hand()
        store.append("T2", [DealerSignedIn("D8", "Ed")])
        table.step()  # Ed's hand has started
        store.append("T2", [RulingProposed(1, "hand_in_muck", ("LC-8",)),
                            RulingDecided(1, "overridden", "Fay Floor (F100)", "seen by all")])
        table.play_hand()
    return Shipper(log, owner, enrol(owner, "T2", log)).sync().shipped


def shipping(qtbot: QtBot, app: DealerApp, owner: str, supervisor: str) -> None:
    """The table ships live as `gui --room` does; its panel reads the room as a supervisor."""
    ship_to_room(app, owner, app.controller.table_id)
    app.window.dealer.read_room(supervisor)
    assert app.room is not None
    qtbot.waitUntil(lambda: app.room is not None and app.room.status().state == "connected",
                    timeout=WAIT_MS * 3)


def open_room_charts(qtbot: QtBot, app: DealerApp) -> SupervisorPanel:
    panel = sign_in_supervisor(qtbot, app)
    assert panel.room is not None and not panel.room_charts.isHidden()
    tap(qtbot, panel, "All tables (room)")
    tap(qtbot, panel, "Charts")
    qtbot.waitUntil(lambda: panel.chart_status.text().startswith("Today, the room"),
                    timeout=WAIT_MS * 3)
    return panel


def test_supervisor_room_charts_count_across_the_rooms_tables(
        qtbot: QtBot, quiet: DealerApp, room: tuple[str, str], tmp_path: Path) -> None:
    owner, supervisor = room
    play_hand(qtbot, quiet, 1)
    play_hand(qtbot, quiet, 2, report="hand_in_muck")
    second_table(owner, tmp_path)
    shipping(qtbot, quiet, owner, supervisor)
    panel = open_room_charts(qtbot, quiet)
    here = quiet.controller.table_id
    assert panel.chart_status.text() == (
        "Today, the room (2 tables): 5 hands, 2 rulings, 1 overridden.")
    hour = datetime.now().hour
    assert panel.hands_chart.values[hour] == 5 and sum(panel.hands_chart.values) == 5
    assert dict(zip(panel.rulings_chart.labels, panel.rulings_chart.values, strict=True)) == {
        here: 1, "T2": 1}
    assert panel.floor_chart.labels == ["Fay Floor (F100)"] and panel.floor_chart.values == [1]
    assert panel.overrides_chart.labels == ["T2"] and panel.overrides_chart.values == [1]
    # the dealer of a hand: the latest dealer_signed_in of its table before it started; this
    # table's hands had no house dealer and are not in the dealers' charts
    assert dict(zip(panel.dealer_hands_chart.labels, panel.dealer_hands_chart.values,
                    strict=True)) == {"Dee (D7)": 2, "Ed (D8)": 1}
    assert panel.dealer_rulings_chart.labels == ["Ed (D8)"]
    assert panel.dealer_rulings_chart.values == [1]
    # the filters: this table only
    tap(qtbot, panel, "Back")
    tap(qtbot, panel, "This table")
    tap(qtbot, panel, "Charts")
    qtbot.waitUntil(lambda: "(1 table)" in panel.chart_status.text(), timeout=WAIT_MS * 3)
    assert panel.chart_status.text() == (
        "Today, the room (1 table): 2 hands, 1 ruling, 0 overridden.")
    assert panel.overrides_chart.is_empty


def test_supervisor_room_export_writes_every_table_and_cancel_leaves_nothing(
        qtbot: QtBot, quiet: DealerApp, room: tuple[str, str], tmp_path: Path) -> None:
    owner, supervisor = room
    play_hand(qtbot, quiet, 1)
    second_table(owner, tmp_path)
    shipping(qtbot, quiet, owner, supervisor)
    panel = sign_in_supervisor(qtbot, quiet)
    tap(qtbot, panel, "JSON Lines")
    tap(qtbot, panel, "All tables (room)")
    steps: list[tuple[int, int]] = []
    panel.job.progressed.connect(lambda done, total: steps.append((done, total)))
    tap(qtbot, panel, "Export the hand log")
    qtbot.waitUntil(lambda: not panel.job.running and panel.result.text().startswith("Wrote"),
                    timeout=WAIT_MS * 3)
    out = Path(panel.result.text().split(" to ")[-1])
    assert out.name.startswith("hands-room-")
    tables = {json.loads(line)["table"] for line in out.read_text().splitlines()}
    assert tables == {quiet.controller.table_id, "T2"}
    assert steps[-1] == (2, 2)
    # Cancel before the first table: nothing written, said so
    panel.job.progressed.disconnect()
    tap(qtbot, panel, "Export the hand log")
    panel.job.cancel()
    qtbot.waitUntil(lambda: not panel.job.running, timeout=WAIT_MS * 3)
    assert "cancelled" in panel.result.text()
    assert len(list(out.parent.glob("hands-room-*"))) == 1


def test_a_banked_table_opened_on_a_room_table_reads_the_room_too(
        qtbot: QtBot, quiet: DealerApp, room: tuple[str, str], tmp_path: Path) -> None:
    """Issue 17: a banked table opened from set-up on a table that ships to the room
    (`gui --room`): its Supervisor panel's "All tables (room)" export and charts read the room
    as the flop table's do, and let go of it when the banked table closes."""
    owner, supervisor = room
    play_hand(qtbot, quiet, 1)
    second_table(owner, tmp_path)
    shipping(qtbot, quiet, owner, supervisor)
    tap(qtbot, quiet.window, "Set up")
    tap(qtbot, quiet.window.dealer.setup, "CG")
    tap(qtbot, quiet.window.dealer.setup, "Three Card")
    tap(qtbot, quiet.window.dealer.setup, "Open the table")
    banked = quiet.banked
    assert banked is not None
    panel = banked.window.dealer.staff.supervisor
    assert panel.room is not None and not panel.room_charts.isHidden()
    tap(qtbot, banked.window, "Supervisor")
    panel.login.badge_read(DEMO_SUPERVISOR_BADGE)
    for key in DEMO_SUPERVISOR_PIN:
        tap(qtbot, panel.login.pin, key)
    tap(qtbot, panel.login.pin, "OK")
    assert panel.member is not None
    tap(qtbot, panel, "JSON Lines")
    tap(qtbot, panel, "All tables (room)")
    tap(qtbot, panel, "Export the hand log")
    qtbot.waitUntil(lambda: not panel.job.running and panel.result.text().startswith("Wrote"),
                    timeout=WAIT_MS * 3)
    out = Path(panel.result.text().split(" to ")[-1])
    tables = {json.loads(line)["table"] for line in out.read_text().splitlines()}
    # the room's tables: this log's two (the flop table and the banked one) and T2 elsewhere
    assert tables == {quiet.controller.table_id, banked.controller.table_id, "T2"}
    tap(qtbot, panel, "Charts")
    qtbot.waitUntil(lambda: panel.chart_status.text().startswith("Today, the room"),
                    timeout=WAIT_MS * 3)
    assert "(2 tables)" in panel.chart_status.text()
    quiet.close_banked()
    assert panel.room is None  # the banked table's reader is closed with it
