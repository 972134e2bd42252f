"""The engine's message templates reach the translators: ui/engine_texts.py (what
pyside6-lupdate reads) lists every ``msg`` template of the engine, the irregularities' texts and
the rules' short titles, and each message ID names one template."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from dealer_assist.messages import Message, msg
from dealer_assist.rules import ids
from dealer_assist.rules.irregularities.catalogue import get
from dealer_assist.ui import engine_catalogue, engine_texts


def test_the_declared_catalogue_is_complete_and_current() -> None:
    """Fails when an engine text was added or changed without `make translations-update`."""
    declared = dict(engine_texts.TEXTS)
    wanted = engine_catalogue.catalogue()
    missing = sorted(set(wanted) - set(declared))
    stale = sorted(k for k in declared if k not in wanted or wanted[k] != declared[k])
    assert not missing, f"not declared (run make translations-update): {missing[:5]}"
    assert not stale, f"declared but changed or gone: {stale[:5]}"
    assert Path(engine_texts.__file__).read_text(encoding="utf-8") == engine_catalogue.generated()


def test_the_engine_declares_hundreds_of_texts_with_their_ids() -> None:
    texts = dict(engine_texts.TEXTS)
    assert len(texts) > 1000
    assert texts["rule.LC-110"] == str(ids.title("LC-110"))
    assert texts["irregularity.boxed_card.title"] == get("boxed_card").title


def test_one_id_with_two_templates_is_refused(tmp_path: Path) -> None:
    (tmp_path / "twice.py").write_text('msg("x.y", "one {a}", a=1)\nmsg("x.y", "two {a}", a=1)\n')
    with pytest.raises(ValueError, match=r"twice.py:2: message x.y has two templates"):
        engine_catalogue.templates_in_source(tmp_path)


def test_no_engine_module_builds_a_step_or_refusal_from_an_f_string() -> None:
    """The codemod's promise kept: a Step's text and a Refusal's reason are msg(...) calls (or
    names), never an f-string or concatenation a translation could not reorder."""
    root = Path(engine_catalogue.PACKAGE)
    found = []
    for package in ("engine", "irregularities"):
        for path in (root / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                    continue
                arg = (node.args[1] if node.func.id == "Step" and len(node.args) > 1 else
                       node.args[0] if node.func.id == "Refusal" and node.args else None)
                if isinstance(arg, ast.JoinedStr | ast.Constant):
                    found.append(f"{path.name}:{node.lineno}")
    assert found == []


def test_a_message_is_the_english_text_and_keeps_its_parts() -> None:
    m = msg("hand.refusal.x", "Seat {seat} has ${amount} behind", seat=4, amount=120)
    assert m == "Seat 4 has $120 behind" and isinstance(m, str)
    assert (m.msg_id, m.template, m.params) == ("hand.refusal.x", "Seat {seat} has ${amount} "
                                                "behind", {"seat": 4, "amount": 120})
    assert isinstance(ids.describe("LC-110"), Message)
    assert ids.describe("LC-110").params["rule_id"] == "LC-110"
