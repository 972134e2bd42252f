"""Catalogue sections 7.1 (dead and retrievable hands), showdown disputes (LC-75, LC-77) and
section 8 (floor decisions), paraphrased with rule IDs."""

from __future__ import annotations

from dealer_assist.irregularities.catalogue import Irregularity, entry

_KILL = ("Floor confirms: the hand is dead and its chips stay in the pot",
         "Muck the hand; the action goes on with the next player")

FLOOR: tuple[Irregularity, ...] = (
    entry("unprotected_hand", "Unprotected or abandoned hand", ("LC-9",),
          ("Was the hand protected (chip or hand on it)?", "Is it clear which cards are his?"),
          "An unprotected hand the dealer takes in counts as folded, with no recourse; one mixed "
          "with a discard so that his cards are unclear is dead.", _KILL, games="all",
          support="corrected"),
    entry("advice_given", "Advice or whispering during a hand", ("LC-10",),
          ("Who gave advice to whom?",),
          "One player to a hand: the floor is told; the hand itself is not changed.",
          ("Flag the seat to the floor (LC-10)",), games="all"),
    entry("thrown_hand_retrievable", "Thrown hand not yet in the muck", ("LC-80", "LC-GL-53"),
          ("Has the hand touched the muck?", "Did anyone act because it was thrown?"),
          "If it is clear of the muck and nobody acted on the throw, it can be taken back and "
          "declared live.", ("Floor confirms the retrieve (LC-80)",
                             "The player is back on turn"), games="all", support="corrected"),
    entry("hand_in_muck", "Hand touched the muck face down", ("LC-81", "LC-81a", "LC-81b"),
          ("Had it been tabled face up at showdown (LC-81a)?",
           "Was it protected (LC-81b)?", "Can it be identified?"),
          "Dead, unless it had been tabled at showdown or was protected and can be identified.",
          _KILL, games="all", support="corrected"),
    entry("cards_thrown", "Cards thrown, spiked or slammed", ("LC-82",),
          ("Did a card touch the muck face down?",),
          "The thrower bears the result; a card that reached the muck face down kills the hand.",
          _KILL, games="all", support="corrected"),
    entry("card_off_table", "Card dropped off the table", ("LC-83",),
          ("Has the floor retrieved it and shown it to the table?",),
          "The card may be ruled dead. Players leave it; the floor picks it up and shows it "
          "before play goes on.",
          ("Pause play", "Floor retrieves and shows the card (LC-83)", "Floor rules on the hand"),
          games="all"),
    entry("hand_turned_by_other", "Another player turned a hand over", ("LC-84",),
          ("Who turned the cards?", "Had the owner asked for it?"),
          "Only the owner turns his hand; a discarded hand turned up by someone else stays dead.",
          ("Leave the discarded hand dead (LC-84)",), games="all"),
    entry("fold_facing_bet", "Fold, or saying fold, while facing a bet", ("LC-85a",),
          ("Was he facing a bet or raise?",),
          "The hand is dead.", _KILL, games="all", support="corrected"),
    entry("hand_thrown_forward", "Hand thrown forward and another player acted", ("LC-85b",),
          ("Did the throw make another player act?",),
          "The hand is dead.", _KILL, games="all", support="corrected"),
    entry("wrong_count_after_acting", "Wrong number of cards after acting", ("LC-85c",),
          ("How many cards does the hand hold?", "Has the player acted?"),
          "The hand is dead.", _KILL, games="all", support="corrected"),
    entry("absent_at_turn", "Player not in his seat when it is his turn", ("LC-85d",),
          ("Did he ask to be dealt in?", "Is he back in time to act?"),
          "The hand is dead and any blinds he posted are lost.", _KILL, games="all",
          support="corrected"),
    entry("see_hand_at_showdown", "Request to see a hand at showdown", ("LC-75", "AMB-30"),
          ("Who asks: the winner or another player?", "Was the hand called?"),
          "Any player may see a called hand. Asked by anyone but the winner, a mucked hand stays "
          "dead; asked by the winner, the losing hand plays against his and the better hand "
          "takes the pot (AMB-30).",
          ("Show the requested hand face up (LC-75)",
           "Winner asked: compare the two hands, the better one wins",
           "Someone else asked: the mucked hand stays dead"), games="all", support="corrected"),
    entry("show_one_show_all", "Cards shown to another player during a hand", ("LC-77", "LC-76"),
          ("Were they shown to an active player, or to someone not in the hand?",),
          "Cards shown on purpose are for everyone: shown to an active player, any active player "
          "may see them now; shown to anyone else, they are shown to all after the hand.",
          ("Show the cards to any active player who asks (LC-77)",
           "Otherwise show them to the table when the hand ends"), floor=False, games="all",
          support="corrected"),  # engine/showdown_calls: CardsExposed, ExposedCardsDemanded
    entry("cards_damaged", "Cards bent, torn or marked on purpose", ("LC-4",),
          ("Who damaged the cards?",),
          "The player is dealt out at once and sent to the lead floor supervisor or shift "
          "manager.", ("Deal the seat out (LC-4)", "Escalate to the lead floor supervisor"),
          games="all"),
    entry("late_objection", "Objection raised after the next hand began", ("LC-8c", "LC-8b"),
          ("Has the next hand's shuffle or deal begun?",),
          "Too late: no floor decision is possible on a hand once the next one has begun.",
          ("Tell the player the ruling window has closed (LC-8c)",), floor=False, games="all",
          support="corrected"),
    entry("management_override", "Management ruling against the letter of a rule",
          ("LC-P1", "LC-8a", "CG-DIS-03", "CG-DIS-04"),
          ("Which proposed ruling is overridden, and why?",),
          "The floor may rule by the spirit of the rules; the override and its reason are kept "
          "with the proposal.", ("Record the override with the floorperson's name and reason",),
          games="all", support="corrected"),
    entry("misdeal_request", "Dealer asks for a misdeal", ("LC-103.s1", "LC-104"),
          ("Which misdeal case applies (LC-104a-i)?", "Has there been substantial action?"),
          "Only a floorperson declares a misdeal; the dealer's request waits with the cards "
          "untouched.", ("Leave the cards in place", "Floor confirms or refuses (LC-103.s1)"),
          games="all", support="corrected"),
    entry("structure_change", "Limit or structure change requested", ("LC-12",),
          ("Which limit or structure is requested?",),
          "Pending until the floor approves it.", ("Floor approves the change (LC-12)",),
          games="all"),
)
