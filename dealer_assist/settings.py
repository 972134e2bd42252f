"""This table PC's own settings: one TOML file the technician writes once (``dealer-assist setup``).

Twenty table PCs run the same bundle; what tells them apart is here: the table's id in the log,
the house and the room file, the devices, the room store's address, the staff's default language
and whether the PC is a kiosk. The service and the bundle start ``dealer-assist gui`` with no
arguments and read the rest from this file, so a PC never logs as the wrong table.

Where the file is: ``DEALER_ASSIST_SETTINGS`` if set; else this user's config folder; else the
machine-wide one (an installer's); :func:`settings_file` says which. A bad file is refused with one
line naming the file and the key, never half-read.
"""

from __future__ import annotations

import dataclasses
import os
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from dealer_assist import paths
from dealer_assist.messages import msg
from dealer_assist.rules.enums import HouseCode

SETTINGS_VARIABLE = "DEALER_ASSIST_SETTINGS"
FILE_NAME = "settings.toml"
LANGUAGES = ("en", "es", "vi", "zh_TW", "zh_CN", "tl")
# a table id is printed on exports and screens and used in file names: keep it plain
TABLE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,31}")


class SettingsError(ValueError):
    """A settings file or value that cannot be used; the message names the file and the key."""


@dataclass(frozen=True)
class DeviceSettings:
    """Which hardware models to look for (``hardware/models`` when empty) and whether to scan."""

    hardware_dir: Path | None = None
    discover: bool = True


@dataclass(frozen=True)
class Settings:
    """What makes one table PC this table. Defaults suit a demo, not a cardroom: ``setup`` sets
    at least ``table_id``."""

    table_id: str = "T1"
    db: Path | None = None
    house: str | None = None
    room_file: Path | None = None
    room_dsn: str | None = None
    room_offline_limit_minutes: int = 5  # the house's limit before the dealer tells the floor
    dealer_rotation_minutes: int = 30  # the house's dealer rotation period (floor station)
    language: str = "en"
    kiosk: bool = False
    devices: DeviceSettings = field(default_factory=DeviceSettings)

    @property
    def log_path(self) -> Path:
        """The hand log this PC writes (the platform's data folder unless the file names one)."""
        return self.db if self.db is not None else paths.default_log()


def site_settings_file() -> Path:
    """The machine-wide file an installer writes (read when this user has none of their own)."""
    return paths.site_config_dir() / FILE_NAME


def settings_file() -> Path:
    """The file this PC's settings are read from (and ``setup`` writes to by default)."""
    named = os.environ.get(SETTINGS_VARIABLE, "").strip()
    if named:
        return Path(named)
    user = paths.config_dir() / FILE_NAME
    site = site_settings_file()
    if not user.exists() and site.exists():
        return site
    return user


