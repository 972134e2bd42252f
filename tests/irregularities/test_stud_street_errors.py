"""Stud errors after 3rd street (LC-120, LC-121 with AMB-29, LC-122, LC-123, LC-125 on 7th),
driven card by card as the shoe delivers them, on the real stud engine."""

from __future__ import annotations

import pytest
from irr_helpers import confirmed, proposed
from stud_irr import deck_without, finish, hand, passive, play_out, read, steps, stud_table

from dealer_assist.cards import Card, parse_card
from dealer_assist.engine.events import PotAwarded, Shown, event_from_json
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.table import Table
from dealer_assist.irregularities import Detector
from dealer_assist.irregularities.state import peek
from dealer_assist.irregularities.stud_detect import (
    declare_all_in,
    report_burn_error,
    report_fold_no_bet,
    report_stud_exposed,
    return_reserve,
)
from dealer_assist.irregularities.stud_fixes import stub_left, stud_peek

THIRD = "AhAdAcAs KhKdKcKs 9s3d7h6h"  # seats 1-4; seat 2's 3d brings in


def _to_street(s: TableSession, d: Detector, street: int, stub: list[Card],
               dealt: bool = True) -> None:
    """Everyone brings in, checks or calls until ``street`` is dealt (``dealt`` False: until its
    first card is due); cards from ``stub``."""
    while hand(s).street < street or (dealt and hand(s).phase == "dealing"):
        if hand(s).phase == "dealing":
            s.commit(d.card_read(stub.pop(0)))
        else:
            passive(s)


def test_lc_120_fold_with_no_bet_gets_no_more_cards() -> None:
    s, d = stud_table()
    read(d, THIRD)
    stub = list(deck_without(THIRD))
    _to_street(s, d, 1, stub)
    first = hand(s).to_act
    assert first is not None
    with pytest.raises(Refusal, match="LC-60"):
        s.act(first, "fold")  # the engine refuses a fold with nothing to call
    events = report_fold_no_bet(s, first)
    s.commit(events)
    [ruling] = proposed(events)
    assert ruling.irregularity == "stud_fold_no_bet" and ruling.rule_ids == ("LC-120",)
    assert first not in hand(s).in_hand and hand(s).to_act != first
    held = len(hand(s).hole[first])
    play_out(s, d, iter(stub))
    assert len(hand(s).hole[first]) == held == 4  # nothing after 4th street
    stacks = finish(s)
    assert stacks[first] == 98 and sum(stacks.values()) == 400  # ante and 3rd-street call


def test_lc_121_amb_29_early_cards_plus_one_per_player_out_then_burn_and_deal() -> None:
    """Five players; two 5th-street cards dealt during 4th-street betting: 2 + 5 cards to the
    discards, the betting finishes, 5th street is burned and dealt as usual."""
    _lc_121_hand()


def _lc_121_hand() -> TableSession:
    s, d = stud_table((1, 2, 3, 4, 5))
    read(d, "AhAdAcAsKh KdKcKsQhQd 9s3d7h6h5h")
    stub = list(deck_without("AhAdAcAsKhKdKcKsQhQd9s3d7h6h5h"))
    _to_street(s, d, 1, stub)
    first = hand(s).to_act
    assert first is not None
    s.commit(s.act(first, "check"))
    early = [stub.pop(0), stub.pop(0)]
    events = d.card_read(early[0])
    s.commit(events)
    [ruling] = proposed(events)
    assert ruling.irregularity == "stud_premature_card" and "AMB-29" in ruling.rule_ids
    assert "5 players in" in ruling.detail
    s.commit(d.card_read(early[1]))  # the dealer had not stopped yet
    assert stud_peek(s.table).early[1] == early
    assert any(t.startswith("After the floor confirms, take 5 more cards") for t in steps(s))
    confirmed(s, ruling)
    text = steps(s)
    assert any(t.startswith("Take 5 more cards from the stub to the discards") for t in text)
    assert any(t.startswith("Finish this betting round, then burn") for t in text)
    before = stub_left(s.table)
    extras = [stub.pop(0) for _ in range(5)]
    for card in extras:
        s.commit(d.card_read(card))
    assert stud_peek(s.table).extras_removed[1] == extras
    assert stub_left(s.table) == before - 5 == hand(s).stub()  # the engine counts them out
    assert set(early + extras) <= set(peek(s.table).dead_cards)
    with pytest.raises(Refusal, match="finish the betting"):
        d.card_read(stub[0])
    again = proposed(d.card_read(early[0]))  # a discarded card back from the shoe
    assert again[0].irregularity == "fouled_deck"
    while hand(s).phase == "betting":
        passive(s)
    burns = len(hand(s).burns)
    read(d, " ".join(str(c) for c in stub[:6]))  # burn, then one card to each of the five
    assert len(hand(s).burns) == burns + 1 and hand(s).burns[-1] == stub[0]
    assert all(len(hand(s).hole[x]) == 5 for x in hand(s).in_hand)
    play_out(s, d, iter(stub[6:]))
    assert sum(finish(s).values()) == 500
    return s


