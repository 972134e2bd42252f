"""What chips put in the pot mean, for the dealer who counts them (LC-56, LC-57, LC-61)."""

from __future__ import annotations

from dataclasses import dataclass

from dealer_assist.messages import msg


@dataclass(frozen=True, slots=True)
class ChipReading:
    """How the dealer reads chips put forward: the action and the street total it makes."""

    action: str
    to: int
    rule_ids: tuple[str, ...]
    note: str = ""


def read_chips(
    facing: int, wagered: int, put_in: int, chips: int, raise_to: int, announced_raise: bool
) -> ChipReading:
    """Read a wager the player pushed forward in turn.

    ``facing`` is the current bet, ``wagered`` what he already has in front of him, ``put_in``
    the chips he released in ``chips`` pieces, ``raise_to`` the legal raise total.
    """
    total = wagered + put_in
    owed = facing - wagered
    if chips == 1 and not announced_raise and total > facing and facing > wagered:
        return ChipReading(
            "call",
            facing,
            ("LC-56",),
            msg("chips.note.oversized_chip_call",
                "one oversized chip without a word is a call: give back ${amount}",
                amount=total - facing),
        )
    if total < facing:
        return ChipReading(
            "call", facing, ("LC-57",),
            msg("chips.note.short_ask_rest", "short by ${amount}: ask for the rest",
                amount=facing - total),
        )
    if total == facing or (owed <= 0 and put_in == 0):
        return ChipReading("call" if owed > 0 else "check", facing, ("LC-54",))
    half = (raise_to - facing) / 2
    if not announced_raise and total - facing < half:
        # LC-61: without a declaration a raise needs the call plus half the raise in one motion.
        return ChipReading(
            "call", facing, ("LC-61",),
            msg("chips.note.not_enough_for_raise", "not enough for a raise: give back ${amount}",
                amount=total - facing),
        )
    return ChipReading("raise" if facing else "bet", raise_to, ("LC-61",))


def read_missed_raise(owed: int, put_in: int, acted_after: bool) -> ChipReading:
    """A player who missed a raise called it short: ``put_in`` of the ``owed`` chips (0: he only
    said "call"). What is owed depends on whether anyone has acted after him (LC-58a, LC-58b);
    the short chips themselves read as an underpaid call (LC-57)."""
    if put_in == 0:
        if acted_after:
            return ChipReading(
                "call", owed, ("LC-58b",),
                msg("chips.note.call_binds_now", "his 'call' binds now: he owes the full ${owed}",
                    owed=owed),
            )
        return ChipReading(
            "call", owed, ("LC-58b",),
            msg("chips.note.call_without_chips",
                "said 'call' with no chips: not bound until someone acts"),
        )
    short = read_chips(owed, 0, put_in, 0, owed, False)  # LC-57: an underpaid call
    rest = owed - put_in
    if acted_after:
        return ChipReading(
            "call",
            owed,
            (*short.rule_ids, "LC-58a"),
            msg("chips.note.complete_or_fold",
                "complete ${rest} more or fold, forfeiting ${put_in}", rest=rest, put_in=put_in),
        )
    return ChipReading(
        "call",
        owed,
        (*short.rule_ids, "LC-58a"),
        msg("chips.note.or_take_back", "{note}, or he may take his ${put_in} back and act again",
            note=short.note, put_in=put_in),
    )
