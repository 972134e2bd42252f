"""Issue 20: why an export or a log check stopped, in the supervisor's language. The storage
code names the failures a supervisor meets (disk full, no permission, the folder gone, the file
held by another program, the log damaged, cancelled) as Messages; the screen renders them, the
audit log keeps the English; an error nobody foresaw reads "failed" with its English detail for
the technician. Real exports onto a real full (or read-only) disk: a tiny tmpfs mounted as the
exports folder (root only; skipped elsewhere), and a hand log damaged by editing its bytes."""

from __future__ import annotations

import errno
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from ui_helpers import WAIT_MS, play_out_by_folding, sign_in_supervisor, tap

from dealer_assist.app import DealerApp
from dealer_assist.devices.sim.demo_badge import DEMO_SUPERVISOR_BADGE, DEMO_SUPERVISOR_PIN
from dealer_assist.messages import Message
from dealer_assist.storage.errors import (
    DatabaseLocked,
    ExportCancelled,
    ExportError,
    VerifyCancelled,
    write_failure,
)
from dealer_assist.storage.export import export_log
from dealer_assist.storage.verify import verify
from dealer_assist.ui import i18n
from dealer_assist.ui.views.supervisor_panel import stopped_text, verify_text

pytestmark = pytest.mark.usefixtures("switched_back")


