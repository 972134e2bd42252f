"""Simulator scripts and fault lists: the text a technician or a test writes to stage a problem.

A script has one step per line (``#`` starts a comment)::

    card As            # a valid frame
    split Kd           # the frame in two writes, a few ms apart
    bad 7h             # the frame with a broken checksum
    duplicate          # the previous card again, in a new valid frame
    badge 0F00A1B2C3   # a staff badge (scanners and badge readers)
    status CUT         # a status frame (framed shoe: LIDOPEN, LIDCLOSED, CUT, EMPTY, READY)
    heartbeat
    garbage            # line noise between frames
    raw 02 43 30 ...   # exact bytes, in hex
    wait 0.2           # seconds, heartbeats continue
    silence 4          # seconds, nothing at all (not even heartbeats)
    unplug 0.5         # unplug, wait, replug
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from dealer_assist.cards import CardError, parse_card

CARD_OPS: Final = ("card", "split", "bad")
SECONDS_OPS: Final = ("wait", "silence", "unplug")
OPS: Final = (*CARD_OPS, *SECONDS_OPS, "duplicate", "badge", "status", "heartbeat", "garbage",
              "raw")
FAULTS: Final = ("garbage", "split", "bad-checksum", "duplicate", "unplug", "silence")
DEFAULT_RATE: Final = 0.05


class ScriptError(ValueError):
    """A script line or fault list that cannot be run, naming the line and what is wrong."""


@dataclass(frozen=True)
class Step:
    op: str
    arg: str = ""


def parse_script(text: str) -> list[Step]:
    steps = []
    for number, line in enumerate(text.splitlines(), 1):
        words = line.split("#", 1)[0].split(None, 1)
        if not words:
            continue
        op, arg = words[0].lower(), (words[1].strip() if len(words) > 1 else "")
        try:
            _check(op, arg)
        except (ScriptError, CardError, ValueError) as error:
            raise ScriptError(f"script line {number}: {error}") from None
        steps.append(Step(op, arg))
    return steps


def _check(op: str, arg: str) -> None:
    if op not in OPS:
        raise ScriptError(f"unknown step {op!r}; steps are {', '.join(OPS)}")
    if op in CARD_OPS:
        parse_card(arg)
    elif op in SECONDS_OPS:
        if float(arg) < 0:
            raise ScriptError(f"{op} needs seconds >= 0, not {arg!r}")
    elif op == "raw":
        bytes.fromhex(arg)
    elif op in ("badge", "status") and not arg:
        raise ScriptError(f"{op} needs a value")


def parse_faults(text: str) -> dict[str, float]:
    """``garbage,split=0.2`` -> ``{"garbage": 0.05, "split": 0.2}`` (probability per card)."""
    faults: dict[str, float] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, _, rate = item.partition("=")
        if name not in FAULTS:
            raise ScriptError(f"unknown fault {name!r}; faults are {', '.join(FAULTS)}")
        try:
            value = float(rate) if rate else DEFAULT_RATE
        except ValueError:
            raise ScriptError(f"fault {name}: {rate!r} is not a probability") from None
        if not 0 <= value <= 1:
            raise ScriptError(f"fault {name}: probability must be between 0 and 1, not {value}")
        faults[name] = value
    return faults
