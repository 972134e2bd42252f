"""One test per DIFF key of the catalogue's profile index (K01-K29): the houses differ as it says.

Each test names its key and the rule IDs behind the values it checks. A value a house's rulebook
does not give must be a room setting, never an invented default.
"""

from __future__ import annotations

from dealer_assist.rules import (
    BlindKind,
    GameId,
    HouseCode,
    HouseProfile,
    Odds,
    PayLine,
    RoomSetting,
)


def _room(value: object) -> bool:
    return isinstance(value, RoomSetting)


def test_k01_blind_structure_cg_he_02_htp_he_01_lc_44_lc_128_pgp_he_03(table) -> None:
    """K01: CG three blinds (AMB-02), HTP one, LC fixed SB+BB (LC-44), LC high make-up (LC-128),
    PGP 2-3 and 3-5 (PGP-GAM-03/07/10)."""
    cg = table("CG", "holdem", "3-6")
    assert [p.kind for p in cg.blinds.posts] == ["button_blind", "small_blind", "big_blind"]
    assert [p.seat for p in cg.blinds.posts] == [0, 1, 2]
    assert cg.flop_stakes.blinds[BlindKind.BIG_BLIND] == 3 == cg.limit.small_bet
    assert _room(cg.flop_stakes.blinds[BlindKind.BUTTON_BLIND])
    lc_low, lc_high = table("LC_LOW", "holdem", "3-6"), table("LC_HIGH", "holdem", "20-40")
    assert [p.kind for p in lc_low.blinds.posts] == ["small_blind", "big_blind"]
    assert lc_low.blinds.forward_moving_button is True
    assert lc_low.blinds.make_up_blinds is False and lc_high.blinds.make_up_blinds is True
    assert lc_low.blinds.trailing_blind is False and lc_high.blinds.trailing_blind is True
    assert dict(table("PGP", "holdem", "3-100").flop_stakes.blinds) == {
        "small_blind": 2,
        "big_blind": 3,
    }
    assert dict(table("PGP", "holdem", "5-200").flop_stakes.blinds) == {
        "small_blind": 3,
        "big_blind": 5,
    }
    assert dict(table("PGP", "omaha", "4-8").flop_stakes.blinds) == {
        "small_blind": 2,
        "big_blind": 3,
    }


def test_k01_htp_single_blind_left_of_button_htp_he_01(
    profiles: dict[HouseCode, HouseProfile],
) -> None:
    """K01/K02: HTP posts one blind, from the seat left of the button (HTP-HE-01, HTP-HE-03)."""
    blinds = profiles[HouseCode.HTP].games[GameId.HOLDEM].blinds
    assert blinds is not None
    assert [(p.kind, p.seat) for p in blinds.posts] == [("single_blind", 1)]
    assert _room(blinds.posts[0].live)


def test_k02_first_to_act_left_of_last_blind_cg_he_05_pgp_he_04_lc_133(table, profiles) -> None:
    """K02: preflop opens left of the furthest blind;
    LC high heads-up: button posts SB and acts first."""
    assert table("CG", "holdem", "3-6").blinds.big_blind.seat == 2
    assert table("PGP", "holdem", "3-100").blinds.big_blind.seat == 2
    assert table("LC_LOW", "holdem", "3-6").blinds.big_blind.seat == 2
    assert profiles[HouseCode.HTP].games[GameId.HOLDEM].blinds.big_blind.seat == 1
    assert table("LC_HIGH", "holdem", "10-20").blinds.heads_up_button_posts_small_blind is True


