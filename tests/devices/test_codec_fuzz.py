"""Fuzzing every codec: no exception escapes, and a corrupted frame never becomes a card."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_assist.cards import ALL_CARDS, Card
from dealer_assist.devices import (
    BadgeRead,
    CardRead,
    DeviceFault,
    DeviceStatus,
    codec_names,
    make_codec,
)
from dealer_assist.devices.codecs import framed_shoe
from dealer_assist.devices.sim import ENCODERS

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
EVENT_TYPES = (CardRead, BadgeRead, DeviceStatus, DeviceFault)
cards = st.sampled_from(ALL_CARDS[:53])  # wire formats name one joker


def feed_in_chunks(codec_name: str, data: bytes, cuts: list[int]) -> list[object]:
    codec = make_codec(codec_name, "fuzz")
    events: list[object] = []
    start = 0
    for cut in [*sorted({c % (len(data) + 1) for c in cuts}), len(data)]:
        events += codec.feed(data[start:cut], float(cut))
        start = cut
    return events + codec.flush(-1.0)


@pytest.mark.parametrize("codec", codec_names())
@FUZZ
@given(data=st.binary(max_size=300), cuts=st.lists(st.integers(0, 300), max_size=8))
def test_codec_survives_arbitrary_bytes(codec: str, data: bytes, cuts: list[int]) -> None:
    events = feed_in_chunks(codec, data, cuts)
    assert all(isinstance(e, EVENT_TYPES) for e in events)
    faulty = b"".join(e.raw for e in events if isinstance(e, DeviceFault))
    assert len(faulty) <= len(data) * 2  # raw bytes are reported, not invented


@pytest.mark.parametrize("codec", ["framed-shoe", "rfid-cards"])
@FUZZ
@given(card=cards, position=st.integers(0, 50), mask=st.integers(1, 255),
       cuts=st.lists(st.integers(0, 20), max_size=4))
def test_one_corrupted_byte_never_becomes_a_card(codec: str, card: Card, position: int, mask: int,
                                                 cuts: list[int]) -> None:
    frame = bytearray(ENCODERS[codec]().card(card) or b"")
    frame[position % len(frame)] ^= mask
    assert not [e for e in feed_in_chunks(codec, bytes(frame), cuts) if isinstance(e, CardRead)]


@FUZZ
@given(card=cards, seq=st.integers(0, 999), check=st.integers(0, 255))
def test_framed_shoe_bad_checksum_is_never_a_card(card: Card, seq: int, check: int) -> None:
    good = framed_shoe.encode("C", seq, "JK" if card.is_joker else card.text.upper())
    if check == int(good[-2:], 16):
        check ^= 0x5A
    frame = good[:-2] + f"{check:02X}".encode()
    [event] = feed_in_chunks("framed-shoe", frame, [])
    assert isinstance(event, DeviceFault) and event.raw == frame


@FUZZ
@given(badge=st.binary(min_size=5, max_size=5), mask=st.integers(1, 255), at=st.integers(1, 12))
def test_rfid_ascii_corrupted_checksum_is_never_a_badge(badge: bytes, mask: int, at: int) -> None:
    frame = bytearray(ENCODERS["rfid-ascii"]().badge(badge.hex()) or b"")
    frame[at] ^= mask
    events = feed_in_chunks("rfid-ascii", bytes(frame), [])
    assert not [e for e in events if isinstance(e, BadgeRead) and e.badge_id != badge.hex().upper()]


@pytest.mark.parametrize("codec", ["framed-shoe", "line-shoe", "barcode", "rfid-cards"])
@FUZZ
@given(dealt=st.lists(cards, min_size=1, max_size=20), cuts=st.lists(st.integers(0, 400)),
       noise=st.booleans())
def test_stream_decodes_the_same_however_it_is_chunked(codec: str, dealt: list[Card],
                                                       cuts: list[int], noise: bool) -> None:
    encoder = ENCODERS[codec]()
    rng = random.Random(0)
    data = b"".join((encoder.garbage(rng) if noise else b"") + (encoder.card(c) or b"")
                    for c in dealt)
    events = feed_in_chunks(codec, data, cuts)
    assert [e.card for e in events if isinstance(e, CardRead)] == dealt


@pytest.mark.parametrize("codec", ["framed-shoe", "rfid-cards"])
@FUZZ
@given(dealt=st.lists(cards, min_size=1, max_size=8),
       noise=st.lists(st.binary(max_size=12), min_size=9, max_size=9),
       cuts=st.lists(st.integers(0, 300), max_size=6))
def test_framed_codecs_keep_every_card_whatever_noise_lies_between(
        codec: str, dealt: list[Card], noise: list[bytes], cuts: list[int]) -> None:
    encoder = ENCODERS[codec]()
    data = b"".join(noise[i] + (encoder.card(c) or b"") for i, c in enumerate(dealt))
    got = iter([e.card for e in feed_in_chunks(codec, data + noise[-1], cuts)
                if isinstance(e, CardRead)])
    assert all(card in got for card in dealt)  # in order; noise may only add, never remove
