"""Turn parsed TOML into the frozen schema objects, refusing anything it does not fit.

One generic walker over the dataclass type hints, so every section gets the same checks:
unknown key, missing required value, wrong type, negative number, unknown enum value; then the
section's own ``check()``. Errors are :class:`Invalid` with the dotted key from the file's root.
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from collections.abc import Mapping
from enum import Enum
from typing import Any, TypeVar

from dealer_assist.rules.checks import Invalid
from dealer_assist.rules.values import Odds, RoomSetting, reason_message

T = TypeVar("T")
NONE_WORD = "none"
ROOM_KEY = "set_by_room"
_ODDS = re.compile(r"^(\d+)\s*(?::|to)\s*(\d+)$")


_HINTS: dict[type[Any], dict[str, Any]] = {}


def _hints(cls: type[Any]) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


def _join(key: str, part: str) -> str:
    return f"{key}.{part}" if key else part


def decode(cls: type[T], raw: Any, key: str = "") -> T:
    """Build ``cls`` (a schema dataclass) from ``raw``; ``key``: where ``raw`` sits in the file."""
    value: T = _decode(cls, raw, key)
    return value


def _decode(hint: Any, raw: Any, key: str) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return _union(typing.get_args(hint), raw, key)
    if hint is Odds:
        return _odds(raw, key)
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        return _dataclass(hint, raw, key)
    if origin is tuple:
        return _tuple(typing.get_args(hint), raw, key)
    if origin in (Mapping, dict, typing.Mapping) or hint is Mapping:
        return _mapping(typing.get_args(hint), raw, key)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return _enum(hint, raw, key)
    if hint is bool:
        if not isinstance(raw, bool):
            raise Invalid(key, f"wrong type: expected true or false, got {_show(raw)}")
        return raw
    if hint is int:
        return _int(raw, key)
    if hint is str:
        if not isinstance(raw, str) or not raw.strip():
            raise Invalid(key, f"wrong type: expected a non-empty text, got {_show(raw)}")
        return raw
    raise Invalid(key, f"the schema cannot read {hint!r}")  # pragma: no cover


def room_setting(raw: Mapping[str, Any], key: str) -> RoomSetting:
    """Read ``{ set_by_room = "reason" }``."""
    text = raw.get(ROOM_KEY)
    if set(raw) != {ROOM_KEY} or not isinstance(text, str) or not text.strip():
        raise Invalid(
            key, f'a room setting is written {{ {ROOM_KEY} = "reason" }} and nothing else'
        )
    return RoomSetting(reason_message(text))


def _union(args: tuple[Any, ...], raw: Any, key: str) -> Any:
    if type(None) in args and raw == NONE_WORD:
        return None
    if RoomSetting in args and isinstance(raw, Mapping) and ROOM_KEY in raw:
        return room_setting(raw, key)
    real = [a for a in args if a not in (type(None), RoomSetting)]
    if len(real) != 1:  # pragma: no cover - the schema never does this
        raise Invalid(key, f"ambiguous schema type {args!r}")
    try:
        return _decode(real[0], raw, key)
    except Invalid as exc:
        extras = []
        if type(None) in args:
            extras.append(f'"{NONE_WORD}" when the house has no such rule')
        if RoomSetting in args:
            extras.append(f'{{ {ROOM_KEY} = "reason" }} when the rulebook leaves it to the room')
        if extras and exc.key == key:
            raise Invalid(key, f"{exc.reason}; or {' or '.join(extras)}") from None
        raise


def _dataclass(cls: type[Any], raw: Any, key: str) -> Any:
    if not isinstance(raw, Mapping):
        raise Invalid(
            key, f"wrong type: expected a table of {cls.__name__} values, got {_show(raw)}"
        )
    hints = _hints(cls)
    known = {f.name: f for f in dataclasses.fields(cls)}
    for name in raw:
        if name not in known:
            raise Invalid(
                _join(key, str(name)), f"unknown key (expected one of: {', '.join(known)})"
            )
    kwargs: dict[str, Any] = {}
    for name, f in known.items():
        if name in raw:
            kwargs[name] = _decode(hints[name], raw[name], _join(key, name))
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise Invalid(_join(key, name), "missing required value")
    obj = cls(**kwargs)
    check = getattr(obj, "check", None)
    if check is not None:
        try:
            check()
        except Invalid as exc:
            raise Invalid(_join(key, exc.key), exc.reason) from None
    return obj


def _tuple(args: tuple[Any, ...], raw: Any, key: str) -> tuple[Any, ...]:
    if not isinstance(raw, list):
        raise Invalid(key, f"wrong type: expected a list, got {_show(raw)}")
    item = args[0]
    return tuple(_decode(item, v, f"{key}[{i}]") for i, v in enumerate(raw))


def _mapping(args: tuple[Any, ...], raw: Any, key: str) -> Mapping[Any, Any]:
    if not isinstance(raw, Mapping):
        raise Invalid(key, f"wrong type: expected a table, got {_show(raw)}")
    key_type, value_type = args
    out: dict[Any, Any] = {}
    for name, value in raw.items():
        k = (
            _enum(key_type, name, _join(key, name))
            if isinstance(key_type, type) and issubclass(key_type, Enum)
            else name
        )
        out[k] = _decode(value_type, value, _join(key, name))
    return types.MappingProxyType(out)


def _enum(cls: type[Enum], raw: Any, key: str) -> Enum:
    for member in cls:
        if member.value == raw:
            return member
    choices = ", ".join(str(m.value) for m in cls)
    raise Invalid(key, f"unknown value {_show(raw)} (expected one of: {choices})")


def _int(raw: Any, key: str) -> int:
    if isinstance(raw, float):
        raise Invalid(key, f"wrong type: {raw!r} is not a whole number (amounts are whole dollars)")
    if not isinstance(raw, int) or isinstance(raw, bool):
        raise Invalid(key, f"wrong type: expected a whole number, got {_show(raw)}")
    if raw < 0:
        raise Invalid(key, f"negative amount {raw}: amounts and counts are never below 0")
    return raw


def _odds(raw: Any, key: str) -> Odds:
    match = _ODDS.match(raw) if isinstance(raw, str) else None
    if match is None:
        raise Invalid(key, f'wrong type: odds are written like "200:1", got {_show(raw)}')
    per = int(match.group(2))
    if per < 1:
        raise Invalid(key, "odds must pay against at least 1")
    return Odds(int(match.group(1)), per)


def _show(raw: Any) -> str:
    text = repr(raw)
    return text if len(text) <= 40 else text[:37] + "..."