def test_k03_new_player_entry_lc_39_lc_127_pgp_new_01(table) -> None:
    """K03: LC low deal in or wait for the button (LC-39), buy it or straddle (LC-43, LC-47);
    LC high post/wait/buy/straddle (LC-127);
    PGP deal in, wait, or post in front of the button (PGP-NEW-01/02, AMB-25); CG not stated."""
    # LC-43 and LC-47 also let any entering player buy the button or straddle.
    assert table("LC_LOW", "holdem", "3-6").entry.new_player_options == (
        "deal_in",
        "wait_for_button",
        "buy_button",
        "straddle",
    )
    assert table("LC_LOW", "holdem", "3-6").entry.new_player_blind_passes_before_missed == 2
    assert "straddle" in table("LC_LOW", "holdem", "3-6").entry.late_new_player_options
    # LC-127: after two passes the LC-high newcomer loses the straddle option.
    assert table("LC_HIGH", "holdem", "20-40").entry.late_new_player_options == (
        "wait_for_big_blind",
        "post_both_blinds",
        "buy_button",
    )
    assert table("LC_HIGH", "holdem", "20-40").entry.new_player_options == (
        "post_big_blind",
        "wait_for_big_blind",
        "buy_button",
        "straddle",
    )
    assert table("PGP", "holdem", "3-100").entry.new_player_options == (
        "deal_in",
        "wait_for_big_blind",
        "post_in_front_of_button",
    )
    assert _room(table("CG", "holdem", "3-6").entry.new_player_options)


def test_k04_collection_live_or_dead_lc_46_lc_130_lc_131_cg_3cp_02_htp_3cp_16(table) -> None:
    """K04: LC low button collection live (LC-46), LC high dead (LC-130) plus full-game collection
    from missed blinds (LC-131); CG 3CP collection to be dealt in; HTP three rake modes."""
    low, high = (
        table("LC_LOW", "holdem", "3-6").collection,
        table("LC_HIGH", "holdem", "10-20").collection,
    )
    assert low.kind == high.kind == "button"
    assert low.button_collection_live is True and high.button_collection_live is False
    assert (
        low.missed_blind_full_game_collection is False
        and high.missed_blind_full_game_collection is True
    )
    cg = table("CG", "three_card_poker", "posted").collection
    assert cg.kind == "per_player" and cg.required_to_be_dealt_in is True
    htp = table("HTP", "three_card_poker", "posted").collection
    assert htp.rake_modes == ("all_players", "all_but_banker", "banker_only")
    assert _room(htp.rake_mode)
    assert _room(table("PGP", "holdem", "3-100").collection.kind)


def test_k05_short_all_in_lc_66_action_only_lc_126_half_bet(table) -> None:
    """K05: action-only at LC low (LC-66), half-bet at LC high (LC-126a-c); CG glossary only."""
    assert table("LC_LOW", "holdem", "3-6").short_all_in == "action_only"
    assert table("LC_HIGH", "holdem", "20-40").short_all_in == "half_bet"
    assert _room(table("CG", "holdem", "3-6").short_all_in)
    assert _room(table("PGP", "holdem", "3-100").short_all_in)


def test_k06_raise_cap_lc_126d_amb_18_cg_std_07(table) -> None:
    """K06: LC high cap four bets (LC-126d); LC low the same by AMB-18; CG stud bet + three raises
    with the completion as the bet (CG-STD-07, AMB-31); PGP spread not stated."""
    assert table("LC_HIGH", "holdem", "20-40").cap == 4
    assert table("LC_LOW", "omaha", "6-12").cap == 4
    stud = table("CG", "stud", "4-8")
    assert stud.cap == 4 and stud.stud.bring_in_counts_toward_cap is False
    assert _room(table("CG", "holdem", "3-6").cap)
    assert _room(table("PGP", "holdem", "5-200").cap)


def test_k07_heads_up_uncapped_lc_49_amb_18(table) -> None:
    """K07: two players left before the cap raise without limit (LC-49, AMB-18) at both LC
    levels."""
    assert table("LC_LOW", "holdem", "3-6").betting.heads_up_uncapped is True
    assert table("LC_HIGH", "holdem", "10-20").betting.heads_up_uncapped is True
    assert _room(table("CG", "holdem", "3-6").betting.heads_up_uncapped)


def test_k08_broke_player_lc_42_lc_129(table) -> None:
    """K08: free re-entry after one blind pass at LC low (LC-42);
    owes missed blinds at LC high (LC-129)."""
    assert table("LC_LOW", "holdem", "3-6").entry.broke_player == "free_after_one_blind_pass"
    assert table("LC_HIGH", "holdem", "10-20").entry.broke_player == "owes_missed_blinds"
    assert _room(table("PGP", "holdem", "3-100").entry.broke_player)


