"""Fuzzing every reader of outside input (issue 16): the events loader, the table and banked
rules, the house profiles, the PHH reader and every device codec. Zero tracebacks: each input
is read, or refused with the reader's own error (see ``fuzz_targets``). ``make test`` runs a
small count; ``benchmarks/fuzz.py`` drives over a million inputs through the same tests."""

from __future__ import annotations

import json
from typing import Any

from fuzz_targets import (
    BANKED_CONFIG,
    BATCH,
    CODECS,
    CONFIG,
    DEMO_LOG,
    FUZZ,
    PHH_FILES,
    PHH_TEXTS,
    PROFILES,
    codec_options_target,
    codec_target,
    config_target,
    event_dicts,
    event_target,
    json_values,
    mutants,
    mutate,
    phh_bytes_target,
    phh_target,
    profile_target,
    text_mutants,
)
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.cards import ALL_CARDS
from dealer_assist.devices.sim import ENCODERS

FRAME_CARDS = ALL_CARDS[:53]  # wire formats name one joker


def _dumps(value: Any, ascii_only: bool) -> str:
    return json.dumps(value, ensure_ascii=ascii_only)


@st.composite
def event_lines(draw: st.DrawFn) -> str:
    """A line of an events file: well-formed events of every type (often with bad values),
    the demo's real events damaged, random JSON, or random text."""
    kind = draw(st.integers(0, 5))
    if kind <= 2:
        return _dumps(draw(event_dicts()), draw(st.booleans()))
    if kind == 3:
        real = draw(st.sampled_from(DEMO_LOG)).to_dict()
        return _dumps(mutate(draw, real), draw(st.booleans()))
    if kind == 4:
        return _dumps(draw(json_values), True)
    return draw(st.text(max_size=60))


@FUZZ
@given(lines=st.lists(event_lines(), min_size=max(1, BATCH // 2), max_size=BATCH),
       seed=st.integers(0, 2**32))
def test_fuzz_event_lines_are_read_or_refused(lines: list[str], seed: int) -> None:
    for line in lines:
        event_target(line)
        for mutant in text_mutants(line, seed):
            event_target(mutant)


@st.composite
def rules_texts(draw: st.DrawFn) -> str:
    base = draw(st.sampled_from([CONFIG, BANKED_CONFIG]))
    if draw(st.integers(0, 4)) == 0:
        return _dumps(draw(json_values), True)
    return _dumps(mutate(draw, base), draw(st.booleans()))


@FUZZ
@given(texts=st.lists(rules_texts(), min_size=max(1, BATCH // 2), max_size=BATCH),
       seed=st.integers(0, 2**32))
def test_fuzz_table_and_banked_rules_are_read_or_refused(texts: list[str], seed: int) -> None:
    for text in texts:
        config_target(text)
        for mutant in text_mutants(text, seed):
            config_target(mutant)


@st.composite
def damaged_profiles(draw: st.DrawFn) -> dict[str, Any]:
    raw = PROFILES[draw(st.sampled_from(sorted(PROFILES)))]
    for _ in range(draw(st.integers(1, 3))):
        raw = mutate(draw, raw)
    return dict(raw) if isinstance(raw, dict) else {"code": raw}


@FUZZ
@given(raws=st.lists(damaged_profiles(), min_size=max(1, BATCH // 2), max_size=BATCH))
def test_fuzz_house_profiles_load_or_are_refused(raws: list[dict[str, Any]]) -> None:
    for raw in raws:
        profile_target(raw)


@st.composite
def damaged_phh(draw: st.DrawFn) -> dict[str, Any]:
    data = PHH_FILES[draw(st.sampled_from(sorted(PHH_FILES)))]
    for _ in range(draw(st.integers(1, 2))):
        data = mutate(draw, data)
    return data if isinstance(data, dict) else {"variant": data}


@FUZZ
@given(hands=st.lists(damaged_phh(), min_size=max(1, BATCH // 2), max_size=BATCH))
def test_fuzz_phh_hands_replay_or_are_refused(hands: list[dict[str, Any]]) -> None:
    for data in hands:
        phh_target(data)


@FUZZ
@given(raw=st.sampled_from(PHH_TEXTS), seed=st.integers(0, 2**32))
def test_fuzz_phh_files_byte_mutants_replay_or_are_refused(raw: bytes, seed: int) -> None:
    for mutant in mutants(raw, seed):
        phh_bytes_target(mutant)


@st.composite
def device_streams(draw: st.DrawFn) -> tuple[str, bytes, list[int]]:
    """Random bytes, or real frames of the codec with bytes flipped, cut and spliced."""
    name = draw(st.sampled_from(CODECS))
    cuts = draw(st.lists(st.integers(0, 400), max_size=6))
    if draw(st.booleans()):
        return name, draw(st.binary(max_size=200)), cuts
    encoder = ENCODERS.get(name)
    if encoder is None:
        return name, draw(st.binary(max_size=200)), cuts
    frames = bytearray()
    for card in draw(st.lists(st.sampled_from(FRAME_CARDS), min_size=1, max_size=6)):
        frames += encoder().card(card) or b""
    for _ in range(draw(st.integers(0, 4))):
        if frames:
            at = draw(st.integers(0, len(frames) - 1))
            frames[at] ^= draw(st.integers(1, 255))
    splice = draw(st.binary(max_size=8))
    at = draw(st.integers(0, len(frames)))
    return name, bytes(frames[:at]) + splice + bytes(frames[at:]), cuts


@FUZZ
@given(streams=st.lists(device_streams(), min_size=max(1, BATCH // 2), max_size=BATCH),
       seed=st.integers(0, 2**32))
def test_fuzz_every_codec_decodes_any_bytes(streams: list[tuple[str, bytes, list[int]]],
                                            seed: int) -> None:
    for name, data, cuts in streams:
        codec_target(name, data, cuts)
        for mutant in mutants(data, seed):
            codec_target(name, mutant, cuts)


@FUZZ
@given(name=st.sampled_from(CODECS),
       options=st.dictionaries(st.sampled_from(["tags", "scheme", "prefix", "x", "checksum"]),
                               json_values, max_size=3))
def test_fuzz_codec_options_are_accepted_or_refused(name: str, options: dict[str, Any]) -> None:
    codec_options_target(name, options)
