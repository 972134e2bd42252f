"""Stud burn cards (LC-GL-10, CG-GL-16) and LC-124's 7th-street plan on the real count: a house
that burns before 3rd street too has one card fewer in the stub by 7th street, and a plan that
mixes the burns back in may deal a burn card again without fouling the deck."""

from __future__ import annotations

from dataclasses import replace

import pytest
from irr_helpers import LC
from stud_irr import STUD, hand, passive, steps

from dealer_assist.cards import Card, deck
from dealer_assist.engine.events import CardBurned, PlayerSeated, TableConfigured
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.from_profile import config_from_rules
from dealer_assist.engine.session import TableSession
from dealer_assist.irregularities import Detector
from dealer_assist.rules import rules_for
from dealer_assist.rules.room import with_room_settings

LC_STUD = replace(STUD, burn_before_third=True)


def _table(players: int, config: object = LC_STUD) -> tuple[TableSession, Detector]:
    session = TableSession(config)  # type: ignore[arg-type]
    session.run([TableConfigured("S", "LC_LOW", "stud", "4-8", 8, config.to_json())])  # type: ignore[attr-defined]
    session.run([PlayerSeated(s, f"P{s}", 100, "deal_now") for s in range(1, players + 1)])
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    return session, Detector(session, LC)


def _to_seventh(session: TableSession, detector: Detector, cards: list[Card],
                fold_on_sixth: bool = False) -> None:
    """Every card through the detector, everyone brings in, checks or calls until 7th street
    is to be dealt; with ``fold_on_sixth`` the 6th-street opener bets and the next player
    folds."""
    folded = not fold_on_sixth
    while True:
        h = hand(session)
        if h.phase == "dealing" and h.street == h.final_street:
            return
        if h.phase in ("posting", "dealing"):
            session.commit(detector.card_read(cards.pop(0)))
            continue
        legal = {a.action: a for a in h.legal_actions()}
        if h.street == h.final_street - 1 and not folded and "bet" in legal:
            session.commit(session.act(h.to_act, "bet", legal["bet"].min_to))  # type: ignore[arg-type]
        elif h.street == h.final_street - 1 and not folded and "fold" in legal:
            session.commit(session.act(h.to_act, "fold"))  # type: ignore[arg-type]
            folded = True
        else:
            passive(session)


def _seventh(players: int, stub: int) -> tuple[TableSession, Detector, list[Card]]:
    """``players`` at LC dealt to 7th street (4 burns out), the stub as expected; the rest of
    the deck in shoe order."""
    session, detector = _table(players)
    cards = list(deck())
    _to_seventh(session, detector, cards)
    h = hand(session)
    assert (len(h.burns), h.stub()) == (4, stub)
    return session, detector, cards


@pytest.mark.parametrize(
    ("house", "limit", "settings", "burns"),
    [
        ("LC_LOW", "3-6", {"games.stud.limits.3-6.ante": 1,
                           "games.stud.limits.3-6.bring_in_min": 1,
                           "games.stud.limits.3-6.bring_in_max": 3}, True),
        ("CG", "4-8", {}, False),
    ],
)
def test_LC_GL_10_CG_GL_16_third_street_burn_is_a_house_setting(
        house: str, limit: str, settings: dict[str, object], burns: bool) -> None:
    """LC-GL-10: LC burns before each round of dealing, 3rd street included; CG-GL-16: CG burns
    before the later rounds only. The profile says which (stud.burn_before_third_street)."""
    config = config_from_rules(rules_for(with_room_settings(house, settings, "t"), "stud", limit))
    assert config.burn_before_third is burns


