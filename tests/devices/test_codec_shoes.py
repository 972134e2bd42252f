"""Decode tables for the shoe codecs: good frames, and bad ones that must never become cards."""

from __future__ import annotations

import pytest

from dealer_assist.cards import parse_card
from dealer_assist.devices import CardRead, DeviceFault, DeviceStatus, make_codec
from dealer_assist.devices.codecs import framed_shoe
from dealer_assist.devices.codecs.base import xor

STX, ETX = b"\x02", b"\x03"


def decode(codec: str, data: bytes) -> list[object]:
    c = make_codec(codec, "shoe-1")
    return [*c.feed(data, 1.0), *c.flush(2.0)]


def summary(events: list[object]) -> list[str]:
    out = []
    for e in events:
        if isinstance(e, CardRead):
            out.append(f"card {e.card.text}")
        elif isinstance(e, DeviceStatus):
            out.append(f"status {e.status}")
        else:
            assert isinstance(e, DeviceFault)
            out.append(f"fault {e.reason.split(':')[0]}")
    return out


def test_framed_shoe_issue_example_checksum_is_65() -> None:
    frame = STX + b"C007AS" + ETX + b"65"
    assert xor(b"C007AS" + ETX) == 0x65
    assert framed_shoe.encode("C", 7, "AS") == frame
    [event] = decode("framed-shoe", frame)
    assert event == CardRead("shoe-1", parse_card("As"), 1.0, 7)


FRAMED_GOOD = [
    (framed_shoe.encode("C", 7, "AS"), ["card As"]),
    (framed_shoe.encode("C", 12, "TD"), ["card Td"]),
    (framed_shoe.encode("C", 999, "2C"), ["card 2c"]),
    (framed_shoe.encode("C", 1, "JK"), ["card Jk"]),
    (framed_shoe.encode("S", 3, "LIDOPEN"), ["status lid_open"]),
    (framed_shoe.encode("S", 3, "CUT"), ["status cut_card"]),
    (framed_shoe.encode("H", 4), ["status heartbeat"]),
    (framed_shoe.encode("E", 5, "JAM"), ["fault shoe reports error"]),
    (b"\r\n" + framed_shoe.encode("C", 7, "AS"), ["fault bytes outside a frame", "card As"]),
]

FRAMED_BAD = [
    (STX + b"C007AS" + ETX + b"66", "bad checksum"),
    (STX + b"C007AS" + ETX + b"65"[:1], "partial frame when the stream ended"),
    (STX + b"C007AS" + ETX + b"6e", "checksum is not two uppercase hex digits"),
    (STX + b"C007AS", "partial frame when the stream ended"),
    (framed_shoe.encode("C", 7, "As"), "unknown frame kind"),  # payload is upper case
    (framed_shoe.encode("C", 7, "1S"), "unknown frame kind"),
    (framed_shoe.encode("C", 7, "ASX"), "unknown frame kind"),
    (framed_shoe.encode("X", 7, "AS"), "unknown frame kind"),
    (framed_shoe.encode("S", 7, "DANCE"), "unknown frame kind"),
    (STX + b"CA07AS" + ETX + b"%02X" % xor(b"CA07AS" + ETX), "sequence is not three digits"),
    (STX + b"C007A\xd3" + ETX + b"%02X" % xor(b"C007A\xd3" + ETX), "not printable ASCII"),
    (STX + b"C0" + ETX + b"%02X" % xor(b"C0" + ETX), "frame too short for kind and sequence"),
    (STX + b"C" + b"9" * 80, "no ETX within 64 bytes"),
]


@pytest.mark.parametrize(("frame", "expected"), FRAMED_GOOD)
def test_framed_shoe_good_frames(frame: bytes, expected: list[str]) -> None:
    assert summary(decode("framed-shoe", frame)) == expected


@pytest.mark.parametrize(("frame", "reason"), FRAMED_BAD)
def test_framed_shoe_bad_frames_are_faults_not_cards(frame: bytes, reason: str) -> None:
    events = decode("framed-shoe", frame)
    assert events and all(isinstance(e, DeviceFault) for e in events)
    assert reason in events[0].reason  # type: ignore[union-attr]
    assert events[0].raw  # type: ignore[union-attr]