def load_settings(path: Path | None = None) -> Settings:
    """The settings in ``path`` (default :func:`settings_file`); a missing file is the defaults."""
    path = settings_file() if path is None else path
    try:
        text = path.read_bytes()
    except FileNotFoundError:
        return Settings()
    except OSError as error:
        raise SettingsError(f"{path}: cannot be read: {error.strerror or error}") from None
    try:
        raw = tomllib.loads(text.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise SettingsError(f"{path}: not UTF-8 text (byte {error.start})") from None
    except tomllib.TOMLDecodeError as error:
        raise SettingsError(f"{path}: not valid TOML: {error}") from None
    return parse_settings(raw, str(path))


def parse_settings(raw: dict[str, Any], where: str) -> Settings:
    """Check every key of a settings table; an unknown or mistyped key is an error, not ignored
    (a typo in ``tabel_id`` would otherwise log the table as T1)."""
    known = {f.name for f in dataclasses.fields(Settings)}
    for key in raw:
        if key not in known:
            raise SettingsError(f"{where}: unknown key {key!r} (known: {', '.join(sorted(known))})")
    values: dict[str, Any] = {}
    if "table_id" in raw:
        values["table_id"] = check_table_id(_text(raw, "table_id", where), where)
    for key in ("db", "room_file"):
        if key in raw:
            values[key] = Path(_text(raw, key, where))
    if "house" in raw:
        values["house"] = check_house(_text(raw, "house", where), where)
    if "room_dsn" in raw:
        values["room_dsn"] = check_room_dsn(_text(raw, "room_dsn", where), where)
    for key in ("room_offline_limit_minutes", "dealer_rotation_minutes"):
        if key in raw:
            values[key] = _minutes(raw, key, where)
    if "language" in raw:
        values["language"] = check_language(_text(raw, "language", where), where)
    if "kiosk" in raw:
        values["kiosk"] = _flag(raw, "kiosk", where)
    if "devices" in raw:
        values["devices"] = _devices(raw["devices"], where)
    return Settings(**values)


def _minutes(raw: dict[str, Any], key: str, where: str) -> int:
    minutes = raw[key]
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not 1 <= minutes <= 1440:
        raise SettingsError(f"{where}: {key} must be a whole number of minutes from 1 to 1440, "
                            f"not {minutes!r}")
    return minutes


def check_table_id(value: str, where: str = "table_id") -> str:
    if not TABLE_ID.fullmatch(value):
        raise SettingsError(f"{where}: table_id {value!r} must be 1 to 32 letters, digits, '.', "
                            "'_' or '-', starting with a letter or digit")
    return value


def check_room_dsn(value: str, where: str = "room_dsn") -> str:
    """A PostgreSQL address libpq can read (key=value words or a postgresql:// URI), with a
    port that is a port: the problem is named (a missing "=", an unknown word) before the table
    ever tries to reach the room with it. The problems are Messages: the PC set-up screen says
    them in its language (the technical part libpq wrote stays as it wrote it)."""
    from psycopg import ProgrammingError
    from psycopg.conninfo import conninfo_to_dict

    text = value.strip()
    if not text:
        raise SettingsError(msg("settings.room_address_empty", "{where}: the room address is "
                                "empty", where=where))
    try:
        params = conninfo_to_dict(text)
    except ProgrammingError as error:
        raise SettingsError(msg("settings.room_address_unread", "{where}: room address "
                                "{address}: {problem}", where=where, address=repr(text),
                                problem=str(error).strip())) from None
    port = str(params.get("port") or "5432")
    if not all(p.isdigit() and 0 < int(p) < 65536 for p in port.split(",")):
        raise SettingsError(msg("settings.room_address_port", "{where}: room address "
                                "{address}: port {port} is not a number from 1 to 65535",
                                where=where, address=repr(text), port=repr(port)))
    return text


def check_house(value: str, where: str = "house") -> str:
    codes = [code.value for code in HouseCode]
    if value not in codes:
        raise SettingsError(f"{where}: house {value!r} is not one of {', '.join(codes)}")
    return value


def check_language(value: str, where: str = "language") -> str:
    if value not in LANGUAGES:
        raise SettingsError(f"{where}: language {value!r} is not one of {', '.join(LANGUAGES)}")
    return value


def save_settings(settings: Settings, path: Path | None = None, *, mode: int = 0o600) -> Path:
    """Write the settings atomically (a power cut leaves the old file or the new one, never half)
    with mode 0600 by default: the room's address may carry a password. A machine-wide file is
    written 0640 and given to the kiosk's group by the installer."""
    path = settings_file() if path is None else path
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".new")
    temporary.unlink(missing_ok=True)  # a power cut's leftover: its mode must not be reused
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with os.fdopen(descriptor, "wb") as out:
        out.write(b"# Dealer Assist: this table PC's settings (dealer-assist setup writes it)\n")
        tomli_w.dump(as_toml(settings), out)
        out.flush()
        os.fsync(out.fileno())
    os.replace(temporary, path)
    return path


def as_toml(settings: Settings) -> dict[str, Any]:
    """The settings as a TOML table, leaving out what is unset."""
    out: dict[str, Any] = {"table_id": settings.table_id, "language": settings.language,
                           "kiosk": settings.kiosk,
                           "room_offline_limit_minutes": settings.room_offline_limit_minutes,
                           "dealer_rotation_minutes": settings.dealer_rotation_minutes}
    for key in ("db", "house", "room_file", "room_dsn"):
        value = getattr(settings, key)
        if value is not None:
            out[key] = str(value)
    devices: dict[str, Any] = {"discover": settings.devices.discover}
    if settings.devices.hardware_dir is not None:
        devices["hardware_dir"] = str(settings.devices.hardware_dir)
    out["devices"] = devices
    return out


def _text(raw: dict[str, Any], key: str, where: str) -> str:
    value = raw[key]
    if not isinstance(value, str) or not value.strip():
        raise SettingsError(f"{where}: {key} must be a non-empty text, not {value!r}")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
        raise SettingsError(f"{where}: {key} holds a control character")
    return value.strip()


def _flag(raw: dict[str, Any], key: str, where: str) -> bool:
    value = raw[key]
    if not isinstance(value, bool):
        raise SettingsError(f"{where}: {key} must be true or false, not {value!r}")
    return value


def _devices(raw: Any, where: str) -> DeviceSettings:
    if not isinstance(raw, dict):
        raise SettingsError(f"{where}: [devices] must be a table")
    unknown = set(raw) - {"hardware_dir", "discover"}
    if unknown:
        raise SettingsError(f"{where}: unknown key devices.{sorted(unknown)[0]} "
                            "(known: hardware_dir, discover)")
    hardware_dir = Path(_text(raw, "hardware_dir", where)) if "hardware_dir" in raw else None
    discover = _flag(raw, "discover", where) if "discover" in raw else True
    return DeviceSettings(hardware_dir=hardware_dir, discover=discover)
