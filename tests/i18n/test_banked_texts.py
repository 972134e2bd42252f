"""The banked games and the evaluators say their steps in the dealer's language (issue 20):
every sentence a banked step, need, refusal or plan shows, and every hand name or low the
evaluators give the showdown, is a ``msg(...)`` with a stable ID, never an f-string or a plain
literal a translation could not reach. Wager names stay English (resources/i18n/README.md), as
do log lines and programming errors, each marked ``# i18n:`` where it stands."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from pytestqt.qtbot import QtBot

from dealer_assist.cards import parse_cards
from dealer_assist.engine.games.banked import (
    BankedDiceShaken,
    BankedRound,
    BankedRoundStarted,
    BankedWagerPlaced,
    banked_config,
)
from dealer_assist.engine.games.banked.plans import PEOPLE
from dealer_assist.evaluation import low8, pai_gow
from dealer_assist.messages import Message
from dealer_assist.rules import load_profile, rules_for
from dealer_assist.ui import engine_catalogue, i18n
from dealer_assist.ui.i18n import render

ROOT = Path(engine_catalogue.PACKAGE)
PACKAGES = (ROOT / "engine" / "games" / "banked", ROOT / "evaluation")
_WORDS = re.compile(r"[a-z]{2,}")
_ERRORS = {"ValueError", "TypeError", "KeyError", "AssertionError", "RuntimeError"}


def _said(node: ast.AST) -> bool:
    """An f-string, or a literal with words in it (a sentence or a fragment of one)."""
    if isinstance(node, ast.JoinedStr):
        return True
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)
            and " " in node.value and _WORDS.search(node.value) is not None)


def _exempt(tree: ast.Module, lines: list[str]) -> set[int]:
    """Nodes a screen never shows: docstrings, a programming error's reason, the text inside
    a msg(...) call (its template, already catalogued), a statement marked ``# i18n:`` on its
    first line (a table of keys)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            out.add(id(node.value))  # a docstring, of a module, class, function or attribute
        call = node.exc if isinstance(node, ast.Raise) else node
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and (
                call.func.id in _ERRORS or call.func.id == "msg"):
            out.update(id(n) for n in ast.walk(call) if n is not call)
        if isinstance(node, ast.stmt) and "# i18n:" in lines[node.lineno - 1]:
            out.update(id(n) for n in ast.walk(node))
    return out


def english_left(path: Path, root: Path = ROOT) -> list[str]:
    """``file:line`` of each sentence in ``path`` not built with msg(...) nor marked i18n."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    skip = _exempt(tree, lines)
    found = []
    for node in ast.walk(tree):
        if id(node) in skip or not _said(node):
            continue
        skip.update(id(n) for n in ast.walk(node))  # an f-string's parts: found once
        line = node.lineno  # type: ignore[attr-defined]
        end = node.end_lineno or line  # type: ignore[attr-defined]
        if not any("# i18n:" in lines[i - 1] for i in range(line, end + 1)):
            found.append(f"{path.relative_to(root)}:{line}")
    return found


def test_no_banked_or_evaluation_text_is_an_f_string_or_a_plain_literal() -> None:
    """Steps, needs, refusals, plans, the rotation's reasons, hand names and lows: msg(...)."""
    found = [hit for package in PACKAGES for path in sorted(package.rglob("*.py"))
             for hit in english_left(path)]
    assert found == []


def test_the_check_finds_an_f_string_step_and_a_plain_refusal(tmp_path: Path) -> None:
    """The walk can fail: a Need built from an f-string and a Refusal with a plain sentence
    are found; the same texts through msg(...), a ValueError and a marked line are not."""
    bad = tmp_path / "bad.py"
    bad.write_text('Need("deal", f"Deal two cards to seat {s}", s)\n'
                   'raise Refusal("the P/D draws one card at a time")\n'
                   'ok = msg("x.y", "Deal two cards to seat {s}", s=1)\n'
                   'raise ValueError(f"not a card: {c}")\n'
                   'name = "Pair Plus"  # i18n: a wager name, English on the felt\n'
                   'rule = "K14, CA-PDR"\n', encoding="utf-8")
    assert english_left(bad, tmp_path) == ["bad.py:1", "bad.py:2"]


