"""Property: however a valid profile is damaged, loading either succeeds or refuses it with a
ProfileError naming the file, a key and a reason; it never crashes with anything else."""

from __future__ import annotations

import copy
import tomllib
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_assist.rules import HouseCode, ProfileError, shipped_files
from dealer_assist.rules.loader import profile_from_raw
from dealer_assist.rules.schema_doc import TABLES, field_docs

RAW = {
    code: tomllib.loads(path.read_text(encoding="utf-8")) for code, path in shipped_files().items()
}


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _paths(value, (*prefix, i))
    return out


PATHS = {code: _paths(raw) for code, raw in RAW.items()}
VALUES = st.one_of(
    st.integers(-5, 300),
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
    st.sampled_from(["none", "", "fixed", "big_blind", "LC-999", "3-6", "200:1", "rake"]),
    st.just([]),
    st.just({}),
    st.just({"set_by_room": "fuzz"}),
    st.lists(st.sampled_from(["c", "d", "h", "s", "deal_in"]), max_size=4),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_damaged_profile_loads_or_is_refused_cleanly(data: st.DataObject) -> None:
    code = data.draw(st.sampled_from(list(HouseCode)))
    raw = copy.deepcopy(RAW[code])
    path = data.draw(st.sampled_from(PATHS[code]))
    node = raw
    for part in path[:-1]:
        node = node[part]
    if data.draw(st.booleans()) and isinstance(node, dict):
        del node[path[-1]]
    else:
        node[path[-1]] = data.draw(VALUES)
    try:
        profile_from_raw(raw, "fuzz.toml")
    except ProfileError as error:
        assert error.file == "fuzz.toml" and error.reason
        assert str(error).startswith("fuzz.toml: ")


def test_every_schema_field_is_documented() -> None:
    """Every key a file can hold has a docstring (meaning and source IDs) for the reference."""
    for _, cls in TABLES:
        docs = field_docs(cls)
        for name, doc in docs.items():
            assert name == "sources" or doc, f"{cls.__name__}.{name} has no docstring"
