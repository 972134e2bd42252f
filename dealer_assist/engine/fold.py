"""The verify / can / apply trio every piece of table state offers (PokerKit's style).

``verify(event)`` raises :class:`Refusal` with a reason the dealer can read; ``can(event)``
answers yes or no; ``apply(event)`` verifies, then changes the state. A refused event changes
nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from dealer_assist.engine.events import Event


class Refusal(ValueError):
    """An event the rules do not allow now; the message says why, with the rule ID."""


def allowed(check: Callable[[], None]) -> bool:
    """``check`` (a verify that raises :class:`Refusal`) as a yes or no: the ``can`` of a trio."""
    try:
        check()
    except Refusal:
        return False
    return True


class Fold:
    """State that is a fold over events; subclasses implement ``verify`` and ``apply``."""

    __slots__ = ()

    def verify(self, ev: Event) -> None:
        raise NotImplementedError

    def can(self, ev: Event) -> bool:
        """Would ``ev`` be accepted now?"""
        return allowed(lambda: self.verify(ev))
