"""What a seat owes, or is owed, between hands beyond its blinds, and the floor's say on the
collection of a must-move game.

- LC-41: a player away for his button hand, having played both blinds, may come back before
  his next big blind by paying the button collection, which plays as part of his wager.
- LC-70 (AMB-20): a button who cannot cover the collection is dealt out of that hand (no
  collection is taken) and plays the next hand all-in for what he has, unless he rebuys.
- LC-131: in a button-collection game, each time the button passes a player carrying missed
  blinds a full-game collection comes off his stack and goes into the pot, as the rule says
  (dead money the hand's winner takes, never the house drop): taken during the hand in which
  the button passed him, before the pot is pushed, it goes into that pot; taken later, into
  the next hand's pot (the table refuses the next deal until the dealer has taken it; a
  misdeal carries it to the redeal). The amount is always the full game's (never a
  short-handed one the floor set, LC-145), which is also how a main game is "treated as
  full" while a must-move game exists.
- LC-145: a table may be marked as a must-move game; short-handed (under five, LC-GL-58) with a
  button collection, the procedure calls the floor, whose choice of collection is an event and
  holds until the game is full again.
- LC-88b: a "deal off" seat change by the player who has just played his button: the blinds
  and the button skip his new seat; in the hand where the button moves past it (so both blinds
  have too) he is dealt in again, just behind the button, without posting.
- LC-88d: two players swap seats; each is judged by his own move (LC-88a wait, LC-88c missed
  blinds travel with him).
- LC-39 / LC-127: a newcomer who waits is not given a missed-blind button the first time the
  big blind passes his (empty-handed) seat; the passes are counted and at the house's count
  (two) he carries one, and from then on only the house's late options are open to him.

These rules adjust the table's own lay-out of the next hand at a few hooks, so they live here
rather than in ``table.py``.
"""

from __future__ import annotations

from dataclasses import replace

from dealer_assist.engine.events import HandStarted, SeatChanged, event
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.hand import PostDue
from dealer_assist.engine.seating import SeatDues, SeatInfo, SeatingView
from dealer_assist.engine.table_view import TableRule, TableView
from dealer_assist.messages import Message, joined, msg

SHORT_HANDED = 5  # LC-GL-58: fewer than five players
SKIPPED_BUTTON_RULES = ("LC-41",)
SHORT_COLLECTION_RULES = ("LC-70", "AMB-20")
FULL_COLLECTION_RULES = ("LC-131",)



def passed(previous: int, seat: int, new: int, size: int) -> bool:
    """Did a marker (button or big blind), moving clockwise from ``previous`` to ``new``, pass
    over ``seat`` (or land on it)?"""
    return 0 < (seat - previous) % size <= (new - previous) % size


def button_collection_applies(table: SeatingView) -> bool:
    return bool(table.config.collection) and table.time.mode == "button"


def short_handed(table: SeatingView) -> bool:
    playing = [s for s, i in table.seats.items() if not i.away]
    return 0 < len(playing) < SHORT_HANDED


def button_collection(table: SeatingView) -> int:
    """The collection the button pays: the floor's amount for a short-handed must-move game
    (LC-145), otherwise the game's."""
    floor = table.dues.floor_collection
    if floor is not None and table.dues.must_move and short_handed(table):
        return floor
    return table.config.collection


def collection_is_live(table: SeatingView, button: int, due: PostDue) -> bool:
    """Does this collection count toward the payer's wager? The button's when the house says
    so (LC-46; dead at LC-130), and always a skipped button's on his return (LC-41)."""
    if due.rule_ids == SKIPPED_BUTTON_RULES:
        return True
    return table.config.collection_live and due.seat == button


# ----------------------------------------------------------------- hooks used by the table


def sits_out(table: SeatingView, seat: int) -> bool:
    """LC-88b: a deal-off seat is skipped by the blinds and the button (adjust_layout deals
    him in again once the button passes him)."""
    return table.seats[seat].dues.deal_off


def newcomer_pass(table: SeatingView, info: SeatInfo) -> bool:
    """LC-39 / LC-127: the big blind passed this away seat. True when he is a waiting
    newcomer who has not yet reached the house's count, so he gets no missed-blind button."""
    limit = table.config.new_player_passes
    if not limit or info.played or info.entry == "deal_now":
        return False
    info.dues.passes += 1
    return info.dues.passes < limit


