"""Floor sign-in: PINs only as salted scrypt hashes, lockout after five failures, every attempt
audited in the real hand log."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_assist.storage import EventStore
from dealer_assist.ui.staff_sign_in import (
    MAX_FAILURES,
    SignIn,
    SignInRefused,
    hash_pin,
    verify_pin,
)


def test_staff_sign_in_pin_hash_is_salted_and_verifies() -> None:
    one, two = hash_pin("2468"), hash_pin("2468")
    assert one != two and "2468" not in one and one.startswith("scrypt$")
    assert verify_pin("2468", one) and verify_pin("2468", two)
    assert not verify_pin("2469", one)
    assert not verify_pin("2468", None) and not verify_pin("2468", "plain$2468")


def test_staff_sign_in_lockout_and_audit(tmp_path: Path) -> None:
    now = [1000.0]
    with EventStore.open(tmp_path / "log.sqlite") as store:
        store.add_staff("B-1", "Rosa", "floor", pin_hash=hash_pin("2468"))
        store.add_staff("B-2", "Dan", "dealer", pin_hash=hash_pin("1357"))
        sign_in = SignIn(store, "T1", clock=lambda: now[0])
        assert sign_in.attempt("B-1", "2468").name == "Rosa"
        with pytest.raises(SignInRefused, match="floorperson"):
            sign_in.attempt("B-2", "1357")  # a dealer cannot decide a ruling
        for _ in range(MAX_FAILURES):
            with pytest.raises(SignInRefused, match="not recognised"):
                sign_in.attempt("B-1", "0000")
        with pytest.raises(SignInRefused, match="locked"):
            sign_in.attempt("B-1", "2468")  # even the right PIN, while locked
        now[0] += 301
        assert sign_in.attempt("B-1", "2468").badge == "B-1"
        actions = [e.action for e in store.audit_entries()]
        assert actions.count("login") == 2 and actions.count("login_failed") == MAX_FAILURES
        assert "login_refused" in actions
        assert all("2468" not in e.detail for e in store.audit_entries())


def test_demo_pin_hashes_match_the_published_demo_pins() -> None:
    """The demo's fixed hashes (kept to spare three scrypt runs at start-up) accept exactly the
    PINs the user guide publishes, and are salted scrypt like every stored PIN."""
    from dealer_assist.devices.sim.demo_badge import (
        DEMO_ADMIN_PIN,
        DEMO_FLOOR_PIN,
        DEMO_PIN_HASHES,
        DEMO_SUPERVISOR_PIN,
    )
    from dealer_assist.ui.staff_sign_in import verify_pin

    assert set(DEMO_PIN_HASHES) == {DEMO_FLOOR_PIN, DEMO_SUPERVISOR_PIN, DEMO_ADMIN_PIN}
    for pin, stored in DEMO_PIN_HASHES.items():
        assert stored.startswith("scrypt$") and verify_pin(pin, stored)
        assert not verify_pin("0000", stored)
    assert len({h.split("$")[4] for h in DEMO_PIN_HASHES.values()}) == 3  # three salts