def test_k09_kill_cg_o8_09_half_kill_60_scoop_6_blind_6_12(table) -> None:
    """K09: CG Omaha 8 half kill: $60+ main-pot scoop -> $6 kill blind, 6-12 next hand (CG-O8-09,
    AMB-16); LC kill pots exist with no straddle in them (LC-47); others not stated."""
    o8 = table("CG", "omaha8", "4-8")
    assert o8.kill.kind == "half" and o8.kill.trigger == "scoop_main_pot"
    kill = o8.flop_stakes.kill
    assert kill is not None and (kill.threshold, kill.blind, kill.limit) == (60, 6, "6-12")
    assert _room(o8.kill.poster_position)
    lc = table("LC_HIGH", "holdem", "20-40")
    assert _room(lc.kill.kind) and lc.voluntary_posts.straddle_in_kill_pot is False
    assert _room(table("PGP", "omaha8", "4-8").kill.kind)


def test_k10_low_qualifier_cg_o8_05_htp_o8_02_pgp_low_01(table, profiles) -> None:
    """K10: 8 or better at CG, HTP and PGP;
    PGP also needs three low board ranks (PGP-LOW-01, AMB-26)."""
    assert table("CG", "omaha8", "4-8").showdown.low_qualifier == "eight_or_better"
    htp = profiles[HouseCode.HTP].games
    assert htp[GameId.OMAHA8].showdown.low_qualifier == "eight_or_better"
    assert htp[GameId.STUD8].showdown.low_qualifier == "eight_or_better"
    pgp = table("PGP", "omaha8", "4-8").showdown
    assert pgp.low_qualifier == "eight_or_better" and pgp.low_needs_three_low_board_ranks is True
    assert table("CG", "omaha8", "4-8").showdown.low_needs_three_low_board_ranks is False
    assert table("PGP", "omaha", "4-8").showdown.low_qualifier == "none"


def test_k11_playing_the_board_cg_he_09_lc_72_pgp_he_08(table, profiles) -> None:
    """K11: allowed at CG and HTP; LC needs the cards tabled (LC-72);
    PGP must announce (PGP-HE-08)."""
    assert table("CG", "holdem", "3-6").showdown.play_the_board == "allowed"
    assert profiles[HouseCode.HTP].games[GameId.HOLDEM].showdown.play_the_board == "allowed"
    assert table("LC_LOW", "holdem", "3-6").showdown.play_the_board == "table_cards"
    assert table("PGP", "holdem", "3-100").showdown.play_the_board == "announce_before_muck"


def test_k12_open_pair_cg_std_09_htp_s8_02_lc_100(table, profiles) -> None:
    """K12: CG any bettor may bet big (CG-STD-09); HTP Stud 8 no effect (HTP-S8-02);
    LC opener chooses (LC-100)."""
    assert table("CG", "stud", "4-8").stud.open_pair_fourth_street == "any_player_may_bet_big"
    htp = profiles[HouseCode.HTP].games
    assert htp[GameId.STUD8].stud.open_pair_fourth_street == "no_effect"
    assert _room(htp[GameId.STUD].stud.open_pair_fourth_street)
    assert table("LC_LOW", "stud", "3-6").stud.open_pair_fourth_street == "first_bettor_chooses"


def test_k13_three_card_poker_cg_3cp_b05_b07a_htp_3cp_08_13_amb_08_amb_11(table) -> None:
    """K13: CG Ante/Play/Bonus, action button from the P/D's cards (AMB-08), partial cover, fixed
    Bonus table 200/40/30/6/3/1 (CG-3CP-B07a, AMB-10c); HTP Base/Call/Pair Plus from the button,
    dead-and-returned cover (AMB-11), posted table, no jackpot (HTP-3CP-15)."""
    cg = table("CG", "three_card_poker", "posted").banked
    assert cg.wagers == ("ante", "play", "bonus")
    assert cg.action_start == "action_button_from_banker_cards"
    assert (cg.action_count_direction, cg.action_count_ace, cg.action_count_face) == (
        "clockwise",
        1,
        10,
    )
    assert cg.coverage == "partial_then_returned"
    assert cg.pay_tables["bonus"] == (
        PayLine(hand="royal_flush", odds=Odds(200)),
        PayLine(hand="straight_flush", odds=Odds(40)),
        PayLine(hand="three_of_a_kind", odds=Odds(30)),
        PayLine(hand="straight", odds=Odds(6)),
        PayLine(hand="flush", odds=Odds(3)),
        PayLine(hand="pair", odds=Odds(1)),
    )
    assert cg.pay_tables["bonus"][0].odds.win(5) == 1000
    htp = table("HTP", "three_card_poker", "posted").banked
    assert htp.wagers == ("base", "call", "pair_plus")
    assert htp.action_start == "dealer_button" and htp.coverage == "dead_and_returned"
    assert _room(htp.pay_tables["pair_plus"]) and htp.jackpot_eligible is False


