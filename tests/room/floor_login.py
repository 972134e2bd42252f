"""A floor login for the room tests: a role of the room's database, and the LC room's rules."""

from __future__ import annotations

import psycopg

from dealer_assist.room.cluster import Cluster
from dealer_assist.room_ops.house import house_rules

RULES = house_rules("LC_LOW", "LC_HIGH")


def login(cluster: Cluster, room: str, name: str, role: str) -> str:
    """A login of ``role`` for this room (roles are cluster-wide: the database names it)."""
    dbname = str(psycopg.conninfo.conninfo_to_dict(room)["dbname"])
    with psycopg.connect(room, autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {dbname}_{name} LOGIN IN ROLE {role}")
    return cluster.dsn(user=f"{dbname}_{name}", dbname=dbname)
