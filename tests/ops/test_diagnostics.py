"""The technician's log (issue 21): written to the platform's state folder, rotated, fed by
uncaught exceptions in any thread, Qt's messages, device faults, sign-ins and refusals; never a
PIN or a card; read back by `dealer-assist logs`."""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealer_assist import diagnostics, paths
from dealer_assist.cli import main


@pytest.fixture
def log_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("DEALER_ASSIST_HOME", str(tmp_path))
    saved = sys.excepthook, threading.excepthook
    path = diagnostics.setup_logging(to_stderr=False)
    yield path
    root = logging.getLogger(diagnostics.LOGGER)
    for handler in list(root.handlers):
        root.removeHandler(handler)
        handler.close()
    sys.excepthook, threading.excepthook = saved


def _text(path: Path) -> str:
    for handler in logging.getLogger(diagnostics.LOGGER).handlers:
        handler.flush()
    return path.read_text(encoding="utf-8")


def test_the_log_lives_in_the_state_folder(log_file: Path) -> None:
    assert log_file == paths.diagnostic_log()
    diagnostics.logger("test").info("table opened")
    assert "INFO    dealer_assist.test: table opened" in _text(log_file)


def test_setting_up_twice_does_not_double_lines(log_file: Path) -> None:
    diagnostics.setup_logging(to_stderr=False)
    diagnostics.logger("test").warning("once")
    assert _text(log_file).count("once") == 1


def test_the_log_rotates_and_logs_reads_across_the_files(
        log_file: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    handler = next(h for h in logging.getLogger(diagnostics.LOGGER).handlers
                   if isinstance(h, logging.handlers.RotatingFileHandler))
    monkeypatch.setattr(handler, "maxBytes", 2_000)
    for n in range(200):
        diagnostics.logger("test").info("line %03d %s", n, "x" * 40)
    assert log_file.with_name(log_file.name + ".1").exists()
    assert main(["logs", "--lines", "3"]) == 0
    shown = capsys.readouterr().out.splitlines()
    assert [line.split()[5] for line in shown] == ["197", "198", "199"]


def test_logs_filters_by_level(log_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    diagnostics.logger("devices").info("shoe-1: connected")
    diagnostics.logger("devices").warning("shoe-1: fault: bad checksum")
    assert main(["logs", "--level", "warning"]) == 0
    out = capsys.readouterr().out
    assert "bad checksum" in out and "connected" not in out


def test_logs_says_where_it_looked_when_there_is_no_log(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DEALER_ASSIST_HOME", str(tmp_path / "empty"))
    assert main(["logs"]) == 1
    assert "no log yet" in capsys.readouterr().err


def test_an_uncaught_exception_is_logged_with_its_traceback(log_file: Path) -> None:
    try:
        raise RuntimeError("driver went away")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())  # what Python calls for an uncaught exception
    text = _text(log_file)
    assert "CRITICAL" in text and "RuntimeError: driver went away" in text


def test_an_exception_in_a_thread_is_logged(log_file: Path) -> None:
    def fail() -> None:
        raise ValueError("reader thread died")

    worker = threading.Thread(target=fail, name="shoe-reader")
    worker.start()
    worker.join()
    text = _text(log_file)
    assert "thread shoe-reader" in text and "ValueError: reader thread died" in text


def test_faulthandler_writes_beside_the_log(log_file: Path) -> None:
    import faulthandler

    assert faulthandler.is_enabled()
    assert (log_file.parent / diagnostics.CRASH_FILE).exists()


def test_card_codes_never_reach_the_file(log_file: Path) -> None:
    diagnostics.logger("test").info("refused: %s is already dealt to seat %d", "As", 4)
    diagnostics.logger("test").info("Td Jk 9c were read")
    text = _text(log_file)
    assert "As" not in text.split("test: ")[1].split()[1:2]
    assert "[card] is already dealt to seat 4" in text
    assert "[card] [card] [card] were read" in text


def test_qt_messages_go_to_the_log(log_file: Path) -> None:
    from PySide6.QtCore import qWarning

    from dealer_assist.ui import qt_messages

    qt_messages.install()
    qWarning("QFont::setPointSize: Point size <= 0 (0)")
    assert "WARNING dealer_assist.qt: QFont::setPointSize" in _text(log_file)


def test_a_sign_in_is_logged_by_badge_never_by_pin(log_file: Path, tmp_path: Path) -> None:
    """Sign-ins (a wrong PIN, then the right one) and a refused card read at the demo table:
    the log names the badge and the refusal, and holds neither a PIN nor the card."""
    from dealer_assist.app import build_demo, qt_app
    from dealer_assist.cards import Card
    from dealer_assist.devices.sim.demo_badge import DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN
    from dealer_assist.ui.staff_sign_in import SignIn, SignInRefused

    qt_app()
    app = build_demo(seed=7)
    refusals: list[str] = []
    try:
        assert app.store is not None
        sign_in = SignIn(app.store, "T1")
        with pytest.raises(SignInRefused):
            sign_in.attempt(DEMO_FLOOR_BADGE, "000000")
        sign_in.attempt(DEMO_FLOOR_BADGE, DEMO_FLOOR_PIN)
        app.controller.refused.connect(refusals.append)
        app.controller.card_read(Card.parse("Qh"))  # no hand yet: the read is refused
    finally:
        app.close()
    text = _text(log_file)
    assert f"by {DEMO_FLOOR_BADGE}" in text and "login_failed" in text
    assert refusals and "refused at T1" in text
    assert DEMO_FLOOR_PIN not in text and "000000" not in text
    assert "Qh" not in text
