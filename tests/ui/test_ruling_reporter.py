"""Who reported a ruling is in the log (``ruling_proposed.reported_by``) and on the floor's
decision screen: the shoe or the app when detected, the dealer, or the floorperson signed in
(name and badge). A log written before the field existed replays with no reporter, and the
screen says so (LC-P5: the floor decides knowing the report)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from ui_helpers import tap

from dealer_assist.app import DealerApp
from dealer_assist.cards import parse_card, parse_cards
from dealer_assist.engine.events import RulingProposed, event_from_json
from dealer_assist.storage import StaffMember
from dealer_assist.ui.floor_desk import floor_desk
from dealer_assist.ui.ruling_context import ruling_context


def proposed(app: DealerApp) -> list[RulingProposed]:
    assert app.store is not None
    return [e for e in app.store.table_events("T1") if isinstance(e, RulingProposed)]


def deal(app: DealerApp, qtbot: QtBot) -> None:
    tap(qtbot, app.window, "Start hand 1")
    tap(qtbot, app.window, "Blinds posted")
    tap(qtbot, app.window, "No straddle")
    for card in parse_cards("2c3c4c5c6c7c8c9cTcJcQcKc"):
        assert app.controller.card_read(card)


def test_a_card_read_ruling_is_the_shoes_a_dealer_report_the_dealers(
        qtbot: QtBot, quiet: DealerApp) -> None:
    deal(quiet, qtbot)
    assert quiet.controller.card_read(parse_card("Ah"))  # a 13th card: LC-107a
    desk = floor_desk(quiet.controller)
    assert desk.submit(lambda: desk.report_irregularity("show_burn_request", 4))
    shoe, dealer = proposed(quiet)
    assert (shoe.irregularity, shoe.reported_by) == ("extra_hole_card", "shoe")
    assert dealer.reported_by == "dealer"
    ruling = quiet.session.table.rulings[dealer.ruling]
    context = ruling_context(quiet.store, "T1", dealer.ruling, ruling, quiet.session)
    assert context.reported.startswith("Reported by the dealer at table T1, ")
    shoe_ruling = quiet.session.table.rulings[shoe.ruling]
    assert ruling_context(quiet.store, "T1", shoe.ruling, shoe_ruling, None).reported \
        .startswith("Reported by the shoe (detected) at table T1, ")


def test_a_report_while_a_floorperson_is_signed_in_names_them(
        qtbot: QtBot, quiet: DealerApp) -> None:
    deal(quiet, qtbot)
    floor = quiet.window.dealer.floor
    floor.rulings.member = StaffMember(1, "F-0042", "Fran Floor", "floor", None, True)
    desk = floor_desk(quiet.controller)
    assert desk.submit(lambda: desk.report_irregularity("show_burn_request", 4))
    floor.rulings.member = None  # signed out: reports are the dealer's again
    assert desk.submit(lambda: desk.report_irregularity("show_burn_request", 5))
    assert [p.reported_by for p in proposed(quiet)] == ["Fran Floor (badge F-0042)", "dealer"]
    tap(qtbot, quiet.window, "Floor")
    floor.rulings.member = StaffMember(1, "F-0042", "Fran Floor", "floor", None, True)
    floor.rulings.refresh()
    assert "Reported by Fran Floor (badge F-0042) at table T1" in floor.rulings.text.text()


def test_an_old_log_line_without_a_reporter_replays_and_says_so() -> None:
    old = ('{"type":"ruling_proposed","v":1,"ruling":1,"irregularity":"exposed_card",'
           '"rule_ids":["LC-71"],"detail":"card flashed on deal"}')
    event = event_from_json(old)
    assert isinstance(event, RulingProposed) and event.reported_by == ""
    from dealer_assist.engine.seating import Ruling

    context = ruling_context(None, "T1", 1, Ruling(2, "show_burn_request", ("LC-71",)), None)
    assert context.reported == "Reported (reporter not in this log) at table T1, round 2"
