"""Every correction event has a stable JSON form that reads back to the same event."""

from __future__ import annotations

import pytest

from dealer_assist.cards import parse_card, parse_cards
from dealer_assist.engine.events import Event, event_from_json
from dealer_assist.irregularities import (
    CardDiscarded,
    CardSetAside,
    CorrectionPlanned,
    EarlyBurn,
    ExtraCardBurned,
    ExtraCardRecorded,
    FlopRecalled,
    HandKilled,
    HandMadeLive,
    HandRetrieved,
    HoleCardExposed,
    HoleCardReplaced,
    StubReshuffled,
    TopCardOwed,
)

NINE = parse_card("9c")
EVENTS: list[Event] = [
    CorrectionPlanned(3, "kill", 4, None, ("LC-85a",)),
    EarlyBurn(NINE), EarlyBurn(None), CardSetAside(NINE, "LC-111"),
    StubReshuffled((NINE, None)), FlopRecalled(NINE), HoleCardExposed(3, NINE, False),
    HoleCardReplaced(3, NINE), TopCardOwed(2), ExtraCardRecorded(4, None),
    ExtraCardBurned(4, NINE), CardDiscarded(NINE, "LC-119"), HandKilled(2, ("LC-107b",)),
    HandRetrieved(5), HandMadeLive(4, parse_cards("AdTd")),
]


@pytest.mark.parametrize("ev", EVENTS, ids=[f"{e.type}-{i}" for i, e in enumerate(EVENTS)])
def test_correction_event_json_round_trip(ev: Event) -> None:
    assert event_from_json(ev.to_json()) == ev
