"""A PHH hand from elsewhere with the standard's ``rake`` and no ``_collection`` of ours
(issue 18): ``replay --phh`` reaches its finishing stacks, the rake taken from the pot as it is
pushed, before any split, as the standard's reference implementation takes it.

The hands are written as pokerkit writes them (its own ``HandHistory.dumps``, single-quoted
TOML strings) after pokerkit played them with a 5% rake; the annotator's ``rake`` and
``finishing_stacks`` are pokerkit's own figures, so the oracle is pokerkit, not our engine."""

from __future__ import annotations

import argparse
import json
import warnings
from functools import partial
from pathlib import Path

import pytest

from dealer_assist.commands import replay as replay_command
from dealer_assist.engine import phh

pokerkit = pytest.importorskip("pokerkit")

HEADER = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 120, 60]
"""
ONE_WINNER = ["d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 7c2d", "p3 f", "p1 cbr 6", "p2 cc",
              "d db 2c3d4h", "p1 cbr 10", "p2 cc", "d db 9s", "p1 cc", "p2 cc", "d db Tc",
              "p1 cc", "p2 cc", "p1 sm AsAd", "p2 sm KsKd"]
SPLIT = ["d dh p1 As2d", "d dh p2 Ac3d", "d dh p3 7c2h", "p3 cc", "p1 cc", "p2 cc",
         "d db KsKhKd", "p1 cc", "p2 cc", "p3 cbr 5", "p1 cc", "p2 cc", "d db Qc", "p1 cc",
         "p2 cc", "p3 cc", "d db Jh", "p1 cc", "p2 cc", "p3 cc", "p1 sm As2d", "p2 sm Ac3d",
         "p3 sm 7c2h"]


def as_pokerkit_writes_it(actions: list[str]) -> tuple[str, int, list[int]]:
    """pokerkit plays the hand with a 5% rake and writes it; returns (text, rake, stacks)."""
    rake = partial(pokerkit.rake, percentage=0.05)
    text = HEADER + f"actions = {json.dumps(actions)}\n"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        played = pokerkit.HandHistory.loads(text, rake=rake)
        state = list(played)[-1]
        written = pokerkit.HandHistory.from_game_state(played.create_game(), state).dumps()
    taken = sum(pot.raked_amount for pot in state.pots)
    return written, taken, list(state.stacks)


@pytest.mark.parametrize("actions", [ONE_WINNER, SPLIT], ids=["one winner", "split pot"])
def test_phh_rake_without_our_collection_replays_to_the_finishing_stacks(
    actions: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    written, taken, stacks = as_pokerkit_writes_it(actions)
    assert taken > 0 and "_collection" not in written
    path = tmp_path / "raked.phh"
    path.write_text(f"{written}\nrake = {taken}\nfinishing_stacks = {stacks}\n", encoding="utf-8")
    hand = phh.load(path)
    assert hand.config.pot_rake == taken and hand.config.collection == 0
    assert phh.finishing_stacks(phh.replay(hand)) == stacks
    status = replay_command.run(argparse.Namespace(files=[str(path)], phh=True, db=None,
                                                   table=None))
    row = json.loads(capsys.readouterr().out)
    assert status == 0 and row["matches_file"] is True, row


def test_phh_without_rake_takes_none_and_our_collection_wins_over_rake(tmp_path: Path) -> None:
    """No ``rake``: the whole pot is pushed. Our own export's ``_collection`` says how the table
    took it (before the deal, from the button), so a ``rake`` beside it is not taken again."""
    written, taken, stacks = as_pokerkit_writes_it(ONE_WINNER)
    path = tmp_path / "plain.phh"
    path.write_text(written, encoding="utf-8")
    unraked = phh.finishing_stacks(phh.replay(phh.load(path)))
    assert sum(unraked) == sum(stacks) + taken
    path.write_text(f"{written}\nrake = {taken}\n_collection = 1\n", encoding="utf-8")
    assert phh.load(path).config.pot_rake == 0


@pytest.mark.parametrize("value", ["-1", "1.5", '"two"', "true"])
def test_phh_rake_that_is_not_a_chip_amount_is_refused_naming_the_field(
    value: str, tmp_path: Path
) -> None:
    written, _taken, _stacks = as_pokerkit_writes_it(ONE_WINNER)
    path = tmp_path / "bad.phh"
    path.write_text(f"{written}\nrake = {value}\n", encoding="utf-8")
    with pytest.raises(phh.PHHError, match="rake"):
        phh.load(path)
