"""Profile sections of the poker games (flop and stud): one frozen dataclass per concern.

Every field is required in a profile file (nothing the rulebook sets is defaulted); a value the
rulebook leaves open is written ``{ set_by_room = "why" }`` (:class:`RoomSetting`) and a rule the
house simply does not have is written ``"none"`` where the field allows ``None``. Each section's
``sources`` maps field names to the rule and DIFF IDs that set them for this house; the IDs in the
field docstrings below say where the field comes from in general.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealer_assist.rules.checks import Invalid, Sources, check_sources, no_sources
from dealer_assist.rules.enums import (
    BlindKind,
    BrokePlayerRule,
    CollectionKind,
    EntryOption,
    ExposedHoleCard,
    ExtraHoleCard,
    KillKind,
    KillTrigger,
    LowQualifier,
    MissingHoleCard,
    OddChipHalf,
    OddChipWinner,
    OpenPairRule,
    PlayTheBoard,
    RakeMode,
    SeatChangeRule,
    ShortAllIn,
    Suit,
)
from dealer_assist.rules.values import RoomSetting, Setting


@dataclass(frozen=True, slots=True, kw_only=True)
class BlindPost:
    """One forced blind: its name, its seat counted left of the button (0 = the button) and
    whether it plays as part of the poster's bet (K01; CG-HE-02, HTP-HE-01, PGP-HE-03, LC-45)."""

    kind: BlindKind
    """What the dealer calls this blind."""
    seat: int
    """Seats left of the button: 0 the button itself (CG's button blind), 1, 2 ..."""
    live: Setting[bool]
    """Counts toward the poster's bet and lets him raise (CG-HE-04, LC-45)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BlindRules:
    """K01, K02, K25: who posts which blind, how the button moves, heads-up blinds."""

    posts: tuple[BlindPost, ...]
    """Blinds in seat order from the button; the last one is the big (or single) blind and the
    player on its left acts first before the flop (K02: CG-HE-05, HTP-HE-03, PGP-HE-04)."""
    forward_moving_button: Setting[bool]
    """Button only ever moves to the next live player (LC-44, PGP-NEW-04)."""
    make_up_blinds: Setting[bool]
    """Each active player posts one big and one small blind every round (LC-128)."""
    trailing_blind: Setting[bool]
    """A small blind behind the button after a hand with three big blinds (LC-128, LC-GL-72)."""
    heads_up_button_posts_small_blind: Setting[bool]
    """Heads-up: the button posts the small blind and acts first before the flop (K25, LC-133)."""
    chop_allowed: Setting[bool]
    """Blinds may take their blinds back when all fold to them (LC-18)."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        if not self.posts:
            raise Invalid("posts", "a flop game needs at least one blind")
        kinds = [p.kind for p in self.posts]
        if len(set(kinds)) != len(kinds):
            raise Invalid("posts", "the same blind is listed twice")
        seats = [p.seat for p in self.posts]
        if seats != sorted(seats) or len(set(seats)) != len(seats):
            raise Invalid("posts", "blinds must be in consecutive seat order from the button")
        if kinds[-1] not in (BlindKind.BIG_BLIND, BlindKind.SINGLE_BLIND):
            raise Invalid(
                "posts", "the last (furthest) blind must be the big blind or the single blind"
            )

    @property
    def big_blind(self) -> BlindPost:
        """The furthest blind from the button: the big blind or HTP's single blind."""
        return self.posts[-1]


