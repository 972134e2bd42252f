"""Engine state -> plain display records. The only UI module that reads the engine's shapes.

Nothing here decides a rule: labels, amounts and orders are copied from the table, the hand and
the procedure exactly as the engine states them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import QT_TR_NOOP

from dealer_assist.cards import Card
from dealer_assist.engine.betting import LegalAction
from dealer_assist.engine.events import CollectionTaken, Posted
from dealer_assist.engine.hand import HandState, PostDue
from dealer_assist.engine.house_dealers import dealer_on
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.stepping_away import hold_buttons
from dealer_assist.engine.steps import Step
from dealer_assist.engine.stud import StudHandState
from dealer_assist.irregularities import procedure_with_rulings
from dealer_assist.ui.i18n import render, tr

BLIND_BADGES = {"small_blind": QT_TR_NOOP("SB"), "big_blind": QT_TR_NOOP("BB"),
                "button_blind": QT_TR_NOOP("BtnB"), "single_blind": QT_TR_NOOP("Blind"),
                "straddle": QT_TR_NOOP("Str"), "kill": QT_TR_NOOP("Kill"),
                "new_player_blind": QT_TR_NOOP("Post"), "missed_blinds": QT_TR_NOOP("Missed")}
# i18n: the keys are the engine's seat statuses; the badges are translated
STATUS_BADGES = {"away": QT_TR_NOOP("Away"), "missed blind": QT_TR_NOOP("Missed"),
                 "waiting for big blind": QT_TR_NOOP("Wait BB"),
                 "waiting to straddle": QT_TR_NOOP("Wait STR")}
BOARD_SLOTS = 5
VOID_POT = (QT_TR_NOOP("Hand void: every bet went back"),)  # a misdeal or fouled deck (LC-103,
# LC-105)
FOCUS_STEPS = ("act", "show", "push")  # steps about one seat: that seat is outlined
INFO_STEPS = ("floor", "aside", "shuffle", "note", "info")  # shown; no button or card answers them
PHASES = {"posting": QT_TR_NOOP("blinds"), "dealing": QT_TR_NOOP("dealing"),
          "betting": QT_TR_NOOP("betting"), "board": QT_TR_NOOP("board cards"),
          "showdown": QT_TR_NOOP("showdown"), "settling": QT_TR_NOOP("pushing the pot"),
          "settled": QT_TR_NOOP("pot pushed"), "voided": QT_TR_NOOP("voided")}
STREET_NAMES = (QT_TR_NOOP("Preflop"), QT_TR_NOOP("Flop"), QT_TR_NOOP("Turn"), QT_TR_NOOP("River"))
STUD_STREET_NAMES = (QT_TR_NOOP("3rd street"), QT_TR_NOOP("4th street"), QT_TR_NOOP("5th street"),
                     QT_TR_NOOP("6th street"), QT_TR_NOOP("7th street"))


@dataclass(frozen=True, slots=True)
class SeatShow:
    number: int
    name: str = ""
    stack: int = 0
    bet: int = 0
    badges: tuple[str, ...] = ()
    cards: tuple[Card | None, ...] = ()
    card_slots: int = 0
    read: bool = False  # every hole card was read by the shoe (or entered)
    focused: bool = False  # the seat the current step is about (to act, to show, to be paid)
    folded: bool = False
    up: tuple[Card, ...] = ()  # stud: the cards dealt face up (the engine's ``up``)
    stud: bool = False


@dataclass(frozen=True, slots=True)
class TableShow:
    title: str
    hand_title: str
    seats: tuple[SeatShow, ...]
    board: tuple[Card | None, ...] = ()
    board_slots: int = 0
    pots: tuple[str, ...] = ()
    steps: tuple[Step, ...] = ()
    actions: tuple[LegalAction, ...] = ()
    phase: str = "between hands"  # i18n: the engine's word (not shown)
    hole_cards: int = 2
    board_needed: int = 0
    step: Step | None = None  # what the action pad answers (see next_step)
    options: tuple[PostDue, ...] = ()
    plan: str = ""  # stud: LC-124's 7th-street plan, from 6th street on
    stud: bool = False  # the game is stud (between hands too: the seats keep their shape)


def open_options(session: TableSession, declined: frozenset[tuple[int, int]] = frozenset()
                 ) -> tuple[PostDue, ...]:
    """Optional posts (a live straddle, LC-47) the dealer still has to ask about: once the blinds
    are in, before the deal, and not once the player said no (``declined``: (hand, seat))."""
    table = session.table
    hand = table.hand if table.in_hand else None
    if hand is None or hand.phase != "posting":
        return ()
    due = hand.posts_outstanding()
    if any(not d.optional for d in due):  # the blinds first, then the question
        return ()
    return tuple(d for d in due if d.optional and (hand.number, d.seat) not in declined)


def procedure_steps(session: TableSession) -> list[Step]:
    """The engine's procedure with the floor calls and corrections of open rulings on top."""
    return list(procedure_with_rulings(session.table).steps)


