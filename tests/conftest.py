"""Shared test set-up: Qt runs headless; the shared rulebook folder is found beside the checkout."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# local times in exports are the room's (California); fixed so golden files match on any machine
os.environ["TZ"] = "America/Los_Angeles"
# nothing a test starts writes into the real user's folders (settings, diagnostic log, hand log)
os.environ.setdefault("DEALER_ASSIST_HOME", tempfile.mkdtemp(prefix="dealer-assist-test-home-"))

from phh_data import PHH_DIR

import dealer_assist.composition  # noqa: F401  (every event type known, as at every entry point)

time.tzset()


@pytest.fixture(scope="session")
def phh_dir() -> Path:
    """The folder of real PHH hands with their true finishing stacks."""
    if not PHH_DIR.is_dir():
        pytest.fail(f"the PHH hands are missing: {PHH_DIR}")
    return PHH_DIR
