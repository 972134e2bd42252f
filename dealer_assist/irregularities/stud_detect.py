"""Seven Card Stud: what each card from the shoe is, the irregularities it reveals, and the
dealer's reports of what a shoe cannot see (LC-116 to LC-125, LC-104i).

:func:`stud_card` is called by :meth:`Detector.card_read` for a stud hand. Reading conventions:

- while a street is dealt, the engine says what the next card is (burn, hole card or LC-124's
  community card) and which seat it goes to;
- a face-up card in a down position: the first card of the whole deal is LC-104i (AMB-17), a
  later first or second card is LC-117 (the dealer exposed it), a 7th-street card is LC-123;
- ``seat`` naming an empty seat: a down card there is dead (LC-119), an up card belongs to the
  next seat due (the up cards are slid along);
- a card while a betting round is open is an early card (LC-121): out of play, and once the floor
  confirms, the next cards, one per player in at discovery, go to the discards (AMB-29).
"""

from __future__ import annotations

from dealer_assist.cards import Card
from dealer_assist.engine.events import BoardCard, CardBurned, CardDealt, Event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.stud import UP_POSITIONS, StudHandState, seventh_street_plan
from dealer_assist.engine.table_view import TableView
from dealer_assist.irregularities.floor import ROLES, proposal
from dealer_assist.irregularities.hole_fixes import CardDiscarded
from dealer_assist.irregularities.state import next_ruling
from dealer_assist.irregularities.stud_fixes import (
    SEVENTH,
    StudAllInDeclared,
    StudAnteReturned,
    StudCardEarly,
    StudDownCardExposed,
    StudExtraRemoved,
    StudFoldedNoBet,
    StudReserveReturned,
    StudSeventhUp,
    StudStreetAsDealt,
    extras_street,
    out_of_play,
    stub_left,
    stud_hand,
    stud_peek,
)
from dealer_assist.messages import msg


def stud_card(session: TableSession, card: Card | None, face_up: bool,
              seat: int | None) -> list[Event]:
    """The events one card from the shoe produces in a stud hand (not yet checked)."""
    table = session.table
    hand = stud_hand(table)
    if hand.phase in ("posting", "dealing"):
        events = _dealt(table, hand, card, face_up, seat)
    elif hand.phase == "betting":
        events = _early(table, hand, card)
    else:
        raise Refusal(msg("irregularities.stud_detect.refusal.no_card_due_now_set",
                          "no card is due now ({phase_text}): set it aside and call the floor",
                          phase_text=hand.phase_text()))
    return events


def _dealt(table: TableView, hand: StudHandState, card: Card | None, face_up: bool,
           seat: int | None) -> list[Event]:
    if hand.street > 0 and extras_street(hand, stud_peek(table)) == hand.street - 1:
        return [StudExtraRemoved(card)]  # LC-121: the betting ended before the extras came off
    role = hand.next_card_role()
    if role == "burn" and _seventh_without_burn(table, hand):
        role = "hole"
    if role == "burn":
        return [CardBurned(card)]
    if role == "community":
        return [BoardCard(card)]
    targets = hand.deal_targets()
    fewest = min(len(hand.hole[s]) for s in targets)
    target = next(s for s in targets if len(hand.hole[s]) == fewest)
    position = len(hand.hole[target])
    if seat is not None and seat not in hand.in_hand:
        return _empty_seat(table, seat, card, position, target)
    st = stud_peek(table)
    if position == 2 and target in st.flipped:
        face_up = True  # LC-118: his third card comes up as well
    events: list[Event] = [CardDealt(target, card, face_up)]
    if face_up and position < 2:
        first = not any(hand.hole[s] for s in hand.seats)
        name = "misdeal_i" if first else "stud_hole_card_exposed"
        detail = f"seat {target}: {card or 'a down card'} dealt face up"
        events += proposal(table, name, detail=detail, plan="void" if first else "none")
        events.append(StudDownCardExposed(target, card))
    elif face_up and position == 6:  # kept out of the up cards: LC-123 opens on 6th's boards
        events = [CardDealt(target, card), *proposal(
            table, "stud_seventh_up", detail=f"seat {target}: 7th card {card or ''} face up; "
            "the others get theirs down"), StudSeventhUp(target, card)]
    return events


def _seventh_without_burn(table: TableView, hand: StudHandState) -> bool:
    """LC-124 counted with the cards LC-121 took out: a stub exactly as big as the players still
    in is dealt without a burn (the engine's own plan counts those cards as still in the stub)."""
    if hand.street != SEVENTH or not out_of_play(table):
        return False
    dealt = sum(1 for s in hand.in_hand if len(hand.hole[s]) == 7)
    plan = seventh_street_plan(stub_left(table) + dealt, len(hand.in_hand), len(hand.burns))
    return plan.kind == "no_burn"


def _empty_seat(table: TableView, seat: int, card: Card | None, position: int,
                target: int) -> list[Event]:
    """LC-119: a down card there is dead; an up card goes on to the seat it belonged to."""
    if position in UP_POSITIONS:
        return [*proposal(table, "stud_empty_seat_dealt", detail=f"up card {card} at seat "
                          f"{seat}, which has no live hand: slide the up cards along, it is "
                          f"seat {target}'s"), CardDealt(target, card, True)]
    return [*proposal(table, "stud_empty_seat_dealt", detail=f"down card {card} at seat {seat}, "
                      "which has no live hand: dead, to the discards"),
            CardDiscarded(card, "LC-119")]


