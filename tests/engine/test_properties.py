"""Property tests (hypothesis, derandomized): random legal play through ``TableSession`` over
several hands, with random (mostly illegal) events thrown in, keeps the table's invariants.

After every accepted event: chips are conserved (stacks + contributions + dead money - chips
already awarded == what the players brought - collection, LC-46 / LC-130), the pots equal the
contributions (main and side pots + the uncalled part == contributions + dead money, LC-65), no
stack is negative, and no card is in play twice (LC-105). A refused event changes nothing
(issue 3, Deliver 8): the table is compared field by field before and after.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from dealer_assist.cards import Card, parse_card
from dealer_assist.engine import phh
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import (
    Acted,
    BetReturned,
    BoardCard,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandEnded,
    HandVoided,
    Mucked,
    PlayerSeated,
    Posted,
    PotAwarded,
    Shown,
)
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import BOARD_SIZES, HandState
from dealer_assist.engine.pots import uncalled
from dealer_assist.engine.session import TableSession

DECK = [parse_card(r + s) for r in "23456789TJQKA" for s in "cdhs"]

CONFIGS = {
    # LC low 3-6: blinds 1/3, cap of four, action-only short all-ins (LC-49, LC-66).
    "fl_action_only": GameConfig(game="holdem", structure="fixed", small_bet=3, big_bet=6,
                                 blinds=(Blind("small_blind", 1), Blind("big_blind", 3))),
    # LC high 20-40 with dead collection and the half-bet rule (LC-126, LC-130).
    "fl_half_bet_dead_collection": GameConfig(
        game="holdem", structure="fixed", small_bet=20, big_bet=40,
        blinds=(Blind("small_blind", 10), Blind("big_blind", 20)), short_all_in="half_bet",
        collection=3, collection_live=False),
    # Live button collection (LC-46) and CG's button blind (CG-HE-02).
    "fl_button_blind_live_collection": GameConfig(
        game="holdem", structure="fixed", small_bet=3, big_bet=6, first_blind_on_button=True,
        blinds=(Blind("button_blind", 1), Blind("small_blind", 1), Blind("big_blind", 3)),
        collection=2, collection_live=True),
    "spread_3_100": GameConfig(game="holdem", structure="spread", small_bet=3, big_bet=100,
                               blinds=(Blind("small_blind", 1), Blind("big_blind", 3))),
    "no_limit": GameConfig(game="holdem", structure="no_limit", small_bet=2, big_bet=0,
                           blinds=(Blind("small_blind", 1), Blind("big_blind", 2)),
                           cap_bets=None, short_all_in="no_limit"),
    # Omaha 8 at 4-8 (CG-O8), hi-lo splits with the odd chip to the high half (LC-27c).
    "omaha8_fl": GameConfig(game="omaha", hi_lo=True, structure="fixed", small_bet=4, big_bet=8,
                            blinds=(Blind("small_blind", 2), Blind("big_blind", 4))),
}

PROPERTY_SETTINGS = settings(
    derandomize=True, max_examples=100, deadline=None, database=None,
    phases=(Phase.explicit, Phase.generate),  # no shrinking: it takes minutes on these tables
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


# ----------------------------------------------------------------- snapshots and invariants


def snapshot(value: Any, depth: int = 0) -> Any:
    """A structural picture of the table (sets sorted, objects as their fields) for comparing
    the state before and after a refused event."""
    if depth > 12:
        return repr(value)
    if isinstance(value, str | int | float | bool | type(None) | Card):
        return value
    if isinstance(value, Event) or (dataclasses.is_dataclass(value)
                                    and not isinstance(value, type)):
        return (type(value).__name__,
                {f.name: snapshot(getattr(value, f.name), depth + 1)
                 for f in dataclasses.fields(value)})
    if isinstance(value, dict):
        return {repr(k): snapshot(v, depth + 1) for k, v in value.items()}
    if isinstance(value, set | frozenset):
        return ("set", sorted(repr(snapshot(v, depth + 1)) for v in value))
    if isinstance(value, list | tuple):
        return [snapshot(v, depth + 1) for v in value]
    if hasattr(value, "__dict__"):
        return (type(value).__name__, {k: snapshot(v, depth + 1) for k, v in vars(value).items()})
    return repr(value)


def known_cards(hand: HandState) -> list[Card]:
    cards = [c for h in hand.hole.values() for c in h if c is not None]
    return cards + [c for c in hand.board if c is not None] + [c for c in hand.burns if c]


def check_invariants(hand: HandState) -> None:
    start = sum(hand.starting_stacks.values())
    stacks = sum(hand.stacks.values())
    assert all(v >= 0 for v in hand.stacks.values()), hand.stacks
    cards = known_cards(hand)
    assert len(cards) == len(set(cards)), f"a card is in play twice: {cards}"
    if hand.voided:
        assert stacks == start - hand.collected  # LC-103: every bet goes back
        return
    awarded = sum(a.amount for a in hand.awards)
    contributed = sum(hand.contrib.values())
    assert stacks + contributed + hand.dead_money - awarded == start - hand.collected
    # a live collection counts toward its owner's wager without being in a pot (LC-46, LC-71)
    credit = getattr(hand, "credit", {})
    back = uncalled({s: c + credit.get(s, 0) for s, c in hand.contrib.items()})
    returned = min(back[1], hand.contrib[back[0]]) if back else 0  # only real chips go back
    in_pots = sum(p.amount for p in hand.pots())
    assert in_pots + returned == contributed + hand.dead_money


# ----------------------------------------------------------------- random play


def random_event(rng: random.Random, hand: HandState) -> Event:
    """A random hand event, mostly illegal: wrong seat, wrong amount, a card already out ..."""
    seats = [*hand.seats, 0, 11]
    seat = rng.choice(seats)
    out = known_cards(hand)
    card = rng.choice(out) if out and rng.random() < 0.5 else rng.choice(DECK)
    kind = rng.randrange(11)
    if kind <= 3:
        action = rng.choice(("fold", "check", "call", "bet", "raise", "complete", "all_in",
                             "bring_in", "dance"))
        to = rng.choice((0, 1, hand.config.small_bet, hand.config.big_bet, 7, 10_000,
                         hand.stacks.get(seat, 0) + hand.street_bets.get(seat, 0)))
        return Acted(seat, action, to)
    if kind == 4:
        return BoardCard(card)
    if kind == 5:
        return CardDealt(seat, card)
    if kind == 6:
        return CardBurned(card)
    if kind == 7:
        return Posted(seat, rng.choice(("small_blind", "big_blind", "straddle")), rng.randint(0, 9))
    if kind == 8:
        return rng.choice((Shown(seat, tuple(rng.sample(DECK, hand.config.hole_cards))),
                           Mucked(seat)))
    if kind == 9:
        return rng.choice((BetReturned(seat, rng.randint(1, 9)),
                           PotAwarded(0, seat, rng.randint(1, 50)), HandEnded(hand.number + 1)))
    return HandVoided("misdeal") if rng.random() < 0.1 else HandEnded(hand.number)


def legal_action(data: st.DataObject, hand: HandState) -> Acted:
    legal = hand.legal_actions()
    a = legal[data.draw(st.integers(0, len(legal) - 1), label="action")]
    if a.action in ("fold", "check"):
        return Acted(a.seat, a.action)
    if a.min_to == a.max_to:
        return Acted(a.seat, a.action, a.min_to)
    to = data.draw(st.one_of(st.sampled_from((a.min_to, a.max_to)),
                             st.integers(a.min_to, a.max_to)), label="amount")
    return Acted(a.seat, a.action, to)


def next_events(data: st.DataObject, session: TableSession, deck: list[Card]) -> list[Event]:
    """The dealer's next legal step for the hand in progress."""
    hand = session.hand
    due = [d for d in hand.posts_outstanding() if not d.optional]
    if hand.phase == "posting" and due:
        # One post at a time from the running stack, as a dealer does.
        amount = min(due[0].total, hand.stacks[due[0].seat])
        if due[0].kind == "collection":
            return [CollectionTaken(due[0].seat, amount, hand.config.collection_live)]
        live = min(due[0].live, amount)
        return [Posted(due[0].seat, due[0].kind, live, amount - live)]
    if hand.phase in ("posting", "dealing"):
        if not any(hand.hole.values()) and data.draw(st.booleans(), label="whole deal"):
            need = hand.config.hole_cards * len(hand.seats)
            return session.deal_hole_cards([deck.pop() for _ in range(need)])
        return session.card_read(deck.pop())  # the shoe: the engine says whose card it is
    if hand.phase == "betting":
        return [legal_action(data, hand)]
    if hand.phase == "board":
        started = len(hand.board) > BOARD_SIZES[hand.street - 1]  # a card came without burn
        if started or data.draw(st.booleans(), label="card by card"):
            return session.card_read(deck.pop())
        return session.deal_board([deck.pop() for _ in range(hand.board_needed())])
    if hand.phase == "showdown":
        seat = next(s for s in hand.showdown_order()
                    if s in hand.in_hand and s not in hand.mucked and s not in hand.shown)
        if data.draw(st.booleans(), label="show"):
            return [Shown(seat, tuple(c for c in hand.hole[seat] if c is not None))]
        return [Mucked(seat)]
    if hand.phase == "settling":
        return session.settle()
    return session.end_hand()


