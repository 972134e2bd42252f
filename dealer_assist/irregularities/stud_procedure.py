"""The dealer's steps for the stud corrections in force (LC-116 to LC-124)."""

from __future__ import annotations

from dealer_assist.engine.steps import Step
from dealer_assist.engine.stud import StudHandState, seventh_street_plan
from dealer_assist.engine.table_view import TableView
from dealer_assist.irregularities.stud_fixes import (
    SEVENTH,
    bring_in_passed,
    extras_street,
    out_of_play,
    stud_peek,
)
from dealer_assist.messages import joined, msg


def stud_steps(table: TableView) -> list[Step]:
    """Correction steps for the stud hand in progress (empty for other games)."""
    hand = table.hand
    if not isinstance(hand, StudHandState) or hand.ended:
        return []
    st = stud_peek(table)
    out: list[Step] = []
    for seat, ante in st.ante_returned.items():
        if hand.street == 0 and hand.phase in ("dealing", "betting"):
            out.append(Step("push", msg(
                                        "irregularities.stud_procedure.step.seat_was_dealt_no_cards",
                                        "Seat {seat} was dealt no cards: his ${ante} ante is "
                                        "back in front of him; he sits this hand out",
                                        seat=seat, ante=ante), seat, ("LC-116",)))
    if hand.street == 0 and hand.phase == "dealing":
        for seat, card in st.exposed.items():
            if len(hand.hole[seat]) < 3:
                out.append(Step("deal", msg(
                                            "irregularities.stud_procedure.step.seat_s_stays_face_up",
                                            "Seat {seat}'s {value} stays face up; deal his "
                                            "third card FACE DOWN",
                                            seat=seat, value=card or 'exposed card'),
                                seat, ("LC-117",)))
        for seat, card in st.flipped.items():
            if len(hand.hole[seat]) < 3:
                out.append(Step("deal", msg(
                                            "irregularities.stud_procedure.step.seat_turned_up_himself_deal",
                                            "Seat {seat} turned up {value} himself: deal his "
                                            "third card face up too; he plays two up cards",
                                            seat=seat, value=card or 'a down card'), seat,
                                ("LC-118",)))
    passed = bring_in_passed(hand, st)
    if passed and hand.phase == "betting":
        low, seat = passed
        out.append(Step("act", msg("irregularities.stud_procedure.step.seat_s_low_card_was",
                                   "Seat {low}'s low card was an exposed down card: seat {seat} "
                                   "brings in instead",
                                   low=low, seat=seat), seat, ("LC-117", "K22")))
    street = hand.street
    if street in st.early and hand.phase == "betting":
        early = ", ".join(str(c or "?") for c in st.early[street])
        out.append(Step("discard", msg(
                                       "irregularities.stud_procedure.step.keep_early_cards_out_play",
                                       "Keep the early cards ({early}) out of play, in the "
                                       "discards",
                                       early=early), None, ("LC-121",)))
    owed_on = extras_street(hand, st)
    if owed_on is not None:
        owed = st.extras_owed(owed_on)
        ruling = table.rulings.get(st.premature_ruling.get(owed_on, 0))
        confirm = ruling is not None and ruling.status == "proposed"
        text = (msg("irregularities.stud_procedure.step.confirm_take_cards_discards",
                    "After the floor confirms, take {owed} more cards from the stub to the "
                    "discards (one per player in when it was found)", owed=owed)
                if confirm and owed > 1 else
                msg("irregularities.stud_procedure.step.confirm_take_card_discards",
                    "After the floor confirms, take 1 more card from the stub to the discards "
                    "(one per player in when it was found)")
                if confirm else
                msg("irregularities.stud_procedure.step.take_cards_discards",
                    "Take {owed} more cards from the stub to the discards (one per player in "
                    "when it was found)", owed=owed)
                if owed > 1 else
                msg("irregularities.stud_procedure.step.take_card_discards",
                    "Take 1 more card from the stub to the discards (one per player in when it "
                    "was found)"))
        out.append(Step("discard", text, None,
                        ("LC-121", "AMB-29")))
    if street in st.early and hand.phase == "betting":
        out.append(Step("deal", msg(
                                    "irregularities.stud_procedure.step.finish_betting_round_then_burn",
                                    "Finish this betting round, then burn and deal the next "
                                    "street as usual"), None, ("LC-121", "AMB-29")))
    removed = out_of_play(table)
    before_seventh = (street == SEVENTH - 1 and hand.phase == "betting") or (
        street == SEVENTH and hand.phase == "dealing"
        and not any(len(hand.hole[s]) == 7 for s in hand.in_hand))
    if removed and before_seventh:
        stub = hand.stub()  # the engine already counts LC-121's cards out
        plan = seventh_street_plan(stub, len(hand.in_hand), len(hand.burns))
        out.append(Step("count", msg(
                                     "irregularities.stud_procedure.step.count_stub_before_7th_street",
                                     "Count the stub before 7th street: {stub} cards ({removed} "
                                     "went out by LC-121): {items}",
                                     stub=stub, removed=removed,
                                     items=joined(plan.steps, "; ")), None,
                        ("LC-124", "LC-121")))
    if hand.street == SEVENTH:
        for seat in st.seventh_up:
            if hand.phase == "betting" and hand.round is not None and not hand.round.actions \
                    and seat not in st.reserve:
                out.append(Step("ask", msg(
                                           "irregularities.stud_procedure.step.seat_s_7th_card_face",
                                           "Seat {seat}'s 7th card is face up: he bets normally "
                                           "or declares all-in now (the last round then makes a "
                                           "side pot)",
                                           seat=seat), seat, ("LC-123",)))
        if st.seventh_up and hand.phase == "betting" and hand.to_act is not None:
            out.append(Step("act", msg(
                                       "irregularities.stud_procedure.step.high_board_6th_street_opens",
                                       "The high board as of 6th street opens: seat {seat}",
                                       seat=hand.round.first_actor if hand.round else hand.to_act),
                            None,
                            ("LC-123",)))
    for seat, chips in st.reserve.items():
        if hand.phase in ("settling", "settled"):
            out.append(Step("push", msg("irregularities.stud_procedure.step.give_seat_back_he_kept",
                                        "Give seat {seat} back the ${chips} he kept out of the "
                                        "last round",
                                        seat=seat, chips=chips), seat, ("LC-123",)))
    return out
