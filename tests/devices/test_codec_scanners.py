"""Decode tables for barcode scanners and both RFID readers."""

from __future__ import annotations

import pytest
from test_codec_shoes import summary

from dealer_assist.cards import parse_card
from dealer_assist.devices import BadgeRead, CardRead, CodecError, DeviceFault, make_codec
from dealer_assist.devices.codecs import rfid_ascii, rfid_cards


def decode(codec: str, data: bytes, options: dict[str, object] | None = None) -> list[object]:
    c = make_codec(codec, "dev-1", options)
    return [*c.feed(data, 1.0), *c.flush(2.0)]


def badges(events: list[object]) -> list[str]:
    return [e.badge_id for e in events if isinstance(e, BadgeRead)]


BARCODE_TABLE = [
    (b"]C0DA-AS\r\n", ["card As"]),
    (b"]E0DA-10H\r\n", ["card Th"]),
    (b"DA-QC\n", ["card Qc"]),
    (b"]Q1DA-JK\r\n", ["card Jk"]),
    (b"]C0EMP0042\r\n", ["badge"]),
    (b"]C0DA-ZZ\r\n", ["fault barcode is neither a card nor a badge in this scheme"]),
    (b"]C0XYZ\r\n", ["fault barcode is neither a card nor a badge in this scheme"]),
    (b"]C0EMP\r\n", ["fault barcode is neither a card nor a badge in this scheme"]),
    (b"]C\r\n", ["fault AIM prefix cut short"]),
    (b"DA-A\xe9\r\n", ["fault scan has bytes that are not printable ASCII"]),
    (b"]C0DA-AS", ["fault partial line when the stream ended"]),
]


@pytest.mark.parametrize(("data", "expected"), BARCODE_TABLE)
def test_barcode_default_scheme_table(data: bytes, expected: list[str]) -> None:
    got = [("badge" if isinstance(e, BadgeRead) else summary([e])[0])
           for e in decode("barcode", data)]
    assert got == expected


def test_barcode_badge_id_is_the_payload_after_the_prefix() -> None:
    assert badges(decode("barcode", b"]C0EMP0042\r\n")) == ["0042"]


def test_barcode_code_scheme_maps_two_digit_codes() -> None:
    options: dict[str, object] = {"card_prefix": "", "card_format": "code", "badge_prefix": None}
    events = decode("barcode", b"51\r\n00\r\n53\r\n54\r\n7\r\n", options)
    assert summary(events) == ["card As", "card 2c", "card Jk2", "fault barcode is neither a card "
                               "nor a badge in this scheme", "fault barcode is neither a card "
                               "nor a badge in this scheme"]


def test_barcode_table_scheme_wins_over_prefixes() -> None:
    events = decode("barcode", b"]E04006381333931\r\n", {"cards": {"4006381333931": "Jk"}})
    assert events == [CardRead("dev-1", parse_card("Jk"), 1.0)]


@pytest.mark.parametrize(("options", "message"), [
    ({"card_format": "ean"}, "card_format must be one of"),
    ({"cards": {"123": "Zz"}}, "'Zz' is not a card"),
    ({"colour": "red"}, "has no option 'colour'"),
    ({"badge_prefix": 5}, "badge_prefix must be text"),
])
def test_barcode_bad_options_are_refused(options: dict[str, object], message: str) -> None:
    with pytest.raises(CodecError, match=message):
        make_codec("barcode", "dev-1", options)


def test_rfid_ascii_example_frame() -> None:
    frame = b"\x020F00A1B2C3DF\x03"
    assert rfid_ascii.encode("0F00A1B2C3") == frame  # 0F^00^A1^B2^C3 = DF
    assert decode("rfid-ascii", frame + b"\r\n") == [BadgeRead("dev-1", "0F00A1B2C3", 1.0)]


RFID_ASCII_BAD = [
    (b"\x020F00A1B2C3DE\x03", "bad checksum"),
    (b"\x020F00A1B2C3\x03", "frame is not 12 hex characters"),
    (b"\x020F00A1B2CXDF\x03", "frame is not 12 hex characters"),
    (b"\x020F00A1B2C3DF", "partial frame"),
    (b"\x020F00A1B2C3DF00\x03", "frame is not 12 hex characters"),
    (b"\x020F00A1B2C3DF0000", "no ETX within 14 bytes"),
    (b"hello\x020F00A1B2C3DF\x03", "bytes outside a frame"),
]


@pytest.mark.parametrize(("data", "reason"), RFID_ASCII_BAD)
def test_rfid_ascii_bad_frames(data: bytes, reason: str) -> None:
    events = decode("rfid-ascii", data)
    assert isinstance(events[0], DeviceFault) and reason in events[0].reason


