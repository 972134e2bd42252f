"""What the dealer does next, as ordered steps that cite the rules they rest on.

This is what the dealer screen shows in large type: a pure function of the table state.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from dealer_assist.engine import redeal
from dealer_assist.engine.button_draw import RULES as RULES_DRAW
from dealer_assist.engine.button_draw import draw_due
from dealer_assist.engine.chip_rulings import chip_steps
from dealer_assist.engine.citations import own_rows, silence
from dealer_assist.engine.config import STREETS, STUD_STREETS
from dealer_assist.engine.events import BetReturned, Posted, PotAwarded
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import BLIND_KINDS, BOARD_SIZES, HandState
from dealer_assist.engine.pick_up import notices as pick_up_notices
from dealer_assist.engine.players import notices as player_notices
from dealer_assist.engine.post_names import MAY_POST, WILL_POST, post_name
from dealer_assist.engine.seat_dues import (
    collection_is_live,
    full_collection_steps,
    notices,
    sitting_out_button,
)
from dealer_assist.engine.showdown_calls import showdown_steps
from dealer_assist.engine.steps import Procedure, Step
from dealer_assist.engine.stud import StudHandState
from dealer_assist.engine.table_view import TableView
from dealer_assist.engine.turns import prompts as turn_prompts
from dealer_assist.engine.words import word
from dealer_assist.messages import joined, msg

_STREET_RULES = {  # who opens each round, and its limit, by house
    "preflop": ("CG-HE-05", "HTP-HE-03", "PGP-HE-04"),
    "flop": ("CG-HE-06", "CG-HE-07", "HTP-HE-04", "PGP-HE-05"),
    "turn": ("CG-HE-06", "CG-HE-08", "HTP-HE-05", "PGP-HE-05"),
    "river": ("CG-HE-06", "CG-HE-08", "HTP-HE-05", "PGP-HE-05"),
}
BOARD_RULES = {  # how each street's board cards come, by house
    "flop": ("CG-HE-07", "HTP-HE-04", "PGP-HE-06"),
    "turn": ("CG-HE-08", "HTP-HE-05", "PGP-HE-06"),
    "river": ("CG-HE-08", "HTP-HE-05", "PGP-HE-06"),
}
BURN_RULES = ("LC-GL-10", "CG-GL-16")  # a burn before the round's cards


def by_house(table: TableView, steps: Iterable[Step]) -> list[Step]:
    """Each step with only the rows of the table's own house (engine/citations.py); a step
    left with none says, on its rules line, that its house is silent instead of borrowing (the
    instruction itself stays short: the dealer reads it at a glance)."""
    out = []
    for step in steps:
        ids = own_rows(table.house, step.rule_ids)
        if ids != step.rule_ids:
            step = replace(step, rule_ids=ids, silence="" if ids else silence(table.house))
        out.append(step)
    return out


def procedure(table: TableView) -> Procedure:
    """The dealer's next steps at this moment, citing the table's own house's rules."""
    return Procedure(tuple(by_house(table, _steps(table))))


