"""Every table-talk mark, correction and floor call the dealer screen's Calls panel offers, as
one declarative list. Pure Python: no Qt.

Why a registry: the engine's :class:`TableSession` keeps gaining calls (showdown talk, player
matters, turns, chips, seat dues) and each one needs the same few things asked by touch (a seat,
a second seat, an amount, cards, a choice, a reason) before it runs through the controller's
store-then-commit loop. Each :class:`Call` says which command, which arguments in which order,
who may make it (the dealer, or only a floorperson signed in by badge and PIN) and at which
stages of the table it applies; ``views/calls_panel.py`` builds its buttons and questions from
it. A new call is one entry in :data:`CALLS`.

The stages are those of :mod:`dealer_assist.ui.floor_filter` (``between``, ``deal``, ``play``,
``showdown``). A floor prompt the engine puts in the procedure is answered by the calls whose
``answers`` names the prompt's first rule ID.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Final, Literal, cast

from dealer_assist.engine.events import Event, SeatChanged
from dealer_assist.engine.seating import ENTRY_OPTIONS
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.showdown_calls import CLAIMS, award_candidates, held_pots
from dealer_assist.engine.steps import Step
from dealer_assist.engine.table import Table
from dealer_assist.engine.table_stakes import ChipsPassedBehind
from dealer_assist.irregularities.misdeals import cases as misdeal_cases
from dealer_assist.irregularities.misdeals import letter
from dealer_assist.ui.floor_filter import stage_of

ArgKind = Literal["seat", "seats", "amount", "cards", "choice", "reason"]
Option = tuple[str, object]  # (label on the button, value passed to the command)

BETWEEN: Final = ("between",)
HAND: Final = ("deal", "play")
SHOWDOWN: Final = ("showdown",)
ANY_TIME: Final = (*BETWEEN, *HAND, *SHOWDOWN)
INFORM_ONLY: Final = ("note", "info")


@dataclass(frozen=True, slots=True)
class Arg:
    """One argument asked by touch.

    ``seat``: a button per seated player (plus ``options``, such as "a non-player" for None),
    or the seats a ``source`` lists; ``seats``: the same buttons, several touched, then OK (a
    tuple of seats); ``amount``: the number pad; ``cards``: the card picker (``count`` cards,
    0 for the game's hole cards); ``choice``: one button per option (``options``, or the
    table's own list named by ``source``); ``reason``: the on-screen keyboard. ``optional``
    adds a Skip button: the command's default is then used. ``only_if`` names a condition of
    the table (:data:`CONDITIONS`) without which the argument is not asked (the default
    applies).
    """

    name: str
    kind: ArgKind
    prompt: str
    options: tuple[Option, ...] = ()
    source: str = ""
    optional: bool = False
    count: int = 0
    only_if: str = ""


@dataclass(frozen=True, slots=True)
class Call:
    """One call: the button ``label``, the ``command`` (a :class:`TableSession` method, or
    ``"module:function"`` taking the session first), its arguments in the order asked, the
    values it always passes (``fixed``), who may make it and when (stages), the rule IDs shown
    with it and the procedure prompts (by first rule ID) it ``answers``. A floor call gets the
    signed-in floorperson as ``floor_arg`` (None: the command names nobody); a prompt it
    answers fills ``prompt_seat`` with the prompt's seat."""

    key: str
    label: str
    command: str
    args: tuple[Arg, ...] = ()
    rule_ids: tuple[str, ...] = ()
    when: tuple[str, ...] = HAND
    floor: bool = False
    floor_arg: str | None = "by"
    fixed: tuple[tuple[str, object], ...] = ()
    answers: tuple[str, ...] = ()
    prompt_seat: str | None = "seat"  # the argument a prompt's seat fills (None: not one)


def _seat(prompt: str = "Which seat?", name: str = "seat", *extra: Option) -> Arg:
    return Arg(name, "seat", prompt, options=extra)


def _reason(prompt: str = "The reason (optional)", optional: bool = True) -> Arg:
    return Arg("reason", "reason", prompt, optional=optional)


def _yes_no(name: str, prompt: str, yes: str, no: str) -> Arg:
    return Arg(name, "choice", prompt, options=((yes, True), (no, False)))


CALLS: Final[tuple[Call, ...]] = (
    # ------------------------------------------------------------ showdown talk (showdown_calls)
    Call("announce_board", "Player says the board plays", "announce_board",
         (_seat("Who says the board plays?"),), ("PGP-HE-08",), SHOWDOWN),
    Call("claim_hand", "Player calls his hand", "claim_hand",
         (_seat("Who called his hand?"),
          Arg("claim", "choice", "What did he call?", tuple((c.capitalize(), c) for c in CLAIMS))),
         ("LC-74",), ("play", *SHOWDOWN)),
    Call("rule_miscall", "Floor: rule on a wrong hand call", "rule_miscall",
         (_seat("Who called his hand wrong?"),
          _yes_no("forfeit", "The floor's ruling", "Deliberate: he forfeits the pot",
                  "Cards speak: no penalty"),
          _reason("The floor's reason", optional=False)),
         ("LC-74",), ("play", *SHOWDOWN), floor=True, answers=("LC-74",)),
    Call("expose", "Cards exposed during the hand", "expose",
         (_seat("Whose cards were shown?"),
          _seat("Shown to whom?", "to_seat", ("Someone not in the hand", None)),
          Arg("cards", "cards", "Which cards were shown?", optional=True)),
         ("LC-76", "LC-77"), HAND),
    Call("demand_exposed", "Player asks to see exposed cards", "demand_exposed",
         (_seat("Whose exposed cards?"), _seat("Who asks to see them?", "by")),
         ("LC-77",), HAND, answers=("LC-77",)),
    Call("dispute_award", "Award disputed: hold the pot", "dispute_award",
         (_seat("Who disputes the award?", "seat", ("The dealer", None)), _reason()),
         ("LC-7",), SHOWDOWN),
    Call("dispute_stands", "Floor: the award stands", "resolve_dispute",
         (_reason(),), ("LC-7",), SHOWDOWN, floor=True, fixed=(("decision", "stands"),),
         answers=("LC-7",)),
    Call("dispute_corrected", "Floor: award the pot to one seat",
         "award_held_pots_to",
         (_seat("Which seat takes the pot(s)?"), _reason("The floor's reason", optional=False)),
         ("LC-7",), SHOWDOWN, floor=True, answers=("LC-7",)),
    Call("dispute_split", "Floor: split the pot between seats",
         "split_held_pots",
         (Arg("pot", "choice", "Which pot is split?", source="held_pots"),
          Arg("seats", "seats", "Who shares it? (high-low: the high half)",
              source="live_hands"),
          Arg("low_seats", "seats", "Who shares the low half? (Skip: no low, the high "
              "hand(s) take it all)", source="live_hands", optional=True, only_if="hi_lo"),
          _reason("The floor's reason", optional=False)),
         ("LC-7", "LC-27"), SHOWDOWN, floor=True, answers=("LC-7",)),
    # ------------------------------------------------------------ turns (engine/turns)
    Call("tap", "Player taps the table (a check)", "tap",
         (_seat("Who tapped?"), Arg("gesture", "choice", "How?", tuple(
             (g.capitalize(), g) for g in ("tap", "knock", "gesture")))),
         ("LC-59",), ("play",)),
    Call("out_of_turn", "Action out of turn", "out_of_turn",
         (_seat("Who acted out of turn?"),
          Arg("action", "choice", "What did he do?", source="out_of_turn_actions"),
          Arg("to", "amount", "Bet or raise to how much? (Skip for a check, call or fold)",
              optional=True)),
         ("LC-50", "LC-53a", "LC-53b"), ("play",)),
    Call("take_back_bet", "Bet out of turn taken back", "take_back_bet",
         (_seat("Whose bet is taken back?"),), ("LC-53b",), ("play",), answers=("LC-53b",),
         prompt_seat=None),  # the prompt names the seat on turn, not the bettor
    Call("pass_turn", "Turn let pass (player silent)", "pass_turn",
         (_seat("Who let his turn pass?"),), ("LC-51",), ("play",)),
    Call("rule_turn_pass", "Floor: rule on a turn let pass", "rule_turn_pass",
         (_seat("Which player?"),
          _yes_no("allow", "The floor's ruling", "Every option back", "Call or fold only")),
         ("LC-51",), ("play",), floor=True, answers=("LC-51",)),
    # ---------------------------------------------------- chips (chip_rulings, string_raises)
    Call("flag_forward_motion", "Chips moved forward, still held", "flag_forward_motion",
         (_seat("Whose chips?"), Arg("amount", "amount", "How much came forward?")),
         ("LC-52",), ("play",)),
    Call("rule_forward_motion", "Floor: rule on chips still held", "rule_forward_motion",
         (_seat("Whose chips?"),
          _yes_no("bet", "The floor's ruling", "A bet: the chips play", "No bet")),
         ("LC-52", "LC-57"), ("play",), floor=True, answers=("LC-52",)),
    Call("call_missed_raise", "Short call of a missed raise", "call_missed_raise",
         (_seat("Who called short?"),
          Arg("put_in", "amount", "How much did he put in? (Skip: he only said 'call')",
              optional=True)),
         ("LC-58a", "LC-58b"), ("play",)),
    Call("resolve_missed_raise", "Short call: take back, complete or fold",
         "resolve_missed_raise",
         (_seat("Whose short call?"),
          Arg("choice", "choice", "What does he do?", (
              ("Takes the call back", "take_back"), ("Completes the raise", "complete"),
              ("Folds", "fold")))),
         ("LC-58a", "LC-58b"), ("play",), answers=("LC-58a", "LC-58b")),
    Call("object_string_raise", "Player objects: string raise", "object_string_raise",
         (_seat("Whose raise?"), _seat("Who objects?", "by")), ("LC-62",), ("play",)),
    Call("flag_string_raise", "Dealer saw a string raise", "flag_string_raise",
         (_seat("Whose raise?"),), ("LC-64",), ("play",)),
    Call("rule_string_raise", "Floor: rule on a string raise", "rule_string_raise",
         (_seat("Whose raise?"),
          _yes_no("stands", "The floor's ruling", "The raise stands", "It is a call")),
         ("LC-62", "LC-64"), ("play",), floor=True, answers=("LC-61",)),
    Call("withdraw_raise", "Accidental raise taken back", "withdraw_raise",
         (_seat("Whose raise?"),), ("LC-63",), ("play",)),
    # ------------------------------------------------------------ players (engine/players)
    Call("colour_up", "Colour up a player's chips", "colour_up",
         (_seat("Whose chips?"), Arg("amount", "amount", "How much is changed?"),
          Arg("from_chip", "choice", "From which chip?", source="chips"),
          Arg("to_chip", "choice", "Into which chip?", source="chips")),
         ("LC-14",), ANY_TIME),
    Call("remove_player", "Floor: remove a player", "remove_player",
         (_seat("Who is removed?"), _reason()), ("LC-5",), ANY_TIME, floor=True),
    Call("return_player", "Floor: let a removed player back", "return_player",
         (_seat("Who comes back?"), Arg("entry", "choice", "How does he come back?",
                                        source="entries")),
         ("LC-5",), BETWEEN, floor=True, answers=("LC-5",)),
    Call("rule_posting_abuse", "Floor: rule on posting abuse", "rule_posting_abuse",
         (_seat("Which player?"),
          _yes_no("require_post", "The floor's ruling", "Post a big blind before his next hand",
                  "No action")),
         ("LC-P3",), BETWEEN, floor=True, answers=("LC-P3",)),
    # ------------------------------------------------------------ between hands (seat_dues)
    Call("swap_seats", "Two players swap seats", "swap_seats",
         (_seat("First player?", "seat_a"), _seat("Swaps with?", "seat_b")),
         ("LC-88d",), BETWEEN),
    Call("deal_off", "Deal off: move after the button hand",
         "dealer_assist.ui.table_calls:deal_off",
         (_seat("Who played his button hand?"),
          Arg("to_seat", "choice", "To which open seat?", source="open_seats")),
         ("LC-88b",), BETWEEN),
    Call("take_full_collection", "Take the full-game collection", "take_full_collection",
         (_seat("From whose stack?"),), ("LC-131",), ANY_TIME, answers=("LC-131",)),
    Call("pick_up_chips", "Floor: pick up an away player's chips", "pick_up_chips",
         (_seat("Whose chips are picked up?"),
          _reason("Why? (Skip at a full game's third button; a seat asked for, or repeated "
                  "lobbying)")),
         ("LC-97", "LC-98"), BETWEEN, floor=True, answers=("LC-97",)),
    Call("mark_must_move", "Must-move game: on or off", "mark_must_move",
         (_yes_no("must_move", "Is this table a must-move game?", "Must-move game",
                  "Not a must-move game"),),
         ("LC-145",), BETWEEN),
    Call("floor_sets_collection", "Floor: set the short-handed collection",
         "floor_sets_collection",
         (Arg("amount", "amount", "The collection while short-handed"),),
         ("LC-145",), BETWEEN, floor=True, answers=("LC-145",)),
    Call("chop", "Blinds chop (everyone folded to them)", "chop",
         (), ("LC-18",), ("play",), answers=("LC-18",)),
    # ------------------------------------------------------------ time collection (LC-144..147)
    Call("collection_mode", "Floor: collect by time, or on the button",
         "change_collection_mode",
         (Arg("mode", "choice", "How is the collection taken from now on?",
              options=(("By time (every player, per period)", "time"),
                       ("On the button", "button"))),),
         ("LC-144", "K24"), BETWEEN, floor=True, floor_arg=None, answers=("LC-144",)),
    Call("call_time", "Floor: call time", "call_time",
         (_yes_no("waiting_list", "Is anyone on the waiting list?",
                  "Yes: everyone pays before his next hand",
                  "No: each may play to his big blind first"),),
         ("LC-146",), BETWEEN, floor=True, floor_arg=None),
    Call("pay_time", "Player pays time", "pay_time",
         (_seat("Who pays his time?"),), ("LC-146",), BETWEEN, answers=("LC-146",)),
    Call("time_pot", "Players agree a time pot", "agree_time_pot",
         (Arg("seats", "seats", "Who plays the time pot? (the winner pays for all)"),),
         ("LC-147",), BETWEEN),
    Call("pay_time_pot", "Time-pot winner pays for all",
         "pay_time_pot",
         (_seat("Who won the time pot?"),), ("LC-147",), BETWEEN, answers=("LC-147",)),
    # ------------------------------------------------------------ corrections (irregularities)
    Call("newcomer_dealt", "Newcomer dealt in before posting",
         "dealer_assist.irregularities.newcomer:report_newcomer_dealt",
         (_seat("Which newcomer got cards?"),
          _yes_no("looked", "Did he look at his cards?", "He looked at them",
                  "He did not look"),
          Arg("cards", "cards", "Which cards did he get?", optional=True)),
         ("LC-132a", "LC-132b"), ("deal",)),
    Call("not_entitled_acted", "Player dealt in by mistake has acted",
         "dealer_assist.irregularities.not_entitled:report_not_entitled_acted",
         (_seat("Who was dealt in by mistake?"),
          Arg("put_in", "amount", "How much has he put in this round?"),
          _yes_no("folded", "Was his action a fold?", "He folded", "He checked or called")),
         ("LC-113",), ("play",)),
    Call("see_hand", "A player asks to see a hand pushed face down",
         "dealer_assist.irregularities:showdown_request",
         (_seat("Who asks to see it?", "requester"),
          _seat("Whose hand is asked for?"),
          Arg("cards", "cards", "Which cards does that hand hold?"),
          _yes_no("touched_muck", "Had the hand touched the muck?", "Yes: it is dead",
                  "No: it was only pushed face down")),
         ("LC-75", "AMB-30", "LC-78"), SHOWDOWN, answers=("LC-75",)),
    Call("call_misdeal", "Floor: declare a misdeal", "dealer_assist.irregularities:call_misdeal",
         (Arg("case", "choice", "Which misdeal case (LC-104)?", source="misdeal_cases"),),
         ("LC-103.s1", "LC-104"), HAND, floor=True),
    # ------------------------------------------ table stakes (§7.5: table_stakes, catalogue)
    Call("pass_behind", "Chips passed to a player waiting for his runner",
         "dealer_assist.ui.table_calls:pass_behind",
         (_seat("Who hands the chips over?", "from_seat"),
          _seat("Who waits for his runner's chips?", "to_seat"),
          Arg("amount", "amount", "How much is passed?")),
         ("LC-26c", "LC-26b"), BETWEEN),
    *(Call(key, label, "dealer_assist.irregularities.floor:report", (_seat(prompt),), ids,
           when, fixed=(("irregularity", key),))
      for key, label, prompt, ids, when in (
          ("cash_on_table", "Cash put on the table (it does not play)", "Whose cash?",
           ("LC-24", "AMB-33"), ANY_TIME),
          ("chips_passed", "Chips handed to another player", "Who took the chips?",
           ("LC-26b",), ANY_TIME),
          ("rack_on_table", "Rack or object on the playing surface", "At which seat?",
           ("LC-13",), ANY_TIME),
          ("foreign_chips", "Another casino's or wrapped chips", "Whose chips?",
           ("LC-20",), ANY_TIME),
          ("cards_out_of_view", "Cards held out of view", "Whose cards?", ("LC-26f",),
           (*HAND, *SHOWDOWN)))),
)


def pass_behind(session: TableSession, from_seat: int, to_seat: int, amount: int) -> list[Event]:
    """LC-26c: chips lent to a player waiting for announced runner chips play for him; any
    other passing is refused (LC-26b)."""
    return session.check([ChipsPassedBehind(from_seat, to_seat, amount)])


def deal_off(session: TableSession, seat: int, to_seat: int) -> list[Event]:
    """LC-88b: the player who just played his button hand moves and comes back behind it."""
    return session.check([SeatChanged(seat, to_seat, deal_off=True)])


# ----------------------------------------------------------------- reading the registry

def _held_pots(table: Table) -> list[Option]:
    """The pots still to push (LC-7), and "every pot" when there are several."""
    pots = held_pots(table)
    every: list[Option] = [("Every pot", None)] if len(pots) > 1 else []
    return every + [(f"{'Main pot' if p.index == 0 else f'Side pot {p.index}'} · ${p.amount}",
                     p.index) for p in pots]


def _misdeal_cases(table: Table) -> list[Option]:
    """The LC-104 cases the engine accepts for this game now (irregularities/misdeals.py)."""
    return [(f"LC-104{letter(e)} · {e.title.removeprefix('Misdeal: ')}", letter(e))
            for e in misdeal_cases(table)]


def _live_hands(table: Table) -> list[Option]:
    """The seats a corrected award may name (LC-7; after a forfeit, LC-74)."""
    return [(f"Seat {s} · {table.seats[s].player}", s) for s in award_candidates(table)
            if s in table.seats]


OUT_OF_TURN_ORDER: Final = ("check", "bet", "call", "raise", "complete", "all_in", "fold")


def _out_of_turn_actions(table: Table) -> list[Option]:
    """What a player out of turn could have done at this moment (LC-50): what the engine lets
    the seat on turn do facing the same bet, and a fold: no Check facing a bet or a straddle,
    no Bet once there is one, no Complete outside stud."""
    hand = table.hand
    accepted = {a.action for a in hand.legal_actions()} if hand is not None else set()
    return [(a.replace("_", " ").capitalize(), a) for a in OUT_OF_TURN_ORDER
            if a in accepted or a == "fold"]


SOURCES: Final[Mapping[str, Callable[[Table], list[Option]]]] = {
    "chips": lambda table: [(f"${c}", c) for c in table.config.chip_denominations],
    "entries": lambda table: [(o.replace("_", " ").capitalize(), o) for o in ENTRY_OPTIONS],
    "open_seats": lambda table: [(f"Seat {s}", s) for s in range(1, table.max_seats + 1)
                                 if s not in table.seats],
    "held_pots": _held_pots,
    "live_hands": _live_hands,
    "misdeal_cases": _misdeal_cases,
    "out_of_turn_actions": _out_of_turn_actions,
}
"""Choices that come from the table (the game's standard chips, the entry options, the open
seats, the pots still to push, the seats with a live hand, the misdeal cases that apply)."""

CONDITIONS: Final[Mapping[str, Callable[[Table], bool]]] = {
    "hi_lo": lambda table: table.config.hi_lo,
}
"""When an argument is asked at all (``Arg.only_if``)."""


def asked(table: Table, arg: Arg) -> bool:
    """Whether ``arg`` is asked at this table (its ``only_if`` condition holds)."""
    return not arg.only_if or CONDITIONS[arg.only_if](table)


def stage(table: Table) -> str:
    hand = table.hand
    return stage_of(table.in_hand and hand is not None and not hand.ended,
                    hand.phase if hand is not None else None)


def available(table: Table, calls: Sequence[Call] = CALLS) -> list[Call]:
    """The calls that apply at the table's stage now, in registry order."""
    now = stage(table)
    return [c for c in calls if now in c.when]


def get_call(key: str, calls: Sequence[Call] = CALLS) -> Call:
    return next(c for c in calls if c.key == key)


def options(table: Table, arg: Arg) -> list[Option]:
    """The buttons for a seat or choice argument."""
    if arg.kind in ("seat", "seats") and not arg.source:
        return [(f"Seat {s} · {i.player}", s) for s, i in sorted(table.seats.items())] + \
            list(arg.options)
    if arg.source:
        return SOURCES[arg.source](table)
    return list(arg.options)


def card_count(table: Table, arg: Arg) -> int:
    return arg.count or table.config.hole_cards


def prompts(steps: Sequence[Step], calls: Sequence[Call] = CALLS) -> list[tuple[Step, list[Call]]]:
    """The procedure's floor prompts and the other steps a call answers (by the step's first
    rule ID; notes only inform), each with those calls; a floor prompt no call answers is
    listed with none (it is answered at the table)."""
    out = []
    for step in steps:
        first = step.rule_ids[:1]
        answering = [c for c in calls if first and first[0] in c.answers]
        if step.kind == "floor" or (answering and step.kind not in INFORM_ONLY):
            out.append((step, answering))
    return out


def prefill(call: Call, step: Step | None) -> dict[str, object]:
    """What a prompt answers for the call: its seat, as the argument ``prompt_seat`` names."""
    if step is None or step.seat is None or call.prompt_seat is None:
        return {}
    return {call.prompt_seat: step.seat} if any(a.name == call.prompt_seat
                                                 for a in call.args) else {}


def command(call: Call, session: TableSession, values: Mapping[str, object],
            by: str = "") -> Callable[[], list[Event]]:
    """The session command with the values asked (and the floorperson), ready for
    :meth:`TableController.submit`."""
    kwargs = {**dict(call.fixed), **values}
    if call.floor and call.floor_arg is not None:
        kwargs[call.floor_arg] = by
    target: Callable[..., list[Event]]
    if ":" in call.command:
        module, name = call.command.split(":")
        target = partial(getattr(importlib.import_module(module), name), session)
    else:
        target = getattr(session, call.command)
    return lambda: cast(list[Event], target(**kwargs))
