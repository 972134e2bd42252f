"""One hole card too many or too few, by the house rule (K15, K16): LC-107a-c, LC-108a/b,
LC-85c, PGP-IRR-01 to 03. The shoe finds the extra card after the deal and the short seat when
the dealer ends the deal; later finds are the dealer's report."""

from __future__ import annotations

import pytest
from irr_helpers import (
    CG,
    LC,
    PGP,
    act,
    confirmed,
    feed,
    finish,
    one,
    proposed,
    ruled,
    showdown,
    table,
    texts,
)

from dealer_assist.cards import parse_card, parse_cards
from dealer_assist.engine.fold import Refusal
from dealer_assist.irregularities import HandKilled, confirm, report_hole_count

HOLE = "2c3c4c5c6c7c8c9c"
ROUND = ((2, "check"), (3, "check"), (4, "check"), (1, "check"))


def _end(s: object, d: object, *streets: str, seats: tuple[int, ...] = (2, 3, 4, 1)) -> int:
    for cards in streets:
        feed(d, cards)  # type: ignore[arg-type]
        act(s, *((x, "check") for x in seats))  # type: ignore[arg-type]
    showdown(s)  # type: ignore[arg-type]
    return sum(finish(s).values())  # type: ignore[arg-type]


def test_lc_107a_extra_card_before_acting_floor_burns_one_at_random() -> None:
    s, d = table()
    feed(d, HOLE)
    [ruling] = proposed(one(d, "Ah"))  # a ninth card before anyone acts: seat 2 got three
    assert ruling.irregularity == "extra_hole_card" and ruling.rule_ids == ("LC-107a",)
    with pytest.raises(Refusal, match="wait for the floor"):
        d.card_read(parse_card("Kd"))
    confirmed(s, ruling, "2c")
    assert texts(s.hand.hole[2]) == "Ah 6c" and texts(s.hand.burns) == "2c"
    act(s, (4, "call"), (1, "call"), (2, "call"), (3, "check"))
    feed(d, "KdQdJd")  # the exposed card was the flop burn
    assert texts(s.hand.board) == "Kd Qd Jd" and texts(s.hand.burns) == "2c"
    act(s, *ROUND)
    assert _end(s, d, "Th 9h", "8h 7h") == 400


def test_lc_107b_extra_card_after_acting_before_flop_kills_the_hand() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "call"))
    ruling = ruled(s, report_hole_count(s, 4, 3, LC))
    assert ruling.rule_ids[0] == "LC-107b"
    confirmed(s, ruling)
    assert 4 in s.hand.folded and s.hand.contrib[4] == 3  # his $3 stays in the pot
    act(s, (1, "call"), (2, "call"), (3, "check"))
    feed(d, "KdQdJd")  # one of his cards was the flop burn
    assert len(s.hand.burns) == 1 and texts(s.hand.board) == "Kd Qd Jd"
    act(s, (2, "check"), (3, "check"), (1, "check"))
    assert _end(s, d, "Th 9h", "8h 7h", seats=(2, 3, 1)) == 400
    assert s.table.seats[4].stack == 97


def test_lc_107c_extra_card_found_after_the_flop_kills_the_hand_action_stands() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "call"), (1, "call"), (2, "call"), (3, "check"))
    feed(d, "Ad KdQdJd")
    act(s, (2, "check"), (3, "check"))
    ruling = ruled(s, report_hole_count(s, 4, 3, LC, by_role="floor"))
    assert ruling.rule_ids == ("LC-107c",)
    confirmed(s, ruling)
    assert next(e for e in s.table.history if isinstance(e, HandKilled)).seat == 4
    act(s, (1, "check"))  # seat 4 is skipped: the flop round ends
    assert _end(s, d, "Th 9h", "8h 7h", seats=(2, 3, 1)) == 400


