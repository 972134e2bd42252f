"""Table stakes as dealer calls (catalogue §7.5): cash on the table (LC-24, AMB-33), chips
handed over (LC-26b), a rack on the layout (LC-13), foreign or wrapped chips (LC-20) and cards
out of view (LC-26f) each propose a ruling with its steps and rule IDs for the floor; chips
passed to a player waiting for his runner play behind (LC-26c), any other passing is refused
(LC-26b)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot
from test_calls_panel import open_calls, pick, shown_text
from ui_helpers import tap

from dealer_assist.app import DealerApp
from dealer_assist.engine.events import RulingProposed
from dealer_assist.engine.session import DEMO_ROOM, session_for
from dealer_assist.engine.table_stakes import RunnerAnnounced
from dealer_assist.rules.irregularities.catalogue import get
from dealer_assist.ui.buy_in_checks import buy_in_events
from dealer_assist.ui.table_calls import available, command, get_call
from tests.flop_rules.flop_helpers import deal

STAKES = {"cash_on_table": ("LC-24", "AMB-33"), "chips_passed": ("LC-26b", "LC-26c"),
          "rack_on_table": ("LC-13",), "foreign_chips": ("LC-20",),
          "cards_out_of_view": ("LC-26f",)}


@pytest.mark.parametrize("key", sorted(STAKES))
def test_LC_24_LC_26b_LC_13_LC_20_LC_26f_dealer_call_proposes_the_ruling(key: str) -> None:
    """Each call, during the play of a hand, proposes the catalogue's ruling with its rule IDs
    for the seat named; nothing else changes (the floor confirms, the dealer follows the
    steps). Only cards out of view waits for cards to be out: between hands it is not
    offered, the chip matters are."""
    session = session_for(DEMO_ROOM / "lc_low_demo.toml", "holdem", "3-6")
    for seat, name in ((1, "Ana"), (2, "Bo"), (3, "Cy")):
        session.run(buy_in_events(session.table, seat, name, 60, entry="deal_now"))
    between = {c.key for c in available(session.table)}
    assert (key in between) == (key != "cards_out_of_view")
    deal(session)
    stacks = dict(session.hand.stacks)
    events = session.run(command(get_call(key), session, {"seat": 2})())
    [proposed] = [e for e in events if isinstance(e, RulingProposed)]
    assert proposed.irregularity == key and proposed.rule_ids == STAKES[key]
    assert get(key).steps and session.hand.stacks == stacks


def test_LC_24_cash_on_the_table_by_taps(qtbot: QtBot, quiet: DealerApp) -> None:
    table = quiet.session.table
    player = table.seats[2].player
    panel = open_calls(qtbot, quiet)
    pick(qtbot, panel, "cash_on_table")
    tap(qtbot, panel, f"Seat 2 · {player}")
    [ruling] = table.rulings.values()
    assert (ruling.irregularity, ruling.rule_ids) == ("cash_on_table", ("LC-24", "AMB-33"))
    assert table.seats[2].stack == 200


def test_LC_26b_LC_26c_chips_pass_only_behind_a_runner_by_taps(
        qtbot: QtBot, quiet: DealerApp) -> None:
    table = quiet.session.table
    one, two = table.seats[1].player, table.seats[2].player
    panel = open_calls(qtbot, quiet)

    def pass_chips() -> None:
        pick(qtbot, panel, "pass_behind")
        tap(qtbot, panel, f"Seat 1 · {one}")
        tap(qtbot, panel, f"Seat 2 · {two}")
        for key in "25":
            tap(qtbot, panel.number_pad, key)
        tap(qtbot, panel.number_pad, "OK")

    pass_chips()
    assert any("LC-26b" in text for text in shown_text(panel))
    assert (table.seats[1].stack, table.seats[2].stack) == (200, 200)
    assert quiet.controller.table_event(RunnerAnnounced(2, 100, True, True))
    pass_chips()
    assert (table.seats[1].stack, table.seats[2].stack) == (175, 325)
