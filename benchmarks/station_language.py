"""Floor station language switch: the Room page with 250 tables said again in another language
(issue 20: a switch repaints within 100 ms).

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. .venv/bin/python benchmarks/station_language.py

The Room page at 1280x800 with 250 synthetic tables (``benchmarks/floor_station.py``'s), in a
FloorStation window with every tab's title. Measured, ``--switches`` times, the p50 and p95 of:

- ``switch``: ``i18n.switch`` to the next of en, es, zh_TW (the catalogue installed, every
  static text said again, LanguageChange delivered: the summary, the titles, the tabs and the
  250 tiles' words rebuilt) and the window repainted;
- ``anchor``: the same window repainted with nothing changed (same run, same size).

No database. The last line is one JSON object; ``met`` holds when the switch's p95 is under
100 ms.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from floor_station import summaries, themed_app, timed  # noqa: E402
from PySide6.QtWidgets import QLabel  # noqa: E402

from dealer_assist.room.sign_ins import RoomSignIns  # noqa: E402
from dealer_assist.storage import StaffMember  # noqa: E402
from dealer_assist.ui import i18n  # noqa: E402
from dealer_assist.ui.floor_station.room_page import RoomPage  # noqa: E402
from dealer_assist.ui.floor_station.sign_in import StationSignIn  # noqa: E402
from dealer_assist.ui.floor_station.window import FloorStation  # noqa: E402

TARGET_MS = 100.0
TITLES = ("Room", "Rulings", "Waiting lists", "Must-move", "Breaks", "Table changes", "Buy-ins",
          "Dealers")


def percentile(samples: list[float], share: float) -> float:
    return round(samples[min(len(samples) - 1, int(len(samples) * share))], 2)


def main() -> None:
    app, args = themed_app(__doc__ or "", "switches", 60)
    i18n.build_catalogues()
    # never signed in here: the room's attempt log is named, not reached
    window = FloorStation(StationSignIn(lambda badge: None, RoomSignIns("", "bench")), "cardroom")
    room = RoomPage(300.0)
    window.add_page(TITLES[0], room)
    for title in TITLES[1:]:
        window.add_page(title, QLabel(title))
    window.member = StaffMember(0, "F100", "Fay Floor", "floor", None, True)
    window.stack.setCurrentWidget(window.tabs)
    window.resize(1280, 800)
    window.show()
    now = dt.datetime.now(dt.UTC)
    room.show_tables(summaries(args.tables, now), now)
    for _ in range(5):
        app.processEvents()
    languages = iter(["es", "zh_TW", "en"] * args.switches)

    def switch() -> None:
        i18n.switch(next(languages))
        window.repaint()

    result: dict[str, Any] = {"tables": args.tables, "switches": args.switches,
                              "platform": app.platformName()}
    switched = timed(switch, args.switches)
    anchor = timed(window.repaint, args.switches)
    cpu = timed(switch, args.switches, time.thread_time)
    i18n.switch("en")
    for name, samples in (("switch", switched), ("switch_cpu", cpu), ("anchor", anchor)):
        result[f"{name}_p50_ms"] = percentile(samples, 0.5)
        result[f"{name}_p95_ms"] = percentile(samples, 0.95)
    result["target_ms"] = TARGET_MS
    result["met"] = result["switch_p95_ms"] < TARGET_MS
    print(json.dumps(result))


if __name__ == "__main__":
    main()