@dataclass(frozen=True, slots=True, kw_only=True)
class EntryRules:
    """K03, K08, K18: how new, returning, broke and missed-blind players get a hand."""

    new_player_options: Setting[tuple[EntryOption, ...]]
    """K03: LC-39 (low), LC-127 (high), PGP-NEW-01/02."""
    new_player_blind_passes_before_missed: Setting[int] | None
    """A waiting new player gets a missed-blind button after this many passes (LC-39, LC-127)."""
    late_new_player_options: Setting[tuple[EntryOption, ...]] | None
    """What that new player may then do: the LC-40 options at LC low (LC-39), no straddle at
    LC high (LC-127)."""
    missed_blind_options: Setting[tuple[EntryOption, ...]]
    """K18: LC-40, LC-127, PGP-NEW-03."""
    missed_blind_live_part: Setting[BlindKind]
    """Which part of a missed-blind post plays; the rest is dead (LC-40, PGP-NEW-03)."""
    missed_blind_collection_owed: Setting[bool]
    """The post also pays that hand's collection (LC-40, LC-88c)."""
    skipped_button_pays_live_collection: Setting[bool]
    """Played both blinds, skipped the button: returns by paying a live collection (LC-41)."""
    broke_player: Setting[BrokePlayerRule]
    """K08: LC-42 (low), LC-129 (high)."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        passes = self.new_player_blind_passes_before_missed
        if isinstance(passes, int) and passes < 1:
            raise Invalid("new_player_blind_passes_before_missed", "must be 1 or more")


@dataclass(frozen=True, slots=True, kw_only=True)
class CollectionRules:
    """K04, K24: how the house is paid; amounts are per limit in the stakes."""

    kind: Setting[CollectionKind]
    """K04: button (LC-46), time (LC-144), per player (CG-3CP-02) or banked-game rake."""
    button_collection_live: Setting[bool] | None
    """Button collection counts toward the button's preflop bet (LC-46) or is dead (LC-130)."""
    missed_blind_full_game_collection: Setting[bool] | None
    """Full-game collection taken from a missed-blind player as the button passes (LC-131)."""
    collection_before_all_in: Setting[bool]
    """Collection comes off first; all-in only when it cannot be paid (LC-69, LC-70, LC-71)."""
    time_collection_below_players: Setting[int] | None
    """A button game with fewer players than this may switch to time (LC-144, LC-GL-58)."""
    time_interval_minutes: Setting[int] | None
    """Time collection period (CG-GL-66, LC-GL-70)."""
    required_to_be_dealt_in: Setting[bool]
    """No hand without the collection paid (CG-3CP-02)."""
    rake_modes: tuple[RakeMode, ...]
    """Banked-game rake modes the house may use (HTP-3CP-16, AMB-15); empty when none."""
    rake_mode: Setting[RakeMode] | None
    """The mode this room uses and discloses at the table (HTP-3CP-16)."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        if isinstance(self.rake_mode, RakeMode) and self.rake_mode not in self.rake_modes:
            raise Invalid("rake_mode", f"{self.rake_mode} is not one of rake_modes")
        if self.kind == CollectionKind.BUTTON and self.button_collection_live is None:
            raise Invalid("button_collection_live", "a button collection must say live or dead")
        minutes = self.time_interval_minutes
        if isinstance(minutes, int) and minutes < 1:
            raise Invalid("time_interval_minutes", "must be 1 or more")


@dataclass(frozen=True, slots=True, kw_only=True)
class BettingRules:
    """K05, K06, K07 and the chip-handling rules of a betting round."""

    short_all_in: Setting[ShortAllIn]
    """K05: LC-66 (action only), LC-126a-c (half bet). A wager counts toward the cap exactly when
    this rule makes it a bet or raise (LC-126d)."""
    max_bets_per_round: Setting[int] | None
    """K06: the cap, counted in bets (the opening bet plus raises: LC-GL-14, LC-126d, AMB-18,
    CG-STD-07 with AMB-31). ``None`` = no cap (no limit)."""
    heads_up_uncapped: Setting[bool]
    """K07: two players left in a round may raise without limit (LC-49, AMB-18)."""
    check_raise_allowed: Setting[bool]
    """LC-55."""
    one_chip_is_call: Setting[bool]
    """A single oversized chip without a word is a call (LC-56)."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        cap = self.max_bets_per_round
        if isinstance(cap, int) and cap < 1:
            raise Invalid("max_bets_per_round", "cap < 1: a round needs room for at least one bet")


@dataclass(frozen=True, slots=True, kw_only=True)
class ShowdownRules:
    """K10, K11, K19: low qualification, playing the board, odd chips."""

    low_qualifier: LowQualifier
    """K10: CG-O8-05, HTP-O8-02, HTP-S8-01, PGP-O8-02."""
    low_needs_three_low_board_ranks: bool
    """Board games: a low is possible only with three different board ranks of 8 or lower;
    shown as soon as the board decides it (PGP-LOW-01, PGP-GAM-04, AMB-26)."""
    play_the_board: Setting[PlayTheBoard] | None
    """K11: CG-HE-09, HTP-HE-06, LC-72, PGP-HE-08; ``None`` in stud."""
    odd_chip_winner: Setting[OddChipWinner]
    """K19: LC-27a (board games), LC-27b (stud), AMB-23; also used inside a shared half."""
    odd_chip_half: Setting[OddChipHalf] | None
    """K19: LC-27c; ``None`` for high-only games."""
    split_unit: Setting[int]
    """Pots are split down to this many dollars before the odd chip is placed (LC-27)."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        if self.low_qualifier == LowQualifier.NONE and self.odd_chip_half is not None:
            raise Invalid("odd_chip_half", 'a high-only game has no halves: write "none"')
        if self.low_qualifier != LowQualifier.NONE and self.odd_chip_half is None:
            raise Invalid("odd_chip_half", "a high-low game must say which half takes the odd chip")
        if isinstance(self.split_unit, int) and self.split_unit < 1:
            raise Invalid("split_unit", "must be 1 or more")


@dataclass(frozen=True, slots=True, kw_only=True)
class KillRules:
    """K09: kill structure; threshold, kill blind and kill limit are per limit (stakes.kill)."""

    kind: Setting[KillKind]
    """CG-O8-04, CG-O8-09; LC-47 only says kill pots exist."""
    trigger: KillTrigger | None
    """What earns the kill (CG-O8-09, AMB-16a/b); ``None`` without a kill."""
    poster_position: Setting[str] | None
    """Where the kill blind sits and acts: not given by any source (AMB-16d, Gaps)."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        if self.kind in (KillKind.HALF, KillKind.FULL) and self.trigger is None:
            raise Invalid("trigger", "a kill game must say what triggers the kill")
        if self.kind == KillKind.NONE and self.trigger is not None:
            raise Invalid("trigger", 'a game without a kill has no trigger: write "none"')


