"""Catalogue section 7.5 (table stakes and the playing surface) as dealer calls: what the dealer
sees, the ruling the floor confirms and the steps, in our own words with rule IDs. The engine
keeps the chips that play (engine/table_stakes.py); these are the matters it cannot see."""

from __future__ import annotations

from dealer_assist.rules.irregularities.entry import Irregularity, entry

_ANY = ("between", "deal", "play", "showdown")

STAKES: tuple[Irregularity, ...] = (
    entry("cash_on_table", "Cash put on the table to play", ("LC-24", "AMB-33"),
          ("Did he put cash forward as a bet or to cover a bet?",
           "Is a house runner bringing his chips, announced to the table (LC-26c)?"),
          "Cash never plays: the bet stands only with chips he has on the table. Only chips "
          "a house runner brings with the house's consent, told to the table, count before "
          "they arrive.",
          ("Stop the action on that bet; the cash stays out of the pot",
           "He asks for chips (the dealer or a runner changes the cash)",
           "Runner chips already announced: mark them on his seat (LC-26c)"),
          games="all", stages=_ANY),
    entry("chips_passed", "Chips handed from one player to another", ("LC-26b", "LC-26c"),
          ("Who handed chips to whom, and how much?",
           "Is the player who took them waiting for announced runner chips?"),
          "Chips are not passed between players, not even to post an ante or a blind; only a "
          "player waiting for announced runner chips may be lent chips, which then play for "
          "him.",
          ("Return the chips to the player who handed them over",
           "Waiting for runner chips: record the chips as passed behind (LC-26c)",
           "The floor speaks to both players"),
          games="all", stages=_ANY),
    entry("rack_on_table", "Chip rack or other object on the playing surface", ("LC-13",),
          ("Is he playing out of a chip rack?", "What else is on the playing surface?"),
          "Only chips and cards belong on the layout; nobody plays from a rack.",
          ("Ask him to take his chips out of the rack and put the rack away",
           "Other objects leave the playing surface before the next deal"),
          games="all", stages=_ANY),
    entry("foreign_chips", "Another casino's chips or wrapped chips in play", ("LC-20",),
          ("Whose chips are they, and in which pot or stack?",
           "Are they another casino's, or still in a sealed wrapper?"),
          "Neither another casino's chips nor chips still sealed in their wrapper play.",
          ("Take them out of the pot or stack and give them back to their owner",
           "He replaces them with this house's chips, or the bet is what his own chips cover",
           "Call the floor if a pot has been settled with them"),
          games="all", stages=_ANY),
    entry("cards_out_of_view", "Cards held out of view", ("LC-26f",),
          ("Whose cards were out of view, and where (off the table, below its edge)?",),
          "A player's cards stay in plain view on the table the whole time; the floor decides "
          "what follows.",
          ("Ask him to bring his cards back into view at once",
           "Call the floor, who rules on the hand (LC-P1)"),
          games="all", stages=("deal", "play", "showdown")),
)
