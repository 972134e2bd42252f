"""Stud 3rd-street errors (LC-104i, LC-116, LC-117, LC-118, LC-119, LC-125), driven card by card
as the shoe delivers them, on the real stud engine."""

from __future__ import annotations

import pytest
from irr_helpers import act, confirmed, proposed
from stud_irr import deck_without, finish, hand, passive, play_out, read, steps, stud_table

from dealer_assist.cards import parse_card, parse_cards
from dealer_assist.engine.events import HandVoided, event_from_json
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table import Table
from dealer_assist.irregularities import Detector, override
from dealer_assist.irregularities.state import peek
from dealer_assist.irregularities.stud_detect import report_ante_no_cards, report_stud_exposed
from dealer_assist.irregularities.stud_fixes import stud_peek

# Seats 1-4, dealt from seat 1: first and second down cards, then the door cards.
DOWN1, DOWN2, DOORS = "AhAdAcAs", "KhKd2cKs", "9s3dQc7h"
ALL = DOWN1 + DOWN2 + DOORS


def test_lc_117_exposed_down_card_stays_up_third_card_down_bring_in_passes() -> None:
    """Seat 3's second card 2c goes out face up: it stays up, his third card Qc comes down, and
    as 2c is the lowest up card the bring-in passes to the next lowest, seat 2's 3d (K22)."""
    s, d = stud_table()
    read(d, DOWN1 + "KhKd")
    events = read(d, "2c", face_up=True)
    [ruling] = proposed(events)
    assert ruling.irregularity == "stud_hole_card_exposed" and "LC-117" in ruling.rule_ids
    read(d, "Ks 9s 3d")
    assert "Seat 3's 2c stays face up; deal his third card FACE DOWN" in steps(s)
    read(d, "Qc 7h")
    h = hand(s)
    assert h.up[3] == [parse_card("2c")] and parse_card("Qc") in h.hole[3]
    assert h.bring_in_seat == 2 and h.to_act == 2
    assert "Seat 3's low card was an exposed down card: seat 2 brings in instead" in steps(s)
    confirmed(s, ruling)
    play_out(s, d, deck_without(ALL))
    assert len(hand(s).up[3]) == 4 and len(hand(s).hole[3]) == 7
    assert sum(finish(s).values()) == 400


def test_lc_117_exposed_card_not_lowest_keeps_the_normal_bring_in() -> None:
    s, d = stud_table()
    read(d, DOWN1)
    read(d, "Kh", face_up=True)  # seat 1's Kh up: not the low card
    read(d, "Kd2cKs 9s3dQc7h")
    h = hand(s)
    assert h.up[1] == [parse_card("Kh")] and h.bring_in_seat == 2  # 3d is still the lowest


def test_lc_117_replays_from_its_log_to_the_same_state() -> None:
    s, d = stud_table()
    read(d, DOWN1 + "KhKd")
    read(d, "2c", face_up=True)
    read(d, "Ks" + DOORS)
    replay = Table()
    replay.apply_all(event_from_json(e.to_json()) for e in s.table.history)
    assert isinstance(replay.hand, type(s.hand))
    assert replay.hand.up == hand(s).up and replay.hand.to_act == 2  # type: ignore[attr-defined]
    assert stud_peek(replay).exposed == stud_peek(s.table).exposed


def test_lc_104i_first_card_of_the_stud_deal_face_up_is_a_misdeal() -> None:
    s, d = stud_table()
    events = read(d, "Ah", face_up=True)
    [ruling] = proposed(events)
    assert ruling.irregularity == "misdeal_i" and "LC-104i" in ruling.rule_ids
    with pytest.raises(Refusal, match="wait for the floor"):
        d.card_read(parse_card("Ad"))
    done = confirmed(s, ruling)
    assert any(isinstance(e, HandVoided) for e in done)
    assert finish(s) == {1: 100, 2: 100, 3: 100, 4: 100}  # every ante back


