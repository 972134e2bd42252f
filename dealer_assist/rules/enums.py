"""Closed vocabularies of the profile: every value a floorperson can pick for a house rule.

Each enum's value is the exact word written in a profile file. Comments cite the rules that
make each choice exist.
"""

from __future__ import annotations

from enum import StrEnum


class HouseCode(StrEnum):
    """The houses of the catalogue ("Sources and house codes"); LC splits at 10-20 (LC-P6)."""

    CG = "CG"
    HTP = "HTP"
    LC_LOW = "LC_LOW"
    LC_HIGH = "LC_HIGH"
    PGP = "PGP"


class GameFamily(StrEnum):
    """How a game is run: a flop (board) game, stud, or a player-banked game."""

    FLOP = "flop"
    STUD = "stud"
    BANKED = "banked"


class GameId(StrEnum):
    """Games the profiles know; the family of each is in :data:`GAME_FAMILY`."""

    HOLDEM = "holdem"
    OMAHA = "omaha"
    OMAHA8 = "omaha8"
    STUD = "stud"
    STUD8 = "stud8"
    THREE_CARD_POKER = "three_card_poker"
    TWO_CARD_POKER = "two_card_poker"
    FLORIDA_HOLDEM = "florida_holdem"
    PAI_GOW = "pai_gow"
    HOT_ACTION_BLACKJACK = "hot_action_blackjack"


GAME_FAMILY: dict[GameId, GameFamily] = {
    GameId.HOLDEM: GameFamily.FLOP,
    GameId.OMAHA: GameFamily.FLOP,
    GameId.OMAHA8: GameFamily.FLOP,
    GameId.STUD: GameFamily.STUD,
    GameId.STUD8: GameFamily.STUD,
    GameId.THREE_CARD_POKER: GameFamily.BANKED,
    GameId.TWO_CARD_POKER: GameFamily.BANKED,
    GameId.FLORIDA_HOLDEM: GameFamily.BANKED,
    GameId.PAI_GOW: GameFamily.BANKED,
    GameId.HOT_ACTION_BLACKJACK: GameFamily.BANKED,
}


class Structure(StrEnum):
    """Betting structure of a limit (CG-GL-31, CG-GL-44, CG-GL-55, CG-GL-62)."""

    FIXED = "fixed"
    SPREAD = "spread"
    NO_LIMIT = "no_limit"
    POT_LIMIT = "pot_limit"
    TABLE = "table"
    """Banked games: wagers between the table's posted minimum and maximum (HTP-3CP-10)."""


class BlindKind(StrEnum):
    """Names of forced blinds (K01): CG's button blind, HTP's single blind, small and big blind."""

    BUTTON_BLIND = "button_blind"
    SMALL_BLIND = "small_blind"
    BIG_BLIND = "big_blind"
    SINGLE_BLIND = "single_blind"


class EntryOption(StrEnum):
    """What a new, returning or missed-blind player may do to get a hand (K03, K18, K23)."""

    DEAL_IN = "deal_in"
    """Dealt in at once without posting (LC-39, PGP-NEW-01)."""
    WAIT_FOR_BUTTON = "wait_for_button"
    """Sit out until the button passes, then play without posting (LC-39)."""
    WAIT_FOR_BIG_BLIND = "wait_for_big_blind"
    POST_BIG_BLIND = "post_big_blind"
    """Post a big-blind-sized live blind from the seat he is in (LC-127, LC-88a, PGP-NEW-05)."""
    POST_IN_FRONT_OF_BUTTON = "post_in_front_of_button"
    """PGP: post a big blind from the seat the button reaches next; it then skips him (AMB-25)."""
    POST_BOTH_BLINDS = "post_both_blinds"
    """Missed blinds: post big (live) plus small (dead) blind (LC-40, PGP-NEW-03)."""
    BUY_BUTTON = "buy_button"
    STRADDLE = "straddle"


