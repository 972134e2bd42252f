"""Fouled deck, boxed cards, misdeals of the deal, exposed hole cards (LC-103 to LC-106, LC-109,
LC-113, LC-115, PGP-IRR-08/10), driven card by card as the shoe delivers them."""

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
    voided,
)

from dealer_assist.cards import parse_card
from dealer_assist.engine.fold import Refusal
from dealer_assist.irregularities import (
    confirm,
    procedure_with_rulings,
    report_exposed,
    report_hole_count,
)
from dealer_assist.irregularities.house import exposed_card

HOLE = "2c3c4c5c6c7c8c9c"
PREFLOP = ((4, "call"), (1, "call"), (2, "call"), (3, "check"))
ROUND = ((2, "check"), (3, "check"), (4, "check"), (1, "check"))


def _void_confirmed(s: object, number: int) -> None:
    events = confirm(s, number, "Floor Fran")  # type: ignore[arg-type]
    assert voided(events)
    s.commit(events)  # type: ignore[attr-defined]
    assert finish(s) == {1: 100, 2: 100, 3: 100, 4: 100}  # type: ignore[arg-type]


def _play_to_end(s: object, d: object, *streets: str) -> dict[int, int]:
    """Each street's cards (burn first), everyone checks; then showdown and push."""
    for cards in streets:
        feed(d, cards)  # type: ignore[arg-type]
        act(s, *ROUND)  # type: ignore[arg-type]
    showdown(s)  # type: ignore[arg-type]
    return finish(s)  # type: ignore[arg-type]


def test_lc_105_second_copy_of_a_card_fouls_the_deck_and_voids_the_hand() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, *PREFLOP)
    feed(d, "Ad KdQdJd")
    act(s, (2, "check"), (3, "check"))
    [ruling] = proposed(one(d, "6c"))  # 6c is seat 2's hole card
    assert ruling.irregularity == "fouled_deck" and ruling.rule_ids == ("LC-105",)
    with pytest.raises(Refusal, match="wait for the floor"):
        d.card_read(None)
    _void_confirmed(s, ruling.ruling)


def test_lc_105_joker_in_a_52_card_game_fouls_the_deck() -> None:
    s, d = table()
    feed(d, "2c3c")
    [ruling] = proposed(one(d, "Jk"))
    assert ruling.irregularity == "fouled_deck" and "joker" in ruling.detail
    _void_confirmed(s, ruling.ruling)


def test_lc_109_boxed_card_is_discarded_and_the_seat_gets_the_next_card() -> None:
    s, d = table()
    feed(d, "2c3c")
    [ruling] = proposed(one(d, "Ah", boxed=True))
    assert ruling.irregularity == "boxed_card"
    feed(d, "4c")
    assert texts(s.hand.hole[4]) == "4c"  # the boxed Ah counted as a blank
    feed(d, "5c6c7c8c9c")
    [again] = proposed(d.card_read(parse_card("Ah")))  # a boxed card is out of the hand
    assert again.irregularity == "fouled_deck"


def test_lc_106_fifth_boxed_card_voids_the_hand() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, (4, "call"), (1, "call"))
    events = feed(d, "AhAsAdAc", boxed=True)
    assert [r.irregularity for r in proposed(events)] == ["boxed_card"] * 4
    [ruling] = proposed(one(d, "Kh", boxed=True))
    assert ruling.irregularity == "boxed_five" and "LC-106" in ruling.rule_ids
    _void_confirmed(s, ruling.ruling)


def test_lc_106_boxed_cards_in_the_stub_after_the_river_do_not_stop_play() -> None:
    s, d = table()
    feed(d, HOLE)
    act(s, *PREFLOP)
    feed(d, "Ad KdQdJd")
    act(s, *ROUND)
    feed(d, "Th 9h")
    act(s, *ROUND)
    feed(d, "8h 7h")
    feed(d, "AhAsAcKh", boxed=True)
    [ruling] = proposed(one(d, "Ks", boxed=True))
    assert "play goes on" in ruling.detail
    confirmed(s, ruling)
    act(s, *ROUND)
    showdown(s)
    assert sum(finish(s).values()) == 400


