"""House dealers at a table: a dealer signs in by badge and the log names the dealer of each
hand.

The contract the room's supervisor reads (do not change it): ``dealer_signed_in`` carries the
dealer's ``badge`` and ``name``, ``dealer_signed_out`` the ``badge``; the dealer of a hand is
the latest ``dealer_signed_in`` of that table before the hand's ``hand_started``. A sign-in
replaces whoever dealt before (the push), so a sign-out is needed only when the table is left
without a dealer. Neither event changes the game: the table only checks who may sign out.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_assist.engine.events import Event, event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.log_reading import caught_up
from dealer_assist.engine.seating import SeatingView
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import msg


@event
class DealerSignedIn(TableRule):
    """A house dealer (``badge``, ``name``) takes over the table from the next hand on."""

    type = "dealer_signed_in"
    badge: str
    name: str

    def verify_on(self, table: TableView) -> None:
        if not self.badge.strip() or not self.name.strip():
            raise Refusal(msg("house_dealers.refusal.dealer_signs_badge_name",
                              "a dealer signs in with a badge and a name"))

    def apply_on(self, table: TableView) -> None:
        """Read back from the log (:func:`dealer_on`)."""


@event
class DealerSignedOut(TableRule):
    """The dealer with ``badge`` leaves the table (a break, the end of a shift)."""

    type = "dealer_signed_out"
    badge: str

    def verify_on(self, table: TableView) -> None:
        on = dealer_on(table)
        if on is None:
            raise Refusal(msg("house_dealers.refusal.no_dealer_signed_table",
                              "no dealer is signed in at this table"))
        if on.badge != self.badge:
            raise Refusal(msg("house_dealers.refusal.dealer_signed_here_badge",
                              "{name} ({badge}) is the dealer signed in here, not badge {badge2}",
                              name=on.name, badge=on.badge, badge2=self.badge))

    def apply_on(self, table: TableView) -> None:
        """Read back from the log (:func:`dealer_on`)."""


@dataclass(frozen=True, slots=True)
class Dealer:
    badge: str
    name: str


@dataclass(slots=True)
class DealerOn:
    """The dealer signed in at the table now, read from its log."""

    dealer: Dealer | None = None

    def read(self, ev: Event) -> None:
        if isinstance(ev, DealerSignedIn):
            self.dealer = Dealer(ev.badge, ev.name)
        elif isinstance(ev, DealerSignedOut):
            self.dealer = None


def dealer_on(table: SeatingView) -> Dealer | None:
    """The house dealer signed in at this table now (None when nobody is)."""
    return caught_up(table, "house_dealer", DealerOn).dealer
