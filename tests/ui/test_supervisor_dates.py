"""Supervisor's "Choose dates…": a date range picked by touch (day and month keys, To never
before From nor after today) for the export and the charts, on the real app and its hand log.
Hands on known past days are written to the same log by a second store with a fixed clock."""

from __future__ import annotations

import csv
import sys
from datetime import date, datetime, time, timedelta
from pathlib import Path

from pytestqt.qtbot import QtBot
from test_touch_targets import check
from ui_helpers import WAIT_MS, buttons, play_out_by_folding, sign_in_supervisor, tap

from dealer_assist.app import DealerApp
from dealer_assist.storage import EventStore
from dealer_assist.ui.shift_stats import range_text
from dealer_assist.ui.views.supervisor_panel import SupervisorPanel
from dealer_assist.ui.widgets.date_range import DateRangePicker, moved

sys.path.insert(0, str(Path(__file__).parents[1] / "storage"))
from hand_samples import TickingClock, holdem_hand, table_setup


def local_ms(day: date, hour: int, minute: int = 0) -> int:
    return int(datetime.combine(day, time(hour, minute)).astimezone().timestamp() * 1000)


def log_hands_on(app: DealerApp, hands: list[tuple[date, int, bool]]) -> None:
    """Table T9's hands, each (day, local hour, with a ruling), in the app's own hand log."""
    assert app.store is not None
    clock = TickingClock(local_ms(hands[0][0], hands[0][1]))
    with EventStore.open(app.store.path, clock=clock) as log:
        log.append("T9", table_setup("T9"))
        for number, (day, hour, ruling) in enumerate(hands, start=1):
            clock.now = local_ms(day, hour)
            log.append("T9", holdem_hand(number, ruling=number if ruling else None))


def choose_by_taps(qtbot: QtBot, picker: DateRangePicker) -> tuple[date, date]:
    """From: two months back, then a day on; To: a month back, then a day back."""
    today = date.today()
    assert picker.range() == (today.replace(day=1), today)  # this month so far
    for key in ("-1 month", "-1 month", "+1 day"):
        tap(qtbot, picker.start, key)
    tap(qtbot, picker.end, "-1 month")
    tap(qtbot, picker.end, "-1 day")
    first = moved(moved(today.replace(day=1), months=-2), days=1)
    last = moved(moved(today, months=-1), days=-1)
    assert picker.range() == (first, last)
    assert picker.start.day.text() == f"{first.day} {first:%b %Y}"
    return first, last


def hands_around(first: date, last: date) -> list[tuple[date, int, bool]]:
    """Two hands inside the range (one with a ruling), one on each day just outside it."""
    return [(first - timedelta(days=1), 23, True), (first, 10, True), (last, 23, False),
            (last + timedelta(days=1), 0, False)]


def exported(qtbot: QtBot, panel: SupervisorPanel) -> Path:
    before = panel.result.text()
    tap(qtbot, panel, "Export the hand log")
    qtbot.waitUntil(lambda: panel.result.text().startswith("Wrote")
                    and panel.result.text() != before, timeout=WAIT_MS)
    return Path(panel.result.text().split(" to ", 1)[1])


def test_supervisor_export_over_dates_chosen_by_touch(qtbot: QtBot, quiet: DealerApp) -> None:
    play_out_by_folding(qtbot, quiet)  # today: outside the range chosen below
    panel = sign_in_supervisor(qtbot, quiet)
    assert not panel.export_dates.isVisible()
    tap(qtbot, panel, "Choose dates…")
    assert panel.export_dates.isVisible()
    first, last = choose_by_taps(qtbot, panel.export_dates)
    log_hands_on(quiet, hands_around(first, last))
    words = range_text(first, last)
    assert words == f"{first.day} {first:%b %Y} – {last.day} {last:%b %Y}"

    tap(qtbot, panel, "All tables")
    path = exported(qtbot, panel)
    assert panel.result.text().startswith(f"Wrote 2 hands ({words}) to ")
    assert f"-all-{first:%Y%m%d}-{last:%Y%m%d}-" in path.name
    with path.open(encoding="utf-8-sig") as handle:
        rows = list(csv.DictReader(handle))
    assert [(r["table"], r["hand"]) for r in rows] == [("T9", "2"), ("T9", "3")]
    assert quiet.store is not None
    audit = quiet.store.audit_entries()[-1]
    assert audit.action == "export" and words in audit.detail

    tap(qtbot, panel, "This table")  # the table filter stays: none of this table's hands
    exported(qtbot, panel)
    assert panel.result.text().startswith(f"Wrote 0 hands ({words}) to ")
    tap(qtbot, panel, "Today")
    assert not panel.export_dates.isVisible()
    exported(qtbot, panel)
    assert panel.result.text().startswith("Wrote 1 hand to ")


