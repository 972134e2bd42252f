"""Room tests run against a real PostgreSQL: one throwaway cluster for the session (initdb and
pg_ctl in a temporary folder, run as the ``postgres`` user when we are root), a fresh database
per test."""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "storage"))  # hand_samples

from floor_login import RULES, login
from pytestqt.qtbot import QtBot
from room_tables import Table

from dealer_assist.app import DealerApp, open_table, ship_to_room
from dealer_assist.room.cluster import Cluster
from dealer_assist.room.enrol import enrol
from dealer_assist.room.operations import OperationStore
from dealer_assist.room.schema import migrate
from dealer_assist.storage import EventStore

_numbers = itertools.count(1)


@pytest.fixture(scope="session")
def cluster() -> Iterator[Cluster]:
    with Cluster(settings={"fsync": "off", "max_connections": "200"}) as started:
        yield started


@pytest.fixture
def room(cluster: Cluster) -> Iterator[str]:
    """A migrated, empty room database; its owner's DSN."""
    name = f"room{next(_numbers)}"
    with psycopg.connect(cluster.dsn(), autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    dsn = cluster.dsn(dbname=name)
    migrate(dsn)
    yield dsn


@pytest.fixture
def enrolled(room: str, tmp_path: Path) -> Callable[..., Table]:
    """Make an enrolled table: ``enrolled("T1")`` -> a Table whose log is at ``table.log``."""

    def make(name: str = "T1", hands: int = 0, folder: Path | None = None) -> Table:
        log = (folder or tmp_path) / f"{name}.db"
        EventStore.open(log).close()
        login = enrol(room, name, log)
        table = Table(name, log, login, room)
        table.setup()
        table.play(hands)
        return table

    return make


@pytest.fixture
def floor(cluster: Cluster, room: str) -> Iterator[OperationStore]:
    """The room's operations store on a floor login (the LC room's rules)."""
    store = OperationStore(login(cluster, room, "floor", "dealer_assist_floor"), RULES)
    yield store
    store.close()


@pytest.fixture
def table_app(qtbot: QtBot) -> Iterator[Callable[[Table], DealerApp]]:
    """Open a table's app shipping to its room (its decision link running): ``table_app(t)``."""
    opened: list[DealerApp] = []

    def open_(table: Table) -> DealerApp:
        app = open_table(table.log, table.name)
        opened.append(app)
        qtbot.addWidget(app.window)
        ship_to_room(app, table.dsn, table.name)
        return app

    yield open_
    for app in opened:
        app.close()
