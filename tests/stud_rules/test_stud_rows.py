"""The remaining stud rows of catalogue sections 2.2, 3.3 and 4.2, each named with its ID."""

from __future__ import annotations

import pytest
from test_stud_rules import CG_STUD, check_streets, legal, stud_table, third_street

from dealer_assist.cards import parse_cards
from dealer_assist.engine.events import CardDealt, Shown
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.stud import StudHandState
from dealer_assist.irregularities.dead_hands import HandKilled


def _to_fourth(session: object) -> StudHandState:
    """Three players; seat 1 brings in, all call; 4th street dealt (seat 2 pairs his kings)."""
    third_street(session, {1: "2h3h2d", 2: "4d5dKc", 3: "6c7cAs"})  # type: ignore[arg-type]
    session.commit(session.act(1, "bring_in", 1))  # type: ignore[attr-defined]
    session.commit(session.act(2, "call"))  # type: ignore[attr-defined]
    session.commit(session.act(3, "call"))  # type: ignore[attr-defined]
    session.commit(session.deal_street(parse_cards("9h 9s Kd Qd")))  # type: ignore[attr-defined]
    hand = session.hand  # type: ignore[attr-defined]
    assert isinstance(hand, StudHandState)
    return hand


def test_CG_STD_01_house_dealer_has_no_hand() -> None:
    """CG-STD-01: the house dealer deals and has no hand: only players are dealt in."""
    session = stud_table(CG_STUD, 3)
    hand = third_street(session, {1: "2h3h2d", 2: "4d5dKc", 3: "6c7cAs"})
    assert set(hand.hole) == {1, 2, 3}


def test_CG_STD_03_HTP_STD_01_two_down_one_up_and_the_low_card_starts() -> None:
    """CG-STD-03 / HTP-STD-01: two cards down and one up each; the lowest up card starts."""
    session = stud_table(CG_STUD, 3)
    hand = third_street(session, {1: "AhKh9d", 2: "AdKd3c", 3: "AcKc5s"})
    assert {s: [c.text for c in hand.up[s]] for s in (1, 2, 3)} == {1: ["9d"], 2: ["3c"], 3: ["5s"]}
    assert hand.to_act == 2


def test_HTP_STD_02_CG_STD_10_high_board_opens_and_sixth_street_bets_big() -> None:
    """HTP-STD-02 / CG-STD-10: each later street is opened by the best board; 5th and 6th
    street bet the big bet ($8 at 4-8)."""
    session = stud_table(CG_STUD, 3)
    hand = _to_fourth(session)
    assert hand.to_act == 2  # a pair of kings showing
    for _ in range(3):
        session.commit(session.act(hand.to_act, "check"))  # type: ignore[arg-type]
    session.commit(session.deal_street(parse_cards("8h Jh Jd 2c")))
    for _ in range(3):
        session.commit(session.act(hand.to_act, "check"))  # type: ignore[arg-type]
    session.commit(session.deal_street(parse_cards("8c Th Td Tc")))
    assert hand.street == 3 and legal(session)["bet"] == (8, 8)
    session.commit(session.act(hand.to_act, "bet", 8))  # type: ignore[arg-type]
    assert legal(session)["raise"] == (16, 16)


def test_HTP_STD_03_seventh_card_is_dealt_down() -> None:
    """HTP-STD-03: the 7th card is face down: it adds to the hole cards, not the board."""
    session = stud_table(CG_STUD, 2)
    third_street(session, {1: "2h3h2d", 2: "AdAcKs"})
    session.commit(session.act(1, "bring_in", 1))
    session.commit(session.act(2, "call"))
    check_streets(session, "9c 4h 5d", "9d 6h 5s", "9h 7h 6s", "8c Th Jd")
    hand = session.hand
    assert isinstance(hand, StudHandState)
    assert (
        len(hand.hole[1]) == 7 and len(hand.up[1]) == 4 and parse_cards("Th")[0] not in hand.up[1]
    )


def test_LC_102a_picking_up_the_board_facing_action_kills_the_hand() -> None:
    """LC-102a (floor): facing a bet, seat 3 picks up his up cards and seat 1 acts on it: the
    floor rules his hand dead; his chips stay in the pot and the betting goes on."""
    session = stud_table(CG_STUD, 3)
    hand = _to_fourth(session)
    session.commit(session.act(2, "bet", 4))
    pot = hand.pot_total
    session.commit(session.check([HandKilled(3, ("LC-102a",))]))
    assert 3 in hand.folded and hand.pot_total == pot and hand.to_act == 1