def late_newcomer(table: SeatingView, info: SeatInfo) -> bool:
    limit = table.config.new_player_passes
    return bool(limit) and not info.played and info.dues.passes >= limit


ENTRY_SAID: dict[str, Message] = {  # LC-39, LC-127: a late newcomer's options, as words
    "deal_now": msg("seat_dues.option.deal_now", "deal in now"),
    "wait_for_big_blind": msg("seat_dues.option.wait_for_big_blind", "wait for the big blind"),
    "post_big_blind": msg("seat_dues.option.post_big_blind", "post a big blind"),
    "post_missed_blinds": msg("seat_dues.option.post_missed_blinds", "post missed blinds"),
    "buy_button": msg("seat_dues.option.buy_button", "buy the button"),
    "post_in_front_of_button": msg("seat_dues.option.post_in_front_of_button",
                                   "post in front of the button"),
    "straddle": msg("seat_dues.option.straddle", "come in with a straddle"),
}


def options_said(options: tuple[str, ...]) -> Message:
    """The entry options named in words (an unknown one as its key), each said on its own."""
    return joined(ENTRY_SAID.get(o, msg("seat_dues.option.other", "{option}", option=o))
                  for o in options)


def entry_refusal(table: SeatingView, seat: int, option: str) -> str | None:
    """LC-39 / LC-127: a newcomer the blinds have passed twice has only the late options."""
    info = table.seats.get(seat)
    late = table.config.late_entry_options
    if info is None or not late or not late_newcomer(table, info):
        return None
    if option in late or option == "wait_for_big_blind":
        return None
    return msg("seat_dues.refusal.late_newcomer_options",
               "seat {seat}: the blinds have passed this new player {passes} times, so he "
               "carries a missed-blind button; he may now: {options} (LC-39, LC-127)",
               seat=seat, passes=info.dues.passes, options=options_said(late))


def start_refusal(table: SeatingView) -> str | None:
    """LC-131: the full-game collection comes off before the next deal."""
    owing = sorted(s for s, i in table.seats.items() if i.dues.full_collection)
    if not owing:
        return None
    return msg("seat_dues.refusal.full_collection_first",
               "take the full-game collection from seat(s) {owing} first: the button has passed "
               "their missed blinds (LC-131)",
               owing=owing)


def verify_seat_change(table: SeatingView, ev: SeatChanged) -> None:
    """LC-88b: a deal-off is for the player who has just played his button hand."""
    hand = table.hand
    played_button = hand is not None and hand.button == ev.from_seat and ev.from_seat in hand.seats
    if ev.deal_off and not played_button:
        raise Refusal(
            msg("seat_dues.refusal.seat_has_just_played_button",
                "seat {from_seat} has not just played the button hand: a deal-off seat change "
                "is for the player who took his button (LC-88b)",
                from_seat=ev.from_seat)
        )


def seat_moved(
    info: SeatInfo, from_seat: int, to_seat: int, size: int, deal_off: bool,
    big_blind: int | None,
) -> None:
    """LC-88a, PGP-NEW-05: a move away from the approaching blinds costs one hand per position
    moved unless he posts a big blind; a move toward them costs nothing; a deal-off waits for
    the blinds instead (LC-88b). A missed-blind button moves with him (LC-88c). The move is
    judged by where each seat lies relative to the last big blind, never by seat numbers."""
    info.wait_hands = 0 if deal_off else positions_away(from_seat, to_seat, size, big_blind)
    info.dues.deal_off = deal_off


def positions_away(from_seat: int, to_seat: int, size: int, big_blind: int | None) -> int:
    """How many positions farther from the approaching big blind ``to_seat`` lies than
    ``from_seat`` (0 for a move toward it). The big blind reaches the seat after ``big_blind``
    next; the big blind's own seat, which has just taken it, is the farthest. With no big
    blind yet played no blind is approaching anyone, so no move costs a wait."""
    if big_blind is None:
        return 0

    def distance(seat: int) -> int:
        return (seat - big_blind) % size or size

    return max(0, distance(to_seat) - distance(from_seat))