def test_the_low_and_the_pai_gow_hands_are_messages_with_the_english_unchanged() -> None:
    """CG-LOW-02's reading "8-7-5-4-A" and a Pai Gow front and back keep their English str,
    and carry an ID and parameters for the screen."""
    low = low8.evaluate(parse_cards("8s 7h 5d 4c As"))
    assert low is not None
    said = low8.label(low)
    assert said == "8-7-5-4-A" and isinstance(said, Message)
    assert said.msg_id == "low.five_ranks" and said.params["r5"].msg_id == "low.ace"
    front = pai_gow.label(pai_gow.evaluate_front(parse_cards("Kh Kd")))
    back = pai_gow.label(pai_gow.evaluate_back(parse_cards("Ah Kh Qh Jh Th")))
    assert (front, back) == ("Pair of Kings", "Royal Flush")
    assert isinstance(front, Message) and isinstance(back, Message)


def test_what_is_left_to_people_is_said_as_a_message_with_its_rules_outside_the_words() -> None:
    for entry, text in PEOPLE.items():
        assert isinstance(text, Message), entry
        assert "LC-" not in text.template and "CG-" not in text.template, entry


def _pai_gow_round() -> BankedRound:
    """A real CG Pai Gow round (banker seat 7, seats 1 and 2 wagering), before the dice."""
    cfg = banked_config(rules_for(load_profile("CG"), "pai_gow", "posted"), pdr_enabled=False,
                        coverage="partial_then_returned")
    seats = (1, 2, 7)
    rnd = BankedRound(cfg, BankedRoundStarted(1, 7, "P7", 1000, seats, ("P1", "P2", "P7"), 7, 0,
                                              0))
    for s in (1, 2):
        rnd.apply(BankedWagerPlaced(s, f"P{s}", "wager", 50))
    return rnd


def test_a_pai_gow_rounds_steps_are_said_in_the_dealers_language(qtbot: QtBot) -> None:
    """CG-PAI-04/05/06 steps from the real engine: the dice, the deal with the action pile's
    note, read in es and zh_TW, and the eight-or-better low (CG-LOW-02); English unchanged."""
    rnd = _pai_gow_round()
    dice = rnd.game_needs()[0].text  # the wagers are in: the dice come first
    assert dice == "The P/D picks the action pile and shakes three dice"
    rnd.apply(BankedDiceShaken((1, 1, 6), pile=1))
    deals = [need.text for need in rnd.needs()]
    assert any(text.endswith(" (the action pile)") for text in deals)
    assert all(text.startswith("Deal seven cards to ") for text in deals)
    assert i18n.switch("es")
    assert render(dice) == "La banca elige la pila de acción y agita tres dados"
    said = [render(text) for text in deals]
    assert said == ["Reparta siete cartas al asiento 2 (la pila de acción)",
                    "Reparta siete cartas a la banca", "Reparta siete cartas al asiento 1"]
    assert i18n.switch("zh_TW")
    assert "發七張牌給莊家" in [render(text) for text in deals]
    assert render(low8.label(low8.evaluate(parse_cards("8s 7h 5d 4c As")) or 0)) == "8-7-5-4-A"
    assert i18n.switch("en")
    assert [render(text) for text in deals] == deals


def test_a_miscalled_hand_is_said_whole_in_the_language(qtbot: QtBot) -> None:
    """LC-74's miscall line: the claimed and the held hand are words of the catalogue."""
    from dealer_assist.messages import msg
    said = msg("showdown_calls.said", "Seat {seat} called {claim} but holds {actual}", seat=3,
               claim=msg("showdown_calls.claim.flush", "flush"),
               actual=msg("showdown_calls.claim.two_pair", "two pair"))
    assert said == "Seat 3 called flush but holds two pair"
    assert i18n.switch("es")
    assert render(said) == "El asiento 3 cantó color pero tiene doble par"