class BrokePlayerRule(StrEnum):
    """A player who went broke and comes back (K08)."""

    FREE_AFTER_ONE_BLIND_PASS = "free_after_one_blind_pass"
    """Rejoins as new without posting once the blinds went round once (LC-42)."""
    OWES_MISSED_BLINDS = "owes_missed_blinds"
    """Owes his missed blinds and collection (LC-129)."""


class CollectionKind(StrEnum):
    """How the house is paid (K04, K24)."""

    BUTTON = "button"
    """Collection on the button, once a hand (LC-46, LC-130)."""
    TIME = "time"
    """Time collection per player per period (LC-144, CG-GL-66)."""
    PER_PLAYER = "per_player"
    """Every player pays to be dealt in (CG-3CP-02)."""
    RAKE = "rake"
    """Banked game rake in one of the disclosed modes (HTP-3CP-16)."""


class RakeMode(StrEnum):
    """HTP's three disclosed rake modes (HTP-3CP-16, AMB-15)."""

    ALL_PLAYERS = "all_players"
    ALL_BUT_BANKER = "all_but_banker"
    BANKER_ONLY = "banker_only"


class ShortAllIn(StrEnum):
    """What an all-in for less than a full bet does to the betting (K05)."""

    ACTION_ONLY = "action_only"
    """Never a bet or raise; callers may complete; earlier actors may only call (LC-66)."""
    HALF_BET = "half_bet"
    """Half a bet or more counts as a bet or raise; less is action only (LC-126a-c)."""


class OddChipWinner(StrEnum):
    """Who gets an odd chip between tied winners (K19)."""

    FIRST_LEFT_OF_BUTTON = "first_left_of_button"
    """First winner clockwise from the button (LC-27a, AMB-23)."""
    HIGHEST_CARD_BY_SUIT = "highest_card_by_suit"
    """Winner with the highest card, spades > hearts > diamonds > clubs (LC-27b)."""


class OddChipHalf(StrEnum):
    """Which half of a high-low pot gets the odd chip (K19)."""

    HIGH = "high"
    """LC-27c."""


class LowQualifier(StrEnum):
    """Low half qualification (K10)."""

    NONE = "none"
    EIGHT_OR_BETTER = "eight_or_better"


class PlayTheBoard(StrEnum):
    """How a player claims a share by playing the board (K11)."""

    ALLOWED = "allowed"
    """Simply allowed (CG-HE-09, HTP-HE-06)."""
    TABLE_CARDS = "table_cards"
    """Must still table his cards (LC-72)."""
    ANNOUNCE_BEFORE_MUCK = "announce_before_muck"
    """Must say so before mucking (PGP-HE-08)."""


class KillKind(StrEnum):
    """Kill structure of a game (K09)."""

    NONE = "none"
    HALF = "half"
    FULL = "full"


class KillTrigger(StrEnum):
    """What earns a kill (K09)."""

    SCOOP_MAIN_POT = "scoop_main_pot"
    """One player takes the whole main pot, incl. when no low qualified (CG-O8-09, AMB-16a/b)."""


class OpenPairRule(StrEnum):
    """Stud: what an open pair on 4th street does to the bet size (K12)."""

    ANY_PLAYER_MAY_BET_BIG = "any_player_may_bet_big"
    """Any bettor may use the big bet at any point of that round (CG-STD-09)."""
    FIRST_BETTOR_CHOOSES = "first_bettor_chooses"
    """Opener picks small or big; once big, raises stay big (LC-100)."""
    NO_EFFECT = "no_effect"
    """Limit unchanged (HTP-S8-02)."""