def adjust_layout(
    table: SeatingView, started: HandStarted, posts: list[PostDue]
) -> tuple[HandStarted, list[PostDue]]:
    """The next hand as the table laid it out, with the rules of this module."""
    button = started.button
    dealt = list(started.dealt_in)
    last, size = table.button, table.max_seats
    if last is not None:  # LC-88b: the button passes a deal-off seat: he is back
        dealt += [
            s
            for s in table.eligible()
            if sits_out(table, s) and s != button and passed(last, s, button, size)
        ]
    if not button_collection_applies(table):
        return replace(started, dealt_in=tuple(sorted(dealt))), posts
    amount = button_collection(table)
    posts = [
        replace(p, live=amount) if p.kind == "collection" and p.seat == button else p
        for p in posts
        if amount or not (p.kind == "collection" and p.seat == button)
    ]
    own_posts = [p for p in posts if p.seat == button and p.kind != "collection"]
    stack = table.seats[button].stack
    if (
        table.config.short_collection_sits_out
        and button in dealt
        and stack < amount
        and not own_posts
        and len(dealt) > 2
    ):
        # LC-70, AMB-20: dealt out of the button hand, and no collection is taken.
        dealt.remove(button)
        posts = [p for p in posts if p.seat != button]
    posting = {p.seat for p in posts}
    for seat in dealt:
        dues = table.seats[seat].dues
        stack = table.seats[seat].stack
        if seat in posting:
            continue
        if dues.short_button and stack < amount:
            posts.append(PostDue(seat, "all_in", stack, rule_ids=SHORT_COLLECTION_RULES))
        elif dues.skipped_button and table.config.skipped_button_collection:
            posts.append(
                PostDue(seat, "collection", min(amount, stack), rule_ids=SKIPPED_BUTTON_RULES)
            )
    return replace(started, dealt_in=tuple(sorted(dealt))), posts


def hand_starting(table: SeatingView, ev: HandStarted, posts: list[PostDue]) -> None:
    """Bookkeeping as a hand starts, before the table moves its button and big blind."""
    seats, size = table.seats, table.max_seats
    for seat in ev.dealt_in:
        seats[seat].dues = SeatDues()
    if table.config.short_collection_sits_out and ev.button not in ev.dealt_in:
        info = seats.get(ev.button)
        if info is not None and not info.away and info.stack < button_collection(table):
            info.dues.short_button = True  # LC-70
    old_button = table.button
    collect = button_collection_applies(table)
    for seat, info in seats.items():
        missed = info.missed_big or info.missed_small
        if missed:
            info.dues.skipped_button = False  # LC-40 governs his return now
        if old_button is None or seat == ev.button or not passed(old_button, seat, ev.button, size):
            continue
        # the button has just passed this seat
        if missed and collect and table.config.missed_blind_full_collection and info.stack:
            info.dues.full_collection = True  # LC-131
        elif info.away and info.played and not missed and collect:
            info.dues.skipped_button = table.config.skipped_button_collection  # LC-41
    if not short_handed(table):
        table.dues.floor_collection = None  # LC-145: the floor's amount was for short play


def notices(table: SeatingView) -> list[tuple[str, str, int | None, tuple[str, ...]]]:
    """Between-hands steps for the procedure: (kind, text, seat, rule IDs)."""
    out: list[tuple[str, str, int | None, tuple[str, ...]]] = []
    cfg, dues = table.config, table.dues
    if dues.must_move and button_collection_applies(table) and short_handed(table):
        if dues.floor_collection is None:
            out.append(
                (
                    "floor",
                    msg("seat_dues.floor.must_move_short_handed",
                        "Must-move game short-handed: call the floor to set the collection"),
                    None,
                    ("LC-145",),
                )
            )
        else:
            out.append(
                (
                    "info",
                    msg("seat_dues.info.short_handed_collection_set",
                        "Collection set by {floor} while short-handed: ${amount}",
                        floor=dues.floor_by, amount=dues.floor_collection),
                    None,
                    ("LC-145",),
                )
            )
    out += full_collection_steps(table)
    for seat, info in sorted(table.seats.items()):
        if info.dues.skipped_button and info.away and cfg.skipped_button_collection:
            out.append(
                (
                    "info",
                    msg("seat_dues.info.skipped_button",
                        "Seat {seat} missed his button: he may come back before his big blind by "
                        "paying the ${amount} button collection, which plays",
                        seat=seat, amount=button_collection(table)),
                    seat,
                    SKIPPED_BUTTON_RULES,
                )
            )
        if info.dues.short_button:
            out.append(
                (
                    "info",
                    msg("seat_dues.info.short_button",
                        "Seat {seat} could not cover the collection and sat out his button hand: "
                        "this hand he is all-in with what he has, unless he rebuys",
                        seat=seat),
                    seat,
                    SHORT_COLLECTION_RULES,
                )
            )
        if info.dues.deal_off:
            out.append(
                (
                    "info",
                    msg("seat_dues.info.dealt_off",
                        "Seat {seat} dealt off: he comes back without posting once the blinds "
                        "and the button have passed his seat",
                        seat=seat),
                    seat,
                    ("LC-88b", "LC-GL-21"),
                )
            )
        if late_newcomer(table, info) and cfg.late_entry_options:
            out.append(
                (
                    "info",
                    msg("seat_dues.info.late_newcomer",
                        "Seat {seat}: the blinds have passed this new player twice; he carries a "
                        "missed-blind button: {options}",
                        seat=seat, options=options_said(cfg.late_entry_options)),
                    seat,
                    ("LC-39", "LC-127"),
                )
            )
    return out


