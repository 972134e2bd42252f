"""Fixtures for the house-profile tests: every shipped profile, loaded once."""

from __future__ import annotations

import pytest

from dealer_assist.rules import GameRules, HouseCode, HouseProfile, load_all, rules_for


@pytest.fixture(scope="session")
def profiles() -> dict[HouseCode, HouseProfile]:
    return load_all()


@pytest.fixture(scope="session")
def table(profiles: dict[HouseCode, HouseProfile]):
    """``table("LC_LOW", "holdem", "3-6")`` -> the GameRules of that table."""

    def get(code: str, game: str, limit: str) -> GameRules:
        return rules_for(profiles[HouseCode(code)], game, limit)

    return get
