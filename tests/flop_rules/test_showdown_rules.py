"""Pots and showdown (catalogue 4.1, 4.3, 4.4), each test named with its rule ID."""

from __future__ import annotations

from flop_helpers import act, board, deal, finish, fixed, seated, show

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.pots import build_pots, uncalled
from dealer_assist.engine.showdown import HandValue, award, split_evenly

OMAHA8 = GameConfig(
    game="omaha", hi_lo=True, small_bet=4, big_bet=8, blinds=fixed(4, 8, (2, 4)).blinds
)


def test_LC_65_all_in_wins_only_the_main_pot() -> None:
    """LC-65: A all-in $20, B and C $50 each: main $60 (A, B, C), side $60 (B, C)."""
    pots = build_pots({1: 20, 2: 50, 3: 50}, {1, 2, 3})
    assert [(p.amount, p.eligible) for p in pots] == [(60, (1, 2, 3)), (60, (2, 3))]


def test_LC_65_through_the_engine_all_in_player_wins_main_pot_only() -> None:
    """LC-65: the short all-in player with the best hand takes the main pot; the side pot goes
    to the best of the players who covered it."""
    session = seated(fixed(10, 20, (5, 10)), [200, 200, 30])
    deal(session, {1: "2c2d", 2: "KcKd", 3: "AcAd"})
    act(session, (1, "raise", 20), (2, "call"), (3, "all_in", 30), (1, "call"), (2, "call"))
    for cards in ("7h8s9d", "Jc", "3h"):
        board(session, cards)
        while session.hand.phase == "betting":
            act(session, (session.hand.to_act, "check"))
    for seat, cards in ((2, "KcKd"), (3, "AcAd"), (1, "2c2d")):
        if session.hand.phase == "showdown":
            show(session, seat, cards)
    awards = session.hand.settlement()
    assert [(a.pot, a.seat, a.amount) for a in awards] == [(0, 3, 90)]
    stacks = finish(session)
    assert stacks == {1: 170, 2: 170, 3: 90}


def test_uncalled_part_of_a_bet_goes_back() -> None:
    """LC-65: the part of the biggest wager nobody matched is returned, not won."""
    assert uncalled({1: 100, 2: 40, 3: 40}) == (1, 60)
    assert uncalled({1: 40, 2: 40}) is None


def test_LC_27_split_down_to_the_unit_then_odd_chip() -> None:
    """LC-27: $45 two ways -> $22 + $22 and the odd $1 to the first winner in order."""
    assert split_evenly(45, [7, 2], 1) == [(7, 23), (2, 22)]


def test_LC_27a_odd_chip_to_first_winner_clockwise_from_the_button() -> None:
    """LC-27a: button seat 5, winners in seats 2 and 7: seat 7 gets the odd $1."""
    from dealer_assist.engine.pots import Pot

    order = [6, 7, 8, 9, 10, 1, 2, 3, 4, 5]  # clockwise from the seat after the button
    tie = HandValue(100)
    awards = award(
        [Pot(45, (2, 7))],
        {2: tie, 7: tie},
        lambda winners: [s for s in order if s in winners],
        hi_lo=False,
        unit=1,
    )
    assert {(a.seat, a.amount) for a in awards} == {(7, 23), (2, 22)}


def test_LC_27c_high_half_takes_the_odd_chip() -> None:
    """LC-27c: a $45 hi-lo pot: high $23, low $22."""
    from dealer_assist.engine.pots import Pot

    awards = award(
        [Pot(45, (1, 2))],
        {1: HandValue(200, None), 2: HandValue(100, 50)},
        lambda w: list(w),
        hi_lo=True,
        unit=1,
    )
    assert [(a.seat, a.amount, a.half) for a in awards] == [(1, 23, "high"), (2, 22, "low")]


def test_CG_O8_08_tied_highs_share_the_high_half() -> None:
    """CG-O8-08: $80 pot: A and B tie for high, C has the low: A $20, B $20, C $40."""
    from dealer_assist.engine.pots import Pot

    awards = award(
        [Pot(80, (1, 2, 3))],
        {1: HandValue(300), 2: HandValue(300), 3: HandValue(100, 40)},
        lambda w: list(w),
        hi_lo=True,
        unit=1,
    )
    assert sorted((a.seat, a.amount) for a in awards) == [(1, 20), (2, 20), (3, 40)]


def _omaha8_showdown(board_cards: tuple[str, str, str]) -> list[tuple[int, int, str]]:
    session = seated(OMAHA8, [100, 100, 100])
    deal(session, {1: "AhKhQdJd", 2: "As2s3c4c", 3: "9c9dTcTd"})
    act(session, (1, "call"), (2, "call"), (3, "check"))
    for cards in board_cards:
        board(session, cards)
        while session.hand.phase == "betting":
            act(session, (session.hand.to_act, "check"))
    for seat, cards in ((2, "As2s3c4c"), (3, "9c9dTcTd"), (1, "AhKhQdJd")):
        if session.hand.phase == "showdown":
            show(session, seat, cards)
    return [(a.seat, a.amount, a.half) for a in session.hand.settlement()]


def test_CG_O8_05_high_and_qualifying_low_split_the_pot() -> None:
    """CG-O8-05: a qualifying low (here 5-4-3-2-A) takes half; the high takes the other half."""
    awards = _omaha8_showdown(("5d7h8s", "Kc", "Qs"))
    assert (2, 6, "low") in awards and sum(a for _s, a, _h in awards) == 12


def test_PGP_LOW_03_board_with_two_low_ranks_gives_no_low_and_high_scoops() -> None:
    """PGP-LOW-03 / CG-O8-07 / HTP-O8-02: board Q-10-7-7-6 has no low; the high takes it all."""
    awards = _omaha8_showdown(("Qs7h7d", "6h", "Th"))
    assert len(awards) == 1 and awards[0][1] == 12 and awards[0][2] == "whole"


def test_LC_73_last_aggressor_shows_first_then_clockwise() -> None:
    """LC-73: river: A checks, B bets, C raises, A and B call: C shows, then A, then B."""
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    for _ in range(3):
        board(session)
        if len(session.hand.board) < 5:
            while session.hand.phase == "betting":
                act(session, (session.hand.to_act, "check"))
    act(session, (2, "check"), (3, "bet", 6), (1, "raise", 12), (2, "call"), (3, "call"))
    assert session.hand.showdown_order() == [1, 2, 3]


def test_LC_73_all_check_first_checker_shows_first() -> None:
    """LC-73: with no bet on the river, the first player who checked shows first."""
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    while session.hand.phase in ("betting", "board"):
        if session.hand.phase == "board":
            board(session)
        else:
            act(session, (session.hand.to_act, "check"))
    assert session.hand.showdown_order() == [2, 3, 1]


def test_CG_RNK_14_tied_hands_share_equally() -> None:
    """CG-RNK-14: tied hands share the pot equally (the board plays for all three here)."""
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session, {1: "2c3d", 2: "2d3c", 3: "4h5h"})
    act(session, (1, "call"), (2, "call"), (3, "check"))
    for cards in ("AsKsQs", "Js", "9d"):
        board(session, cards)
        while session.hand.phase == "betting":
            act(session, (session.hand.to_act, "check"))
    show(session, 2, "2d3c")
    show(session, 3, "4h5h")
    show(session, 1, "2c3d")
    awards = session.hand.settlement()
    assert sorted((a.seat, a.amount) for a in awards) == [(1, 3), (2, 3), (3, 3)]
