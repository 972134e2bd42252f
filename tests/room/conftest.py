"""Room tests run against a real PostgreSQL: one throwaway cluster for the session (initdb and
pg_ctl in a temporary folder, run as the ``postgres`` user when we are root), a fresh database
per test."""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "storage"))  # hand_samples

from dealer_assist.room.cluster import Cluster
from dealer_assist.room.schema import migrate

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