def test_k13_buster_pay_table_cg_bbj_00b(table) -> None:
    """CG-BBJ-00b: Buster pays by busted card count 200/40/15/4/3/1 to 1;
    limits $5-$100 (CG-BBJ-02)."""
    hab = table("CG", "hot_action_blackjack", "posted")
    pays = [(line.hand, line.odds.pays) for line in hab.banked.pay_tables["buster"]]
    assert pays == [
        ("8_or_more_cards", 200),
        ("7_cards", 40),
        ("6_cards", 15),
        ("5_cards", 4),
        ("4_cards", 3),
        ("3_cards", 1),
    ]
    buster = hab.banked_stakes.side_bets["buster"]
    assert (buster.minimum, buster.maximum) == (5, 100)
    assert _room(hab.banked.pay_tables["wager"])


def test_k14_banker_rotation_cg_3cp_08_cg_pai_09_htp_3cp_08(table) -> None:
    """K14: CG every two hands, offered to each seat;
    HTP every hand unless none eligible or all pass."""
    for game in ("three_card_poker", "pai_gow"):
        banked = table("CG", game, "posted").banked
        assert (banked.rotation_every_hands, banked.rotation_mode) == (2, "offer_each_seat")
    for game in ("three_card_poker", "two_card_poker", "florida_holdem"):
        banked = table("HTP", game, "posted").banked
        assert (banked.rotation_every_hands, banked.rotation_mode) == (
            1,
            "next_eligible_unless_all_pass",
        )


def test_k15_extra_hole_card_lc_107_pgp_irr_02_03(table) -> None:
    """K15: LC by action and flop timing (LC-107); PGP burn, dead after substantial action."""
    assert table("LC_LOW", "holdem", "3-6").irregularities.extra_hole_card == "by_action_and_flop"
    assert (
        table("PGP", "holdem", "3-100").irregularities.extra_hole_card
        == "burn_unless_substantial_action"
    )
    assert _room(table("CG", "holdem", "3-6").irregularities.extra_hole_card)


def test_k16_missing_hole_card_lc_108_pgp_irr_01(table) -> None:
    """K16: LC top card unless acted (LC-108); PGP always the top card (PGP-IRR-01)."""
    assert (
        table("LC_HIGH", "omaha", "20-40").irregularities.missing_hole_card
        == "top_card_unless_acted"
    )
    assert table("PGP", "omaha8", "4-8").irregularities.missing_hole_card == "always_top_card"


def test_k17_exposed_hole_card_lc_115_pgp_irr_08_10(table) -> None:
    """K17: both replace and burn (LC-115, PGP-IRR-08);
    PGP keeps a card the player caused (PGP-IRR-10)."""
    assert table("LC_LOW", "holdem", "6-12").irregularities.exposed_hole_card == "replace_and_burn"
    assert (
        table("PGP", "holdem", "3-100").irregularities.exposed_hole_card
        == "replace_and_burn_keep_if_player_caused"
    )


def test_k18_missed_blinds_lc_40_lc_131_pgp_new_03(table) -> None:
    """K18: LC post both (BB live, rest dead) plus collection, or wait, buy the button, straddle
    (LC-40); LC high also full-game collection (LC-131);
    PGP post both (SB dead) or wait (PGP-NEW-03)."""
    lc = table("LC_LOW", "holdem", "3-6").entry
    assert lc.missed_blind_options == (
        "wait_for_big_blind",
        "post_both_blinds",
        "buy_button",
        "straddle",
    )
    assert lc.missed_blind_live_part == "big_blind" and lc.missed_blind_collection_owed is True
    assert table("LC_HIGH", "holdem", "10-20").collection.missed_blind_full_game_collection is True
    pgp = table("PGP", "holdem", "3-100").entry
    assert pgp.missed_blind_options == ("post_both_blinds", "wait_for_big_blind")
    assert pgp.missed_blind_live_part == "big_blind" and _room(pgp.missed_blind_collection_owed)
    assert _room(table("CG", "holdem", "3-6").entry.missed_blind_options)


