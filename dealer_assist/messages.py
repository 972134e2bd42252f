"""A text the engine tells the dealer, kept as English data with a stable message ID and its
parameters (seat, amount, card, rule ID), so the screen can say it in the dealer's language.

A :class:`Message` *is* the English string (a ``str``), so logs, exports, tests and every
existing English use keep working unchanged; the UI alone renders ``template`` through Qt's
catalogue and fills in ``params``, so a language may put the numbers anywhere in its sentence.
Pure: no Qt here (the engine imports this)."""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from string import Formatter
from typing import Any, Final


class Message(str):
    """The English text, plus ``msg_id``, ``template`` (``str.format`` fields) and ``params``."""

    msg_id: str
    template: str
    params: dict[str, Any]

    def __new__(cls, msg_id: str, template: str, **params: Any) -> Message:
        text = super().__new__(cls, template.format(**params) if params else template)
        text.msg_id = msg_id
        text.template = template
        text.params = params
        return text

    def __reduce__(self) -> tuple[Any, ...]:  # a copy or a pickle keeps the ID and parameters
        return (_rebuild, (self.msg_id, self.template, self.params))


def _rebuild(msg_id: str, template: str, params: dict[str, Any]) -> Message:
    return Message(msg_id, template, **params)


def msg(msg_id: str, template: str, **params: Any) -> Message:
    """The engine's way to say something: ``msg("hand.not_your_turn", "Seat {seat} ...",
    seat=3)``; ``msg_id`` and ``template`` are literals (the translation catalogue reads them
    from the source)."""
    return Message(msg_id, template, **params)


def joined(texts: Iterable[str], separator: str = ", ") -> Message:
    """Several texts in a row (the legal actions, the seats named), each rendered on its own:
    nothing to translate in the list itself, only in its items."""
    items = list(texts)
    template = separator.replace("{", "{{").replace("}", "}}").join(
        f"{{p{i}}}" for i in range(len(items)))
    return Message("joined", template, **{f"p{i}": t for i, t in enumerate(items)})


def said(exc: BaseException) -> str:
    """What an exception says, its first argument as given: a Message stays one (``str(exc)``
    would keep only its English), so a screen can say it in its language."""
    first = exc.args[0] if exc.args else None
    return first if isinstance(first, str) else str(exc)


MAX_JSON: Final = 16_384  # characters of a Message's JSON: a refusal is a sentence or two
MAX_DEPTH: Final = 8  # a Message nested in a parameter (joined lists, a cited refusal)
MAX_PARAMS: Final = 32
_ID: Final = re.compile(r"[A-Za-z0-9_.\-]{1,100}")
_PLAIN: Final = (str, int, float, bool, type(None))
_CONVERSIONS: Final = (None, "r", "s")


class MalformedMessage(ValueError):
    """A Message's JSON that is not one: the text names the problem (and where, for a nested
    one). Nothing in it was formatted or run."""


def to_json(message: Message) -> str:
    """A Message as JSON ({"id", "template", "params"}; a parameter that is itself a Message
    nested the same way), for a record that must be said again elsewhere in another language.
    Only plain parameters travel (str, int, float, bool, None, Message); anything else, or a
    template that is not plain fields, raises :class:`MalformedMessage`."""
    text = json.dumps(_data(message, 0, "message"), ensure_ascii=False, allow_nan=False,
                      separators=(",", ":"))
    if len(text) > MAX_JSON:
        raise MalformedMessage(f"message {message.msg_id}: its JSON is over {MAX_JSON} "
                               "characters")
    return text


def _data(message: Message, depth: int, where: str) -> dict[str, Any]:
    if type(message) is not Message:  # a subclass carries more than its parameters say
        raise MalformedMessage(f"{where}: a {type(message).__name__} is not a plain Message")
    if depth >= MAX_DEPTH:
        raise MalformedMessage(f"{where}: Messages nested deeper than {MAX_DEPTH}")
    params: dict[str, Any] = {}
    for name, value in message.params.items():
        if isinstance(value, Message):
            params[name] = _data(value, depth + 1, f"{where} {message.msg_id}.{name}")
        elif _plain(value):
            params[name] = value
        else:
            raise MalformedMessage(f"{where} {message.msg_id}.{name}: a "
                                   f"{type(value).__name__} parameter does "
                                   "not travel (str, int, float, bool, None or a Message)")
    data = {"id": message.msg_id, "template": message.template, "params": params}
    _check(data, depth, where)
    return data


