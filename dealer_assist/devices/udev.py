"""The udev rules for the device models, generated from ``hardware/models`` (never written by
hand, so a new model cannot be forgotten and a model's match cannot drift from discovery's).

Each rule matches vendor:product AND the product string or serial number the model declares:
vendor:product alone names a bridge chip (FT232R, CP2102, CH340) that any USB-serial adapter on
the PC may carry, and such an adapter must not be taken for a shoe. Each device also gets a
stable name, ``/dev/dealer-assist/<model>-<serial>`` (or ``-<port path>`` for chips without a
serial number): the kernel's ``%n`` changes with the plug order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dealer_assist.devices.models import DeviceModel, ModelError

GROUP: Final = "dealer-assist"
HEADER: Final = """\
# Dealer Assist: serial devices of the models in hardware/models. GENERATED: do not edit; run
#   dealer-assist devices udev > installer/linux/99-dealer-assist.rules
# (tests/installer checks this file equals what the models give).
# Installed by installer/linux/install.sh as /etc/udev/rules.d/99-dealer-assist.rules; after a
# change: udevadm control --reload && udevadm trigger --subsystem-match=tty
#
# Match: vendor:product of the USB-serial bridge AND the model's product string or serial number.
# GROUP: the group install.sh creates and puts the kiosk user in (dealer-assist).
# SYMLINK: /dev/dealer-assist/<model>-<serial number>, or -<USB port path> when the chip has none.
# ID_MM_DEVICE_IGNORE: ModemManager must not probe a shoe with AT commands (it would eat frames).
"""


def _match(model: DeviceModel) -> str:
    if model.vid is None or model.pid is None:
        raise ModelError(f"{model.source}: {model.id} has no USB ids: it needs no udev rule")
    pinned_serial = model.serial_number not in (None, "*")
    if model.product is None and not pinned_serial:
        raise ModelError(
            f"{model.source}: {model.id} matches on vendor:product only; add usb.product (the "
            "product string its maker programs, see `udevadm info /dev/ttyUSB0`) or pin "
            "usb.serial_number, so another adapter with the same chip is not taken for it")
    keys = ['SUBSYSTEM=="tty"', f'ATTRS{{idVendor}}=="{model.vid:04x}"',
            f'ATTRS{{idProduct}}=="{model.pid:04x}"']
    if model.product is not None:
        keys.append(f'ATTRS{{product}}=="{model.product}"')
    if pinned_serial:
        keys.append(f'ATTRS{{serial}}=="{model.serial_number}"')
    return ", ".join(keys)


def udev_rules(models: Sequence[DeviceModel]) -> str:
    """The rules file's text for every model with USB ids."""
    lines = [HEADER]
    for model in sorted(models, key=lambda m: m.id):
        if model.vid is None:
            continue
        tag = f'ENV{{DEALER_ASSIST_MODEL}}=="{model.id}"'
        lines.append(f"# {model.id}: {model.name}")
        lines.append(f'{_match(model)}, MODE="0660", GROUP="{GROUP}", '
                     f'ENV{{ID_MM_DEVICE_IGNORE}}="1", ENV{{DEALER_ASSIST_MODEL}}="{model.id}"')
        lines.append(f'SUBSYSTEM=="tty", {tag}, ENV{{ID_SERIAL_SHORT}}=="?*", '
                     f'SYMLINK+="dealer-assist/{model.id}-$env{{ID_SERIAL_SHORT}}"')
        lines.append(f'SUBSYSTEM=="tty", {tag}, ENV{{ID_SERIAL_SHORT}}!="?*", '
                     f'SYMLINK+="dealer-assist/{model.id}-$env{{ID_PATH_TAG}}"')
        lines.append("")
    return "\n".join(lines)
