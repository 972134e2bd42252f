"""Floor sign-in: PINs only as salted scrypt hashes, lockout after five failures, every attempt
audited in the real hand log."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from dealer_assist.storage import EventStore
from dealer_assist.ui.staff_sign_in import (
    MAX_FAILURES,
    NewPinNeeded,
    SignIn,
    SignInRefused,
    hash_pin,
    pin_problem,
    stored_hash_problem,
    verify_pin,
)


def test_staff_sign_in_pin_hash_is_salted_and_verifies() -> None:
    one, two = hash_pin("2468"), hash_pin("2468")
    assert one != two and "2468" not in one and one.startswith("scrypt$")
    assert verify_pin("2468", one) and verify_pin("2468", two)
    assert not verify_pin("2469", one)
    assert not verify_pin("2468", None) and not verify_pin("2468", "plain$2468")


class Clock:
    """The log's clock (UTC ms), moved by hand."""

    def __init__(self) -> None:
        self.ms = 1_700_000_000_000

    def __call__(self) -> int:
        return self.ms


def test_staff_sign_in_lockout_and_audit(tmp_path: Path) -> None:
    clock = Clock()
    with EventStore.open(tmp_path / "log.sqlite", clock=clock) as store:
        store.add_staff("B-1", "Rosa", "floor", pin_hash=hash_pin("246813"))
        store.add_staff("B-2", "Dan", "dealer", pin_hash=hash_pin("1357"))
        sign_in = SignIn(store, "T1")
        assert sign_in.attempt("B-1", "246813").name == "Rosa"
        with pytest.raises(SignInRefused, match="floorperson"):
            sign_in.attempt("B-2", "1357")  # a dealer cannot decide a ruling
        for _ in range(MAX_FAILURES):
            with pytest.raises(SignInRefused, match="not recognised"):
                sign_in.attempt("B-1", "000000")
        with pytest.raises(SignInRefused, match="locked for 5:00 more"):
            sign_in.attempt("B-1", "246813")  # even the right PIN, while locked
        clock.ms += 120_000
        assert sign_in.locked_for("B-1") == 180.0
        with pytest.raises(SignInRefused, match="locked for 3:00 more"):
            sign_in.attempt("B-1", "246813")
        clock.ms += 181_000
        assert sign_in.attempt("B-1", "246813").badge == "B-1"
        actions = [e.action for e in store.audit_entries()]
        assert actions.count("login") == 2 and actions.count("login_failed") == MAX_FAILURES
        assert actions.count("login_locked") == 1 and "login_refused" in actions
        assert all("246813" not in e.detail for e in store.audit_entries())


def test_lockout_is_per_badge_in_the_log_shared_by_every_panel(tmp_path: Path) -> None:
    """Issue 16: five wrong PINs at one sign-in panel, then the right PIN at another panel
    (another table, another store object on the same log) is refused, and so is every panel
    after a restart; another badge is not affected."""
    clock = Clock()
    path = tmp_path / "log.sqlite"
    with EventStore.open(path, clock=clock) as store:
        store.add_staff("B-1", "Rosa", "floor", pin_hash=hash_pin("246813"))
        store.add_staff("B-3", "Lee", "supervisor", pin_hash=hash_pin("975310"))
        floor_panel = SignIn(store, "T1")
        for _ in range(MAX_FAILURES):
            with pytest.raises(SignInRefused):
                floor_panel.attempt("B-1", "111111")
        with EventStore.open(path, clock=clock) as other_panel_store:
            other = SignIn(other_panel_store, "T2")
            with pytest.raises(SignInRefused, match="locked"):
                other.attempt("B-1", "246813")
            assert other.attempt("B-3", "975310").name == "Lee"
    clock.ms += 60_000
    with EventStore.open(path, clock=clock) as restarted:  # the program started again
        panel = SignIn(restarted, "T1")
        assert panel.locked_for("B-1") == 240.0
        with pytest.raises(SignInRefused, match="locked for 4:00 more"):
            panel.attempt("B-1", "246813")
        locks = restarted.audit_entries(action="login_locked")
        assert [(n.staff, "5 wrong PINs" in n.detail) for n in locks] == [("B-1", True)]


