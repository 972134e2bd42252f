"""The coverage ledger (AMB-11): one row per wager in the engine's action order, with its
status (covered, partly covered, returned, dead), result, chips paid, taken and given back, and
the banker's stake left after it, then the collections paid this round (status "paid", the
house's money). Settled rows carry a tick; the next row to settle an arrow."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QT_TR_NOOP, QEvent, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from dealer_assist.ui.banked_presenter import LedgerRow
from dealer_assist.ui.i18n import tr

COLUMNS: Final = (QT_TR_NOOP("Seat"), QT_TR_NOOP("Wager"), QT_TR_NOOP("Bet"),
                   QT_TR_NOOP("Status"), QT_TR_NOOP("Result"), QT_TR_NOOP("Chips"),
                   QT_TR_NOOP("Stake left"))
STATUS_COLUMN: Final = 3
MONEY: Final = {"pay": QT_TR_NOOP("pay ${amount}"), "take": QT_TR_NOOP("take ${amount}"),
                "back": QT_TR_NOOP("back ${amount}")}
"""What a settled bet's chips do: the house pays them, takes them, or gives the bet back."""
LEDGER_WORDS: Final = (
    QT_TR_NOOP("pending"), QT_TR_NOOP("covered"), QT_TR_NOOP("partly covered"),
    QT_TR_NOOP("returned"), QT_TR_NOOP("dead"), QT_TR_NOOP("paid"), QT_TR_NOOP("win"),
    QT_TR_NOOP("lose"), QT_TR_NOOP("push"), QT_TR_NOOP("no action"), QT_TR_NOOP("to the house"),
    QT_TR_NOOP("collection"), QT_TR_NOOP("wager"))
"""The presenter's ledger words (English data) this table shows through tr(): declared here so
the catalogue has them. Game wagers' own names (Ante, Play, Bonus) stay as the rules name them."""
CENTRE: Final = Qt.AlignmentFlag.AlignCenter
LEFT: Final = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
# i18n: the presenter's status keys (each shown through tr())
STATUS_COLOURS: Final = {"covered": "#BBF7D0", "partly covered": "#FDE68A",
                         "returned": "#BFDBFE", "dead": "#FECACA", "paid": "#E9D5FF"}


def status_colour(status: str) -> str:
    """A status's colour, whether the presenter hands it in English or already translated."""
    return STATUS_COLOURS.get(status) or next(
        (c for key, c in STATUS_COLOURS.items() if tr(key) == status), "")


class LedgerView(QTableWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, len(COLUMNS), parent)
        self.setObjectName("ledger")
        self.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.verticalHeader().setDefaultSectionSize(34)

    def changeEvent(self, event: QEvent) -> None:
        """Another language (i18n.switch): the column headings said again (the banked screen
        repaints the rows)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])

    def show_rows(self, rows: Sequence[LedgerRow]) -> None:
        self.setRowCount(len(rows))
        next_row = next((i for i, r in enumerate(rows) if not r.settled and r.stake_left
                         is not None), None)
        for i, r in enumerate(rows):
            left = f"${r.stake_left}" if r.stake_left is not None else ""
            money = ", ".join(tr(verb).format(amount=amount) for verb, amount in (
                (MONEY["pay"], r.paid), (MONEY["take"], r.collected),
                (MONEY["back"], r.returned)) if amount)
            mark = "✓ " if r.settled else ("▶ " if i == next_row else "")
            # the presenter's words (wager, status, result) in the screen's language
            values = (f"{mark}{r.seat} {r.bettor}", tr(r.wager), f"${r.amount}", tr(r.status),
                      tr(r.result), money if r.stake_left is not None else "", left)
            colour = status_colour(r.status)
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setTextAlignment(CENTRE if col else LEFT)
                if col == STATUS_COLUMN and colour:
                    item.setForeground(QColor(colour))
                if i == next_row:
                    item.setBackground(QColor("#334155"))
                self.setItem(i, col, item)

    def statuses(self) -> list[str]:
        """The status column, top to bottom (tests, screen readers)."""
        items = (self.item(i, STATUS_COLUMN) for i in range(self.rowCount()))
        return [item.text() if item is not None else "" for item in items]