def _early(table: TableView, hand: StudHandState, card: Card | None) -> list[Event]:
    """LC-121: a card while the betting round is open."""
    if hand.street >= SEVENTH:
        raise Refusal(msg("irregularities.stud_detect.refusal.every_card_hand_out_no",
                          "every card of the hand is out: no card is due; set it aside and call "
                          "the floor"))
    st = stud_peek(table)
    number = st.premature_ruling.get(hand.street)
    if number is None:
        number = next_ruling(table)
        players = len(hand.in_hand)
        return [*proposal(table, "stud_premature_card", detail=f"{card or 'a card'} dealt "
                          f"before the betting ended; {players} players in: that many extra "
                          "cards go out with it"), StudCardEarly(card, number)]
    ruling = table.rulings.get(number)
    if ruling is not None and ruling.status == "confirmed" and st.extras_owed(hand.street) > 0:
        return [StudExtraRemoved(card)]
    if ruling is not None and ruling.status == "proposed":
        return [StudCardEarly(card, number)]  # the dealer had not stopped yet
    raise Refusal(msg("irregularities.stud_detect.refusal.early_cards_extras_are_out",
                      "the early cards and the extras are out: finish the betting, then burn "
                      "and deal the street (LC-121)"))


# ----------------------------------------------------------------- reports


def _role(by_role: str) -> None:
    if by_role not in ROLES:
        raise Refusal(msg("irregularities.stud_detect.refusal.unknown_role",
                          "unknown role {by_role!r}",
                          by_role=by_role))


def report_ante_no_cards(session: TableSession, seat: int, *,
                         by_role: str = "dealer") -> list[Event]:
    """LC-116: seat ``seat`` anted and was skipped in the deal: ante back, seat out."""
    _role(by_role)
    table = session.table
    return session.check([*proposal(table, "stud_ante_no_cards", detail=f"seat {seat} anted "
                                    "and got no cards"), StudAnteReturned(seat)])


def report_stud_exposed(session: TableSession, seat: int, *, card: Card | None = None,
                        player_caused: bool = False, off_table: bool = False,
                        by_role: str = "dealer") -> list[Event]:
    """A down card seen: flashed or turned by the dealer (LC-117), turned by the player himself
    (LC-118), or off the table (LC-125: handled as LC-117 on 3rd street, LC-123 on 7th)."""
    _role(by_role)
    table = session.table
    hand = stud_hand(table)
    ids: tuple[str, ...] = ("LC-125",) if off_table else ()
    if hand.street == SEVENTH and len(hand.hole.get(seat, [])) == 7:
        name = "stud_card_off_table" if off_table else "stud_seventh_up"
        events = [*proposal(table, name, (*ids, "LC-123") if ids else (),
                            f"seat {seat}: 7th card exposed"), StudSeventhUp(seat, card)]
    else:
        name = "stud_own_card_flipped" if player_caused else "stud_hole_card_exposed"
        if off_table:
            name = "stud_card_off_table"
            ids = ("LC-125", "LC-118" if player_caused else "LC-117")
        events = [*proposal(table, name, ids, f"seat {seat}: {card or 'a down card'} exposed"),
                  StudDownCardExposed(seat, card, player_caused)]
    return session.check(events)


def report_fold_no_bet(session: TableSession, seat: int, *,
                       by_role: str = "dealer") -> list[Event]:
    """LC-120: the player threw his hand away with no bet to face: no more cards for him."""
    _role(by_role)
    table = session.table
    return session.check([*proposal(table, "stud_fold_no_bet", detail=f"seat {seat} folded "
                                    "with nothing bet"), StudFoldedNoBet(seat)])


def report_burn_error(session: TableSession, street_error: str, *, fixable: bool = True,
                      by_role: str = "dealer") -> list[Event]:
    """LC-122: two burns (``double``) or none (``none``) on the street being dealt. Put right
    (``fixable``): the cards go where the shoe's order puts them, which the engine already holds;
    on 7th street, cards looked at, nothing can move: each keeps the card he got
    (:class:`StudStreetAsDealt` gives the engine the cards as they lie)."""
    _role(by_role)
    if street_error not in ("double", "none"):
        raise Refusal(msg("irregularities.stud_detect.refusal.stud_burn_error_double_none",
                          "a stud burn error is 'double' or 'none' (LC-122)"))
    table = session.table
    hand = stud_hand(table)
    what = "two burns" if street_error == "double" else "no burn"
    if fixable:
        detail = (f"{what}: move the cards to their proper seats; the shoe's order already gives "
                  "each seat its proper card")
        return session.check(proposal(table, "stud_burn_error", detail=detail))
    if hand.street != SEVENTH:
        raise Refusal(msg("irregularities.stud_detect.refusal.only_last_down_card_may",
                          "only the last down card may be left as dealt (LC-122); move the cards"))
    return session.check([*proposal(table, "stud_burn_error", ("LC-122", "LC-P1"),
                                    f"{what} on 7th street, cards looked at: players keep them"),
                          StudStreetAsDealt(street_error)])


def declare_all_in(session: TableSession, seat: int) -> list[Event]:
    """LC-123: the player with a face-up 7th card declares all-in before the action."""
    return session.check([StudAllInDeclared(seat)])


def return_reserve(session: TableSession) -> list[Event]:
    """LC-123: the chips a declared all-in player kept back go back to him."""
    return session.check([StudReserveReturned(s) for s in stud_peek(session.table).reserve])
