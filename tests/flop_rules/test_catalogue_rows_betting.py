"""Catalogue sections 3.1, 3.2, 3.4 and 3.5 (structure, order by street, short all-ins, acting in
turn) for the flop games: one test per row the engine can express, named with the rule ID.
Rows it cannot express yet are listed in docs/rule-coverage.md."""

from __future__ import annotations

import pytest
from flop_helpers import act, board, deal, fixed, legal, seated
from test_catalogue_rows import pgp

from dealer_assist.engine.chips import read_chips
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import BoardCard, CardDealt
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for

CG_THREE_BLINDS = GameConfig(
    blinds=(Blind("button_blind", 1), Blind("small_blind", 1), Blind("big_blind", 3)),
    first_blind_on_button=True,
)
HTP_SINGLE = fixed(4, 8, (4,))


def _deal_order(session: TableSession) -> list[int]:
    """Seats in the order the deal events give them cards (first pass)."""
    events = session.deal_hole_cards()
    first_pass = len(session.hand.seats)
    return [e.seat for e in events[:first_pass] if isinstance(e, CardDealt)]


def _street_openers(session: TableSession) -> list[int]:
    """Deal the board and note who is first to act on flop, turn and river (all check)."""
    openers = []
    while session.hand.phase in ("board", "betting"):
        if session.hand.phase == "board":
            board(session)
            openers.append(session.hand.to_act)
        while session.hand.phase == "betting":
            act(session, (session.hand.to_act, "check"))
    return openers


def _call_round(session: TableSession) -> None:
    """Everyone checks or calls until the betting round ends."""
    while session.hand.phase == "betting":
        options = legal(session)
        move = options.get("check") or options["call"]
        act(session, (move.seat, move.action, move.min_to))


def _button_on(session: TableSession, seat: int) -> None:
    """Play fold-out hands until the next hand's button is ``seat``."""
    while session.table.next_hand()[0].button != seat:
        deal(session)
        while session.hand.phase == "betting":
            act(session, (session.hand.to_act, "fold"))
        session.commit(session.settle())
        session.commit(session.end_hand())


# ----------------------------------------------------------------- 3.1 structure and limits


def test_PGP_HE_01_profile_says_spread_or_fixed_per_table() -> None:
    """PGP-HE-01: PGP's Hold'em tables are spread limit, its Omaha table fixed; the action
    buttons show a range on the spread table and one amount per street on the fixed one."""
    spread = seated(pgp("holdem", "3-100"), [500] * 3)  # type: ignore[arg-type]
    deal(spread)
    act(spread, (1, "call"), (2, "call"), (3, "check"))
    board(spread)
    assert legal(spread)["bet"].label == "Bet $3-$100"
    fixed_table = seated(pgp("omaha", "4-8"), [500] * 3)  # type: ignore[arg-type]
    deal(fixed_table)
    act(fixed_table, (1, "call"), (2, "call"), (3, "check"))
    board(fixed_table)
    assert legal(fixed_table)["bet"].label == "Bet $4"
    act(fixed_table, (2, "check"), (3, "check"), (1, "check"))
    board(fixed_table)
    assert legal(fixed_table)["bet"].label == "Bet $8"


def test_PGP_GAM_01_omaha_4_8_exists_high_only_and_hi_lo() -> None:
    """PGP-GAM-01: PGP's $4-$8 Omaha is set up both as high only and as high-low, and only the
    high-low table splits for low."""
    high_only, hi_lo = pgp("omaha", "4-8"), pgp("omaha8", "4-8")
    assert (high_only.game, high_only.hi_lo) == ("omaha", False)  # type: ignore[attr-defined]
    assert (hi_lo.game, hi_lo.hi_lo) == ("omaha", True)  # type: ignore[attr-defined]


