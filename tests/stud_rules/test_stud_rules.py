"""Seven Card Stud and Stud 8 (catalogue 2.2, 3.3, 4.2, 6.4), each test named with its rule."""

from __future__ import annotations

import pytest

from dealer_assist.cards import parse_cards
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import CardDealt, PlayerSeated, Shown, TableConfigured
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.stud import StudHandState, seventh_street_plan

CG_STUD = GameConfig(
    game="stud",
    small_bet=4,
    big_bet=8,
    blinds=(),
    ante=1,
    bring_in=1,
    cap_bets=4,
    open_pair="any_player_may_bet_big",
)


def stud_table(config: GameConfig, players: int, stack: int = 100) -> TableSession:
    session = TableSession(config)
    session.run([TableConfigured("S", "TEST", "stud", "4-8", 8, config.to_json())])
    session.run([PlayerSeated(s, f"P{s}", stack, "deal_now") for s in range(1, players + 1)])
    return session


def third_street(session: TableSession, hands: dict[int, str]) -> StudHandState:
    """Antes, then two down and one up to each seat in dealing order."""
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    for position in range(3):
        for seat in session.hand.deal_order():
            card = parse_cards(hands[seat])[position]
            session.commit(session.check([CardDealt(seat, card)]))
    hand = session.hand
    assert isinstance(hand, StudHandState)
    return hand


def check_streets(session: TableSession, *streets: str) -> None:
    """Deal each street (its burn first) and let every player check it."""
    for cards in streets:
        session.commit(session.deal_street(parse_cards(cards)))
        while session.hand.phase == "betting":
            session.commit(session.act(session.hand.to_act, "check"))  # type: ignore[arg-type]


def legal(session: TableSession) -> dict[str, tuple[int, int]]:
    return {a.action: (a.min_to, a.max_to) for a in session.hand.legal_actions()}


def _street(session: TableSession, cards: dict[int, str]) -> None:
    for seat in session.hand.deal_order():  # type: ignore[attr-defined]
        if seat in cards:
            session.commit(session.check([CardDealt(seat, parse_cards(cards[seat])[0])]))


def test_CG_STD_02_every_player_antes() -> None:
    """CG-STD-02: 4-8 with 7 players: $7 in antes before any card."""
    session = stud_table(CG_STUD, 7)
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    assert session.hand.pot_total == 7


def test_CG_STD_04_lowest_door_card_brings_in_clubs_lowest() -> None:
    """CG-STD-04: door cards 2d, 2c, 5s: the 2c brings in, for $1 or a $4 completion."""
    session = stud_table(CG_STUD, 3)
    third_street(session, {1: "AhKh2d", 2: "AdKd2c", 3: "AcKc5s"})
    assert session.hand.to_act == 2
    assert legal(session) == {"bring_in": (1, 1), "complete": (4, 4)}
    with pytest.raises(Refusal, match="CG-STD-04"):
        session.act(2, "fold")


def test_CG_STD_05_after_the_bring_in_call_complete_or_fold() -> None:
    """CG-STD-05: bring-in $1: next player may call $1, complete to $4 or fold."""
    session = stud_table(CG_STUD, 3)
    third_street(session, {1: "AhKh2d", 2: "AdKd2c", 3: "AcKc5s"})
    session.commit(session.act(2, "bring_in", 1))
    assert legal(session) == {"fold": (0, 0), "call": (1, 1), "complete": (4, 4)}


def test_CG_STD_07_AMB_31_completion_then_three_raises_caps() -> None:
    """CG-STD-07 / AMB-31: complete $4, raises to $8, $12, $16: capped."""
    session = stud_table(CG_STUD, 4)
    third_street(session, {1: "AhKh2d", 2: "AdKd9c", 3: "AcKc5s", 4: "QhQd7h"})
    session.commit(session.act(1, "bring_in", 1))
    for seat, to in ((2, 4), (3, 8), (4, 12), (1, 16)):
        session.commit(session.act(seat, "complete" if to == 4 else "raise", to))
    assert set(legal(session)) == {"fold", "call"}


def test_CG_STD_07_LC_49_cap_reached_with_four_in_stays_after_folds() -> None:
    """CG-STD-07 with LC-49 / AMB-18: the cap is reached with four players in; two then fold
    and the two left may still only call: the round was not down to two before the cap."""
    session = stud_table(CG_STUD, 4)
    third_street(session, {1: "AhKh2d", 2: "AdKd9c", 3: "AcKc5s", 4: "QhQd7h"})
    session.commit(session.act(1, "bring_in", 1))
    for seat, to in ((2, 4), (3, 8), (4, 12), (1, 16)):
        session.commit(session.act(seat, "complete" if to == 4 else "raise", to))
    session.commit(session.act(2, "fold"))
    session.commit(session.act(3, "fold"))
    assert set(legal(session)) == {"fold", "call"}


