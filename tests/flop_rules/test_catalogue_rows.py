"""Catalogue sections 2.1-2.6 (forced bets, posting, seat changes) for the flop games: one test
per row the engine can express, named with the rule ID. Rows it cannot express yet are listed
in docs/rule-coverage.md, not faked here.

Every test drives the real engine (TableSession / Table / HandState) or a real house profile.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from flop_helpers import act, board, deal, finish, fixed, seated, show

from dealer_assist.cards import parse_cards
from dealer_assist.engine.config import KillRule
from dealer_assist.engine.events import (
    EntryChosen,
    PlayerAway,
    PlayerBack,
    PlayerSeated,
    SeatChanged,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.from_profile import config_from_rules
from dealer_assist.engine.session import DEMO_ROOM, session_for
from dealer_assist.rules import rules_for
from dealer_assist.rules.room import with_room_settings

PGP_LIMITS = (("holdem", "3-100"), ("holdem", "5-200"), ("omaha", "4-8"), ("omaha8", "4-8"))


def pgp(game: str, limit: str) -> object:
    """PGP's own profile with the gaps PGP leaves to the room filled (no collection, a cap of
    four bets, action-only all-ins); blinds and limits are PGP's."""
    settings: dict[str, object] = {
        "shared.collection.kind": "button",
        "shared.collection.button_collection_live": False,
        "shared.betting.short_all_in": "action_only",
        "shared.betting.max_bets_per_round": 4,
        "shared.betting.heads_up_uncapped": True,
    }
    for g, lim in PGP_LIMITS:
        settings[f"games.{g}.limits.{lim}.collection"] = 0
        settings[f"games.{g}.limits.{lim}.chip_unit"] = 1
    profile = with_room_settings("PGP", settings, "test room")
    return config_from_rules(rules_for(profile, game, limit))


def _fold_out(session: object) -> None:
    hand = session.hand  # type: ignore[attr-defined]
    while hand.phase == "betting":
        act(session, (hand.to_act, "fold"))  # type: ignore[arg-type]
    finish(session)  # type: ignore[arg-type]


# ----------------------------------------------------------------- 2.1 blinds and the button


def test_PGP_GAM_07_spread_3_100_holdem_posts_blinds_of_2_and_3() -> None:
    """PGP-GAM-07: the $3-$100 spread Hold'em game has a $2 small and a $3 big blind."""
    config = pgp("holdem", "3-100")
    assert config.structure == "spread"  # type: ignore[attr-defined]
    session = seated(config, [200] * 5)  # type: ignore[arg-type]
    _started, posts = session.table.next_hand()
    assert [(p.seat, p.kind, p.live) for p in posts] == [
        (2, "small_blind", 2),
        (3, "big_blind", 3),
    ]


def test_PGP_GAM_10_spread_5_200_holdem_posts_blinds_of_3_and_5() -> None:
    """PGP-GAM-10: the $5-$200 spread Hold'em game has a $3 small and a $5 big blind."""
    session = seated(pgp("holdem", "5-200"), [400] * 5)  # type: ignore[arg-type]
    _started, posts = session.table.next_hand()
    assert [(p.seat, p.kind, p.live) for p in posts] == [
        (2, "small_blind", 3),
        (3, "big_blind", 5),
    ]
    deal(session)
    assert session.hand.pot_total == 8 and session.hand.to_act == 4


def test_HTP_HE_01_nine_players_button_on_5_only_seat_6_posts() -> None:
    """HTP-HE-01: nine players, button on seat 5: seat 6 alone is asked to post (HTP's single
    blind), and seat 7 opens the betting."""
    session = seated(fixed(4, 8, (4,)), [200] * 9)
    while session.table.next_hand()[0].button != 5:
        deal(session)
        _fold_out(session)
    _started, posts = session.table.next_hand()
    assert [(p.seat, p.kind) for p in posts] == [(6, "single_blind")]
    deal(session)
    assert session.hand.to_act == 7