def full_collection_steps(table: SeatingView) -> list[tuple[str, str, int | None, tuple[str, ...]]]:
    """LC-131: a step for each missed-blind player the button has passed, until his full-game
    collection is taken (during the hand or between hands)."""
    out: list[tuple[str, str, int | None, tuple[str, ...]]] = []
    later = not table.in_hand or (table.hand is not None and table.hand.phase == "settling")
    for seat, info in sorted(table.seats.items()):
        if info.dues.full_collection:
            amount = min(table.config.collection, info.stack)
            out.append(
                (
                    "collect",
                    msg("seat_dues.collect.full_collection_next_pot",
                        "Take the full-game collection (${amount}) from seat {seat}'s stack into "
                        "the next hand's pot: the button has passed his missed blinds",
                        amount=amount, seat=seat) if later else
                    msg("seat_dues.collect.full_collection_this_pot",
                        "Take the full-game collection (${amount}) from seat {seat}'s stack into "
                        "the pot: the button has passed his missed blinds",
                        amount=amount, seat=seat),
                    seat,
                    FULL_COLLECTION_RULES,
                )
            )
    return out


def sitting_out_button(table: SeatingView, started: HandStarted) -> str | None:
    """LC-70: the text of the notice when the next button sits out short of the collection."""
    if started.button in started.dealt_in or started.button not in table.seats:
        return None
    info = table.seats[started.button]
    if not table.config.short_collection_sits_out or info.stack >= button_collection(table):
        return None
    return msg("seat_dues.info.button_sits_out_short",
               "Seat {seat} cannot cover the ${amount} collection: the button stays on his seat "
               "and he is dealt out of this hand; no collection is taken",
               seat=started.button, amount=button_collection(table))


# ----------------------------------------------------------------- events


@event
class MustMoveMarked(TableRule):
    """LC-145: this table is (or is no longer) a must-move game."""

    type = "must_move_marked"
    must_move: bool = True

    def verify_on(self, table: TableView) -> None:
        return None

    def apply_on(self, table: TableView) -> None:
        dues = table.dues
        dues.must_move = self.must_move
        if not self.must_move:
            dues.floor_collection, dues.floor_by = None, ""


@event
class CollectionSetByFloor(TableRule):
    """LC-145: the floor's collection for a short-handed must-move game."""

    type = "collection_set_by_floor"
    amount: int
    by: str

    def verify_on(self, table: TableView) -> None:
        t = table
        if not t.dues.must_move:
            raise Refusal(msg("seat_dues.refusal.table_must_move_game_lc",
                              "this table is not a must-move game (LC-145)"))
        if not button_collection_applies(t):
            raise Refusal(msg("seat_dues.refusal.table_does_collect_button_lc",
                              "this table does not collect on the button (LC-145)"))
        if not short_handed(t):
            raise Refusal(
                msg("seat_dues.refusal.floor_sets_collection_only_when",
                    "the floor sets the collection only when fewer than {SHORT_HANDED} play "
                    "(LC-145)",
                    SHORT_HANDED=SHORT_HANDED)
            )
        if t.in_hand:
            raise Refusal(msg("seat_dues.refusal.collection_changes_only_between_hands",
                              "the collection changes only between hands"))
        if not 0 <= self.amount <= t.config.collection:
            raise Refusal(
                msg("seat_dues.refusal.short_handed_collection_between_0",
                    "a short-handed collection is between $0 and the full ${collection}",
                    collection=t.config.collection)
            )
        if not self.by.strip():
            raise Refusal(msg("seat_dues.refusal.floor_decision_names_floorperson_who",
                              "a floor decision names the floorperson who made it"))

    def apply_on(self, table: TableView) -> None:
        dues = table.dues
        dues.floor_collection, dues.floor_by = self.amount, self.by