def test_rfid_cards_example_frame() -> None:
    frame = bytes.fromhex("a5 02 00 01 21 22 dd")  # Td is card code 33 = 0x21
    assert rfid_cards.encode_card(parse_card("Td")) == frame
    assert decode("rfid-cards", frame) == [CardRead("dev-1", parse_card("Td"), 1.0)]


RFID_CARDS_TABLE = [
    (rfid_cards.encode(b"\x00"), ["status heartbeat"]),
    (rfid_cards.encode(b"\x01\x35"), ["card Jk2"]),
    (rfid_cards.encode(b"\x01\x36"), ["fault unknown payload type 01 or card code"]),
    (rfid_cards.encode(b"\x07\x01"), ["fault unknown payload type 07 or card code"]),
    (rfid_cards.encode(bytes.fromhex("02 04A1B2C3D4E5F6")), ["card As"]),
    (rfid_cards.encode(bytes.fromhex("02 04A1B2C3D4E5F7")),
     ["fault tag 04A1B2C3D4E5F7 is not in the tag table"]),
    (bytes.fromhex("a5 02 00 01 21 22 de"), ["fault bad LRC or complement"]),
    (bytes.fromhex("a5 02 00 01 21 23 dc"), ["fault bad LRC or complement"]),
    (bytes.fromhex("a5 00 00"), ["fault impossible length 0"]),
    (bytes.fromhex("a5 ff 00 01"), ["fault impossible length 255", "fault bytes outside a frame"]),
    (bytes.fromhex("a5 02 00 01"), ["fault partial frame when the stream ended"]),
    (b"zz" + rfid_cards.encode(b"\x01\x00"), ["fault bytes outside a frame", "card 2c"]),
]


@pytest.mark.parametrize(("data", "expected"), RFID_CARDS_TABLE)
def test_rfid_cards_table(data: bytes, expected: list[str]) -> None:
    events = decode("rfid-cards", data, {"tags": {"04a1b2c3d4e5f6": "As"}})
    assert [s.split(":")[0] for s in summary(events)] == expected


def test_rfid_cards_corrupt_length_does_not_swallow_the_next_frames() -> None:
    good = rfid_cards.encode_card(parse_card("Kh"))
    corrupt = bytes.fromhex("a5 10 00 01 21 22 dd")  # length says 16
    events = decode("rfid-cards", corrupt + good * 3)
    assert summary(events).count("card Kh") == 3
    assert all(isinstance(e, DeviceFault) for e in events if not isinstance(e, CardRead))


GOOD_FIVE = [parse_card(text) for text in ("Kh", "2c", "Ad", "Ts", "7h")]
CORRUPT_LENGTH = bytes.fromhex("a5 1e 00 01 21 22 dd")  # says 30 bytes follow; 4 do


def test_rfid_cards_corrupt_length_holds_back_no_good_frame() -> None:
    """Issue 16: after a corrupt length byte the next good cards come out as soon as they
    arrive, one feed each, not when the bogus length is finally reached."""
    codec = make_codec("rfid-cards", "dev-1")
    assert [e for e in codec.feed(CORRUPT_LENGTH, 1.0) if isinstance(e, CardRead)] == []
    seen = []
    for number, card in enumerate(GOOD_FIVE):
        events = codec.feed(rfid_cards.encode_card(card), 2.0 + number)
        seen += [e.card for e in events if isinstance(e, CardRead)]
        assert seen == GOOD_FIVE[: number + 1]  # this card is out now, not held back
    assert all(isinstance(e, DeviceFault) for e in codec.flush(9.0))


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_rfid_cards_corrupt_length_then_stream_ends_loses_no_good_frame(count: int) -> None:
    """Issue 16 (unplug): the stream ends right after a few good cards, before the bogus length
    is reached; none is lost, and the corrupt bytes are reported as a fault."""
    dealt = GOOD_FIVE[:count]
    stream = CORRUPT_LENGTH + b"".join(rfid_cards.encode_card(c) for c in dealt)
    codec = make_codec("rfid-cards", "dev-1")
    events = [*codec.feed(stream, 1.0), *codec.flush(2.0)]
    assert [e.card for e in events if isinstance(e, CardRead)] == dealt
    faults = [e for e in events if isinstance(e, DeviceFault)]
    assert faults and faults[0].raw.startswith(CORRUPT_LENGTH)
    # byte by byte, as a slow line delivers it, the same five come out
    codec = make_codec("rfid-cards", "dev-1")
    one_by_one = [e for i in range(len(stream)) for e in codec.feed(stream[i : i + 1], 1.0)]
    assert [e.card for e in [*one_by_one, *codec.flush(2.0)]
            if isinstance(e, CardRead)] == dealt
