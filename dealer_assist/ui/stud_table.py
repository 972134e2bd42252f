"""A stud demo table from a house profile: the engine builds the rules
(``engine.from_profile.config_from_rules``); this only seats the demo players."""

from __future__ import annotations

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import PlayerSeated, TableConfigured
from dealer_assist.engine.session import TableSession
from dealer_assist.rules import load_profile, rules_for

STUD_SEATS = 8
# i18n: demo data (names)
DEMO_PLAYERS = ("Ana", "Ben", "Chen", "Dee", "Eli", "Fay", "Gus", "Hal")


def stud_config(house: str, limit: str, game: str = "stud") -> GameConfig:
    """The engine's config for a stud game of ``house`` at ``limit`` (e.g. CG, "4-8")."""
    from dealer_assist.engine.from_profile import config_from_rules

    return config_from_rules(rules_for(load_profile(house), game, limit))


def stud_session(house: str = "CG", limit: str = "4-8", *, players: int = 6, stack: int = 200,
                 table: str = "T1", game: str = "stud") -> TableSession:
    """A stud table with ``players`` demo players seated and dealt in."""
    config = stud_config(house, limit, game)
    session = TableSession(config)
    session.run([TableConfigured(table, house, game, limit, STUD_SEATS, config.to_json())])
    session.run([PlayerSeated(s, DEMO_PLAYERS[s - 1], stack, "deal_now")
                 for s in range(1, players + 1)])
    return session