def _required_steps(session: TableSession) -> list[Step]:
    """The procedure without its optional posts (offered apart, see :func:`open_options`)."""
    table = session.table
    hand = table.hand if table.in_hand else None
    steps = procedure_steps(session)
    if hand is None:
        return steps
    due = hand.posts_outstanding()
    optional = {d.seat for d in due if d.optional} - {d.seat for d in due if not d.optional}
    return [s for s in steps if not (s.kind == "post" and s.seat in optional)]


def next_step(session: TableSession) -> Step | None:
    """The first step a touch or a card answers: optional posts are offered beside it, floor
    calls and cards kept aside are shown but answered away from the screen."""
    return next((s for s in _required_steps(session) if s.kind not in INFO_STEPS), None)


def game_title(session: TableSession) -> str:
    """The limit and the game as the room posts them: "$3-$6 Hold'em"."""
    t = session.table
    # i18n: game names stay as the room posts them (resources/i18n/README.md)
    game = {"holdem": "Hold'em", "omaha": "Omaha", "stud": "Seven Card Stud",
            "stud8": "Stud 8"}.get(t.game, t.game)
    match = re.fullmatch(r"(\d+)-(\d+)(.*)", t.limit)
    limit = f"${match[1]}-${match[2]}{match[3]}" if match else t.limit
    return f"{limit} {game}"


def table_title(session: TableSession) -> str:
    """Two lines: the table and its limit; then the game, the house and the dealer. The top
    bar's buttons are wider in Spanish and Tagalog: cut at the end of a line (the house, the
    dealer), the table and the game stay whole at 1280x800 in every language."""
    t = session.table
    limit, game = game_title(session).split(" ", 1)
    dealer = dealer_on(t)
    dealt_by = tr("Dealer {name}").format(name=dealer.name) if dealer is not None else ""
    second = " · ".join(p for p in (game, t.house.replace("_", " "), dealt_by) if p)
    return f"{t.name} · {limit}\n{second}"


