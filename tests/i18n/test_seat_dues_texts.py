"""The flop table's between-hands texts say themselves in the dealer's language (issue 20):
seat dues (LC-39, LC-70, LC-131, LC-145), players' floor notes (LC-P3, LC-5), chips picked up
(LC-97), the time collection (LC-146), a misdeal's redeal (LC-104) and the seat's status word,
each driven from the real engine and read in es and zh_TW with its numbers filled in."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot
from test_banked_texts import ROOT, english_left

from dealer_assist.engine.config import Blind, GameConfig
from dealer_assist.engine.events import PlayerAway, PlayerLeft, PlayerSeated, TableConfigured
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.pick_up import ChipsPickedUp
from dealer_assist.engine.procedure import procedure
from dealer_assist.engine.session import TableSession
from dealer_assist.engine.time_collection import CollectionModeChanged, TimeCalled
from dealer_assist.messages import Message, said
from dealer_assist.ui import engine_catalogue, i18n
from dealer_assist.ui.i18n import render, tr
from dealer_assist.ui.views.seat_panel import STATUS_WORDS

FILES = ("seat_dues", "players", "pick_up", "seating", "procedure", "redeal", "from_profile")


def _table(stacks: tuple[int, ...] = (100,) * 4, small: int = 3, blinds: tuple[int, int] = (1, 3),
           **config: object) -> TableSession:
    """A real fixed-limit table (3-6 unless told), seats 1.. with ``stacks``, dealt in at once."""
    cfg = GameConfig(small_bet=small, big_bet=2 * small,  # type: ignore[arg-type]
                     blinds=(Blind("small_blind", blinds[0]), Blind("big_blind", blinds[1])),
                     **config)
    session = TableSession(cfg)
    session.run([TableConfigured("T", "TEST", cfg.game, "test", 10, cfg.to_json())])
    session.run([PlayerSeated(s, f"P{s}", st, "deal_now") for s, st in enumerate(stacks, 1)])
    return session


def _deal(session: TableSession) -> None:
    session.commit(session.start_hand())
    session.commit(session.post_blinds())
    session.commit(session.deal_hole_cards(None))


def _fold_out(session: TableSession) -> None:
    """Everyone folds to the last player in; the pot is pushed and the hand ended."""
    while session.hand.phase == "betting":
        session.commit(session.act(session.hand.to_act or 0, "fold", 0))
    session.commit(session.settle())
    session.commit(session.end_hand())


def _play(session: TableSession, hands: int = 1) -> None:
    for _ in range(hands):
        _deal(session)
        _fold_out(session)


def _said_in(lang: str, text: str) -> str:
    assert i18n.switch(lang)
    return render(text)


def test_english_left_finds_nothing_in_the_flop_tables_between_hands_files() -> None:
    """Every sentence these files show is a msg(...); the rest is marked ``# i18n:``."""
    found = [hit for name in FILES for hit in english_left(ROOT / "engine" / f"{name}.py")]
    assert found == []


def test_LC_146_the_time_step_is_said_whole_with_and_without_a_waiting_list(qtbot: QtBot) -> None:
    """LC-146: the time collection step, both variants (the no-waiting-list warning is its own
    whole sentence, not a fragment glued on), with the amount and the seats filled in."""
    for waiting, english in ((True, "Collect $5 time from seat(s) 1, 2, 3, 4 before their next "
                                    "hand"),
                             (False, "Collect $5 time from seat(s) 1, 2, 3, 4 before their next "
                                     "hand; with no waiting list a player may play to his big "
                                     "blind and leave without paying")):
        session = _table(collection=2, collection_live=True, time_collection=5)
        session.run([CollectionModeChanged("time"), TimeCalled(waiting)])
        [step] = [s for s in procedure(session.table).steps if "LC-146" in s.rule_ids]
        assert step.text == english and isinstance(step.text, Message)
        es, zh = _said_in("es", step.text), _said_in("zh_TW", step.text)
        assert "$5" in es and "1, 2, 3, 4" in es and "tiempo" in es
        assert "$5" in zh and "1, 2, 3, 4" in zh and "時間費" in zh
        assert ("lista de espera" in es) is not waiting
        assert i18n.switch("en") and render(step.text) == english


def test_LC_97_a_pick_up_refusal_says_when_chips_are_due_in_the_language(qtbot: QtBot) -> None:
    """LC-97: an away player's chips picked up without a reason before they are due is refused;
    the "when they are due" part is itself a Message inside the refusal, so the whole sentence
    is in the language. With no house count, the other whole phrase is said."""
    for after, es_part, english_part in (
            (3, "botón 3", "due only at button 3 in a full game"),
            (None, "nunca se recogen", "never due by a count of buttons in this house")):
        session = _table(pick_up_after_buttons=after)
        session.run([PlayerAway(2)])
        with pytest.raises(Refusal) as caught:
            session.check([ChipsPickedUp(2, "P2", 100, "Floor Kim", "")])
        reason = said(caught.value)
        assert english_part in reason and "LC-97" in reason
        es = _said_in("es", reason)
        assert es_part in es and "LC-97" in es and english_part not in es
        assert english_part not in _said_in("zh_TW", reason)


