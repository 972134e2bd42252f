"""Which rule rows a dealer's step may cite at a table: its own house's, and only those.

Why a module: the steps are written once for every house and name the rows of each house
that has one (CG-HE-05, HTP-HE-03, PGP-HE-04 for the first betting round ...). A table shows
only the rows of its own house (issue 18): an LC table never shows a CG or PGP row. Where the
house says nothing about a step, the step says so instead of borrowing another house's row.
LC low and LC high share the LC rows: an LC low table whose room turns on an LC high rule
(time collection, LC-144; a must-move game, LC-145) cites it, as it applies there.

The ambiguity readings (AMB-nn) and the profile keys (Knn) are the project's own, shared by
every house (:data:`GENERAL`). A table whose house code is none of the five (a test table, a
room named otherwise) keeps every row: there is no house to choose by.

Refusals are written once too, naming the row the engine applies ("(LC-50: hold the action)");
:func:`for_house` rewrites such a text for a table's house: another house's rows are dropped
and, where none of its own is left, the text says the house is silent.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any, Final

from dealer_assist.messages import Message, msg

HOUSE_OF: Final = {"LC_LOW": "LC", "LC_HIGH": "LC", "CG": "CG", "HTP": "HTP", "PGP": "PGP"}
"""House profile code -> the prefix of that house's rule IDs."""
GENERAL: Final = re.compile(r"^(AMB-\d+|K\d+)$")
RULE_ID: Final = re.compile(r"\b(?:LC|CG|HTP|PGP)(?:-[A-Z0-9]+)+[a-z]*(?:/[a-z]+)*")
"""A house rule ID in running text (LC-88a, CG-STD-04, LC-53a/b, PGP-NEW-05)."""
_GROUP: Final = re.compile(r"([(（])([^()（）]*)([)）])")
"""A parenthesis, ASCII or full-width (a Chinese translation writes （LC-50：...）)."""
_PIECES: Final = re.compile(r",\s*|;\s*|，\s*|；\s*|、\s*")
_LABEL: Final = re.compile(r"^\s*(" + RULE_ID.pattern + r")\s*[:：]\s*")
_WIDE: Final = re.compile(r"[（）：；，、]")
"""Full-width punctuation: a text written in it (Chinese) gets the house's silence in it too."""
THE_RULE: Final = msg("citations.the_rule", "the rule")
"""What a row of another house named in passing becomes."""
"""IDs every house may cite: the catalogue's readings and the profile keys."""


def prefix_of(house: str) -> str | None:
    """The rule-ID prefix of a house code (``LC_LOW`` -> ``LC``); None for an unknown code."""
    return HOUSE_OF.get(house.upper())


def belongs(house: str, rule_id: str) -> bool:
    """May a table of ``house`` cite ``rule_id``?"""
    prefix = prefix_of(house)
    if prefix is None or GENERAL.match(rule_id):
        return True
    return rule_id.startswith(prefix + "-")


def own_rows(house: str, rule_ids: Iterable[str]) -> tuple[str, ...]:
    """The rows of ``rule_ids`` that ``house`` may cite, in their order."""
    return tuple(r for r in rule_ids if belongs(house, r))


def silence(house: str) -> str:
    """What a step says when its house has no row for it."""
    prefix = prefix_of(house) or house
    return msg("citations.silence", " ({prefix}'s rulebook says nothing on this)", prefix=prefix)


class HouseCited(Message):
    """A refusal as a table of ``house`` shows it: the English is the rewritten text; the
    parameters carry the original Message (``text``), the ``house`` and the ``rows`` of its own
    left in it, so the screen translates the original and rewrites the translation the same
    way (``ui.i18n.render``): the message ID is not lost on the way."""

    def __new__(cls, house: str, original: Message) -> HouseCited:
        text = str.__new__(cls, rewrite(house, original))
        text.msg_id = "citations.for_house"
        text.template = "{text}"
        text.params = {"text": original, "house": house,
                       "rows": own_rows(house, RULE_ID.findall(original))}
        return text

    @property
    def original(self) -> Message:
        text = self.params["text"]
        assert isinstance(text, Message)
        return text

    @property
    def house(self) -> str:
        return str(self.params["house"])

    def __reduce__(self) -> tuple[Any, ...]:
        return (HouseCited, (self.house, self.original))


def for_house(house: str, text: str) -> str:
    """``text`` (a refusal) as a table of ``house`` may show it: another house's rows dropped,
    and where no row of its own is left, "(LC's rulebook says nothing on this)" instead. A
    :class:`Message` stays one (:class:`HouseCited`), so the screen can still translate it."""
    out = rewrite(house, text)
    if out == text or not isinstance(text, Message) or isinstance(text, HouseCited):
        return out
    return HouseCited(house, text)


def rewrite(house: str, text: str, silent: str | None = None, the_rule: str = THE_RULE) -> str:
    """The rewrite of :func:`for_house` on any text, in any language: ``silent`` is the
    house's silence and ``the_rule`` the words for a foreign row named in passing, both in
    that language (English by default); full-width brackets are kept full-width."""
    if prefix_of(house) is None or not any(not belongs(house, m) for m in RULE_ID.findall(text)):
        return text
    said = (silence(house) if silent is None else silent).strip()
    if said[:1] in "(（" and said[-1:] in ")）":
        said = said[1:-1].strip()
    wide = bool(_WIDE.search(text))
    opened, closed = ("（", "）") if wide else ("(", ")")

    def group(match: re.Match[str]) -> str:
        pieces = [p for p in _PIECES.split(match.group(2)) if p]
        if all(belongs(house, m) for p in pieces for m in RULE_ID.findall(p)):
            return match.group(0)
        kept = [_piece(house, p) for p in pieces]
        words = [p for p in kept if p]
        if not any(RULE_ID.search(p) or GENERAL.match(p.strip()) for p in words):
            words.append(said)
        return match.group(1) + ("；" if match.group(1) == "（" else "; ").join(words) + \
            match.group(3)

    out = _GROUP.sub(group, text)
    label = _LABEL.match(out)
    if label and not belongs(house, label.group(1)):  # "LC-72: at this house ..."
        out = out[label.end():]
        out = out[:1].upper() + out[1:] + ("" if wide else " ") + opened + said + closed
    if any(not belongs(house, m) for m in RULE_ID.findall(out)):  # a row named in passing
        out = RULE_ID.sub(lambda m: m.group(0) if belongs(house, m.group(0)) else the_rule, out)
        out += ("" if wide else " ") + opened + said + closed
    return out


def _piece(house: str, piece: str) -> str:
    """One part of a parenthesis: kept, its foreign label dropped ("LC-50: hold the action"
    -> "hold the action"), or dropped whole when it names another house's row."""
    found = RULE_ID.findall(piece)
    if all(belongs(house, m) for m in found):
        return piece.strip()
    label = _LABEL.match(piece)
    if label and len(found) == 1:
        return piece[label.end():].strip()
    return ""