def try_refused(session: TableSession, ev: Event, log: list[str], deck: list[Card]) -> bool:
    """Apply ``ev`` if the table accepts it; if refused, the table must be unchanged."""
    before = snapshot(session.table)
    try:
        session.table.apply(ev)
    except Refusal:
        assert snapshot(session.table) == before, f"refused {ev.to_json()} changed the table"
        return False
    log.append(f"accepted random {ev.to_json()}")
    used = getattr(ev, "cards", None) or (getattr(ev, "card", None),)
    deck[:] = [c for c in deck if c not in used]  # a card the table took is out of the shoe
    return True


@PROPERTY_SETTINGS
@given(data=st.data(), config_name=st.sampled_from(sorted(CONFIGS)),
       stacks=st.lists(st.integers(1, 300), min_size=2, max_size=7),
       deck_seed=st.integers(0, 2**32 - 1), hands=st.integers(1, 3))
def test_random_play_keeps_invariants(data: st.DataObject, config_name: str, stacks: list[int],
                                      deck_seed: int, hands: int) -> None:
    """Random legal play (and random refused events) over up to three hands keeps every
    invariant; the table's chips are conserved across hands, collection aside (LC-46, LC-130);
    side pots for any number of all-ins (LC-65); odd chips (LC-27)."""
    session = TableSession(CONFIGS[config_name])
    session.run([PlayerSeated(s, f"P{s}", stack, "deal_now")
                 for s, stack in enumerate(stacks, start=1)])
    total = sum(stacks)
    collected = 0
    rng = random.Random(deck_seed)
    log: list[str] = []
    for _ in range(hands):
        if len(session.table.eligible()) < 2:
            break
        deck = DECK[:]
        rng.shuffle(deck)
        session.run(session.start_hand())
        hand = session.hand
        steps = noise = 0
        while not hand.ended:
            steps += 1
            assert steps < 400, log[-10:]
            if noise < 40 and data.draw(st.integers(0, 3), label="noise") == 0:
                noise += 1
                steps -= 1
                try_refused(session, random_event(rng, hand), log, deck)
                if hand.ended:
                    break
                check_invariants(hand)
                continue
            try:
                events = next_events(data, session, deck)
            except Refusal as exc:
                raise AssertionError(f"the session's own next step is refused: {exc}\n"
                                     + "\n".join(log[-12:])) from exc
            for ev in events:
                session.table.apply(ev)
                log.append(ev.to_json())
                check_invariants(hand)
        collected += hand.collected
        assert all(i.stack >= 0 for i in session.table.seats.values())
        assert sum(i.stack for i in session.table.seats.values()) == total - collected