@dataclass(frozen=True, slots=True, kw_only=True)
class VoluntaryPostRules:
    """K26: live straddle and buying the button."""

    straddle_allowed: Setting[bool]
    """LC-47."""
    straddle_multiple_of_big_blind: int | None
    """LC-47, LC-GL-37: twice the big blind."""
    straddle_seat_left_of_big_blind: int | None
    """LC-47: only the seat one to the left of the big blind."""
    straddles_per_hand: int | None
    """LC-47: one."""
    straddle_live: bool | None
    """LC-47: the straddler may raise."""
    straddle_in_kill_pot: bool | None
    """LC-47: no live straddle in a kill pot."""
    buy_the_button: Setting[bool]
    """LC-43."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        details = (
            self.straddle_multiple_of_big_blind,
            self.straddle_seat_left_of_big_blind,
            self.straddles_per_hand,
            self.straddle_live,
            self.straddle_in_kill_pot,
        )
        if self.straddle_allowed is True and any(d is None for d in details):
            raise Invalid(
                "straddle_allowed",
                "an allowed straddle needs its amount, seat, count, live and kill-pot rules",
            )
        if self.straddle_allowed is not True and any(d is not None for d in details):
            raise Invalid(
                "straddle_allowed", "straddle details are given but the straddle is not allowed"
            )
        for name in (
            "straddle_multiple_of_big_blind",
            "straddles_per_hand",
            "straddle_seat_left_of_big_blind",
        ):
            value = getattr(self, name)
            if isinstance(value, int) and not isinstance(value, bool) and value < 1:
                raise Invalid(name, "must be 1 or more")


@dataclass(frozen=True, slots=True, kw_only=True)
class BuyInRules:
    """K20 policy; the minimum and maximum per limit are in the stakes."""

    short_buy_ins_after_full: Setting[int]
    """Short buy-ins allowed after a full one before the next must be full (LC-36)."""
    return_within_minutes_with_same_chips: Setting[int] | None
    """Quit and come back within this time: at least the chips taken away (LC-91)."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatingRules:
    """K23, K28, K29 and the three-button rule (LC-97)."""

    seat_change: Setting[SeatChangeRule]
    """K23: LC-88a/b, PGP-NEW-05."""
    seat_changes_only_below_players: Setting[int] | None
    """K29: LC-135 with the AMB-32 reading; ``None`` = allowed at any size."""
    three_button_pickup: Setting[int] | None
    """Missed-blind buttons after which a lobbying player's chips are picked up (LC-97)."""
    lobbying_absences_per_hour: Setting[int] | None = 4
    """Absences begun within an hour that prompt the floor about repeated lobbying (LC-98);
    no house states one: 4 is our reading, the catalogue's example."""
    table_change_immediate: Setting[bool]
    """K28: a table or game change happens at once; blinds may finish blinds and button (LC-96)."""
    other_limit_may_play_to_big_blind: Setting[bool]
    """K28: moving to another limit may play up to the big blind first (LC-134)."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        for name in ("seat_changes_only_below_players", "three_button_pickup",
                     "lobbying_absences_per_hour"):
            value = getattr(self, name)
            if isinstance(value, int) and value < 1:
                raise Invalid(name, "must be 1 or more")


@dataclass(frozen=True, slots=True, kw_only=True)
class IrregularityRules:
    """K15, K16, K17: wrong number of hole cards and exposed hole cards (board games)."""

    extra_hole_card: Setting[ExtraHoleCard]
    """K15: LC-107a-c, PGP-IRR-02/03."""
    missing_hole_card: Setting[MissingHoleCard]
    """K16: LC-108a/b, PGP-IRR-01."""
    exposed_hole_card: Setting[ExposedHoleCard]
    """K17: LC-115, PGP-IRR-08/09/10."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)


@dataclass(frozen=True, slots=True, kw_only=True)
class StudRules:
    """K12, K22: stud bring-in and the open pair on 4th street; amounts in the stakes."""

    bring_in_suit_order: Setting[tuple[Suit, ...]]
    """Lowest up card brings in; ties broken lowest suit first (CG-STD-04)."""
    exposed_hole_card_passes_bring_in: Setting[bool]
    """An exposed hole card that became the low card passes the bring-in on (LC-117)."""
    bring_in_counts_toward_cap: Setting[bool]
    """Whether the bring-in is a bet for the cap; CG: no, the completion is (AMB-31)."""
    open_pair_fourth_street: Setting[OpenPairRule]
    """K12: CG-STD-09, LC-100, HTP-S8-02."""
    burn_before_third_street: Setting[bool]
    """A card is burned before the first (3rd-street) deal too: LC-GL-10 yes, CG-GL-16 no."""
    sources: Sources = field(default_factory=no_sources)

    def check(self) -> None:
        check_sources(self)
        order = self.bring_in_suit_order
        if not isinstance(order, RoomSetting) and sorted(order) != sorted(Suit):
            raise Invalid("bring_in_suit_order", "must list each of c, d, h, s once")
