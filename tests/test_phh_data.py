"""The PHH hands kept in tests/data/phh are the shared ones, byte for byte."""

from __future__ import annotations

import pytest
from phh_data import SHARED, VENDORED_PHH


@pytest.mark.skipif(not (SHARED / "phh").is_dir(), reason="no ../shared/phh beside the checkout")
def test_vendored_phh_hands_match_the_shared_folder() -> None:
    shared = {p.name: p.read_bytes() for p in (SHARED / "phh").iterdir() if p.is_file()}
    vendored = {p.name: p.read_bytes() for p in VENDORED_PHH.iterdir() if p.is_file()}
    assert vendored == shared


def test_vendored_phh_hands_are_present() -> None:
    assert len(list(VENDORED_PHH.glob("*.phh"))) >= 22
