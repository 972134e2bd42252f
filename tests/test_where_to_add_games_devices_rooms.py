"""``docs/where-to-add.md`` done once of each, following its lists: a toy banked game, a toy
codec with a device model on it, a room file. A list that goes stale (a file it names is gone,
a step it gives no longer works) fails here."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

import pytest

from dealer_assist.cards import Card, parse_card
from dealer_assist.devices import codecs
from dealer_assist.devices.codecs.base import Codec, ascii_text, check_options
from dealer_assist.devices.codecs.framing import LineFramer
from dealer_assist.devices.events import CardRead, DeviceEvent, DeviceFault
from dealer_assist.devices.models import load_models
from dealer_assist.engine import game_shapes
from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import CardDealt, PlayerSeated, TableConfigured
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.game_shapes import PROFILE_GAMES, GameShape
from dealer_assist.engine.games.banked import (
    BankAnswered,
    BankedCardsDealt,
    BankedConfig,
    BankedRoundStarted,
    BankedSession,
    BankedTableOpened,
    BankedWagerPlaced,
    BankOffered,
    Result,
    banked_config,
    registry,
)
from dealer_assist.engine.games.banked.common import check_limits, compare, deal_needs, line
from dealer_assist.engine.games.banked.events import BankedDecision
from dealer_assist.engine.games.banked.game import BankedGame, RoundView
from dealer_assist.engine.games.banked.ledger import LedgerWager
from dealer_assist.engine.games.banked.state import Hand, Need
from dealer_assist.engine.hand_values import hand_value
from dealer_assist.engine.phh_write import variant_codes, variant_of
from dealer_assist.engine.procedure import procedure
from dealer_assist.engine.session import TableSession
from dealer_assist.rules import load_room, rules_for
from dealer_assist.rules.enums import GAME_FAMILY, GameFamily

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "where-to-add.md"


def section(title: str) -> str:
    text = DOC.read_text()
    start = text.index(f"## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end > 0 else None]


@pytest.mark.parametrize("title", ["A flop or stud game", "A banked game",
                                   "A device model or codec", "A house or room"])
def test_every_file_a_section_names_exists(title: str) -> None:
    paths = re.findall(r"`((?:dealer_assist|hardware|resources|tests|docs)/[^`]*)`",
                       section(title))
    assert paths
    for path in paths:
        if "<" in path or "*" in path:  # a pattern: its folder exists
            path = path[: path.index("<" if "<" in path else "*")].rsplit("/", 1)[0]
        assert (ROOT / path).exists(), f"{title}: {path} is named but missing"


# ----------------------------------------------------------------- a banked game


class HighCard(BankedGame):
    """Toy game: one card each, the higher rank wins even money, a tie pushes."""

    required = ("wager",)
    step_rules = (("TOY-1",), ("TOY-2",), ("TOY-3",), ("TOY-4",))

    def verify_wager(self, rnd: RoundView, hand: Hand, wager: str, amount: int) -> None:
        check_limits(amount, rnd.config.table_min, rnd.config.table_max, "Wager", "TOY-1")

    def needs(self, rnd: RoundView) -> list[Need]:
        return deal_needs(rnd, rnd.seats, 1, ("TOY-2",))

    def verify_decision(self, rnd: RoundView, ev: BankedDecision, need: Need) -> None:
        raise Refusal("high card has no decisions")

    def apply_decision(self, rnd: RoundView, ev: BankedDecision) -> None:
        raise Refusal("high card has no decisions")

    def ledgers(self, rnd: RoundView) -> list[tuple[int, list[LedgerWager]]]:
        bank = _rank(rnd.cards[rnd.banker_seat][0])
        return [(rnd.stake, [line(h, "wager", compare(_rank(rnd.cards[h.seat][0]), bank),
                                  ("TOY-3",)) for h in rnd.live_hands()])]

    def banker_text(self, rnd: RoundView) -> str:
        return f"Banker shows {rnd.cards[rnd.banker_seat][0]}"


def _rank(card: Card) -> int:
    return int(card.rank) if card.rank is not None else 0


def test_a_banked_game_added_by_the_documented_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "registry.py" in section("A banked game")
    monkeypatch.setitem(registry.GAMES, "high_card", lambda config: HighCard())  # step 2
    config = BankedConfig(house="ROOM", game="high_card", wagers=("wager",),
                          coverage="partial_then_returned", table_min=5, table_max=100)
    session = BankedSession()
    session.run([BankedTableOpened("B1", "ROOM", "high_card", config.to_json()),
                 BankedRoundStarted(1, 3, "Bea", 100, (1, 2, 3), ("Al", "Cy", "Bea"), 3)])
    with pytest.raises(Refusal, match="TOY-1"):
        session.check([BankedWagerPlaced(1, "Al", "wager", 500)])
    session.run([BankedWagerPlaced(1, "Al", "wager", 10), BankedWagerPlaced(2, "Cy", "wager", 20)])
    for seat, text in ((1, "Ks"), (2, "4d"), (3, "9c")):
        session.run([BankedCardsDealt(seat, (parse_card(text),))])
    session.run(session.settle())
    rnd = session.table.round
    assert rnd is not None and rnd.phase == "settled"
    assert [(s.seat, s.result, s.paid, s.collected) for s in rnd.settled] == [
        (1, str(Result.WIN), 10, 0), (2, str(Result.LOSE), 0, 20)]
    assert rnd.stake_left == 70  # each wager uses its amount of the stake (AMB-11)


# ----------------------------------------------------------------- a flop game

TOY_ROWS = ("CG-HE-09",)  # the row the toy game adds to the Hold'em ones it runs as


def test_a_flop_game_added_by_the_documented_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    """Step 1 alone makes a table run the game: the log's rules read back, the deal, the
    steps' citations and the showdown value all come from the shape, not the name."""
    assert "game_shapes.py" in section("A flop or stud game")
    config = GameConfig(game="toy_holdem", small_bet=3, big_bet=6,
                        blinds=(Blind("small_blind", 1), Blind("big_blind", 3)))
    with pytest.raises(ValueError, match="'toy_holdem' is not a game the table engine runs"):
        GameConfig.from_json(config.to_json())  # before the step: refused by name
    monkeypatch.setitem(game_shapes.SHAPES, "toy_holdem", GameShape(  # step 1
        "toy_holdem", "flop", 2, board=True, exactly_two=False, bring_in=False,
        own_rows=TOY_ROWS, phh_variants=((False, "fixed", "TOY"),)))
    assert GameConfig.from_json(config.to_json()) == config
    assert variant_of(config) == "TOY"  # its hand histories name it
    assert variant_codes()["TOY"] == ("toy_holdem", False, "fixed")  # ... and read it back
    session = TableSession(config)
    session.run([TableConfigured("T1", "CG", "toy_holdem", "3-6", 9, config.to_json())])
    session.run([PlayerSeated(n, f"P{n}", 100, "deal_now") for n in (1, 2, 3)])
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    deal = next(s for s in procedure(session.table).steps if s.kind == "deal")
    assert deal.text.startswith("Deal 2 cards") and set(TOY_ROWS) <= set(deal.rule_ids)
    session.commit([CardDealt(seat) for _ in range(2) for seat in session.hand.deal_order()])
    assert session.hand.phase == "betting"  # two cards each completed the deal
    board = [parse_card(c) for c in ("Ah", "Kh", "Qh", "2c", "3d")]
    value = hand_value(config, [parse_card("Jh"), parse_card("Th")], board)
    assert value.high_label == "Royal Flush"  # any two hole cards with the board, as Hold'em