def test_LC_97_the_floors_held_chips_are_said_with_player_amount_and_seat(qtbot: QtBot) -> None:
    """LC-97: once picked up (a reason given) and the seat freed, the between-hands notice of
    the chips the floor holds names the amount, the player, the seat and who took them."""
    session = _table()
    session.run([PlayerAway(3), ChipsPickedUp(3, "P3", 100, "Kim", "seat asked for"),
                 PlayerLeft(3)])
    [note] = [s.text for s in procedure(session.table).steps if s.text.startswith("The floor")]
    assert note == "The floor holds $100 in chips for P3 (picked up from seat 3 by Kim)"
    assert _said_in("es", note) == ("El floor guarda $100 en fichas para P3 (recogidas del "
                                    "asiento 3 por Kim)")
    assert _said_in("zh_TW", note) == "樓面主管替 P3 保管 $100 籌碼（由 Kim 從 3 號座位收起）"


def test_the_seats_status_word_is_a_key_the_seat_panel_says_in_the_language(
        qtbot: QtBot) -> None:
    """SeatInfo.status is a key; the seat panel's own table turns each one into words, and
    every key the engine can give is in it (LC-39 "missed blind", LC-47 "waiting to
    straddle")."""
    session = _table()
    session.run([PlayerAway(2)])
    assert session.table.seats[2].status == "away" and session.table.seats[1].status == "playing"
    assert set(STATUS_WORDS) == {"away", "missed blind", "waiting for big blind",
                                 "waiting to straddle", "playing"}
    assert i18n.switch("es")
    assert [tr(STATUS_WORDS[k]) for k in ("away", "missed blind")] == ["ausente",
                                                                      "ciega perdida"]
    assert i18n.switch("zh_TW")
    assert tr(STATUS_WORDS["waiting for big blind"]) == "等待大盲注"


def test_the_new_texts_are_in_the_engine_catalogue() -> None:
    """The catalogue the translators' tools read carries the new IDs (regenerated)."""
    source = (ROOT / "ui" / "engine_texts.py").read_text(encoding="utf-8")
    for msg_id in ("seat_dues.refusal.full_collection_first", "players.floor.removed_player",
                   "pick_up.never_due", "redeal.start.same_button",
                   "procedure.step.collect_time_no_waiting_list"):
        assert msg_id in source, msg_id
    assert engine_catalogue.PACKAGE


def test_LC_70_the_button_short_of_the_collection_is_said_in_the_language(qtbot: QtBot) -> None:
    """LC-70 / AMB-20: seat 1 has $1 against a $2 collection: the notice that he sits out his
    button hand, then (after the hand) that he is all-in next hand, each in es and zh_TW."""
    session = _table((1, 100, 100, 100, 100), collection=2, short_collection_sits_out=True)
    [sits] = [s.text for s in procedure(session.table).steps if "LC-70" in s.rule_ids
              and s.kind == "info"]
    assert sits.startswith("Seat 1 cannot cover the $2 collection")
    assert _said_in("es", sits).startswith("El asiento 1 no puede cubrir la colecta de $2")
    assert _said_in("zh_TW", sits).startswith("1 號座位付不起 $2 抽水")
    assert i18n.switch("en")
    _play(session)
    [after] = [s.text for s in procedure(session.table).steps if "could not cover" in s.text]
    assert after.msg_id == "seat_dues.info.short_button"  # type: ignore[attr-defined]
    assert "all-in" in _said_in("es", after) and "全押" in _said_in("zh_TW", after)


def test_LC_131_the_full_collection_step_and_refusal_are_said_in_the_language(
        qtbot: QtBot) -> None:
    """LC-131: the button passes away seat 5's missed blinds; after the pot is pushed, the step
    says the next hand's pot (its own whole sentence) and the next deal is refused until the
    $3 is taken, both in es and zh_TW with the seat and amount filled in."""
    session = _table((200,) * 6, small=10, blinds=(5, 10), collection=3,
                     missed_blind_full_collection=True)
    _play(session)
    session.run([PlayerAway(5)])
    _play(session, 3)
    _deal(session)
    _fold_out(session)
    [step] = [s.text for s in procedure(session.table).steps if "LC-131" in s.rule_ids]
    assert step.msg_id == "seat_dues.collect.full_collection_next_pot"  # type: ignore[attr-defined]
    assert "$3" in _said_in("es", step) and "próxima mano" in _said_in("es", step)
    assert "下一手的底池" in _said_in("zh_TW", step) and "5 號座位" in _said_in("zh_TW", step)
    assert i18n.switch("en")
    with pytest.raises(Refusal) as caught:
        session.start_hand()
    refused = said(caught.value)
    assert refused == ("take the full-game collection from seat(s) [5] first: the button has "
                       "passed their missed blinds (LC-131)")
    es = _said_in("es", refused)
    assert es.startswith("primero cobre la colecta de mesa llena") and "LC-131" in es


def test_LC_39_LC_127_a_late_newcomers_options_are_words_in_the_language(qtbot: QtBot) -> None:
    """LC-39 / LC-127: the options a passed newcomer still has are named in words (not their
    keys) inside the sentence, each said in the language; an unknown key stays as it is."""
    from dealer_assist.engine.seat_dues import options_said

    said_en = options_said(("post_missed_blinds", "buy_button", "house_special"))
    assert said_en == "post missed blinds, buy the button, house_special"
    assert _said_in("es", said_en) == "poner las ciegas perdidas, comprar el botón, house_special"
    assert _said_in("zh_TW", said_en) == "補錯過的盲注, 買按鈕, house_special"
