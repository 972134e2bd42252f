"""Device models: data files in ``hardware/models`` (TOML or JSON): how to talk to a product.

A model names the USB IDs that recognise it, the line settings and the codec with its options
(for example a house's card-barcode scheme). Models are validated on load, with the file named,
so a typo is found when the profile is installed rather than when the first card is dealt.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any, Final

from dealer_assist.devices.codecs import CodecError, make_codec
from dealer_assist.devices.spec import DeviceSpec, SpecError

KINDS: Final = ("shoe", "barcode", "rfid")
_KEYS: Final = {"id", "name", "kind", "codec", "usb", "serial", "options", "silence_after", "notes"}


class ModelError(ValueError):
    """A device model file that cannot be used, with the file and the field at fault."""


def default_hardware_dir() -> Path:
    """``hardware/`` beside the package in a checkout or bundle."""
    return Path(__file__).resolve().parents[2] / "hardware"


@dataclass(frozen=True)
class DeviceModel:
    id: str
    name: str
    kind: str
    codec: str
    vid: int | None = None
    pid: int | None = None
    serial_number: str | None = None
    product: str | None = None  # the USB product string its maker programs (a glob pattern)
    baudrate: int = 9600
    framing: str = "8N1"
    options: Mapping[str, object] = field(default_factory=dict)
    silence_after: float | None = 5.0
    notes: str = ""
    source: Path | None = None

    def matches(self, vid: int | None, pid: int | None, serial_number: str | None,
                product: str | None = None) -> bool:
        """USB IDs match, and the serial number and product string match the model's patterns
        where it has them: vendor:product alone names a bridge chip that any adapter may carry."""
        if self.vid is None or vid != self.vid or pid != self.pid:
            return False
        if self.product is not None and not fnmatchcase(product or "", self.product):
            return False
        return self.serial_number is None or fnmatchcase(serial_number or "", self.serial_number)

    def spec(self, name: str, url: str) -> DeviceSpec:
        """The spec to open this model on ``url`` as device ``name``."""
        return DeviceSpec(name=name, url=url, codec=self.codec, baudrate=self.baudrate,
                          framing=self.framing, options=self.options,
                          silence_after=self.silence_after, model=self.id)


def load_model(path: Path) -> DeviceModel:
    """Read and validate one model file."""
    try:
        text = path.read_text(encoding="utf-8")
        data: dict[str, Any] = json.loads(text) if path.suffix == ".json" else tomllib.loads(text)
    except (OSError, ValueError) as error:
        raise ModelError(f"{path}: cannot read device model: {error}") from error
    try:
        return _build(data, path)
    except (ModelError, SpecError, CodecError, TypeError) as error:
        raise ModelError(f"{path}: {error}") from error


def load_models(directory: Path | None = None) -> list[DeviceModel]:
    """Every ``*.toml`` and ``*.json`` model under ``directory/models``, sorted by id."""
    folder = (directory or default_hardware_dir()) / "models"
    files = sorted(p for p in folder.glob("*") if p.suffix in (".toml", ".json"))
    models = [load_model(p) for p in files]
    seen: dict[str, Path | None] = {}
    for model in models:
        if model.id in seen:
            raise ModelError(f"{model.source}: model id {model.id!r} is also in {seen[model.id]}")
        seen[model.id] = model.source
    return sorted(models, key=lambda m: m.id)


def _build(data: dict[str, Any], path: Path) -> DeviceModel:
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise ModelError(f"unknown field {unknown[0]!r} (fields: {', '.join(sorted(_KEYS))})")
    for key in ("id", "name", "kind", "codec"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise ModelError(f"field {key!r} is missing or not text")
    if data["kind"] not in KINDS:
        raise ModelError(f"kind must be one of {', '.join(KINDS)}, not {data['kind']!r}")
    usb: dict[str, Any] = data.get("usb", {})
    line: dict[str, Any] = data.get("serial", {})
    vid, pid = _usb_id(usb, "vid"), _usb_id(usb, "pid")
    if (vid is None) != (pid is None):
        raise ModelError("usb needs both vid and pid, or neither")
    options = data.get("options", {})
    make_codec(data["codec"], "check", options)
    model = DeviceModel(
        id=data["id"], name=data["name"], kind=data["kind"], codec=data["codec"], vid=vid, pid=pid,
        serial_number=usb.get("serial_number"), product=_usb_text(usb, "product"),
        baudrate=int(line.get("baudrate", 9600)),
        framing=str(line.get("framing", "8N1")), options=options,
        silence_after=data.get("silence_after", 5.0), notes=str(data.get("notes", "")), source=path)
    model.spec("check", "loop://")
    return model


def _usb_text(usb: Mapping[str, Any], key: str) -> str | None:
    value = usb.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value or '"' in value or "\n" in value:
        raise ModelError(f"usb.{key} must be a non-empty text without quotes, not {value!r}")
    return value


def _usb_id(usb: Mapping[str, Any], key: str) -> int | None:
    value = usb.get(key)
    if isinstance(value, str):
        try:
            value = int(value, 16)
        except ValueError:
            raise ModelError(f"usb.{key} {value!r} is not a hex number such as \"0403\"") from None
    if value is not None and not (isinstance(value, int) and 0 <= value <= 0xFFFF):
        raise ModelError(f"usb.{key} must be a 16-bit number, not {value!r}")
    return value
