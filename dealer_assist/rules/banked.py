"""Profile sections of the player-banked games (catalogue section 5; K13, K14, K21, K27)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from dealer_assist.rules.checks import Invalid, Sources, check_sources, no_sources
from dealer_assist.rules.enums import (
    ActionStart,
    BankerEligibility,
    BankerTitle,
    CountDirection,
    Coverage,
    JokerRule,
    RotationMode,
)
from dealer_assist.rules.values import Odds, RoomSetting, Setting


@dataclass(frozen=True, slots=True, kw_only=True)
class PayLine:
    """One line of a pay table: the hand (or card count) and what it pays."""

    hand: str
    """The paying hand (or busted card count), as the evaluator names it."""
    odds: Odds
    """What it pays, written "200:1" (200 to 1)."""


PayTable = tuple[PayLine, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class BankedRules:
    """How a player-banked game is run here (K13, K14, K21, K27; AMB-08, AMB-11, AMB-28)."""

    banker: BankerTitle
    """CG's player/dealer or HTP's designated player (section 5)."""
    wagers: tuple[str, ...]
    """A player's wagers in the order they get action (CG-3CP-B05: ante, play, bonus)."""
    action_start: Setting[ActionStart]
    """K13: CG-3CP-B05 + AMB-08, HTP-3CP-08 + AMB-11(iii), CG-PAI-05 + AMB-28."""
    action_count_direction: CountDirection | None
    """Direction of the action count (CG-3CP-B05; Pai Gow AMB-28); ``None`` when not counted."""
    action_count_ace: int | None
    """Value of an ace in the action-button sum (AMB-08: 1)."""
    action_count_face: int | None
    """Value of J, Q, K in the action-button sum (AMB-08: 10)."""
    coverage: Setting[Coverage]
    """K13, AMB-11: partial cover (CG) or dead and returned (HTP)."""
    rotation_every_hands: Setting[int]
    """K14: hands a banker keeps the bank before it moves (CG-3CP-08, CG-PAI-09: 2; HTP: 1)."""
    rotation_mode: Setting[RotationMode]
    """K14."""
    eligibility: Setting[tuple[BankerEligibility, ...]]
    """K27: CG-HAB-19/20/21; HTP never defines an eligible designated player (Gaps)."""
    pay_tables: Mapping[str, Setting[PayTable]]
    """Odds-paying wagers by name; HTP's posted tables are room settings (HTP-3CP-12, AMB-14d)."""
    jackpot_eligible: Setting[bool]
    """HTP-3CP-15."""
    house_way_for_unseated_and_extra_hands: Setting[bool] | None
    """CG-3CP-10, CG-3CP-11, CG-3CP-12 with AMB-09."""
    joker: JokerRule | None
    """Pai Gow joker (K21, AMB-01): limited by default, fully wild as a switch; else ``None``."""
    decks: Setting[int]
    """Standard decks in the shoe (CG-3CP-01, HTP-3CP-01; Hot Action: not stated, Gaps)."""
    max_bettors_per_spot: Setting[int] | None
    """CG-HAB-09: three players on one seated position."""
    max_original_wagers_per_player_per_spot: Setting[int] | None
    """CG-HAB-07 with AMB-06: five."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        if not self.wagers or len(set(self.wagers)) != len(self.wagers):
            raise Invalid("wagers", "list each wager once, in action order")
        every = self.rotation_every_hands
        if isinstance(every, int) and every < 1:
            raise Invalid("rotation_every_hands", "must be 1 or more")
        counted = self.action_start in (
            ActionStart.ACTION_BUTTON_FROM_BANKER_CARDS,
            ActionStart.DICE_FROM_BANKER,
        )
        if counted and self.action_count_direction is None:
            raise Invalid("action_count_direction", "a counted action start needs a direction")
        for name, table in self.pay_tables.items():
            if isinstance(table, RoomSetting):
                continue
            if not table:
                raise Invalid(f"pay_tables.{name}", "an empty pay table")
            for line in table:
                if line.odds.pays < 0 or line.odds.per < 1:
                    raise Invalid(
                        f"pay_tables.{name}", f"odds {line.odds} for {line.hand} are not a payout"
                    )
        decks = self.decks
        if isinstance(decks, int) and decks < 1:
            raise Invalid("decks", "must be 1 or more")


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerDealerRotation:
    """California player-dealer rotation rules in force since 1 April 2026 (issue 5 item 6).

    On by default for a house whose ``jurisdiction`` is "CA": offer the bank before every hand and
    log each answer; within every ``window_minutes`` the bank must go to at least
    ``min_other_players`` players who are not third-party proposition players (TPPP), else the
    game must stop; after a TPPP banks, the next rotation goes to someone else; at most
    ``max_tppp_per_table`` TPPP per table.
    """

    enabled: bool
    """On by default for a "CA" house."""
    offer_before_every_hand: bool
    """Offer the bank before every hand and log each answer."""
    window_minutes: int
    """The rotation window (40 minutes)."""
    min_other_players: int
    """Players other than a TPPP who must bank within each window (2)."""
    max_tppp_per_table: int
    """Third-party proposition players allowed per table (1)."""
    tppp_followed_by_other_player: bool
    """After a TPPP banks, the next rotation goes to someone else."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        for name in ("window_minutes", "min_other_players", "max_tppp_per_table"):
            if getattr(self, name) < 1:
                raise Invalid(name, "must be 1 or more")


CA_PLAYER_DEALER_ROTATION = PlayerDealerRotation(
    enabled=True,
    offer_before_every_hand=True,
    window_minutes=40,
    min_other_players=2,
    max_tppp_per_table=1,
    tppp_followed_by_other_player=True,
    sources={
        "enabled": ("CA-PDR",),
        "offer_before_every_hand": ("CA-PDR",),
        "window_minutes": ("CA-PDR",),
        "min_other_players": ("CA-PDR",),
        "max_tppp_per_table": ("CA-PDR",),
        "tppp_followed_by_other_player": ("CA-PDR",),
    },
)
"""The regulation's values; used when a California house file has no such section."""
