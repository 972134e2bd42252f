"""One logged event in words a floorperson reads during a replay, in the screen's language.
Hole cards stay unnamed until shown; the recall adds the card for a signed-in floorperson
(``views.hole_card_review``).

The log keeps English (it is the record); the replay says each event again from its fields. A
ruling is named from its irregularity ID (the catalogue's title, translated). What the log holds
only as English prose, with no ID to say it again from (a proposal's detail, the hand's name at
the showdown, a void's reason that names no catalogue title, a floorperson's typed reason), is
shown as it was logged."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QT_TR_NOOP

from dealer_assist.engine.events import (
    Acted,
    BetReturned,
    BoardCard,
    CardBurned,
    CardDealt,
    CollectionTaken,
    Event,
    HandEnded,
    HandStarted,
    HandVoided,
    Mucked,
    Posted,
    PotAwarded,
    RulingDecided,
    RulingProposed,
    Shown,
)
from dealer_assist.engine.words import word
from dealer_assist.rules.irregularities.catalogue import catalogue, get
from dealer_assist.ui.i18n import render, tr

ACTIONS: Final = {
    "fold": QT_TR_NOOP("fold"), "check": QT_TR_NOOP("check"), "call": QT_TR_NOOP("call"),
    "bet": QT_TR_NOOP("bet"), "raise": QT_TR_NOOP("raise"), "complete": QT_TR_NOOP("complete"),
    "all_in": QT_TR_NOOP("all in"), "bring_in": QT_TR_NOOP("bring-in"),
}
"""A player's action as the replay names it."""