def test_PGP_GAM_08_spread_5_200_bets_between_5_and_200() -> None:
    """PGP-GAM-08: at $5-$200 a bet below $5 or above $200 is refused; $200 is accepted."""
    session = seated(pgp("holdem", "5-200"), [1000] * 3)  # type: ignore[arg-type]
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    with pytest.raises(Refusal, match=r"\$5-\$200"):
        session.act(2, "bet", 4)
    with pytest.raises(Refusal, match=r"\$5-\$200"):
        session.act(2, "bet", 201)
    act(session, (2, "bet", 200))
    assert session.hand.street_bets[2] == 200


# ----------------------------------------------------------------- 3.2 order by street


def test_CG_HE_01_button_gets_the_last_card_and_acts_last_after_the_flop() -> None:
    """CG-HE-01: with the button on seat 9, seat 9 receives the last card of each pass and is
    last to act on the flop, turn and river."""
    session = seated(CG_THREE_BLINDS, [200] * 9)
    _button_on(session, 9)
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    events = session.deal_hole_cards()
    seats = [e.seat for e in events if isinstance(e, CardDealt)]
    assert seats[8] == 9 and seats[17] == 9 and seats[0] == 1
    session.commit(events)
    _call_round(session)
    for _street in range(3):
        board(session)
        order = []
        while session.hand.phase == "betting":
            order.append(session.hand.to_act)
            act(session, (session.hand.to_act, "check"))
        assert order[-1] == 9


def test_CG_HE_05_preflop_opens_left_of_the_big_blind_at_the_lower_limit() -> None:
    """CG-HE-05: blinds in seats 1-3 (button blind, small, big): seat 4 acts first before the
    flop and raises go in $3 steps at 3-6."""
    session = seated(CG_THREE_BLINDS, [200] * 6)
    deal(session)
    assert session.hand.to_act == 4
    assert legal(session)["raise"].min_to == legal(session)["raise"].max_to == 6
    act(session, (4, "raise", 6))
    assert legal(session)["raise"].min_to == 9


def test_CG_HE_06_first_live_seat_left_of_the_button_opens_later_rounds() -> None:
    """CG-HE-06: after the flop the first player still in, going left from the button, bets
    first; the seat just left of the button folded, so the next one opens."""
    session = seated(fixed(3, 6), [200] * 4)
    deal(session)  # button 1, SB 2, BB 3
    act(session, (4, "raise", 6), (1, "call"), (2, "fold"), (3, "call"))
    board(session)
    assert session.hand.to_act == 3


def test_CG_O8_01_omaha_deals_four_cards_and_follows_the_holdem_order() -> None:
    """CG-O8-01: CG Omaha 8 deals four hole cards to each player and runs its rounds in the
    Hold'em order (left of the big blind first, then left of the button)."""
    config = session_for(DEMO_ROOM / "cg_demo.toml", "omaha8", "4-8").table.config
    session = seated(config, [300] * 5)
    deal(session)
    assert all(len(cards) == 4 for cards in session.hand.hole.values())
    assert session.hand.to_act == 4  # button 1 (blind $0), SB 2, BB 3
    assert _street_openers_after_calls(session) == [2, 2, 2]


def _street_openers_after_calls(session: TableSession) -> list[int]:
    _call_round(session)
    return _street_openers(session)


def test_HTP_HE_02_two_hole_cards_each() -> None:
    """HTP-HE-02: HTP Hold'em gives every player two face-down cards."""
    session = seated(HTP_SINGLE, [200] * 6)
    deal(session)
    assert {len(cards) for cards in session.hand.hole.values()} == {2}
    assert not any(e.face_up for e in session.hand.log if isinstance(e, CardDealt))


def test_HTP_HE_04_first_live_seat_after_the_button_opens_the_flop() -> None:
    """HTP-HE-04: button seat 5, seat 6 (the blind) folded before the flop: seat 7 opens."""
    session = seated(HTP_SINGLE, {5: 200, 6: 200, 7: 200, 8: 200})
    deal(session)
    assert session.hand.button == 5 and session.hand.to_act == 7
    act(session, (7, "raise", 8), (8, "call"), (5, "call"), (6, "fold"))
    board(session)
    assert session.hand.to_act == 7


