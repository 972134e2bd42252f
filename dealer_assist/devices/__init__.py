"""Card shoes, barcode scanners and RFID readers as adapters: bytes in, device events out.

No Qt here (ARCHITECTURE property 5). Codecs are pure decoders, the transport is pyserial,
:class:`DeviceManager` runs one reader thread per device and reconnects, and
:mod:`dealer_assist.devices.sim` provides simulated devices on pseudo-terminals.
"""

from dealer_assist.devices.codecs import CODECS, Codec, CodecError, codec_names, make_codec
from dealer_assist.devices.events import (
    BadgeRead,
    CardRead,
    DeviceEvent,
    DeviceFault,
    DeviceStatus,
)
from dealer_assist.devices.manager import DeviceManager
from dealer_assist.devices.models import DeviceModel, ModelError, load_model, load_models
from dealer_assist.devices.reader import Backoff, DeviceReader
from dealer_assist.devices.spec import DeviceSpec, SpecError

__all__ = [
    "CODECS", "Backoff", "BadgeRead", "CardRead", "Codec", "CodecError", "DeviceEvent",
    "DeviceFault", "DeviceManager", "DeviceModel", "DeviceReader", "DeviceSpec", "DeviceStatus",
    "ModelError", "SpecError", "codec_names", "load_model", "load_models", "make_codec",
]
