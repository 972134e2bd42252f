"""Between hands, what a seat owes beyond its blinds (engine/seat_dues.py): a skipped button's
live collection (LC-41), a button short of the collection (LC-70), the full-game collection
from a missed-blind player (LC-131), a must-move game's short-handed collection (LC-145), the
deal-off and the seat swap (LC-88b, LC-88d), and the waiting newcomer's passes (LC-39, LC-127)."""

from __future__ import annotations

import pytest
from flop_helpers import deal, fixed, fold_out, legal, seated

from dealer_assist.engine.events import (
    CollectionTaken,
    EntryChosen,
    HandVoided,
    PlayerAway,
    PlayerBack,
    PlayerSeated,
    SeatChanged,
    event_from_dict,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.procedure import procedure
from dealer_assist.engine.seat_dues import (
    CollectionSetByFloor,
    FullGameCollectionTaken,
    MustMoveMarked,
    SeatsSwapped,
)
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for


def _steps(session: TableSession, rule: str) -> list[str]:
    return [s.text for s in procedure(session.table).steps if rule in s.rule_ids]


def _play(session: TableSession, hands: int = 1) -> None:
    for _ in range(hands):
        deal(session)
        fold_out(session)


# ----------------------------------------------------------------- LC-41


def test_LC_41_skipped_button_comes_back_by_paying_a_live_collection() -> None:
    """LC-41: seat 3 plays his big blind and small blind, is away for his button hand, and
    comes back in the same round: he pays the button collection, and it plays (even where the
    button's own collection is dead, LC-130)."""
    config = fixed(3, 6, (1, 3), collection=2, skipped_button_collection=True)
    session = seated(config, [100] * 6)
    _play(session, 2)  # seat 3: big blind, then small blind
    session.run([PlayerAway(3)])
    deal(session)  # the button jumps seat 3 (to seat 4)
    assert session.hand.button == 4
    fold_out(session)
    assert session.table.seats[3].dues.skipped_button
    assert _steps(session, "LC-41")
    session.run([PlayerBack(3)])
    started, posts = session.table.next_hand()
    assert 3 in started.dealt_in
    assert [(p.seat, p.live) for p in posts if p.kind == "collection" and p.seat == 3] == [(3, 2)]
    session.commit(session.start_hand())  # button 5, SB 6, BB 1
    assert "Seat 3 posts the collection: $2 (live)" in [
        s.text for s in procedure(session.table).steps
    ]
    session.commit(session.post_blinds())
    taken = [p for p in session.hand.posted if isinstance(p, CollectionTaken) and p.seat == 3]
    assert [(p.amount, p.live) for p in taken] == [(2, True)]
    session.commit(session.deal_hole_cards())
    assert session.hand.stacks[3] == 98
    while session.hand.to_act != 3:
        session.commit(session.act(session.hand.to_act or 0, "fold"))
    assert legal(session)["call"].min_to == 3  # his $2 counts: he adds $1 to call $3
    fold_out(session)
    assert not session.table.seats[3].dues.skipped_button


def test_LC_41_off_the_returning_player_is_dealt_in_free() -> None:
    """LC-41 is a house rule (K04 profile key): without it the returning player owes nothing."""
    session = seated(fixed(3, 6, (1, 3), collection=2), [100] * 6)
    _play(session, 2)
    session.run([PlayerAway(3)])
    _play(session)
    session.run([PlayerBack(3)])
    _started, posts = session.table.next_hand()
    assert not [p for p in posts if p.seat == 3]


# ----------------------------------------------------------------- LC-70


def test_LC_70_AMB_20_short_of_the_collection_sits_out_the_button_then_all_in() -> None:
    """LC-70, AMB-20: seat 1 has $1 and the collection is $2: the button stays on his seat but
    he is dealt out and no collection is taken; the next hand he is all-in for his $1."""
    config = fixed(3, 6, (1, 3), collection=2, short_collection_sits_out=True)
    session = seated(config, [1, 100, 100, 100, 100])
    started, posts = session.table.next_hand()
    assert started.button == 1 and 1 not in started.dealt_in
    assert not [p for p in posts if p.seat == 1 or p.kind == "collection"]
    assert any("LC-70" in s.rule_ids for s in procedure(session.table).steps)
    _play(session)
    assert session.table.seats[1].stack == 1
    started, posts = session.table.next_hand()
    assert started.button == 2 and 1 in started.dealt_in
    assert [(p.seat, p.kind, p.live) for p in posts if p.seat == 1] == [(1, "all_in", 1)]
    deal(session)
    assert session.hand.all_in(1) and session.hand.contrib[1] == 1


def test_LC_70_a_rebuy_before_the_next_hand_plays_normally() -> None:
    """AMB-20: unless he rebuys first, in which case he is dealt in as usual."""
    from dealer_assist.engine.events import ChipsAdded

    config = fixed(3, 6, (1, 3), collection=2, short_collection_sits_out=True)
    session = seated(config, [1, 100, 100, 100, 100])
    _play(session)
    session.run([ChipsAdded(1, 99)])
    _started, posts = session.table.next_hand()
    assert not [p for p in posts if p.seat == 1]


# ----------------------------------------------------------------- LC-131


def _passed_missed_blind() -> TableSession:
    """Seat 5 away with missed blinds; the hand in progress has the button (seat 6) just past
    him. $10-$20, blinds $5/$10, $3 button collection, LC-131 on."""
    config = fixed(10, 20, (5, 10), collection=3, missed_blind_full_collection=True)
    session = seated(config, [200] * 6)
    _play(session)  # button 1
    session.run([PlayerAway(5)])
    _play(session, 2)  # buttons 2 and 3: the big blind passes seat 5
    assert session.table.seats[5].missed_big
    assert not session.table.seats[5].dues.full_collection
    _play(session)  # button 4
    deal(session)  # button 6: it has passed seat 5
    assert session.hand.button == 6
    assert session.table.seats[5].dues.full_collection
    return session


def test_LC_131_full_game_collection_goes_into_the_pot_the_button_passed_him_in() -> None:
    """LC-131: when the button passes away seat 5's missed blinds, the full-game collection
    ($3) comes off his stack into that hand's pot (dead money the winner takes), not the house
    drop; the step shows during the hand; he owes nothing more."""
    session = _passed_missed_blind()
    assert any("into the pot" in t for t in _steps(session, "LC-131"))
    with pytest.raises(Refusal, match=r"\$3"):
        session.check([FullGameCollectionTaken(5, 2)])
    before = session.hand.pot_total
    session.commit(session.take_full_collection(5))
    assert session.hand.pot_total == before + 3
    assert session.table.seats[5].stack == 197
    winner_before = {s: session.hand.stacks[s] for s in session.hand.in_hand}
    stacks = fold_out(session)  # everyone folds to the big blind (seat 2)
    (winner,) = [s for s in winner_before if stacks[s] > winner_before[s]]
    assert stacks[winner] == winner_before[winner] + before + 3
    assert not _steps(session, "LC-131")
    session.commit(session.start_hand())


def test_LC_131_taken_after_the_hand_goes_into_the_next_pot() -> None:
    """LC-131: not taken before the pot was pushed, the next deal waits for it, and the $3
    goes into the next hand's pot; a misdeal of that hand carries it to the redeal."""
    session = _passed_missed_blind()
    fold_out(session)
    assert any("next hand's pot" in t for t in _steps(session, "LC-131"))
    with pytest.raises(Refusal, match="LC-131"):
        session.start_hand()
    session.commit(session.take_full_collection(5))
    assert session.table.seats[5].stack == 197
    assert session.table.dues.full_collections == 3
    assert not _steps(session, "LC-131")
    session.commit(session.start_hand())
    assert session.hand.pot_total == 3  # nothing posted yet: his collection is in the pot
    session.commit(session.post_blinds())
    session.commit(session.deal_hole_cards())
    session.commit([HandVoided("misdeal", ("LC-104",), redeal=True)])
    session.commit(session.end_hand())
    session.commit(session.start_hand())
    assert session.hand.pot_total == 3  # the redeal's pot has it again


def test_LC_131_LC_18_no_chop_with_the_full_game_collection_in_the_pot() -> None:
    """LC-131 with LC-18: the missed-blind player's collection is in the pot, so when everyone
    folds to the blinds they may not chop it away: the hand is played and the pot won."""
    config = fixed(10, 20, (5, 10), collection=3, missed_blind_full_collection=True,
                   chop_allowed=True)
    session = seated(config, [200] * 6)
    _play(session)
    session.run([PlayerAway(5)])
    _play(session, 3)
    deal(session)
    session.commit(session.take_full_collection(5))
    hand = session.hand
    while hand.in_hand != [s for s in hand.in_hand if s in (1, 2)] and hand.phase == "betting":
        session.commit(session.act(hand.to_act or 0, "fold"))
    assert not hand.can_chop()


# ----------------------------------------------------------------- LC-145


def test_LC_145_short_handed_must_move_game_calls_the_floor_for_the_collection() -> None:
    """LC-145: a must-move game with a button collection down to four players raises a floor
    call; the floor's collection is an event and the button pays it."""
    session = seated(fixed(3, 6, (1, 3), collection=2), [100] * 4)
    assert not _steps(session, "LC-145")
    with pytest.raises(Refusal, match="must-move"):
        session.floor_sets_collection(1, "Kim")
    session.commit(session.mark_must_move())
    assert [s.kind for s in procedure(session.table).steps if "LC-145" in s.rule_ids] == [
        "floor"
    ]
    with pytest.raises(Refusal, match="names the floorperson"):
        session.check([CollectionSetByFloor(1, " ")])
    session.commit(session.floor_sets_collection(1, "Kim"))
    assert [s.kind for s in procedure(session.table).steps if "LC-145" in s.rule_ids] == ["info"]
    _started, posts = session.table.next_hand()
    assert [(p.seat, p.live) for p in posts if p.kind == "collection"] == [(1, 1)]


def test_LC_145_no_floor_call_when_the_must_move_game_is_full() -> None:
    """LC-145: five or more players is not short-handed: no floor call, no floor amount."""
    session = seated(fixed(3, 6, (1, 3), collection=2), [100] * 5)
    session.run([MustMoveMarked()])
    assert not _steps(session, "LC-145")
    with pytest.raises(Refusal, match="fewer than 5"):
        session.floor_sets_collection(1, "Kim")


# ----------------------------------------------------------------- LC-88b, LC-88d


def test_LC_88b_deal_off_rejoins_behind_the_button_without_posting() -> None:
    """LC-88b: seat 1 plays his button hand, then deals off to seat 6: the blinds and the
    button skip seat 6; when the button moves past it he is dealt in, just behind the button,
    with no post."""
    session = seated(fixed(3, 6, (1, 3)), [100] * 5)
    _play(session)  # button 1
    with pytest.raises(Refusal, match="LC-88b"):
        session.check([SeatChanged(2, 7, deal_off=True)])
    session.run([SeatChanged(1, 6, deal_off=True)])
    assert session.table.seats[6].wait_hands == 0
    assert _steps(session, "LC-88b")
    seen = []
    for _ in range(4):
        started, posts = session.table.next_hand()
        seen.append((started.button, 6 in started.dealt_in, [p.seat for p in posts if p.seat == 6]))
        _play(session)
    assert seen == [(2, False, []), (3, False, []), (4, False, []), (5, False, [])]
    started, posts = session.table.next_hand()  # the button goes from 5 past 6 to 2
    assert started.button == 2 and 6 in started.dealt_in
    assert not [p for p in posts if p.seat == 6]
    deal(session)
    assert session.hand.deal_order()[-2:] == [6, 2]  # he acts just before the button
    fold_out(session)
    assert not session.table.seats[6].dues.deal_off


def test_LC_88d_seat_swap_judges_each_player_by_his_own_move() -> None:
    """LC-88d: P2 and P5 swap seats: P2 moved three seats clockwise and waits three hands
    (LC-88a); P5 moved toward the blinds and plays on, his missed blind with him (LC-88c)."""
    session = seated(fixed(3, 6, (1, 3)), [100] * 6)
    _play(session)
    session.run([PlayerAway(5)])
    _play(session, 2)
    assert session.table.seats[5].missed_big
    session.run([PlayerBack(5, "wait_for_big_blind")])
    with pytest.raises(Refusal, match="empty"):
        session.swap_seats(2, 8)
    session.commit(session.swap_seats(2, 5))
    at2, at5 = session.table.seats[2], session.table.seats[5]
    assert (at5.player, at5.wait_hands) == ("P2", 3)
    assert (at2.player, at2.wait_hands, at2.missed_big) == ("P5", 0, True)
    ev = SeatsSwapped(2, 5)
    assert event_from_dict(ev.to_dict()) == ev  # replays from the log


# ----------------------------------------------------------------- LC-39, LC-127


def _newcomer_away(session: TableSession) -> None:
    """A newcomer sits in seat 7, chooses to wait, and steps away at once."""
    session.run([PlayerSeated(7, "New", 500, "wait_for_big_blind"), PlayerAway(7)])


def test_LC_127_newcomer_passed_twice_carries_a_missed_blind_button() -> None:
    """LC-127 (LC high profile): the first time the blinds pass a waiting newcomer he keeps his
    new-player options; the second time he carries a missed-blind button, and posting a single
    big blind (or straddling) is no longer open to him."""
    session = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40")
    session.run([PlayerSeated(s, f"P{s}", 500, "deal_now") for s in range(1, 6)])
    _newcomer_away(session)
    new = session.table.seats[7]
    _play(session, 4)  # buttons 1-4: the big blind goes from 3 round to 1, past seat 7
    assert (new.dues.passes, new.missed_big) == (1, False)
    assert session.table.can(EntryChosen(7, "post_big_blind"))
    _play(session, 5)
    assert (new.dues.passes, new.missed_big, new.missed_buttons) == (2, True, 1)
    assert _steps(session, "LC-127")
    with pytest.raises(Refusal, match="LC-127"):
        session.check([PlayerBack(7, "post_big_blind")])
    session.run([PlayerBack(7, "post_missed_blinds")])
    _started, posts = session.table.next_hand()
    assert next(p.kind for p in posts if p.seat == 7) == "missed_blinds"


def test_LC_39_low_limit_newcomer_counts_passes_too() -> None:
    """LC-39 (LC low profile): a newcomer who waits is not charged on the first pass; after
    two he has the missed-blind options (LC-40)."""
    session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6")
    session.run([PlayerSeated(s, f"P{s}", 100, "deal_now") for s in range(1, 6)])
    _newcomer_away(session)
    new = session.table.seats[7]
    _play(session, 4)
    assert (new.dues.passes, new.missed_big) == (1, False)
    _play(session, 5)
    assert (new.dues.passes, new.missed_big) == (2, True)


def test_LC_48_without_a_pass_count_the_first_pass_is_a_missed_blind() -> None:
    """LC-48 still holds where the house sets no count: the first pass gives the button."""
    session = seated(fixed(3, 6, (1, 3)), [100] * 5)
    _newcomer_away(session)
    _play(session, 4)
    assert session.table.seats[7].missed_big


def test_K03_K04_LC_41_LC_70_LC_131_profile_keys_reach_the_engine() -> None:
    """The house keys the engine used to leave unread now set the rules (LC low vs LC high)."""
    low = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6").table.config
    high = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40").table.config
    assert low.skipped_button_collection and high.skipped_button_collection  # LC-41
    assert low.short_collection_sits_out and high.short_collection_sits_out  # LC-70
    assert (low.missed_blind_full_collection, high.missed_blind_full_collection) == (
        False,
        True,
    )  # LC-131
    assert low.new_player_passes == high.new_player_passes == 2  # LC-39, LC-127
    assert high.late_entry_options == ("wait_for_big_blind", "post_missed_blinds", "buy_button")