def test_pgp_irr_02_extra_card_without_substantial_action_burned_at_random() -> None:
    s, d = table(PGP)
    feed(d, HOLE)
    act(s, (4, "call"))  # one action is not substantial action
    ruling = ruled(s, report_hole_count(s, 1, 3, PGP))
    assert ruling.rule_ids == ("PGP-IRR-02",)
    confirmed(s, ruling, "5c")
    assert texts(s.hand.burns) == "5c" and 1 in s.hand.in_hand


def test_pgp_irr_03_extra_card_after_substantial_action_forfeits_everything() -> None:
    s, d = table(PGP)
    feed(d, HOLE)
    act(s, (4, "call"), (1, "call"))
    ruling = ruled(s, report_hole_count(s, 3, 3, PGP))  # the big blind holds three cards
    assert ruling.rule_ids[0] == "PGP-IRR-03"
    confirmed(s, ruling)
    act(s, (2, "call"))  # the kill closed nothing: seat 2 still acts, then the flop
    assert s.hand.phase == "board" and s.hand.contrib[3] == 3
    assert _end(s, d, "Ad KdQdJd", "Th 9h", "8h 7h", seats=(2, 4, 1)) == 400
    assert s.table.seats[3].stack == 97


def test_lc_108a_short_seat_not_acted_gets_the_top_card_after_the_deal() -> None:
    s, d = table()
    feed(d, "2c3c4c5c6c7c8c")  # the button (seat 1) was skipped on the second round
    ruling = ruled(s, d.deal_finished())
    assert ruling.irregularity == "missing_hole_card" and ruling.rule_ids == ("LC-108a",)
    assert d.deal_finished() == []  # asked again: the ruling is already open
    feed(d, "9c")
    assert texts(s.hand.hole[1]) == "5c 9c" and s.hand.phase == "betting"


def test_lc_108b_short_seat_that_acted_before_the_flop_is_dead() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "call"))
    ruling = ruled(s, report_hole_count(s, 4, 1, LC))
    assert ruling.rule_ids[0] == "LC-108b"
    confirmed(s, ruling)
    assert 4 in s.hand.folded and s.hand.contrib[4] == 3


def test_lc_85c_wrong_count_after_acting_past_the_flop_is_dead() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "call"), (1, "call"), (2, "call"), (3, "check"))
    feed(d, "Ad KdQdJd")
    ruling = ruled(s, report_hole_count(s, 4, 1, LC))
    assert ruling.irregularity == "wrong_count_after_acting" and ruling.rule_ids == ("LC-85c",)
    confirmed(s, ruling)
    assert 4 in s.hand.folded


def test_pgp_irr_01_short_seat_gets_the_top_card_even_after_acting() -> None:
    s, d = table(PGP)
    feed(d, HOLE)
    act(s, (4, "call"))
    ruling = ruled(s, report_hole_count(s, 4, 1, PGP))
    assert ruling.rule_ids == ("PGP-IRR-01",)
    feed(d, "Ah")  # the top card goes to seat 4
    assert texts(s.hand.hole[4]) == "4c Ah"
    act(s, (1, "call"), (2, "call"), (3, "check"))
    feed(d, "Ad KdQdJd")  # a normal burn and flop
    assert texts(s.hand.burns) == "Ad"


def test_k15_unset_house_leaves_the_extra_card_to_the_floor() -> None:
    s, d = table(CG)
    feed(d, HOLE)
    [ruling] = proposed(one(d, "Ah"))
    assert ruling.rule_ids == ("K15", "LC-P1")
    assert s.hand.phase == "betting"


def test_lc_107a_omaha_fifth_hole_card_is_an_extra_card() -> None:
    from dealer_assist.engine.config import Blind, GameConfig

    omaha = GameConfig(game="omaha", small_bet=3, big_bet=6,
                       blinds=(Blind("small_blind", 1), Blind("big_blind", 3)))
    s, d = table(config=omaha)
    feed(d, "2c3c4c5c6c7c8c9c2d3d4d5d6d7d8d9d")
    assert s.hand.phase == "betting"
    [ruling] = proposed(one(d, "Ah"))
    assert ruling.rule_ids == ("LC-107a",) and "seat 2" in ruling.detail
    s.commit(confirm(s, ruling.ruling, "Floor Fran"))  # the floor turned up the extra card
    assert texts(s.hand.burns) == "Ah" and len(s.hand.hole[2]) == 4


