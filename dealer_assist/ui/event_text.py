"""One logged event in words a floorperson reads during a replay. Hole cards stay unnamed until
shown; the recall adds the card for a signed-in floorperson (``views.hole_card_review``)."""

from __future__ import annotations

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


def describe(ev: Event) -> str:
    if isinstance(ev, HandStarted):
        return f"Hand {ev.hand} starts: button on seat {ev.button}"
    if isinstance(ev, Posted):
        dead = f" + ${ev.dead} dead" if ev.dead else ""
        return f"Seat {ev.seat} posts the {_words(ev.kind)}: ${ev.live}{dead}"
    if isinstance(ev, CollectionTaken):
        return f"Collection from seat {ev.seat}: ${ev.amount}"
    if isinstance(ev, CardDealt):
        return f"Card dealt to seat {ev.seat}" + (" face up" if ev.face_up else "")
    if isinstance(ev, CardBurned):
        return "Burn card"
    if isinstance(ev, BoardCard):
        return f"Board card {ev.card}" if ev.card is not None else "Board card (not read)"
    if isinstance(ev, Acted):
        amount = f" ${ev.to}" if ev.action == "call" and ev.to else (
            f" to ${ev.to}" if ev.to else "")
        return f"Seat {ev.seat}: {_words(ev.action)}{amount}"
    if isinstance(ev, Shown):
        return f"Seat {ev.seat} shows {' '.join(str(c) for c in ev.cards)}"
    if isinstance(ev, Mucked):
        return f"Seat {ev.seat} mucks"
    if isinstance(ev, BetReturned):
        return f"Uncalled ${ev.amount} back to seat {ev.seat}"
    if isinstance(ev, PotAwarded):
        pot = "main pot" if ev.pot == 0 else f"side pot {ev.pot}"
        label = f": {ev.hand_label}" if ev.hand_label else ""
        return f"Seat {ev.seat} wins ${ev.amount} of the {pot}{label}"
    if isinstance(ev, HandEnded):
        return f"Hand {ev.hand} ends"
    if isinstance(ev, HandVoided):
        return f"Hand voided: {ev.reason}"
    if isinstance(ev, RulingProposed):
        detail = f" ({ev.detail})" if ev.detail else ""
        return f"Ruling {ev.ruling} proposed: {_words(ev.irregularity)}{detail}"
    if isinstance(ev, RulingDecided):
        reason = f": {ev.reason}" if ev.reason else ""
        return f"Ruling {ev.ruling} {ev.decision} by {ev.by}{reason}"
    return _words(ev.type).capitalize()


def _words(name: str) -> str:
    return name.replace("_", " ")
