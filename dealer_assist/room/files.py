"""Where an enrolled table keeps its room files: beside its hand log (see :mod:`.keys`).

Apart from :mod:`.keys` so the app can ask "is this log enrolled?" without loading the crypto
library at start-up."""

from __future__ import annotations

from pathlib import Path


def key_path(log: Path) -> Path:
    return log.with_name(log.name + ".room-key")


def login_path(log: Path) -> Path:
    return log.with_name(log.name + ".room.json")


def anchor_path(log: Path) -> Path:
    return log.with_name(log.name + ".anchor")
