"""The table's files beside its hand log, made at enrolment: key, room login, last signed head.

``T12.db.room-key``: the table's Ed25519 private key (PEM). ``T12.db.room.json``: its room name
and login. ``T12.db.anchor``: the last signed head, rewritten after every hand; a log cut short
behind it is caught by ``verify`` even without the room. All three are mode 0600: whoever cannot
read them cannot sign a rewritten history either.
"""

from __future__ import annotations

import json
import os
import secrets
from dataclasses import dataclass
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey
from cryptography.hazmat.primitives.serialization import (
    Encoding,
    NoEncryption,
    PrivateFormat,
    PublicFormat,
    load_pem_private_key,
)

from dealer_assist.room.files import anchor_path, key_path, login_path
from dealer_assist.storage.anchor import HeadSigned, signed_message


class EnrolmentError(RuntimeError):
    """The table's room files are missing or unreadable; the text names the file."""


def write_private(path: Path, data: bytes) -> None:
    """Write a secret file atomically, readable by its owner only (0600) from the start."""
    part = path.with_name(path.name + ".part")
    fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(part, path)


@dataclass(frozen=True, slots=True)
class Login:
    """Who the table is in the room: its name there and its own login."""

    table: str
    login: str
    password: str
    log_id: int

    def to_json(self) -> bytes:
        return json.dumps({"table": self.table, "login": self.login, "password": self.password,
                           "log_id": self.log_id}).encode()


def new_key() -> Ed25519PrivateKey:
    return Ed25519PrivateKey.generate()


def public_bytes(key: Ed25519PrivateKey | Ed25519PublicKey) -> bytes:
    public = key.public_key() if isinstance(key, Ed25519PrivateKey) else key
    return public.public_bytes(Encoding.Raw, PublicFormat.Raw)


def new_password() -> str:
    return secrets.token_urlsafe(24)


def save_enrolment(log: Path, key: Ed25519PrivateKey, login: Login) -> None:
    pem = key.private_bytes(Encoding.PEM, PrivateFormat.PKCS8, NoEncryption())
    write_private(key_path(log), pem)
    write_private(login_path(log), login.to_json())


def load_key(log: Path) -> Ed25519PrivateKey | None:
    """The table's key, or None when the log was never enrolled."""
    path = key_path(log)
    if not path.exists():
        return None
    try:
        key = load_pem_private_key(path.read_bytes(), password=None)
    except (OSError, ValueError) as exc:
        raise EnrolmentError(f"{path}: not a readable table key ({exc})") from exc
    if not isinstance(key, Ed25519PrivateKey):
        raise EnrolmentError(f"{path}: not an Ed25519 key")
    return key


def load_login(log: Path) -> Login | None:
    path = login_path(log)
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text())
        return Login(str(data["table"]), str(data["login"]), str(data["password"]),
                     int(data["log_id"]))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise EnrolmentError(f"{path}: not a readable room login ({exc})") from exc


def is_valid(public_key: bytes, signed: HeadSigned) -> bool:
    try:
        Ed25519PublicKey.from_public_bytes(public_key).verify(
            bytes.fromhex(signed.signature), signed_message(signed.table, signed.seq, signed.head))
    except (InvalidSignature, ValueError):
        return False
    return True


class TableSigner:
    """Signs the chain head at each hand's end (:class:`~dealer_assist.storage.anchor.HeadSigner`)
    and keeps the last committed one in the anchor file."""

    def __init__(self, log: Path, table: str, key: Ed25519PrivateKey) -> None:
        self.log, self.table, self.key = log, table, key
        self._pending: HeadSigned | None = None

    def sign(self, seq: int, head: bytes) -> HeadSigned:
        text = head.hex()
        signature = self.key.sign(signed_message(self.table, seq, text)).hex()
        self._pending = HeadSigned(self.table, seq, text, signature)
        return self._pending

    def committed(self) -> None:
        if self._pending is not None:
            signed, self._pending = self._pending, None
            first = first_signed(self.log)
            write_private(anchor_path(self.log), json.dumps(
                {"table": signed.table, "seq": signed.seq, "head": signed.head,
                 "signature": signed.signature,
                 "first": signed.seq if first is None else first}).encode())


def signer_for(log: Path) -> TableSigner | None:
    """The signer of an enrolled log (its key and room name beside it), else None."""
    key, login = load_key(log), load_login(log)
    if key is None or login is None:
        return None
    return TableSigner(log, login.table, key)


def first_signed(log: Path) -> int | None:
    """The row of the first hand end the table signed: every later hand end must be signed."""
    path = anchor_path(log)
    if not path.exists():
        return None
    try:
        return int(json.loads(path.read_text())["first"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise EnrolmentError(f"{path}: not a readable anchor ({exc})") from exc


def last_anchor(log: Path) -> HeadSigned | None:
    """The last signed head the table wrote down beside the log, if any."""
    path = anchor_path(log)
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text())
        return HeadSigned(str(data["table"]), int(data["seq"]), str(data["head"]),
                          str(data["signature"]))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise EnrolmentError(f"{path}: not a readable anchor ({exc})") from exc
