"""Collection and rake, shown before the deal (K04: CG-3CP-02; HTP-3CP-16, AMB-15)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from dealer_assist.engine.games.banked.config import BankedConfig
from dealer_assist.messages import joined, msg

RAKE_LABELS = {
    "all_players": msg("banked.rake.all_players", "every player alike, the banker included"),
    "all_but_banker": msg("banked.rake.all_but_banker", "every player alike except the banker"),
    "banker_only": msg("banked.rake.banker_only", "the banker only"),
}


@dataclass(frozen=True, slots=True)
class Charge:
    """One seat's collection or rake for the coming hand."""

    seat: int
    amount: int | None  # None: the room has not set the amount
    rule_ids: tuple[str, ...]


def rake_options(config: BankedConfig) -> list[str]:
    """The modes the house may use, as the table display shows them (HTP-3CP-16, AMB-15)."""
    return [msg("banked.rake.option", "{mode}: {label}", mode=mode,
                label=RAKE_LABELS.get(mode, mode)) for mode in config.rake_modes]


def charges(config: BankedConfig, players: Iterable[int], banker: int) -> list[Charge]:
    """Who pays what before the deal. A dead HTP hand is refunded later (HTP-3CP-13)."""
    seats = list(players)
    if config.collection_required:  # CG-3CP-02: no collection, no cards
        return [Charge(s, config.collection_amount, ("CG-3CP-02", "K04")) for s in seats]
    mode = config.rake_mode
    if mode is None:
        return []
    rules = ("HTP-3CP-16", "HTP-2CP-14", "HTP-FLH-19", "AMB-15", "K04")
    if mode == "banker_only":
        payers = [banker]
    elif mode == "all_but_banker":
        payers = seats
    else:
        payers = [*seats, banker]
    return [Charge(s, config.rake_amount, rules) for s in payers]


def describe(config: BankedConfig) -> str:
    """One line for the table display: the disclosed mode, or the options still to pick."""
    if config.collection_required:
        amount = config.collection_amount
        if amount is None:
            return msg("banked.collection.room_sets",
                       "Collection from every player before the deal: amount set by the room "
                       "(Gaps) (CG-3CP-02)")
        return msg("banked.collection.every_player",
                   "Collection from every player before the deal: ${amount} (CG-3CP-02)",
                   amount=amount)
    if config.rake_mode is not None:
        return msg("banked.collection.rake_on", "Rake on {who} (HTP-3CP-16)",
                   who=RAKE_LABELS[config.rake_mode])
    if config.rake_modes:
        return msg("banked.collection.rake_not_chosen", "Rake mode not chosen; options: {options}",
                   options=joined(rake_options(config), "; "))
    return msg("banked.collection.none_stated", "No collection stated for this game (K04)")
