"""Catalogue sections 6.1 to 6.3: misdeals, fouled deck, boxed cards, hole-card counts, board
errors and exposed cards in Hold'em and Omaha (paraphrased; rule IDs cited)."""

from __future__ import annotations

from dealer_assist.rules.irregularities.entry import Irregularity, entry

_SUBSTANTIAL = "Substantial action yet (two players acted one after the other, LC-GL-68)?"
_MISDEAL_STEPS = (
    "Stop the deal; leave every card where it lies until the floor arrives (LC-103.s1)",
    "Floor confirms the misdeal: return every bet and blind of this hand (LC-103, LC-104)",
    "Collect all cards, shuffle, cut and deal the hand again with the same button",
)


def _misdeal(letter: str, title: str, question: str, extra_ids: tuple[str, ...] = (),
             games: str = "all", support: str = "corrected") -> Irregularity:
    """An LC-104 case; a to e name no game (every game), f to h Hold'em and Omaha, i stud."""
    return entry(
        f"misdeal_{letter}", f"Misdeal: {title}", (f"LC-104{letter}", "LC-104", "LC-103.s1",
                                                   "LC-GL-68", *extra_ids),
        (question, _SUBSTANTIAL),
        "Misdeal, if no substantial action has taken place yet; afterwards only the specific "
        "irregularity applies. Only a floorperson may declare it.",
        _MISDEAL_STEPS, games=games, support=support, misdeal=True, stages=("deal", "play"),
        correction="void")