def _steps(table: TableView) -> list[Step]:
    hand = table.hand
    if hand is None or hand.ended:
        return _between_hands(table)
    steps: list[Step] = chip_steps(table)  # floor prompts first (LC-52, LC-58, LC-62, LC-64)
    if hand.phase == "posting":
        for due in hand.posts_outstanding():
            what = word(due.kind)
            amount = (msg("procedure.amount.live_dead", "${live} live + ${dead} dead",
                          live=due.live, dead=due.dead) if due.dead
                      else msg("procedure.amount.plain", "${amount}", amount=due.live))
            if due.kind in ("ante", "big_blind_ante"):  # an ante is simply paid in
                amount = msg("procedure.amount.plain", "${amount}", amount=due.total)
            if due.kind == "collection":
                live = collection_is_live(table, hand.button, due)  # LC-46, LC-130, LC-41
                amount = msg("procedure.amount.collection", "${amount} ({live})",
                             amount=due.live, live=word("live" if live else "dead"))
            text = (msg("procedure.step.seat_may_post", "Seat {seat} may post the {what}: {amount}",
                        seat=due.seat, what=what, amount=amount) if due.optional
                    else msg("procedure.step.seat_posts", "Seat {seat} posts the {what}: {amount}",
                             seat=due.seat, what=what, amount=amount))
            steps.append(
                Step(
                    "post",
                    text,
                    due.seat,
                    due.rule_ids,
                    optional=due.optional,
                )
            )
    steps += [Step(*s) for s in full_collection_steps(table)]  # LC-131: into this pot
    if hand.phase in ("posting", "dealing") and table.config.is_stud:
        steps += _stud_dealing(hand)
    elif hand.phase in ("posting", "dealing"):
        first = hand.deal_order()[0]
        n = table.config.hole_cards
        own = table.config.shape.own_rows  # Omaha runs as Hold'em with four cards
        steps.append(
            Step(
                "deal",
                msg("procedure.step.deal_cards_each_player_one",
                    "Deal {n} cards to each player one at a time, starting with seat {first}; "
                    "the button (seat {button}) gets the last card",
                    n=n, first=first, button=hand.button),
                first,
                ("CG-HE-01", "HTP-HE-02", "PGP-HE-02", *own),
            )
        )
    elif hand.phase == "betting" and hand.to_act is not None:
        street = (STUD_STREETS if table.config.is_stud else STREETS)[hand.street]
        options = joined((a.label for a in hand.legal_actions()), " / ")
        steps.append(
            Step(
                "act",
                msg("procedure.step.seat_to_act",
                    "{street}: seat {seat} to act: {options}",
                    street=word(street.capitalize()),
                    seat=hand.to_act, options=options),
                hand.to_act,
                _stud_rules(hand) if table.config.is_stud else _flop_rules(table, hand, street),
            )
        )
        barred = hand.raise_barred(hand.to_act)  # LC-51, LC-53a, LC-55: no bet or raise
        if barred is not None:
            ids = tuple(re.findall(r"LC-\w+", barred))
            steps.append(Step("note", barred, hand.to_act, ids))  # the Message, said whole
        steps += [Step(*p) for p in turn_prompts(hand)]
        if hand.can_chop():
            steps.append(
                Step(
                    "offer",
                    msg("procedure.step.everyone_has_folded_blinds_they",
                        "Everyone has folded to the blinds: they may agree to chop (take their "
                        "blinds back)"),
                    hand.to_act,
                    ("LC-18",),
                )
            )
    elif hand.phase == "board":
        street = STREETS[hand.street]
        need = hand.board_needed()
        burn = len(hand.board) == BOARD_SIZES[hand.street - 1]
        text = (msg("procedure.step.burn_deal_cards_face_up",
                    "Burn one card, then deal the {street}: {need} cards face up",
                    street=word(street), need=need) if burn and need > 1 else
                msg("procedure.step.burn_deal_card_face_up",
                    "Burn one card, then deal the {street}: 1 card face up",
                    street=word(street)) if burn else
                msg("procedure.step.deal_cards_face_up",
                    "Deal the {street}: {need} cards face up", street=word(street), need=need)
                if need > 1 else
                msg("procedure.step.deal_card_face_up", "Deal the {street}: 1 card face up",
                    street=word(street)))
        steps.append(
            Step(
                "board",
                text,
                None,
                BOARD_RULES[street] + (BURN_RULES if burn else ()),
            )
        )
    elif hand.phase == "showdown":
        order = [s for s in hand.showdown_order() if s not in hand.shown]
        for seat in order:
            steps.append(Step("show", msg("procedure.step.seat_shows_mucks",
                                          "Seat {seat} shows (or mucks)",
                                          seat=seat), seat, ("LC-73", "LC-72")))
    elif hand.phase == "settling":
        all_in = any(hand.all_in(s) for s in hand.seats)  # LC-65: side pots
        settlement = hand.settlement()
        awards = [e for e in settlement if isinstance(e, PotAwarded)]
        for ev in settlement:
            if isinstance(ev, BetReturned):
                steps.append(
                    Step(
                        "push",
                        msg("procedure.step.return_uncalled_seat",
                            "Return the uncalled ${amount} to seat {seat}",
                            amount=ev.amount, seat=ev.seat),
                        ev.seat,
                        ("LC-65",) if all_in else (),
                    )
                )
            elif isinstance(ev, PotAwarded) and not hand.held:  # held: LC-7, showdown_calls
                pot = (word("main pot") if ev.pot == 0  # i18n: a word() key, said translated
                       else msg("procedure.side_pot", "side pot {number}", number=ev.pot))
                half = ("" if ev.half == "whole" else
                        msg("procedure.high_half", " (high half)") if ev.half == "high" else
                        msg("procedure.low_half", " (low half)") if ev.half == "low" else
                        msg("procedure.other_half", " ({half} half)", half=ev.half))
                label = msg("procedure.hand_label", ": {hand}", hand=ev.hand_label) \
                    if ev.hand_label else ""
                steps.append(
                    Step(
                        "push",
                        msg("procedure.step.push_seat",
                            "Push ${amount} of the {pot}{half} to seat {seat}{label}",
                            amount=ev.amount, pot=pot, half=half, seat=ev.seat, label=label),
                        ev.seat,
                        _push_rules(table, ev, awards, all_in),
                    )
                )
    elif hand.phase in ("settled", "voided"):
        steps.append(Step("end", msg("procedure.step.hand_complete_collect_cards",
                                     "Hand {number} is complete: collect the cards",
                                     number=hand.number), None))
    return showdown_steps(table, steps)


