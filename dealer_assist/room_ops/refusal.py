"""The one refusal every room operation raises: a sentence for the floor and the rule IDs."""

from __future__ import annotations


class RoomRefusal(ValueError):
    """A room operation the house's rules do not allow; ``rule_ids`` says which rules."""

    def __init__(self, text: str, *rule_ids: str) -> None:
        cited = f" ({', '.join(rule_ids)})" if rule_ids else ""
        super().__init__(f"{text}{cited}")
        self.text = text
        self.rule_ids = rule_ids


MINUTE_MS = 60_000
HOUR_MS = 60 * MINUTE_MS
