"""The language stored with the staff record: a chained ``staff_set`` field that older records
simply lack (they replay as "the table's language"), kept when a later record does not name it,
and checked by verify like every derived row."""

from __future__ import annotations

from pathlib import Path

from dealer_assist.storage import EventStore
from dealer_assist.storage.verify import verify
from dealer_assist.ui import i18n


def test_a_member_keeps_his_language_across_records_and_verify_agrees(tmp_path: Path) -> None:
    path = tmp_path / "log.sqlite"
    with EventStore.open(path) as store:
        store.add_staff("B-1", "Rosa", "floor")  # as before issue 20: no language in the record
        member = store.staff("B-1")
        assert member is not None and member.language == ""
        store.change_staff("B-1", "Rosa", "floor", pin_hash=None, active=True, language="vi",
                           action="staff_language", detail="Rosa: screens in vi", by="B-1")
        store.add_staff("B-1", "Rosa Ng", "supervisor")  # a later change that names none
        member = store.staff("B-1")
        assert member is not None and (member.name, member.language) == ("Rosa Ng", "vi")
        assert [m.language for m in store.all_staff()] == ["vi"]
    report = verify(path, engine=False)
    assert report.ok, report


def test_the_table_language_returns_when_the_floorperson_signs_out(qtbot: object) -> None:
    from dealer_assist.app import qt_app

    qt_app()
    assert i18n.set_table_language("es") and i18n.current() == "es"
    assert i18n.staff_signed_in("zh_TW") and i18n.current() == "zh_TW"
    assert i18n.staff_signed_out() and i18n.current() == "es"
    assert not i18n.staff_signed_in("")  # a member without a language of his own
    assert i18n.current() == "es"
    i18n.set_table_language("en")
    assert i18n.current() == "en"
