"""Is a Message that came from another machine (a table's refusal read at the floor station)
one of this program's own? Its ID and English template must be the catalogue's pair, at every
depth, so the station says only sentences it has translations for, and otherwise shows the
table's English record (``room.decisions.said_why``). No Qt here."""

from __future__ import annotations

from functools import cache
from string import Formatter

from dealer_assist.messages import Message
from dealer_assist.ui.engine_texts import TEXTS


@cache
def _pairs() -> frozenset[tuple[str, str]]:
    return frozenset(TEXTS)


def catalogued(message: Message) -> bool:
    """Its (ID, template) is in the engine catalogue (a ``joined`` list: only its items'
    fields), and so is every Message among its parameters."""
    if message.msg_id == "joined":
        fields = [f for _, f, _, _ in Formatter().parse(message.template) if f is not None]
        if fields != [f"p{i}" for i in range(len(fields))]:
            return False
    elif (message.msg_id, message.template) not in _pairs():
        return False
    return all(catalogued(v) for v in message.params.values() if isinstance(v, Message))
