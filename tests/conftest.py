"""Shared test set-up: Qt runs headless; the shared rulebook folder is found beside the checkout."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
VENDORED_PHH = REPO / "tests" / "data" / "phh"
# The real hands of ../shared/phh; a checkout without shared/ beside it uses the copy kept in
# tests/data/phh (tests/test_phh_data.py keeps the two identical).
PHH_DIR = SHARED / "phh" if (SHARED / "phh").is_dir() else VENDORED_PHH


@pytest.fixture(scope="session")
def phh_dir() -> Path:
    """The folder of real PHH hands with their true finishing stacks."""
    if not PHH_DIR.is_dir():
        pytest.fail(f"the PHH hands are missing: {PHH_DIR}")
    return PHH_DIR
