"""Shared test set-up: Qt runs headless; the shared rulebook folder is found beside the checkout."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from phh_data import PHH_DIR

import dealer_assist.composition  # noqa: F401  (every event type known, as at every entry point)


@pytest.fixture(scope="session")
def phh_dir() -> Path:
    """The folder of real PHH hands with their true finishing stacks."""
    if not PHH_DIR.is_dir():
        pytest.fail(f"the PHH hands are missing: {PHH_DIR}")
    return PHH_DIR
