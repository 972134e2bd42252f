"""What the fuzz suite throws at the program's readers, and what each reader may answer.

Each target takes one generated input and returns normally or raises only the reader's own
clear error (``EventError``, ``Refusal``, ``PHHError``, ``ProfileError``, ``CodecError``, a
``ValueError`` with words); anything else escapes as the traceback the suite exists to find.
``COUNT`` counts every input driven through a target (``benchmarks/fuzz.py`` reports it).
Hypothesis example counts come from ``DEALER_ASSIST_FUZZ_EXAMPLES`` (small under ``make test``).
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import json
import os
import random
import sys
import tomllib
import typing
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st

from dealer_assist.cards import ALL_CARDS, Card
from dealer_assist.devices import DeviceEvent, codec_names, make_codec
from dealer_assist.devices.codecs.base import CodecError
from dealer_assist.engine import phh
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import Event, EventError, event_from_dict, event_from_json
from dealer_assist.engine.events import event_types as registered_types
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.games.banked.config import BankedConfig
from dealer_assist.engine.games.banked.table import BankedTable
from dealer_assist.engine.session import TableSession, demo_session
from dealer_assist.rules import ProfileError, shipped_files
from dealer_assist.rules.loader import profile_from_raw

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = int(os.environ.get("DEALER_ASSIST_FUZZ_EXAMPLES", "60"))
BATCH = int(os.environ.get("DEALER_ASSIST_FUZZ_BATCH", "4"))
MUTANTS = int(os.environ.get("DEALER_ASSIST_FUZZ_MUTANTS", "2"))
"""Each drawn text or byte input is also driven as this many byte-level mutants of itself (a
few bytes flipped, dropped, repeated or inserted), as a mutation fuzzer does: cheap inputs
close to valid ones, where readers are most likely to trip."""
FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None,
                phases=(Phase.explicit, Phase.generate, Phase.shrink),
                suppress_health_check=list(HealthCheck))
COUNT = {"inputs": 0}


def counted(n: int = 1) -> None:
    COUNT["inputs"] += n


def mutants(data: bytes, seed: int) -> list[bytes]:
    """``MUTANTS`` variants of ``data``, each with one to four byte-level edits."""
    rng = random.Random(seed)
    out = []
    for _ in range(MUTANTS):
        buf = bytearray(data)
        for _edit in range(rng.randint(1, 4)):
            at = rng.randint(0, len(buf))
            how = rng.randrange(4)
            if how == 0 and at < len(buf):
                buf[at] ^= 1 << rng.randrange(8)
            elif how == 1 and at < len(buf):
                del buf[at : at + rng.randint(1, 8)]
            elif how == 2:
                buf[at:at] = buf[at : at + rng.randint(1, 8)]
            else:
                buf[at:at] = bytes([rng.choice(b'{}[]",:0123456789-e.\\\x00\xff\n ')])
        out.append(bytes(buf))
    return out


def text_mutants(text: str, seed: int) -> list[str]:
    """Mutants of a line as a reader gets it: bytes decoded as UTF-8, bad bytes replaced
    (undecodable bytes are the line reader's refusal, fuzzed at byte level elsewhere)."""
    return [m.decode("utf-8", "replace") for m in mutants(text.encode("utf-8", "surrogatepass"),
                                                        seed)]


# ----------------------------------------------------------------- values

json_scalars = st.one_of(
    st.none(), st.booleans(),
    st.integers(), st.integers(-(10**40), 10**40), st.sampled_from([0, -1, 1, 2, 10, 10**9 + 1]),
    st.floats(), st.text(max_size=12),
    st.sampled_from(["", "x", "As", "Jk", "holdem", "fold", "\x00", "\ud800", "{}", "[]"]),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=8,
)


def _field_values(hint: Any) -> st.SearchStrategy[Any]:
    """Mostly well-typed values for an event field, so decoding gets past the types."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, __import__("types").UnionType):
        return st.none() | _field_values(next(a for a in args if a is not type(None)))
    if hint is Card:
        return st.sampled_from([c.text for c in ALL_CARDS])
    if origin is tuple:
        return st.lists(_field_values(args[0]), max_size=8)
    if hint is int:
        return st.integers(-3, 12) | st.integers(0, 2000) | st.integers(-(10**20), 10**20)
    if hint is bool:
        return st.booleans()
    if hint is str:
        return st.sampled_from(["", "fold", "call", "bet", "raise", "check", "all_in",
                                "small_blind", "big_blind", "deal_now", "confirmed", "P1",
                                "holdem", "LC-67", "misdeal"]) | st.text(max_size=10)
    return json_values


@st.composite
def event_dicts(draw: st.DrawFn) -> dict[str, Any]:
    """An event of any registered type with plausible fields, sometimes damaged."""
    name = draw(st.sampled_from(sorted(EVENT_TYPES)))
    cls = EVENT_TYPES[name]
    hints = typing.get_type_hints(cls)
    data: dict[str, Any] = {"type": name, "v": 1}
    for field in dataclasses.fields(cls):
        data[field.name] = draw(_field_values(hints[field.name]))
    if draw(st.integers(0, 3)) == 0:  # damage: drop, retype or add a field
        key = draw(st.sampled_from(sorted(data)))
        how = draw(st.integers(0, 2))
        if how == 0:
            del data[key]
        elif how == 1:
            data[key] = draw(json_values)
        else:
            data[draw(st.text(max_size=6))] = draw(json_values)
    return data


def _all_event_types() -> dict[str, type[Event]]:
    """Every event type, the extensions' included (an unknown name loads them all)."""
    with contextlib.suppress(EventError):
        event_from_dict({"type": "\x00load every extension", "v": 1})
    return dict(registered_types())


EVENT_TYPES = _all_event_types()


def _played_demo() -> tuple[TableSession, list[Event]]:
    session = demo_session(seats=4)
    session.run(session.start_hand())
    session.run(session.post_blinds())
    return session, list(session.table.history)


DEMO, DEMO_LOG = _played_demo()
GOLDEN = [json.loads(line)["event"] for line in
          (REPO / "tests/storage/golden/export.jsonl").read_text(encoding="utf-8").split("\n")
          if line]


def _banked_mid_round() -> BankedTable:
    """CG Three Card Poker with three wagers down, before the deal (as tests/banked build it)."""
    sys.path.insert(0, str(REPO / "tests" / "banked"))
    from banked_helpers import config, started, wager

    from dealer_assist.engine.games.banked import BankAnswered, BankedTableOpened, BankOffered

    table = BankedTable()
    cg = config("CG", "three_card_poker", collection_amount=1)
    table.apply_all([BankedTableOpened("T1", "CG", "three_card_poker", cg.to_json(), 100),
                     BankOffered(7, "P7", 100), BankAnswered(7, "P7", True, 50, 100),
                     started(banker=7, stake=50, at=100),
                     *(wager(s, "ante", 10) for s in (1, 2, 3))])
    assert table.in_round
    return table


BANKED_TABLE = _banked_mid_round()


def event_target(text: str) -> None:
    """Replay's path for one line: decode, then apply it to a copy of a flop table mid-hand,
    an empty one, and a banked table mid-round."""
    counted()
    try:
        ev = event_from_json(text)
    except EventError:
        return
    for table in (DEMO.table, TableSession().table, BANKED_TABLE):
        with contextlib.suppress(Refusal):
            copy.deepcopy(table).apply(ev)


# ----------------------------------------------------------------- rules and profiles

CONFIG = json.loads(GameConfig().to_json())
BANKED_CONFIG = json.loads(BANKED_TABLE.config.to_json() if BANKED_TABLE.config else "{}")
PROFILES = {code: tomllib.loads(path.read_text(encoding="utf-8"))
            for code, path in shipped_files().items()}


def mutate(draw: st.DrawFn, data: Any) -> Any:
    """``data`` with one value somewhere replaced, removed or added."""
    data = copy.deepcopy(data)
    paths: list[tuple[Any, ...]] = []

    def walk(node: Any, at: tuple[Any, ...]) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                paths.append((*at, k))
                walk(v, (*at, k))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                paths.append((*at, i))
                walk(v, (*at, i))

    walk(data, ())
    if not paths:
        return draw(json_values)
    path = draw(st.sampled_from(paths))
    node = data
    for part in path[:-1]:
        node = node[part]
    how = draw(st.integers(0, 2))
    if how == 0 and isinstance(node, dict):
        del node[path[-1]]
    elif how == 1 and isinstance(node, dict):
        node[draw(st.text(max_size=6))] = draw(json_values)
    else:
        node[path[-1]] = draw(json_values)
    return data


def config_target(text: str) -> None:
    counted()
    with contextlib.suppress(ValueError):
        GameConfig.from_json(text)
    with contextlib.suppress(ValueError):
        BankedConfig.from_json(text)


def profile_target(raw: dict[str, Any]) -> None:
    counted()
    with contextlib.suppress(ProfileError):
        profile_from_raw(raw, "fuzz.toml")


# ----------------------------------------------------------------- PHH

PHH_FILES = {p.name: tomllib.loads(p.read_text(encoding="utf-8"))
             for p in sorted((REPO / "tests/data/phh").glob("*.phh"))}


def phh_target(data: dict[str, Any]) -> None:
    """The PHH reader's path as ``replay --phh`` runs it: fields checked, events built, the
    hand replayed; the command prints a ``ValueError`` (``PHHError``, ``Refusal``, an action's
    amount that is not a number) as the file's error line."""
    counted()
    try:
        hand = phh.from_mapping(data)
    except ValueError:
        return
    with contextlib.suppress(ValueError):
        phh.replay(hand)


PHH_TEXTS = [p.read_bytes() for p in sorted((REPO / "tests/data/phh").glob("*.phh"))]


def phh_bytes_target(raw: bytes) -> None:
    """A PHH file's bytes as ``phh.load`` reads them, then the reader's path."""
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):  # phh.load's own refusal: "cannot read PHH"
        counted()
        return
    phh_target(data)


# ----------------------------------------------------------------- codecs

CODECS = codec_names()


def codec_target(name: str, data: bytes, cuts: list[int]) -> None:
    """Bytes in any chunking: device events out, never an exception."""
    counted()
    codec = make_codec(name, "fuzz")
    events: list[object] = []
    start = 0
    for cut in [*sorted({c % (len(data) + 1) for c in cuts}), len(data)]:
        events += codec.feed(data[start:cut], float(cut))
        start = cut
    events += codec.flush(-1.0)
    assert all(isinstance(e, DeviceEvent) for e in events)


def codec_options_target(name: str, options: dict[str, Any]) -> None:
    counted()
    with contextlib.suppress(CodecError):
        make_codec(name, "fuzz", options)