def test_CG_STD_08_highest_board_acts_first_on_fourth_street() -> None:
    """CG-STD-08: on 4th street a pair of kings showing acts before an ace-high board."""
    session = stud_table(CG_STUD, 3)
    third_street(session, {1: "2h3h2d", 2: "4d5dKc", 3: "6c7cAs"})
    session.commit(session.act(1, "bring_in", 1))
    session.commit(session.act(2, "call"))
    session.commit(session.act(3, "call"))
    session.commit(
        session.check(
            [__import__("dealer_assist.engine.events", fromlist=["CardBurned"]).CardBurned(None)]
        )
    )
    _street(session, {1: "9s", 2: "Kd", 3: "Qd"})
    assert session.hand.to_act == 2


def _fourth_with_open_pair(config: GameConfig) -> TableSession:
    session = stud_table(config, 3)
    third_street(session, {1: "2h3h7d", 2: "4d5d7c", 3: "6c8cAs"})
    session.commit(session.act(2, "bring_in", 1))
    session.commit(session.act(3, "call"))
    session.commit(session.act(1, "call"))
    session.commit(
        session.check(
            [__import__("dealer_assist.engine.events", fromlist=["CardBurned"]).CardBurned(None)]
        )
    )
    _street(session, {1: "7s", 2: "9d", 3: "Qd"})  # seat 1 shows a pair of sevens
    return session


def test_CG_STD_09_open_pair_on_fourth_allows_the_big_bet() -> None:
    """CG-STD-09 / LC-100: an open pair on 4th: the bettor may bet $4 or $8, offered as those
    two amounts (two buttons), never as a $4-$8 range the engine would then refuse inside."""
    session = _fourth_with_open_pair(CG_STUD)
    assert session.hand.to_act == 1
    bets = [a for a in session.hand.legal_actions() if a.action == "bet"]
    assert [(a.min_to, a.max_to, a.label) for a in bets] == [(4, 4, "Bet $4"), (8, 8, "Bet $8")]
    for to in (4, 8):
        session.check(session.act(1, "bet", to))
    with pytest.raises(Refusal, match="LC-100"):
        session.act(1, "bet", 6)


def test_HTP_S8_02_open_pair_has_no_effect_in_stud_8() -> None:
    """HTP-S8-02: in Stud 8 an open pair on 4th street leaves only the $4 bet."""
    config = GameConfig(
        game="stud",
        hi_lo=True,
        small_bet=4,
        big_bet=8,
        blinds=(),
        ante=1,
        bring_in=1,
        open_pair="no_effect",
    )
    session = _fourth_with_open_pair(config)
    assert legal(session)["bet"] == (4, 4)


def test_LC_100_once_the_big_bet_is_made_raises_are_big() -> None:
    """LC-100: open pair, $4 bet, raise to $12 ($8 raise): further raises are $8."""
    session = _fourth_with_open_pair(
        GameConfig(
            game="stud",
            small_bet=4,
            big_bet=8,
            blinds=(),
            ante=1,
            bring_in=1,
            open_pair="first_bettor_chooses",
        )
    )
    session.commit(session.act(1, "bet", 4))
    session.commit(session.act(2, "raise", 12))
    assert legal(session)["raise"] == (20, 20)


def test_CG_STD_06_fifth_street_bets_the_big_bet() -> None:
    """CG-STD-06: 5th street bets are $8 at 4-8."""
    session = _fourth_with_open_pair(CG_STUD)
    for seat in (1, 2, 3):
        session.commit(session.act(seat, "check"))
    session.commit(session.deal_street())
    assert legal(session)["bet"] == (8, 8)


def test_LC_101_high_board_all_in_next_player_opens() -> None:
    """LC-101: the high board is all-in before the round: the next player clockwise opens."""
    session = stud_table(CG_STUD, 3)
    session.run([])
    session.table.seats[2].stack = 2  # ante 1, bring-in call 1: all-in on 3rd street
    third_street(session, {1: "2h3h2d", 2: "4d5dKc", 3: "6c7cAs"})
    session.commit(session.act(1, "bring_in", 1))
    session.commit(session.act(2, "call"))
    session.commit(session.act(3, "call"))
    session.commit(session.deal_street(parse_cards("9h 9s Kd Qd")))  # burn, then 1, 2, 3
    assert session.hand.all_in(2)
    assert session.hand.to_act == 3


def test_CG_STD_11_seventh_card_down_then_showdown_best_five_of_seven() -> None:
    """CG-STD-11 / CG-STD-12: 7th card down, last round at the big bet, best five of seven."""
    session = stud_table(CG_STUD, 2)
    third_street(session, {1: "2h3h2d", 2: "AdAcKs"})
    session.commit(session.act(1, "bring_in", 1))
    session.commit(session.act(2, "call"))  # everyone called the bring-in: 3rd street is over
    check_streets(session, "9c 4h 5d", "9d 6h 5s", "9h 7h 6s", "8c Th Jd")
    hand = session.hand
    assert isinstance(hand, StudHandState)
    assert hand.up[1] == list(parse_cards("2d4h6h7h")) and len(hand.hole[1]) == 7
    session.commit(session.check([Shown(1, parse_cards("2h3h2d4h6h7hTh"))]))
    session.commit(session.check([Shown(2, parse_cards("AdAcKs5d5s6sJd"))]))
    awards = hand.settlement()
    assert [(a.seat, a.hand_label) for a in awards] == [(1, "Flush, Ten high")]