@settings(PROPERTY_SETTINGS, max_examples=60)
@given(variant=st.sampled_from(("FT", "NT", "FO/8")), seed=st.integers(0, 10_000))
def test_refused_random_action_changes_nothing_mid_hand(variant: str, seed: int) -> None:
    """At a random point of a random pokerkit-played hand, a random refused action leaves the
    hand exactly as it was (``copy.deepcopy``-style comparison of every field)."""
    pytest.importorskip("pokerkit")
    from engine_pokerkit_driver import play

    diff = play(variant, seed)
    start = diff.start
    assert start is not None
    rng = random.Random(seed)
    hand = HandState(start.config, start.started, start.stacks, start.posts)
    events = list(diff.log)
    cut = rng.randrange(len(events))
    for ev in events[:cut]:
        if not hand.ended:
            hand.apply(ev)
    for _ in range(20):
        ev = random_event(rng, hand)
        before = snapshot(hand)
        if hand.can(ev):
            continue
        with pytest.raises(Refusal):
            hand.apply(ev)
        assert snapshot(hand) == before, ev.to_json()




@settings(PROPERTY_SETTINGS, max_examples=60)
@given(data=st.data(), config_name=st.sampled_from(("no_limit", "omaha8_fl", "fl_action_only")),
       stacks=st.lists(st.integers(1, 300), min_size=2, max_size=6),
       deck_seed=st.integers(0, 2**32 - 1))
