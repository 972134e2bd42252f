"""Every table-talk mark, correction and floor call the dealer screen's Calls panel offers, as
one declarative list. Pure Python: no Qt.

Why a registry: the engine's :class:`TableSession` keeps gaining calls (showdown talk, player
matters, turns, chips, seat dues) and each one needs the same few things asked by touch (a seat,
a second seat, an amount, cards, a choice, a reason) before it runs through the controller's
store-then-commit loop. Each :class:`Call` says which command, which arguments in which order,
who may make it (the dealer, or only a floorperson signed in by badge and PIN) and at which
stages of the table it applies; ``views/calls_panel.py`` builds its buttons and questions from
it. A new call is one entry in :data:`CALLS`.

Words: a call's ``label``, an argument's ``prompt`` and the fixed options' labels are English
sources marked for the catalogue (``QT_TR_NOOP``): the screen shows them through ``tr()`` (the
audit log keeps the English); :func:`options` answers its labels already in the screen's
language.

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

from PySide6.QtCore import QT_TR_NOOP

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
from dealer_assist.ui.i18n import render, tr

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


CLAIM_WORDS: Final[Mapping[str, str]] = dict(zip(CLAIMS, (
    QT_TR_NOOP("High card"), QT_TR_NOOP("One pair"), QT_TR_NOOP("Two pair"),
    QT_TR_NOOP("Three of a kind"), QT_TR_NOOP("Straight"), QT_TR_NOOP("Flush"),
    QT_TR_NOOP("Full house"), QT_TR_NOOP("Four of a kind"), QT_TR_NOOP("Straight flush"),
    QT_TR_NOOP("Royal flush")), strict=True))
"""The hands a player may name (LC-74), as the buttons say them."""
ENTRY_WORDS: Final[Mapping[str, str]] = {
    "deal_now": QT_TR_NOOP("Deal now"), "wait_for_big_blind": QT_TR_NOOP("Wait for big blind"),
    "post_big_blind": QT_TR_NOOP("Post big blind"),
    "post_missed_blinds": QT_TR_NOOP("Post missed blinds"), "buy_button": QT_TR_NOOP("Buy button"),
    "post_in_front_of_button": QT_TR_NOOP("Post in front of button"),
    "straddle": QT_TR_NOOP("Straddle")}
"""How a removed player may come back (LC-5), as the buttons say it."""
ACTION_WORDS: Final[Mapping[str, str]] = {
    "check": QT_TR_NOOP("Check"), "bet": QT_TR_NOOP("Bet"), "call": QT_TR_NOOP("Call"),
    "raise": QT_TR_NOOP("Raise"), "complete": QT_TR_NOOP("Complete"),
    "all_in": QT_TR_NOOP("All in"), "fold": QT_TR_NOOP("Fold")}
"""What a player out of turn may have done (LC-50), as the buttons say it."""


def _seat(prompt: str = QT_TR_NOOP("Which seat?"), name: str = "seat", *extra: Option) -> Arg:
    return Arg(name, "seat", prompt, options=extra)


def _reason(prompt: str = QT_TR_NOOP("The reason (optional)"), optional: bool = True) -> Arg:
    return Arg("reason", "reason", prompt, optional=optional)


def _yes_no(name: str, prompt: str, yes: str, no: str) -> Arg:
    return Arg(name, "choice", prompt, options=((yes, True), (no, False)))


CALLS: Final[tuple[Call, ...]] = (
    # ------------------------------------------------------------ showdown talk (showdown_calls)
    Call("announce_board", QT_TR_NOOP("Player says the board plays"), "announce_board",
         (_seat(QT_TR_NOOP("Who says the board plays?")),), ("PGP-HE-08",), SHOWDOWN),
    Call("claim_hand", QT_TR_NOOP("Player calls his hand"), "claim_hand",
         (_seat(QT_TR_NOOP("Who called his hand?")),
          Arg("claim", "choice", QT_TR_NOOP("What did he call?"),
              tuple((word, claim) for claim, word in CLAIM_WORDS.items()))),
         ("LC-74",), ("play", *SHOWDOWN)),
    Call("rule_miscall", QT_TR_NOOP("Floor: rule on a wrong hand call"), "rule_miscall",
         (_seat(QT_TR_NOOP("Who called his hand wrong?")),
          _yes_no("forfeit", QT_TR_NOOP("The floor's ruling"),
                  QT_TR_NOOP("Deliberate: he forfeits the pot"),
                  QT_TR_NOOP("Cards speak: no penalty")),
          _reason(QT_TR_NOOP("The floor's reason"), optional=False)),
         ("LC-74",), ("play", *SHOWDOWN), floor=True, answers=("LC-74",)),
    Call("expose", QT_TR_NOOP("Cards exposed during the hand"), "expose",
         (_seat(QT_TR_NOOP("Whose cards were shown?")),
          _seat(QT_TR_NOOP("Shown to whom?"), "to_seat",
                (QT_TR_NOOP("Someone not in the hand"), None)),
          Arg("cards", "cards", QT_TR_NOOP("Which cards were shown?"), optional=True)),
         ("LC-76", "LC-77"), HAND),
    Call("demand_exposed", QT_TR_NOOP("Player asks to see exposed cards"), "demand_exposed",
         (_seat(QT_TR_NOOP("Whose exposed cards?")),
          _seat(QT_TR_NOOP("Who asks to see them?"), "by")),
         ("LC-77",), HAND, answers=("LC-77",)),
    Call("dispute_award", QT_TR_NOOP("Award disputed: hold the pot"), "dispute_award",
         (_seat(QT_TR_NOOP("Who disputes the award?"), "seat", (QT_TR_NOOP("The dealer"), None)),
          _reason()),
         ("LC-7",), SHOWDOWN),
    Call("dispute_stands", QT_TR_NOOP("Floor: the award stands"), "resolve_dispute",
         (_reason(),), ("LC-7",), SHOWDOWN, floor=True, fixed=(("decision", "stands"),),
         answers=("LC-7",)),
    Call("dispute_corrected", QT_TR_NOOP("Floor: award the pot to one seat"),
         "award_held_pots_to",
         (_seat(QT_TR_NOOP("Which seat takes the pot(s)?")),
          _reason(QT_TR_NOOP("The floor's reason"), optional=False)),
         ("LC-7",), SHOWDOWN, floor=True, answers=("LC-7",)),
    Call("dispute_split", QT_TR_NOOP("Floor: split the pot between seats"),
         "split_held_pots",
         (Arg("pot", "choice", QT_TR_NOOP("Which pot is split?"), source="held_pots"),
          Arg("seats", "seats", QT_TR_NOOP("Who shares it? (high-low: the high half)"),
              source="live_hands"),
          Arg("low_seats", "seats", QT_TR_NOOP("Who shares the low half? (Skip: no low, the "
                                               "high hand(s) take it all)"),
              source="live_hands", optional=True, only_if="hi_lo"),
          _reason(QT_TR_NOOP("The floor's reason"), optional=False)),
         ("LC-7", "LC-27"), SHOWDOWN, floor=True, answers=("LC-7",)),
    # ------------------------------------------------------------ turns (engine/turns)
    Call("tap", QT_TR_NOOP("Player taps the table (a check)"), "tap",
         (_seat(QT_TR_NOOP("Who tapped?")), Arg("gesture", "choice", QT_TR_NOOP("How?"), (
             (QT_TR_NOOP("Tap"), "tap"), (QT_TR_NOOP("Knock"), "knock"),
             (QT_TR_NOOP("Gesture"), "gesture")))),
         ("LC-59",), ("play",)),
    Call("out_of_turn", QT_TR_NOOP("Action out of turn"), "out_of_turn",
         (_seat(QT_TR_NOOP("Who acted out of turn?")),
          Arg("action", "choice", QT_TR_NOOP("What did he do?"), source="out_of_turn_actions"),
          Arg("to", "amount",
              QT_TR_NOOP("Bet or raise to how much? (Skip for a check, call or fold)"),
              optional=True)),
         ("LC-50", "LC-53a", "LC-53b"), ("play",)),
    Call("take_back_bet", QT_TR_NOOP("Bet out of turn taken back"), "take_back_bet",
         (_seat(QT_TR_NOOP("Whose bet is taken back?")),), ("LC-53b",), ("play",),
         answers=("LC-53b",),
         prompt_seat=None),  # the prompt names the seat on turn, not the bettor
    Call("pass_turn", QT_TR_NOOP("Turn let pass (player silent)"), "pass_turn",
         (_seat(QT_TR_NOOP("Who let his turn pass?")),), ("LC-51",), ("play",)),
    Call("rule_turn_pass", QT_TR_NOOP("Floor: rule on a turn let pass"), "rule_turn_pass",
         (_seat(QT_TR_NOOP("Which player?")),
          _yes_no("allow", QT_TR_NOOP("The floor's ruling"), QT_TR_NOOP("Every option back"),
                  QT_TR_NOOP("Call or fold only"))),
         ("LC-51",), ("play",), floor=True, answers=("LC-51",)),
    # ---------------------------------------------------- chips (chip_rulings, string_raises)
    Call("flag_forward_motion", QT_TR_NOOP("Chips moved forward, still held"),
         "flag_forward_motion",
         (_seat(QT_TR_NOOP("Whose chips?")),
          Arg("amount", "amount", QT_TR_NOOP("How much came forward?"))),
         ("LC-52",), ("play",)),
    Call("rule_forward_motion", QT_TR_NOOP("Floor: rule on chips still held"),
         "rule_forward_motion",
         (_seat(QT_TR_NOOP("Whose chips?")),
          _yes_no("bet", QT_TR_NOOP("The floor's ruling"), QT_TR_NOOP("A bet: the chips play"),
                  QT_TR_NOOP("No bet"))),
         ("LC-52", "LC-57"), ("play",), floor=True, answers=("LC-52",)),
    Call("call_missed_raise", QT_TR_NOOP("Short call of a missed raise"), "call_missed_raise",
         (_seat(QT_TR_NOOP("Who called short?")),
          Arg("put_in", "amount",
              QT_TR_NOOP("How much did he put in? (Skip: he only said 'call')"), optional=True)),
         ("LC-58a", "LC-58b"), ("play",)),
    Call("resolve_missed_raise", QT_TR_NOOP("Short call: take back, complete or fold"),
         "resolve_missed_raise",
         (_seat(QT_TR_NOOP("Whose short call?")),
          Arg("choice", "choice", QT_TR_NOOP("What does he do?"), (
              (QT_TR_NOOP("Takes the call back"), "take_back"),
              (QT_TR_NOOP("Completes the raise"), "complete"),
              (QT_TR_NOOP("Folds"), "fold")))),
         ("LC-58a", "LC-58b"), ("play",), answers=("LC-58a", "LC-58b")),
    Call("object_string_raise", QT_TR_NOOP("Player objects: string raise"), "object_string_raise",
         (_seat(QT_TR_NOOP("Whose raise?")), _seat(QT_TR_NOOP("Who objects?"), "by")),
         ("LC-62",), ("play",)),
    Call("flag_string_raise", QT_TR_NOOP("Dealer saw a string raise"), "flag_string_raise",
         (_seat(QT_TR_NOOP("Whose raise?")),), ("LC-64",), ("play",)),
    Call("rule_string_raise", QT_TR_NOOP("Floor: rule on a string raise"), "rule_string_raise",
         (_seat(QT_TR_NOOP("Whose raise?")),
          _yes_no("stands", QT_TR_NOOP("The floor's ruling"), QT_TR_NOOP("The raise stands"),
                  QT_TR_NOOP("It is a call"))),
         ("LC-62", "LC-64"), ("play",), floor=True, answers=("LC-61",)),
    Call("withdraw_raise", QT_TR_NOOP("Accidental raise taken back"), "withdraw_raise",
         (_seat(QT_TR_NOOP("Whose raise?")),), ("LC-63",), ("play",)),
    # ------------------------------------------------------------ players (engine/players)
    Call("colour_up", QT_TR_NOOP("Colour up a player's chips"), "colour_up",
         (_seat(QT_TR_NOOP("Whose chips?")),
          Arg("amount", "amount", QT_TR_NOOP("How much is changed?")),
          Arg("from_chip", "choice", QT_TR_NOOP("From which chip?"), source="chips"),
          Arg("to_chip", "choice", QT_TR_NOOP("Into which chip?"), source="chips")),
         ("LC-14",), ANY_TIME),
    Call("remove_player", QT_TR_NOOP("Floor: remove a player"), "remove_player",
         (_seat(QT_TR_NOOP("Who is removed?")), _reason()), ("LC-5",), ANY_TIME, floor=True),
    Call("return_player", QT_TR_NOOP("Floor: let a removed player back"), "return_player",
         (_seat(QT_TR_NOOP("Who comes back?")),
          Arg("entry", "choice", QT_TR_NOOP("How does he come back?"), source="entries")),
         ("LC-5",), BETWEEN, floor=True, answers=("LC-5",)),
    Call("rule_posting_abuse", QT_TR_NOOP("Floor: rule on posting abuse"), "rule_posting_abuse",
         (_seat(QT_TR_NOOP("Which player?")),
          _yes_no("require_post", QT_TR_NOOP("The floor's ruling"),
                  QT_TR_NOOP("Post a big blind before his next hand"),
                  QT_TR_NOOP("No action"))),
         ("LC-P3",), BETWEEN, floor=True, answers=("LC-P3",)),
    # ------------------------------------------------------------ between hands (seat_dues)
    Call("swap_seats", QT_TR_NOOP("Two players swap seats"), "swap_seats",
         (_seat(QT_TR_NOOP("First player?"), "seat_a"),
          _seat(QT_TR_NOOP("Swaps with?"), "seat_b")),
         ("LC-88d",), BETWEEN),
    Call("deal_off", QT_TR_NOOP("Deal off: move after the button hand"),
         "dealer_assist.ui.table_calls:deal_off",
         (_seat(QT_TR_NOOP("Who played his button hand?")),
          Arg("to_seat", "choice", QT_TR_NOOP("To which open seat?"), source="open_seats")),
         ("LC-88b",), BETWEEN),
    Call("take_full_collection", QT_TR_NOOP("Take the full-game collection"),
         "take_full_collection",
         (_seat(QT_TR_NOOP("From whose stack?")),), ("LC-131",), ANY_TIME, answers=("LC-131",)),
    Call("pick_up_chips", QT_TR_NOOP("Floor: pick up an away player's chips"), "pick_up_chips",
         (_seat(QT_TR_NOOP("Whose chips are picked up?")),
          _reason(QT_TR_NOOP("Why? (Skip at a full game's third button; a seat asked for, or "
                             "repeated lobbying)"))),
         ("LC-97", "LC-98"), BETWEEN, floor=True, answers=("LC-97",)),
    Call("mark_must_move", QT_TR_NOOP("Must-move game: on or off"), "mark_must_move",
         (_yes_no("must_move", QT_TR_NOOP("Is this table a must-move game?"),
                  QT_TR_NOOP("Must-move game"),
                  QT_TR_NOOP("Not a must-move game")),),
         ("LC-145",), BETWEEN),
    Call("floor_sets_collection", QT_TR_NOOP("Floor: set the short-handed collection"),
         "floor_sets_collection",
         (Arg("amount", "amount", QT_TR_NOOP("The collection while short-handed")),),
         ("LC-145",), BETWEEN, floor=True, answers=("LC-145",)),
    Call("chop", QT_TR_NOOP("Blinds chop (everyone folded to them)"), "chop",
         (), ("LC-18",), ("play",), answers=("LC-18",)),
    # ------------------------------------------------------------ time collection (LC-144..147)
    Call("collection_mode", QT_TR_NOOP("Floor: collect by time, or on the button"),
         "change_collection_mode",
         (Arg("mode", "choice", QT_TR_NOOP("How is the collection taken from now on?"),
              options=((QT_TR_NOOP("By time (every player, per period)"), "time"),
                       (QT_TR_NOOP("On the button"), "button"))),),
         ("LC-144", "K24"), BETWEEN, floor=True, floor_arg=None, answers=("LC-144",)),
    Call("call_time", QT_TR_NOOP("Floor: call time"), "call_time",
         (_yes_no("waiting_list", QT_TR_NOOP("Is anyone on the waiting list?"),
                  QT_TR_NOOP("Yes: everyone pays before his next hand"),
                  QT_TR_NOOP("No: each may play to his big blind first")),),
         ("LC-146",), BETWEEN, floor=True, floor_arg=None),
    Call("pay_time", QT_TR_NOOP("Player pays time"), "pay_time",
         (_seat(QT_TR_NOOP("Who pays his time?")),), ("LC-146",), BETWEEN, answers=("LC-146",)),
    Call("time_pot", QT_TR_NOOP("Players agree a time pot"), "agree_time_pot",
         (Arg("seats", "seats", QT_TR_NOOP("Who plays the time pot? (the winner pays for all)")),),
         ("LC-147",), BETWEEN),
    Call("pay_time_pot", QT_TR_NOOP("Time-pot winner pays for all"),
         "pay_time_pot",
         (_seat(QT_TR_NOOP("Who won the time pot?")),), ("LC-147",), BETWEEN, answers=("LC-147",)),
    # ------------------------------------------------------------ corrections (irregularities)
    Call("newcomer_dealt", QT_TR_NOOP("Newcomer dealt in before posting"),
         "dealer_assist.irregularities.newcomer:report_newcomer_dealt",
         (_seat(QT_TR_NOOP("Which newcomer got cards?")),
          _yes_no("looked", QT_TR_NOOP("Did he look at his cards?"),
                  QT_TR_NOOP("He looked at them"),
                  QT_TR_NOOP("He did not look")),
          Arg("cards", "cards", QT_TR_NOOP("Which cards did he get?"), optional=True)),
         ("LC-132a", "LC-132b"), ("deal",)),
    Call("not_entitled_acted", QT_TR_NOOP("Player dealt in by mistake has acted"),
         "dealer_assist.irregularities.not_entitled:report_not_entitled_acted",
         (_seat(QT_TR_NOOP("Who was dealt in by mistake?")),
          Arg("put_in", "amount", QT_TR_NOOP("How much has he put in this round?")),
          _yes_no("folded", QT_TR_NOOP("Was his action a fold?"), QT_TR_NOOP("He folded"),
                  QT_TR_NOOP("He checked or called"))),
         ("LC-113",), ("play",)),
    Call("see_hand", QT_TR_NOOP("A player asks to see a hand pushed face down"),
         "dealer_assist.irregularities:showdown_request",
         (_seat(QT_TR_NOOP("Who asks to see it?"), "requester"),
          _seat(QT_TR_NOOP("Whose hand is asked for?")),
          Arg("cards", "cards", QT_TR_NOOP("Which cards does that hand hold?")),
          _yes_no("touched_muck", QT_TR_NOOP("Had the hand touched the muck?"),
                  QT_TR_NOOP("Yes: it is dead"),
                  QT_TR_NOOP("No: it was only pushed face down"))),
         ("LC-75", "AMB-30", "LC-78"), SHOWDOWN, answers=("LC-75",)),
    Call("call_misdeal", QT_TR_NOOP("Floor: declare a misdeal"),
         "dealer_assist.irregularities:call_misdeal",
         (Arg("case", "choice", QT_TR_NOOP("Which misdeal case (LC-104)?"),
              source="misdeal_cases"),),
         ("LC-103.s1", "LC-104"), HAND, floor=True),
    # ------------------------------------------ table stakes (§7.5: table_stakes, catalogue)
    Call("pass_behind", QT_TR_NOOP("Chips passed to a player waiting for his runner"),
         "dealer_assist.ui.table_calls:pass_behind",
         (_seat(QT_TR_NOOP("Who hands the chips over?"), "from_seat"),
          _seat(QT_TR_NOOP("Who waits for his runner's chips?"), "to_seat"),
          Arg("amount", "amount", QT_TR_NOOP("How much is passed?"))),
         ("LC-26c", "LC-26b"), BETWEEN),
    *(Call(key, label, "dealer_assist.irregularities.floor:report", (_seat(prompt),), ids,
           when, fixed=(("irregularity", key),))
      for key, label, prompt, ids, when in (
          ("cash_on_table", QT_TR_NOOP("Cash put on the table (it does not play)"),
           QT_TR_NOOP("Whose cash?"),
           ("LC-24", "AMB-33"), ANY_TIME),
          ("chips_passed", QT_TR_NOOP("Chips handed to another player"),
           QT_TR_NOOP("Who took the chips?"),
           ("LC-26b",), ANY_TIME),
          ("rack_on_table", QT_TR_NOOP("Rack or object on the playing surface"),
           QT_TR_NOOP("At which seat?"),
           ("LC-13",), ANY_TIME),
          ("foreign_chips", QT_TR_NOOP("Another casino's or wrapped chips"),
           QT_TR_NOOP("Whose chips?"),
           ("LC-20",), ANY_TIME),
          ("cards_out_of_view", QT_TR_NOOP("Cards held out of view"),
           QT_TR_NOOP("Whose cards?"), ("LC-26f",), (*HAND, *SHOWDOWN)))),
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
    every: list[Option] = [(tr("Every pot"), None)] if len(pots) > 1 else []
    return every + [(tr("Main pot · ${amount}").format(amount=p.amount) if p.index == 0 else
                     tr("Side pot {number} · ${amount}").format(number=p.index, amount=p.amount),
                     p.index) for p in pots]


def _misdeal_cases(table: Table) -> list[Option]:
    """The LC-104 cases the engine accepts for this game now (irregularities/misdeals.py)."""
    return [(tr("LC-104{letter} · {case}").format(letter=letter(e), case=_case(render(e.title))),
             letter(e)) for e in misdeal_cases(table)]


def _case(title: str) -> str:
    """A misdeal's title without its lead word ("Misdeal: "), in any language's colon."""
    for colon in (": ", "："):
        if colon in title:
            return title.split(colon, 1)[1]
    return title


def _live_hands(table: Table) -> list[Option]:
    """The seats a corrected award may name (LC-7; after a forfeit, LC-74)."""
    return [(_seat_label(s, table.seats[s].player), s) for s in award_candidates(table)
            if s in table.seats]


def _seat_label(seat: int, player: str) -> str:
    return tr("Seat {seat} · {player}").format(seat=seat, player=player)


OUT_OF_TURN_ORDER: Final = ("check", "bet", "call", "raise", "complete", "all_in", "fold")


def _out_of_turn_actions(table: Table) -> list[Option]:
    """What a player out of turn could have done at this moment (LC-50): what the engine lets
    the seat on turn do facing the same bet, and a fold: no Check facing a bet or a straddle,
    no Bet once there is one, no Complete outside stud."""
    hand = table.hand
    accepted = {a.action for a in hand.legal_actions()} if hand is not None else set()
    return [(tr(ACTION_WORDS[a]), a) for a in OUT_OF_TURN_ORDER
            if a in accepted or a == "fold"]


SOURCES: Final[Mapping[str, Callable[[Table], list[Option]]]] = {
    "chips": lambda table: [(f"${c}", c) for c in table.config.chip_denominations],
    "entries": lambda table: [(tr(ENTRY_WORDS[o]), o) for o in ENTRY_OPTIONS],
    "open_seats": lambda table: [(tr("Seat {seat}").format(seat=s), s)
                                 for s in range(1, table.max_seats + 1)
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
    """The buttons for a seat or choice argument, their labels in the screen's language."""
    fixed = [(tr(label), value) for label, value in arg.options]
    if arg.kind in ("seat", "seats") and not arg.source:
        return [(_seat_label(s, i.player), s) for s, i in sorted(table.seats.items())] + fixed
    if arg.source:
        return SOURCES[arg.source](table)
    return fixed


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
