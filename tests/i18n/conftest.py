"""The catalogues compiled (pyside6-lrelease, as `make` does) before any test switches language;
every test starts and ends in English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from dealer_assist.ui import i18n


@pytest.fixture(scope="session", autouse=True)
def _catalogues_built() -> None:
    i18n.build_catalogues()


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.switch("en")
