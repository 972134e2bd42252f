"""Which catalogue entries can apply now, for the Floor button's list: the table's game, then the
stage of the hand (between hands, the deal, betting and board cards, showdown). Pure: no Qt.

Each catalogue entry names its own stages (``Irregularity.stages``); this module only filters.
An entry that names none is listed at every stage, so nothing the dealer may need is hidden. A
"Show all" toggle lists the whole catalogue.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from PySide6.QtCore import QT_TR_NOOP

from dealer_assist.engine.game_shapes import SHAPES
from dealer_assist.rules.irregularities.catalogue import catalogue
from dealer_assist.rules.irregularities.entry import STAGES, Irregularity

STAGE_TEXT: Final = {"between": QT_TR_NOOP("between hands"), "deal": QT_TR_NOOP("during the deal"),
                     "play": QT_TR_NOOP("during the betting and board cards"),
                     "showdown": QT_TR_NOOP("at showdown")}
"""When a call or an irregularity can happen, in words (translated where shown: ``tr``)."""

WHEN: Final = {s: frozenset(e.id for e in catalogue() if s in e.stages) for s in STAGES}
"""The catalogue's entries by stage (what each entry says of itself), for tests and tools."""


def stage_of(in_hand: bool, phase: str | None) -> str:
    """The stage for a hand's engine phase (``posting``, ``dealing``, ``betting``, ``board``,
    ``showdown``, ``settling``, ``settled``, ``voided``), or ``between`` with no hand."""
    if not in_hand or phase in (None, "voided"):
        return "between"
    if phase in ("posting", "dealing"):
        return "deal"
    if phase in ("betting", "board"):
        return "play"
    return "showdown"  # showdown, settling, settled: until the cards are collected


def for_game(entries: Iterable[Irregularity], game: str) -> list[Irregularity]:
    """The entries for this game's family (flop, stud, ...), plus those for every game; at a
    player-banked table (``banked``) only those that can happen there (each entry's own
    ``banked`` mark)."""
    if game == "banked":
        return [e for e in entries if e.banked]
    shape = SHAPES.get(game)  # the engine's own answer: Hold'em and Omaha are flop games
    family = shape.family if shape is not None else game
    return [e for e in entries if e.games in (family, "all")]


def applies_at(entry: Irregularity, stage: str) -> bool:
    return stage in entry.stages or not entry.stages


def applicable(entries: Iterable[Irregularity], game: str, stage: str) -> list[Irregularity]:
    """The entries that can apply now at a table of ``game`` at ``stage``, in catalogue order."""
    return [e for e in for_game(entries, game) if applies_at(e, stage)]