@event
class FullGameCollectionTaken(TableRule):
    """LC-131: a full-game collection moved from a missed-blind player's stack into the pot:
    this hand's while it is being played, else the next hand's."""

    type = "full_game_collection_taken"
    seat: int
    amount: int

    def verify_on(self, table: TableView) -> None:
        t = table
        info = t.seats.get(self.seat)
        if info is None or not info.dues.full_collection:
            raise Refusal(msg("seat_dues.refusal.seat_owes_no_full_game",
                              "seat {seat} owes no full-game collection (LC-131)",
                              seat=self.seat))
        if t.in_hand and t.hand is not None and self.seat in t.hand.seats:
            raise Refusal(msg("seat_dues.refusal.seat_hand_take_between_hands",
                              "seat {seat} is in the hand: take it between hands",
                              seat=self.seat))
        if t.in_hand and t.hand is not None and t.hand.phase == "settling":
            raise Refusal(
                msg("seat_dues.refusal.pot_being_pushed_take_full",
                    "the pot is being pushed: take the full-game collection once the hand is "
                    "over; it goes into the next pot (LC-131)")
            )
        due = min(t.config.collection, info.stack)
        if self.amount != due:
            raise Refusal(msg("seat_dues.refusal.full_game_collection_seat_lc",
                              "the full-game collection from seat {seat} is ${due} (LC-131)",
                              seat=self.seat, due=due))

    def apply_on(self, table: TableView) -> None:
        t = table
        info = t.seats[self.seat]
        info.stack -= self.amount
        info.dues.full_collection = False
        t.dues.full_collections += self.amount
        if t.in_hand and t.hand is not None:
            t.hand.dead_money += self.amount
            t.dues.in_pot += self.amount
        else:
            t.dues.for_next_pot += self.amount


def collections_into_pot(table: TableView, voided: bool = False) -> None:
    """LC-131: as a hand starts, full-game collections taken between hands go into its pot;
    when a hand is voided, those in its pot wait for the next deal."""
    dues, hand = table.dues, table.hand
    if voided:
        dues.for_next_pot, dues.in_pot = dues.for_next_pot + dues.in_pot, 0
        return
    dues.in_pot = dues.for_next_pot
    if hand is not None:
        hand.dead_money += dues.for_next_pot
    dues.for_next_pot = 0


@event
class SeatsSwapped(TableRule):
    """LC-88d: two seated players trade seats between hands; each is judged by his own move
    (LC-88a to LC-88c)."""

    type = "seats_swapped"
    seat_a: int
    seat_b: int

    def verify_on(self, table: TableView) -> None:
        t = table
        for seat in (self.seat_a, self.seat_b):
            if seat not in t.seats:
                raise Refusal(msg("seat_dues.refusal.seat_empty_use_seat_change",
                                  "seat {seat} is empty: use a seat change (LC-88)",
                                  seat=seat))
        if self.seat_a == self.seat_b:
            raise Refusal(msg("seat_dues.refusal.swap_needs_two_different_seats",
                              "a swap needs two different seats"))
        if t.in_hand:
            raise Refusal(msg("seat_dues.refusal.seat_changes_happen_between_hands",
                              "seat changes happen between hands"))

    def apply_on(self, table: TableView) -> None:
        t = table
        a, b = t.seats[self.seat_a], t.seats[self.seat_b]
        seat_moved(a, self.seat_a, self.seat_b, t.max_seats, False, t.last_big_blind)
        seat_moved(b, self.seat_b, self.seat_a, t.max_seats, False, t.last_big_blind)
        t.seats[self.seat_a], t.seats[self.seat_b] = b, a
