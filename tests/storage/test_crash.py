"""Crash test: SIGKILL a child appending events at random moments; nothing reported is lost."""

from __future__ import annotations

from pathlib import Path

from crash_worker import CrashRounds

ROUNDS = 200


def test_crash_kill_at_random_moments_loses_nothing_reported(tmp_path: Path) -> None:
    rounds = CrashRounds(tmp_path / "crash.db", seed=8, max_delay_s=0.06)
    for _ in range(ROUNDS):
        rounds.round()
    rounds.full_check()
    assert rounds.rounds == ROUNDS
    assert rounds.lost == []
    assert rounds.reported > ROUNDS  # the children did get work committed between kills