FLOP: tuple[Irregularity, ...] = (
    _misdeal("a", "dealt without a shuffle and cut", "Was the deck shuffled and cut before "
             "the first card?"),
    _misdeal("b", "first card to the wrong seat", "Did the first card go to the seat left of the "
             "button?", support="detected"),
    _misdeal("c", "two or more players with a wrong card count", "How many players hold the "
             "wrong number of cards (one: see extra/missing hole card)?", ("LC-103.s2",),
             support="detected"),
    _misdeal("d", "two extra cards off the deck, not fixable", "Can the two extra cards be put "
             "right? (floor judgement)"),
    _misdeal("e", "button in the wrong place", "Has anyone acted yet?"),
    _misdeal("f", "first or second card of the deal face up", "Was it the first or second card "
             "of the whole deal (AMB-17)? A later single card: exposed hole card.", ("AMB-17",),
             games="flop", support="detected"),
    _misdeal("g", "two or more cards dealt face up", "How many cards of the deal were face up?",
             ("AMB-17",), games="flop", support="detected"),
    _misdeal("h", "an entitled player dealt out", "Was the skipped player present or had he "
             "posted?", games="flop", support="detected"),
    _misdeal("i", "stud: first card dealt face up", "Was it the first card of the stud deal?",
             ("AMB-17",), games="stud", support="detected"),
    entry("fouled_deck", "Fouled deck (duplicate card, joker, odd back)", ("LC-105",),
          ("Which card is duplicated, or what is wrong with the deck?",),
          "The hand is void: every bet of this hand goes back. Earlier hands stand.",
          ("Stop the hand; set the deck aside for the floor",
           "Floor confirms: return every bet and blind of this hand (LC-105)",
           "Replace the deck before the next hand"), support="detected",
          # banked too: a banked game deals from one deck (CG-3CP-01, HTP-3CP-01, CG-PAI-01)
          stages=("deal", "play", "showdown"), banked=True),
    entry("boxed_card", "Boxed card (face up in the deck)", ("LC-109",),
          ("Is the card face up in the deck rather than dealt face up?",),
          "A boxed card counts as a blank: it goes to the discards and the deal continues as if "
          "it were not there.",
          ("Put the boxed card in the discards (LC-109)",
           "Give the seat due that card the next card off the deck"),
          floor=False, support="detected",
          stages=("deal", "play")),
    entry("boxed_five", "Five or more boxed cards", ("LC-106", "LC-109"),
          ("How many boxed cards have turned up this hand?",
           "Were they found only in the stub after every needed card was out?"),
          "Five boxed cards during the hand void it and every bet goes back; found only in the "
          "leftover stub after the last card was needed, play goes on.",
          ("Stop the hand (LC-106)", "Floor confirms: return every bet of this hand",
           "Replace the deck"), support="detected",
          stages=("deal",)),
    entry("extra_hole_card", "One hole card too many", ("LC-107a", "LC-107b", "LC-107c",
                                                         "LC-103.s2", "PGP-IRR-02", "PGP-IRR-03",
                                                         "K15"),
          ("Which seat holds the extra card?", "Has that player acted?",
           "Has the flop been dealt?", _SUBSTANTIAL),
          "Depends on the house setting K15 (house rulings below); unset: the floor decides.",
          ("Call the floor (LC-P5)", "Follow the house ruling shown"),
          house_key="K15", support="detected", house_rulings=(
              ("by_action_and_flop", "Not acted: the floor turns one of his cards up at random "
               "and it is the flop burn (LC-107a). Acted before the flop: dead, his money stays, "
               "one of its cards is the burn (LC-107b). Found after the flop: dead, all action "
               "stands (LC-107c)."),
              ("burn_unless_substantial_action", "The floor turns one of his cards up at random "
               "as the first burn (PGP-IRR-02); after substantial action the hand is dead and "
               "every chip he put in is lost, blinds included (PGP-IRR-03).")),
          stages=("deal",)),
    entry("missing_hole_card", "One hole card short", ("LC-108a", "LC-108b", "PGP-IRR-01",
                                                       "LC-85c", "K16"),
          ("Which seat is short?", "Has that player acted?", "Has the flop been dealt?"),
          "Depends on the house setting K16 (house rulings below); unset: the floor decides.",
          ("Call the floor (LC-P5)", "Follow the house ruling shown"),
          house_key="K16", support="detected", house_rulings=(
              ("top_card_unless_acted", "Not acted: the top card once the deal is complete "
               "(LC-108a). Acted before the flop: dead, his money stays (LC-108b). Found later: "
               "dead (LC-85c)."),
              ("always_top_card", "The top card once the deal is complete, acted or not "
               "(PGP-IRR-01).")),
          stages=("deal",)),
    entry("premature_flop", "Flop dealt before preflop betting ended", ("LC-110", "PGP-IRR-05"),
          ("Was the preflop betting complete when the flop was spread?",),
          "The flop cards go back into the stub, which is shuffled; the burn already taken stays, "
          "and once betting is over the new flop comes without another burn.",
          ("Take the flop cards back (keep the burn) (LC-110)", "Finish the preflop betting",
           "Shuffle the stub with the returned flop cards",
           "Deal the new flop WITHOUT a burn (LC-110)"), support="detected",
          stages=("play",)),
    entry("flop_too_many", "Flop with too many cards", ("LC-114", "PGP-IRR-04"),
          ("How many cards were flopped?",),
          "The whole flop goes back into the stub (the burn stays), the stub is shuffled and a "
          "new flop is dealt without a burn.",
          ("Take all flopped cards back, not the burn (LC-114)", "Shuffle the stub",
           "Deal a new three-card flop WITHOUT a burn (LC-114)"), support="detected",
          stages=("play",)),
    entry("premature_turn", "Turn shown before flop betting ended", ("LC-111", "PGP-IRR-06"),
          ("Was the flop betting complete when the turn was shown?",),
          "The early turn is out of play for now. After flop betting, burn and deal the next "
          "card as the turn. After turn betting, shuffle the stub with the early card (burns and "
          "discards stay out) and deal the river without a burn.",
          ("Set the early turn card aside face up (LC-111)", "Finish the flop betting",
           "Burn one card and deal the turn (LC-111)", "Finish the turn betting",
           "Shuffle the stub with the set-aside card, not the burns or discards (LC-111)",
           "Deal the river WITHOUT a burn (LC-111)"), support="detected",
          stages=("play",)),
    entry("premature_river", "River shown before turn betting ended", ("LC-112", "PGP-IRR-07"),
          ("Was the turn betting complete when the river was shown?",),
          "The early river is out of play. After turn betting, shuffle the stub with it (burns "
          "and discards stay out) and deal the river without a burn.",
          ("Set the early river card aside (LC-112)", "Finish the turn betting",
           "Shuffle the stub with the set-aside card (LC-112)",
           "Deal the river WITHOUT a burn (LC-112)"), support="detected",
          stages=("play",)),
    entry("not_entitled_dealt", "Player dealt in without the right to a hand", ("LC-113",),
          ("Why is he not entitled (seat change, missed blind)?", "Has he acted?",
           "Does he hold only one card?"),
          "Found before he acts: his hand is dead and play goes on, no misdeal; his action "
          "stands if he already acted. He still owes his wait or missed blinds.",
          ("Kill his hand (LC-113)", "If he has one card, give the seat its second card in "
           "rotation, then muck it", "Keep his missed-blind button or seat-change wait"),
          support="detected",
          stages=("deal",), correction="kill"),
    entry("newcomer_dealt_in", "Newcomer dealt in before posting", ("LC-132a", "LC-132b"),
          ("Has he looked at his cards?",),
          "If he has seen them his hand plays and he posts his big blind before the next deal; "
          "if not, the cards are dead and his entry choice stays as it was.",
          ("Ask whether he looked at the cards", "Looked: deal him in and play the hand "
           "(LC-132a); he posts before the next deal", "Not looked: kill the cards, keep his "
           "entry choice (LC-132b, LC-127)"), support="corrected",
          stages=("deal",)),
    entry("card_to_empty_seat", "Card dealt to an empty seat", ("LC-119", "LC-P1"),
          ("Which round of the deal was it?",),
          "Flop games have no rule of their own; the app proposes the stud reading (LC-119): the "
          "card is dead, goes to the discards and the deal continues. The floor decides.",
          ("Put the card in the discards", "Continue the deal with the next seat"),
          support="detected",
          stages=("deal",)),
    entry("exposed_hole_card", "Hole card exposed during the deal", ("LC-115", "PGP-IRR-08",
                                                                     "PGP-IRR-09", "PGP-IRR-10",
                                                                     "AMB-17", "K17"),
          ("Was it the first or second card of the deal (misdeal, LC-104f)?",
           "Is it the second card exposed in this deal (misdeal, LC-104g)?",
           "Did the card flip because it touched the player it was meant for (PGP-IRR-10)?"),
          "Depends on the house setting K17 (house rulings below); unset: the floor decides.",
          ("Finish the deal", "Follow the house ruling shown"),
          house_key="K17", support="detected", house_rulings=(
              ("replace_and_burn", "First or second card of the deal, or a second exposed card: "
               "misdeal (LC-104f/g, AMB-17). Otherwise, after the deal, the seat gets the top "
               "card and the exposed card goes face up on the deck as the burn (LC-115)."),
              ("replace_and_burn_keep_if_player_caused", "Replaced once every other card is "
               "dealt and used as the burn, a card off the table too (PGP-IRR-08/09); a card that "
               "flipped off the player it was meant for stays with him (PGP-IRR-10).")),
          stages=("deal",)),
    entry("new_deck_request", "Request for a new deck or setup", ("LC-21", "LC-GL-56"),
          ("Has the deck been used for a full round?", "When was the last new setup?"),
          "Granted once the deck has gone a full round, and new setups no more than every half "
          "hour.", ("Check the deck's age and the last setup time", "Bring the setup"),
          floor=False, games="all",
          stages=("between",)),
    entry("show_burn_request", "Request to see the burn cards or the stub", ("LC-22",),
          (), "Refused: burns and the unused deck are never shown.",
          ("Decline the request (LC-22)",), floor=False, games="all",
          stages=("between", "showdown")),
)