class Suit(StrEnum):
    """Suit letters as in ``dealer_assist.cards``, for suit orders written in profiles."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"


class ExtraHoleCard(StrEnum):
    """One hole card too many (K15)."""

    BY_ACTION_AND_FLOP = "by_action_and_flop"
    """Burn at random if not acted; dead if acted (money stays) or found after the flop (LC-107)."""
    BURN_UNLESS_SUBSTANTIAL_ACTION = "burn_unless_substantial_action"
    """Random card burned; after substantial action dead and all money forfeited (PGP-IRR-02/03)."""


class MissingHoleCard(StrEnum):
    """One hole card short (K16)."""

    TOP_CARD_UNLESS_ACTED = "top_card_unless_acted"
    """Top card after the deal if not acted; dead if acted before the flop (LC-108)."""
    ALWAYS_TOP_CARD = "always_top_card"
    """Always the top card after the deal (PGP-IRR-01)."""


class ExposedHoleCard(StrEnum):
    """A hole card exposed during the deal (K17)."""

    REPLACE_AND_BURN = "replace_and_burn"
    """Replaced by the top card after the deal and burned (LC-115, PGP-IRR-08)."""
    REPLACE_AND_BURN_KEEP_IF_PLAYER_CAUSED = "replace_and_burn_keep_if_player_caused"
    """As above, but a card exposed by touching its intended player stays with him (PGP-IRR-10)."""


class SeatChangeRule(StrEnum):
    """What a player moving seats must do before he plays again (K23)."""

    WAIT_PER_SEAT_OR_POST_BIG_BLIND = "wait_per_seat_or_post_big_blind"
    """One hand per seat moved, or post a big blind; deal-off allowed (LC-88a/b)."""
    POST_LIVE_BIG_BLIND_OR_WAIT_SAME_POSITION = "post_live_big_blind_or_wait_same_position"
    """Post a live big blind, or wait to be dealt in at the same spot (PGP-NEW-05)."""


class BankerTitle(StrEnum):
    """What the house calls the banking player (section 5)."""

    PLAYER_DEALER = "player_dealer"
    DESIGNATED_PLAYER = "designated_player"


class Coverage(StrEnum):
    """What happens to a wager the banker's stake cannot fully cover (K13, AMB-11)."""

    PARTIAL_THEN_RETURNED = "partial_then_returned"
    """Covered as far as the stake reaches, the rest returned (CG-3CP-06/07)."""
    DEAD_AND_RETURNED = "dead_and_returned"
    """A wager not fully covered is dead, returned and not raked (HTP-3CP-13)."""


class ActionStart(StrEnum):
    """Where banked-game settlement starts (K13)."""

    ACTION_BUTTON_FROM_BANKER_CARDS = "action_button_from_banker_cards"
    """Count the banker's card total from the seat after him (CG-3CP-B05, AMB-08)."""
    DEALER_BUTTON = "dealer_button"
    """From the seat holding the dealer button (HTP-3CP-08, AMB-11)."""
    DICE_FROM_BANKER = "dice_from_banker"
    """Three dice counted from the banker, banker on 1, 8, 15 (CG-PAI-05, AMB-28)."""


class CountDirection(StrEnum):
    """Direction of a seat count (AMB-28)."""

    CLOCKWISE = "clockwise"
    COUNTER_CLOCKWISE = "counter_clockwise"


class RotationMode(StrEnum):
    """How the bank moves on (K14)."""

    OFFER_EACH_SEAT = "offer_each_seat"
    """Rotated or offered to every position in turn (CG-3CP-08, CG-PAI-09)."""
    NEXT_ELIGIBLE_UNLESS_ALL_PASS = "next_eligible_unless_all_pass"
    """Moves every time unless nobody eligible or all pass (HTP-3CP-08)."""


class BankerEligibility(StrEnum):
    """Conditions to take the bank (K27)."""

    BET_AS_PLAYER_LAST_ROUND = "bet_as_player_last_round"
    """CG-HAB-20."""
    NO_BET_ON_OTHER_SPOTS = "no_bet_on_other_spots"
    """CG-HAB-21."""
    MATCH_PREVIOUS_BANK_UNLESS_LOST = "match_previous_bank_unless_lost"
    """CG-HAB-19."""


class JokerRule(StrEnum):
    """Pai Gow joker (K21, AMB-01)."""

    ACE_OR_STRAIGHT_FLUSH_FILLER = "ace_or_straight_flush_filler"
    FULLY_WILD = "fully_wild"