def test_LC_44_blinds_never_stay_on_the_same_seats_two_hands_running() -> None:
    """LC-44: with a forward-moving button the blinds follow it, so no seat posts the big (or
    small) blind in two hands running, also when a missed-blind player comes back posting
    both blinds just after the button."""
    session = seated(fixed(3, 6, (1, 3)), [100] * 6)
    blinds = []

    def play() -> None:
        _started, posts = session.table.next_hand()
        blinds.append({p.kind: p.seat for p in posts if p.kind in ("small_blind", "big_blind")})
        deal(session)
        act(session, (session.hand.to_act, "raise", 6))
        _fold_out(session)

    play()  # button 1, SB 2, BB 3
    session.run([PlayerAway(5)])
    play()  # button 2, SB 3, BB 4
    play()  # button 3, SB 4, BB 6: the big blind passes seat 5
    session.run([PlayerBack(5, "post_missed_blinds")])
    play()  # button 4; seat 5 posts his missed blinds
    play()  # button 5
    for before, after in pairwise(blinds):
        assert after["big_blind"] != before["big_blind"]
        assert after["small_blind"] != before["small_blind"]


# ----------------------------------------------------------------- 2.3 kill


def test_CG_O8_04_cg_omaha_is_only_the_half_kill_game() -> None:
    """CG-O8-04: CG spreads Omaha only as Omaha 8 with a half kill; there is no plain Omaha
    table to open, and the Omaha 8 table carries the kill ($60 scoop -> $6 kill, 6-12)."""
    config = session_for(DEMO_ROOM / "cg_demo.toml", "omaha8", "4-8").table.config
    assert config.hi_lo and config.kill == KillRule(60, 6, 6, 12)
    with pytest.raises(Exception, match="does not spread omaha"):
        session_for(DEMO_ROOM / "cg_demo.toml", "omaha", "4-8")


def _cg_omaha8_hand(config: object, flop_bet: bool) -> object:
    """Three players at CG Omaha 8 4-8; seat 1 makes the high (kings up), seat 2 the low."""
    session = seated(config, [300, 300, 300])  # type: ignore[arg-type]
    deal(session, {1: "AhKhQdJd", 2: "As2s3c4c", 3: "9c9dTcTd"})
    act(session, (1, "call"), (2, "call"), (3, "check"))
    for cards, unit in (("5d7h8s", 4), ("Kc", 8), ("Qs", 8)):
        board(session, cards)
        if flop_bet or unit == 8:
            act(session, (2, "bet", unit), (3, "call"), (1, "call"))
        else:
            act(session, (2, "check"), (3, "check"), (1, "check"))
    for seat, cards in ((2, "As2s3c4c"), (3, "9c9dTcTd"), (1, "AhKhQdJd")):
        if session.hand.phase == "showdown":  # type: ignore[attr-defined]
            show(session, seat, cards)  # type: ignore[arg-type]
    return session


def test_CG_O8_09_main_pot_split_high_low_brings_no_kill() -> None:
    """CG-O8-09 / AMB-16a: a $72 main pot shared between a high and a low hand is not a scoop,
    so the next hand has no kill and stays at 4-8."""
    config = session_for(DEMO_ROOM / "cg_demo.toml", "omaha8", "4-8").table.config
    session = _cg_omaha8_hand(config, flop_bet=True)
    awards = session.hand.settlement()  # type: ignore[attr-defined]
    assert [(a.seat, a.amount, a.half) for a in awards] == [(1, 36, "high"), (2, 36, "low")]
    finish(session)  # type: ignore[arg-type]
    started, posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert started.kill_seat is None and (started.small_bet, started.big_bet) == (4, 8)
    assert all(p.kind != "kill" for p in posts)


# ----------------------------------------------------------------- 2.4 entry and missed blinds


# Regression (fixed in 539276a): the opening round's skipped blind was not marked.
def test_LC_48_blind_skipped_in_the_opening_round_is_a_missed_blind() -> None:
    """LC-48: in a brand-new game, a seated player who is away when the first big blind would
    reach him has missed it, exactly as in a running game."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in (1, 2, 3, 4, 5)})
    session.run([PlayerAway(3)])
    _started, posts = session.table.next_hand()
    # button 1, small blind 2, and the big blind jumps seat 3 to land on seat 4
    assert [(p.seat, p.kind) for p in posts] == [(2, "small_blind"), (4, "big_blind")]
    deal(session)
    assert session.table.seats[3].missed_big


def test_LC_48_later_pass_of_the_big_blind_marks_the_absent_seat() -> None:
    """LC-48 (running-game half): once the game is under way, the big blind passing an absent
    player gives him a missed-blind button."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in (1, 2, 3, 4, 5)})
    deal(session)  # button 1, SB 2, BB 3
    _fold_out(session)
    session.run([PlayerAway(4)])
    deal(session)  # button 2, SB 3, BB 5: passes seat 4
    assert session.table.seats[4].missed_big