def test_LC_27b_stud_odd_chip_to_the_highest_card_by_suit() -> None:
    """LC-27b: a split $5 stud pot: the odd chip goes to the winner with the highest card,
    suits breaking the tie (the As beats the Ah)."""
    config = GameConfig(
        game="stud",
        small_bet=4,
        big_bet=8,
        blinds=(),
        ante=1,
        bring_in=1,
        odd_chip="highest_card_by_suit",
    )
    session = stud_table(config, 3)
    third_street(session, {1: "AhKd2d", 2: "AsKc2c", 3: "3c4d8s"})
    session.commit(session.act(2, "bring_in", 1))
    session.commit(session.act(3, "fold"))
    session.commit(session.act(1, "call"))
    check_streets(session, "9h 5h 5s", "9d 6c 6d", "8c 7c 7d", "8d Qd Qc")
    for seat, cards in ((1, "AhKd2d5h6c7cQd"), (2, "AsKc2c5s6d7dQc")):
        session.commit(session.check([Shown(seat, parse_cards(cards))]))
    awards = {a.seat: a.amount for a in session.hand.settlement()}
    assert awards == {2: 3, 1: 2}


@pytest.mark.parametrize(
    ("stub", "players", "burns", "kind"),
    [
        (6, 6, 4, "no_burn"),
        (4, 6, 4, "reshuffle_burns"),
        (0, 8, 4, "community"),
        (10, 6, 4, "normal"),
        (5, 8, 3, "community"),
    ],
)
def test_LC_124_seventh_street_with_too_few_cards(
    stub: int, players: int, burns: int, kind: str
) -> None:
    """LC-124: count the stub before 7th street and choose the procedure."""
    assert seventh_street_plan(stub, players, burns).kind == kind


def test_LC_124_eight_players_get_a_community_card() -> None:
    """LC-124: eight players to 7th street: one community card plays for everyone."""
    session = stud_table(CG_STUD, 8)
    deck = list(__import__("dealer_assist.cards", fromlist=["deck"]).deck())
    cards = iter(deck)
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    while session.hand.phase in ("posting", "dealing", "betting"):
        if session.hand.phase == "betting":
            options = {a.action: a for a in session.hand.legal_actions()}
            move = options.get("bring_in") or options.get("check") or options["call"]
            session.commit(session.act(move.seat, move.action, move.min_to))
            continue
        if session.hand.street == 4:
            break
        session.commit(session.card_read(next(cards)))
    hand = session.hand
    assert isinstance(hand, StudHandState)
    assert hand.seventh_street().kind == "community"
    reshuffled = iter(list(cards) + [c for c in hand.burns if c is not None])
    session.commit(session.card_read(next(reshuffled)))  # burn
    session.commit(session.card_read(next(reshuffled)))  # the community card
    assert len(hand.board) == 1 and hand.phase == "betting"


def test_LC_117_exposed_hole_card_stays_up_and_passes_the_bring_in() -> None:
    """LC-117 (K22): seat 3's second card, the 2c, is dealt face up; his third card comes down;
    the lowest remaining door card (3d at seat 6) brings in."""
    session = stud_table(CG_STUD, 6)
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    hands = {1: "AhKh9d", 2: "AdKd8c", 3: "Qs2cJs", 4: "AcKc7s", 5: "QhQdTs", 6: "JhTh3d"}
    for position in range(3):
        for seat in session.hand.deal_order():
            card = parse_cards(hands[seat])[position]
            exposed = seat == 3 and position == 1
            session.commit(session.check([CardDealt(seat, card, face_up=exposed)]))
    hand = session.hand
    assert isinstance(hand, StudHandState)
    assert hand.up[3] == list(parse_cards("2c"))  # the exposed card plays as an up card
    assert 3 not in hand.door  # and his third card came down
    assert hand.to_act == 6 and hand.bring_in_seat == 6


def test_spread_limit_stud_bets_between_the_minimum_and_the_maximum() -> None:
    """Stud in spread limit ($1-$5): after the bring-in each bet or raise is $1 to $5
    (catalogue 3.1: the profile says the structure; PGP-GAM-05 style bounds)."""
    config = GameConfig(
        game="stud",
        structure="spread",
        small_bet=1,
        big_bet=5,
        blinds=(),
        ante=0,
        bring_in=1,
        open_pair="no_effect",
    )
    session = stud_table(config, 3)
    third_street(session, {1: "AhKh2d", 2: "AdKd9c", 3: "AcKc5s"})
    session.commit(session.act(1, "bring_in", 1))
    session.commit(session.act(2, "call"))
    session.commit(session.act(3, "call"))
    session.commit(session.deal_street(parse_cards("2h 9s Qd Jd")))
    assert legal(session)["bet"] == (1, 5)
    with pytest.raises(Refusal, match=r"\$1-\$5"):
        session.act(session.hand.to_act, "bet", 6)  # type: ignore[arg-type]
