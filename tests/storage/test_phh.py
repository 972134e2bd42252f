"""PHH export: the real hands in shared/phh, turned into our events, come back as the same PHH;
the variant comes from the rules the table recorded; PHH's standard fields, never ``inf``."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

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
    HandStarted,
    Mucked,
    Posted,
    PotAwarded,
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
    rules = phh.from_mapping(hand).config.to_json()
    config = TableConfigured("T1", "cg", game, limit, rules=rules)
    events: list[Event] = [HandStarted(1, n, tuple(range(1, n + 1)),
                                       hand.get("small_bet", 0), hand.get("big_bet", 0),
                                       stacks=tuple(hand["starting_stacks"]))]
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
        assert ours["starting_stacks"] == original["starting_stacks"], path.name
        assert ours["actions"] == original["actions"], path.name
        assert ours["antes"] == original["antes"], path.name
        if "bring_in" in original:
            assert ours["bring_in"] == original["bring_in"], path.name
        else:
            assert ours["blinds_or_straddles"] == original["blinds_or_straddles"], path.name
        for key in ("small_bet", "big_bet", "min_bet"):
            if key in original:
                assert ours[key] == original[key], (path.name, key)


LC_2040 = GameConfig(small_bet=20, big_bet=40,
                     blinds=(Blind("small_blind", 10), Blind("big_blind", 20)))


def _table(config: GameConfig = LC_2040, game: str = "holdem", limit: str = "20-40",
           house: str = "lc_high") -> TableConfigured:
    return TableConfigured("T1", house, game, limit, 9, config.to_json())


def test_hand_to_phh_players_start_after_the_button() -> None:
    events: list[Event] = [HandStarted(7, 5, (2, 5, 8, 9)), Posted(8, "small_blind", 10),
                           Posted(9, "big_blind", 20), Acted(2, "fold"), HandEnded(7)]
    text = tomllib.loads(hand_to_phh(_table(), events, players={2: "ann", 8: "cy"},
                                     stacks={2: 100, 5: 200, 8: 300, 9: 400}))
    assert text["seats"] == [8, 9, 2, 5]
    assert text["players"] == ["cy", "", "ann", ""]
    assert text["blinds_or_straddles"] == [10, 20, 0, 0]
    assert text["starting_stacks"] == [300, 400, 100, 200]
    assert text["actions"] == ["p3 f"]


def test_hand_to_phh_heads_up_lists_the_button_blind_first() -> None:
    events: list[Event] = [HandStarted(2, 4, (4, 7), stacks=(100, 100)),
                           Posted(4, "small_blind", 10), Posted(7, "big_blind", 20),
                           Acted(4, "call"), Acted(7, "check")]
    text = tomllib.loads(hand_to_phh(_table(), events))
    assert text["seats"] == [7, 4]
    assert text["blinds_or_straddles"] == [10, 20]
    assert text["actions"] == ["p2 cc", "p1 cc"]


def test_hand_to_phh_dead_money_and_all_in() -> None:
    nl = GameConfig(structure="no_limit", small_bet=10, big_bet=0,
                    blinds=(Blind("small_blind", 5), Blind("big_blind", 10)))
    events: list[Event] = [
        HandStarted(1, 1, (1, 2, 3), stacks=(60, 40, 200)), Posted(2, "small_blind", 5),
        Posted(3, "big_blind", 10), Posted(1, "missed_blinds", 10, dead=5),
        Acted(1, "all_in", 60), Acted(2, "all_in", 40), Acted(3, "all_in", 200), HandEnded(1),
    ]
    text = tomllib.loads(hand_to_phh(_table(nl, limit="nl"), events))
    assert text["variant"] == "NT" and text["min_bet"] == 10
    assert text["antes"] == [0, 0, 5]
    assert text["blinds_or_straddles"] == [5, 10, 10]
    assert text["actions"] == ["p3 cbr 60", "p1 cc", "p2 cbr 200"]
    assert text["starting_stacks"] == [40, 200, 60]


def test_hand_without_recorded_stacks_is_not_written_with_inf() -> None:
    """PHH requires starting stacks: a hand whose stacks the log never recorded is skipped
    with the reason, never written as ``inf``."""
    events: list[Event] = [HandStarted(1, 1, (1, 2, 3)), Posted(2, "small_blind", 10)]
    with pytest.raises(NotPokerHand, match="starting stacks"):
        hand_to_phh(_table(), events)


@pytest.mark.parametrize(("config", "code"), [
    (LC_2040, "FT"),
    (GameConfig(structure="no_limit", big_bet=0), "NT"),
    (GameConfig(game="omaha", hi_lo=True), "FO/8"),
    (GameConfig(game="stud", blinds=(), bring_in=1), "F7S"),
    (GameConfig(game="stud", hi_lo=True, blinds=(), bring_in=1), "F7S/8"),
])
def test_phh_variant_comes_from_the_recorded_rules(config: GameConfig, code: str) -> None:
    """Regression: FO/8 was written FO, F7S/8 as F7S, no-limit as FT with big_bet = 0 (the
    variant was guessed from game and limit names, here deliberately misleading)."""
    assert phh_variant(_table(config, game="game", limit="limit")) == code


@pytest.mark.parametrize("config", [
    GameConfig(structure="spread", small_bet=3, big_bet=100),  # PHH has no spread limit
    GameConfig(game="omaha"),  # fixed-limit Omaha high: no PHH variant
    GameConfig(game="stud", blinds=(), bring_in=0),  # a $0 bring-in is no bet (K22)
])
def test_games_phh_cannot_describe_are_skipped_with_the_reason(config: GameConfig) -> None:
    events: list[Event] = [HandStarted(1, 1, (1, 2), stacks=(50, 50))]
    with pytest.raises(NotPokerHand):
        hand_to_phh(_table(config), events)


def test_a_table_without_recorded_rules_names_itself() -> None:
    with pytest.raises(NotPokerHand, match="T1: no rules recorded"):
        phh_variant(TableConfigured("T1", "cg", "three_card_poker", "5-100"))


def test_standard_fields_and_house_readings_are_written() -> None:
    """PHH's own fields (table, venue, time, day, month, year, time_zone, currency) replace the
    private ``_started_utc``/``_table`` keys; the house's readings PHH would read otherwise are
    user-defined fields our reader honours; the collection is rake (``_collection``)."""
    events: list[Event] = [HandStarted(1, 3, (1, 2, 3), 20, 40, stacks=(100, 100, 100)),
                           Posted(1, "small_blind", 10), Posted(2, "big_blind", 20)]
    house = GameConfig(small_bet=20, big_bet=40, collection=3, collection_live=True,
                       blinds=(Blind("small_blind", 10), Blind("big_blind", 20)))
    text = hand_to_phh(_table(house), [*events, CollectionTaken(3, 3, True)],
                       started_at=1_790_000_000_000)
    data = tomllib.loads(text)
    assert (data["table"], data["venue"], data["currency"]) == ("T1", "lc_high", "USD")
    assert (data["year"], data["month"], data["day"], data["time_zone"]) == (2026, 9, 21, "UTC")
    assert str(data["time"]) == "14:13:20"
    assert data["_collection"] == 3 and data["_collection_live"] is True
    assert data["_heads_up_uncapped"] is True and data["_short_all_in"] == "action_only"
    assert not [k for k in data if k in ("_started_utc", "_table")]
    again = phh.from_mapping(data).config
    assert (again.heads_up_uncapped, again.short_all_in, again.collection) == (
        True, "action_only", 3)



@pytest.mark.parametrize(("field", "value"), [
    ("_short_all_in", "bogus"), ("_cap_bets", -1), ("_split_unit", 0),
    ("_heads_up_uncapped", "yes"), ("_odd_chip", 3),
])
def test_a_house_reading_the_engine_does_not_know_is_refused_naming_the_field(
    field: str, value: object
) -> None:
    data = {"variant": "FT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "small_bet": 2,
            "big_bet": 4, "starting_stacks": [50, 50], "actions": [], field: value}
    with pytest.raises(phh.PHHError, match=field):
        phh.from_mapping(data)


def test_a_house_without_a_cap_round_trips_as_cap_zero() -> None:
    uncapped = GameConfig(small_bet=20, big_bet=40, cap_bets=None,
                          blinds=(Blind("small_blind", 10), Blind("big_blind", 20)))
    events: list[Event] = [HandStarted(1, 3, (1, 2, 3), 20, 40, stacks=(100, 100, 100))]
    data = tomllib.loads(hand_to_phh(_table(uncapped), events))
    assert data["_cap_bets"] == 0
    assert phh.from_mapping(data).config.cap_bets is None


def test_LC_49_heads_up_round_uncapped_by_the_house_is_marked_and_replays() -> None:
    """LC-49 (AMB-18 corrected): a round that starts heads-up is uncapped at the house; PHH caps
    every fixed-limit round at four. The export marks the house's reading
    (``_heads_up_uncapped``) and notes the round that went past the cap; ``replay --phh``
    honours the mark and reaches the same finishing stacks."""
    house = GameConfig(small_bet=2, big_bet=4, blinds=(Blind("small_blind", 1),
                                                          Blind("big_blind", 2)))
    events: list[Event] = [
        HandStarted(1, 2, (1, 2), 2, 4, stacks=(100, 100)),
        Posted(2, "small_blind", 1), Posted(1, "big_blind", 2),
        *[CardDealt(seat, None) for seat in (1, 2, 1, 2)],
        *[Acted(seat, "raise", to) for seat, to in ((2, 4), (1, 6), (2, 8), (1, 10), (2, 12))],
        Acted(1, "call", 12), CardBurned(None), BoardCard(parse_card("2c")),
        BoardCard(parse_card("7d")), BoardCard(parse_card("9h")), Acted(1, "bet", 2),
        Acted(2, "fold"), BetReturned(1, 2), PotAwarded(0, 1, 24), HandEnded(1),
    ]
    text = hand_to_phh(_table(house), events)
    data = tomllib.loads(text)
    assert data["_heads_up_uncapped"] is True and "past PHH's cap of 4" in text
    assert data["finishing_stacks"] == [112, 88]
    replayed = phh.replay(phh.from_mapping(data))
    assert phh.finishing_stacks(replayed) == data["finishing_stacks"]
    standard = {k: v for k, v in data.items() if not k.startswith("_")}
    with pytest.raises(phh.PHHError, match="capped"):  # PHH's own reading caps it at four
        phh.replay(phh.from_mapping(standard))
