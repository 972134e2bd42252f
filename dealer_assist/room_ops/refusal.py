"""The one refusal every room operation raises: a sentence for the floor and the rule IDs."""

from __future__ import annotations

from dealer_assist.messages import msg


class RoomRefusal(ValueError):
    """A room operation the house's rules do not allow; ``rule_ids`` says which rules.

    ``text`` is a :class:`~dealer_assist.messages.Message` (the station and the table say it in
    their language); the refusal's own text (``args[0]``) is that sentence with the rule IDs
    after it in brackets, a Message too, the IDs a parameter outside the translated words."""

    def __init__(self, text: str, *rule_ids: str) -> None:
        said = msg("room.refusal.cited", "{text} ({rule_ids})", text=text,
                   rule_ids=", ".join(rule_ids)) if rule_ids else text
        super().__init__(said)
        self.text = text
        self.rule_ids = rule_ids


MINUTE_MS = 60_000
HOUR_MS = 60 * MINUTE_MS
