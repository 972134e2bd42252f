"""The Floor button lists what can apply now: the table's game and the stage of the hand, with a
"Show all" toggle. The rule is a pure function (``floor_filter``), tested on its own and through
the real panel as a hand goes on."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from ui_helpers import tap

from dealer_assist.app import DealerApp
from dealer_assist.cards import parse_cards
from dealer_assist.rules.irregularities.catalogue import catalogue
from dealer_assist.ui.floor_filter import STAGES, WHEN, applicable, stage_of
from dealer_assist.ui.views.irregularity_list import IrregularityList


def test_stage_of_each_engine_phase() -> None:
    assert stage_of(False, None) == "between"
    assert stage_of(False, "settled") == "between"  # the hand has ended
    assert stage_of(True, "posting") == stage_of(True, "dealing") == "deal"
    assert stage_of(True, "betting") == stage_of(True, "board") == "play"
    assert stage_of(True, "showdown") == stage_of(True, "settling") == "showdown"
    assert stage_of(True, "voided") == "between"


def test_applicable_by_game_and_stage() -> None:
    entries = catalogue()
    between = {e.id for e in applicable(entries, "holdem", "between")}
    assert {"new_deck_request", "structure_change"} <= between
    assert not between & {"misdeal_b", "premature_turn", "hand_in_muck", "see_hand_at_showdown"}
    deal = {e.id for e in applicable(entries, "holdem", "deal")}
    assert {"misdeal_b", "misdeal_f", "exposed_hole_card", "missing_hole_card"} <= deal
    assert not deal & {"premature_turn", "new_deck_request", "misdeal_i", "stud_burn_error"}
    play = {e.id for e in applicable(entries, "holdem", "play")}
    assert {"premature_turn", "premature_river", "hand_in_muck", "fold_facing_bet"} <= play
    assert not play & {"new_deck_request", "see_hand_at_showdown"}
    assert "misdeal_b" in play  # LC-104: until substantial action, which the list checks
    showdown = {e.id for e in applicable(entries, "omaha", "showdown")}
    assert {"see_hand_at_showdown", "show_one_show_all"} <= showdown
    assert not showdown & {"premature_turn", "misdeal_b"}
    stud = applicable(entries, "stud", "deal")
    assert {"misdeal_i", "stud_hole_card_exposed"} <= {e.id for e in stud}
    assert all(e.games in ("stud", "all") for e in stud)
    # every catalogue entry is named for some stage, and every stage lists something
    named = set().union(*WHEN.values())
    assert {e.id for e in entries} <= named
    assert all(applicable(entries, "holdem", s) for s in STAGES)


def listed(app: DealerApp) -> tuple[IrregularityList, set[str]]:
    listing = app.window.dealer.floor.text
    return listing, {e.id for e in listing.entries}


def test_floor_button_lists_what_can_apply_now(qtbot: QtBot, quiet: DealerApp) -> None:
    window = quiet.window
    floor = window.dealer.floor
    tap(qtbot, window, "Floor")
    listing, ids = listed(quiet)
    assert "new_deck_request" in ids and "misdeal_b" not in ids and "hand_in_muck" not in ids
    assert set(listing.buttons) == ids
    assert listing.scope.text().endswith(f"between hands (of {len(listing.catalogue)}).")
    assert listing.show_all.height() >= 48
    tap(qtbot, listing, "Show all")  # the whole catalogue for the game
    assert [e.id for e in listing.entries] == [e.id for e in listing.catalogue]
    assert listing.scope.text().startswith("All ")
    tap(qtbot, listing, "Show all")
    assert "misdeal_b" not in {e.id for e in listing.entries}
    tap(qtbot, floor, "Close")

    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    tap(qtbot, window, "Floor")
    _listing, ids = listed(quiet)
    assert "misdeal_b" in ids and "premature_turn" not in ids and "new_deck_request" not in ids
    tap(qtbot, floor, "Close")

    for card in parse_cards("As Kd Qh Jc Th 9s 8d 7c 6h 5s 4d 3c"):
        assert quiet.controller.card_read(card)
    assert quiet.session.hand.phase == "betting"
    tap(qtbot, window, "Floor")
    listing, ids = listed(quiet)
    assert {"hand_in_muck", "premature_flop", "fold_facing_bet"} <= ids
    assert "see_hand_at_showdown" not in ids
    assert "misdeal_b" in ids  # LC-104: nobody has acted yet, a misdeal is still possible
    assert all(b.height() >= 48 for b in listing.report_buttons)
    assert listing.current is not None and listing.current.id in ids


def test_LC_104_misdeal_cases_leave_the_floor_list_after_substantial_action(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """LC-104 (LC-GL-68): a misdeal is offered while no substantial action has happened, one
    action included; after two players act in a row only the specific rows are listed."""
    window = quiet.window
    floor = window.dealer.floor
    tap(qtbot, window, "Start hand 1")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    for card in parse_cards("As Kd Qh Jc Th 9s 8d 7c 6h 5s 4d 3c"):
        assert quiet.controller.card_read(card)
    tap(qtbot, window, "Fold")  # seat 4: one action
    tap(qtbot, window, "Floor")
    _listing, ids = listed(quiet)
    assert "misdeal_b" in ids
    tap(qtbot, floor, "Close")
    tap(qtbot, window, "Call $3")  # seat 5: two in a row
    tap(qtbot, window, "Floor")
    listing, ids = listed(quiet)
    assert not any(e.misdeal for e in listing.entries)
    assert {"hand_in_muck", "fold_facing_bet"} <= ids
    tap(qtbot, listing, "Show all")  # the whole catalogue still lists them
    assert "misdeal_b" in {e.id for e in listing.entries}