def test_HTP_HE_05_turn_and_river_one_card_each_with_a_round_after_each() -> None:
    """HTP-HE-05: after the flop the board grows 3 -> 4 -> 5, one card at a time, and a betting
    round follows each new card."""
    session = seated(HTP_SINGLE, [200] * 4)
    deal(session)
    act(session, (3, "call"), (4, "call"), (1, "call"), (2, "check"))
    sizes = []
    for _ in range(3):
        board(session)
        sizes.append(len(session.hand.board))
        assert session.hand.phase == "betting"
        while session.hand.phase == "betting":
            act(session, (session.hand.to_act, "check"))
    assert sizes == [3, 4, 5] and session.hand.phase in ("showdown", "settling")


def test_HTP_O8_01_omaha_8_uses_the_holdem_order_with_four_cards() -> None:
    """HTP-O8-01: HTP Omaha 8 runs like its Hold'em (one blind left of the button, the next seat
    opens) with four hole cards per player."""
    config = GameConfig(
        game="omaha", hi_lo=True, small_bet=4, big_bet=8, blinds=HTP_SINGLE.blinds
    )
    session = seated(config, [200] * 5)
    _started, posts = session.table.next_hand()
    assert [(p.seat, p.kind) for p in posts] == [(2, "single_blind")]
    deal(session)
    assert {len(c) for c in session.hand.hole.values()} == {4}
    assert session.hand.to_act == 3


def test_PGP_HE_02_button_is_dealt_last_and_acts_last_after_the_flop() -> None:
    """PGP-HE-02: at a PGP table the button's card comes last in each pass and the button acts
    last on every round but the first."""
    session = seated(pgp("holdem", "3-100"), [500] * 5)  # type: ignore[arg-type]
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    assert _deal_order(session) == [2, 3, 4, 5, 1]
    session.commit(session.deal_hole_cards())
    _call_round(session)
    board(session)
    order = []
    while session.hand.phase == "betting":
        order.append(session.hand.to_act)
        act(session, (session.hand.to_act, "check"))
    assert order == [2, 3, 4, 5, 1]


def test_PGP_HE_05_later_rounds_open_with_the_first_live_seat_left_of_the_button() -> None:
    """PGP-HE-05: with the small blind folded, the big blind (next live seat left of the
    button) opens the flop at a PGP table."""
    session = seated(pgp("holdem", "3-100"), [500] * 4)  # type: ignore[arg-type]
    deal(session)
    act(session, (4, "call"), (1, "call"), (2, "fold"), (3, "check"))
    board(session)
    assert session.hand.to_act == 3


def test_PGP_HE_06_flop_comes_three_cards_together() -> None:
    """PGP-HE-06: the flop is dealt as three cards at once; the procedure asks for three cards
    and no betting is possible with only one flop card out."""
    session = seated(pgp("holdem", "3-100"), [500] * 3)  # type: ignore[arg-type]
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    step = session.procedure().current
    assert step is not None and "3 cards" in step.text and "PGP-HE-06" in step.rule_ids
    flop = session.deal_board()
    assert sum(isinstance(e, BoardCard) for e in flop) == 3
    session.commit(flop[:2])  # the burn and one flop card
    with pytest.raises(Refusal):
        session.act(2, "check")
    session.commit(flop[2:])
    assert session.hand.phase == "betting" and len(session.hand.board) == 3


def test_PGP_OMA_01_omaha_four_cards_and_four_betting_rounds() -> None:
    """PGP-OMA-01: PGP Omaha deals four hole cards and has betting before the flop and after
    the flop, turn and river."""
    session = seated(pgp("omaha", "4-8"), [300] * 3)  # type: ignore[arg-type]
    deal(session)
    assert {len(c) for c in session.hand.hole.values()} == {4}
    rounds = {0}
    while session.hand.phase in ("betting", "board"):
        if session.hand.phase == "board":
            board(session)
            rounds.add(session.hand.street)
            continue
        options = legal(session)
        move = options.get("check") or options["call"]
        act(session, (move.seat, move.action, move.min_to))
    assert rounds == {0, 1, 2, 3}


