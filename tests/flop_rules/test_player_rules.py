"""Players across hands (engine/players.py, irregularities/newcomer.py): posting history
(LC-P3), discipline (LC-5), a newcomer dealt in before posting (LC-132a/b), chip denominations
and colour-ups (LC-14), entering with a straddle (LC-47, LC-127). Each test names its rule."""

from __future__ import annotations

from pathlib import Path

import pytest
from flop_helpers import act, board, deal, finish, fixed, legal, seated

from dealer_assist.cards import parse_cards
from dealer_assist.engine.events import (
    EntryChosen,
    PlayerAway,
    PlayerBack,
    PlayerLeft,
    PlayerSeated,
    event_from_json,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.players import ChipsColouredUp, blind_free_entries
from dealer_assist.engine.procedure import procedure
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for
from dealer_assist.irregularities import report_newcomer_dealt
from dealer_assist.rules import (
    HouseCode,
    ProfileError,
    load_all,
    load_profile,
    rules_for,
    shipped_files,
)
from dealer_assist.rules.stakes import PokerStakes


def _fold_round(session: TableSession) -> None:
    """Start, post, deal, everyone folds to the last live player, push, end."""
    deal(session)
    _fold_out(session)


def _fold_out(session: TableSession) -> None:
    """Everyone folds (or checks when there is nothing to call) until the hand is over."""
    hand = session.hand
    while hand.phase in ("betting", "board"):
        if hand.phase == "board":
            board(session)
        else:
            seat = hand.to_act
            assert seat is not None
            act(session, (seat, "fold" if "fold" in legal(session) else "check"))
    while hand.phase == "showdown":
        session.commit(session.muck(hand.showdown_order()[-1]))
    finish(session)


def _floor_texts(session: TableSession, rule_id: str) -> list[str]:
    return [s.text for s in procedure(session.table).steps if rule_id in s.rule_ids]


def _posts(session: TableSession) -> list[tuple[int, str]]:
    return [(p.seat, p.kind) for p in session.table.next_hand()[1]]


# ----------------------------------------------------------------- LC-P3 posting history


def _sit_out_of_the_blinds(session: TableSession, player: str) -> int:
    """Seat ``player`` (dealt in at once) where the coming hand's blinds do not reach him."""
    for seat in sorted(set(range(1, 11)) - set(session.table.seats)):
        trial = session.table.copy()
        trial.apply(PlayerSeated(seat, player, 100, "deal_now"))
        started, posts = trial.next_hand()
        if seat in started.dealt_in and seat not in {p.seat for p in posts}:
            session.run([PlayerSeated(seat, player, 100, "deal_now")])
            return seat
    raise AssertionError("no seat away from the blinds")


def test_LC_P3_leaving_before_the_big_blind_three_times_offers_a_posting_abuse_note() -> None:
    """LC-P3: the same player (by name, at any seat) plays and leaves before his big blind three
    times; on his next entry the floor is offered a "posting abuse" note; the floor requires a
    post, which the table then lays out and which no free entry can dodge."""
    session = seated(fixed(4, 8), {s: 200 for s in (1, 3, 5, 7, 9)})
    _fold_round(session)
    seats = []
    for _ in range(3):
        assert _floor_texts(session, "LC-P3") == []
        seat = _sit_out_of_the_blinds(session, "Zed")
        seats.append(seat)
        _fold_round(session)
        session.run([PlayerLeft(seat)])
    assert blind_free_entries(session.table, "Zed") == 3
    seat = _sit_out_of_the_blinds(session, "Zed")
    [note] = _floor_texts(session, "LC-P3")
    assert "Zed" in note and "3 times" in note
    assert blind_free_entries(session.table, "P1") == 0  # others who stayed are not flagged
    session.commit(session.rule_posting_abuse(seat, "Floor Fran"))
    assert _floor_texts(session, "LC-P3") == [
        f"Seat {seat} (Zed) owes a big blind before he is dealt in again"
    ]
    assert (seat, "new_player_blind") in _posts(session)
    with pytest.raises(Refusal, match="LC-P3"):
        session.check([EntryChosen(seat, "deal_now")])
    _fold_round(session)  # he posts and plays: the matter is closed
    assert _floor_texts(session, "LC-P3") == []


def test_LC_P3_floor_may_rule_no_action_and_the_note_goes() -> None:
    """LC-P3: the floor may leave it there; the note is not shown again for the same exits."""
    session = seated(fixed(4, 8), {s: 200 for s in (1, 3, 5, 7, 9)})
    _fold_round(session)
    for _ in range(3):
        seat = _sit_out_of_the_blinds(session, "Zed")
        _fold_round(session)
        session.run([PlayerLeft(seat)])
    seat = _sit_out_of_the_blinds(session, "Zed")
    with pytest.raises(Refusal, match="names the floorperson"):
        session.rule_posting_abuse(seat, " ")
    session.commit(session.rule_posting_abuse(seat, "Floor Fran", require_post=False))
    assert _floor_texts(session, "LC-P3") == []
    assert (seat, "new_player_blind") not in _posts(session)


# ----------------------------------------------------------------- LC-5 discipline


def test_LC_5_removed_player_gets_no_refund_and_keeps_his_missed_blind_button() -> None:
    """LC-5: removed after posting a $3 big blind: the blind stays in the pot; blinds missed
    while removed give the usual missed-blind button, still there when he returns."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in (1, 2, 3, 4, 5)})
    deal(session)
    big = next(p.seat for p in session.hand.posted if p.kind == "big_blind")
    session.commit(session.remove_player(big, "Floor Fran", "abusive language"))
    assert big not in session.hand.in_hand
    _fold_out(session)
    stacks = {s: i.stack for s, i in session.table.seats.items()}
    assert stacks[big] == 97  # LC-5: no refund of the $3 blind
    assert any(str(big) in t for t in _floor_texts(session, "LC-5"))
    with pytest.raises(Refusal, match="LC-5"):
        session.check([PlayerBack(big, "post_missed_blinds")])
    for _ in range(5):  # the big blind goes round past his seat
        _fold_round(session)
    info = session.table.seats[big]
    assert info.missed_big and info.stack == 97
    session.commit(session.return_player(big, "Floor Fran", "post_missed_blinds"))
    assert not info.away and info.missed_big  # the button is still there
    assert (big, "missed_blinds") in _posts(session)
    assert _floor_texts(session, "LC-5") == []


def test_LC_5_only_a_removed_player_is_returned_and_only_by_a_named_floorperson() -> None:
    """LC-5: the return is a floor decision about a removal; a lobbied player comes back on
    his own (PlayerBack)."""
    session = seated(fixed(3, 6, (1, 3)), {s: 100 for s in (1, 2, 3, 4)})
    session.run([PlayerAway(2)])
    with pytest.raises(Refusal, match="not removed"):
        session.return_player(2, "Floor Fran")
    with pytest.raises(Refusal, match="names the floorperson"):
        session.remove_player(3, "")
    session.commit(session.remove_player(3, "Floor Fran"))
    with pytest.raises(Refusal, match="already been removed"):
        session.remove_player(3, "Floor Fran")


# ----------------------------------------------------------------- LC-132a / LC-132b


def _newcomer_table() -> TableSession:
    """Five regulars and a newcomer in seat 7 waiting for the big blind, hand posted."""
    session = seated(fixed(4, 8), {s: 200 for s in (1, 2, 3, 4, 5)})
    _fold_round(session)
    session.run([PlayerSeated(7, "Newt", 150, "wait_for_big_blind")])
    assert 7 not in session.table.next_hand()[0].dealt_in
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    return session


def test_LC_132a_newcomer_who_looked_plays_the_hand_and_posts_before_the_next_deal() -> None:
    """LC-132a: the newcomer peeked at his cards: his hand is live, he acts in turn, and the
    next hand lays out his big blind before the deal (no free entry lets him skip it)."""
    session = _newcomer_table()
    session.commit(report_newcomer_dealt(session, 7, looked=True))
    ruling = session.table.rulings[max(session.table.rulings)]
    assert ruling.irregularity == "newcomer_dealt_in" and ruling.rule_ids == ("LC-132a",)
    session.commit(session.deal_hole_cards())
    hand = session.hand
    assert 7 in hand.seats and len(hand.hole[7]) == 2
    acted = []
    while hand.phase == "betting":
        acted.append(hand.to_act)
        act(session, (hand.to_act, "fold"))  # type: ignore[arg-type]
    assert 7 in acted
    finish(session)
    assert (7, "new_player_blind") in _posts(session)
    assert _floor_texts(session, "LC-132a") == [
        "Seat 7 (Newt) owes a big blind before he is dealt in again"
    ]
    with pytest.raises(Refusal, match="LC-132a"):
        session.check([EntryChosen(7, "wait_for_big_blind")])


def test_LC_132b_newcomer_who_did_not_look_has_his_cards_killed_and_options_unchanged() -> None:
    """LC-132b: unseen cards are dead; he stays out of the hand, owes nothing, and his entry
    choice (LC-127) is exactly what it was."""
    session = _newcomer_table()
    session.commit(report_newcomer_dealt(session, 7, looked=False, cards=parse_cards("AsKd")))
    ruling = session.table.rulings[max(session.table.rulings)]
    assert ruling.rule_ids == ("LC-132b", "LC-127")
    assert 7 not in session.hand.seats
    _finish_hand(session)
    assert session.table.seats[7].entry == "wait_for_big_blind"
    assert _floor_texts(session, "LC-132a") == []
    session.check([EntryChosen(7, "deal_now")])  # still free to choose (no post owed)


def _finish_hand(session: TableSession) -> None:
    session.commit(session.deal_hole_cards())
    _fold_out(session)


def test_LC_132a_only_a_newcomer_during_the_deal() -> None:
    """LC-132a/b apply to a newcomer during the deal; a regular sitting out is LC-113's case."""
    session = _newcomer_table()
    with pytest.raises(Refusal, match="dealt in this hand already"):
        report_newcomer_dealt(session, 1, looked=True)
    session.commit(session.deal_hole_cards())
    with pytest.raises(Refusal, match="during the deal"):
        report_newcomer_dealt(session, 7, looked=True)


# ----------------------------------------------------------------- LC-14 chips


def test_LC_14_profiles_list_standard_chips_per_limit() -> None:
    """LC-14: the 20-40 profile lists $5/$25; every shipped poker limit lists its chips, and a
    table opened from a room reads them."""
    profiles = load_all()
    lc_high = rules_for(profiles[HouseCode("LC_HIGH")], "holdem", "20-40")
    assert lc_high.flop_stakes is not None and lc_high.flop_stakes.chip_denominations == (5, 25)
    for profile in profiles.values():
        for game, rules in profile.games.items():
            for limit, entry in rules.limits.items():
                if isinstance(entry.stakes, PokerStakes):  # poker, not banked
                    assert entry.stakes.chip_denominations, (profile.code, game, limit)
    session = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40")
    assert session.table.config.chip_denominations == (5, 25)


@pytest.mark.parametrize(
    ("new", "key", "words"),
    [
        ("chip_denominations = [25, 5]", "chip_denominations[1]", "smallest first"),
        ("chip_denominations = [0, 5]", "chip_denominations[0]", "1 or more"),
        ("chip_denominations = [25, 100]", "chip_denominations", "cannot be paid"),
        ("chip_denominations = []", "chip_denominations", "lists no chip"),
    ],
)
def test_LC_14_bad_chip_lists_are_refused_at_load(
    tmp_path: Path, new: str, key: str, words: str
) -> None:
    """LC-14: a chip list out of order, with a worthless chip, or unable to pay the common
    chip (LC-67) is refused with the file, the dotted key and the reason."""
    text = shipped_files()[HouseCode("LC_HIGH")].read_text(encoding="utf-8")
    old = 'chip_unit = 5\nchip_denominations = [5, 25]'
    assert old in text
    path = tmp_path / "lc_high_broken.toml"
    path.write_text(text.replace(old, f"chip_unit = 5\n{new}", 1), encoding="utf-8")
    with pytest.raises(ProfileError) as caught:
        load_profile(path)
    assert caught.value.file == str(path)
    assert caught.value.key == f"games.holdem.limits.20-40.{key}"
    assert words in caught.value.reason


def test_LC_14_colour_up_is_logged_and_changes_no_stack() -> None:
    """LC-14: a colour-up is a logged non-action event: stacks and the turn stay; it uses the
    standard chips only, and is refused to the player on turn during his action."""
    session = seated(fixed(20, 40, (10, 20), chip_unit=5, chip_denominations=(5, 25)),
                     {s: 400 for s in (1, 2, 3, 4)})
    deal(session)
    hand = session.hand
    before, on_turn = dict(hand.stacks), hand.to_act
    assert on_turn is not None
    other = next(s for s in hand.seats if s != on_turn)
    [ev] = session.colour_up(other, 100, 5, 25)
    session.commit([ev])
    assert hand.stacks == before and hand.to_act == on_turn
    assert event_from_json(ev.to_json()) == ev
    assert isinstance(session.table.history[-1], ChipsColouredUp)
    with pytest.raises(Refusal, match="on turn"):
        session.colour_up(on_turn, 100, 5, 25)
    with pytest.raises(Refusal, match="LC-14"):
        session.colour_up(other, 100, 1, 25)
    with pytest.raises(Refusal, match="exactly"):
        session.colour_up(other, 30, 5, 25)


# ----------------------------------------------------------------- LC-47 straddle entry


def test_LC_47_newcomer_enters_with_a_straddle_from_the_seat_left_of_the_big_blind() -> None:
    """LC-47, LC-127: a newcomer may come in with a live straddle of twice the big blind once
    his seat is the one left of the big blind; until then he waits; that is the hand's only
    straddle."""
    config = fixed(20, 40, (10, 20), straddle_allowed=True,
                   entry_options=("post_big_blind", "wait_for_big_blind", "buy_button",
                                  "straddle"))
    session = seated(config, {s: 400 for s in (1, 2, 3, 4, 5)})
    _fold_round(session)
    session.run([PlayerSeated(7, "Sam", 400, "straddle")])
    assert session.table.seats[7].status == "waiting to straddle"
    for _ in range(8):
        started, posts = session.table.next_hand()
        big = next(p.seat for p in posts if p.kind == "big_blind")
        if 7 in started.dealt_in:
            break
        assert big != 6 and not (big == 5 and 6 not in session.table.seats)
        _fold_round(session)
    else:
        raise AssertionError("the straddle seat never reached seat 7")
    assert big == 5  # seat 7 is the first seat left of the big blind (seat 6 is empty)
    straddles = [p for p in posts if p.kind == "straddle"]
    assert [(p.seat, p.live, p.optional) for p in straddles] == [(7, 40, False)]
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    session.commit(session.deal_hole_cards())
    assert session.hand.big_blind_seat == 7  # the action starts left of the straddle
    assert session.table.seats[7].entry == "wait_for_big_blind"


def test_K26_LC_47_no_straddle_entry_where_the_house_has_no_straddle() -> None:
    """K26: a house without the live straddle refuses an entry with one."""
    session = seated(fixed(4, 8), {s: 200 for s in (1, 2, 3)})
    with pytest.raises(Refusal, match="K26"):
        session.check([PlayerSeated(5, "Sam", 100, "straddle")])


def test_LC_127_lc_high_offers_the_straddle_entry_from_its_profile() -> None:
    """LC-127 (K03): LC high's newcomer options include entering with a straddle."""
    session = session_for(DEMO_ROOM / "lc_high_demo.toml", "holdem", "20-40")
    assert "straddle" in session.table.config.entry_options
    assert session.table.config.straddle_allowed


def test_LC_132a_LC_5_player_events_replay_from_the_log() -> None:
    """The log alone rebuilds the table: a newcomer's live hand (LC-132a), a removal (LC-5)
    and a colour-up (LC-14) replay through their JSON form to the same seats and ledger."""
    session = _newcomer_table()
    session.commit(report_newcomer_dealt(session, 7, looked=True))
    session.commit(session.deal_hole_cards())
    session.commit(session.remove_player(1, "Floor Fran"))
    _fold_out(session)
    session.commit(session.colour_up(2, 25, 5, 25))
    replayed = TableSession(fixed(4, 8))
    replayed.run([event_from_json(ev.to_json()) for ev in session.table.history])
    assert replayed.table.seats == session.table.seats
    assert replayed.table.ledger == session.table.ledger
    assert replayed.table.seats[1].status == "away" and session.table.ledger.colour_ups == 1


def test_LC_P3_posting_history_read_as_the_log_grows_equals_a_full_read() -> None:
    """LC-P3's posting history is read from the log incrementally (engine/log_reading.py: a
    full read at every procedure made each tap slower as the session grew). Asked between every
    step of three entries and exits, on the table and on copies taken along the way, it always
    equals a fresh read of the whole log, and a copy does not see the original's later events."""
    from dealer_assist.engine.players import PostingHistory, posting_history

    def full(table: object) -> dict[str, list[object]]:
        fresh = PostingHistory()
        for ev in table.history:  # type: ignore[attr-defined]
            fresh.read(ev)
        return fresh.by_player  # type: ignore[return-value]

    session = seated(fixed(4, 8), {s: 200 for s in (1, 3, 5, 7, 9)})
    _fold_round(session)
    copies = []
    for _ in range(3):
        assert posting_history(session.table) == full(session.table)
        seat = _sit_out_of_the_blinds(session, "Zed")
        copies.append((session.table.copy(), dict(full(session.table))))
        _fold_round(session)
        assert posting_history(session.table) == full(session.table)
        session.run([PlayerLeft(seat)])
    assert posting_history(session.table) == full(session.table)
    assert blind_free_entries(session.table, "Zed") == 3
    for copy, then in copies:  # each copy answers from its own, shorter log
        assert posting_history(copy).keys() == then.keys() and posting_history(copy) == full(copy)
