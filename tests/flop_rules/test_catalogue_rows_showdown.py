"""Catalogue sections 4.1, 4.3 and 4.4 (showdown, all-ins, split pots and low qualification) for
the flop games: one test per row the engine can express, named with the rule ID. Rows it cannot
express yet are listed in docs/rule-coverage.md."""

from __future__ import annotations

import pytest
from flop_helpers import act, board, deal, finish, fixed, legal, seated, show
from test_catalogue_rows import pgp

from dealer_assist.cards import parse_cards
from dealer_assist.engine.events import Mucked, PotAwarded
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand_values import hand_value
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.evaluation.omaha import board_allows_low
from dealer_assist.rules import load_profile


def _check_to_showdown(session: TableSession, streets: tuple[str, ...]) -> None:
    for cards in streets:
        board(session, cards)
        while session.hand.phase == "betting":
            act(session, (session.hand.to_act, "check"))


def _heads_up_on_board(board_cards: tuple[str, str, str]) -> TableSession:
    session = seated(fixed(3, 6), [100, 100])
    deal(session, {1: "2c3d", 2: "4h5h"})
    act(session, (1, "call"), (2, "check"))
    _check_to_showdown(session, board_cards)
    return session


# ----------------------------------------------------------------- 4.1 showdown procedure


def test_LC_72_hand_not_tabled_wins_no_share_even_when_the_board_plays() -> None:
    """LC-72: on a royal-flush board both hands play the board, but only the one whose cards
    are tabled can share: the pot is not pushed while a called hand is neither shown nor
    mucked, and the hand given up untabled gets nothing."""
    session = _heads_up_on_board(("AsKsQs", "Js", "Ts"))
    show(session, 2, "4h5h")
    assert session.hand.phase == "showdown" and session.hand.settlement() == []
    session.commit(session.check([Mucked(1)]))
    awards = session.hand.settlement()
    assert [(a.seat, a.amount) for a in awards if isinstance(a, PotAwarded)] == [(2, 6)]


def test_LC_72_both_hands_tabled_on_a_playing_board_split() -> None:
    """LC-72 (contrast): once both players table their cards, the board plays for both and
    the pot is split."""
    session = _heads_up_on_board(("AsKsQs", "Js", "Ts"))
    show(session, 2, "4h5h")
    show(session, 1, "2c3d")
    assert sorted((a.seat, a.amount) for a in session.hand.settlement()) == [(1, 3), (2, 3)]


def test_LC_78_cards_speak_the_engine_reads_the_tabled_hand() -> None:
    """LC-78: whatever the player calls his hand, the tabled cards are read: a flush held by
    a player who might call it a pair is awarded, and labelled, as a flush."""
    session = seated(fixed(3, 6), [100, 100])
    deal(session, {1: "Ah2h", 2: "KcKd"})
    act(session, (1, "call"), (2, "check"))
    _check_to_showdown(session, ("7h9hJc", "3h", "4s"))
    show(session, 2, "KcKd")
    show(session, 1, "Ah2h")
    (award,) = session.hand.settlement()
    assert isinstance(award, PotAwarded) and award.seat == 1
    assert "flush" in award.hand_label.lower()


def test_LC_79_winner_keeps_his_cards_until_the_pot_is_pushed() -> None:
    """LC-79: the winner is never asked to muck before the push: his shown cards stay on the
    table through the award and the hand ends without a muck from him."""
    session = seated(fixed(3, 6), [100, 100])
    deal(session, {1: "AhAd", 2: "KcKd"})
    act(session, (1, "call"), (2, "check"))
    _check_to_showdown(session, ("7h9s2c", "3d", "4s"))
    show(session, 2, "KcKd")
    show(session, 1, "AhAd")
    assert [s.kind for s in session.procedure().steps] == ["push"]
    stacks = finish(session)
    assert 1 in session.hand.shown and 1 not in session.hand.mucked
    assert stacks == {1: 103, 2: 97}


# ----------------------------------------------------------------- 4.3 all-in and side pots


def test_LC_69_collection_comes_off_first_and_the_rest_is_playable() -> None:
    """LC-69: stack $5, dead collection $2 taken first: $3 is left to play, and calling the $3
    big blind puts him all-in."""
    config = fixed(3, 6, (1, 3), collection=2, collection_live=False)
    session = seated(config, {1: 5, 2: 100, 3: 100, 4: 100})
    deal(session)  # button 1 pays the collection
    assert session.hand.stacks[1] == 3 and session.hand.collected == 2
    act(session, (4, "call"))
    assert set(legal(session)) == {"fold", "call"} and legal(session)["call"].min_to == 3
    act(session, (1, "call"))
    assert session.hand.all_in(1)


# ----------------------------------------------------------------- 4.4 split pots and low


