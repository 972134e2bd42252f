"""Catalogue section 6.4: Seven Card Stud errors (LC-116 to LC-125). Detection is in
:mod:`.stud_detect`, the corrections in :mod:`.stud_fixes` (LC-124 is the engine's own
``StudHandState.seventh_street`` plan). LC-122 put right needs no change (the shoe's order is
already the fixed one); left as dealt on 7th street, the cards are given as they lie."""

from __future__ import annotations

from dealer_assist.rules.irregularities.entry import Irregularity, entry

STUD: tuple[Irregularity, ...] = (
    entry("stud_ante_no_cards", "Stud: anted but dealt no cards", ("LC-116",),
          ("Did the player ante?", "Did he receive any card?"),
          "His ante comes back to him.", ("Return the ante to the skipped seat (LC-116)",
                                          "He sits the hand out; the cards dealt stay with "
                                          "the players who got them"),
          games="stud", support="corrected",
          stages=("deal",)),
    entry("stud_hole_card_exposed", "Stud: one of the two down cards exposed", ("LC-117", "K22"),
          ("Which down card was exposed (dealt up or flashed)?",
           "Is the exposed card now the lowest up card?"),
          "The exposed card plays as an up card and his third card comes face down. If it is "
          "the low card, the bring-in moves to the next-lowest up card (house K22).",
          ("Leave the exposed card face up (LC-117)", "Deal his third card face down",
           "Work out the bring-in without his exposed card if it is the lowest"), games="stud",
          support="detected",
          stages=("deal",)),
    entry("stud_own_card_flipped", "Stud: player turned up his own down card", ("LC-118",),
          ("Did the player himself cause the card to turn over?",),
          "His third card is dealt face up and the exposed card plays: two up cards.",
          ("Deal his third card face up (LC-118)", "He plays with two up cards",
           "His third card, not the one he turned, is his door card for the bring-in"),
          games="stud", support="corrected",
          stages=("play",)),
    entry("stud_empty_seat_dealt", "Stud: card dealt to an empty seat", ("LC-119",),
          ("Was it a first or second down card, an up card, or the last down card?",
           "Can it be put right?"),
          "An early down card to an empty seat is dead and discarded; an up card is moved along "
          "to the right players; a last down card that cannot be fixed leaves the hand as dealt.",
          ("Down card: discard it and go on (LC-119)",
           "Up card: slide the up cards to their proper seats",
           "Seventh card: play the hand as dealt"), games="stud", support="detected",
          stages=("deal",)),
    entry("stud_fold_no_bet", "Stud: fold with no bet to face", ("LC-120",),
          ("Was a bet pending when he folded?",),
          "A player who folds when nothing was bet receives no further cards.",
          ("Skip the seat on later streets (LC-120)",), floor=False, games="stud",
          support="corrected",
          stages=("play",)),
    entry("stud_premature_card", "Stud: cards dealt before the betting round ended",
          ("LC-121", "AMB-29"),
          ("How many players are still in at discovery (AMB-29)?",
           "Was the early card the last down card, and did the player look at it?"),
          "Take the early cards out of play together with one card per player still in, finish "
          "the betting, then burn and deal the street normally. A last down card the player "
          "looked at or mixed in stays with him; a player holding seven cards may then only "
          "check, call or fold.",
          ("Count the players still in (AMB-29)",
           "Put the early cards plus that many stub cards in the discards (LC-121)",
           "Finish the betting round", "Burn and deal the street as usual"), games="stud",
          support="detected",
          stages=("deal", "play")),
    entry("stud_burn_error", "Stud: two burns or no burn", ("LC-122",),
          ("Can the cards be moved back to their proper places?",
           "Was it the last down card, already looked at?"),
          "Put the cards where they belong if possible; on the last down card that cannot be "
          "fixed, players keep what they got and the action continues.",
          ("Move the cards to their proper seats (LC-122)", "Otherwise continue as dealt"),
          games="stud", support="corrected",
          stages=("deal", "play")),
    entry("stud_seventh_up", "Stud: a seventh-street card dealt face up", ("LC-123",),
          ("Whose seventh card is face up?", "Does that player declare all-in now?"),
          "Everyone else still gets a down card. The player with the up card may bet normally or "
          "declare all-in before the action, the last round then going to a side pot. The "
          "highest board on sixth street opens.",
          ("Deal the others their seventh card face down (LC-123)",
           "Ask the player with the up card: bet normally or all-in now",
           "Start the action with the high board as of sixth street"), games="stud",
          support="detected",
          stages=("deal", "play")),
    entry("stud_short_deck", "Stud: too few cards for seventh street", ("LC-124",),
          ("How many cards are in the stub, how many players are still in, how many burns?",),
          "Count first. Exactly enough: deal without a burn. Short: deal all but the last, mix "
          "it with the burns, cut, burn and finish. Still short: one face-up community card, the "
          "high board on sixth street opening.",
          ("Count stub and players (LC-124)", "Enough: deal with no burn",
           "Short: deal all but one, mix the last with the burns, cut, burn, finish",
           "Not enough: burn and turn one community card for everyone"), games="stud",
          support="corrected",
          stages=("deal", "play")),
    entry("stud_card_off_table", "Stud: card dealt off the table", ("LC-125",),
          ("Was it a down card or an up card, and on which street?",),
          "A down card off the table is an exposed down card (LC-117 early, LC-123 on seventh); "
          "an up card off the table plays.",
          ("Down card: treat as exposed (LC-117 / LC-123)", "Up card: it plays"), games="stud",
          support="corrected",
          stages=("deal", "play")),
)