def test_framed_shoe_truncated_frame_does_not_swallow_the_next() -> None:
    data = framed_shoe.encode("C", 1, "AS")[:5] + framed_shoe.encode("C", 2, "KD")
    assert summary(decode("framed-shoe", data)) == ["fault truncated frame", "card Kd"]


def test_framed_shoe_noise_ending_in_etx_does_not_eat_the_next_frame() -> None:
    data = b"\x02zz\x03" + framed_shoe.encode("C", 1, "AS")
    assert summary(decode("framed-shoe", data)) == ["fault truncated frame", "card As"]


def test_framed_shoe_garbage_between_frames_resynchronises() -> None:
    data = (framed_shoe.encode("C", 1, "AS") + b"\xff\x00noise" + framed_shoe.encode("C", 2, "KD"))
    events = decode("framed-shoe", data)
    assert summary(events) == ["card As", "fault bytes outside a frame", "card Kd"]
    assert events[1].raw == b"\xff\x00noise"  # type: ignore[union-attr]


def test_framed_shoe_reports_sequence_gap_and_keeps_the_card() -> None:
    data = framed_shoe.encode("C", 998, "AS") + framed_shoe.encode("C", 2, "KD")
    events = decode("framed-shoe", data)
    assert summary(events) == ["card As", "fault sequence gap", "card Kd"]
    assert "expected 999, got 002 (3 frame(s) lost)" in events[1].reason  # type: ignore[union-attr]


def test_framed_shoe_sequence_wraps_from_999_to_000() -> None:
    data = framed_shoe.encode("C", 999, "AS") + framed_shoe.encode("C", 0, "KD")
    assert summary(decode("framed-shoe", data)) == ["card As", "card Kd"]


def test_framed_shoe_repeated_frame_is_not_a_second_card() -> None:
    frame = framed_shoe.encode("C", 5, "AS")
    assert summary(decode("framed-shoe", frame + frame)) == ["card As", "fault frame 005 repeated"]


def test_framed_shoe_reset_forgets_the_sequence_after_reconnect() -> None:
    codec = make_codec("framed-shoe", "shoe-1")
    codec.feed(framed_shoe.encode("C", 5, "AS"), 1.0)
    codec.reset()
    assert summary(codec.feed(framed_shoe.encode("C", 1, "KD"), 2.0)) == ["card Kd"]


@pytest.mark.parametrize("cut", range(1, 10))
def test_framed_shoe_frame_split_anywhere_decodes(cut: int) -> None:
    frame = framed_shoe.encode("C", 7, "AS")
    codec = make_codec("framed-shoe", "shoe-1")
    assert codec.feed(frame[:cut], 1.0) == []
    assert summary(codec.feed(frame[cut:], 2.0)) == ["card As"]


LINE_TABLE = [
    (b"As\r\n", ["card As"]),
    (b"TD\n", ["card Td"]),
    (b"10h\r", ["card Th"]),
    (b"Jk\r\nJk2\r\n", ["card Jk", "card Jk2"]),
    (b"\r\n\r\nKc\r\n", ["card Kc"]),
    (b"Xs\r\n", ["fault 'Xs' is not a card"]),
    (b"A\xffs\r\n", ["fault line has bytes that are not printable ASCII"]),
    (b"As", ["fault partial line when the stream ended"]),
    (b"A" * 40 + b"s\r\nQd\r\n", ["fault line longer than 32 bytes", "card Qd"]),
]


@pytest.mark.parametrize(("data", "expected"), LINE_TABLE)
def test_line_shoe_table(data: bytes, expected: list[str]) -> None:
    assert summary(decode("line-shoe", data)) == expected


def test_line_shoe_over_long_line_across_reads_is_dropped_to_its_end() -> None:
    codec = make_codec("line-shoe", "shoe-1")
    first = codec.feed(b"A" * 40, 1.0)
    assert summary(first) == ["fault line longer than 32 bytes"]
    rest = codec.feed(b"s\r\nQd\r\n", 2.0)
    assert summary(rest) == ["fault rest of an over-long line", "card Qd"]
