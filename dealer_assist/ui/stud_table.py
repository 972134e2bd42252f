"""A stud table from a house profile: the adapter ``session_for`` lacks (it builds flop games
only; see the report on issue 9).

The values are copied from the profile (``rules_for(house, "stud", limit)``): limit, ante,
bring-in, completion, cap and the open-pair rule. Nothing is decided here; a value the profile
leaves to the room is refused with the profile's own reason, as the engine would.
"""

from __future__ import annotations

from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import PlayerSeated, TableConfigured
from dealer_assist.engine.hand import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.rules import RoomSetting, load_profile, rules_for

STUD_SEATS = 8
DEMO_PLAYERS = ("Ana", "Ben", "Chen", "Dee", "Eli", "Fay", "Gus", "Hal")


def _value(value: object, what: str) -> object:
    if isinstance(value, RoomSetting):
        raise Refusal(f"the room must set the {what} first: {value.reason}")
    return value


def stud_config(house: str, limit: str, game: str = "stud") -> GameConfig:
    """The engine's config for a stud game of ``house`` at ``limit`` (e.g. CG, "4-8")."""
    rules = rules_for(load_profile(house), game, limit)
    stakes, stud = rules.stud_stakes, rules.stud
    if stakes is None or stud is None:
        raise Refusal(f"{rules.game_name} is not a stud game")
    cap = _value(rules.betting.max_bets_per_round, "cap") if rules.betting else 4
    open_pair = _value(stud.open_pair_fourth_street, "open-pair rule")
    return GameConfig(
        game="stud", hi_lo=game == "stud8", structure="fixed",
        small_bet=int(rules.limit.low), big_bet=int(rules.limit.high), blinds=(),
        ante=int(_value(stakes.ante, "ante")),  # type: ignore[call-overload]
        bring_in=int(_value(stakes.bring_in_min, "bring-in")),  # type: ignore[call-overload]
        cap_bets=cap if isinstance(cap, int) else None,
        open_pair=str(getattr(open_pair, "value", open_pair)),
    )


def stud_session(house: str = "CG", limit: str = "4-8", *, players: int = 6, stack: int = 200,
                 table: str = "T1", game: str = "stud") -> TableSession:
    """A stud table with ``players`` demo players seated and dealt in."""
    config = stud_config(house, limit, game)
    session = TableSession(config)
    session.run([TableConfigured(table, house, game, limit, STUD_SEATS, config.to_json())])
    session.run([PlayerSeated(s, DEMO_PLAYERS[s - 1], stack, "deal_now")
                 for s in range(1, players + 1)])
    return session


def table_config(house: str, game: str, limit: str) -> GameConfig:
    """The engine's config for any game a dealer table runs: stud through :func:`stud_config`,
    flop games through the engine's own ``config_from_rules`` (which refuses the rest)."""
    if game in ("stud", "stud8"):
        return stud_config(house, limit, game)
    from dealer_assist.engine.from_profile import config_from_rules

    return config_from_rules(rules_for(load_profile(house), game, limit))
