"""A text the engine tells the dealer, kept as English data with a stable message ID and its
parameters (seat, amount, card, rule ID), so the screen can say it in the dealer's language.

A :class:`Message` *is* the English string (a ``str``), so logs, exports, tests and every
existing English use keep working unchanged; the UI alone renders ``template`` through Qt's
catalogue and fills in ``params``, so a language may put the numbers anywhere in its sentence.
Pure: no Qt here (the engine imports this)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


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