EVENT_NAMES: Final = {
    "award_disputed": QT_TR_NOOP("Award disputed"),
    "bet_taken_back": QT_TR_NOOP("Bet taken back"),
    "blinds_chopped": QT_TR_NOOP("Blinds chopped"),
    "board_announced": QT_TR_NOOP("Player says the board plays"),
    "button_drawn": QT_TR_NOOP("Button drawn"),
    "buy_in_checked": QT_TR_NOOP("Buy-in checked"),
    "card_discarded": QT_TR_NOOP("Card discarded"),
    "card_set_aside": QT_TR_NOOP("Card set aside"),
    "cards_exposed": QT_TR_NOOP("Cards exposed"),
    "chain_head_signed": QT_TR_NOOP("Log signed"),
    "cheque_declined": QT_TR_NOOP("Cheque not honoured"),
    "cheque_processed": QT_TR_NOOP("Cheque processed"),
    "chips_added": QT_TR_NOOP("Chips added"),
    "chips_bought": QT_TR_NOOP("Chips bought for the next deal"),
    "chips_coloured_up": QT_TR_NOOP("Chips coloured up"),
    "chips_passed_behind": QT_TR_NOOP("Chips passed to play behind"),
    "chips_picked_up": QT_TR_NOOP("Chips picked up"),
    "collection_mode_changed": QT_TR_NOOP("Collection mode changed"),
    "collection_set_by_floor": QT_TR_NOOP("Collection set by the floor"),
    "correction_planned": QT_TR_NOOP("Correction planned"),
    "dealer_signed_in": QT_TR_NOOP("Dealer signed in"),
    "dealer_signed_out": QT_TR_NOOP("Dealer signed out"),
    "dispute_resolved": QT_TR_NOOP("Dispute resolved"),
    "early_burn": QT_TR_NOOP("Burn card dealt early"),
    "entry_chosen": QT_TR_NOOP("Entry chosen"),
    "exposed_cards_demanded": QT_TR_NOOP("Player asks to see exposed cards"),
    "extra_card_burned": QT_TR_NOOP("Extra card burned"),
    "extra_card_recorded": QT_TR_NOOP("Extra card recorded"),
    "flop_recalled": QT_TR_NOOP("Flop recalled"),
    "forward_motion_flagged": QT_TR_NOOP("Chips moved forward, still held"),
    "forward_motion_ruled": QT_TR_NOOP("Floor ruled on chips still held"),
    "full_game_collection_taken": QT_TR_NOOP("Full-game collection taken"),
    "hand_claimed": QT_TR_NOOP("Player calls his hand"),
    "hand_killed": QT_TR_NOOP("Hand killed"),
    "hand_made_live": QT_TR_NOOP("Hand made live"),
    "hand_retrieved": QT_TR_NOOP("Hand retrieved"),
    "hold_button_given": QT_TR_NOOP("Button held"),
    "hole_card_exposed": QT_TR_NOOP("Hole card exposed"),
    "hole_card_replaced": QT_TR_NOOP("Hole card replaced"),
    "miscall_ruled": QT_TR_NOOP("Floor ruled on a wrong hand call"),
    "missed_raise_call": QT_TR_NOOP("Short call of a missed raise"),
    "missed_raise_resolved": QT_TR_NOOP("Short call resolved"),
    "must_move_marked": QT_TR_NOOP("Must-move game marked"),
    "newcomer_dealt_in": QT_TR_NOOP("Newcomer dealt in"),
    "not_entitled_acted": QT_TR_NOOP("Player dealt in by mistake acted"),
    "out_of_turn": QT_TR_NOOP("Action out of turn"),
    "player_away": QT_TR_NOOP("Player away"),
    "player_back": QT_TR_NOOP("Player back"),
    "player_called_away": QT_TR_NOOP("Player called away"),
    "player_left": QT_TR_NOOP("Player left"),
    "player_removed": QT_TR_NOOP("Player removed"),
    "player_returned": QT_TR_NOOP("Player returned"),
    "player_seated": QT_TR_NOOP("Player seated"),
    "post_declined": QT_TR_NOOP("Post declined"),
    "posting_abuse_ruled": QT_TR_NOOP("Floor ruled on posting abuse"),
    "raise_withdrawn": QT_TR_NOOP("Raise withdrawn"),
    "runner_announced": QT_TR_NOOP("Runner's chips announced"),
    "runner_arrived": QT_TR_NOOP("Runner's chips arrived"),
    "seat_changed": QT_TR_NOOP("Seat changed"),
    "seats_swapped": QT_TR_NOOP("Seats swapped"),
    "string_raise_flagged": QT_TR_NOOP("Dealer saw a string raise"),
    "string_raise_objected": QT_TR_NOOP("Player objects: string raise"),
    "string_raise_ruled": QT_TR_NOOP("Floor ruled on a string raise"),
    "stub_reshuffled": QT_TR_NOOP("Stub reshuffled"),
    "stud_all_in_declared": QT_TR_NOOP("Stud: all-in declared"),
    "stud_ante_returned": QT_TR_NOOP("Stud: ante returned"),
    "stud_card_early": QT_TR_NOOP("Stud: card dealt early"),
    "stud_down_card_exposed": QT_TR_NOOP("Stud: down card exposed"),
    "stud_early_card_kept": QT_TR_NOOP("Stud: early card kept"),
    "stud_extra_removed": QT_TR_NOOP("Stud: extra card removed"),
    "stud_folded_no_bet": QT_TR_NOOP("Stud: fold with no bet"),
    "stud_reserve_returned": QT_TR_NOOP("Stud: reserve returned"),
    "stud_seventh_up": QT_TR_NOOP("Stud: 7th street card face up"),
    "stud_street_as_dealt": QT_TR_NOOP("Stud: street played as dealt"),
    "table_configured": QT_TR_NOOP("Table configured"),
    "time_called": QT_TR_NOOP("Time called"),
    "time_paid": QT_TR_NOOP("Time paid"),
    "time_pot_agreed": QT_TR_NOOP("Time pot agreed"),
    "top_card_owed": QT_TR_NOOP("Top card owed"),
    "turn_pass_ruled": QT_TR_NOOP("Floor ruled on a turn let pass"),
    "turn_passed": QT_TR_NOOP("Turn let pass"),
}
"""The other events of a flop or stud hand, by their log name (a banked round has its own
recall): the replay names each one (and its seat, when it has one)."""


def describe(ev: Event) -> str:
    """``ev`` as one line of the replay, in the screen's language."""
    for kind, say in SENTENCES:
        if isinstance(ev, kind):
            return say(ev)
    name = EVENT_NAMES.get(ev.type)
    if name is None:  # an event added later without a name here: its log key in words
        return ev.type.replace("_", " ").capitalize()
    seat = getattr(ev, "seat", None)
    if isinstance(seat, int):
        return tr("{event} (seat {seat})").format(event=tr(name), seat=seat)
    return tr(name)


def _posted(ev: Posted) -> str:
    post = render(word(ev.kind))
    if ev.dead:
        return tr("Seat {seat} posts the {post}: ${amount} + ${dead} dead").format(
            seat=ev.seat, post=post, amount=ev.live, dead=ev.dead)
    return tr("Seat {seat} posts the {post}: ${amount}").format(seat=ev.seat, post=post,
                                                                   amount=ev.live)