def test_every_flop_and_stud_game_of_the_profiles_has_a_shape() -> None:
    """Step 2: a profile game the table engine runs names its shape in ``PROFILE_GAMES``."""
    runs = {str(g) for g, family in GAME_FAMILY.items() if family != GameFamily.BANKED}
    assert set(PROFILE_GAMES) == runs
    assert {shape.name for shape, _ in PROFILE_GAMES.values()} <= set(game_shapes.SHAPES)


# ----------------------------------------------------------------- a codec and a device model


class DotShoe(Codec):
    """Toy codec: one card a line, written ``.As.``."""

    name = "dot-shoe"
    summary = "toy: a card between dots"

    def __init__(self, device: str) -> None:
        super().__init__(device, LineFramer(16))

    @classmethod
    def from_options(cls, device: str, options: Mapping[str, object]) -> DotShoe:
        check_options(cls.name, options, set())
        return cls(device)

    def decode_frame(self, raw: bytes, at: float) -> list[DeviceEvent]:
        text = ascii_text(raw)
        if text is None or not (text.startswith(".") and text.endswith(".")):
            return [self.fault("not a dotted card", raw, at)]
        try:
            return [CardRead(self.device, parse_card(text[1:-1]), at)]
        except ValueError as error:
            return [self.fault(str(error), raw, at)]