# Regression (fixed in 539276a): the missed-blind post left out the collection.
def test_LC_40_missed_blinds_post_includes_the_collection() -> None:
    """LC-40: at LC low ($1/$3 blinds, $2 collection) a player back from a missed blind who
    posts rather than waits pays both blinds plus that hand's collection: $6 in all, of which
    only the $3 big blind plays."""
    config = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6").table.config
    session = _after_one_hand(config, seats=5)
    session.run([PlayerAway(4)])  # type: ignore[attr-defined]
    deal(session)  # button 2, SB 3, BB 5: seat 4 misses it
    _fold_out(session)
    session.run([PlayerBack(4, "post_missed_blinds")])  # type: ignore[attr-defined]
    _started, posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert sum(p.total for p in posts if p.seat == 4) == 3 + 1 + 2
    deal(session)
    assert session.hand.street_bets[4] == 3  # type: ignore[attr-defined]
    assert session.hand.stacks[4] == 100 - 6  # type: ignore[attr-defined]


def test_PGP_NEW_03_missed_blinds_small_part_dead_big_part_live() -> None:
    """PGP-NEW-03, PGP profile ($2/$3 blinds): a player back from missed blinds who posts
    rather than waits puts in $5: $2 goes to the middle as dead money, $3 plays."""
    session = _after_one_hand(pgp("holdem", "3-100"), seats=5)
    session.run([PlayerAway(4)])  # type: ignore[attr-defined]
    deal(session)  # button 2, SB 3, BB 5: seat 4 misses it
    _fold_out(session)
    session.run([PlayerBack(4, "post_missed_blinds")])  # type: ignore[attr-defined]
    _started, posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert [(p.live, p.dead) for p in posts if p.seat == 4] == [(3, 2)]
    deal(session)
    hand = session.hand  # type: ignore[attr-defined]
    assert hand.dead_money == 2 and hand.street_bets[4] == 3 and hand.stacks[4] == 100 - 5


# ----------------------------------------------------------------- 2.5 seat changes


def _after_one_hand(config: object, seats: int = 6) -> object:
    session = seated(config, [100] * seats)  # type: ignore[arg-type]
    deal(session)  # button 1, SB 2, BB 3
    _fold_out(session)
    return session


def test_LC_88c_missed_blind_button_moves_with_the_seat_changer() -> None:
    """LC-88c: a player who owes missed blinds still owes them after changing seats; he posts
    both blinds (big live, small dead) or waits for the big blind in his new seat."""
    session = _after_one_hand(fixed(3, 6, (1, 3)))
    session.run([PlayerAway(4)])  # type: ignore[attr-defined]
    deal(session)  # button 2, SB 3, BB 5: seat 4 misses it
    _fold_out(session)
    session.run([SeatChanged(4, 8)])  # type: ignore[attr-defined]
    moved = session.table.seats[8]  # type: ignore[attr-defined]
    assert moved.missed_big and moved.missed_small
    session.run([PlayerBack(8, "wait_for_big_blind")])  # type: ignore[attr-defined]
    started, _posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert 8 not in started.dealt_in


# Regression (fixed in 539276a): the house's newcomer options refused a seat-changer's big blind.
def test_LC_88a_seat_changer_may_post_a_big_blind_at_an_lc_low_table() -> None:
    """LC-88a: instead of sitting out one hand per seat moved, the player who moved clockwise
    may post a big blind and play at once; this holds at LC's low limits too."""
    config = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6").table.config
    session = _after_one_hand(config)
    session.run([SeatChanged(4, 7)])  # type: ignore[attr-defined]
    session.run([EntryChosen(7, "post_big_blind")])  # type: ignore[attr-defined]
    started, posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert 7 in started.dealt_in
    assert any(p.seat == 7 and p.live == 3 for p in posts)


