"""Irregularities: the catalogue, detection from the card stream, corrections, floor rulings.

Public API: :class:`Detector`; :func:`catalogue` / :func:`get` (:class:`Irregularity`);
floor commands :func:`confirm`, :func:`override`, :func:`call_misdeal`, :func:`request_misdeal`,
:func:`report`, :func:`report_exposed`, :func:`report_hole_count`, :func:`showdown_request`;
:func:`procedure_with_rulings`; the correction events in :mod:`.events` and :mod:`.dead_hands`.
"""

from __future__ import annotations

from dealer_assist.irregularities.board_fixes import (
    CardSetAside,
    EarlyBurn,
    FlopRecalled,
    StubReshuffled,
)
from dealer_assist.irregularities.catalogue import Irregularity, catalogue, get
from dealer_assist.irregularities.dead_hands import HandKilled, HandMadeLive, HandRetrieved
from dealer_assist.irregularities.detector import Detector
from dealer_assist.irregularities.events import CorrectionPlanned
from dealer_assist.irregularities.floor import (
    call_misdeal,
    confirm,
    override,
    report,
    request_misdeal,
)
from dealer_assist.irregularities.hole_fixes import (
    CardDiscarded,
    ExtraCardBurned,
    ExtraCardRecorded,
    HoleCardExposed,
    HoleCardReplaced,
    TopCardOwed,
)
from dealer_assist.irregularities.house import HouseIrregularities
from dealer_assist.irregularities.procedure import procedure_with_rulings
from dealer_assist.irregularities.reports import (
    report_exposed,
    report_hole_count,
    showdown_request,
)

__all__ = [
    "CardDiscarded",
    "CardSetAside",
    "CorrectionPlanned",
    "Detector",
    "EarlyBurn",
    "ExtraCardBurned",
    "ExtraCardRecorded",
    "FlopRecalled",
    "HandKilled",
    "HandMadeLive",
    "HandRetrieved",
    "HoleCardExposed",
    "HoleCardReplaced",
    "HouseIrregularities",
    "Irregularity",
    "StubReshuffled",
    "TopCardOwed",
    "call_misdeal",
    "catalogue",
    "confirm",
    "get",
    "override",
    "procedure_with_rulings",
    "report",
    "report_exposed",
    "report_hole_count",
    "request_misdeal",
    "showdown_request",
]
