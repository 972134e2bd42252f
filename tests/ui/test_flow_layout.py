"""A row of keys that flows onto more rows (issue 20's longer languages): every key keeps at
least its natural width (its words never cut), rows fill the width, nothing overlaps, a hidden
key takes no room, and the layout asks its parent for the height its rows need."""

from __future__ import annotations

from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot
from screen_text import button_problem, overlapping

from dealer_assist.app import qt_app
from dealer_assist.ui.widgets.flow_layout import FlowLayout

WORDS = ["Asiento 1", "Asiento 2", "Asiento 3", "Asiento 10", "Sin asiento",
         "Pide: Fuera de las ciegas"]


KEPT: list[QWidget] = []  # qtbot keeps no reference: the window would be freed on return


def keys_in(qtbot: QtBot, width: int) -> tuple[QWidget, FlowLayout, list[QPushButton]]:
    qt_app()  # the theme: its padding and fonts set the keys' natural widths
    holder = QWidget()
    column = QVBoxLayout(holder)
    row = QWidget()
    flow = FlowLayout(row)
    keys = [QPushButton(w) for w in WORDS]
    for key in keys:
        flow.addWidget(key)
    column.addWidget(row)
    column.addStretch(1)
    qtbot.addWidget(holder)
    KEPT[:] = [holder]
    holder.resize(width, 600)
    holder.show()
    qtbot.waitExposed(holder)
    return row, flow, keys


def test_keys_keep_their_words_on_more_rows(qtbot: QtBot) -> None:
    row, flow, keys = keys_in(qtbot, 520)
    assert len(flow.rows(row.width())) > 1
    assert [button_problem(k) for k in keys] == [""] * len(keys)
    assert all(k.width() >= k.sizeHint().width() for k in keys)
    assert overlapping(row) == []
    for line in flow.rows(row.width()):  # each row stretched across the whole width
        right = max(item.geometry().right() for item in line)
        assert right == row.width() - 1
    assert row.height() >= flow.heightForWidth(row.width())


def test_one_row_when_the_width_allows(qtbot: QtBot) -> None:
    row, flow, keys = keys_in(qtbot, 1400)
    assert len(flow.rows(row.width())) == 1
    assert len({k.y() for k in keys}) == 1


def test_a_key_wider_than_the_row_gets_a_row_alone_and_a_hidden_key_no_room(
        qtbot: QtBot) -> None:
    row, flow, keys = keys_in(qtbot, 200)
    widest = keys[-1]
    lines = [[i.widget() for i in line] for line in flow.rows(row.width())]
    assert [widest] in lines  # alone on its row
    assert widest.width() >= widest.sizeHint().width()  # never cut:
    assert row.minimumSizeHint().width() >= widest.sizeHint().width()  # the row asks for it
    keys[0].hide()
    qtbot.wait(10)
    assert all(keys[0] not in [i.widget() for i in line] for line in flow.rows(row.width()))
