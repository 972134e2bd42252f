"""The misdeal cases the floor may declare at this table now, and the dealer's step after one
(LC-103.s1, LC-104, LC-104a-i, LC-GL-68).

Why a module: the floor's misdeal call by touch (``ui/table_calls.py``) must offer only the cases
the engine accepts, and the engine must refuse the others in words a dealer can read; both read
the same checks here. Each case says in the catalogue which game it belongs to (LC-104a-e every
game, f-h Hold'em and Omaha, i stud); LC-104e holds only while nobody has acted; no case holds
after substantial action or once the hand is void. After the void, the dealer's procedure says
whose misdeal it was and that the cards are gathered for a new deal of the same hand, with the
same button (the engine lays the redeal out: engine/redeal.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from dealer_assist.engine.extensions import live_hand
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import HandState
from dealer_assist.engine.steps import Step
from dealer_assist.engine.stud import StudHandState
from dealer_assist.engine.table_view import TableView
from dealer_assist.irregularities.state import actions, peek, substantial_action
from dealer_assist.messages import msg
from dealer_assist.rules.irregularities.catalogue import catalogue
from dealer_assist.rules.irregularities.entry import Irregularity

PREFIX: Final = "misdeal_"
BEFORE_ANY_ACTION: Final = frozenset({"e"})
"""LC-104e: a misplaced button is a misdeal only while nobody has acted."""
GAMES: Final = {"flop": "Hold'em and Omaha", "stud": "stud"}


def family(hand: HandState) -> str:
    """The catalogue's game family of the hand in progress (``flop`` or ``stud``)."""
    return "stud" if isinstance(hand, StudHandState) else "flop"


def letter(entry: Irregularity) -> str:
    return entry.id.removeprefix(PREFIX)


def all_cases() -> list[Irregularity]:
    """Every LC-104 case in the catalogue, a to i."""
    return [e for e in catalogue() if e.misdeal]


def check_hand(table: TableView) -> HandState:
    """The hand a misdeal would void, or the refusal: no hand, a hand already void, or
    substantial action (LC-104, LC-GL-68)."""
    hand = live_hand(table)
    if hand.phase == "voided":
        raise Refusal(msg("irregularities.misdeals.refusal.hand_already_void_collect_cards",
                          "hand {number} is already void: collect the cards and start the next "
                          "hand",
                          number=hand.number))
    if substantial_action(hand):
        raise Refusal(msg("irregularities.misdeals.refusal.two_players_have_acted_row",
                          "two players have acted in a row (substantial action): a misdeal is "
                          "no longer possible; rule on the specific irregularity (LC-104, "
                          "LC-GL-68)"))
    return hand


MISCOUNTS: Final = frozenset({"extra_hole_card", "missing_hole_card"})
"""Single-seat rulings on a wrong number of hole cards (LC-107a, LC-108a, PGP-IRR-01/02)."""


def miscounted(table: TableView, hand: HandState, seats: Iterable[int]) -> list[int]:
    """LC-104c: every seat found with a wrong number of cards at this deal, ``seats`` (found
    now) and those already ruled on alone, when there are two or more and the case still holds
    (Hold'em and Omaha, before the flop, no substantial action); otherwise []."""
    if family(hand) != "flop" or hand.street != 0 or substantial_action(hand):
        return []
    st = peek(table)
    found = set(seats) | set(st.extra)
    for number, plan in st.planned.items():
        ruling = table.rulings.get(number)
        if ruling is not None and ruling.hand == hand.number and plan.seat is not None \
                and ruling.irregularity in MISCOUNTS and ruling.status != "overridden":
            found.add(plan.seat)
    return sorted(found) if len(found) >= 2 else []


def case_refusal(hand: HandState, entry: Irregularity) -> str:
    """Why the case does not apply to this hand now ("" when it does)."""
    rule = f"LC-104{letter(entry)}"
    if entry.games not in (family(hand), "all"):
        return f"{rule} is a misdeal case of {GAMES.get(entry.games, entry.games)} only, not " \
               "of this game"
    acted = actions(hand)
    if letter(entry) in BEFORE_ANY_ACTION and acted:
        return f"a button in the wrong place is a misdeal only before anyone acts, and seat " \
               f"{acted[0].seat} has acted ({rule})"
    return ""


def check_case(table: TableView, case: str) -> str:
    """The catalogue entry of case ``case`` (a letter, a to i) once the hand and the case are
    checked; otherwise the refusal."""
    hand = check_hand(table)
    entry = next((e for e in all_cases() if letter(e) == case), None)
    if entry is None:
        known = ", ".join(letter(e) for e in all_cases())
        raise Refusal(msg("irregularities.misdeals.refusal.there_no_misdeal_case_lc",
                          "there is no misdeal case {case!r}: LC-104 lists {known}",
                          case=case, known=known))
    why = case_refusal(hand, entry)
    if why:
        raise Refusal(why)
    return entry.id


def cases(table: TableView) -> list[Irregularity]:
    """The cases the floor may declare now, in catalogue order (none without a hand in progress;
    after substantial action the engine's refusal says why, so the cases still show)."""
    hand = table.hand
    if hand is None or hand.ended or hand.phase == "voided":
        return []
    return [e for e in all_cases() if not case_refusal(hand, e)]


def void_step(table: TableView) -> Step | None:
    """After a misdeal the floor confirmed: the step that ends the void hand (kind ``end``)."""
    hand = table.hand
    if hand is None or hand.ended or hand.phase != "voided":
        return None
    ruling = next((r for r in reversed(table.rulings.values())
                   if r.hand == hand.number and r.status == "confirmed"
                   and r.irregularity.startswith(PREFIX)), None)
    if ruling is None:
        return None
    entry = next(e for e in all_cases() if e.id == ruling.irregularity)
    same = "the same players ante again" if family(hand) == "stud" else \
        f"the button stays on seat {hand.button}"
    return Step("end", msg("irregularities.misdeals.step.declared_every_bet_back_player",
                           "{title}, declared by {decided_by}: every bet is back with its "
                           "player. Collect all the cards, then shuffle and cut for a new deal "
                           "of the same hand: {same}",
                           title=entry.title, decided_by=ruling.decided_by, same=same),
                None, ruling.rule_ids)
