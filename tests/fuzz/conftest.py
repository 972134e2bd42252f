"""The fuzz suite's helpers (fuzz_targets) are imported by name, as benchmarks/fuzz.py does;
with ``DEALER_ASSIST_FUZZ_COUNT_FILE`` set, the number of inputs driven is written there."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))


def pytest_sessionfinish() -> None:
    out = os.environ.get("DEALER_ASSIST_FUZZ_COUNT_FILE")
    if out:
        from fuzz_targets import COUNT

        Path(out).write_text(json.dumps(COUNT), encoding="utf-8")
