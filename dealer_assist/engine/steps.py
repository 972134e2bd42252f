"""A dealer's instruction and the ordered list of them: the leaf every step-making module
(procedure, chip rulings, showdown calls, players, the irregularities) builds on."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Step:
    """One instruction: ``kind`` says which control answers it (post, deal, act, board, show,
    push, start, end, offer); ``floor`` and ``note`` only inform (LC-50 held actions, LC-51,
    LC-53a limits, floor prompts)."""

    kind: str
    text: str
    seat: int | None = None
    rule_ids: tuple[str, ...] = ()
    optional: bool = False  # the player may decline (a straddle) or the step only informs
    silence: str = ""  # no row of the table's house applies: what the rules line says instead


@dataclass(frozen=True, slots=True)
class Procedure:
    steps: tuple[Step, ...]

    @property
    def current(self) -> Step | None:
        return self.steps[0] if self.steps else None