def test_supervisor_charts_over_dates_chosen_by_touch(qtbot: QtBot, quiet: DealerApp) -> None:
    play_out_by_folding(qtbot, quiet)
    panel = sign_in_supervisor(qtbot, quiet)
    tap(qtbot, panel, "Charts")
    qtbot.waitUntil(lambda: panel.chart_status.text().startswith("Today"), timeout=WAIT_MS)
    today = date.today()
    log_hands_on(quiet, hands_around(moved(moved(today.replace(day=1), months=-2), days=1),
                                     moved(moved(today, months=-1), days=-1)))
    tap(qtbot, panel, "Choose dates…")
    assert panel.chart_dates.isVisible()
    first, last = choose_by_taps(qtbot, panel.chart_dates)
    words = range_text(first, last)
    qtbot.waitUntil(lambda: panel.chart_status.text().startswith(words), timeout=WAIT_MS)
    assert panel.chart_status.text() == f"{words}: 2 hands, 1 ruling."
    values = panel.hands_chart.values
    assert values[10] == 1 and values[23] == 1 and sum(values) == 2
    assert panel.rulings_chart.labels == ["T9"] and panel.rulings_chart.values == [1]
    tap(qtbot, panel, "Last 30 days")  # today's hand only: the chosen range ends a month ago
    qtbot.waitUntil(lambda: panel.chart_status.text().startswith("Last 30"), timeout=WAIT_MS)
    assert not panel.chart_dates.isVisible()


def test_supervisor_dates_to_never_before_from_nor_after_today(
        qtbot: QtBot, quiet: DealerApp) -> None:
    panel = sign_in_supervisor(qtbot, quiet)
    tap(qtbot, panel, "Choose dates…")
    picker, today = panel.export_dates, date.today()
    assert not picker.end.keys["+1 day"].isEnabled()  # To is today
    assert not picker.end.keys["+1 month"].isEnabled()
    picker.step(False, 1, 0)  # even a step past the greyed key leaves To at today
    assert picker.range()[1] == today
    tap(qtbot, picker.start, "-1 month")
    tap(qtbot, picker.start, "+1 month")
    tap(qtbot, picker.start, "+1 month")  # stops at To, not past it
    assert picker.range() == (today, today)
    assert not picker.start.keys["+1 day"].isEnabled()
    assert not picker.end.keys["-1 day"].isEnabled()
    assert not picker.end.keys["-1 month"].isEnabled()
    tap(qtbot, picker.start, "-1 day")
    tap(qtbot, picker.end, "-1 month")  # To stops at From
    assert picker.range() == (today - timedelta(days=1),) * 2
    assert picker.text() == range_text(today - timedelta(days=1), today - timedelta(days=1))


def test_supervisor_dates_touch_targets_at_1024x768(qtbot: QtBot, quiet: DealerApp) -> None:
    panel = sign_in_supervisor(qtbot, quiet)
    tap(qtbot, panel, "Choose dates…")
    problems = check(quiet, (1024, 768))
    keys = buttons(panel.export_dates)
    tap(qtbot, panel, "Charts")
    qtbot.waitUntil(lambda: panel.chart_status.text().startswith("Today"), timeout=WAIT_MS)
    tap(qtbot, panel, "Choose dates…")
    problems += check(quiet, (1024, 768))
    keys += buttons(panel.chart_dates)
    assert not problems, "\n".join(problems)
    assert len(keys) == 16 and all(k.height() >= 48 and k.width() >= 48 for k in keys)


def test_supervisor_export_filtered_by_game_by_touch(qtbot: QtBot, quiet: DealerApp) -> None:
    """The export's game filter: one button per game the log holds hands of (read when the
    supervisor signs in), "All games" checked first; the file and its rows keep to the game."""
    play_out_by_folding(qtbot, quiet)  # a Hold'em hand at T1, today
    assert quiet.store is not None
    with EventStore.open(quiet.store.path, clock=TickingClock(local_ms(date.today(), 0, 5))) \
            as log:  # an Omaha table's hand, today
        log.append("T9", table_setup("T9", game="omaha"))
        log.append("T9", holdem_hand(1))
    panel = sign_in_supervisor(qtbot, quiet)
    games = [b.text() for b in panel.choice["game"].buttons()]
    assert games == ["All games", "Hold'em", "Omaha"] and panel.picked("game") == ""
    tap(qtbot, panel, "All tables")
    tap(qtbot, panel, "Omaha")
    path = exported(qtbot, panel)
    assert "-all-omaha-" in path.name and panel.result.text().startswith("Wrote 1 hand to ")
    with path.open(encoding="utf-8-sig") as handle:
        assert [r["table"] for r in csv.DictReader(handle)] == ["T9"]
    tap(qtbot, panel, "All games")
    exported(qtbot, panel)
    assert panel.result.text().startswith("Wrote 2 hands to ")