def test_LC_102b_turning_an_up_card_down_after_a_bet_gives_up_the_pot() -> None:
    """LC-102b: a bet is made and seat 1 turns his door card down: he has given up his claim,
    recorded as a fold."""
    session = stud_table(CG_STUD, 3)
    hand = _to_fourth(session)
    session.commit(session.act(2, "bet", 4))
    session.commit(session.check([HandKilled(1, ("LC-102b",))]))
    assert 1 in hand.folded and 1 not in hand.in_hand


def test_LC_102c_beaten_on_board_gets_no_bets_back() -> None:
    """LC-102c: a caller already beaten by the board showing gets nothing back."""
    session = stud_table(CG_STUD, 2)
    third_street(session, {1: "2h3h2d", 2: "AdAcAs"})
    session.commit(session.act(1, "bring_in", 1))
    session.commit(session.act(2, "complete", 4))
    session.commit(session.act(1, "call"))
    for cards in ("9c 4h Ah", "9d 6h Kd", "9h 7h Kh", "8c Th Jd"):
        session.commit(session.deal_street(parse_cards(cards)))
        while session.hand.phase == "betting":
            options = {a.action for a in session.hand.legal_actions()}
            move = "call" if "call" in options else "bet" if session.hand.to_act == 2 else "check"
            to = {"bet": 8}.get(move, 0)
            session.commit(session.act(session.hand.to_act, move, to))  # type: ignore[arg-type]
    for seat, cards in ((2, "AdAcAsAhKdKhJd"), (1, "2h3h2d4h6h7hTh")):
        if session.hand.phase == "showdown":
            session.commit(session.check([Shown(seat, parse_cards(cards))]))
    settlement = session.hand.settlement()
    assert all(e.type == "pot_awarded" and e.seat == 2 for e in settlement)


def test_LC_102d_a_hand_short_of_seven_cards_cannot_win() -> None:
    """LC-102d: at showdown a hand must be shown whole: six of seven cards are refused, and the
    message sends the dealer to the floor."""
    session = stud_table(CG_STUD, 2)
    third_street(session, {1: "2h3h2d", 2: "AdAcKs"})
    session.commit(session.act(1, "bring_in", 1))
    session.commit(session.act(2, "call"))
    check_streets(session, "9c 4h 5d", "9d 6h 5s", "9h 7h 6s", "8c Th Jd")
    with pytest.raises(Refusal, match="LC-102d"):
        session.check([Shown(1, parse_cards("2h3h2d4h6h7h"))])


def test_LC_102e_an_eighth_card_is_refused_and_the_hand_ruled_dead() -> None:
    """LC-102e: a player cannot take more than seven cards (the engine refuses the eighth);
    the floor rules the hand dead and its money stays in the pot."""
    session = stud_table(CG_STUD, 3)
    third_street(session, {1: "2h3h2d", 2: "AdAcKs", 3: "QdQcJs"})
    session.commit(session.act(1, "bring_in", 1))
    session.commit(session.act(2, "call"))
    session.commit(session.act(3, "call"))
    check_streets(session, "9c 4h 5d 5c", "9d 6h 5s 6c", "9h 7h 6s 7c", "8c Th Jd Jc")
    with pytest.raises(Refusal, match="no card is due"):
        session.check([CardDealt(1, parse_cards("Kh")[0])])
    pot = session.hand.pot_total
    session.commit(session.check([HandKilled(1, ("LC-102e",))]))
    assert 1 in session.hand.folded and session.hand.pot_total == pot


def test_CG_STD_02_04_07_cg_stud_table_opens_from_the_house_profile() -> None:
    """CG-STD-02/04/07 (K22, K06): the CG profile gives the $1 ante, the $1 bring-in and the cap
    of a completion plus three raises at 4-8; the table engine takes them from it."""
    from dealer_assist.engine.from_profile import config_from_rules
    from dealer_assist.rules import load_profile, rules_for

    config = config_from_rules(rules_for(load_profile("CG"), "stud", "4-8"))
    assert (config.game, config.ante, config.bring_in, config.cap_bets) == ("stud", 1, 1, 4)
    assert (config.small_bet, config.big_bet) == (4, 8)
    assert config.open_pair == "any_player_may_bet_big"  # CG-STD-09


def test_LC_59_tap_in_turn_is_a_check_in_stud_too() -> None:
    """LC-59: on 4th street a tap by the seat on turn is a check (the action moves on, no chips),
    and the hand's log keeps that it was a tap."""
    session = stud_table(CG_STUD, 3)
    hand = _to_fourth(session)
    seat = hand.to_act
    assert seat is not None
    stack = hand.stacks[seat]
    session.commit(session.tap(seat))  # type: ignore[attr-defined]
    assert hand.to_act != seat and hand.stacks[seat] == stack
    assert hand.round is not None and (seat, "check") in hand.round.actions
    assert hand.log[-1].action == "tap"  # type: ignore[attr-defined]
