"""Checks across sections of one game: what a single section cannot see on its own."""

from __future__ import annotations

from dealer_assist.rules.checks import Invalid
from dealer_assist.rules.enums import KillKind, Structure
from dealer_assist.rules.limits import parse_limit
from dealer_assist.rules.profile import GameProfile
from dealer_assist.rules.stakes import BankedStakes, FlopStakes


def check_game(game: GameProfile, key: str) -> None:
    """Raise :class:`Invalid` (dotted key from the file root) when the game's parts disagree."""
    for limit_key, entry in game.limits.items():
        where = f"{key}.limits.{limit_key}"
        stakes = entry.stakes
        if isinstance(stakes, FlopStakes):
            _check_flop(game, stakes, entry.limit.structure, entry.limit.low, where)
        if isinstance(stakes, BankedStakes) and game.banked is not None:
            for name in stakes.side_bets:
                if name not in game.banked.wagers:
                    raise Invalid(f"{where}.side_bets.{name}", "not one of banked.wagers")
    if game.banked is not None:
        for name in game.banked.pay_tables:
            if name not in game.banked.wagers:
                raise Invalid(f"{key}.banked.pay_tables.{name}", "not one of banked.wagers")


def _check_flop(
    game: GameProfile, stakes: FlopStakes, structure: Structure, low: int, where: str
) -> None:
    assert game.blinds is not None and game.kill is not None  # flop games always have both
    posts = {p.kind for p in game.blinds.posts}
    if set(stakes.blinds) != posts:
        names = ", ".join(sorted(p.value for p in posts))
        raise Invalid(
            f"{where}.blinds", f"give exactly one amount per blind of blinds.posts ({names})"
        )
    if (structure is Structure.SPREAD) != (stakes.min_raise is not None):
        reason = (
            "a spread limit needs min_raise"
            if structure is Structure.SPREAD
            else 'min_raise is only for spread limits: write "none"'
        )
        raise Invalid(f"{where}.min_raise", reason)
    kind = game.kill.kind
    if kind in (KillKind.HALF, KillKind.FULL) and stakes.kill is None:
        raise Invalid(
            f"{where}.kill", f"a {kind} kill game needs its threshold, kill blind and kill limit"
        )
    if kind == KillKind.NONE and stakes.kill is not None:
        raise Invalid(f"{where}.kill", 'this game has no kill: write "none"')
    if stakes.kill is not None:
        try:
            kill_limit = parse_limit(stakes.kill.limit, structure)
        except ValueError as exc:
            raise Invalid(f"{where}.kill.limit", str(exc)) from None
        if kill_limit.low <= low:
            raise Invalid(f"{where}.kill.limit", "the kill limit must be above the game's limit")
