"""The small error vocabulary shared by the schema and the loader."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any

Sources = Mapping[str, tuple[str, ...]]
"""A section's rule and DIFF IDs by field name."""


def no_sources() -> Sources:
    """Default of every ``sources`` field: a section may cite nothing."""
    return {}


class Invalid(ValueError):
    """A schema check failed: ``key`` is the dotted path inside the object checked (may be "")."""

    def __init__(self, key: str, reason: str) -> None:
        super().__init__(f"{key}: {reason}" if key else reason)
        self.key = key
        self.reason = reason


class ProfileError(ValueError):
    """A house profile refused at load: names the file, the dotted key and the reason."""

    def __init__(self, file: str, key: str, reason: str) -> None:
        super().__init__(f"{file}: {key or '(top level)'}: {reason}")
        self.file = file
        self.key = key
        self.reason = reason


def check_sources(obj: Any) -> None:
    """A section's ``sources`` may only name its own fields (rule IDs are checked by the loader)."""
    sources: Mapping[str, tuple[str, ...]] = obj.sources
    names = {f.name for f in fields(obj)} - {"sources"}
    for name, ids in sources.items():
        if name not in names:
            raise Invalid(
                f"sources.{name}", f"names no field of this section ({', '.join(sorted(names))})"
            )
        if not ids:
            raise Invalid(f"sources.{name}", "lists no rule ID")