def test_LC_27a_engine_gives_the_odd_chip_to_the_first_winner_left_of_the_button() -> None:
    """LC-27a through a real hand: button seat 5, seats 2 and 7 tie for a $15 pot: seat 7
    (first clockwise from the button) gets $8, seat 2 gets $7."""
    session = seated(fixed(3, 6), {2: 100, 5: 100, 7: 100})
    deal(session)  # button 2
    while session.hand.phase == "betting":
        act(session, (session.hand.to_act, "fold"))
    finish(session)
    deal(session, {2: "2c3d", 5: "9c9d", 7: "2d3c"})
    assert session.hand.button == 5
    act(session, (5, "call"), (7, "call"), (2, "check"))
    board(session, "AsKsQs")
    act(session, (7, "bet", 3), (2, "call"), (5, "fold"))
    _check_to_showdown(session, ("Js", "Ts"))
    show(session, 7, "2d3c")
    show(session, 2, "2c3d")
    assert sorted((a.seat, a.amount) for a in session.hand.settlement()) == [(2, 7), (7, 8)]


def test_LC_27_split_in_dollars_even_where_the_common_chip_is_5() -> None:
    """LC-27: a split pot is broken down to single dollars before the odd chip is given, even
    at LC 10-20 where bets move in $5 chips: a $25 tie pays $13 (first winner left of the
    button) and $12."""
    config = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "10-20").table.config
    assert config.chip_unit == 5
    session = seated(config, [500] * 4)
    deal(session, {1: "2c3d", 2: "9h9s", 3: "2d3c", 4: "4h5h"})
    act(session, (4, "fold"), (1, "call"), (2, "fold"), (3, "check"))
    _check_to_showdown(session, ("AsKsQs", "Js", "Ts"))
    show(session, 3, "2d3c")
    show(session, 1, "2c3d")
    assert session.hand.pot_total == 25
    assert sorted((a.seat, a.amount) for a in session.hand.settlement()) == [(1, 12), (3, 13)]


def test_LC_27c_engine_gives_the_odd_chip_to_the_high_half() -> None:
    """LC-27c through a real Omaha 8 hand: a $13 pot split high and low pays the high $7 and
    the low $6."""
    from dealer_assist.engine.config import GameConfig

    config = GameConfig(game="omaha", hi_lo=True, small_bet=4, big_bet=8,
                        blinds=fixed(4, 8, (1, 4)).blinds)
    session = seated(config, [100] * 4)
    deal(session, {1: "AhKhQdJd", 2: "9h9sTsTh", 3: "As2s3c4c", 4: "9c9dTcTd"})
    act(session, (4, "call"), (1, "call"), (2, "fold"), (3, "check"))
    _check_to_showdown(session, ("5d7h8s", "Kc", "Qs"))
    for seat, cards in ((3, "As2s3c4c"), (4, "9c9dTcTd"), (1, "AhKhQdJd")):
        if session.hand.phase == "showdown":
            show(session, seat, cards)
    awards = sorted((a.seat, a.amount, a.half) for a in session.hand.settlement())
    assert awards == [(1, 7, "high"), (3, 6, "low")]


def test_CG_O8_03_cg_omaha_is_always_high_low() -> None:
    """CG-O8-03: CG's only Omaha is the high-low game: the profile lists Omaha 8 and no plain
    Omaha, and its table splits for low."""
    games = [str(g) for g in load_profile("CG").games]
    assert "omaha8" in games and "omaha" not in games
    config = session_for(DEMO_ROOM / "cg_demo.toml", "omaha8", "4-8").table.config
    assert config.game == "omaha" and config.hi_lo


def test_CG_O8_08_tied_highs_share_the_high_half_in_a_real_hand() -> None:
    """CG-O8-08 through a CG Omaha 8 hand: two players make the same broadway straight and
    split the high half of the $72 pot ($18 each); the wheel low takes the other $36."""
    config = session_for(DEMO_ROOM / "cg_demo.toml", "omaha8", "4-8").table.config
    session = seated(config, [300, 300, 300])
    deal(session, {1: "QhJh7c7d", 2: "QdJd7h7s", 3: "4c5c8h8c"})
    act(session, (1, "call"), (2, "call"), (3, "check"))
    for cards, unit in (("AsKsTc", 4), ("2d", 8), ("3h", 8)):
        board(session, cards)
        act(session, (2, "bet", unit), (3, "call"), (1, "call"))
    for seat, cards in ((2, "QdJd7h7s"), (3, "4c5c8h8c"), (1, "QhJh7c7d")):
        show(session, seat, cards)
    awards = sorted((a.seat, a.amount, a.half) for a in session.hand.settlement())
    assert awards == [(1, 18, "high"), (2, 18, "high"), (3, 36, "low")]


def test_CG_O8_08_tied_lows_share_the_low_half_in_a_real_hand() -> None:
    """CG-O8-08 through a CG Omaha 8 hand: two players hold the same 8-5-3-2-A low and split
    the low half of the $72 pot ($18 each); trip queens take the high half."""
    config = session_for(DEMO_ROOM / "cg_demo.toml", "omaha8", "4-8").table.config
    session = seated(config, [300, 300, 300])
    deal(session, {1: "As3s9c9d", 2: "Ad3d9h9s", 3: "QhQdJcJd"})
    act(session, (1, "call"), (2, "call"), (3, "check"))
    for cards, unit in (("2c5d8h", 4), ("Kc", 8), ("Qs", 8)):
        board(session, cards)
        act(session, (2, "bet", unit), (3, "call"), (1, "call"))
    for seat, cards in ((2, "Ad3d9h9s"), (3, "QhQdJcJd"), (1, "As3s9c9d")):
        show(session, seat, cards)
    awards = sorted((a.seat, a.amount, a.half) for a in session.hand.settlement())
    assert awards == [(1, 18, "low"), (2, 18, "low"), (3, 36, "high")]