def test_failures_add_up_across_panels_and_a_sign_in_clears_them(tmp_path: Path) -> None:
    """Three wrong PINs at one panel and two at another lock the badge (one count, in the log);
    a right PIN before the fifth starts the count again."""
    clock = Clock()
    path = tmp_path / "log.sqlite"
    with EventStore.open(path, clock=clock) as one, EventStore.open(path, clock=clock) as two:
        one.add_staff("B-1", "Rosa", "floor", pin_hash=hash_pin("246813"))
        first, second = SignIn(one, "T1"), SignIn(two, "T2")
        for panel in (first, first, first, second):
            with pytest.raises(SignInRefused, match="not recognised"):
                panel.attempt("B-1", "000000")
        assert first.failures("B-1") == second.failures("B-1") == 4
        assert second.attempt("B-1", "246813").name == "Rosa"
        assert first.failures("B-1") == 0
        for panel in (first, second, first, second):
            with pytest.raises(SignInRefused, match="not recognised"):
                panel.attempt("B-1", "000000")
        with pytest.raises(SignInRefused, match="5 wrong PINs"):
            second.attempt("B-1", "000000")
        with pytest.raises(SignInRefused, match="locked"):
            first.attempt("B-1", "246813")


def test_a_pin_hash_with_other_scrypt_parameters_is_refused_and_audited(
        tmp_path: Path) -> None:
    """Issue 16: a staff row edited to ``scrypt$2$1$1$...`` (a hash cheap to forge) is refused,
    even with the PIN it was made from; the refusal is in the audit log."""
    salt = bytes(16)
    cheap = hashlib.scrypt(b"246813", salt=salt, n=2, r=1, p=1).hex()
    forged = f"scrypt$2$1$1${salt.hex()}${cheap}"
    assert not verify_pin("246813", forged)
    assert "n=2 r=1 p=1" in stored_hash_problem(forged)
    assert stored_hash_problem(hash_pin("246813")) == ""
    for odd in ("scrypt$16384$8$1$00$" + "00" * 64, "scrypt$16384$8$1$zz$zz", "bcrypt$x",
                "scrypt$16384$8$1$" + "00" * 16 + "$" + "00" * 10):
        assert stored_hash_problem(odd) and not verify_pin("246813", odd)
    with EventStore.open(tmp_path / "log.sqlite") as store:
        store.add_staff("B-9", "Mallory", "admin", pin_hash=forged)
        with pytest.raises(SignInRefused, match="admin must reset the PIN"):
            SignIn(store, "T1").attempt("B-9", "246813")
        [note] = store.audit_entries(action="login_refused")
        assert note.staff == "B-9" and "n=2 r=1 p=1" in note.detail
        assert store.audit_entries(action="login") == []


def test_a_short_floor_pin_must_be_changed_at_the_next_sign_in(tmp_path: Path) -> None:
    """Issue 16: floor, supervisor and admin PINs have at least 6 digits. A 4-digit PIN from
    before still proves who it is, but signs in only after the member chose a new PIN; the
    new PIN must itself be long enough; a dealer may keep 4 digits."""
    assert pin_problem("12345", "floor") == "a floor's PIN is 6 to 8 digits"
    assert pin_problem("123456", "admin") == "" and pin_problem("1234", "dealer") == ""
    with EventStore.open(tmp_path / "log.sqlite") as store:
        store.add_staff("B-1", "Rosa", "floor", pin_hash=hash_pin("2468"))
        store.add_staff("B-2", "Dan", "dealer", pin_hash=hash_pin("1357"))
        sign_in = SignIn(store, "T1")
        with pytest.raises(NewPinNeeded, match="choose a new PIN of 6 to 8 digits"):
            sign_in.attempt("B-1", "2468")
        assert store.audit_entries(action="login") == []
        with pytest.raises(SignInRefused, match="6 to 8 digits"):
            sign_in.change_pin("B-1", "2468", "13579")
        with pytest.raises(SignInRefused, match="not recognised"):
            sign_in.change_pin("B-1", "9999", "135791")  # the old PIN must be right
        assert sign_in.change_pin("B-1", "2468", "135791").name == "Rosa"
        member = store.staff("B-1")
        assert member is not None and verify_pin("135791", member.pin_hash)
        assert not verify_pin("2468", member.pin_hash)
        [changed] = store.audit_entries(action="staff_pin_changed")
        assert changed.staff == "B-1" and "135791" not in changed.detail
        assert [e.staff for e in store.audit_entries(action="login")] == ["B-1"]
        assert sign_in.attempt("B-1", "135791").name == "Rosa"
        assert sign_in.attempt("B-2", "1357", roles=("dealer",)).name == "Dan"


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
        assert not verify_pin("000000", stored) and len(pin) >= 6
    assert len({h.split("$")[4] for h in DEMO_PIN_HASHES.values()}) == 3  # three salts