def test_lc_121_extras_after_the_betting_ended_still_come_off_before_the_burn() -> None:
    """The players finished the round before the extras came off: the next four cards go to
    the discards, then the burn and the street."""
    s, d = stud_table()
    read(d, THIRD)
    stub = list(deck_without(THIRD))
    _to_street(s, d, 1, stub)
    early = stub.pop(0)
    events = d.card_read(early)
    s.commit(events)
    confirmed(s, proposed(events)[0])
    while hand(s).phase == "betting":
        passive(s)
    assert hand(s).street == 2 and hand(s).phase == "dealing"
    assert any(t.startswith("Take 4 more cards from the stub") for t in steps(s))
    extras = [stub.pop(0) for _ in range(4)]
    for card in extras:
        s.commit(d.card_read(card))
    assert stud_peek(s.table).extras_removed[1] == extras and not hand(s).burns[2:]
    burn = stub.pop(0)
    s.commit(d.card_read(burn))
    assert hand(s).burns[-1] == burn
    play_out(s, d, iter(stub))
    assert sum(finish(s).values()) == 400


def test_lc_121_early_card_during_seventh_street_betting_is_refused() -> None:
    s, d = stud_table()
    read(d, THIRD)
    stub = list(deck_without(THIRD))
    _to_street(s, d, 4, stub)
    with pytest.raises(Refusal, match="no card is due"):
        d.card_read(stub[0])


def test_lc_123_seventh_card_up_others_down_high_board_of_sixth_opens_all_in_declared() -> None:
    _lc_123_hand()


def _lc_123_hand() -> TableSession:
    s, d = stud_table()
    read(d, "AhAdAcAs KhKdKcKs 9s3d7h6h")
    stub = list(deck_without("AhAdAcAsKhKdKcKs9s3d7h6h"))
    _to_street(s, d, 4, stub, dealt=False)  # 7th street is being dealt
    seat1 = hand(s).deal_targets()[0]
    burn = stub.pop(0)
    s.commit(d.card_read(burn))
    seventh = stub.pop(0)
    events = d.card_read(seventh, face_up=True)
    s.commit(events)
    [ruling] = proposed(events)
    assert ruling.irregularity == "stud_seventh_up" and "LC-123" in ruling.rule_ids
    assert stud_peek(s.table).seventh_up == {seat1: seventh}
    read(d, " ".join(str(c) for c in stub[:3]))  # the others get theirs face down
    h = hand(s)
    assert h.phase == "betting" and all(len(h.hole[x]) == 7 for x in h.in_hand)
    boards = {x: h.up[x] for x in h.in_hand}
    assert all(len(b) == 4 for b in boards.values())  # the 7th card does not count: 6th's board
    assert any(t.startswith(f"Seat {seat1}'s 7th card is face up") for t in steps(s))
    assert any(t.startswith("The high board as of 6th street opens") for t in steps(s))
    s.commit(declare_all_in(s, seat1))
    assert hand(s).stacks[seat1] == 0 and stud_peek(s.table).reserve[seat1] > 0
    kept = stud_peek(s.table).reserve[seat1]
    others = [x for x in hand(s).in_hand if x != seat1]
    opener = hand(s).to_act
    assert opener in others
    s.commit(s.act(opener, "bet", 8))  # type: ignore[arg-type]
    while hand(s).phase == "betting":
        passive(s)
    stacks = finish_with_reserve(s)
    assert stacks[seat1] >= kept and sum(stacks.values()) == 400
    side = [a for a in hand_awards(s) if a.pot == 1]
    assert side and all(a.seat != seat1 for a in side)  # the last round is a side pot
    return s