def _pgp_omaha8(board_cards: tuple[str, str, str]) -> list[tuple[int, int, str]]:
    session = seated(pgp("omaha8", "4-8"), [100, 100, 100])  # type: ignore[arg-type]
    deal(session, {1: "AhKhQdJd", 2: "As2s3c4c", 3: "9c9dTcTd"})
    act(session, (1, "complete", 4), (2, "call"), (3, "call"))
    _check_to_showdown(session, board_cards)
    for seat, cards in ((2, "As2s3c4c"), (3, "9c9dTcTd"), (1, "AhKhQdJd")):
        if session.hand.phase == "showdown":
            show(session, seat, cards)
    return [(a.seat, a.amount, a.half) for a in session.hand.settlement()]


def test_PGP_O8_02_best_high_and_best_low_split() -> None:
    """PGP-O8-02: at PGP's Omaha H/L the best high and the best 8-or-better low each take half
    of the $12 pot."""
    awards = _pgp_omaha8(("5d7h8s", "Kc", "Qs"))
    assert sorted(awards) == [(1, 6, "high"), (2, 6, "low")]


def test_PGP_O8_02_no_low_means_the_high_takes_everything() -> None:
    """PGP-O8-02: with no qualifying low the best high hand wins the whole pot."""
    awards = _pgp_omaha8(("Qs7h7d", "6h", "Th"))
    assert awards == [(3, 12, "whole")]


def test_PGP_GAM_04_board_q_10_7_7_6_allows_no_low_at_pgp_4_8() -> None:
    """PGP-GAM-04: at PGP's $4-$8 Omaha H/L, the board Q-10-7-7-6 has only two low ranks, so
    once the river is out no low is possible and the pot is not split."""
    assert not board_allows_low(parse_cards("Qs7h7d6hTh"))
    awards = _pgp_omaha8(("Qs7h7d", "6h", "Th"))
    assert [half for _seat, _amount, half in awards] == ["whole"]


def test_PGP_LOW_01_low_possible_only_with_three_low_board_ranks() -> None:
    """PGP-LOW-01: the board decides whether any low is possible (three different ranks of 8
    or lower); on 2-2-5-K-Q it is not, and the PGP H/L table gives the whole pot to the high."""
    assert board_allows_low(parse_cards("2c2d5h"))  # two cards still to come
    assert board_allows_low(parse_cards("2c2d5hKs"))  # one card still to come
    assert not board_allows_low(parse_cards("2c2d5hKsQd"))
    assert not board_allows_low(parse_cards("KcQdJh9s"))  # decided at the turn
    awards = _pgp_omaha8(("2c2h5h", "Ks", "Qc"))
    assert len(awards) == 1 and awards[0][2] == "whole" and awards[0][1] == 12


@pytest.mark.parametrize(
    ("hole", "low_label"),
    [("As8dKcKd", None), ("As2dKcKd", "8-5-3-2-A")],
)
def test_PGP_LOW_02_low_needs_five_different_ranks_of_eight_or_lower(
    hole: str, low_label: str | None
) -> None:
    """PGP-LOW-02: board 8-5-3-K-Q: hole A-8 only pairs the board's eight (no low), while
    hole A-2 makes 8-5-3-2-A, a qualifying low."""
    config = pgp("omaha8", "4-8")
    value = hand_value(config, parse_cards(hole), parse_cards("8h5c3dKsQh"))  # type: ignore[arg-type]
    if low_label is None:
        assert value.low is None
    else:
        assert value.low is not None
        assert value.low_label.replace(" ", "").replace(",", "-").upper().startswith("8-5-3-2-A")


def test_LC_72_refused_show_of_cards_never_dealt() -> None:
    """LC-72 (tabling means the cards dealt): a player cannot table cards he was not dealt."""
    session = _heads_up_on_board(("AsKsQs", "Js", "Ts"))
    with pytest.raises(Refusal):
        show(session, 1, "2h3h")


# ----------------------------------------------------------------- 4.5 chip units


@pytest.mark.parametrize(
    ("room", "limit", "chip"),
    [
        ("lc_high_demo.toml", "20-40", 5),
        ("lc_low_demo.toml", "6-12", 2),
        ("lc_low_demo.toml", "3-6", 1),
    ],
)
def test_LC_67_common_chip_per_limit_from_the_house_profile(
    room: str, limit: str, chip: int
) -> None:
    """LC-67: the LC tables move every amount in that limit's common chip: $5 at 20-40, $2 at
    6-12, any chip ($1) at 3-6; the table's rules carry it from the house profile."""
    config = session_for(DEMO_ROOM / room, "holdem", limit).table.config
    assert config.chip_unit == chip
    assert all(b.amount % chip == 0 for b in config.blinds)
