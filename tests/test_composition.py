"""The composition (dealer_assist/composition.py) is the one place that knows every event type
(issue 22): every module that defines an event is in its list, and every type is then known."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import dealer_assist
from dealer_assist import composition
from dealer_assist.engine.events import EventError, event_from_dict

PURE_PACKAGES = ("engine", "irregularities", "storage", "rules", "evaluation", "devices")


def test_every_module_that_defines_an_event_is_listed() -> None:
    """Import every module of the packages below the UI: any event type whose module the
    composition does not list shows up here."""
    for name in PURE_PACKAGES:
        package = importlib.import_module(f"dealer_assist.{name}")
        for info in pkgutil.walk_packages(package.__path__, prefix=f"{package.__name__}."):
            importlib.import_module(info.name)
    listed = {module.__name__ for module in composition.EVENT_MODULES}
    defining = {cls.__module__ for cls in composition.event_types().values()}
    assert defining - listed == set()
    assert listed - defining == set()  # and no module is listed that defines none


def test_the_composition_knows_the_banked_and_correction_types() -> None:
    kinds = composition.event_types()
    assert {"hand_started", "hand_killed", "banked_round_started", "time_called"} <= set(kinds)
    assert dealer_assist.__version__


def test_an_unknown_type_is_refused_by_name() -> None:
    with pytest.raises(EventError, match="unknown event type 'no_such_event'"):
        event_from_dict({"type": "no_such_event", "v": 1})
