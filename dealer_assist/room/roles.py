"""The room's three group roles (a leaf: the schema and its migrations share them)."""

from __future__ import annotations

from typing import Final

TABLE_ROLE: Final = "dealer_assist_table"
FLOOR_ROLE: Final = "dealer_assist_floor"
SUPERVISOR_ROLE: Final = "dealer_assist_supervisor"