def _mount(folder: Path, options: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
                          capture_output=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small disk here (needs root): {done.stderr!r}")


@pytest.fixture
def exports_disk(quiet: DealerApp) -> Iterator[Path]:
    """The table's exports folder as a 64 KiB disk of its own, unmounted after."""
    assert quiet.store is not None
    folder = Path(quiet.store.path).parent / "exports"
    _mount(folder, "size=64k")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def _fill(folder: Path) -> None:
    """Every byte of the disk taken, as a long shift's exports would."""
    with pytest.raises(OSError) as full, (folder / "filler").open("wb") as handle:
        while True:
            handle.write(b"\0" * 4096)
            handle.flush()
    assert full.value.errno == errno.ENOSPC


def test_a_disk_full_export_is_said_in_spanish_and_kept_english_in_the_audit_log(
        qtbot: QtBot, quiet: DealerApp, exports_disk: Path) -> None:
    play_out_by_folding(qtbot, quiet)
    _fill(exports_disk)
    panel = sign_in_supervisor(qtbot, quiet)
    assert i18n.switch("es")
    tap(qtbot, panel, i18n.tr("Export the hand log"))
    qtbot.waitUntil(lambda: panel.result.text().startswith("Exportación detenida"),
                    timeout=WAIT_MS)
    shown = panel.result.text()
    assert "está lleno: no se escribió nada" in shown and "No space" not in shown, shown
    assert str(exports_disk) in shown  # the file named as it is
    assert quiet.store is not None
    record = [e.detail for e in quiet.store.audit_entries() if e.action == "export"][-1]
    assert record.startswith("Export stopped: the disk for ") and "is full" in record
    assert not [p for p in exports_disk.iterdir() if p.name != "filler"]  # no half file
    assert i18n.switch("zh_TW")  # said again from the error, not kept as Spanish text
    assert "磁碟已滿" in stopped_text("export", ExportError(write_failure(
        exports_disk / "x.csv", OSError(errno.ENOSPC, "No space left on device"))))


def test_an_export_onto_a_read_only_disk_says_no_permission_in_chinese(
        qtbot: QtBot, quiet: DealerApp) -> None:
    assert quiet.store is not None
    folder = Path(quiet.store.path).parent / "exports"
    _mount(folder, "size=64k,ro")
    try:
        play_out_by_folding(qtbot, quiet)
        panel = sign_in_supervisor(qtbot, quiet)
        assert i18n.switch("zh_TW")
        tap(qtbot, panel, i18n.tr("Export the hand log"))
        qtbot.waitUntil(lambda: panel.result.text().startswith("匯出已停止"), timeout=WAIT_MS)
        assert "沒有權限，或是唯讀磁碟" in panel.result.text(), panel.result.text()
        assert "Read-only" not in panel.result.text()
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def _log(qtbot: QtBot, app: DealerApp) -> Path:
    play_out_by_folding(qtbot, app)
    assert app.store is not None
    return Path(app.store.path)


def test_a_folder_gone_and_a_cancelled_export_are_messages(
        qtbot: QtBot, quiet: DealerApp, tmp_path: Path) -> None:
    """A USB stick taken out between choosing and writing; Cancel pressed."""
    small_log = _log(qtbot, quiet)
    gone = tmp_path / "stick" / "hands.csv"
    with pytest.raises(ExportError) as failed:
        export_log(small_log, "csv", gone)
    assert failed.value.args[0].msg_id == "export.folder_gone"
    assert i18n.switch("es")
    assert stopped_text("export", failed.value) == (
        f"Exportación detenida: la carpeta de {gone} ya no está (¿se sacó una memoria USB?): "
        "no se escribió nada; vuelva a ponerla y exporte de nuevo")
    with pytest.raises(ExportCancelled) as cancelled:
        export_log(small_log, "jsonl", tmp_path / "all.jsonl", cancel=lambda: True)
    assert stopped_text("export", cancelled.value) == (
        "Exportación detenida: exportación cancelada; no se escribió nada")
    assert not (tmp_path / "all.jsonl").exists()


@pytest.mark.parametrize(("error", "msg_id"), [
    (OSError(errno.EBUSY, "Device or resource busy"), "export.busy"),
    (PermissionError(errno.EACCES, "Permission denied"), "export.no_permission"),
    (OSError(errno.EROFS, "Read-only file system"), "export.no_permission"),
    (OSError(errno.ENOSPC, "No space left on device"), "export.disk_full"),
    (FileNotFoundError(errno.ENOENT, "No such file or directory"), "export.folder_gone"),
    (OSError(errno.EIO, "Input/output error"), "export.cannot_write"),
])
def test_each_write_failure_a_supervisor_meets_is_named(error: OSError, msg_id: str) -> None:
    said = write_failure("/logs/exports/x.csv", error)
    assert isinstance(said, Message) and said.msg_id == msg_id
    assert "/logs/exports/x.csv" in said


def test_a_windows_file_open_in_a_spreadsheet_is_in_use() -> None:
    held = PermissionError(errno.EACCES, "The process cannot access the file")
    held.winerror = 32  # type: ignore[attr-defined]  # what Windows sets: a sharing violation
    assert write_failure("C:/exports/x.csv", held).msg_id == "export.busy"


def test_an_unforeseen_error_reads_failed_with_the_english_detail_for_the_technician() -> None:
    assert i18n.switch("zh_TW")
    assert stopped_text("verify", RecursionError("maximum recursion depth exceeded")) == (
        "驗證失敗：RecursionError: maximum recursion depth exceeded")
    assert i18n.switch("es")
    assert stopped_text("charts", KeyError("x")) == "Las gráficas fallaron: KeyError: 'x'"


def _damaged(log: Path, into: Path) -> Path:
    """The log with two pages of its b-trees overwritten with bytes (not SQL): a bad sector, a
    copy cut short, someone's hex editor."""
    conn = sqlite3.connect(log)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(log.read_bytes())
    page = 4096
    data[3 * page:5 * page] = bytes(range(256)) * (2 * page // 256)
    into.write_bytes(bytes(data))
    return into


def test_sqlite_finding_the_file_damaged_is_said_in_the_language_its_lines_as_detail(
        qtbot: QtBot, quiet: DealerApp, tmp_path: Path) -> None:
    report = verify(_damaged(_log(qtbot, quiet), tmp_path / "broken.db"))
    assert not report.ok and isinstance(report.problem, Message)
    assert report.problem.msg_id in ("verify.damaged", "storage.damaged")
    assert "keep the file" in report.message()  # the `verify` command and audit: English
    assert i18n.switch("es")
    shown = verify_text(report)
    assert shown.startswith("FALLÓ: ") and "dañado" in shown and "guarde el archivo" in shown
    assert "SQLite integrity check" not in shown and "keep the file" not in shown
    assert i18n.switch("zh_TW")
    assert "已損壞" in verify_text(report) and "主管" in verify_text(report)


def test_the_supervisor_checking_a_damaged_log_reads_it_in_spanish(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """The table's own log damaged under it (bytes, then SQLite's own check)."""
    play_out_by_folding(qtbot, quiet)
    panel = sign_in_supervisor(qtbot, quiet)
    assert quiet.store is not None
    _damage_table(Path(quiet.store.path), "hands")
    assert i18n.switch("es")
    tap(qtbot, panel, i18n.tr("Verify the hand log"))
    qtbot.waitUntil(lambda: panel.result.text().startswith(("FALLÓ", "Verificación")),
                    timeout=WAIT_MS)
    shown = panel.result.text()
    assert "dañado" in shown and "llame a un supervisor" in shown, shown
    assert "integrity check" not in shown


def test_a_log_held_by_another_program_is_said_in_use(
        qtbot: QtBot, quiet: DealerApp, tmp_path: Path) -> None:
    """Another program holds the log's lock past the busy wait (a copy tool, a second app):
    the export stops naming the log as in use, in the reader's language."""
    log = tmp_path / "held.sqlite"
    conn = sqlite3.connect(_log(qtbot, quiet))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("VACUUM INTO ?", (str(log),))
    conn.close()
    holder = sqlite3.connect(log, isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(DatabaseLocked) as held:
            export_log(log, "csv", tmp_path / "hands.csv")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert failure_id(held.value) == "storage.locked"
    assert i18n.switch("es")
    assert stopped_text("export", held.value).startswith(
        f"Exportación detenida: otro programa está usando el registro de manos {log}")


def failure_id(error: BaseException) -> str:
    reason = error.args[0] if error.args else None
    return reason.msg_id if isinstance(reason, Message) else ""


def test_a_cancelled_check_concludes_nothing_and_says_so_in_vietnamese(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """Cancel during a check (enabled now, as for an export): nothing concluded, said so."""
    log = _log(qtbot, quiet)
    with pytest.raises(VerifyCancelled) as cancelled:
        verify(log, cancel=lambda: True)
    assert failure_id(cancelled.value) == "verify.cancelled"
    assert i18n.switch("vi")
    assert stopped_text("verify", cancelled.value) == (
        "Đã dừng kiểm tra: đã hủy kiểm tra toàn vẹn: chưa kết luận gì")
    assert verify(log).ok  # the log itself is untouched


def test_a_table_the_log_does_not_hold_is_named_in_spanish(
        qtbot: QtBot, quiet: DealerApp, tmp_path: Path) -> None:
    log = _log(qtbot, quiet)
    with pytest.raises(ExportError) as unknown:
        export_log(log, "csv", tmp_path / "hands.csv", table="T99")
    assert str(unknown.value).startswith("unknown table 'T99'; the log has: ")
    assert i18n.switch("es")
    assert stopped_text("export", unknown.value).startswith(
        "Exportación detenida: no hay mesa 'T99'; el registro tiene: ")


def _damage_table(log: Path, table: str) -> None:
    """The root page of ``table`` in the table's own log overwritten in place (a leaf claiming
    65535 cells), as a bad sector would, while the app has the log open."""
    conn = sqlite3.connect(log)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?",
                        (table,)).fetchone()[0]
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.close()
    data = bytearray(log.read_bytes())
    page = len(data) // pages
    start = (root - 1) * page
    data[start:start + 8] = b"\x0d\x00\x00\xff\xff\x00\x00\x00"
    log.write_bytes(bytes(data))


def test_a_sign_in_the_damaged_log_cannot_record_is_refused_with_the_reason(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """Nobody signs in unrecorded: the log's audit table damaged under the running app, the
    supervisor's badge and PIN are refused with the reason in his language (before, the audit
    write raised out of the touch handler and the screen just stayed on the PIN pad)."""
    assert quiet.store is not None
    _damage_table(Path(quiet.store.path), "audit")
    tap(qtbot, quiet.window, "Supervisor")
    panel = quiet.window.dealer.supervisor
    assert i18n.switch("es")
    panel.login.badge_read(DEMO_SUPERVISOR_BADGE)
    if panel.login.pin.isVisible():  # the lockout read passed: the PIN's audit write fails
        for key in DEMO_SUPERVISOR_PIN:
            tap(qtbot, panel.login.pin, key)
        tap(qtbot, panel.login.pin, "OK")
    assert panel.member is None
    shown = panel.login.text.text()
    assert shown.startswith("No ha iniciado sesión") or "dañado" in shown, shown
    assert "dañado" in shown and "damaged" not in shown.split("(")[0], shown


def test_a_check_whose_audit_note_cannot_be_written_still_says_its_result(
        qtbot: QtBot, quiet: DealerApp) -> None:
    """The supervisor signed in, then the audit table is damaged: the check's result is said
    with "not recorded in the hand log" and the panel takes the next command (before, the audit
    write raised and the panel stayed busy)."""
    play_out_by_folding(qtbot, quiet)
    panel = sign_in_supervisor(qtbot, quiet)
    assert quiet.store is not None
    _damage_table(Path(quiet.store.path), "audit")
    tap(qtbot, panel, "Verify the hand log")
    qtbot.waitUntil(lambda: "Not recorded in the hand log" in panel.result.text(),
                    timeout=WAIT_MS)
    assert panel.running == ""
