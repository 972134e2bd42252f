"""Real PHH hands (../shared/phh) replay through the engine to their true finishing stacks, and a
replayed hand exported back to PHH round-trips, through our parser and through pokerkit's.

PHH hands follow the standard's own conventions (``phh.from_mapping`` sets them): odd chips to the
first winner clockwise from the button (LC-27a), the high half of a hi-lo pot takes its odd chip
(LC-27c), four bets or raises on top of the blinds in fixed limit, no heads-up uncapping.
"""

from __future__ import annotations

import tomllib
import warnings
from pathlib import Path

import pytest
from phh_data import PHH_DIR  # ../shared/phh, or the copy in tests/data/phh

from dealer_assist.engine import phh
from dealer_assist.engine.events import Event
from dealer_assist.engine.hand import HandState

FLOP_VARIANTS = ("FT", "NT", "FO/8")


def _variant(path: Path) -> str:
    return str(tomllib.loads(path.read_text(encoding="utf-8")).get("variant"))


def _flop_files() -> list[Path]:
    if not PHH_DIR.is_dir():
        return []
    return [p for p in sorted(PHH_DIR.glob("*.phh")) if _variant(p) in FLOP_VARIANTS]


FILES = _flop_files()


def replay_logged(hand_phh: phh.PHHHand) -> tuple[HandState, list[Event]]:
    """``phh.replay`` and the engine's own events for the hand (``phh.applied_events``)."""
    state = phh.replay(hand_phh)
    return state, phh.applied_events(state)


def test_shared_phh_folder_has_flop_hands_of_every_variant(phh_dir: Path) -> None:
    """Guard: the parametrised replay below must not pass vacuously on an empty folder."""
    assert phh_dir == PHH_DIR
    variants = {_variant(p) for p in FILES}
    assert variants == set(FLOP_VARIANTS), variants
    assert len(FILES) >= 12


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_phh_file_replays_to_finishing_stacks(path: Path) -> None:
    """Every FT, NT and FO/8 hand replays to its recorded ``finishing_stacks``: posting, action
    order, fixed-limit caps, no-limit raise sizes, side pots (LC-65), uncalled bets returned,
    hi-lo splits with the odd chip to the high half (LC-27c)."""
    hand_phh = phh.load(path)
    assert hand_phh.finishing_stacks is not None, f"{path.name} has no finishing_stacks"
    state = phh.replay(hand_phh)
    final = phh.finishing_stacks(state)
    assert final == list(hand_phh.finishing_stacks)
    assert sum(final) == sum(hand_phh.stacks.values())  # nothing created or lost
    assert state.ended


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_phh_export_round_trip(path: Path) -> None:
    """A replayed hand exported with ``phh.export`` parses back (``tomllib`` +
    ``phh.from_mapping``) and replays to the same finishing stacks; pokerkit's
    ``HandHistory.loads`` accepts the export and reaches the same stacks (issue 3, Deliver 9)."""
    hand_phh = phh.load(path)
    state, log = replay_logged(hand_phh)
    expected = phh.finishing_stacks(state)
    text = phh.export(hand_phh.config, hand_phh.started, hand_phh.stacks, log)

    again = phh.from_mapping(tomllib.loads(text))
    assert again.variant == hand_phh.variant
    assert again.stacks == hand_phh.stacks
    assert phh.finishing_stacks(phh.replay(again)) == expected

    pokerkit = pytest.importorskip("pokerkit")
    history = pokerkit.HandHistory.loads(text)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pokerkit warns about cash-game folds; not ours to judge
        states = list(history)
    assert list(states[-1].stacks) == expected


def test_phh_export_round_trip_with_unknown_hole_card_minimal() -> None:
    """A hand with unknown hole cards (a table without a shoe) exports them as ``??`` and
    round-trips; heads-up, the button's blind is listed first."""
    data = {
        "variant": "NT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2,
        "starting_stacks": [100, 100],
        "actions": ["d dh p1 ????", "d dh p2 AcAd", "p2 f"],
    }
    hand_phh = phh.from_mapping(data)
    state, log = replay_logged(hand_phh)
    assert phh.finishing_stacks(state) == [101, 99]
    text = phh.export(hand_phh.config, hand_phh.started, hand_phh.stacks, log)
    assert "d dh p1 ????" in text
    assert phh.finishing_stacks(phh.replay(phh.from_mapping(tomllib.loads(text)))) == [101, 99]


def test_phh_export_all_in_run_out_one_board_action_per_street_minimal() -> None:
    """Regression: NT 1-2 heads-up, all-in preflop, the board runs out; the export
    must keep 'd db' for flop, turn and river apart so pokerkit can read it."""
    data = {
        "variant": "NT", "antes": [0, 0], "blinds_or_straddles": [1, 2], "min_bet": 2,
        "starting_stacks": [100, 100],
        "actions": ["d dh p1 AcAd", "d dh p2 KcKd", "p2 cbr 100", "p1 cc", "p1 sm AcAd",
                    "p2 sm KcKd", "d db 2h7s9c", "d db 3d", "d db Qs"],
    }
    state, log = replay_logged(phh.from_mapping(data))
    assert phh.finishing_stacks(state) == [200, 0]
    text = phh.export(state.config, phh.from_mapping(data).started, {1: 100, 2: 100}, log)
    actions = tomllib.loads(text)["actions"]
    assert [a for a in actions if a.startswith("d db")] == ["d db 2h7s9c", "d db 3d", "d db Qs"]
    pokerkit = pytest.importorskip("pokerkit")
    states = list(pokerkit.HandHistory.loads(text))
    assert list(states[-1].stacks) == [200, 0]
