"""Work around PySide6 6.12.0 on CPython 3.11, which drops references it never took:

- every call to a Qt method returning ``void`` drops one reference to ``None`` (checked here:
  ``QLabel.setText`` x100 lowers ``sys.getrefcount(None)`` by 100; 6.11.3 does not);
- a Python slot's return value loses one reference when a custom signal calls it (a slot
  returning ``True`` x100 lowers ``sys.getrefcount(True)`` by 100).

A long-running app reaches zero and dies ("Fatal Python error: none_dealloc" / "bool_dealloc").
CPython 3.12 made these singletons immortal (PEP 683), which hides the bug; on 3.11 we do the
same by hand: give ``None``, ``True`` and ``False`` a reference count no program can spend. They
are never freed anyway, so this changes nothing else. Slots connected to signals must return
``None`` (wrap others with :func:`returns_none`): any other object would be freed too early.
Remove when PySide6 is pinned below 6.12 or fixed.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable

import PySide6

PLENTY = 1 << 60


def affected(version: str = PySide6.__version__,
             python: tuple[int, int] = sys.version_info[:2]) -> bool:
    return python < (3, 12) and version.startswith("6.12.")


def immortalise_none() -> bool:
    """Raise the singletons' reference counts far out of reach; True when the workaround
    applied."""
    if not affected():
        return False
    for singleton in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(singleton))
        if count.value < PLENTY:
            count.value += PLENTY
    return True


def returns_none(slot: Callable[[], object]) -> Callable[..., None]:
    """``slot`` as a Qt slot whose result is dropped in Python (see the module docstring)."""

    def call(*_args: object) -> None:
        slot()

    return call