def from_json(text: str | bytes | dict[str, Any]) -> Message:
    """The Message :func:`to_json` wrote (or its parsed object, as PostgreSQL's jsonb arrives).
    Checked before anything is built: an object with exactly "id", "template" and "params";
    plain parameters or nested Messages, at most :data:`MAX_DEPTH` deep; a template whose
    fields are plain names among its parameters (no attribute or index access, no format
    spec, ``!r``/``!s`` only). Anything else raises :class:`MalformedMessage`."""
    if isinstance(text, dict):
        data: object = text
    elif isinstance(text, str | bytes):
        if len(text) > MAX_JSON:
            raise MalformedMessage(f"message JSON is over {MAX_JSON} characters")
        try:
            data = json.loads(text, parse_constant=_no_constant)
        except (ValueError, RecursionError) as exc:
            raise MalformedMessage(f"message JSON does not parse: {exc}") from None
    else:
        raise MalformedMessage(f"message JSON is a {type(text).__name__}, not text")
    return _built(data, 0, "message")


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a JSON number")


def _built(data: object, depth: int, where: str) -> Message:
    if not isinstance(data, dict):
        raise MalformedMessage(f"{where}: a {type(data).__name__}, not an object")
    checked = _check(data, depth, where)
    params: dict[str, Any] = {}
    for name, value in checked["params"].items():
        params[name] = _built(value, depth + 1, f"{where} {checked['id']}.{name}") \
            if isinstance(value, dict) else value
    return Message(checked["id"], checked["template"], **params)


def _plain(value: object) -> bool:
    """A parameter that travels as it is: exactly a str, int, bool, None or finite float."""
    return type(value) in _PLAIN and (not isinstance(value, float) or math.isfinite(value))


def _check(data: dict[Any, Any], depth: int, where: str) -> dict[str, Any]:
    """The object's shape and its template's fields, or :class:`MalformedMessage`."""
    if depth >= MAX_DEPTH:
        raise MalformedMessage(f"{where}: Messages nested deeper than {MAX_DEPTH}")
    if set(data) != {"id", "template", "params"}:
        raise MalformedMessage(f"{where}: keys {sorted(map(str, data))}, not id, template "
                               "and params")
    msg_id, template, params = data["id"], data["template"], data["params"]
    if not isinstance(msg_id, str) or not _ID.fullmatch(msg_id):
        raise MalformedMessage(f"{where}: id {msg_id!r} is not a message ID")
    where = f"{where} {msg_id}"
    if not isinstance(template, str):
        raise MalformedMessage(f"{where}: the template is a {type(template).__name__}")
    if not isinstance(params, dict):
        raise MalformedMessage(f"{where}: params is a {type(params).__name__}, not an object")
    if len(params) > MAX_PARAMS:
        raise MalformedMessage(f"{where}: more than {MAX_PARAMS} parameters")
    for name, value in params.items():
        if not isinstance(name, str) or not name.isidentifier():
            raise MalformedMessage(f"{where}: parameter name {name!r} is not a plain name")
        if not isinstance(value, dict) and not _plain(value):
            raise MalformedMessage(f"{where}.{name}: a {type(value).__name__} parameter")
    try:
        fields = [(f, spec, conv) for _, f, spec, conv in Formatter().parse(template)
                  if f is not None]
    except ValueError as exc:
        raise MalformedMessage(f"{where}: the template does not parse: {exc}") from None
    for field, spec, conversion in fields:
        if not field.isidentifier() or field not in params:
            raise MalformedMessage(f"{where}: field {{{field}}} is not one of its parameters")
        if spec or conversion not in _CONVERSIONS:
            raise MalformedMessage(f"{where}: field {{{field}}} has a format spec or "
                                   "conversion")
    return data
