"""The floor station's gate (issue 20): its prompt, its pads and a refused sign-in switch
language at once and back, the refusal's reason included (no room needed: the staff look-up
is a plain function here)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from dealer_assist.storage import StaffMember
from dealer_assist.ui import i18n
from dealer_assist.ui.floor_station.sign_in import StationSignIn
from dealer_assist.ui.floor_station.window import FloorStation
from dealer_assist.ui.staff_sign_in import hash_pin

DEALER = StaffMember(0, "D200", "Dan Dealer", "dealer", hash_pin("1357"), True)
FLOOR = StaffMember(0, "F100", "Fay Floor", "floor", hash_pin("246810"), True)


def _station(qtbot: QtBot) -> FloorStation:
    staff = {m.badge: m for m in (DEALER, FLOOR)}
    window = FloorStation(StationSignIn(staff.get))
    qtbot.addWidget(window)
    return window


def test_the_gate_prompt_and_a_refusal_switch_language_and_back(qtbot: QtBot) -> None:
    """A dealer may not sign in at the station (a floor role decides): refused in Spanish,
    said again in Chinese after a switch, English again after."""
    window = _station(qtbot)
    view = window.sign_in_view
    english = view.text.text()
    assert english.startswith("A floorperson signs in") and window.title.text() == (
        "Floor station: the room")
    assert i18n.switch("es")
    assert view.text.text().startswith("Un floor inicia sesión")
    assert window.title.text() == "Puesto del floor: la sala"
    view.badge_read("D200")
    assert "D200" in view.text.text() and "PIN" in view.text.text()
    view.pin_entered("1357")
    assert view.text.text().startswith("Sin iniciar sesión: Dan Dealer es dealer")
    assert i18n.switch("zh_TW")
    assert view.text.text().startswith("未登入：Dan Dealer 的職位是 dealer")
    assert i18n.switch("en")
    assert view.text.text().startswith("Not signed in: Dan Dealer is dealer: a floorperson "
                                       "must decide.")


def test_who_is_signed_in_is_said_in_the_screens_language(qtbot: QtBot) -> None:
    window = _station(qtbot)
    window.sign_in_view.badge_read("F100")
    window.sign_in_view.pin_entered("246810")
    assert window.who.text() == "Fay Floor (floor)"
    assert i18n.switch("zh_TW")
    assert window.who.text().startswith("Fay Floor（") and window.who.text().endswith("）")
    assert "floor" not in window.who.text()
    window.sign_out()
    assert window.who.text() != "nobody signed in"
    assert i18n.switch("en")
    assert window.who.text() == "nobody signed in"
