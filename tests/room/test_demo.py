"""`make room-demo` runs: a throwaway room, three tables playing, status printed, all cleaned up."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path


def test_room_demo_plays_prints_status_and_cleans_up() -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    done = subprocess.run([sys.executable, "-m", "dealer_assist.room.demo", "--seconds", "5",
                           "--every", "2", "--pace", "0.05"],
                          capture_output=True, text=True, timeout=120, env=env, check=False)
    assert done.returncode == 0, done.stderr
    heads = [int(h) for h in re.findall(r"T\d\s+head\s+(\d+)", done.stdout)]
    assert len(heads) >= 6 and max(heads) > 10
    assert "0 alarm(s)" in done.stdout and "ALARM" not in done.stdout
    folder = re.search(r'host=(\S+) ', done.stdout)
    assert folder is not None and not Path(folder.group(1)).exists()
