"""Which game module runs a table: chosen from the profile's data, never the house name."""

from __future__ import annotations

from collections.abc import Callable

from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked.config import BankedConfig
from dealer_assist.engine.games.banked.florida_holdem import FloridaHoldem
from dealer_assist.engine.games.banked.game import BankedGame
from dealer_assist.engine.games.banked.hot_action_blackjack import HotActionBlackjack
from dealer_assist.engine.games.banked.pai_gow import PaiGow
from dealer_assist.engine.games.banked.three_card_poker import ThreeCardPoker
from dealer_assist.engine.games.banked.two_card_poker import TwoCardPoker
from dealer_assist.messages import msg

GAMES: dict[str, Callable[[BankedConfig], BankedGame]] = {
    "three_card_poker": ThreeCardPoker.for_config,
    "two_card_poker": lambda config: TwoCardPoker(),
    "florida_holdem": lambda config: FloridaHoldem(),
    "pai_gow": lambda config: PaiGow(),
    "hot_action_blackjack": lambda config: HotActionBlackjack(),
}
"""The profile's game name -> a maker of that game's rules for one round (a game that keeps
records of its own, as Hot Action's spots, gets a fresh object each round)."""


def game_for(config: BankedConfig) -> BankedGame:
    """The rules object for ``config.game``, new for each round."""
    maker = GAMES.get(config.game)
    if maker is None:
        raise Refusal(msg("banked.registry.refusal.player_banked_game",
                          "{game} is not a player-banked game",
                          game=config.game))
    return maker(config)
