"""Per-PC settings: read, written by `dealer-assist setup`, refused with the file and key named,
and used by `gui` so a PC never logs as the wrong table (issue 21)."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from dealer_assist import paths
from dealer_assist.cli import main
from dealer_assist.settings import (
    Settings,
    SettingsError,
    load_settings,
    save_settings,
    settings_file,
)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DEALER_ASSIST_HOME", str(tmp_path))
    monkeypatch.delenv("DEALER_ASSIST_SETTINGS", raising=False)
    return tmp_path


def test_folders_follow_the_platform_and_xdg(monkeypatch: pytest.MonkeyPatch,
                                             tmp_path: Path) -> None:
    monkeypatch.delenv("DEALER_ASSIST_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert paths.default_log() == tmp_path / "data" / "dealer-assist" / "hand-log.sqlite"
    assert paths.diagnostic_log().is_relative_to(tmp_path / "state")
    assert paths.config_dir() == tmp_path / "config" / "dealer-assist"


def test_a_missing_file_gives_the_defaults(home: Path) -> None:
    assert load_settings() == Settings()
    assert settings_file() == home / "config" / "settings.toml"


def test_setup_writes_and_keeps_what_it_was_not_told(home: Path) -> None:
    assert main(["setup", "--table", "T7", "--house", "LC_LOW", "--language", "es",
                 "--kiosk", "--room-dsn", "host=room dbname=room"]) == 0
    assert main(["setup", "--language", "vi"]) == 0  # the table id stays T7
    settings = load_settings()
    assert (settings.table_id, settings.house, settings.language, settings.kiosk,
            settings.room_dsn) == ("T7", "LC_LOW", "vi", True, "host=room dbname=room")
    mode = stat.S_IMODE(settings_file().stat().st_mode)
    assert mode == 0o600  # the room's address may carry a password


@pytest.mark.parametrize(("text", "named"), [
    ('tabel_id = "T2"', "unknown key 'tabel_id'"),
    ('table_id = "T 2"', "table_id 'T 2'"),
    ('table_id = 7', "table_id must be a non-empty text"),
    ('house = "XYZ"', "house 'XYZ'"),
    ('language = "fr"', "language 'fr'"),
    ('kiosk = "yes"', "kiosk must be true or false"),
    ("[devices]\nport = 3", "devices.port"),
    ("table_id = ", "not valid TOML"),
])
def test_a_bad_file_is_refused_naming_the_file_and_key(home: Path, text: str,
                                                      named: str) -> None:
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text + "\n", encoding="utf-8")
    with pytest.raises(SettingsError) as error:
        load_settings()
    assert str(path) in str(error.value) and named in str(error.value)


def test_a_non_utf8_file_is_refused(home: Path) -> None:
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'table_id = "T\xff"\n')
    with pytest.raises(SettingsError, match="not UTF-8"):
        load_settings()


def test_setup_refuses_a_bad_flag_and_writes_nothing(home: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["setup", "--table", "../etc"]) == 2
    assert "table_id '../etc'" in capsys.readouterr().err
    assert not settings_file().exists()


def test_gui_refuses_to_start_on_a_bad_settings_file(home: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('house = "nowhere"\n', encoding="utf-8")
    assert main(["gui", "--quit-after", "0"]) == 2
    assert "house 'nowhere'" in capsys.readouterr().err


def test_gui_logs_as_the_table_the_settings_name(home: Path) -> None:
    """The service starts `gui` with no arguments: the table id and log come from the file."""
    import os
    import subprocess
    import sys

    from dealer_assist.storage import EventStore

    save_settings(Settings(table_id="T12", db=home / "t12.sqlite"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DEALER_ASSIST_HOME": str(home)}
    done = subprocess.run([sys.executable, "-m", "dealer_assist", "gui", "--quit-after", "0.2"],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    with EventStore.open(home / "t12.sqlite") as store:
        assert list(store.table_events("T12")) and not list(store.table_events("T1"))


def test_setup_show_prints_the_file_in_force(home: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    save_settings(Settings(table_id="T3"))
    assert main(["setup", "--show"]) == 0
    out = capsys.readouterr().out
    assert str(settings_file()) in out and "table_id = 'T3'" in out


def test_the_settings_survive_a_write_cut_short(home: Path) -> None:
    save_settings(Settings(table_id="T4"))
    # a power cut while writing leaves the temporary file; the settings in force are untouched
    settings_file().with_name("settings.toml.new").write_text("table_id = ", encoding="utf-8")
    assert load_settings().table_id == "T4"


def test_a_pc_with_its_log_in_the_old_place_keeps_using_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DEALER_ASSIST_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "elsewhere"))
    assert paths.default_log() == tmp_path / "elsewhere" / "dealer-assist" / "hand-log.sqlite"
    legacy = tmp_path / "home" / paths.LEGACY_LOG
    legacy.parent.mkdir(parents=True)
    legacy.write_bytes(b"")
    assert paths.default_log() == legacy  # never a second, empty log beside the history


@pytest.mark.parametrize(("address", "named"), [
    ("host", 'missing "=" after "host"'),
    ("hots=room", 'invalid connection option "hots"'),
    ("host=room port=0", "port '0' is not a number from 1 to 65535"),
    ("   ", "the room address is empty"),
])
def test_setup_refuses_a_room_address_libpq_cannot_read(
        home: Path, capsys: pytest.CaptureFixture[str], address: str, named: str) -> None:
    assert main(["setup", "--room-dsn", "host=room dbname=room"]) == 0
    capsys.readouterr()
    assert main(["setup", "--room-dsn", address]) == 2
    err = capsys.readouterr().err
    assert err.startswith("dealer-assist setup: --room-dsn: ") and named in err
    assert load_settings().room_dsn == "host=room dbname=room"  # nothing was written


def test_the_rooms_offline_limit_is_a_setting_of_the_house(home: Path) -> None:
    """Issue 15: the dealer tells the floor after the house's limit without the room."""
    assert load_settings().room_offline_limit_minutes == 5
    assert main(["setup", "--room-offline-limit", "12"]) == 0
    assert load_settings().room_offline_limit_minutes == 12
    assert main(["setup", "--room-offline-limit", "0"]) == 2
    path = settings_file()
    path.write_text("room_offline_limit_minutes = 99999\n", encoding="utf-8")
    with pytest.raises(SettingsError, match="from 1 to 1440"):
        load_settings()


def test_offline_too_long_follows_the_limit_given() -> None:
    import time

    from dealer_assist.room.live import offline_too_long
    from dealer_assist.room.shipper import RoomLight

    light = RoomLight("offline", 3, time.time() - 400, "no route")
    assert offline_too_long(light, 300) and not offline_too_long(light, 600)
    assert not offline_too_long(RoomLight("connected"), 1)


def test_the_dealer_rotation_period_is_a_room_setting(home: Path) -> None:
    """Issue 17: the floor station's dealer rotation runs by the house's period (30 minutes
    unless the settings say otherwise); a bad value names the key."""
    assert load_settings().dealer_rotation_minutes == 30
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("dealer_rotation_minutes = 20\n", encoding="utf-8")
    assert load_settings().dealer_rotation_minutes == 20
    for bad in ("0", "true", '"20"'):
        path.write_text(f"dealer_rotation_minutes = {bad}\n", encoding="utf-8")
        with pytest.raises(SettingsError, match="dealer_rotation_minutes must be a whole"):
            load_settings()
