"""The issue-17 table events in a real log: ``verify`` replays them through the engine (the
draw placed the first button, a hold, a buy-in record, a player called away, dealers signed in
during a hand), and a forged draw (a button the cards do not give) is caught."""

from __future__ import annotations

from pathlib import Path

from hand_samples import TickingClock
from test_engine_check import forge_first

from dealer_assist.cards import parse_card
from dealer_assist.engine.button_draw import ButtonDrawn
from dealer_assist.engine.buy_in_record import BuyInChecked
from dealer_assist.engine.events import PlayerAway, PlayerLeft, PlayerSeated
from dealer_assist.engine.house_dealers import DealerSignedIn, DealerSignedOut
from dealer_assist.engine.session import DEMO_ROOM, session_for
from dealer_assist.engine.stepping_away import HoldButtonGiven, PlayerCalledAway
from dealer_assist.storage import EventStore
from dealer_assist.storage.verify import verify


def _log(path: Path) -> None:
    session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6")

    def run(*events: object) -> None:
        session.run(list(events))  # type: ignore[arg-type]

    run(*[PlayerSeated(s, f"P{s}", 100, "deal_now") for s in (1, 2, 3, 4)])
    run(BuyInChecked(5, "Ann", 60, "full", 60, ("LC-35",)), PlayerSeated(5, "Ann", 60, "deal_now"))
    run(DealerSignedIn("D1", "Rosa"))
    cards = tuple(parse_card(t) for t in ("2c", "Kd", "9s", "4h", "Kh"))
    run(ButtonDrawn((1, 2, 3, 4, 5), cards, 5))
    session.commit(session.start_hand())
    run(DealerSignedIn("D2", "Sam"))  # a push during the hand
    for command in (session.post_blinds, lambda: session.deal_hole_cards(None)):
        session.commit(command())
    while session.hand.phase == "betting":
        session.commit(session.act(session.hand.to_act, "fold"))  # type: ignore[arg-type]
    for command in (session.settle, session.end_hand):
        session.commit(command())
    run(PlayerAway(3), HoldButtonGiven(3))
    run(PlayerCalledAway(4, "P4", "T9", session.table.seats[4].stack), PlayerLeft(4))
    run(DealerSignedOut("D2"))
    with EventStore.open(path, clock=TickingClock(step=1000)) as store:
        store.append("T1", list(session.table.history))


def test_verify_replays_the_table_events_of_issue_17(tmp_path: Path) -> None:
    path = tmp_path / "log.db"
    _log(path)
    report = verify(path)
    assert report.ok, report


def test_verify_catches_a_forged_button_draw(tmp_path: Path) -> None:
    path = tmp_path / "log.db"
    _log(path)
    forge_first(path, "button_drawn", lambda e: e.update(button=2))  # seat 2: not the best
    report = verify(path)
    assert not report.ok and "LC-28" in str(report)