def _flop_rules(table: TableView, hand: HandState, street: str) -> tuple[str, ...]:
    """The rows for a Hold'em or Omaha betting round: who opens it by house; LC-45 when a
    blind may still raise before the flop; the game's own rows (Omaha's at an Omaha table)."""
    ids = _STREET_RULES[street]
    blinds = {p.seat for p in hand.posted if isinstance(p, Posted) and p.kind in BLIND_KINDS}
    if street == "preflop" and hand.to_act in blinds:
        ids += ("LC-45", "CG-HE-04")
    return ids + table.config.shape.own_rows


def _stud_rules(hand: HandState) -> tuple[str, ...]:
    """The rows for a stud betting round: 3rd street opens with the bring-in (CG-STD-04/05,
    HTP-STD-01, the LC glossary's bring-in); later streets with the high board (CG-STD-08,
    HTP-STD-02), or the next seat when the high hand is all-in (LC-101); the limit by street
    (CG-STD-06); an open pair on 4th street (LC-100, CG-STD-09, HTP-S8-02)."""
    if hand.street == 0:
        return ("CG-STD-04", "CG-STD-05", "CG-STD-06", "HTP-STD-01", "LC-GL-09")
    ids: tuple[str, ...] = ("CG-STD-06", "CG-STD-08" if hand.street == 1 else "CG-STD-10"
                            if hand.street < 4 else "CG-STD-11", "HTP-STD-02")
    if any(hand.all_in(s) for s in hand.in_hand):
        ids += ("LC-101",)
    if isinstance(hand, StudHandState) and hand.open_pair_on_fourth():
        ids += ("LC-100", "CG-STD-09", "HTP-S8-02")
    return ids


def _push_rules(table: TableView, ev: PotAwarded, awards: list[PotAwarded],
                all_in: bool) -> tuple[str, ...]:
    """The rows for one pot push: side pots when someone is all-in (LC-65), cards speak when
    hands were read (LC-78), a split pot and its odd chip (LC-27, CG-RNK-14, K19), a high-low
    half (CG-O8-05, HTP-O8-02 in Omaha 8; HTP-S8-01 in Stud 8)."""
    ids: tuple[str, ...] = ("LC-65",) if all_in else ()
    if ev.hand_label:
        ids += ("LC-78",)
    sharers = [a for a in awards if a.pot == ev.pot and a.half == ev.half]
    if len(sharers) > 1:
        ids += ("LC-27", "CG-RNK-14", "K19") + (("CG-O8-08",) if table.config.hi_lo else ())
    if ev.half != "whole":  # the split of the game being played: Stud 8 or Omaha 8
        ids += ("HTP-S8-01",) if table.config.is_stud else ("CG-O8-05", "HTP-O8-02")
    return ids


def _stud_dealing(hand: HandState) -> list[Step]:
    """Stud dealing steps: 3rd street two down and one up, then one card a street, 7th down;
    7th street follows LC-124 when the stub is short."""
    assert isinstance(hand, StudHandState)
    if hand.phase == "posting" or hand.street == 0:  # 3rd street, before and during its deal
        burn = hand.third_street_burn_due()  # LC-GL-10: a burn before 3rd street too
        return [
            Step(
                "deal",
                msg("procedure.step.after_antes_burn_deal_two_cards",
                    "After the antes, burn one card, then deal two cards down and one up to "
                    "each player, starting with seat {seat}", seat=hand.deal_order()[0])
                if burn else
                msg("procedure.step.after_antes_deal_two_cards",
                    "After the antes, deal two cards down and one up to each player, starting "
                    "with seat {seat}", seat=hand.deal_order()[0]),
                None,
                ("CG-STD-03", "LC-GL-10") if burn else ("CG-STD-03",),
            )
        ]
    targets = hand.deal_targets()
    street = STUD_STREETS[hand.street]
    if hand.street == hand.final_street:
        plan = hand.seventh_street()
        return [Step("deal", msg("procedure.step.text",
                                 "{street}: {text}",
                                 street=street, text=text),
                     None, plan.rule_ids) for text in plan.steps]
    face = "up" if hand.street < 4 else "down"
    first = targets[0] if targets else None
    return [
        Step(
            "deal",
            msg("procedure.step.burn_then_one_card_each",
                "{street}: burn, then one card {face} to each player still in, starting with "
                "seat {first}",
                street=street, face=face, first=first),
            first,
            ("CG-STD-08" if hand.street == 1 else "CG-STD-10", "HTP-STD-02", *BURN_RULES),
        )
    ]