def test_lc_104f_first_card_of_the_deal_face_up_is_a_misdeal() -> None:
    s, d = table()
    [ruling] = proposed(one(d, "2c", face_up=True))
    assert ruling.irregularity == "misdeal_f" and "LC-104f" in ruling.rule_ids
    _void_confirmed(s, ruling.ruling)


def test_lc_104g_second_exposed_card_of_the_deal_is_a_misdeal() -> None:
    s, d = table()
    feed(d, "2c3c4c")
    [first] = proposed(one(d, "5c", face_up=True))
    assert first.irregularity == "exposed_hole_card"
    feed(d, "6c")
    [second] = proposed(one(d, "7c", face_up=True))
    assert second.irregularity == "misdeal_g" and "LC-104g" in second.rule_ids
    _void_confirmed(s, second.ruling)


def test_lc_115_exposed_hole_card_swapped_for_the_top_card_and_burned() -> None:
    s, d = table()
    feed(d, "2c3c4c")
    [ruling] = proposed(one(d, "5c", face_up=True))  # seat 1's first card, 4th of the deal
    assert ruling.irregularity == "exposed_hole_card" and "LC-115" in ruling.rule_ids
    feed(d, "6c7c8c9c")
    steps = [t.text for t in procedure_with_rulings(s.table).steps]
    assert any(t.startswith("After the deal, give seat 1 the top card in place of 5c")
               for t in steps)
    feed(d, "Ah")  # the top card after the deal goes to seat 1
    assert texts(s.hand.hole[1]) == "Ah 9c" and texts(s.hand.burns) == "5c"
    act(s, *PREFLOP)
    feed(d, "KdQdJd")  # 5c was the flop burn: no other burn
    assert texts(s.hand.board) == "Kd Qd Jd" and texts(s.hand.burns) == "5c"
    assert sum(_play_to_end(s, d, "", "Th 9h", "8h 7h").values()) == 400


def test_pgp_irr_08_exposed_card_replaced_even_when_it_is_the_first_card() -> None:
    s, d = table(PGP)
    [ruling] = proposed(one(d, "2c", face_up=True))
    assert ruling.irregularity == "exposed_hole_card" and "PGP-IRR-08" in ruling.rule_ids
    feed(d, "3c4c5c6c7c8c9c Ah")
    assert texts(s.hand.hole[2]) == "Ah 6c" and texts(s.hand.burns) == "2c"


def test_pgp_irr_09_card_dealt_off_the_table_is_replaced_and_burned() -> None:
    s, d = table(PGP)
    feed(d, "2c3c4c")
    ruling = ruled(s, report_exposed(s, 4, PGP))  # 4c landed on the floor
    assert ruling.rule_ids == ("PGP-IRR-08",) and ruling.irregularity == "exposed_hole_card"
    feed(d, "5c6c7c8c9c Ah")
    assert texts(s.hand.hole[4]) == "Ah 8c" and texts(s.hand.burns) == "4c"


def test_pgp_irr_10_card_that_flipped_off_its_own_player_stays_with_him() -> None:
    s, d = table(PGP)
    feed(d, "2c3c4c")
    ruling = ruled(s, report_exposed(s, 4, PGP, player_caused=True))
    assert ruling.rule_ids == ("PGP-IRR-10",)
    feed(d, "5c6c7c8c9c")
    assert texts(s.hand.hole[4]) == "4c 8c" and procedure_with_rulings(s.table).steps[0].kind \
        == "floor"
    keep = exposed_card(PGP, 4, 0, player_caused=True)
    assert keep.action == "keep"


def test_k17_unset_house_leaves_the_exposed_card_to_the_floor() -> None:
    _s, d = table(CG)
    feed(d, "2c3c4c")
    [ruling] = proposed(one(d, "5c", face_up=True))
    assert "K17" in ruling.rule_ids and "floor decides" in ruling.detail


def test_lc_104b_first_card_to_the_wrong_seat_is_a_misdeal() -> None:
    s, d = table()
    [ruling] = proposed(one(d, "2c", seat=3))  # the deal starts left of the button: seat 2
    assert ruling.irregularity == "misdeal_b"
    _void_confirmed(s, ruling.ruling)


def test_lc_104c_two_seats_short_is_a_misdeal() -> None:
    s, d = table()
    feed(d, "2c3c4c5c6c7c")
    [ruling] = proposed(run_events := d.deal_finished())
    s.commit(run_events)
    assert ruling.irregularity == "misdeal_c" and "LC-104c" in ruling.rule_ids
    _void_confirmed(s, ruling.ruling)


