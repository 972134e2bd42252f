"""How a player is known across a table's log and the room's lists: by the name entered, the
same name whatever its case or spacing (LC-91 compares departures and returns by it). Below the
engine and the room operations, which both compare names."""

from __future__ import annotations


def player_key(name: str) -> str:
    """The name as the checks compare it: case and spacing do not matter."""
    return " ".join(name.split()).casefold()