def test_lc_104i_overridden_the_hand_goes_on_under_lc_117() -> None:
    s, d = stud_table()
    [ruling] = proposed(read(d, "Ah", face_up=True))
    s.commit(override(s, ruling.ruling, "Floor Fran", "cards already in the players' hands"))
    read(d, "AdAcAs" + DOWN2 + DOORS)
    h = hand(s)
    assert h.up[1] == [parse_card("Ah")]  # his door card 9s came down
    assert h.bring_in_seat == 2
    play_out(s, d, deck_without(ALL))
    assert sum(finish(s).values()) == 400


def _flipped_to_fourth() -> tuple[TableSession, Detector]:
    """Seat 3 turns up his own 2c; 3rd street is played; 4th street gives him 2h."""
    s, d = stud_table()
    read(d, DOWN1 + DOWN2)
    s.commit(report_stud_exposed(s, 3, card=parse_card("2c"), player_caused=True))
    read(d, DOORS)
    while hand(s).street == 0:
        passive(s)
    read(d, "5c 8s4d2hJh")  # burn, then seats 1-4
    return s, d


def test_lc_118_player_turns_his_own_card_third_card_up_two_up_cards() -> None:
    """Seat 3 turns up his own 2c: his third card Qc is dealt face up too; his door card for
    the bring-in is the Qc, so seat 2's 3d brings in. On 4th street the 2c plays: his pair of
    deuces showing opens."""
    s, d = stud_table()
    read(d, DOWN1 + DOWN2)
    events = report_stud_exposed(s, 3, card=parse_card("2c"), player_caused=True)
    s.commit(events)
    [ruling] = proposed(events)
    assert ruling.irregularity == "stud_own_card_flipped" and "LC-118" in ruling.rule_ids
    assert any("deal his third card face up too" in t for t in steps(s))
    read(d, DOORS)
    h = hand(s)
    assert h.up[3] == list(parse_cards("2cQc")) and h.to_act == 2 and h.bring_in_seat == 2
    s, d = _flipped_to_fourth()
    h = hand(s)
    assert h.up[3] == list(parse_cards("2cQc2h")) and h.to_act == 3
    act(s, (3, "bet", 4), (4, "call"), (1, "call"), (2, "call"))
    read(d, "6c 9d5d6d8d")  # 5th street
    while hand(s).street == 2:  # seat 3 folds to a bet; the others check or call
        h = hand(s)
        legal = {a.action for a in h.legal_actions()}
        if h.to_act == 3:
            act(s, (3, "fold" if "fold" in legal else "check"))
        elif "bet" in legal:
            act(s, (h.to_act, "bet", 8))  # type: ignore[arg-type]
        else:
            passive(s)
    assert 3 not in hand(s).in_hand
    play_out(s, d, deck_without(ALL + "5c8s4d2hJh6c9d5d6d8d"))
    assert sum(finish(s).values()) == 400


def test_lc_118_two_up_cards_reach_sixth_street() -> None:
    """Five up cards on 6th street: the engine ranks their best four for the order of action."""
    s, d = _flipped_to_fourth()
    play_out(s, d, deck_without(ALL + "5c8s4d2hJh"))
    assert len(hand(s).up[3]) == 5 and sum(finish(s).values()) == 400


def test_lc_116_anted_but_dealt_no_cards_ante_returned() -> None:
    """Seat 3 was skipped: the nine cards went to seats 1, 2 and 4; his $1 comes back."""
    s, d = stud_table()
    read(d, "AhAdAs KhKdKs 9s3d7h")  # the engine still waits for three more cards
    events = report_ante_no_cards(s, 3)
    s.commit(events)
    [ruling] = proposed(events)
    assert ruling.irregularity == "stud_ante_no_cards" and ruling.rule_ids == ("LC-116",)
    h = hand(s)
    assert h.hole[3] == [] and 3 not in h.in_hand and h.stacks[3] == 100
    assert h.hole[4] == list(parse_cards("AsKs7h")) and h.up[4] == [parse_card("7h")]
    assert h.phase == "betting" and h.bring_in_seat == 2 and h.pot_total == 3
    assert any(t.startswith("Seat 3 was dealt no cards: his $1 ante") for t in steps(s))
    play_out(s, d, deck_without("AhAdAsKhKdKs9s3d7h"))
    assert hand(s).hole[3] == []
    stacks = finish(s)
    assert stacks[3] == 100 and sum(stacks.values()) == 400