def test_k19_odd_chip_lc_27_abc_amb_23_cg_rnk_14(table) -> None:
    """K19: LC board games first winner left of the button (LC-27a, AMB-23), stud highest card by
    suit (LC-27b), split to $1 first (LC-27); CG/PGP only equal splits (a room setting)."""
    assert table("LC_LOW", "holdem", "3-6").odd_chip == "first_left_of_button"
    assert table("LC_HIGH", "omaha", "10-20").odd_chip == "first_left_of_button"
    assert table("LC_LOW", "stud", "3-6").odd_chip == "highest_card_by_suit"
    assert table("LC_LOW", "holdem", "3-6").showdown.split_unit == 1
    assert _room(table("CG", "omaha8", "4-8").odd_chip)
    assert _room(table("CG", "omaha8", "4-8").showdown.odd_chip_half)
    assert _room(table("PGP", "holdem", "3-100").odd_chip)


def test_k20_buy_in_cg_he_10_cg_std_13_lc_35_pgp_gam_02_06_09(table) -> None:
    """K20: 10 x the small bet at CG and LC (CG-HE-10, CG-STD-13, LC-35); PGP fixed per game."""
    assert table("CG", "holdem", "3-6").flop_stakes.buy_in_min == 30
    assert table("CG", "stud", "4-8").stud_stakes.buy_in_min == 40
    assert table("LC_LOW", "holdem", "3-6").flop_stakes.buy_in_min == 30
    assert table("LC_HIGH", "holdem", "20-40").flop_stakes.buy_in_min == 200
    assert table("LC_LOW", "holdem", "3-6").buy_in.short_buy_ins_after_full == 1
    small = table("PGP", "holdem", "3-100").flop_stakes
    big = table("PGP", "holdem", "5-200").flop_stakes
    assert (small.buy_in_min, small.buy_in_max) == (40, 500)
    assert (big.buy_in_min, big.buy_in_max) == (100, 1000)
    assert table("PGP", "omaha", "4-8").flop_stakes.buy_in_min == 40


def test_k21_pai_gow_joker_cg_pai_01_amb_01(table) -> None:
    """K21: CG Pai Gow joker limited to ace or straight/flush filler by default (AMB-01)."""
    assert table("CG", "pai_gow", "posted").banked.joker == "ace_or_straight_flush_filler"
    assert table("CG", "three_card_poker", "posted").banked.joker is None


def test_k22_stud_bring_in_cg_std_02_04_lc_117(table, profiles) -> None:
    """K22: CG lowest up card, clubs < diamonds < hearts < spades, $1 ante, bring-in $1 to $4 at 4-8
    (CG-STD-02, CG-STD-04); LC passes the bring-in past an exposed hole card (LC-117)."""
    cg = table("CG", "stud", "4-8")
    assert cg.stud.bring_in_suit_order == ("c", "d", "h", "s")
    stakes = cg.stud_stakes
    assert (stakes.ante, stakes.bring_in_min, stakes.bring_in_max) == (1, 1, 4)
    assert stakes.completion == 4 == cg.limit.small_bet
    assert table("LC_HIGH", "stud", "20-40").stud_stakes.completion == 20
    assert table("LC_LOW", "stud", "3-6").stud.exposed_hole_card_passes_bring_in is True
    assert _room(profiles[HouseCode.HTP].games[GameId.STUD].stud.bring_in_suit_order)


def test_k23_seat_change_lc_88_pgp_new_05(table) -> None:
    """K23: LC waits one hand per seat or posts a BB (LC-88a/b);
    PGP posts a live BB or waits (PGP-NEW-05)."""
    assert table("LC_LOW", "holdem", "3-6").seating.seat_change == "wait_per_seat_or_post_big_blind"
    assert (
        table("PGP", "holdem", "3-100").seating.seat_change
        == "post_live_big_blind_or_wait_same_position"
    )
    assert _room(table("CG", "holdem", "3-6").seating.seat_change)