def test_lc_104c_two_seats_with_an_extra_card_are_a_misdeal_not_two_rulings() -> None:
    """LC-104c: seat 2's extra card was ruled alone (LC-107a, burned at random); a second seat
    (4) is then found with an extra card before anyone acted: two seats had a wrong number of
    cards at the deal: a misdeal, dealt again."""
    s, d = table()
    feed(d, HOLE)
    [first] = proposed(one(d, "Ah"))
    assert first.irregularity == "extra_hole_card"
    confirmed(s, first, "2c")
    events = d.card_read(parse_card("Kd"), seat=4)
    [ruling] = proposed(events)
    assert ruling.irregularity == "misdeal_c" and "LC-104c" in ruling.rule_ids
    assert "[2, 4]" in ruling.detail
    s.commit(events)
    _void_confirmed(s, ruling.ruling)


def test_lc_104c_one_seat_over_and_one_short_is_a_misdeal() -> None:
    """LC-104c: seat 2 gets a third card while seat 1 ends the deal one short: two seats with
    a wrong count, so the end of the deal proposes the misdeal, not LC-108a's top card."""
    s, d = table()
    feed(d, "2c3c4c5c6c7c8c")  # seats 2, 3, 4, 1, 2, 3, 4: seat 1 is one short
    [extra] = proposed(one(d, "9c", seat=2))
    assert extra.irregularity == "extra_hole_card"
    events = d.deal_finished()
    [ruling] = proposed(events)
    assert ruling.irregularity == "misdeal_c" and "[1, 2]" in ruling.detail
    s.commit(events)
    _void_confirmed(s, ruling.ruling)


def test_lc_104c_a_second_wrong_count_reported_after_action_began_is_still_a_misdeal() -> None:
    """LC-104c: before substantial action a second seat reported by the dealer with three
    cards makes it a misdeal; after the flop (or after substantial action) each seat is ruled
    alone again (LC-107c)."""
    s, d = table()
    feed(d, HOLE)
    [first] = proposed(one(d, "Ah"))
    confirmed(s, first, "2c")
    act(s, (4, "call"))
    [ruling] = proposed(report_hole_count(s, 3, 3, LC))
    assert ruling.irregularity == "misdeal_c"
    s2, d2 = table()
    feed(d2, HOLE)
    [first] = proposed(one(d2, "Ah"))
    confirmed(s2, first, "2c")
    act(s2, *PREFLOP)
    feed(d2, "KdQdJd")
    [alone] = proposed(report_hole_count(s2, 3, 3, LC))
    assert alone.irregularity == "extra_hole_card" and "LC-107c" in alone.rule_ids


def test_lc_119_reading_card_to_an_empty_seat_is_discarded() -> None:
    s, d = table()
    feed(d, "2c3c4c")
    [ruling] = proposed(one(d, "Ah", seat=7))
    assert ruling.irregularity == "card_to_empty_seat" and "LC-119" in ruling.rule_ids
    feed(d, "5c6c7c8c9c")
    assert s.hand.phase == "betting" and "Ah" not in texts(s.hand.seen)


def test_lc_113_player_not_entitled_gets_no_hand() -> None:
    s, d = table(waiting=(5,))
    feed(d, "2c3c4c")
    [ruling] = proposed(one(d, "Ah", seat=5))
    assert ruling.irregularity == "not_entitled_dealt" and ruling.rule_ids == ("LC-113",)
    assert 5 not in s.hand.hole
    feed(d, "5c6c7c8c9c")
    assert s.hand.phase == "betting"


def test_lc_104h_entitled_player_dealt_out_is_a_misdeal() -> None:
    s, d = table(seats=3)
    for card, seat in (("2c", 2), ("3c", 3), ("4c", 2), ("5c", 3)):
        one(d, card, seat=seat)  # a reader that knows the seat: the button (seat 1) got none
    ruling = ruled(s, d.deal_finished())
    assert ruling.irregularity == "misdeal_h" and "LC-104h" in ruling.rule_ids
    confirmed(s, ruling)
    assert finish(s) == {1: 100, 2: 100, 3: 100}