def test_PGP_NEW_05_seat_changer_who_waits_is_dealt_back_at_the_same_position() -> None:
    """PGP-NEW-05: a PGP player who moves away from the big blind before taking it and does not
    post sits out until he is back in the same place relative to the blinds."""
    session = _after_one_hand(pgp("holdem", "3-100"))
    session.run([SeatChanged(4, 7)])  # type: ignore[attr-defined]
    assert session.table.seats[7].wait_hands == 3  # type: ignore[attr-defined]
    started, _posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert 7 not in started.dealt_in


def test_PGP_NEW_05_seat_changer_posts_a_live_big_blind_where_offered() -> None:
    """PGP-NEW-05: the seat-changer may instead post a live big blind and be dealt in at once
    (table whose profile leaves every entry option open)."""
    session = _after_one_hand(fixed(3, 6, (2, 3)))
    session.run([SeatChanged(4, 7), EntryChosen(7, "post_big_blind")])  # type: ignore[attr-defined]
    started, posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert 7 in started.dealt_in
    post = next(p for p in posts if p.seat == 7)
    assert (post.live, post.dead) == (3, 0)
    deal(session)
    assert session.hand.street_bets[7] == 3  # live: it counts toward his call


def _big_blind_on_seven() -> object:
    """PGP $3-$100 at a ten-seat table, seats 4 and 10 empty: hands until the big blind has
    just been on seat 7 (button 5, small blind 6)."""
    session = seated(pgp("holdem", "3-100"), {s: 100 for s in (1, 2, 3, 5, 6, 7, 8, 9)})  # type: ignore[arg-type]
    while session.table.last_big_blind != 7:
        deal(session)
        _fold_out(session)
    return session


def test_PGP_NEW_05_a_move_past_the_highest_seat_number_away_from_the_blinds_waits() -> None:
    """PGP-NEW-05: the big blind has just been on seat 7, so seat 8 takes it next hand. Seat 8
    moves to seat 4: by seat numbers that is six seats "back", but the big blind now reaches
    him six hands later than before. He is not dealt in at once: he waits (six hands, or until
    the big blind reaches him) or posts a live big blind, which PGP allows him."""
    session = _big_blind_on_seven()
    session.run([SeatChanged(8, 4)])  # type: ignore[attr-defined]
    assert session.table.seats[4].wait_hands == 6  # type: ignore[attr-defined]
    started, _posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert 4 not in started.dealt_in
    session.run([EntryChosen(4, "post_big_blind")])  # type: ignore[attr-defined]
    started, posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert 4 in started.dealt_in
    assert [(p.live, p.dead) for p in posts if p.seat == 4] == [(3, 0)]


def test_PGP_NEW_05_a_move_toward_the_blinds_costs_nothing_whatever_the_seat_numbers() -> None:
    """PGP-NEW-05 / LC-88a: seat 5 was the button (the big blind is eight positions away);
    seat 10 is three positions from it: he moved toward the blinds and is dealt in at once,
    although seat 10 is five seat numbers clockwise of seat 5. The player who has just taken
    the big blind (seat 7) is free to move anywhere: he has taken it."""
    session = _big_blind_on_seven()
    session.run([SeatChanged(5, 10), SeatChanged(7, 4)])  # type: ignore[attr-defined]
    assert session.table.seats[10].wait_hands == 0  # type: ignore[attr-defined]
    assert session.table.seats[4].wait_hands == 0  # type: ignore[attr-defined]
    started, _posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert {4, 10} <= set(started.dealt_in)


def test_PGP_NEW_05_seat_numbers_and_positions_agree_away_from_the_wrap() -> None:
    """PGP-NEW-05 / LC-88a: seat 9 (two positions from the big blind) moves to seat 4 (seven
    positions): five hands of wait."""
    session = _big_blind_on_seven()
    session.run([SeatChanged(9, 4)])  # type: ignore[attr-defined]
    assert session.table.seats[4].wait_hands == 5  # type: ignore[attr-defined]