def test_k24_time_collection_lc_144_cg_gl_66(table) -> None:
    """K24: LC short-handed (< 5) button games may go to time (LC-144);
    time is per half hour (CG-GL-66)."""
    assert table("LC_LOW", "holdem", "3-6").collection.time_collection_below_players == 5
    assert table("LC_HIGH", "holdem", "10-20").collection.time_collection_below_players == 5
    assert table("CG", "holdem", "3-6").collection.time_interval_minutes == 30


def test_k25_heads_up_blinds_lc_133(table) -> None:
    """K25: only LC high says the button posts the SB heads-up (LC-133);
    elsewhere a room setting."""
    assert table("LC_HIGH", "holdem", "20-40").blinds.heads_up_button_posts_small_blind is True
    for code, game, limit in (
        ("LC_LOW", "holdem", "3-6"),
        ("CG", "holdem", "3-6"),
        ("PGP", "holdem", "3-100"),
    ):
        assert _room(table(code, game, limit).blinds.heads_up_button_posts_small_blind)


def test_k26_straddle_and_buy_the_button_lc_43_lc_47(table) -> None:
    """K26: LC live straddle of 2 x BB from BB+1, one per hand, none in a kill pot (LC-47); buying
    the button allowed (LC-43); not stated at CG, HTP, PGP."""
    posts = table("LC_HIGH", "holdem", "20-40").voluntary_posts
    assert posts.straddle_allowed is True
    assert (posts.straddle_multiple_of_big_blind, posts.straddle_seat_left_of_big_blind) == (2, 1)
    assert posts.straddles_per_hand == 1 and posts.straddle_live is True
    assert posts.straddle_in_kill_pot is False and posts.buy_the_button is True
    cg = table("CG", "holdem", "3-6").voluntary_posts
    assert _room(cg.straddle_allowed) and _room(cg.buy_the_button)
    assert cg.straddle_multiple_of_big_blind is None


def test_k27_banker_eligibility_cg_hab_19_21(table) -> None:
    """K27: CG Hot Action P/D conditions (CG-HAB-19/20/21); HTP never defines eligibility (Gaps)."""
    assert table("CG", "hot_action_blackjack", "posted").banked.eligibility == (
        "bet_as_player_last_round",
        "no_bet_on_other_spots",
        "match_previous_bank_unless_lost",
    )
    assert _room(table("HTP", "three_card_poker", "posted").banked.eligibility)


def test_k28_leaving_for_another_game_lc_96_lc_134(table) -> None:
    """K28: LC changes happen at once (LC-96);
    LC high may play to the BB before another limit (LC-134)."""
    low, high = (
        table("LC_LOW", "holdem", "3-6").seating,
        table("LC_HIGH", "holdem", "10-20").seating,
    )
    assert low.table_change_immediate is True and high.table_change_immediate is True
    assert low.other_limit_may_play_to_big_blind is False
    assert high.other_limit_may_play_to_big_blind is True


def test_k29_seat_changes_in_a_running_game_lc_135_amb_32_pgp_new_05(table) -> None:
    """K29: LC high only below five players (LC-135, AMB-32); LC low and PGP at any size."""
    assert table("LC_HIGH", "holdem", "20-40").seating.seat_changes_only_below_players == 5
    assert table("LC_LOW", "holdem", "3-6").seating.seat_changes_only_below_players is None
    assert table("PGP", "holdem", "3-100").seating.seat_changes_only_below_players is None


def test_california_player_dealer_rotation_on_for_every_banked_game(profiles) -> None:
    """CA-PDR: on by default for California rooms: 40 minutes, two non-TPPP players, one TPPP."""
    seen = 0
    for profile in profiles.values():
        for game in profile.games.values():
            if game.banked is None:
                continue
            rotation = game.player_dealer_rotation
            assert rotation is not None and rotation.enabled
            assert (
                rotation.window_minutes,
                rotation.min_other_players,
                rotation.max_tppp_per_table,
            ) == (40, 2, 1)
            assert rotation.offer_before_every_hand and rotation.tppp_followed_by_other_player
            seen += 1
    assert seen == 6
