"""The bundle's ``--self-test``: it passes on a working installation, and when something is
missing it says which check failed instead of passing or dying with a traceback."""

from __future__ import annotations

import importlib.util
import io
import json
import os
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from dealer_assist import cli
from dealer_assist.selftest import run_self_test
from dealer_assist.storage.verify import VerifyReport

REPO = Path(__file__).resolve().parents[2]
BUNDLE_EXE = REPO / "dist" / "dealer-assist" / "dealer-assist"
CHECKS = ("house profiles", "example rooms", "device models", "data files", "simulated hand",
          "room link")


def _run(**kwargs: object) -> tuple[int, str]:
    out = io.StringIO()
    code = run_self_test(out, **kwargs)  # type: ignore[arg-type]
    return code, out.getvalue()


def test_every_check_passes_and_is_printed() -> None:
    code, text = _run(ui=False)
    assert code == 0, text
    for name in CHECKS:
        assert f"ok   {name}: " in text
    assert "touchscreen" not in text
    assert "20 cards read through the pty shoe" in text  # 12 hole cards, 3 burns, 5 board cards
    assert "chain verified" in text and "replayed to the same table" in text
    assert text.rstrip().splitlines()[-1].startswith("self-test OK")


def test_touchscreen_check_builds_the_window_offscreen() -> None:
    code, text = _run(ui=True)
    assert code == 0, text
    assert "ok   touchscreen: Qt platform 'offscreen'" in text
    assert "1280x800" in text


def test_missing_example_rooms_fail_by_name(monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    """What a bundle without resources/ looks like: the demo room is not where the engine looks."""
    import dealer_assist.engine.session as session

    monkeypatch.setattr(session, "DEMO_ROOM", tmp_path)
    code, text = _run(ui=False)
    assert code == 1
    assert f"FAIL example rooms: no example room files in {tmp_path}" in text
    assert "FAIL simulated hand: ProfileError" in text  # the demo table needs the room too
    assert "ok   house profiles" in text  # the other checks still ran and passed
    assert "self-test FAILED (2 of the checks above)" in text


def test_missing_device_models_fail_by_name(monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path) -> None:
    import dealer_assist.devices.models as models

    (tmp_path / "models").mkdir()
    monkeypatch.setattr(models, "default_hardware_dir", lambda: tmp_path)
    code, text = _run(ui=False)
    assert code == 1
    assert f"FAIL device models: no device models in {tmp_path / 'models'}" in text


def test_a_log_that_does_not_verify_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    import dealer_assist.storage.verify as verify

    def broken(path: object, progress: object = None) -> VerifyReport:
        return VerifyReport(False, 3, 4, "hash does not match", "")

    monkeypatch.setattr(verify, "verify", broken)
    code, text = _run(ui=False)
    assert code == 1
    assert ("FAIL simulated hand: log verification FAILED at row seq 4: hash does not match"
            in text)


def test_a_card_the_shoe_never_delivers_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """A reader that decodes nothing (wrong codec, dead port) is reported, not awaited for ever."""
    import dealer_assist.selftest as selftest
    from dealer_assist.devices.sim.simulator import Simulator

    monkeypatch.setattr(selftest, "CARD_TIMEOUT", 0.5)
    monkeypatch.setattr(Simulator, "send_card", lambda self, card, **kw: b"")
    code, text = _run(ui=False)
    assert code == 1
    assert "was sent to the pty shoe but never read back within" in text


def test_windows_shoe_decodes_every_card_through_the_codec() -> None:
    """Windows has no pseudo-terminals; its self-test still frames and decodes every card."""
    from dealer_assist.cards import STANDARD_CARDS
    from dealer_assist.selftest import CodecShoe

    shoe = CodecShoe()
    assert [shoe.read(card) for card in STANDARD_CARDS] == list(STANDARD_CARDS)


def test_selftest_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["selftest", "--no-ui", "--seed", "7"]) == 0
    assert "self-test OK" in capsys.readouterr().out


def _entry() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bundle_entry", REPO / "installer" / "entry.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("argv", "expected"), [
    (["--self-test"], ["selftest"]),
    (["--self-test", "--no-ui"], ["selftest", "--no-ui"]),
    (["demo", "--quit-after", "1"], ["demo", "--quit-after", "1"]),
    ([], []),
])
def test_entry_maps_self_test_to_the_command(monkeypatch: pytest.MonkeyPatch, argv: list[str],
                                             expected: list[str]) -> None:
    seen: list[list[str]] = []
    monkeypatch.setattr(cli, "main", lambda args: seen.append(list(args)) or 0)
    assert _entry().main(argv) == 0
    assert seen == [expected]


@pytest.mark.skipif(not BUNDLE_EXE.exists(), reason="no bundle built (make bundle)")
def test_built_bundle_passes_its_self_test() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([str(BUNDLE_EXE), "--self-test"], capture_output=True, text=True,
                          env=env, timeout=60, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "(bundle) self-test" in done.stdout
    assert "_internal/resources/houses/examples" in done.stdout


@pytest.mark.skipif(not BUNDLE_EXE.exists(), reason="no bundle built (make bundle)")
def test_built_bundle_has_no_dangling_links_and_only_the_qt_it_uses() -> None:
    root = BUNDLE_EXE.parent
    dangling = [p for p in root.rglob("*") if p.is_symlink() and not p.exists()]
    assert not dangling
    qt_modules = {p.name.split(".")[0] for p in (root / "_internal" / "PySide6").glob("Qt*.so")}
    assert qt_modules == {"QtCore", "QtGui", "QtWidgets"}
    assert not list(root.rglob("translations/*.qm"))


@pytest.mark.skipif(not BUNDLE_EXE.exists(), reason="no bundle built (make bundle)")
def test_built_bundle_reaches_a_room_store() -> None:
    """The frozen app's room link for real: psycopg's binary build and its own libpq, inside
    the bundle, read a throwaway room (the self-test itself connects to nothing)."""
    from dealer_assist.room.cluster import Cluster
    from dealer_assist.room.schema import migrate

    with Cluster(settings={"fsync": "off"}) as cluster:
        migrate(cluster.dsn())
        done = subprocess.run([str(BUNDLE_EXE), "room", "status", "--dsn", cluster.dsn(),
                               "--json"], capture_output=True, text=True, timeout=60,
                              check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads(done.stdout) == {"tables": [], "alarms": []}
