"""The dealer's steps with the corrections in force on top of the engine's ``procedure``."""

from __future__ import annotations

from dealer_assist.engine.config import STREETS
from dealer_assist.engine.hand import BOARD_SIZES, HandState
from dealer_assist.engine.procedure import BOARD_RULES, BURN_RULES, by_house, procedure
from dealer_assist.engine.steps import Procedure, Step
from dealer_assist.engine.table_view import TableView
from dealer_assist.irregularities.misdeals import void_step
from dealer_assist.irregularities.state import IrregularityState, peek
from dealer_assist.irregularities.stud_procedure import stud_steps
from dealer_assist.messages import msg
from dealer_assist.rules.irregularities.catalogue import get

_PREMATURE_IDS = {"LC-110": ("LC-110", "PGP-IRR-05"), "LC-111": ("LC-111", "PGP-IRR-06"),
                  "LC-112": ("LC-112", "PGP-IRR-07"), "LC-114": ("LC-114", "PGP-IRR-04")}


def procedure_with_rulings(table: TableView) -> Procedure:
    """``procedure(table)`` plus floor calls for open rulings and the correction steps."""
    base = list(procedure(table).steps)
    steps = _floor_steps(table)
    hand = table.hand
    if hand is None or hand.ended:
        return Procedure(tuple(by_house(table, steps + base)))
    void = void_step(table)  # a misdeal: whose it was, and the cards gathered for a new deal
    if void is not None:
        base = [void if s.kind == "end" else s for s in base]
    st = peek(table)
    steps += stud_steps(table)
    steps += _owed_steps(st)
    steps += [Step("aside", msg("irregularities.procedure.step.keep_face_up_out_play",
                                "Keep {value} face up out of play until the stub is reshuffled",
                                value=a.card or 'the early card'), None, _PREMATURE_IDS[a.rule_id])
              for a in st.aside if a.back_on > hand.street]
    if hand.phase == "board" and len(hand.board) == BOARD_SIZES[hand.street - 1]:
        base = [s for s in base if s.kind != "board"]
        steps += _street_steps(hand, st)
    return Procedure(tuple(by_house(table, steps + base)))  # the table's own house's rows


def _floor_steps(table: TableView) -> list[Step]:
    out = []
    for number, ruling in table.rulings.items():
        if ruling.status == "proposed" and ruling.hand == table.hand_number:
            title = get(ruling.irregularity).title
            detail = f": {ruling.detail}" if ruling.detail else ""
            out.append(Step("floor", msg("irregularities.procedure.step.call_floor_ruling",
                                         "Call the floor: ruling {number}, {title}{detail}",
                                         number=number, title=title, detail=detail), None,
                            (*ruling.rule_ids, "LC-P5")))
    return out


def _owed_steps(st: IrregularityState) -> list[Step]:
    out = [Step("deal", msg("irregularities.procedure.step.after_deal_give_seat_top",
                            "After the deal, give seat {seat} the top card in place of {value}; "
                            "put {value2} face up on the deck: it is the next burn",
                            seat=seat, value=card or 'the exposed card', value2=card or 'it'),
                seat, ("LC-115", "PGP-IRR-08")) for seat, card in st.exposed.items()]
    out += [Step("deal", msg("irregularities.procedure.step.give_seat_top_card_deck",
                             "Give seat {seat} the top card of the deck",
                             seat=seat), seat,
                 ("LC-108a", "PGP-IRR-01")) for seat in st.owed]
    return out


def _street_steps(hand: HandState, st: IrregularityState) -> list[Step]:
    """The start of a street: reshuffle first if set-aside cards are due back, then burn or not."""
    street = STREETS[hand.street]
    need = hand.board_needed()
    cards = f"{need} card{'s' if need > 1 else ''} face up"
    out: list[Step] = []
    due = [a for a in st.aside if a.back_on <= hand.street]
    if due:
        names = ", ".join(str(a.card or "the early card") for a in due)
        out.append(Step("shuffle", msg(
                                       "irregularities.procedure.step.shuffle_stub_together_burns_discards",
                                       "Shuffle the stub together with {names} (not the burns "
                                       "or discards)",
                                       names=names), None, _PREMATURE_IDS[due[0].rule_id]))
    needed = st.burns_needed.get(hand.street, hand.street)
    board = BOARD_RULES[street]  # how the street's cards come, by house
    ids: tuple[str, ...]
    if len(hand.burns) < needed:
        ids = ("LC-111", "PGP-IRR-06") if hand.street in st.burns_needed else \
            (*BURN_RULES, *board)
        out.append(Step("board", msg("irregularities.procedure.step.burn_one_card_then_deal",
                                     "Burn one card, then deal the {street}: {cards}",
                                     street=street, cards=cards), None, ids))
    else:
        rule = st.no_burn.get(hand.street)
        ids = _PREMATURE_IDS[rule] if rule else board
        why = f" ({rule})" if rule else " (its burn is already out)"
        out.append(Step("board", msg("irregularities.procedure.step.deal_without_burn",
                                     "Deal the {street} WITHOUT a burn{why}: {cards}",
                                     street=street, why=why, cards=cards), None, ids))
    return out