def finish_with_reserve(s: TableSession) -> dict[int, int]:
    h = hand(s)
    for seat in h.showdown_order():
        if h.phase != "showdown":
            break
        s.commit(s.check([Shown(seat, tuple(c for c in h.hole[seat] if c))]))
    s.commit(s.settle())
    assert any(t.startswith("Give seat") for t in steps(s))
    s.commit(return_reserve(s))
    s.commit(s.end_hand())
    return {x: i.stack for x, i in s.table.seats.items()}


def hand_awards(s: TableSession) -> list[PotAwarded]:
    return [e for e in s.table.history if isinstance(e, PotAwarded)]


def test_lc_125_seventh_card_off_the_table_is_lc_123() -> None:
    s, d = stud_table()
    read(d, THIRD)
    stub = list(deck_without(THIRD))
    _to_street(s, d, 4, stub, dealt=False)
    target = hand(s).deal_targets()[0]
    s.commit(d.card_read(stub.pop(0)))  # burn
    card = stub.pop(0)
    s.commit(d.card_read(card))
    events = report_stud_exposed(s, target, card=card, off_table=True)
    s.commit(events)
    [ruling] = proposed(events)
    assert ruling.irregularity == "stud_card_off_table"
    assert ruling.rule_ids == ("LC-125", "LC-123")
    assert stud_peek(s.table).seventh_up == {target: card}
    play_out(s, d, iter(stub))
    assert sum(finish(s).values()) == 400


def test_lc_125_up_card_off_the_table_plays() -> None:
    s, d = stud_table()
    read(d, THIRD)
    assert hand(s).up[1] == [parse_card("9s")]  # nothing to correct: the door card plays
    play_out(s, d, deck_without(THIRD))
    assert sum(finish(s).values()) == 400


def test_lc_122_double_burn_fixed_cards_to_their_proper_seats() -> None:
    s, d = stud_table()
    read(d, THIRD)
    stub = list(deck_without(THIRD))
    _to_street(s, d, 1, stub)
    events = report_burn_error(s, "double")
    s.commit(events)
    [ruling] = proposed(events)
    assert ruling.irregularity == "stud_burn_error" and "LC-122" in ruling.rule_ids
    with pytest.raises(Refusal, match="only the last down card"):
        report_burn_error(s, "none", fixable=False)
    play_out(s, d, iter(stub))
    assert sum(finish(s).values()) == 400


def test_lc_122_no_burn_on_seventh_street_cards_looked_at_are_kept() -> None:
    s, d = stud_table()
    read(d, THIRD)
    stub = list(deck_without(THIRD))
    _to_street(s, d, 4, stub, dealt=False)
    burns = len(hand(s).burns)
    sevenths = [stub.pop(0) for _ in range(4)]  # no burn: one card to each of seats 1-4
    for card in sevenths:
        s.commit(d.card_read(card))
    assert hand(s).hole[1][6] == sevenths[1] and hand(s).phase == "dealing"  # engine: 1st = burn
    events = report_burn_error(s, "none", fixable=False)
    s.commit(events)
    assert "LC-P1" in proposed(events)[0].rule_ids
    h = hand(s)
    assert [h.hole[x][6] for x in (1, 2, 3, 4)] == sevenths and len(h.burns) == burns
    assert h.phase == "betting"
    play_out(s, d, iter(stub))
    assert sum(finish(s).values()) == 400


