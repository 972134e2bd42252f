"""One entry of the irregularities catalogue: what the app asks, rules and tells the dealer.

Entries are data (``flop.py``, ``stud.py``, ``floor.py``); texts are the project's own
paraphrase with rule IDs, never rulebook sentences. ``support`` says how far the app goes:
``detected`` (found from the card stream and corrected), ``corrected`` (reported by dealer or
floor, correction carried out by the engine), ``catalogued`` (ruling and steps shown; the floor
and dealer do the rest).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from dealer_assist.messages import Message

SUPPORT: Final = ("detected", "corrected", "catalogued")
GAMES: Final = ("flop", "stud", "all")
CORRECTIONS: Final = ("void", "kill", "kill_burn", "burn_extra", "retrieve", "none")
"""What a confirmed ruling carries out: the hand void (a misdeal, LC-103), a seat's hand killed
(LC-9, LC-81 to LC-85, LC-113), killed with its cards as the burn (K16), an extra card burned
(K16), a thrown hand given back (LC-80), or nothing the engine does (the floor and dealer act)."""
STAGES: Final = ("between", "deal", "play", "showdown")
"""When an entry can happen: between hands, during the deal (posts included), during the betting
and board cards, at showdown (until the cards are collected)."""


@dataclass(frozen=True, slots=True)
class Irregularity:
    """One irregularity: the questions, the proposed ruling and the correction steps."""

    id: str
    title: str
    rule_ids: tuple[str, ...]
    questions: tuple[str, ...]
    ruling: str
    steps: tuple[str, ...]
    floor: bool = True  # a floorperson confirms the ruling (LC-P5)
    games: str = "flop"  # flop | stud | all
    support: str = "catalogued"
    house_key: str = ""  # K15, K16, K17: the house profile decides (see house.py)
    misdeal: bool = False  # LC-104: a misdeal case, offered only before substantial action
    house_rulings: tuple[tuple[str, str], ...] = ()
    """(profile setting, ruling) for each value of ``house_key`` (see house.py)."""
    stages: tuple[str, ...] = ()
    """When it can happen (``STAGES``): the Floor button lists it only then; empty: always."""
    correction: str = "none"
    """What the confirmed ruling carries out when it is reported (``CORRECTIONS``)."""
    banked: bool = False
    """Also ruled on at a banked table: no pot, no muck, but a deck, cards and a floor."""

    def __post_init__(self) -> None:
        if self.games not in GAMES:
            raise ValueError(f"{self.id}: games is one of {', '.join(GAMES)}, not {self.games!r}")
        if self.support not in SUPPORT:
            raise ValueError(f"{self.id}: support is one of {', '.join(SUPPORT)}")
        if self.correction not in CORRECTIONS:
            raise ValueError(f"{self.id}: correction is one of {', '.join(CORRECTIONS)}")
        unknown = set(self.stages) - set(STAGES)
        if unknown:
            raise ValueError(f"{self.id}: unknown stage(s) {', '.join(sorted(unknown))}")
        self._carry_message_ids()

    def _carry_message_ids(self) -> None:
        """Every text becomes a :class:`Message` named after the entry (``irregularity.<id>.
        title``, ``.q1``, ``.ruling``, ``.s1``, ``.house.<value>``): still the English text, and
        the screen can say it in the dealer's language."""
        key = f"irregularity.{self.id}"

        def text(part: str, english: str) -> Message:
            return Message(f"{key}.{part}", english)  # no parameters: never formatted

        setattr_ = object.__setattr__
        setattr_(self, "title", text("title", self.title))
        setattr_(self, "ruling", text("ruling", self.ruling))
        setattr_(self, "questions",
                 tuple(text(f"q{i}", q) for i, q in enumerate(self.questions, 1)))
        setattr_(self, "steps", tuple(text(f"s{i}", s) for i, s in enumerate(self.steps, 1)))
        setattr_(self, "house_rulings",
                 tuple((value, text(f"house.{value}", r)) for value, r in self.house_rulings))

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "title": self.title, "rule_ids": list(self.rule_ids),
            "questions": list(self.questions), "ruling": self.ruling, "steps": list(self.steps),
            "floor_confirms": self.floor, "games": self.games, "support": self.support,
            "house_key": self.house_key, "misdeal": self.misdeal,
            "house_rulings": dict(self.house_rulings), "stages": list(self.stages),
            "correction": self.correction, "banked": self.banked,
        }


def entry(id: str, title: str, rule_ids: tuple[str, ...], questions: tuple[str, ...],
          ruling: str, steps: tuple[str, ...], **kw: Any) -> Irregularity:
    """Shorthand the data modules use."""
    return Irregularity(id, title, rule_ids, questions, ruling, steps, **kw)
