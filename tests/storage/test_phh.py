"""PHH export: the real hands in shared/phh, turned into our events, come back as the same PHH."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

from dealer_assist.cards import Card, parse_card
from dealer_assist.engine.events import (
    Acted,
    BoardCard,
    CardBurned,
    CardDealt,
    Event,
    HandEnded,
    HandStarted,
    Mucked,
    Posted,
    Shown,
    TableConfigured,
)
from dealer_assist.storage.export_phh import NotPokerHand, hand_to_phh, phh_variant

GAMES = {"FT": ("holdem", "20-40"), "NT": ("holdem", "nl"), "FO/8": ("omaha8", "20-40"),
         "F7S": ("stud", "20-40"), "F7S/8": ("stud8", "20-40")}


def _cards(text: str) -> list[Card | None]:
    pairs = [text[i:i + 2] for i in range(0, len(text), 2)]
    return [None if p == "??" else parse_card(p) for p in pairs]


def phh_to_events(hand: dict[str, Any]) -> tuple[TableConfigured, list[Event]]:
    """Test oracle: a PHH hand as the events a dealer's table would log (p_i sits in seat i)."""
    antes = list(hand["antes"])
    n = len(antes)
    game, limit = GAMES[str(hand["variant"])]
    config = TableConfigured("T1", "cg", game, limit)
    events: list[Event] = [HandStarted(1, n, tuple(range(1, n + 1)),
                                       hand.get("small_bet", 0), hand.get("big_bet", 0))]
    events += [Posted(i, "ante", a) for i, a in enumerate(antes, start=1) if a]
    blinds = list(hand.get("blinds_or_straddles", []))
    names = ("small_blind", "big_blind", "straddle")
    events += [Posted(i, names[min(i - 1, 2)], b) for i, b in enumerate(blinds, start=1) if b]
    for action in hand["actions"]:
        words = action.split()
        if words[:2] == ["d", "dh"]:
            events += [CardDealt(int(words[2][1:]), c) for c in _cards(words[3])]
        elif words[:2] == ["d", "db"]:
            events += [CardBurned(None)] + [BoardCard(c) for c in _cards(words[2])]
        else:
            seat, verb = int(words[0][1:]), words[1]
            if verb == "cbr":
                events.append(Acted(seat, "raise", int(words[2])))
            elif verb == "cc":
                events.append(Acted(seat, "call"))
            elif verb == "f":
                events.append(Acted(seat, "fold"))
            elif verb == "pb":
                events.append(Posted(seat, "bring_in", hand["bring_in"]))
            elif verb == "sm" and len(words) == 3:
                events.append(Shown(seat, tuple(parse_card(words[2][i:i + 2])
                                                for i in range(0, len(words[2]), 2))))
            elif verb == "sm":
                events.append(Mucked(seat))
    events.append(HandEnded(1))
    return config, events


def test_hand_to_phh_reproduces_every_shared_hand(phh_dir: Path) -> None:
    files = sorted(phh_dir.glob("*.phh"))
    assert len(files) >= 20
    for path in files:
        original = tomllib.loads(path.read_text())
        config, events = phh_to_events(original)
        ours = tomllib.loads(hand_to_phh(config, events))
        assert ours["variant"] == original["variant"], path.name
        assert ours["actions"] == original["actions"], path.name
        assert ours["antes"] == original["antes"], path.name
        if "bring_in" in original:
            assert ours["bring_in"] == original["bring_in"], path.name
        else:
            assert ours["blinds_or_straddles"] == original["blinds_or_straddles"], path.name
        for key in ("small_bet", "big_bet", "min_bet"):
            if key in original:
                assert ours[key] == original[key], (path.name, key)


def test_hand_to_phh_players_start_after_the_button() -> None:
    config = TableConfigured("T1", "lc_high", "holdem", "20-40")
    events: list[Event] = [HandStarted(7, 5, (2, 5, 8, 9)), Posted(8, "small_blind", 10),
                           Posted(9, "big_blind", 20), Acted(2, "fold"), HandEnded(7)]
    text = tomllib.loads(hand_to_phh(config, events, players={2: "ann", 8: "cy"},
                                     stacks={2: 100, 5: 200, 8: 300, 9: 400}))
    assert text["seats"] == [8, 9, 2, 5]
    assert text["players"] == ["cy", "", "ann", ""]
    assert text["blinds_or_straddles"] == [10, 20, 0, 0]
    assert text["starting_stacks"] == [300, 400, 100, 200]
    assert text["actions"] == ["p3 f"]


def test_hand_to_phh_heads_up_lists_the_button_blind_first() -> None:
    config = TableConfigured("T1", "lc_high", "holdem", "20-40")
    events: list[Event] = [HandStarted(2, 4, (4, 7)), Posted(4, "small_blind", 10),
                           Posted(7, "big_blind", 20), Acted(4, "call"), Acted(7, "check")]
    text = tomllib.loads(hand_to_phh(config, events))
    assert text["seats"] == [7, 4]
    assert text["blinds_or_straddles"] == [10, 20]
    assert text["actions"] == ["p2 cc", "p1 cc"]


def test_hand_to_phh_dead_money_and_all_in() -> None:
    config = TableConfigured("T1", "lc_low", "holdem", "nl")
    events: list[Event] = [
        HandStarted(1, 1, (1, 2, 3)), Posted(2, "small_blind", 5), Posted(3, "big_blind", 10),
        Posted(1, "missed_blinds", 10, dead=5), Acted(1, "all_in", 60), Acted(2, "all_in", 40),
        Acted(3, "all_in", 200), HandEnded(1),
    ]
    text = tomllib.loads(hand_to_phh(config, events))
    assert text["variant"] == "NT"
    assert text["antes"] == [0, 0, 5]
    assert text["blinds_or_straddles"] == [5, 10, 10]
    assert text["actions"] == ["p3 cbr 60", "p1 cc", "p2 cbr 200"]
    assert text["starting_stacks"] == [float("inf")] * 3


def test_phh_variant_refuses_banked_games() -> None:
    assert phh_variant("omaha_hilo", "4-8") == "FO/8"
    assert phh_variant("stud", "4-8") == "F7S"
    with pytest.raises(NotPokerHand):
        phh_variant("three_card_poker", "5-100")