def test_lc_122_double_burn_on_seventh_street_cards_looked_at_are_kept() -> None:
    s, d = stud_table()
    read(d, THIRD)
    stub = list(deck_without(THIRD))
    _to_street(s, d, 4, stub, dealt=False)
    burns = len(hand(s).burns)
    b1, b2 = stub.pop(0), stub.pop(0)
    sevenths = [stub.pop(0) for _ in range(4)]
    for card in (b1, b2, *sevenths[:3]):
        s.commit(d.card_read(card))
    assert hand(s).phase == "betting"  # the engine gave b2 to seat 1
    s.commit(report_burn_error(s, "double", fixable=False))
    h = hand(s)
    assert h.burns[-2:] == [b1, b2] and len(h.burns) == burns + 2 and h.phase == "dealing"
    s.commit(d.card_read(sevenths[3]))
    assert [h.hole[x][6] for x in (1, 2, 3, 4)] == sevenths and h.phase == "betting"
    play_out(s, d, iter(stub))
    assert sum(finish(s).values()) == 400


def test_lc_121_and_lc_123_hands_replay_from_json_to_the_same_stacks() -> None:
    for s in (_lc_121_hand(), _lc_123_hand()):
        replay = Table()
        replay.apply_all(event_from_json(e.to_json()) for e in s.table.history)
        assert {x: i.stack for x, i in replay.seats.items()} == \
            {x: i.stack for x, i in s.table.seats.items()}


def test_lc_124_with_lc_121_cards_out_seventh_street_dealt_without_a_burn() -> None:
    """Six players; 1 early card and 6 extras went out on 4th street, so 6 cards are left for
    7th street: exactly one per player, dealt without a burn (the engine counts the 7 out)."""
    seats = (1, 2, 3, 4, 5, 6)
    s, d = stud_table(seats)
    stub = list(deck_without())
    read(d, " ".join(str(stub.pop(0)) for _ in range(18)))
    _to_street(s, d, 1, stub)
    first = hand(s).to_act
    assert first is not None
    s.commit(s.act(first, "check"))
    events = d.card_read(stub.pop(0))
    s.commit(events)
    confirmed(s, proposed(events)[0])
    for _ in range(6):
        s.commit(d.card_read(stub.pop(0)))
    _to_street(s, d, 3, stub)
    while hand(s).phase == "betting":
        passive(s)
    assert hand(s).street == 4 and len(stub) == 6 and hand(s).stub() == 6
    assert any(t.startswith("Count the stub before 7th street: 6 cards (7 went out by LC-121)")
               and "WITHOUT a burn" in t for t in steps(s))
    burns = len(hand(s).burns)
    play_out(s, d, iter(stub))
    assert len(hand(s).burns) == burns and all(len(hand(s).hole[x]) == 7 for x in seats)
    assert sum(finish(s).values()) == 600


def test_lc_121_early_seventh_card_looked_at_is_kept_and_limits_him() -> None:
    """LC-121 / AMB-29: during 6th-street betting seat 1's 7th card comes off and he looks at
    it: he keeps it, may only check, call or fold this round, and 7th street is dealt to the
    others (after the usual burn)."""
    from dealer_assist.irregularities.stud_fixes import StudEarlyCardKept

    s, d = stud_table()
    read(d, THIRD)
    stub = list(deck_without(THIRD))
    _to_street(s, d, 3, stub)
    assert hand(s).street == 3 and hand(s).phase == "betting"
    early = stub.pop(0)
    s.commit(s.check([StudEarlyCardKept(1, early)]))
    assert len(hand(s).hole[1]) == 7
    while hand(s).phase == "betting":
        legal = {a.action for a in hand(s).legal_actions()}
        if hand(s).to_act == 1:
            assert not legal & {"bet", "raise", "complete"}
            with pytest.raises(Refusal, match="LC-121"):
                s.act(1, "bet", 8)
        passive(s)
    assert hand(s).street == 4 and hand(s).deal_targets() == [2, 3, 4]
    play_out(s, d, iter(stub))
    assert all(len(hand(s).hole[x]) == 7 for x in (1, 2, 3, 4))
    assert sum(finish(s).values()) == 400