def test_lc_116_heads_up_the_skipped_player_still_gets_his_ante_back() -> None:
    """LC-116 with two players: seat 2 anted and got no cards (the three cards read were seat
    1's): his ante comes back; LC-104h (a Hold'em/Omaha case) is not named; the one player
    left takes his own ante back and nobody loses a chip."""
    s, d = stud_table((1, 2))
    read(d, "AhKh9s")  # the engine still waits for seat 2's cards
    events = report_ante_no_cards(s, 2)
    assert "LC-104h" not in str(events)
    s.commit(events)
    h = hand(s)
    assert h.hole[1] == list(parse_cards("AhKh9s")) and h.hole[2] == []
    assert h.stacks[2] == 100
    stacks = finish(s)
    assert stacks == {1: 100, 2: 100}


def test_lc_116_refused_once_third_street_action_began() -> None:
    """LC-116 is put right on 3rd street before anyone acts: after the bring-in, refused."""
    s, d = stud_table((1, 2, 3))
    read(d, "AhAdAs KhKdKs 9s3d7h")
    passive(s)
    with pytest.raises(Refusal, match="LC-116"):
        report_ante_no_cards(s, 3)


def test_lc_119_down_card_to_an_empty_seat_is_dead() -> None:
    s, d = stud_table((1, 2, 4, 5))
    read(d, "Ah", seat=1)
    read(d, "Ad", seat=2)
    events = read(d, "Qh", seat=3)  # seat 3 is empty
    [ruling] = proposed(events)
    assert ruling.irregularity == "stud_empty_seat_dealt" and "LC-119" in ruling.rule_ids
    assert parse_card("Qh") in peek(s.table).dead_cards and hand(s).hole[4] == []
    read(d, "AcAs KhKdKsKc 9s3d7h6h")
    assert hand(s).hole[4][0] == parse_card("Ac")
    play_out(s, d, deck_without("AhAdQhAcAsKhKdKsKc9s3d7h6h"))
    assert sum(finish(s).values()) == 400


def test_lc_119_up_card_to_an_empty_seat_slides_to_its_owner() -> None:
    s, d = stud_table((1, 2, 4, 5))
    read(d, "AhAdAcAs KhKdKsKc 9s3d")
    events = read(d, "7h", seat=3)  # the door card meant for seat 4 landed on empty seat 3
    assert proposed(events)[0].irregularity == "stud_empty_seat_dealt"
    assert hand(s).up[4] == [parse_card("7h")]
    read(d, "6h", seat=4)  # slid along: seat 4's card is seat 5's
    assert hand(s).up[5] == [parse_card("6h")] and hand(s).phase == "betting"
    play_out(s, d, deck_without("AhAdAcAsKhKdKsKc9s3d7h6h"))
    assert sum(finish(s).values()) == 400


def test_lc_125_down_card_off_the_table_on_third_street_is_lc_117() -> None:
    s, d = stud_table()
    read(d, DOWN1 + DOWN2)
    events = report_stud_exposed(s, 3, card=parse_card("2c"), off_table=True)
    s.commit(events)
    [ruling] = proposed(events)
    assert ruling.irregularity == "stud_card_off_table"
    assert ruling.rule_ids == ("LC-125", "LC-117")
    read(d, DOORS)
    h = hand(s)
    assert h.up[3] == [parse_card("2c")] and h.bring_in_seat == 2
    play_out(s, d, deck_without(ALL))
    assert sum(finish(s).values()) == 400


def test_lc_117_reported_after_his_third_card_is_out_is_left_to_the_floor() -> None:
    s, d = stud_table()
    read(d, ALL)
    with pytest.raises(Refusal, match="the floor decides"):
        report_stud_exposed(s, 3, card=parse_card("2c"))
