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


@pytest.fixture(scope="session", autouse=True)
def _screen_catalogues() -> None:
    """The screens' compiled languages (.qm), as `make` builds them: a plain `pytest` in a fresh
    checkout runs the self-test and the language switches too (a no-op when they are current)."""
    from dealer_assist.ui import i18n

    if i18n.lrelease() is not None:
        i18n.build_catalogues()
