"""Where the real PHH hands are: ../shared/phh beside the checkout, or the byte-identical copy
kept in tests/data/phh (tests/test_phh_data.py checks they match)."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
VENDORED_PHH = REPO / "tests" / "data" / "phh"
PHH_DIR = SHARED / "phh" if (SHARED / "phh").is_dir() else VENDORED_PHH