def test_LC_7_floor_named_split_conserves_chips(data: st.DataObject, config_name: str,
                                                stacks: list[int], deck_seed: int) -> None:
    """LC-7 with LC-27 and LC-65: random play to the showdown, the award disputed and the floor
    naming random winners (any seats that may win each pot, a chop, or high and low halves in
    high-low; some pots left as computed): the engine's split shares out exactly each pot, to
    seats that covered it, and the table's chips are conserved."""
    from dealer_assist.engine.showdown_calls import held_pots

    session = TableSession(CONFIGS[config_name])
    session.run([PlayerSeated(s, f"P{s}", stack, "deal_now")
                 for s, stack in enumerate(stacks, start=1)])
    deck = DECK[:]
    random.Random(deck_seed).shuffle(deck)
    session.run(session.start_hand())
    hand = session.hand
    while hand.phase != "settling" and not hand.ended:
        if hand.phase == "showdown":
            seat = next(s for s in hand.showdown_order() if s not in hand.shown)
            events = [Shown(seat, tuple(c for c in hand.hole[seat] if c is not None))]
        else:
            events = next_events(data, session, deck)
        session.run(events)
        check_invariants(hand)
    if hand.phase != "settling" or not any(isinstance(e, PotAwarded) for e in hand.pending):
        return
    session.run(session.dispute_award(None, "misread"))
    pots = held_pots(session.table)
    winners: list[tuple[int, int, str]] = []
    for pot in pots:
        if len(pots) > 1 and not data.draw(st.booleans(), label="name this pot"):
            continue
        named = data.draw(st.lists(st.sampled_from(pot.may_win), min_size=1, unique=True),
                          label="winners")
        if hand.config.hi_lo and data.draw(st.booleans(), label="high-low"):
            low = data.draw(st.lists(st.sampled_from(pot.may_win), min_size=1, unique=True),
                            label="low winners")
            winners += [(pot.index, s, "high") for s in named]
            winners += [(pot.index, s, "low") for s in low]
        else:
            winners += [(pot.index, s, "whole") for s in named]
    if not winners:
        winners = [(pots[0].index, pots[0].may_win[0], "whole")]
    session.run(session.resolve_dispute("corrected", "Floor", "misread", winners=winners))
    for pot in pots:
        shares = [e for e in hand.pending if isinstance(e, PotAwarded) and e.pot == pot.index]
        assert sum(e.amount for e in shares) == pot.amount
        assert all(e.amount >= 0 and e.seat in pot.may_win for e in shares)
    for ev in session.settle():
        session.run([ev])
        check_invariants(hand)
    session.run(session.end_hand())
    assert sum(i.stack for i in session.table.seats.values()) == sum(stacks) - hand.collected


def test_chips_in_play_is_constant_through_settlement_minimal() -> None:
    """Regression: NT 1-2 heads-up, 100 each, raise to 10, called, checked down;
    ``chips_in_play()`` (documented as stacks plus everything in the pot) must stay 200."""
    hand_phh = phh.from_mapping({
        "variant": "NT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2,
        "starting_stacks": [100, 100],
        "actions": ["d dh p1 AcAd", "d dh p2 KcKd", "p2 cbr 10", "p1 cc", "d db 2h7s9c",
                    "p1 cc", "p2 cc", "d db 3d", "p1 cc", "p2 cc", "d db Qs", "p1 cc", "p2 cc",
                    "p1 sm AcAd", "p2 sm KcKd"],
    })
    hand = HandState(hand_phh.config, hand_phh.started, hand_phh.stacks, hand_phh.posts)
    for ev in hand_phh.events:
        hand.apply(phh.resolve(hand, ev))
    seen = [hand.chips_in_play()]
    for ev in hand.settlement():
        hand.apply(ev)
        seen.append(hand.chips_in_play())
    assert seen == [200] * len(seen)


def test_LC_103_void_hand_has_nothing_in_the_pot_and_every_chip_back() -> None:
    """LC-103/LC-104: once a hand is void every bet is back in the stacks, so the pot shows
    nothing and ``chips_in_play()`` is what the players brought (it counted the returned bets
    twice: the void hand's pot total still held them)."""
    from dealer_assist.engine.events import HandVoided

    hand_phh = phh.from_mapping({
        "variant": "NT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2,
        "starting_stacks": [100, 100], "actions": ["d dh p1 AcAd", "d dh p2 KcKd", "p2 cbr 10"],
    })
    hand = HandState(hand_phh.config, hand_phh.started, hand_phh.stacks, hand_phh.posts)
    for ev in hand_phh.events:
        hand.apply(phh.resolve(hand, ev))
    assert hand.pot_total == 12
    hand.apply(HandVoided("misdeal: first card to the wrong seat", ("LC-104b",), redeal=True))
    assert hand.pot_total == 0 and hand.chips_in_play() == 200 == sum(hand.stacks.values())


