"""Refusal texts by house (issue 18): a refusal names only rows of the table's own house (or the
shared AMB readings and K keys), or says the house is silent; never another house's row. The
engine writes a refusal once, naming the row it applies; the table rewrites it for its house
(engine/citations.py ``for_house``)."""

from __future__ import annotations

import re

import pytest

from dealer_assist.cards import parse_card
from dealer_assist.engine.citations import RULE_ID, belongs, for_house
from dealer_assist.engine.events import Acted, PlayerSeated
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import DEMO_ROOM, TableSession, session_for

FLOP = {"LC_LOW": "lc_low_demo", "CG": "cg_demo", "HTP": "htp_demo"}
STUD = {"LC_LOW": ("lc_low_demo", "stud", "3-6"), "CG": ("cg_demo", "stud", "4-8"),
        "HTP": ("htp_demo", "stud", "4-8")}


def _refusal(session: TableSession, event: Acted) -> str:
    with pytest.raises(Refusal) as refused:
        session.check([event])
    return str(refused.value)


def _holdem(house: str) -> TableSession:
    session = session_for(DEMO_ROOM / f"{FLOP[house]}.toml", "holdem", "3-6")
    session.run([PlayerSeated(s, f"P{s}", 100, "deal_now") for s in range(1, 5)])
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    session.commit(session.deal_hole_cards())
    return session


@pytest.mark.parametrize("house", sorted(FLOP))
def test_LC_50_acting_out_of_turn_refused_naming_only_the_own_house(house: str) -> None:
    """LC-50: a player acting out of turn is not taken; at LC the refusal names LC-50, at CG
    and HTP (silent on it) it says their rulebook says nothing, and names no LC row."""
    session = _holdem(house)
    hand = session.hand
    early = next(s for s in hand.in_hand if s != hand.to_act)
    text = _refusal(session, Acted(early, "fold"))
    assert "out of turn" in text and "hold the action" in text
    assert all(belongs(house, r) for r in RULE_ID.findall(text)), text
    if house == "LC_LOW":
        assert "(LC-50: hold the action)" in text
    else:
        assert "LC-" not in text and text.endswith(f"; {house}'s rulebook says nothing on this)")


def _stud(house: str) -> TableSession:
    room, game, limit = STUD[house]
    session = session_for(DEMO_ROOM / f"{room}.toml", game, limit)
    session.run([PlayerSeated(s, f"P{s}", 100, "deal_now") for s in range(1, 4)])
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    burn = ["3s"] if house == "LC_LOW" else []  # LC-GL-10: LC burns before 3rd street too
    cards = iter([*burn, "Ah", "Kh", "Qh", "Ad", "Kd", "Qd", "2c", "9s", "Ts"])
    while session.hand.phase != "betting":
        session.commit(session.card_read(parse_card(next(cards))))
    return session


@pytest.mark.parametrize("house", sorted(STUD))
def test_bring_in_refusal_names_each_house_own_row(house: str) -> None:
    """The low card may not fold or check the bring-in: the refusal names CG-STD-04 at CG,
    HTP-STD-01 at HTP and the LC glossary's LC-GL-09 at LC, and no other house's row."""
    session = _stud(house)
    seat = session.hand.to_act
    assert seat is not None
    text = _refusal(session, Acted(seat, "fold"))
    own = {"LC_LOW": "LC-GL-09", "CG": "CG-STD-04", "HTP": "HTP-STD-01"}[house]
    assert RULE_ID.findall(text) == [own], text


@pytest.mark.parametrize(("house", "text", "shown"), [
    ("CG", "post (LC-88a, PGP-NEW-05)", "post (CG's rulebook says nothing on this)"),
    ("PGP", "post (LC-88a, PGP-NEW-05)", "post (PGP-NEW-05)"),
    ("HTP", "a bring-in of $0 (K22, CG-STD-04)", "a bring-in of $0 (K22)"),
    ("CG", "LC-72: only by tabling", "Only by tabling (CG's rulebook says nothing on this)"),
    ("HTP", "LC-116 is put right on 3rd street",
     "the rule is put right on 3rd street (HTP's rulebook says nothing on this)"),
    ("LC_HIGH", "seat 2 (LC-53a/b, CG-STD-07)", "seat 2 (LC-53a/b)"),
    ("TEST", "seat 2 (CG-STD-07)", "seat 2 (CG-STD-07)"),  # no house to choose by
    ("CG", "no rule named here", "no rule named here"),
])
def test_for_house_edges(house: str, text: str, shown: str) -> None:
    """The rewrite's edges: a mixed group keeps the own row; a shared key stays; a foreign
    label at the start or a row named in passing goes, the house's silence said once."""
    assert for_house(house, text) == shown
    assert for_house(house, shown) == shown  # said once: a second pass changes nothing
    assert not [r for r in RULE_ID.findall(shown) if not belongs(house, r)]
    assert len(re.findall("says nothing", shown)) <= 1
