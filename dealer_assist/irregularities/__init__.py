"""Irregularities: detection from the card stream, corrections, floor rulings. The catalogue
itself (pure data) is ``dealer_assist.rules.irregularities``.

Public API: :class:`Detector`;
floor commands :func:`confirm`, :func:`override`, :func:`call_misdeal`, :func:`request_misdeal`,
:func:`report`, :func:`report_exposed`, :func:`report_hole_count`, :func:`showdown_request`,
:func:`report_newcomer_dealt` (LC-132a/b), :func:`report_not_entitled_acted` (LC-113);
:func:`procedure_with_rulings`; the correction events in :mod:`.events` and :mod:`.dead_hands`.
Seven Card Stud: the detector follows :mod:`.stud_detect` for a stud hand; the stud reports
(:func:`report_ante_no_cards`, :func:`report_stud_exposed`, :func:`report_fold_no_bet`,
:func:`report_burn_error`, :func:`declare_all_in`, :func:`return_reserve`) and the corrections
in :mod:`.stud_fixes`.
"""

from __future__ import annotations

from dealer_assist.irregularities.board_fixes import (
    CardSetAside,
    EarlyBurn,
    FlopRecalled,
    StubReshuffled,
)
from dealer_assist.irregularities.dead_hands import HandKilled, HandMadeLive, HandRetrieved
from dealer_assist.irregularities.detector import Detector
from dealer_assist.irregularities.events import CorrectionPlanned
from dealer_assist.irregularities.floor import (
    call_misdeal,
    confirm,
    override,
    report,
    reported_as,
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
from dealer_assist.irregularities.newcomer import NewcomerDealtIn, report_newcomer_dealt
from dealer_assist.irregularities.not_entitled import NotEntitledActed, report_not_entitled_acted
from dealer_assist.irregularities.procedure import procedure_with_rulings
from dealer_assist.irregularities.reports import (
    report_exposed,
    report_hole_count,
    showdown_request,
)
from dealer_assist.irregularities.stud_detect import (
    declare_all_in,
    report_ante_no_cards,
    report_burn_error,
    report_fold_no_bet,
    report_stud_exposed,
    return_reserve,
)
from dealer_assist.irregularities.stud_fixes import (
    StudAllInDeclared,
    StudAnteReturned,
    StudCardEarly,
    StudDownCardExposed,
    StudExtraRemoved,
    StudFoldedNoBet,
    StudReserveReturned,
    StudSeventhUp,
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
    "NewcomerDealtIn",
    "NotEntitledActed",
    "StubReshuffled",
    "StudAllInDeclared",
    "StudAnteReturned",
    "StudCardEarly",
    "StudDownCardExposed",
    "StudExtraRemoved",
    "StudFoldedNoBet",
    "StudReserveReturned",
    "StudSeventhUp",
    "TopCardOwed",
    "call_misdeal",
    "confirm",
    "declare_all_in",
    "override",
    "procedure_with_rulings",
    "report",
    "report_ante_no_cards",
    "report_burn_error",
    "report_exposed",
    "report_fold_no_bet",
    "report_hole_count",
    "report_newcomer_dealt",
    "report_not_entitled_acted",
    "report_stud_exposed",
    "reported_as",
    "request_misdeal",
    "return_reserve",
    "showdown_request",
]