def _acted(ev: Acted) -> str:
    action = tr(ACTIONS[ev.action]) if ev.action in ACTIONS else ev.action.replace("_", " ")
    if ev.action == "call" and ev.to:
        return tr("Seat {seat}: {action} ${amount}").format(seat=ev.seat, action=action,
                                                            amount=ev.to)
    if ev.to:
        return tr("Seat {seat}: {action} to ${amount}").format(seat=ev.seat, action=action,
                                                               amount=ev.to)
    return tr("Seat {seat}: {action}").format(seat=ev.seat, action=action)


def _awarded(ev: PotAwarded) -> str:
    if ev.pot == 0:
        line = tr("Seat {seat} wins ${amount} of the main pot").format(seat=ev.seat,
                                                                       amount=ev.amount)
    else:
        line = tr("Seat {seat} wins ${amount} of side pot {number}").format(
            seat=ev.seat, amount=ev.amount, number=ev.pot)
    if not ev.hand_label:
        return line
    return tr("{award}: {hand}").format(award=line, hand=render(ev.hand_label))


def voided_reason(reason: str) -> str:
    """A void's logged reason in the screen's language when it names a catalogue irregularity
    (the floor's void logs "ruling N: <title>", a misdeal its title); else as logged."""
    number, sep, title = reason.partition(": ")
    ruling = number.removeprefix("ruling ")
    for entry in catalogue():
        if reason == str(entry.title):
            return render(entry.title)
        if sep and ruling.isdigit() and title == str(entry.title):
            return tr("ruling {number}: {title}").format(number=ruling,
                                                         title=render(entry.title))
    return reason


def proposed(ev: RulingProposed) -> str:
    """A proposed ruling named by its irregularity's title (from its ID) in the screen's
    language; the detail, logged in English with no ID, as logged."""
    try:
        title = render(get(ev.irregularity).title)
    except KeyError:  # an irregularity a later version removed: its ID in words
        title = ev.irregularity.replace("_", " ")
    if ev.detail:
        return tr("Ruling {number} proposed: {title} ({detail})").format(
            number=ev.ruling, title=title, detail=ev.detail)
    return tr("Ruling {number} proposed: {title}").format(number=ev.ruling, title=title)


def decided(ev: RulingDecided) -> str:
    if ev.decision == "confirmed":
        line = tr("Ruling {number} confirmed by {name}")
    elif ev.decision == "overridden":
        line = tr("Ruling {number} overridden by {name}")
    else:  # a decision word this replay does not know: as logged
        line = tr("Ruling {number} {decision} by {name}")
    line = line.format(number=ev.ruling, name=ev.by, decision=ev.decision)
    return tr("{ruling}: {reason}").format(ruling=line, reason=ev.reason) if ev.reason else line


SENTENCES: Final = (
    (HandStarted, lambda ev: tr("Hand {hand} starts: button on seat {seat}").format(
        hand=ev.hand, seat=ev.button)),
    (Posted, _posted),
    (CollectionTaken, lambda ev: tr("Collection from seat {seat}: ${amount}").format(
        seat=ev.seat, amount=ev.amount)),
    (CardDealt, lambda ev: (tr("Card dealt to seat {seat} face up") if ev.face_up else
                            tr("Card dealt to seat {seat}")).format(seat=ev.seat)),
    (CardBurned, lambda ev: tr("Burn card")),
    (BoardCard, lambda ev: tr("Board card {card}").format(card=ev.card)
     if ev.card is not None else tr("Board card (not read)")),
    (Acted, _acted),
    (Shown, lambda ev: tr("Seat {seat} shows {cards}").format(
        seat=ev.seat, cards=" ".join(str(c) for c in ev.cards))),
    (Mucked, lambda ev: tr("Seat {seat} mucks").format(seat=ev.seat)),
    (BetReturned, lambda ev: tr("Uncalled ${amount} back to seat {seat}").format(
        amount=ev.amount, seat=ev.seat)),
    (PotAwarded, _awarded),
    (HandEnded, lambda ev: tr("Hand {hand} ends").format(hand=ev.hand)),
    (HandVoided, lambda ev: tr("Hand voided: {reason}").format(
        reason=voided_reason(ev.reason))),
    (RulingProposed, proposed),
    (RulingDecided, decided),
)
"""Each event of the hand's own course, said whole (word order is the language's)."""
