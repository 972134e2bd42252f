"""Shared test set-up: Qt runs headless; the shared rulebook folder is found beside the checkout."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"


@pytest.fixture(scope="session")
def phh_dir() -> Path:
    """The real PHH hands in ../shared/phh (copied beside the checkout in CI too)."""
    path = SHARED / "phh"
    if not path.is_dir():
        pytest.fail(f"the shared PHH hands are missing: {path}")
    return path
