"""Showdown declarations, exposures, disputes and the "low possible" notice (engine module
``dealer_assist.engine.showdown_calls``): PGP-HE-08 (K11), LC-74, LC-76, LC-77, LC-7, PGP-LOW-01
and PGP-GAM-04, each driven through a real table session."""

from __future__ import annotations

import json

import pytest
from flop_helpers import act, board, deal, fixed, legal, seated, show
from test_catalogue_rows import pgp

from dealer_assist.cards import parse_cards
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import PotAwarded, event_from_json
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.engine.showdown_calls import CardsExposed
from dealer_assist.engine.steps import Step
from dealer_assist.engine.table import Table
from dealer_assist.rules.irregularities.catalogue import get

ROYAL = ("AsKsQs", "Js", "Ts")


def _call_down(session: TableSession, streets: tuple[str, ...]) -> None:
    """Everyone calls or checks; the board comes as given."""
    cards = iter(streets)
    while session.hand.phase in ("betting", "board"):
        if session.hand.phase == "board":
            board(session, next(cards))
            continue
        move = legal(session).get("check") or legal(session)["call"]
        act(session, (move.seat, move.action, move.min_to))


def _heads_up(config: GameConfig, streets: tuple[str, ...] = ROYAL) -> TableSession:
    session = seated(config, [100, 100])
    deal(session, {1: "2c3d", 2: "4h5h"})
    _call_down(session, streets)
    assert session.hand.phase == "showdown"
    return session


def _shares(session: TableSession) -> list[tuple[int, int]]:
    return sorted((a.seat, a.amount) for a in session.hand.settlement()
                  if isinstance(a, PotAwarded))


def _steps(session: TableSession, kind: str) -> list[Step]:
    return [s for s in session.procedure().steps if s.kind == kind]


def _pgp_holdem() -> GameConfig:
    return pgp("holdem", "3-100")  # type: ignore[return-value]


# ----------------------------------------------------------------- PGP-HE-08 (K11)


