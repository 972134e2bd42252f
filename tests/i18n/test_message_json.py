"""A Message as JSON (issue 20: a table's refusal read at the floor station in the
floorperson's language): what goes comes back with its ID, template and parameters, nested
Messages included; anything malformed is refused by name before a thing is built from it,
above all a template that would reach into its parameters ("{x.__class__}")."""

from __future__ import annotations

import json
from string import Formatter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.engine.citations import HouseCited
from dealer_assist.messages import (
    MAX_DEPTH,
    MAX_JSON,
    MalformedMessage,
    Message,
    from_json,
    joined,
    msg,
    to_json,
)

NAMES = st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True)
IDS = st.from_regex(r"[a-z][a-z0-9_.]{0,30}", fullmatch=True)
PLAIN = (st.text(max_size=20) | st.integers(-10**12, 10**12) | st.booleans() | st.none()
         | st.floats(allow_nan=False, allow_infinity=False))
WORDS = st.text(st.characters(blacklist_characters="{}"), max_size=15)


@st.composite
def messages(draw: st.DrawFn, depth: int = 0) -> Message:
    names = draw(st.lists(NAMES, max_size=4, unique=True))
    params: dict[str, Any] = {}
    for name in names:
        nested = depth < 3 and draw(st.booleans())
        params[name] = draw(messages(depth + 1)) if nested else draw(PLAIN)
    pieces = [draw(WORDS)]
    for name in names:
        conversion = draw(st.sampled_from(["", "!r", "!s"]))
        pieces += [f"{{{name}{conversion}}}", draw(WORDS)]
    return Message(draw(IDS), "".join(pieces), **params)


def same(a: object, b: object) -> bool:
    if isinstance(a, Message) or isinstance(b, Message):
        return (type(a) is Message and type(b) is Message and a.msg_id == b.msg_id
                and a.template == b.template and str(a) == str(b)
                and a.params.keys() == b.params.keys()
                and all(same(a.params[k], b.params[k]) for k in a.params))
    return type(a) is type(b) and a == b


@given(messages())
def test_every_message_comes_back_as_it_went(message: Message) -> None:
    """Property: from_json(to_json(m)) has m's ID, template, parameters (their types kept,
    nested Messages again Messages) and English."""
    again = from_json(to_json(message))
    assert same(again, message)
    assert from_json(json.loads(to_json(message))) == message  # jsonb arrives as a dict


def test_an_engine_refusal_and_a_joined_list_travel() -> None:
    """LC-8c's refusal (the next hand began) and a list of items, each a Message."""
    lc8c = msg("table.refusal.hand_over_next_hand_has", "hand {hand} is over and the next hand "
               "has begun: the ruling can no longer be changed (LC-8c)", hand=12)
    listed = joined([lc8c, msg("room.station.sent", "sent")])
    for message in (lc8c, listed):
        assert same(from_json(to_json(message)), message)


@pytest.mark.parametrize(("params", "problem"), [
    ({"x": (1, 2)}, "tuple parameter"),
    ({"x": [1]}, "list parameter"),
    ({"x": {"a": 1}}, "dict parameter"),
    ({"x": float("nan")}, "float parameter"),
    ({"x": float("inf")}, "float parameter"),
    ({"x": b"bytes"}, "bytes parameter"),
])
def test_a_parameter_that_cannot_travel_is_refused_on_the_way_out(params: dict[str, Any],
                                                                   problem: str) -> None:
    with pytest.raises(MalformedMessage, match=problem):
        to_json(Message("a.b", "{x}", **params))


def test_a_house_cited_refusal_does_not_travel_as_a_plain_one() -> None:
    """Issue 18: its rewrite for the house would be lost; the English goes alone instead."""
    cited = HouseCited("CG", msg("x.y", "hold the action (LC-50)"))
    with pytest.raises(MalformedMessage, match="HouseCited"):
        to_json(cited)


def test_a_message_too_deep_or_too_long_is_refused_on_the_way_out() -> None:
    deep = msg("m", "end")
    for _ in range(MAX_DEPTH):
        deep = msg("m", "({inner})", inner=deep)
    with pytest.raises(MalformedMessage, match="nested deeper"):
        to_json(deep)
    with pytest.raises(MalformedMessage, match="over"):
        to_json(msg("m", "{x}", x="w" * MAX_JSON))


def obj(template: object = "{x}", params: object = None, **more: object) -> str:
    return json.dumps({"id": "room.x", "template": template,
                       "params": {"x": "s"} if params is None else params, **more})