def _table_notices(table: TableView) -> list[Step]:
    """Floor matters between hands: chips to pick up (LC-97), time collection (LC-144), and
    the players' own matters (engine/players.py: LC-P3, LC-5, LC-132a)."""
    steps = player_notices(table) + [
        Step(
            "floor",
            msg("procedure.step.seat_has_missed_blind_times",
                "Seat {seat} has missed the blind {pick_up_after_buttons} times in a full game: "
                "call the floor to pick up the chips",
                seat=seat, pick_up_after_buttons=table.config.pick_up_after_buttons),
            seat,
            ("LC-97",),
        )
        for seat in table.pick_up_due()
    ]
    time = table.time
    owing = sorted(s for s in time.owed if s not in time.time_pot)
    if owing:
        items = ", ".join(map(str, owing))
        steps.append(
            Step(
                "collect",
                msg("procedure.step.collect_time_seat_s_before",
                    "Collect ${time_collection} time from seat(s) {items} before their next "
                    "hand",
                    time_collection=table.config.time_collection, items=items)
                if time.waiting_list else
                msg("procedure.step.collect_time_no_waiting_list",
                    "Collect ${time_collection} time from seat(s) {items} before their next "
                    "hand; with no waiting list a player may play to his big blind and leave "
                    "without paying",
                    time_collection=table.config.time_collection, items=items),
                None,
                ("LC-146",),
            )
        )
    if time.time_pot:
        steps.append(
            Step(
                "collect",
                msg("procedure.step.time_pot_winner_next_pot",
                    "Time pot: the winner of the next pot pays time for seats {items}",
                    items=', '.join(map(str, sorted(time.time_pot)))),
                None,
                ("LC-147",),
            )
        )
    playing = [s for s, i in table.seats.items() if not i.away]
    if (
        table.config.collection
        and time.mode == "button"
        and not table.config.is_stud
        and 0 < len(playing) < 5
    ):
        steps.append(
            Step(
                "offer",
                msg("procedure.step.only_players_table_may_switch",
                    "Only {count} players: the table may switch from button collection to time "
                    "collection",
                    count=len(playing)),
                None,
                ("LC-144",),
            )
        )
    # LC-41, LC-70, LC-88b, LC-131, LC-145, LC-39 / LC-127 (engine/seat_dues.py); chips the
    # floor picked up and holds (LC-97, engine/pick_up.py)
    steps += [Step(kind, text, seat, rules, optional=kind == "info") for kind, text, seat, rules
              in [*notices(table), *pick_up_notices(table)]]
    return steps


def _between_hands(table: TableView) -> list[Step]:
    table_notices = _table_notices(table)
    try:
        started, posts = table.next_hand()
    except Refusal as exc:
        return [Step("wait", str(exc)), *table_notices]
    text, ids = redeal.start_text(table, started) or (
        msg("procedure.step.start_hand_button", "Start hand {hand}: button on seat {seat}",
            hand=started.hand, seat=started.button),
        ("LC-44", "PGP-NEW-04"),
    )  # a misdealt hand is dealt again with the same button (LC-104)
    if table.config.is_stud and redeal.start_text(table, started) is None:
        text = msg("procedure.step.start_hand_antes_then_deal",
                   "Start hand {hand}: antes, then the deal from seat {dealt_in}",
                   hand=started.hand, dealt_in=started.dealt_in[0])
        ids = ("CG-STD-02", "CG-STD-03", "HTP-STD-01")
    seat = None if table.config.is_stud else started.button  # stud has no button
    steps = [Step("start", text, seat, ids), *table_notices]
    if draw_due(table):
        steps.append(Step("info", msg("procedure.step.new_game_draws_button_each",
                                      "A new game draws for the button: each player draws one "
                                      "card and the best card takes the button"), None, RULES_DRAW,
                          optional=True))
    sat_out = sitting_out_button(table, started)
    if sat_out:
        steps.append(Step("info", sat_out, started.button, ("LC-70", "AMB-20"), optional=True))
    for due in posts:
        verb = MAY_POST if due.optional else WILL_POST
        steps.append(
            Step(
                "post",
                msg("procedure.step.seat",
                    "Seat {seat} {verb} the {replace}: ${total}",
                    seat=due.seat, verb=verb, replace=post_name(due.kind),
                    total=due.total),
                due.seat,
                due.rule_ids,
            )
        )
    return steps