def test_k15_k16_read_from_the_table_house_profile_when_not_given() -> None:
    _s, d = table(None, code="PGP", limit="3-100")
    feed(d, HOLE)
    [ruling] = proposed(one(d, "Ah"))
    assert ruling.rule_ids == ("PGP-IRR-02",)
    _s, d = table(None)  # a test house: the floor decides
    feed(d, HOLE)
    assert proposed(one(d, "Ah"))[0].rule_ids == ("K15", "LC-P1")


SIX_HOLE = "2c3c4c5c6c7c8c9cTcJcQcKc"  # six seats: deal order 2, 3, 4, 5, 6, 1


def test_lc_107a_floor_arrives_after_the_preflop_round_closed_still_burns_before_the_flop(
) -> None:
    """LC-107a: a 13th card read into a six-handed deal, the ruling left open while the
    preflop round plays out (seats 4 and 6 fold, the big blind checks). Before the flop the
    floor can still turn one card up as the flop burn; the hand then plays to the end (it used
    to stay stuck: the card was refused while the ruling waited, the ruling refused once the
    round had closed)."""
    s, d = table(seats=6)
    feed(d, SIX_HOLE)
    [ruling] = proposed(one(d, "Ah"))
    assert ruling.rule_ids == ("LC-107a",) and "seat 2" in ruling.detail
    act(s, (4, "fold"), (5, "call"), (6, "fold"), (1, "call"), (2, "call"), (3, "check"))
    assert s.hand.phase == "board" and s.hand.to_act is None
    with pytest.raises(Refusal, match="wait for the floor"):
        d.card_read(parse_card("Kd"))  # the flop waits for the floor, not the other way round
    confirmed(s, ruling, "Ah")  # the floor turned up the extra card itself
    assert texts(s.hand.burns) == "Ah" and texts(s.hand.hole[2]) == "2c 8c"
    feed(d, "KdQdJd")  # no second burn: the extra card was the flop's
    assert texts(s.hand.board) == "Kd Qd Jd" and texts(s.hand.burns) == "Ah"
    seats = (2, 3, 5, 1)
    for cards in ("Th 9h", "8h 7h"):
        act(s, *((x, "check") for x in seats))
        feed(d, cards)
    act(s, *((x, "check") for x in seats))
    showdown(s)
    assert sum(finish(s).values()) == 600


def test_lc_107a_once_the_flop_is_out_the_extra_card_cannot_be_its_burn() -> None:
    """LC-107a's edge: the extra card is the flop burn only while the flop is still to come.
    Here the dealer burned and dealt the flop by touch before the floor came: the correction
    is refused (the floor overrides and rules from the hand as it stands)."""
    from dealer_assist.irregularities import confirm

    s, d = table(seats=6)
    feed(d, SIX_HOLE)
    [ruling] = proposed(one(d, "Ah"))
    act(s, (4, "fold"), (5, "call"), (6, "fold"), (1, "call"), (2, "call"), (3, "check"))
    s.commit(s.deal_board(parse_cards("KdQdJd")))  # burn + flop, entered by touch
    with pytest.raises(Refusal, match="only before the flop"):
        confirm(s, ruling.ruling, "Floor Fran")


def test_lc_107a_hand_over_before_the_flop_the_floor_confirms_without_a_burn() -> None:
    """LC-107a when every other player folds before the floor arrives: no flop, so no burn to
    make; the floor's confirmation is accepted and the hand ends."""
    s, d = table(seats=6)
    feed(d, SIX_HOLE)
    [ruling] = proposed(one(d, "Ah"))
    act(s, (4, "fold"), (5, "fold"), (6, "fold"), (1, "fold"), (2, "fold"))
    assert s.hand.phase in ("settling", "settled")
    confirmed(s, ruling)
    assert s.table.rulings[ruling.ruling].status == "confirmed"
    assert sum(finish(s).values()) == 600
