"""Which game module runs a table: chosen from the profile's data, never the house name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealer_assist.engine.games.banked.config import BankedConfig
from dealer_assist.engine.hand import Refusal

if TYPE_CHECKING:
    from dealer_assist.engine.games.banked.round import BankedGame


def game_for(config: BankedConfig) -> BankedGame:
    """The rules object for ``config.game``; CG's and HTP's 3CP differ by their wager names."""
    from dealer_assist.engine.games.banked.florida_holdem import FloridaHoldem
    from dealer_assist.engine.games.banked.hot_action_blackjack import HotActionBlackjack
    from dealer_assist.engine.games.banked.pai_gow import PaiGow
    from dealer_assist.engine.games.banked.three_card_poker import ThreeCardPoker
    from dealer_assist.engine.games.banked.two_card_poker import TwoCardPoker

    if config.coverage is None:
        raise Refusal(
            "the room has not set how the banker's stake covers wagers "
            "(Gaps: no coverage order stated for this game)"
        )
    if config.game == "three_card_poker":
        return ThreeCardPoker(cg="ante" in config.wagers)
    games: dict[str, BankedGame] = {
        "two_card_poker": TwoCardPoker(),
        "florida_holdem": FloridaHoldem(),
        "pai_gow": PaiGow(),
        "hot_action_blackjack": HotActionBlackjack(),
    }
    if config.game not in games:
        raise Refusal(f"{config.game} is not a player-banked game")
    return games[config.game]