def test_a_codec_and_a_model_added_by_the_documented_steps(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(codecs.CODECS, DotShoe.name, DotShoe)  # step 2: one CODECS entry
    models = tmp_path / "models"
    models.mkdir()
    (models / "dot-shoe-usb.toml").write_text(  # step 1: the model file
        'id = "dot-shoe-usb"\nname = "Toy dotted shoe"\nkind = "shoe"\ncodec = "dot-shoe"\n'
        "[usb]\nvid = 0x1234\npid = 0x5678\n[serial]\nbaudrate = 9600\n")
    (model,) = load_models(tmp_path)
    assert (model.id, model.codec, model.vid) == ("dot-shoe-usb", "dot-shoe", 0x1234)
    codec = codecs.make_codec(model.codec, "shoe-9")
    events = codec.feed(b".As.\r\n.Q", 1.0) + codec.feed(b"h.\r\nnoise\r\n", 2.0)
    assert [e.card.text for e in events if isinstance(e, CardRead)] == ["As", "Qh"]
    assert any(isinstance(e, DeviceFault) for e in events)  # a bad frame is never a card


# ----------------------------------------------------------------- a house or room


def test_a_room_added_by_the_documented_steps(tmp_path: Path) -> None:
    room = tmp_path / "my_room.toml"
    room.write_text(
        'base = "HTP"\n'
        "[shared_banked.collection]\nrake_mode = \"banker_only\"\n"
        "[games.two_card_poker.banked]\n"
        'pay_tables.bonus = [{ hand = "pair", odds = "4:1" }]\n'
        "[games.two_card_poker.limits.posted]\n"
        "table = { minimum = 10, maximum = 50 }\ncollection = 2\n")
    profile = load_room(room)
    assert profile.room_changes == ()  # only gaps filled: nothing of the rulebook replaced
    config = banked_config(rules_for(profile, "two_card_poker", "posted"))
    assert (config.table_min, config.table_max) == (10, 50)
    assert (config.rake_mode, config.rake_amount) == ("banker_only", 2)
    assert config.pay_tables["bonus"] == {"pair": (4, 1)}
    session = BankedSession()
    session.run(session.open(rules_for(profile, "two_card_poker", "posted"), "B1"))
    session.run([BankOffered(2, "Bo"), BankAnswered(2, "Bo", True, 200),  # CA-PDR: logged
                 BankedRoundStarted(1, 2, "Bo", 200, (1, 2, 3), ("Al", "Bo", "Cy"), 2)])
    with pytest.raises(Refusal, match="HTP-2CP-10"):  # the room's posted minimum
        session.check([BankedWagerPlaced(1, "Al", "base", 5)])
    rnd = session.table.round
    assert rnd is not None and rnd.charges_due() == {2: 2}  # the DP only, the room's amount
    replaced = tmp_path / "replaces.toml"
    replaced.write_text('base = "HTP"\n[games.two_card_poker.banked]\nrotation_every_hands = 2\n')
    assert load_room(replaced).room_changes == ("games.two_card_poker.banked.rotation_every_hands",)