def test_LC_GL_10_lc_burns_before_third_street_cg_refuses_it() -> None:
    """LC-GL-10: after the antes the first card off the deck at LC is the burn; the procedure
    says so; one burn only, never before the antes are in. At CG (CG-GL-16) a burn before 3rd
    street is refused."""
    session = TableSession(LC_STUD)
    session.run([TableConfigured("S", "LC_LOW", "stud", "4-8", 8, LC_STUD.to_json())])
    session.run([PlayerSeated(s, f"P{s}", 100, "deal_now") for s in (1, 2, 3)])
    session.commit(session.start_hand())
    with pytest.raises(Refusal, match="posts the ante"):
        session.check([CardBurned(None)])
    session.commit(session.post_blinds())
    assert any("burn one card" in t.lower() for t in steps(session))
    detector = Detector(session, LC)
    first = detector.card_read(next(iter(deck())))
    assert [type(e) for e in first] == [CardBurned]
    session.commit(first)
    with pytest.raises(Refusal, match="LC-GL-10"):
        session.check([CardBurned(None)])
    cg, _d = _table(3, STUD)
    with pytest.raises(Refusal, match="no card before 3rd street"):
        cg.check([CardBurned(None)])
    assert next(type(e).__name__ for e in cg.deal_hole_cards()) == "CardDealt"
    lc, _d = _table(3)
    assert [type(e).__name__ for e in lc.deal_hole_cards()][:2] == ["CardBurned", "CardDealt"]


def test_LC_124_lc_stub_equal_to_players_left_is_dealt_without_a_burn() -> None:
    """LC-124 on the real count at LC: seven players, one folds on 6th street: 4 burns and 46
    cards are out, the stub of 6 equals the 6 players left: deal without a burn."""
    session, detector = _table(7)
    _to_seventh(session, detector, list(deck()), fold_on_sixth=True)
    h = hand(session)
    assert (len(h.burns), h.stub(), len(h.in_hand)) == (4, 6, 6)
    assert h.seventh_street().kind == "no_burn"
    assert h.next_card_role() == "hole"


def test_LC_124_lc_short_stub_mixes_the_last_card_with_the_burns() -> None:
    """LC-124 at LC: seven players to 7th street: stub 6 for 7 players (4 burns): deal 5, mix
    the last card with the burns, cut, burn one, deal the last 2. A burn card that then comes
    out again is not a fouled deck; the same burn card a second time is."""
    session, detector, cards = _seventh(7, stub=6)
    h = hand(session)
    plan = h.seventh_street()
    assert plan.kind == "reshuffle_burns" and plan.mixes_burns
    burns = [c for c in h.burns if c is not None]
    for card in cards[:4]:
        session.commit(detector.card_read(card))
    early = detector.card_read(burns[0])  # before the mix a burn card is a fouled deck
    assert any(getattr(e, "irregularity", "") == "fouled_deck" for e in early)
    session.commit(detector.card_read(cards[4]))
    mixed = [cards[5], *burns]  # the last stub card mixed with the four burns, cut
    session.commit(detector.card_read(mixed[1]))  # a burn card burned again
    session.commit(detector.card_read(mixed[2]))  # a burn card dealt to a player
    assert not [r for r in session.table.rulings.values() if r.irregularity == "fouled_deck"]
    events = detector.card_read(mixed[2])  # the same card again: fouled
    assert any(getattr(e, "irregularity", "") == "fouled_deck" for e in events)


def test_LC_124_lc_far_short_stub_mixes_stub_and_burns_for_the_community_card() -> None:
    """LC-124 at LC: eight players to 7th street: 4 burns and 48 cards out, the stub is empty:
    one community card, from the stub mixed with the burns: a burn card may be it."""
    session, detector, _cards = _seventh(8, stub=0)
    h = hand(session)
    plan = h.seventh_street()
    assert plan.kind == "community" and plan.mixes_burns
    assert any("mix the stub with the burn" in s for s in plan.steps)
    burns = [c for c in h.burns if c is not None]
    session.commit(detector.card_read(burns[0]))  # burned again
    session.commit(detector.card_read(burns[1]))  # the community card
    assert h.board == [burns[1]]
    assert not [r for r in session.table.rulings.values() if r.irregularity == "fouled_deck"]
