"""Issue 20: the hand log check's problem in the supervisor's language. The checker writes its
problems as Messages (storage/verify.py, rebuild.py, engine_replay.py): the supervisor's screen
renders them; the audit log and the `verify` command keep the English. A real app, its real
hand log changed under it with sqlite3 (what someone with the file could do)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, play_out_by_folding, sign_in_supervisor, tap

from dealer_assist.app import DealerApp
from dealer_assist.messages import Message
from dealer_assist.storage.verify import verify
from dealer_assist.ui import i18n
from dealer_assist.ui.views.supervisor_panel import verify_text

pytestmark = pytest.mark.usefixtures("switched_back")
OFF_CHAIN = "the row does not fit the chain: changed, inserted, removed or reordered rows"


def changed_log(app: DealerApp) -> Path:
    """A hand played, then one of its rows edited outside the program."""
    assert app.store is not None
    log = Path(app.store.path)
    conn = sqlite3.connect(log)
    conn.execute("UPDATE events SET body = body || ' ' WHERE seq = 3")
    conn.commit()
    conn.close()
    return log


def test_a_changed_row_is_said_in_spanish_and_kept_english_in_the_audit_log(
        qtbot: QtBot, quiet: DealerApp) -> None:
    play_out_by_folding(qtbot, quiet)
    changed_log(quiet)
    panel = sign_in_supervisor(qtbot, quiet)
    assert i18n.switch("es")
    tap(qtbot, panel, i18n.tr("Verify the hand log"))
    qtbot.waitUntil(lambda: panel.result.text().startswith("FALLÓ"), timeout=WAIT_MS)
    assert panel.result.text() == (
        "FALLÓ en la fila seq 3: la fila no encaja en la cadena: filas cambiadas, insertadas, "
        "borradas o reordenadas")
    assert quiet.store is not None
    records = [e.detail for e in quiet.store.audit_entries() if e.action == "verify"]
    assert records[-1] == f"FAILED at row seq 3: {OFF_CHAIN}"


def test_each_problem_the_checker_writes_is_a_message_rendered_in_the_language(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """Rows removed in the middle: the problem carries its numbers into the translation."""
    play_out_by_folding(qtbot, quiet)
    log = changed_log(quiet)
    conn = sqlite3.connect(log)
    conn.execute("UPDATE events SET body = trim(body) WHERE seq = 3")
    conn.execute("DELETE FROM events WHERE seq = 4")
    conn.commit()
    conn.close()
    report = verify(log)
    assert isinstance(report.problem, Message)
    assert report.message() == "FAILED at row seq 5: rows removed: seq jumps from 3 to 5"
    assert i18n.switch("zh_TW")
    assert verify_text(report) == "失敗，位於第 seq 5 列：有列被刪除：seq 從 3 跳到 5"
    assert i18n.switch("en")
    assert verify_text(report) == report.message()


def test_a_storage_error_the_dealer_reads_is_in_the_language(qtbot: QtBot,
                                                             quiet: DealerApp) -> None:
    """"NOT SAVED: …" on the dealer screen: the reason (disk full, log in use) is a Message."""
    from dealer_assist.storage.errors import DiskFull, translate
    from dealer_assist.ui.i18n import render_error

    full = translate(sqlite3.OperationalError("database or disk is full"), "/logs/t1.sqlite")
    assert isinstance(full, DiskFull)
    assert str(full) == "the disk holding /logs/t1.sqlite is full: nothing was saved; free " \
                        "space first"  # the technician's log and the exceptions stay English
    assert i18n.switch("es")
    assert render_error(full) == ("el disco de /logs/t1.sqlite está lleno: no se guardó nada; "
                                  "libere espacio primero")
    assert i18n.switch("zh_TW")
    locked = translate(sqlite3.OperationalError("database is locked"), "/logs/t1.sqlite")
    assert render_error(locked).startswith("牌局紀錄 /logs/t1.sqlite 正被其他程式使用")
