"""Work around PySide6 6.12.0 on CPython 3.11: every call to a Qt method returning ``void``
drops one reference to ``None`` it never took (checked here: ``QLabel.setText`` x100 lowers
``sys.getrefcount(None)`` by 100; 6.11.3 does not). A long-running app reaches zero and dies
with "Fatal Python error: none_dealloc".

CPython 3.12 made ``None`` immortal (PEP 683), which hides the bug; on 3.11 we do the same by
hand: give ``None`` a reference count no program can spend. ``None`` is never freed anyway, so
this changes nothing else. Remove when PySide6 is pinned below 6.12 or fixed.
"""

from __future__ import annotations

import ctypes
import sys

import PySide6

PLENTY = 1 << 60


def affected(version: str = PySide6.__version__,
             python: tuple[int, int] = sys.version_info[:2]) -> bool:
    return python < (3, 12) and version.startswith("6.12.")


def immortalise_none() -> bool:
    """Raise ``None``'s reference count far out of reach; True when the workaround applied."""
    if not affected():
        return False
    count = ctypes.c_ssize_t.from_address(id(None))
    if count.value < PLENTY:
        count.value += PLENTY
    return True