def test_PGP_HE_08_board_announced_then_mucked_keeps_his_share_of_the_split() -> None:
    """PGP-HE-08: at PGP a player who says the board plays and then mucks still shares: seat 1
    announces on a royal-flush board and mucks before seat 2 shows; the pot waits for seat 2
    and is then split."""
    session = _heads_up(_pgp_holdem())
    show_steps = _steps(session, "show")
    assert all("PGP-HE-08" in s.rule_ids and "before mucking" in s.text for s in show_steps)
    session.commit(session.announce_board(1))
    assert any("announced" in s.text for s in _steps(session, "show") if s.seat == 1)
    session.commit(session.muck(1))
    assert session.hand.phase == "showdown"  # seat 2 must still show or muck
    show(session, 2, "4h5h")
    pot = session.hand.pot_total
    assert _shares(session) == [(1, pot // 2), (2, pot - pot // 2)]


def test_PGP_HE_08_mucked_without_announcing_gets_no_share() -> None:
    """PGP-HE-08: the same hand, but seat 1 mucks without a word: seat 2 takes it all (no
    need even to show)."""
    session = _heads_up(_pgp_holdem())
    session.commit(session.muck(1))
    assert _shares(session) == [(2, session.hand.pot_total)]


def test_PGP_HE_08_announced_board_loses_to_a_hand_that_beats_it() -> None:
    """PGP-HE-08: announcing the board claims only the board: seat 2's pair of fours on
    J-9-7-4-2 beats it and takes the whole pot."""
    session = _heads_up(_pgp_holdem(), ("2s7dJc", "9h", "4d"))
    session.commit(session.announce_board(1))
    session.commit(session.muck(1))
    show(session, 2, "4h5h")
    assert _shares(session) == [(2, session.hand.pot_total)]


def test_PGP_HE_08_announcement_after_the_muck_is_refused() -> None:
    """PGP-HE-08: the announcement must come before the muck."""
    session = _heads_up(_pgp_holdem())
    session.commit(session.muck(1))
    with pytest.raises(Refusal, match="PGP-HE-08"):
        session.announce_board(1)


def test_LC_72_K11_board_announcement_is_refused_where_cards_must_be_tabled() -> None:
    """K11 / LC-72: at LC the board plays only for tabled cards, so an announcement is refused
    and a muck still gives up the hand; at CG (simply allowed) there is no announcement."""
    lc = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6").table.config
    session = _heads_up(lc)
    with pytest.raises(Refusal, match="LC-72"):
        session.announce_board(1)
    assert all("PGP-HE-08" not in s.rule_ids for s in _steps(session, "show"))
    cg = session_for(DEMO_ROOM / "cg_demo.toml", "holdem", "3-6").table.config
    with pytest.raises(Refusal, match="K11"):
        _heads_up(cg).announce_board(1)


# ----------------------------------------------------------------- LC-74: verbal claims


def _claimed_showdown(claim: str) -> TableSession:
    """Seat 2 holds a pair of fours on 2s7dJc-9h-4d; seat 1 holds a pair of deuces."""
    session = _heads_up(fixed(3, 6), ("2s7dJc", "9h", "4d"))
    session.commit(session.claim_hand(2, claim))
    show(session, 2, "4h5h")
    return session


def test_LC_74_a_wrong_claim_does_not_bind_the_cards_are_read() -> None:
    """LC-74: seat 2 says "full house" holding a pair of fours: the claim is logged, the hand
    is read as a pair (seat 1 shows a pair of deuces and loses), and the dealer is told."""
    session = _claimed_showdown("Full House")
    assert any(e.type == "hand_claimed" for e in session.table.history)
    show(session, 1, "2c3d")
    (award,) = [a for a in session.hand.settlement() if isinstance(a, PotAwarded)]
    assert award.seat == 2 and award.hand_label == "Pair of Fours"
    notes = [s for s in _steps(session, "note") if "LC-74" in s.rule_ids]
    assert notes and "one pair" in notes[0].text and not _steps(session, "floor")


def test_LC_74_wrong_claim_then_another_player_mucks_prompts_the_floor() -> None:
    """LC-74: seat 2 calls "full house" with a pair and seat 1 mucks after the call: the pot
    is still read from the cards, and the floor is called about a possible deliberate
    miscall."""
    session = _claimed_showdown("full house")
    session.commit(session.muck(1))
    assert _shares(session) == [(2, session.hand.pot_total)]
    (floor,) = _steps(session, "floor")
    assert "LC-74" in floor.rule_ids and "seat(s) 1 mucked" in floor.text
    assert "miscall" in floor.text


def test_LC_74_a_true_claim_raises_nothing() -> None:
    """LC-74 (contrast): the right claim and a muck after it: no floor call, no note."""
    session = _claimed_showdown("one pair")
    session.commit(session.muck(1))
    assert not _steps(session, "floor") and not _steps(session, "note")


def test_LC_74_a_claim_names_a_hand() -> None:
    """LC-74: a claim is one of the hands a dealer reads; anything else is refused."""
    session = _heads_up(fixed(3, 6))
    with pytest.raises(Refusal, match="name the hand"):
        session.claim_hand(1, "the nuts")


def test_LC_74_floor_rules_cards_speak_and_the_prompt_is_answered() -> None:
    """LC-74: the floor rules the wrong call was no deliberate miscall: the ruling is logged
    with who made it, the floor prompt goes, and the pot goes as the cards read."""
    session = _claimed_showdown("full house")
    session.commit(session.muck(1))
    planned = session.hand.settlement()
    session.commit(session.rule_miscall(2, False, "Floor Kim", "honest mistake"))
    assert not _steps(session, "floor") and session.hand.settlement() == planned
    ruled = [e for e in session.table.history if e.type == "miscall_ruled"]
    assert json.loads(ruled[0].to_json()) == {"type": "miscall_ruled", "v": 1, "seat": 2,
                                              "forfeit": False, "by": "Floor Kim",
                                              "reason": "honest mistake"}
    with pytest.raises(Refusal, match="no wrong call"):
        session.rule_miscall(2, False, "Floor Kim")


def test_LC_74_a_forfeited_pot_is_held_and_given_to_the_player_who_mucked() -> None:
    """LC-74: a deliberate miscall: the caller (seat 2) forfeits the pot; it is held (LC-7)
    until the floor gives it by a corrected award: not to the caller, and "the award stands"
    is refused; given to seat 1, who mucked after the call, and pushed."""
    session = _claimed_showdown("full house")
    session.commit(session.muck(1))
    pot = session.hand.pot_total
    with pytest.raises(Refusal, match="reason"):
        session.rule_miscall(2, True, "Floor Kim")
    session.commit(session.rule_miscall(2, True, "Floor Kim", "called a boat to make him fold"))
    (held,) = _steps(session, "floor")
    assert "LC-7" in held.rule_ids and "seat 2 forfeits the pot" in held.text
    with pytest.raises(Refusal, match="LC-7"):
        session.settle()
    with pytest.raises(Refusal, match="seat 2 forfeited the pot"):
        session.resolve_dispute("stands", "Floor Kim")
    with pytest.raises(Refusal, match="seat 2 forfeited the pot"):
        session.resolve_dispute("corrected", "Floor Kim", "LC-74", [(0, 2, pot)])
    session.commit(session.resolve_dispute("corrected", "Floor Kim", "LC-74",
                                           winners=[(0, 1, "whole")]))
    session.commit(session.settle())
    assert [(a.seat, a.amount) for a in session.hand.awards] == [(1, pot)]


def test_LC_74_forfeit_can_go_to_a_player_who_folded_to_the_miscall() -> None:
    """LC-74: on the river seat 2 bets and calls "a flush" holding a pair; seat 1 folds. The
    floor rules a deliberate miscall: the pot (without seat 2's uncalled bet, which goes
    back) goes to seat 1 although he folded."""
    session = seated(fixed(3, 6), [100, 100])
    deal(session, {1: "2c3d", 2: "4h5h"})
    cards = iter(("2s7dJc", "9h", "4d"))
    while len(session.hand.board) < 5:
        if session.hand.phase == "board":
            board(session, next(cards))
            continue
        move = legal(session).get("check") or legal(session)["call"]
        act(session, (move.seat, move.action, move.min_to))
    if session.hand.to_act == 1:
        act(session, (1, "check"))
    act(session, (2, "bet", 6))
    session.commit(session.claim_hand(2, "flush"))
    act(session, (1, "fold"))
    assert session.hand.phase == "settling"
    pot = sum(a.amount for a in session.hand.settlement() if isinstance(a, PotAwarded))
    (floor,) = _steps(session, "floor")
    assert "LC-74" in floor.rule_ids and floor.seat == 2
    with pytest.raises(Refusal, match="no wrong call"):
        session.rule_miscall(1, True, "Floor Kim", "x")
    session.commit(session.rule_miscall(2, True, "Floor Kim", "induced the fold"))
    session.commit(session.resolve_dispute("corrected", "Floor Kim", "LC-74",
                                           winners=[(0, 1, "whole")]))
    stacks = dict(session.hand.stacks)
    session.commit(session.settle())
    assert session.hand.stacks[1] == stacks[1] + pot
    assert session.hand.stacks[2] == stacks[2] + 6  # his uncalled bet only


def test_LC_74_forfeit_waits_for_the_hands_to_be_shown() -> None:
    """LC-74: a forfeit holds the award, so it is ruled once the pot is ready to push: with a
    third player still to show, it is refused (the cards-speak ruling is not)."""
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session, {1: "AsKs", 2: "2c3d", 3: "4h5h"})
    act(session, (1, "call"), (2, "call"), (3, "check"))
    _call_down(session, ("2s7dJc", "9h", "4d"))
    session.commit(session.claim_hand(3, "full house"))
    first = next(s for s in session.hand.showdown_order() if s != 3)
    session.commit(session.muck(first))  # a player gives up after the call; one still to show
    assert session.hand.phase == "showdown" and _steps(session, "floor")
    with pytest.raises(Refusal, match="once the hands are shown"):
        session.rule_miscall(3, True, "Floor Kim", "x")
    session.commit(session.rule_miscall(3, False, "Floor Kim"))


# ----------------------------------------------------------------- LC-76 / LC-77: exposures


def _three_on_the_flop() -> TableSession:
    session = seated(fixed(3, 6), [100, 100, 100])
    deal(session, {1: "AhKh", 2: "QcQd", 3: "7s8s"})
    while session.hand.phase == "betting":
        move = legal(session).get("check") or legal(session)["call"]
        act(session, (move.seat, move.action, move.min_to))
    board(session, "2c7dJc")
    assert session.hand.phase == "betting" and session.hand.street == 1
    return session


def test_LC_76_mid_hand_exposure_is_logged_as_an_irregularity_note() -> None:
    """LC-76: seat 2 shows his queens during the flop betting: the exposure is an event in
    the log (it replays from its JSON) and the hand plays on."""
    session = _three_on_the_flop()
    events = session.expose(2, 3, parse_cards("QcQd"))
    session.commit(events)
    (ev,) = events
    assert event_from_json(ev.to_json()) == ev
    assert isinstance(ev, CardsExposed) and ev in session.table.history
    assert session.hand.phase == "betting" and 2 in session.hand.in_hand


def test_LC_77_shown_to_an_active_player_any_active_player_may_see_them_now() -> None:
    """LC-77: shown to seat 3 (in the hand), the procedure offers the cards to any active
    player; seat 1 asks, and the offer is answered."""
    session = _three_on_the_flop()
    session.commit(session.expose(2, 3, parse_cards("QcQd")))
    (offer,) = _steps(session, "offer")
    assert offer.seat == 2 and offer.rule_ids[0] == "LC-77" and "ask to see" in offer.text
    session.commit(session.demand_exposed(2, 1))
    assert not _steps(session, "offer")
    with pytest.raises(Refusal, match="LC-77"):
        session.demand_exposed(2, 1)


def test_LC_77_only_an_active_player_may_demand_them() -> None:
    """LC-77: a folded player is not in the hand and cannot demand to see the cards."""
    session = _three_on_the_flop()
    act(session, (session.hand.to_act, "check"))
    session.commit(session.expose(2, 3))
    act(session, (session.hand.to_act, "bet", 3))
    folder = session.hand.to_act
    act(session, (folder, "fold"))
    with pytest.raises(Refusal, match="no live hand"):
        session.demand_exposed(2, folder)


def test_LC_77_shown_to_a_non_player_is_revealed_when_the_hand_ends() -> None:
    """LC-77: shown to a rail-bird, the cards are queued: the procedure says so during the
    hand, and the end-of-hand step tells the dealer to show them to everyone."""
    session = _three_on_the_flop()
    session.commit(session.expose(2, None, parse_cards("QcQd")))
    note = next(s for s in _steps(session, "note") if "LC-77" in s.rule_ids)
    assert "when the hand ends" in note.text and not _steps(session, "offer")
    act(session, (session.hand.to_act, "bet", 3))
    while session.hand.phase == "betting":
        act(session, (session.hand.to_act, "fold"))
    session.commit(session.settle())
    (end,) = _steps(session, "end")
    assert "seat 2 (QcQd) to everyone" in end.text and "LC-77" in end.rule_ids
    session.commit(session.end_hand())
    session.commit(session.start_hand())
    assert all("LC-77" not in s.rule_ids for s in session.procedure().steps)


def test_LC_77_show_one_show_all_entry_is_carried_out_by_the_engine() -> None:
    """LC-77: the irregularity entry is no longer text only: the engine records and acts on it."""
    assert get("show_one_show_all").support == "corrected"


def test_LC_77_target_must_be_another_active_player() -> None:
    """LC-77: an exposure to a seat not in the hand is recorded as shown to a non-player."""
    session = _three_on_the_flop()
    with pytest.raises(Refusal, match="non-player"):
        session.expose(2, 2)
    with pytest.raises(Refusal, match="does not hold"):
        session.expose(2, 3, parse_cards("As"))


def test_LC_76_cards_shown_at_the_showdown_are_no_exposure() -> None:
    """LC-76: at the showdown cards are shown, not exposed."""
    session = _heads_up(fixed(3, 6))
    with pytest.raises(Refusal, match="LC-76"):
        session.expose(1)


# ----------------------------------------------------------------- LC-7: disputes


def _settling() -> TableSession:
    session = _heads_up(fixed(3, 6), ("2s7dJc", "9h", "4d"))
    show(session, 2, "4h5h")
    show(session, 1, "2c3d")
    assert session.hand.phase == "settling"
    return session


def test_LC_7_dispute_before_the_push_holds_the_award_for_review() -> None:
    """LC-7: a dispute raised before the push holds the award: the procedure calls the floor
    and lists no pot push, and pushing is refused until the floor rules it stands."""
    session = _settling()
    planned = session.hand.settlement()
    session.commit(session.dispute_award(1, "says his deuces play"))
    (floor,) = _steps(session, "floor")
    assert "LC-7" in floor.rule_ids and "held for review" in floor.text
    assert not [s for s in _steps(session, "push") if "LC-27" in s.rule_ids]
    with pytest.raises(Refusal, match="LC-7"):
        session.settle()
    with pytest.raises(Refusal, match="already held"):
        session.dispute_award(2)
    session.commit(session.resolve_dispute("stands", "Floor Kim"))
    assert session.hand.settlement() == planned and not _steps(session, "floor")
    session.commit(session.settle())
    assert session.hand.phase == "settled"


def test_LC_7_the_floor_corrects_the_award() -> None:
    """LC-7: the floor corrects the award; the new shares must share out exactly the pot."""
    session = _settling()
    pot = session.hand.pot_total
    session.commit(session.dispute_award(1))
    with pytest.raises(Refusal, match="exactly the pots"):
        session.resolve_dispute("corrected", "Floor Kim", "misread", [(0, 1, pot + 1)])
    with pytest.raises(Refusal, match="reason"):
        session.resolve_dispute("corrected", "Floor Kim", "", [(0, 1, pot)])
    session.commit(session.resolve_dispute("corrected", "Floor Kim", "cards misentered",
                                           [(0, 1, pot)]))
    session.commit(session.settle())
    awards = session.hand.awards
    assert [(a.seat, a.amount) for a in awards] == [(1, pot)]
    assert "LC-7" in awards[0].hand_label


def test_LC_7_no_dispute_once_the_pot_is_pushed() -> None:
    """LC-7: the dispute comes before the award is confirmed."""
    session = _settling()
    session.commit(session.settle())
    with pytest.raises(Refusal, match="LC-7"):
        session.dispute_award(1)


def test_LC_7_dispute_events_replay_from_the_log() -> None:
    """LC-7: a table rebuilt from the JSON log of a disputed, corrected hand ends the same."""
    session = _settling()
    pot = session.hand.pot_total
    session.commit(session.dispute_award(2, "wrong winner"))
    session.commit(session.resolve_dispute("corrected", "Floor Kim", "misread", [(0, 1, pot)]))
    session.commit(session.settle())
    session.commit(session.end_hand())
    replay = Table(session.table.config)
    replay.apply_all(event_from_json(e.to_json()) for e in session.table.history)
    assert {s: i.stack for s, i in replay.seats.items()} == \
        {s: i.stack for s, i in session.table.seats.items()}
    assert replay.seats[1].stack == 100 + pot // 2


def _three_way_settling(config: GameConfig, cards: dict[int, str], streets: tuple[str, ...]
                        ) -> TableSession:
    """Button 1, small blind 2, big blind 3: seat 1 calls, the small blind folds, the big blind
    checks (an odd pot when the small blind is $1); checked down; seats 1 and 3 show."""
    session = seated(config, [100, 100, 100])
    deal(session, cards)
    act(session, (1, "call"), (2, "fold"), (3, "check"))
    _call_down(session, streets)
    show(session, 3, cards[3])
    show(session, 1, cards[1])
    assert session.hand.phase == "settling"
    return session


def _corrected(session: TableSession, winners: list[tuple[int, int, str]]) -> list[PotAwarded]:
    """Dispute the award, have the floor name the winners, push: the awards made."""
    session.commit(session.dispute_award(None, "wrong hand read"))
    session.commit(session.resolve_dispute("corrected", "Floor Kim", "misread board",
                                           winners=winners))
    session.commit(session.settle())
    return list(session.hand.awards)


def test_LC_7_LC_27a_floor_chops_the_pot_and_the_odd_chip_goes_clockwise_from_the_button(
) -> None:
    """LC-7 with LC-27a: the floor rules a $7 pot a chop between seats 1 and 3; the engine
    splits it as a tie would be split: $3 each, the odd $1 to seat 3, the first winner
    clockwise from the button (seat 1)."""
    session = _three_way_settling(fixed(3, 6), {1: "AsKs", 2: "2c3d", 3: "4h5h"},
                                  ("2s7dJc", "9h", "4d"))
    assert session.hand.pot_total == 7
    awards = _corrected(session, [(0, 1, "whole"), (0, 3, "whole")])
    assert sorted((a.seat, a.amount) for a in awards) == [(1, 3), (3, 4)]
    assert all(a.hand_label == "floor ruling (LC-7)" for a in awards)
    resolved = [e for e in session.table.history if e.type == "dispute_resolved"][-1]
    assert json.loads(resolved.to_json())["halves"] == ["whole", "whole"]


def test_LC_7_LC_27c_floor_splits_high_and_low_and_the_high_half_takes_the_odd_chip() -> None:
    """LC-7 with LC-27c: Omaha high-low, a $9 pot; the floor names seats 1 and 3 for the high
    half and seat 1 for the low: the high half is $5 (it takes the odd chip), shared $3 to seat
    3 (first clockwise from the button) and $2 to seat 1; the low half, $4, to seat 1."""
    config = fixed(4, 8, (1, 4), game="omaha", hi_lo=True)
    session = _three_way_settling(
        config, {1: "As2s9c9d", 2: "KcKdQhQd", 3: "3h4hTcTd"}, ("5c6d7h", "Jh", "Js"))
    assert session.hand.pot_total == 9
    awards = _corrected(session, [(0, 1, "high"), (0, 3, "high"), (0, 1, "low")])
    assert sorted((a.half, a.seat, a.amount) for a in awards) == [
        ("high", 1, 2), ("high", 3, 3), ("low", 1, 4)]


def test_LC_7_corrected_winners_are_refused_when_they_cannot_be_split() -> None:
    """LC-7: a named split must make sense: both halves named in high-low, no halves in a
    high-only game, a seat named once per share; refused, the award stays held."""
    session = _three_way_settling(fixed(3, 6), {1: "AsKs", 2: "2c3d", 3: "4h5h"},
                                  ("2s7dJc", "9h", "4d"))
    session.commit(session.dispute_award(1))
    for winners, match in (([(0, 1, "high"), (0, 3, "low")], "high-low game"),
                           ([(0, 1, "whole"), (0, 1, "whole")], "named twice"),
                           ([(0, 2, "whole")], "no live hand"),
                           ([(1, 1, "whole")], "pot 1 is not waiting")):
        with pytest.raises(Refusal, match=match):
            session.resolve_dispute("corrected", "Floor Kim", "misread", winners=winners)
    assert session.hand.held
    omaha = _three_way_settling(
        fixed(4, 8, (1, 4), game="omaha", hi_lo=True),
        {1: "As2s9c9d", 2: "KcKdQhQd", 3: "3h4hTcTd"}, ("5c6d7h", "Jh", "Js"))
    omaha.commit(omaha.dispute_award(1))
    with pytest.raises(Refusal, match="LC-27c"):
        omaha.resolve_dispute("corrected", "Floor Kim", "misread", winners=[(0, 1, "high")])


def test_LC_7_LC_65_a_short_all_in_cannot_be_given_the_side_pot() -> None:
    """LC-7 with LC-65: seat 3 is all-in for less; the floor may give him a share of the main
    pot but not of the side pot he did not cover (refused), and a side pot not named keeps
    the shares the showdown computed."""
    session = seated(fixed(3, 6), {1: 100, 2: 100, 3: 5})
    deal(session, {1: "AsKs", 2: "2c3d", 3: "4h5h"})
    act(session, (1, "raise", 6), (2, "call"), (3, "call"))  # seat 3 all-in for $5
    _call_down(session, ("2s7dJc", "9h", "4d"))
    for seat in (1, 2, 3):
        if session.hand.phase == "showdown":
            show(session, seat, {1: "AsKs", 2: "2c3d", 3: "4h5h"}[seat])
    hand = session.hand
    before = {a.pot: a for a in hand.settlement() if isinstance(a, PotAwarded) and a.pot == 1}
    assert before, "a side pot between seats 1 and 2"
    session.commit(session.dispute_award(3, "my straight"))
    with pytest.raises(Refusal, match=r"seat 3 did not put in enough to win the side pot 1"):
        session.resolve_dispute("corrected", "Floor Kim", "misread",
                                winners=[(0, 3, "whole"), (1, 3, "whole")])
    session.commit(session.resolve_dispute("corrected", "Floor Kim", "misread",
                                           winners=[(0, 2, "whole"), (0, 3, "whole")]))
    side = [a for a in hand.settlement() if isinstance(a, PotAwarded) and a.pot == 1]
    assert side == [before[1]]
    main = [a for a in hand.settlement() if isinstance(a, PotAwarded) and a.pot == 0]
    assert sorted(a.seat for a in main) == [2, 3] and sum(a.amount for a in main) == 15


def test_LC_7_LC_27c_calls_panel_split_asks_the_low_half_only_in_high_low() -> None:
    """LC-7: the Calls panel's split (``TableSession.split_held_pots``) asks for
    the low half's winners only in a high-low game, and builds the halves from them; with
    every pot chosen, each pot goes to the seats named that covered it (LC-65)."""
    from dealer_assist.ui.table_calls import asked, get_call, options

    omaha = _three_way_settling(
        fixed(4, 8, (1, 4), game="omaha", hi_lo=True),
        {1: "As2s9c9d", 2: "KcKdQhQd", 3: "3h4hTcTd"}, ("5c6d7h", "Jh", "Js"))
    split = get_call("dispute_split")
    low = next(a for a in split.args if a.name == "low_seats")
    assert asked(omaha.table, low)
    assert options(omaha.table, split.args[0]) == [("Main pot · $9", 0)]
    assert [v for _label, v in options(omaha.table, low)] == [1, 3]  # live hands only
    omaha.commit(omaha.dispute_award(1))
    omaha.commit(omaha.split_held_pots(0, (1, 3), "Floor Kim", "misread", low_seats=(3,)))
    assert sorted((a.half, a.seat, a.amount) for a in omaha.hand.settlement()
                  if isinstance(a, PotAwarded)) == [("high", 1, 2), ("high", 3, 3), ("low", 3, 4)]
    holdem = seated(fixed(3, 6), {1: 100, 2: 100, 3: 5})
    assert not asked(holdem.table, low)
    deal(holdem, {1: "AsKs", 2: "2c3d", 3: "4h5h"})
    act(holdem, (1, "raise", 6), (2, "call"), (3, "call"))
    _call_down(holdem, ("2s7dJc", "9h", "4d"))
    for seat, cards in ((1, "AsKs"), (2, "2c3d"), (3, "4h5h")):
        if holdem.hand.phase == "showdown":
            show(holdem, seat, cards)
    assert [v for _label, v in options(holdem.table, split.args[0])] == [None, 0, 1]
    holdem.commit(holdem.dispute_award(3))
    holdem.commit(holdem.split_held_pots(None, (3,), "Floor Kim", "misread"))
    awards = [(a.pot, a.seat) for a in holdem.hand.settlement() if isinstance(a, PotAwarded)]
    assert (0, 3) in awards and (1, 3) not in awards  # the side pot keeps its winner


def test_LC_7_a_named_split_replays_from_the_log() -> None:
    """LC-7: a table rebuilt from the JSON log of a hand the floor chopped ends the same."""
    session = _three_way_settling(fixed(3, 6), {1: "AsKs", 2: "2c3d", 3: "4h5h"},
                                  ("2s7dJc", "9h", "4d"))
    _corrected(session, [(0, 1, "whole"), (0, 3, "whole")])
    session.commit(session.end_hand())
    replay = Table(session.table.config)
    replay.apply_all(event_from_json(e.to_json()) for e in session.table.history)
    assert {s: i.stack for s, i in replay.seats.items()} == \
        {s: i.stack for s, i in session.table.seats.items()} == {1: 100, 2: 99, 3: 101}


# ----------------------------------------------------------------- PGP-LOW-01 / PGP-GAM-04


def _low_notes(session: TableSession) -> list[str]:
    return [s.text for s in _steps(session, "note") if "PGP-LOW-01" in s.rule_ids]


def _omaha8_streets(streets: tuple[str, ...]) -> list[list[str]]:
    """The low notice at each street's betting (or showdown), at PGP's Omaha H/L."""
    session = seated(pgp("omaha8", "4-8"), [100, 100])  # type: ignore[arg-type]
    deal(session, {1: "AhKhQdJd", 2: "As2s3c4c"})
    seen: list[list[str]] = [_low_notes(session)]
    for cards in streets:
        while session.hand.phase == "betting":
            move = legal(session).get("check") or legal(session)["call"]
            act(session, (move.seat, move.action, move.min_to))
        board(session, cards)
        seen.append(_low_notes(session))
    return seen


def test_PGP_LOW_01_board_2_2_5_K_Q_shows_no_low_once_decided() -> None:
    """PGP-LOW-01: nothing before the flop; after 2-2-5 and the king the low is still open
    (one more low rank needed); the queen decides it: "no low possible"."""
    preflop, flop, turn, river = _omaha8_streets(("2c2h5h", "Ks", "Qc"))
    assert preflop == []
    assert flop == ["Low not decided yet: the board's different low ranks so far are 2, 5; it "
                    "needs 1 more different rank of 8 or lower"]
    assert turn == flop
    assert len(river) == 1 and river[0].startswith("No low possible")
    assert "low ranks (8 or lower) are 2, 5, fewer than three" in river[0]


def test_PGP_LOW_01_low_possible_as_soon_as_the_flop_decides_it() -> None:
    """PGP-LOW-01: a flop of three different low ranks decides it at once: "low possible"."""
    _pre, flop, turn, river = _omaha8_streets(("5d7h8s", "Kc", "Qs"))
    assert flop == turn == river
    assert flop[0] == "Low possible: the board's different low ranks (8 or lower) are 5, 7, 8"


def test_PGP_LOW_01_no_low_decided_on_the_flop() -> None:
    """PGP-LOW-01: K-Q-J leaves two cards to come and needs three low ranks: no low already."""
    _pre, flop = _omaha8_streets(("KcQcJh",))
    assert flop and flop[0].startswith("No low possible")
    assert "low ranks (8 or lower) are none" in flop[0]


def test_PGP_GAM_04_board_q_10_7_7_6_shows_no_low_after_the_river() -> None:
    """PGP-GAM-04: on Q-7-7, then 6, the low is open; the ten makes it "no low possible"."""
    _pre, flop, turn, river = _omaha8_streets(("Qs7h7d", "6h", "Th"))
    assert "2 more different ranks" in flop[0] and "1 more different rank" in turn[0]
    assert "so far are 7;" in flop[0] and "so far are 6, 7;" in turn[0]
    assert river[0].startswith("No low possible")


def test_PGP_LOW_01_an_ace_counts_as_a_low_rank_and_pairs_count_once() -> None:
    """PGP-LOW-01: the dealer is told the board's distinct low ranks, ace first: A-A-3 then 8
    reads "A, 3" (two ranks: not decided), then "A, 3, 8" (low possible)."""
    _pre, flop, turn = _omaha8_streets(("AcAd3h", "8c"))
    assert "so far are A, 3;" in flop[0]
    assert turn[0].endswith("are A, 3, 8")


def test_PGP_LOW_01_no_low_notice_in_high_only_games() -> None:
    """PGP-LOW-01 applies to the high-low games only: plain Omaha shows nothing."""
    session = seated(pgp("omaha", "4-8"), [100, 100])  # type: ignore[arg-type]
    deal(session, {1: "AhKhQdJd", 2: "As2s3c4c"})
    while session.hand.phase == "betting":
        move = legal(session).get("check") or legal(session)["call"]
        act(session, (move.seat, move.action, move.min_to))
    board(session, "5d7h8s")
    assert _low_notes(session) == []
