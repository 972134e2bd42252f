"""Issue 20: days on the supervisor's screens in the screen's language (Qt's locale data for the
month's name, Chinese in its own year-month-day order), said again on a switch; the audit log's
record keeps the English day. The real demo app and its hand log, the catalogues compiled."""

from __future__ import annotations

from datetime import date

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, sign_in_supervisor, tap

from dealer_assist.app import DealerApp
from dealer_assist.ui import i18n, shift_stats
from dealer_assist.ui.widgets.date_range import DateRangePicker

NOV_1 = date(2026, 11, 1)


pytestmark = pytest.mark.usefixtures("switched_back")


@pytest.mark.parametrize(("language", "day"), [
    ("en", "1 Nov 2026"), ("es", "1 nov 2026"), ("zh_TW", "2026年11月1日"),
    ("zh_CN", "2026年11月1日"), ("vi", "1 thg 11 2026"), ("tl", "1 Nob 2026")])
def test_a_day_in_each_language(qtbot: QtBot, quiet: DealerApp, language: str,
                                day: str) -> None:
    assert i18n.switch(language)
    assert i18n.day_text(NOV_1) == day
    assert shift_stats.day_text(NOV_1) == "1 Nov 2026"  # the record's words stay English


def test_the_date_keys_show_their_days_in_the_language_switched_to(qtbot: QtBot) -> None:
    picker = DateRangePicker(today=lambda: date(2026, 11, 30))
    qtbot.addWidget(picker)
    assert (picker.start.day.text(), picker.end.day.text()) == ("1 Nov 2026", "30 Nov 2026")
    assert i18n.switch("es")
    assert (picker.start.day.text(), picker.end.day.text()) == ("1 nov 2026", "30 nov 2026")
    assert picker.text() == "1 nov 2026 – 30 nov 2026"
    assert i18n.switch("zh_TW")
    assert picker.start.day.text() == "2026年11月1日"
    assert picker.text() == "2026年11月1日 – 2026年11月30日"
    assert i18n.switch("en")
    assert picker.text() == "1 Nov 2026 – 30 Nov 2026"


def test_the_charts_period_and_an_export_over_chosen_dates(qtbot: QtBot,
                                                            quiet: DealerApp) -> None:
    """The charts' status names the dates chosen in the language (again on a switch); the
    export's result says them in the language, the audit record in English."""
    panel = sign_in_supervisor(qtbot, quiet)
    first, last = date.today().replace(day=1), date.today()
    panel.show_charts()
    qtbot.waitUntil(lambda: panel.chart_status.text().startswith("Today"), timeout=WAIT_MS)
    tap(qtbot, panel.charts, "Choose dates…")
    qtbot.waitUntil(lambda: panel.charts_shown is not None
                    and isinstance(panel.charts_shown[0], tuple), timeout=WAIT_MS)
    assert panel.chart_status.text().startswith(shift_stats.range_text(first, last))
    assert i18n.switch("zh_TW")
    assert panel.chart_status.text().startswith(
        f"{first.year}年{first.month}月1日 – {last.year}年{last.month}月{last.day}日")
    assert i18n.switch("es")
    assert panel.chart_status.text().startswith(i18n.range_text(first, last))
    assert i18n.range_text(first, last) != shift_stats.range_text(first, last)  # "nov", "Nov"
    panel.hide_charts()
    tap(qtbot, panel, "Elegir fechas…")
    tap(qtbot, panel, "Exportar registro")
    qtbot.waitUntil(lambda: panel.result.text().startswith("Se escribieron"), timeout=WAIT_MS)
    assert f"({i18n.range_text(first, last)})" in panel.result.text()
    assert quiet.store is not None
    records = [e.detail for e in quiet.store.audit_entries() if e.action == "export"]
    assert records and f"({shift_stats.range_text(first, last)})" in records[-1]
