"""What the dealer does next, as ordered steps that cite the rules they rest on.

This is what the dealer screen shows in large type: a pure function of the table state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from dealer_assist.engine import redeal
from dealer_assist.engine.config import STREETS, STUD_STREETS
from dealer_assist.engine.events import BetReturned, PotAwarded
from dealer_assist.engine.hand import BOARD_SIZES, HandState, Refusal
from dealer_assist.engine.pick_up import notices as pick_up_notices
from dealer_assist.engine.players import notices as player_notices
from dealer_assist.engine.seat_dues import (
    collection_is_live,
    full_collection_steps,
    notices,
    sitting_out_button,
)
from dealer_assist.engine.stud import StudHandState
from dealer_assist.engine.table import Table
from dealer_assist.engine.turns import prompts as turn_prompts


@dataclass(frozen=True, slots=True)
class Step:
    """One instruction: ``kind`` says which control answers it (post, deal, act, board, show,
    push, start, end, offer); ``floor`` and ``note`` only inform (LC-50 held actions, LC-51,
    LC-53a limits, floor prompts)."""

    kind: str
    text: str
    seat: int | None = None
    rule_ids: tuple[str, ...] = ()
    optional: bool = False  # the player may decline (a straddle) or the step only informs


@dataclass(frozen=True, slots=True)
class Procedure:
    steps: tuple[Step, ...]

    @property
    def current(self) -> Step | None:
        return self.steps[0] if self.steps else None


_STREET_RULES = {
    "preflop": ("CG-HE-05", "HTP-HE-03", "PGP-HE-04"),
    "flop": ("CG-HE-06", "CG-HE-07", "HTP-HE-04"),
    "turn": ("CG-HE-08", "HTP-HE-05"),
    "river": ("CG-HE-08", "HTP-HE-05"),
}


def procedure(table: Table) -> Procedure:
    """The dealer's next steps at this moment."""
    hand = table.hand
    if hand is None or hand.ended:
        return Procedure(tuple(_between_hands(table)))
    from dealer_assist.engine.chip_rulings import chip_steps  # it builds on Step

    steps: list[Step] = chip_steps(table)  # floor prompts first (LC-52, LC-58, LC-62, LC-64)
    if hand.phase == "posting":
        for due in hand.posts_outstanding():
            what = due.kind.replace("_", " ")
            amount = f"${due.live}" + (f" live + ${due.dead} dead" if due.dead else "")
            if due.kind == "collection":
                live = collection_is_live(table, hand.button, due)  # LC-46, LC-130, LC-41
                amount = f"${due.live} ({'live' if live else 'dead'})"
            verb = "may post" if due.optional else "posts"
            steps.append(
                Step(
                    "post",
                    f"Seat {due.seat} {verb} the {what}: {amount}",
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
        steps.append(
            Step(
                "deal",
                f"Deal {n} cards to each player one at a time, starting with "
                f"seat {first}; the button (seat {hand.button}) gets the last card",
                first,
                ("CG-HE-01", "PGP-HE-02", "CG-O8-01"),
            )
        )
    elif hand.phase == "betting" and hand.to_act is not None:
        street = (STUD_STREETS if table.config.is_stud else STREETS)[hand.street]
        options = " / ".join(a.label for a in hand.legal_actions())
        steps.append(
            Step(
                "act",
                f"{street.capitalize()}: seat {hand.to_act} to act: {options}",
                hand.to_act,
                _STREET_RULES.get(street, _STUD_RULES),
            )
        )
        barred = hand.raise_barred(hand.to_act)  # LC-51, LC-53a, LC-55: no bet or raise
        if barred is not None:
            ids = tuple(re.findall(r"LC-\w+", barred))
            steps.append(Step("note", barred[0].upper() + barred[1:], hand.to_act, ids))
        steps += [Step(*p) for p in turn_prompts(hand)]
        if hand.can_chop():
            steps.append(
                Step(
                    "offer",
                    "Everyone has folded to the blinds: they may agree to "
                    "chop (take their blinds back)",
                    hand.to_act,
                    ("LC-18",),
                )
            )
    elif hand.phase == "board":
        street = STREETS[hand.street]
        need = hand.board_needed()
        burn = "Burn one card, then " if len(hand.board) == BOARD_SIZES[hand.street - 1] else ""
        steps.append(
            Step(
                "board",
                f"{burn}deal the {street}: {need} card{'s' if need > 1 else ''} face up",
                None,
                _STREET_RULES[street] + ("PGP-HE-06",),
            )
        )
    elif hand.phase == "showdown":
        order = [s for s in hand.showdown_order() if s not in hand.shown]
        for seat in order:
            steps.append(Step("show", f"Seat {seat} shows (or mucks)", seat, ("LC-73", "LC-72")))
    elif hand.phase == "settling":
        for ev in hand.settlement():
            if isinstance(ev, BetReturned):
                steps.append(
                    Step(
                        "push",
                        f"Return the uncalled ${ev.amount} to seat {ev.seat}",
                        ev.seat,
                        ("LC-65",),
                    )
                )
            elif isinstance(ev, PotAwarded) and not hand.held:  # held: LC-7, showdown_calls
                pot = "main pot" if ev.pot == 0 else f"side pot {ev.pot}"
                half = "" if ev.half == "whole" else f" ({ev.half} half)"
                label = f": {ev.hand_label}" if ev.hand_label else ""
                steps.append(
                    Step(
                        "push",
                        f"Push ${ev.amount} of the {pot}{half} to seat {ev.seat}{label}",
                        ev.seat,
                        ("LC-65", "LC-27", "LC-78"),
                    )
                )
    elif hand.phase in ("settled", "voided"):
        steps.append(Step("end", f"Hand {hand.number} is complete: collect the cards", None))
    from dealer_assist.engine.showdown_calls import showdown_steps  # it builds on this module

    return Procedure(tuple(showdown_steps(table, steps)))


_STUD_RULES = ("CG-STD-05", "CG-STD-06", "CG-STD-08", "HTP-STD-02", "LC-101")


def _stud_dealing(hand: HandState) -> list[Step]:
    """Stud dealing steps: 3rd street two down and one up, then one card a street, 7th down;
    7th street follows LC-124 when the stub is short."""
    assert isinstance(hand, StudHandState)
    if hand.phase == "posting" or (hand.street == 0 and not any(hand.hole.values())):
        burn = hand.third_street_burn_due()  # LC-GL-10: a burn before 3rd street too
        return [
            Step(
                "deal",
                f"After the antes, {'burn one card, then ' if burn else ''}deal two cards "
                f"down and one up to each player, starting with seat {hand.deal_order()[0]}",
                None,
                ("CG-STD-03", "LC-GL-10") if burn else ("CG-STD-03",),
            )
        ]
    targets = hand.deal_targets()
    street = STUD_STREETS[hand.street]
    if hand.street == hand.final_street:
        plan = hand.seventh_street()
        return [Step("deal", f"{street}: {text}", None, plan.rule_ids) for text in plan.steps]
    face = "up" if hand.street < 4 else "down"
    first = targets[0] if targets else None
    return [
        Step(
            "deal",
            f"{street}: burn, then one card {face} to each player still in, "
            f"starting with seat {first}",
            first,
            ("CG-STD-08", "CG-STD-10", "LC-120"),
        )
    ]


def _table_notices(table: Table) -> list[Step]:
    """Floor matters between hands: chips to pick up (LC-97), time collection (LC-144), and
    the players' own matters (engine/players.py: LC-P3, LC-5, LC-132a)."""
    steps = player_notices(table) + [
        Step(
            "floor",
            f"Seat {seat} has missed the blind {table.config.pick_up_after_buttons} times in a "
            "full game: call the floor to pick up the chips",
            seat,
            ("LC-97",),
        )
        for seat in table.pick_up_due()
    ]
    time = table.time
    owing = sorted(s for s in time.owed if s not in time.time_pot)
    if owing:
        leave = (
            ""
            if time.waiting_list
            else "; with no waiting list a player may play to his "
            "big blind and leave without paying"
        )
        steps.append(
            Step(
                "collect",
                f"Collect ${table.config.time_collection} time from seat(s) "
                f"{', '.join(map(str, owing))} before their next hand{leave}",
                None,
                ("LC-146",),
            )
        )
    if time.time_pot:
        steps.append(
            Step(
                "collect",
                "Time pot: the winner of the next pot pays time for seats "
                f"{', '.join(map(str, sorted(time.time_pot)))}",
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
                f"Only {len(playing)} players: the table may switch from "
                "button collection to time collection",
                None,
                ("LC-144",),
            )
        )
    # LC-41, LC-70, LC-88b, LC-131, LC-145, LC-39 / LC-127 (engine/seat_dues.py); chips the
    # floor picked up and holds (LC-97, engine/pick_up.py)
    steps += [Step(kind, text, seat, rules, optional=kind == "info") for kind, text, seat, rules
              in [*notices(table), *pick_up_notices(table)]]
    return steps


def _between_hands(table: Table) -> list[Step]:
    table_notices = _table_notices(table)
    try:
        started, posts = table.next_hand()
    except Refusal as exc:
        return [Step("wait", str(exc)), *table_notices]
    text, ids = redeal.start_text(table, started) or (
        f"Start hand {started.hand}: button on seat {started.button}",
        ("LC-44", "PGP-NEW-04"),
    )  # a misdealt hand is dealt again with the same button (LC-104)
    steps = [Step("start", text, started.button, ids), *table_notices]
    sat_out = sitting_out_button(table, started)
    if sat_out:
        steps.append(Step("info", sat_out, started.button, ("LC-70", "AMB-20"), optional=True))
    for due in posts:
        verb = "may post" if due.optional else "will post"
        steps.append(
            Step(
                "post",
                f"Seat {due.seat} {verb} the {due.kind.replace('_', ' ')}: ${due.total}",
                due.seat,
                due.rule_ids,
            )
        )
    return steps