# Regression (fixed in 539276a): the house's newcomer options refused a seat-changer's big blind.
def test_PGP_NEW_05_seat_changer_posts_a_live_big_blind_at_a_pgp_table() -> None:
    """PGP-NEW-05 with PGP's own profile: the live big blind option must exist for a player who
    changed seats."""
    session = _after_one_hand(pgp("holdem", "3-100"))
    session.run([SeatChanged(4, 7), EntryChosen(7, "post_big_blind")])  # type: ignore[attr-defined]
    started, _posts = session.table.next_hand()  # type: ignore[attr-defined]
    assert 7 in started.dealt_in


def test_PGP_NEW_01_pgp_newcomer_options_depend_on_the_seat() -> None:
    """PGP-NEW-01, PGP profile: a newcomer may be dealt in at once or wait for the big blind
    anywhere; posting a big blind to play at once is offered only in the empty seat the button
    reaches next, and nowhere else."""
    session = seated(pgp("holdem", "3-100"), {1: 300, 3: 300, 4: 300, 6: 300})  # type: ignore[arg-type]
    deal(session)  # button 1: seat 2 is the seat the button reaches next
    _fold_out(session)
    for option in ("deal_now", "wait_for_big_blind"):
        session.check([PlayerSeated(5, "Elsewhere", 300, option)])
    with pytest.raises(Refusal, match="PGP-NEW-01"):
        session.check([PlayerSeated(5, "Elsewhere", 300, "post_in_front_of_button")])
    with pytest.raises(Refusal, match="does not offer"):
        session.check([PlayerSeated(5, "Elsewhere", 300, "post_big_blind")])
    session.check([PlayerSeated(2, "Ahead", 300, "post_in_front_of_button")])


def test_PGP_NEW_02_button_jumps_the_seat_that_posted_in_front_of_it() -> None:
    """PGP-NEW-02 (AMB-25), PGP profile: a newcomer who posts a big-blind-sized blind from the
    empty seat the button reaches next is passed over by the button, plays with his live $3,
    and from then on is an ordinary player with no further post."""
    session = seated(pgp("holdem", "3-100"), {1: 300, 3: 300, 4: 300, 5: 300})  # type: ignore[arg-type]
    deal(session)  # button 1; seat 2 (next for the button) is empty
    _fold_out(session)
    session.run([PlayerSeated(2, "New", 300, "post_in_front_of_button")])
    started, posts = session.table.next_hand()
    assert started.button == 3 and 2 in started.dealt_in
    assert [(p.seat, p.live, p.dead) for p in posts if p.seat == 2] == [(2, 3, 0)]
    deal(session)
    act(session, (1, "raise", 6))  # his $3 is live, so he faces a raise, not a fresh bet
    _fold_out(session)
    started, posts = session.table.next_hand()
    assert started.button == 4 and 2 in started.dealt_in
    assert all(p.seat != 2 for p in posts)


def test_LC_47_no_straddle_offered_in_a_kill_hand() -> None:
    """LC-47: a live straddle is never offered in a kill pot. Same table, straddles allowed:
    offered in an ordinary hand, absent in the hand after a $72 scoop (kill hand)."""
    from dataclasses import replace

    base = session_for(DEMO_ROOM / "cg_demo.toml", "omaha8", "4-8").table.config
    session = seated(replace(base, straddle_allowed=True), [300] * 4)
    session.commit(session.start_hand())
    assert any(p.kind == "straddle" for p in session.hand.posts_outstanding())
    session.commit(session.post_blinds())
    order = session.hand.deal_order()
    hands = {1: "AsKsQsJs", 2: "2c3c4c5c", 3: "7h7d8h8d", 4: "9c9d6h6d"}
    cards = [parse_cards(hands[s])[i] for i in range(4) for s in order]
    session.commit(session.deal_hole_cards(cards))
    act(session, (4, "fold"), (1, "call"), (2, "call"), (3, "check"))
    for street, unit in (("TsKdQd", 4), ("Kc", 8), ("Kh", 8)):
        board(session, street)
        act(session, (2, "bet", unit), (3, "call"), (1, "call"))
    show(session, 2, "2c3c4c5c")
    show(session, 3, "7h7d8h8d")
    show(session, 1, "AsKsQsJs")
    assert [(a.seat, a.amount) for a in session.hand.settlement()] == [(1, 72)]
    finish(session)
    started, posts = session.table.next_hand()
    assert started.kill_seat == 1
    assert not any(p.kind == "straddle" for p in posts)