def present(session: TableSession, declined: frozenset[tuple[int, int]] = frozenset(),
            face_up: bool = False) -> TableShow:
    """Everything the dealer screen shows, read off the session. ``face_up``: every hole card
    drawn face up, for a signed-in floorperson's review of a logged hand (never the dealer's)."""
    table = session.table
    hand = table.hand if table.in_hand else None
    options = open_options(session, declined)
    steps = tuple(procedure_steps(session)) if options else tuple(_required_steps(session))
    step = steps[0] if steps else None
    focus = step.seat if step is not None and step.kind in FOCUS_STEPS else None
    seats: list[SeatShow] = []
    holds = hold_buttons(table)  # LC-GL-33
    for number in range(1, table.max_seats + 1):
        info = table.seats.get(number)
        if info is None:
            seats.append(SeatShow(number))
            continue
        badges: list[str] = []
        if table.button == number:
            badges.append(tr("D"))
        if hand is None or number not in hand.seats:
            label = STATUS_BADGES.get(info.status)
            if label:
                badges.append(tr(label))
            if number in holds:
                badges.append(tr("Hold"))
            seats.append(SeatShow(number, info.player, info.stack, badges=tuple(badges)))
            continue
        badges += [tr(BLIND_BADGES.get(p.kind, p.kind)) for p in hand.posted
                   if isinstance(p, Posted) and p.seat == number and p.kind in BLIND_BADGES]
        badges += [tr("Coll") for p in hand.posted
                   if isinstance(p, CollectionTaken) and p.seat == number]
        if hand.all_in(number):
            badges.append(tr("All-in"))
        if info.away:  # stepped away during the hand: dealt out from the next one
            badges.append(tr("Away"))
        if isinstance(hand, StudHandState):
            seats.append(_stud_seat(hand, number, info.player, tuple(badges),
                                    focused=number in (hand.to_act, focus), face_up=face_up))
            continue
        seats.append(SeatShow(
            number, info.player, hand.stacks[number], _bet(hand, number),
            tuple(badges), _hole(hand.hole[number], face_up or number in hand.shown),
            hand.config.hole_cards,
            read=all(c is not None for c in hand.hole[number]),
            focused=number in (hand.to_act, focus), folded=_out(hand, number)))
    if hand is None:
        last = table.hand
        between = (tr("Hand {number} complete · Between hands").format(number=last.number)
                   if last is not None else tr("Between hands"))
        return TableShow(table_title(session), between, tuple(seats),
                         steps=steps, step=next_step(session), stud=table.config.is_stud)
    split = hand.pots()
    pots = (tr("Total pot ${amount}").format(amount=hand.pot_total),)
    all_in = any(hand.all_in(s) for s in hand.seats)
    if hand.voided:
        pots = tuple(tr(p) for p in VOID_POT)
    elif len(split) > 1 and all_in:  # side pots as the engine builds them (LC-65, LC-71)
        pots += tuple((tr("Main pot ${amount}") if i == 0 else tr("Side pot {number} ${amount}"))
                      .format(number=i, amount=p.amount) for i, p in enumerate(split))
    stud = isinstance(hand, StudHandState)
    street = tr(STUD_STREET_NAMES[min(hand.street, 4)] if stud
                else STREET_NAMES[min(hand.street, 3)])
    return TableShow(
        table_title(session),
        tr("Hand {number} · {street} · {phase}").format(
            number=hand.number, street=street, phase=tr(PHASES.get(hand.phase, hand.phase))),
        tuple(seats), tuple(hand.board), len(hand.board) if stud else BOARD_SLOTS, pots, steps,
        tuple(hand.legal_actions()), hand.phase, hand.config.hole_cards,
        0 if stud else hand.board_needed(), next_step(session), options,
        _seventh_plan(hand) if isinstance(hand, StudHandState) else "", stud)


def _out(hand: HandState, number: int) -> bool:
    """Folded, or mucked at the showdown without claiming the board: no longer in the hand."""
    return number in hand.folded or (number in hand.mucked
                                      and number not in hand.board_claims)


def _bet(hand: HandState, number: int) -> int:
    """The seat's bet this street; none once the hand is void (every bet went back)."""
    return 0 if hand.voided else hand.street_bets.get(number, 0)


def _stud_seat(hand: StudHandState, number: int, player: str, badges: tuple[str, ...],
               focused: bool, face_up: bool = False) -> SeatShow:
    """A stud seat: up cards face up for all to see, down cards face down until shown."""
    if hand.street == 0 and hand.bring_in_seat == number:
        badges = (*badges, tr("Bring-in"))
    up = tuple(hand.up[number])
    down = [c for c in hand.hole[number] if c is None or c not in up]
    return SeatShow(
        number, player, hand.stacks[number], _bet(hand, number), badges,
        _hole(down, face_up or number in hand.shown), len(down),
        read=all(c is not None for c in hand.hole[number]), focused=focused,
        folded=_out(hand, number), up=up, stud=True)


def _seventh_plan(hand: StudHandState) -> str:
    """LC-124's plan for 7th street as the engine states it, shown from 6th street on."""
    if hand.street < 3 or (hand.street == 4 and hand.phase != "dealing"):
        return ""
    plan = hand.seventh_street()
    return tr("7th street: {plan} ({rules})").format(
        plan="; ".join(render(s) for s in plan.steps), rules=", ".join(plan.rule_ids))


def _hole(cards: list[Card | None], shown: bool) -> tuple[Card | None, ...]:
    """Hole cards face down until the player shows them: the dealer must not see a live hand
    (a screen the players can glance at would expose it too)."""
    return tuple(cards) if shown else tuple(None for _ in cards)