def test_LC_133_heads_up_button_acts_first_before_the_flop_and_last_after() -> None:
    """LC-133 at an LC 20-40 table (house profile): heads-up, the button posts the $10 small
    blind and acts first before the flop, then acts last on the flop, turn and river."""
    config = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40").table.config
    session = seated(config, [1000, 1000])
    deal(session)
    button = session.hand.button
    other = next(s for s in session.hand.seats if s != button)
    assert session.hand.street_bets[button] == 10 and session.hand.to_act == button
    act(session, (button, "call"), (other, "check"))
    for _street in range(3):
        board(session)
        assert session.hand.to_act == other
        act(session, (other, "check"))
        assert session.hand.to_act == button
        act(session, (button, "check"))


# ----------------------------------------------------------------- 3.4 short all-ins


def test_LC_66_lc_low_profile_makes_a_short_all_in_action_only() -> None:
    """LC-66: at an LC low table (from the house profile) an all-in short of a full bet does not
    reopen the betting: the first bettor may only call it, unless someone completes."""
    config = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "6-12").table.config
    assert config.short_all_in == "action_only"
    session = seated(config, [200, 200, 16])
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    act(session, (2, "bet", 6), (3, "all_in", 10), (1, "call"))
    assert set(legal(session)) == {"fold", "call"}


def test_LC_49_player_all_in_before_the_cap_counts_as_gone() -> None:
    """LC-49: three players on the flop; A bets, B raises, C calls all-in for less: only A and
    B can still bet, so they may go on raising past the four-bet cap."""
    session = seated(fixed(3, 6), {1: 8, 2: 500, 3: 500})
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    act(session, (2, "bet", 3), (3, "raise", 6), (1, "call"))
    assert session.hand.all_in(1)
    act(session, (2, "raise", 9), (3, "raise", 12), (2, "raise", 15))  # a fifth bet
    assert legal(session)["raise"].min_to == 18


# ----------------------------------------------------------------- 3.5 acting in turn


def test_LC_16_bet_amount_is_checked_before_it_reaches_the_pot() -> None:
    """LC-16: the dealer's bet entry is a proposal checked against the rules; the pot and the
    stack change only when the dealer's entry is committed."""
    session = seated(fixed(3, 6), [100] * 3)
    deal(session)
    pot = session.hand.pot_total
    proposed = session.act(1, "raise", 6)
    assert proposed[0].to == 6 and session.hand.pot_total == pot
    session.commit(proposed)
    assert session.hand.pot_total == pot + 6


def test_LC_54_a_call_made_in_turn_is_owed_in_full() -> None:
    """LC-54: a call declared in turn binds the player: the full call goes in, and he cannot
    act again to take it back before the others have acted."""
    assert read_chips(6, 0, 6, 2, 12, False).rule_ids == ("LC-54",)
    session = seated(fixed(3, 6), [100] * 4)
    deal(session)
    act(session, (4, "raise", 6), (1, "call"))
    assert session.hand.stacks[1] == 94 and session.hand.street_bets[1] == 6
    with pytest.raises(Refusal, match="out of turn"):
        session.act(1, "fold")


def test_LC_55_check_raise_is_allowed() -> None:
    """LC-55: with no house notice against it, a player who checked may raise later in the
    same round (LC low example room)."""
    config = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6").table.config
    session = seated(config, [100] * 3)
    deal(session)
    act(session, (1, "call"), (2, "call"), (3, "check"))
    board(session)
    act(session, (2, "check"), (3, "bet", 3), (1, "call"))
    assert legal(session)["raise"].min_to == 6
    act(session, (2, "raise", 6))
    assert session.hand.round.last_aggressor == 2
