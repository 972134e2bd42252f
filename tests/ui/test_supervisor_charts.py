"""Supervisor charts: hands per hour of the day and rulings per table over a period chosen by
touch, read from the real hand log on a worker thread and drawn with QPainter."""

from __future__ import annotations

from datetime import datetime

from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, buttons, sign_in_supervisor, tap

from dealer_assist.app import DealerApp
from dealer_assist.cards import parse_cards
from dealer_assist.ui.shift_stats import shift_stats
from dealer_assist.ui.views.supervisor_panel import SupervisorPanel
from dealer_assist.ui.widgets.bar_chart import nice_ticks


def play_hand(qtbot: QtBot, app: DealerApp, number: int, report: str | None = None) -> None:
    window = app.window
    tap(qtbot, window, f"Start hand {number}")
    tap(qtbot, window, "Blinds posted")
    tap(qtbot, window, "No straddle")
    for card in parse_cards("As Kd Qh Jc Th 9s 8d 7c 6h 5s 4d 3c"):
        assert app.controller.card_read(card)
    if report is not None:  # the dealer reports an irregularity: a ruling in the log
        floor = window.dealer.floor
        tap(qtbot, window, "Floor")
        tap(qtbot, window, "Irregularities")
        listing = floor.text
        listing.open_entry(next(e for e in listing.catalogue if e.id == report))
        tap(qtbot, listing, "Seat 5")
        tap(qtbot, floor, "Close")
    for _ in range(5):
        tap(qtbot, window, "Fold")
    tap(qtbot, window, "Pot pushed")
    tap(qtbot, window, "Cards collected: end hand")


def open_charts(qtbot: QtBot, app: DealerApp) -> SupervisorPanel:
    panel = sign_in_supervisor(qtbot, app)
    tap(qtbot, panel, "Charts")
    qtbot.waitUntil(lambda: panel.chart_status.text().startswith("Today"), timeout=WAIT_MS)
    return panel


def test_supervisor_charts_show_the_logged_hands_and_rulings(
        qtbot: QtBot, quiet: DealerApp) -> None:
    play_hand(qtbot, quiet, 1)
    play_hand(qtbot, quiet, 2, report="hand_in_muck")
    panel = open_charts(qtbot, quiet)
    assert panel.chart_status.text() == "Today: 2 hands, 1 ruling."
    hour = datetime.now().hour
    assert panel.hands_chart.values[hour] == 2 and sum(panel.hands_chart.values) == 2
    assert panel.hands_chart.labels[hour] == f"{hour:02d}"
    table = quiet.controller.table_id
    assert panel.rulings_chart.labels == [table] and panel.rulings_chart.values == [1]
    assert not panel.hands_chart.is_empty
    for period in ("Last 7 days", "Last 30 days"):
        tap(qtbot, panel, period)
        qtbot.waitUntil(lambda p=period: panel.chart_status.text().startswith(p),
                        timeout=WAIT_MS)
        assert sum(panel.hands_chart.values) == 2
    charts = [b for b in buttons(panel) if b.text() in
              ("Today", "Last 7 days", "Last 30 days", "Back", "Charts")]
    assert len(charts) == 4 and all(b.height() >= 48 for b in charts)
    image = panel.hands_chart.grab()  # paints (bars, axis values) without error
    assert not image.isNull()
    tap(qtbot, panel, "Back")
    assert panel.pages.currentWidget() is panel.tools
    assert panel.charts_button.height() >= 48


def test_supervisor_charts_empty_period(qtbot: QtBot, quiet: DealerApp) -> None:
    panel = open_charts(qtbot, quiet)
    assert panel.chart_status.text() == "Today: 0 hands, 0 rulings."
    assert panel.hands_chart.is_empty and panel.rulings_chart.is_empty
    assert panel.hands_chart.empty == "No hands in this period"
    assert not panel.hands_chart.grab().isNull()


def test_shift_stats_reads_the_log(qtbot: QtBot, quiet: DealerApp) -> None:
    play_hand(qtbot, quiet, 1)
    assert quiet.store is not None
    stats = shift_stats(quiet.store.path, "week")
    assert stats.hands == 1 and stats.rulings == 0 and len(stats.hands_by_hour) == 24
    assert stats.until - stats.since >= 7 * 24 * 3600 * 1000 - 3600 * 1000


def test_nice_ticks() -> None:
    assert nice_ticks(0) == [0]
    assert nice_ticks(1) == [0, 1]
    assert nice_ticks(2) == [0, 1, 2]
    assert nice_ticks(7) == [0, 2, 4, 6, 8]
    assert nice_ticks(37) == [0, 10, 20, 30, 40]