# ------------------------- regression tests: engine bugs found here on 2026-11-29, since fixed


def _seated(config: GameConfig, stacks: list[int]) -> TableSession:
    session = TableSession(config)
    session.run([PlayerSeated(s, f"P{s}", stack, "deal_now")
                 for s, stack in enumerate(stacks, start=1)])
    session.run(session.start_hand())
    return session


def _play_out(session: TableSession) -> None:
    """Check or call down, everyone shows; every step checked against the invariants."""
    hand = session.hand
    deck = DECK[:]
    while not hand.ended:
        if hand.phase == "betting":
            kinds = {a.action: a for a in hand.legal_actions()}
            a = kinds.get("check") or kinds["call"]
            events: list[Event] = [Acted(a.seat, a.action, a.min_to)]
        elif hand.phase == "showdown":
            seat = next(s for s in hand.in_hand if s not in hand.shown and s not in hand.mucked)
            events = [Shown(seat, tuple(c for c in hand.hole[seat] if c is not None))]
        else:
            events = next_events_simple(session, deck)
        for ev in events:
            session.table.apply(ev)
            check_invariants(hand)


def next_events_simple(session: TableSession, deck: list[Card]) -> list[Event]:
    hand = session.hand
    due = [d for d in hand.posts_outstanding() if not d.optional]
    if hand.phase == "posting" and due:
        amount = min(due[0].total, hand.stacks[due[0].seat])
        if due[0].kind == "collection":
            return [CollectionTaken(due[0].seat, amount, hand.config.collection_live)]
        return [Posted(due[0].seat, due[0].kind, min(due[0].live, amount),
                       amount - min(due[0].live, amount))]
    if hand.phase in ("posting", "dealing"):
        return session.card_read(deck.pop())
    if hand.phase == "board":
        return session.deal_board([deck.pop() for _ in range(hand.board_needed())])
    if hand.phase == "settling":
        return session.settle()
    return session.end_hand()




def test_live_collection_is_never_returned_minimal() -> None:
    """Regression: 3-6 with a $2 live collection (LC-46), heads-up; the button (59)
    posts the $1 blind and the collection, the big blind has $1 and is all-in. The button put
    $1 in the pot; nothing more can come back to him, and the table keeps 60 - 2 chips."""
    config = GameConfig(game="holdem", structure="fixed", small_bet=3, big_bet=6,
                        blinds=(Blind("small_blind", 1), Blind("big_blind", 3)),
                        collection=2, collection_live=True)
    session = _seated(config, [59, 1])
    _play_out(session)
    assert sum(i.stack for i in session.table.seats.values()) == 58




def test_post_blinds_with_short_button_and_collection_minimal() -> None:
    """Regression: 20-40 with a $3 dead collection (LC-130), heads-up, the button
    has $1: it posts the $1 (all-in) small blind and then owes a collection it cannot pay."""
    config = CONFIGS["fl_half_bet_dead_collection"]
    session = _seated(config, [1, 50])
    session.run(session.post_blinds())




def test_showdown_order_after_all_in_before_river_minimal() -> None:
    """Regression: NT 1-2, three players; p3 folds, p1 is all-in preflop and p2
    calls; after the board only p1 and p2 may show (LC-73)."""
    hand_phh = phh.from_mapping({
        "variant": "NT", "antes": [0, 0, 0], "blinds_or_straddles": [1, 2, 0], "min_bet": 2,
        "starting_stacks": [100, 100, 100],
        "actions": ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 QcQd", "p3 f", "p1 cbr 100",
                    "p2 cc", "d db 2h7s9c", "d db 3d", "d db Qs"],
    })
    hand = HandState(hand_phh.config, hand_phh.started, hand_phh.stacks, hand_phh.posts)
    for ev in hand_phh.events:
        hand.apply(phh.resolve(hand, ev))
    assert hand.phase == "showdown"
    assert set(hand.showdown_order()) == {1, 2}




def test_deal_board_after_a_board_card_without_burn_minimal() -> None:
    """Regression: the first flop card is put out without a burn (BoardCard); the
    dealer then asks for the rest of the flop."""
    session = _seated(CONFIGS["fl_action_only"], [100, 100, 100])
    deck = DECK[:]
    hand = session.hand
    while hand.phase != "betting":
        session.run(next_events_simple(session, deck))
    while hand.phase == "betting":
        kinds = {a.action: a for a in hand.legal_actions()}
        a = kinds.get("check") or kinds["call"]
        session.run([Acted(a.seat, a.action, a.min_to)])
    session.run([BoardCard(deck.pop())])
    session.run(session.deal_board([deck.pop(), deck.pop()]))