@pytest.mark.parametrize(("text", "problem"), [
    ('[1, 2]', "a list, not an object"),
    ('"refused"', "a str, not an object"),
    ('17', "an? int, not an object"),
    ('null', "NoneType, not an object"),
    ('{"id": "a", "template": "x"}', "keys"),
    (obj(extra=1), "keys"),
    ('{"id": 5, "template": "x", "params": {}}', "id 5 is not a message ID"),
    ('{"id": "a b", "template": "x", "params": {}}', "not a message ID"),
    ('{"id": "", "template": "x", "params": {}}', "not a message ID"),
    (obj(template=["x"]), "template is a list"),
    (obj(params=[]), "params is a list"),
    (obj(params={"x": [1]}), "list parameter"),
    (obj(params={"1x": "s"}), "not a plain name"),
    (obj(params={"x": {"id": "b"}}), r"room\.x\.x: keys"),
    ('{"id": "a", "template": "{x}", "params": {"x": NaN}}', "NaN is not a JSON number"),
    ('{"id": "a", "template": "{x}", "params": {"x": Infinity}}', "not a JSON number"),
    ("{not json", "does not parse"),
    (b"\xff\xfe", "does not parse"),
    ('{"id": "a", "template": "{x}", "params": {"x": 1' + "0" * 5000 + "}}", "does not parse"),
])
def test_malformed_json_is_refused_by_name(text: str | bytes, problem: str) -> None:
    with pytest.raises(MalformedMessage, match=problem):
        from_json(text)


@pytest.mark.parametrize("template", [
    "{x.__class__}", "{x.__class__.__mro__[1].__subclasses__}", "{x[0]}", "{0}", "{}",
    "{x:>999999999}", "{x:{x}}", "{x!a}", "{y}", "{x", "x}",
])
def test_a_template_that_reaches_beyond_plain_fields_is_refused(template: str) -> None:
    """Nothing is formatted: attribute and index access, positional fields, format specs
    (a width of a billion), an unknown conversion, a field not among the parameters, a
    broken brace."""
    with pytest.raises(MalformedMessage):
        from_json(obj(template=template))


def test_huge_nesting_is_refused_whether_json_or_messages() -> None:
    with pytest.raises(MalformedMessage, match="does not parse"):
        from_json("[" * 5_000 + "]" * 5_000)
    with pytest.raises(MalformedMessage, match="over"):
        from_json("[" * (MAX_JSON + 1))
    data: dict[str, Any] = {"id": "m", "template": "end", "params": {}}
    for _ in range(MAX_DEPTH):
        data = {"id": "m", "template": "({x})", "params": {"x": data}}
    with pytest.raises(MalformedMessage, match="nested deeper"):
        from_json(json.dumps(data))


def test_a_wrong_type_given_is_refused() -> None:
    with pytest.raises(MalformedMessage, match="list, not text"):
        from_json([1])  # type: ignore[arg-type]


def test_the_station_knows_only_its_catalogues_pairs() -> None:
    """A Message from another machine is said in the station's language only when its ID
    and template are the catalogue's pair at every depth (a joined list: plain item fields)."""
    from dealer_assist.ui.catalogued import catalogued

    lc8c = msg("table.refusal.hand_over_next_hand_has", "hand {hand} is over and the next hand "
               "has begun: the ruling can no longer be changed (LC-8c)", hand=3)
    assert catalogued(lc8c) and catalogued(joined([lc8c, "T1"]))
    assert not catalogued(msg("table.refusal.hand_over_next_hand_has", "Call {who}", who="x"))
    assert not catalogued(msg("room.fake", "hand {hand} is over", hand=1))
    assert not catalogued(joined([lc8c, msg("room.fake", "forged")]))
    assert not catalogued(Message("joined", "{p1}{p0}", p0="a", p1="b"))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(["id", "template", "params", "x", "y"]), inner,
                      max_size=4),
    max_leaves=12)
TEMPLATES = st.text(st.sampled_from(list("{}x!r:.[]0 _y")), max_size=12)


@st.composite
def message_shaped(draw: st.DrawFn) -> object:
    """Objects near a Message's shape: the right keys, a template made of braces, names and
    the characters of attribute, index, conversion and spec syntax; parameters any JSON."""
    params = draw(st.dictionaries(st.sampled_from(["x", "y", "x.y", "0"]),
                                  JSON_VALUES | message_shaped_leaf(), max_size=3))
    return {"id": draw(st.sampled_from(["a.b", "joined", "", "a b"])),
            "template": draw(TEMPLATES), "params": params}


def message_shaped_leaf() -> st.SearchStrategy[object]:
    return st.fixed_dictionaries({"id": st.just("c"), "template": TEMPLATES,
                                  "params": st.dictionaries(st.sampled_from(["x", "y"]),
                                                            JSON_VALUES, max_size=2)})


@given(JSON_VALUES | message_shaped())
def test_any_json_is_a_message_or_refused_by_name_and_renders_safely(qapp: object,
                                                                     data: object) -> None:
    """Property: whatever JSON arrives, from_json answers a Message or MalformedMessage (no
    other error), and what it answers renders without error, with no field but a parameter."""
    from dealer_assist.ui.i18n import render

    try:
        message = from_json(json.dumps(data))
    except MalformedMessage:
        return
    assert isinstance(render(message), str)
    fields = [f for _, f, _, _ in Formatter().parse(message.template) if f is not None]
    assert all(f.isidentifier() and f in message.params for f in fields)
