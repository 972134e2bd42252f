"""The installed app's self-test (``dealer-assist --self-test`` in the bundle, ``dealer-assist
selftest`` from a checkout).

A table PC has no developer to read a traceback, so the bundle must prove on the spot that what
it shipped works end to end: every house profile and example room loads, the device models and
data files are where the code looks for them, one hand is played through a real pseudo-terminal
shoe into the engine and the hash-chained log, and the log verifies. ``make bundle`` runs it
headless on every build, so a file the bundle forgot fails the build, not the cardroom.
"""

from __future__ import annotations

import importlib
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from queue import Empty
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:  # imported where used, so a module missing from a bundle fails one check
    from dealer_assist.cards import Card
    from dealer_assist.devices.manager import DeviceManager
    from dealer_assist.engine.events import Event
    from dealer_assist.storage import EventStore

TABLE = "SELFTEST"
CARD_TIMEOUT = 5.0  # seconds for one card to come back through the reader thread
MAX_STEPS = 200  # a hold'em hand with six players takes about 60: more means a loop


class CheckFailed(Exception):
    """A check that ran but found something wrong; the message says what, for the screen."""


@dataclass
class Report:
    """What was checked, line by line, and what failed; printed as it goes so a hang is
    visible on the console at the step where it happens."""

    out: TextIO
    failures: list[str] = field(default_factory=list)

    def step(self, name: str, check: Callable[[], str]) -> None:
        started = time.perf_counter()
        try:
            detail = check()
        except Exception as error:  # any failure is reported, never a bare traceback
            reason = str(error) if isinstance(error, CheckFailed) else (
                f"{type(error).__name__}: {error}")
            self.failures.append(f"{name}: {reason}")
            print(f"FAIL {name}: {reason}", file=self.out, flush=True)
            return
        ms = (time.perf_counter() - started) * 1000
        print(f"ok   {name}: {detail} ({ms:.0f} ms)", file=self.out, flush=True)


def run_self_test(out: TextIO | None = None, *, ui: bool = True, seed: int = 2024) -> int:
    """Run every check, print one line each, return 0 when all pass and 1 otherwise.

    ``ui`` adds the touchscreen check (Qt platform plugin, theme, main window); without a
    display it uses Qt's offscreen platform so the check also runs on a build server.
    """
    stream = out if out is not None else sys.stdout
    report = Report(stream)
    started = time.perf_counter()
    from dealer_assist import __version__

    frozen = " (bundle)" if getattr(sys, "frozen", False) else ""
    print(f"dealer-assist {__version__}{frozen} self-test, Python {sys.version.split()[0]}",
          file=stream, flush=True)
    report.step("house profiles", check_profiles)
    report.step("example rooms", check_rooms)
    report.step("device models", check_device_models)
    report.step("data files", check_data_files)
    report.step("simulated hand", lambda: play_simulated_hand(seed))
    report.step("room link", check_room)
    if ui:
        report.step("touchscreen", check_ui)
        report.step("languages", check_languages)
    seconds = time.perf_counter() - started
    if report.failures:
        print(f"self-test FAILED ({len(report.failures)} of the checks above) in {seconds:.1f} s:",
              file=stream, flush=True)
        for failure in report.failures:
            print(f"  - {failure}", file=stream, flush=True)
        return 1
    print(f"self-test OK in {seconds:.1f} s", file=stream, flush=True)
    return 0


def check_profiles() -> str:
    """Every shipped house profile parses and validates (a missing TOML fails here)."""
    from dealer_assist.rules import load_all
    from dealer_assist.rules.enums import HouseCode

    profiles = load_all()
    missing = sorted(c.value for c in HouseCode if c not in profiles)
    if missing:
        raise CheckFailed(f"profiles not loaded: {', '.join(missing)}")
    games = sum(len(p.games) for p in profiles.values())
    return f"{len(profiles)} loaded ({', '.join(sorted(c.value for c in profiles))}), {games} games"


def check_rooms() -> str:
    """The example rooms, found where the engine's demo looks for them (``DEMO_ROOM``)."""
    from dealer_assist.engine.session import DEMO_ROOM
    from dealer_assist.rules import load_room

    rooms = sorted(DEMO_ROOM.glob("*.toml"))
    if not rooms:
        raise CheckFailed(f"no example room files in {DEMO_ROOM}")
    if not (DEMO_ROOM / "lc_low_demo.toml").is_file():
        raise CheckFailed(f"the demo room lc_low_demo.toml is missing from {DEMO_ROOM}")
    for room in rooms:
        load_room(room)
    return f"{len(rooms)} loaded from {DEMO_ROOM}"


def check_device_models() -> str:
    """The device models discovery uses: without them no real shoe is ever recognised."""
    from dealer_assist.devices.models import default_hardware_dir, load_models

    models = load_models()
    if not models:
        raise CheckFailed(f"no device models in {default_hardware_dir() / 'models'}")
    usb = sum(1 for m in models if m.vid is not None)
    return f"{len(models)} loaded ({usb} with USB IDs) from {default_hardware_dir() / 'models'}"


def check_data_files() -> str:
    """Package data the code opens by path: the hand-evaluation tables and the Qt theme."""
    import dealer_assist
    from dealer_assist.cards import parse_cards
    from dealer_assist.evaluation.high import evaluate

    royal = evaluate(parse_cards("As Ks Qs Js Ts"))
    seven_high = evaluate(parse_cards("2c 3d 4h 5s 7c"))
    if not royal > seven_high:
        raise CheckFailed("the evaluation tables rank a royal flush below seven-high")
    theme = Path(dealer_assist.__file__).parent / "ui" / "theme.qss"
    if not theme.is_file() or theme.stat().st_size == 0:
        raise CheckFailed(f"the touchscreen theme {theme} is missing or empty")
    return f"evaluation tables ranked a royal flush over seven-high; theme {theme.name} present"


def play_simulated_hand(seed: int = 2024) -> str:
    """One hand of the demo table, every card sent as a framed-shoe frame through a
    pseudo-terminal and read back by the real reader thread and codec, every event written to a
    temporary hand log before the engine adopts it; then the log's hash chain is verified."""
    from dealer_assist.storage import EventStore
    from dealer_assist.storage.verify import verify

    with tempfile.TemporaryDirectory(prefix="dealer-assist-selftest-") as folder:
        db = Path(folder) / "selftest-hand-log.sqlite"
        store = EventStore.open(db)
        try:
            hand = _play_hand(store, Path(folder), seed)
        finally:
            store.close()
        report = verify(db)
        if not report.ok:
            raise CheckFailed(f"log verification {report.message()}")
        with EventStore.open(db) as reread:
            held = reread.event_count(TABLE)  # the table's events (not the log's own records)
        if held != hand.logged:
            raise CheckFailed(f"the log holds {held} events, {hand.logged} were written")
        _replay(db, hand)
        return (f"{hand.cards} cards read through {hand.via}, {hand.actions} actions, "
                f"{hand.logged} events logged, chain verified (head {report.head[:12]}), "
                f"replayed to the same table; {hand.result}")


def _replay(db: Path, hand: _Played) -> None:
    """Read the hand back and rebuild the table from the log alone, as a restart after a
    crash does: the stored events must be the played ones and the engine must accept them."""
    from dealer_assist.engine.session import TableSession
    from dealer_assist.storage import EventStore

    with EventStore.open(db) as store:
        logged = list(store.table_events(TABLE))
    if logged != hand.history:
        first = next((i for i, (a, b) in enumerate(zip(logged, hand.history, strict=False))
                      if a != b), min(len(logged), len(hand.history)))
        raise CheckFailed(f"the log read back differs from the hand played at event {first + 1}")
    TableSession().run(logged)


@dataclass
class _Played:
    cards: int = 0
    actions: int = 0
    logged: int = 0
    result: str = ""
    via: str = ""
    history: list[Event] = field(default_factory=list)


class _PtyShoe:
    """The shoe as the table PC reads one: a simulator on a pseudo-terminal, opened by the
    device manager's reader thread through pyserial and decoded by the framed-shoe codec."""

    via = "the pty shoe"

    def __init__(self, folder: Path) -> None:
        from dealer_assist.devices.manager import DeviceManager
        from dealer_assist.devices.sim.simulator import Simulator
        from dealer_assist.devices.spec import DeviceSpec

        self.sim = Simulator("shoe", directory=folder, name="selftest-shoe", heartbeat=None).open()
        self.manager = DeviceManager()
        try:
            self.manager.add(DeviceSpec("shoe-1", str(self.sim.path), self.sim.codec, 115200,
                                        silence_after=None))
            _await_status(self.manager, "connected")
        except BaseException:
            self.close()
            raise

    def read(self, card: Card) -> Card:
        """Send ``card`` as a frame and return what the reader decoded."""
        from dealer_assist.devices.events import CardRead, DeviceFault, DeviceStatus

        self.sim.send_card(card)
        deadline = time.monotonic() + CARD_TIMEOUT
        while True:
            try:
                event = self.manager.events.get(timeout=max(0.0, deadline - time.monotonic()))
            except Empty:
                raise CheckFailed(f"card {card} was sent to the pty shoe but never read back "
                                  f"within {CARD_TIMEOUT:.0f} s") from None
            if isinstance(event, DeviceFault):
                raise CheckFailed(f"the shoe reader reported a fault: {event.reason} "
                                  f"({event.raw.hex(' ')})")
            if isinstance(event, DeviceStatus) and event.status == "disconnected":
                raise CheckFailed(f"the pty shoe disconnected: {event.detail}")
            if isinstance(event, CardRead):
                return event.card

    def close(self) -> None:
        self.manager.close()
        self.sim.close()


class CodecShoe:
    """Windows has no pseudo-terminals: the same frames go straight into the framed-shoe codec,
    so frame building and decoding are still checked (the serial port is not)."""

    via = "the framed-shoe codec (no pseudo-terminals on Windows)"

    def __init__(self) -> None:
        from dealer_assist.devices.codecs import make_codec
        from dealer_assist.devices.sim.encoders import FramedShoeEncoder

        self.encoder = FramedShoeEncoder()
        self.codec = make_codec("framed-shoe", "shoe-1")

    def read(self, card: Card) -> Card:
        from dealer_assist.devices.events import CardRead

        events = self.codec.feed(self.encoder.card(card), time.time())
        cards = [e.card for e in events if isinstance(e, CardRead)]
        if len(cards) != 1:
            raise CheckFailed(f"the framed-shoe codec decoded {events!r} from card {card}")
        return cards[0]

    def close(self) -> None:
        """Nothing to release."""


def _play_hand(store: EventStore, folder: Path, seed: int) -> _Played:
    from dealer_assist.cards import STANDARD_CARDS
    from dealer_assist.engine.events import PotAwarded, Shown
    from dealer_assist.engine.session import demo_session

    played = _Played()
    session = demo_session()

    def log(events: list[Event]) -> None:
        """Write first, then adopt: the order the app keeps (ARCHITECTURE property 6)."""
        if events:
            store.append(TABLE, events)
            session.commit(events)
            played.logged += len(events)

    setup = list(session.table.history)  # already adopted: the log alone must rebuild the table
    store.append(TABLE, setup)
    played.logged += len(setup)
    deck = list(STANDARD_CARDS)
    random.Random(seed).shuffle(deck)
    shoe = CodecShoe() if sys.platform == "win32" else _PtyShoe(folder)
    played.via = shoe.via
    try:
        log(session.start_hand())
        for _ in range(MAX_STEPS):
            hand = session.hand
            phase = hand.phase
            if phase == "posting" and any(not d.optional for d in hand.posts_outstanding()):
                log(session.post_blinds())
            elif phase in ("posting", "dealing", "board"):
                sent = deck[played.cards]
                card = shoe.read(sent)
                if card != sent:
                    raise CheckFailed(f"sent {sent}, the shoe reader decoded {card}")
                played.cards += 1
                log(session.card_read(card))
            elif phase == "betting":
                legal = {a.action for a in hand.legal_actions()}
                seat = hand.to_act
                if seat is None:
                    raise CheckFailed("betting, but no seat is to act")
                log(session.act(seat, "check" if "check" in legal else "call"))
                played.actions += 1
            elif phase == "showdown":
                seat = next(s for s in hand.showdown_order()
                            if s not in hand.shown and s not in hand.mucked)
                cards = tuple(c for c in hand.hole[seat] if c is not None)
                log(session.check([Shown(seat, cards)]))
            elif phase == "settling":
                log(session.settle())
            elif phase == "settled":
                awards = [a for a in hand.awards if isinstance(a, PotAwarded)]
                log(session.end_hand())
                played.history = list(session.table.history)
                played.result = ", ".join(f"${a.amount} to seat {a.seat}" for a in awards)
                return played
            else:
                raise CheckFailed(f"the hand stopped in phase {phase!r}")
        raise CheckFailed(f"the hand did not end within {MAX_STEPS} steps")
    finally:
        shoe.close()


def _await_status(manager: DeviceManager, status: str, timeout: float = CARD_TIMEOUT) -> None:
    """Wait for the reader to report ``status``: a card sent before the port is open is lost."""
    from dealer_assist.devices.events import DeviceStatus

    deadline = time.monotonic() + timeout
    while True:
        try:
            event = manager.events.get(timeout=max(0.0, deadline - time.monotonic()))
        except Empty:
            raise CheckFailed(f"the pty shoe reader did not report {status!r} within "
                              f"{timeout:.0f} s") from None
        if isinstance(event, DeviceStatus) and event.status == status:
            return


def check_languages() -> str:
    """Every language's compiled catalogue is in the bundle, loads, and its words are drawn
    by an installed font (Chinese needs Noto Sans CJK: Debian's fonts-noto-cjk)."""
    i18n = importlib.import_module("dealer_assist.ui.i18n")
    fonts = importlib.import_module("dealer_assist.ui.fonts")
    importlib.import_module("dealer_assist.app").qt_app()
    missing = [lang for lang in i18n.TRANSLATED if not i18n.qm_path(lang).is_file()]
    if missing:
        raise CheckFailed(f"no compiled catalogue for {', '.join(missing)} in "
                          f"{i18n.QM_DIR} (make translations)")
    for language in i18n.TRANSLATED:
        if not i18n.switch(language):
            raise CheckFailed(f"the {language} catalogue does not load")
    i18n.switch("en")
    problems = fonts.coverage_problems()
    if problems:
        raise CheckFailed("; ".join(problems))
    return f"{len(i18n.TRANSLATED)} catalogues load; every language's glyphs have a font"


def check_room() -> str:
    """The room store's pieces a table PC needs to ship (docs/room.md), without a room: the
    room package, the PostgreSQL driver with its own libpq (psycopg's binary build) and its
    pool, and an Ed25519 key made, used to sign a head and checked. Nothing is connected to."""
    import psycopg
    import psycopg_pool

    from dealer_assist.room import keys, shipper

    implementation = psycopg.pq.__impl__
    if implementation not in ("binary", "c"):
        raise CheckFailed(f"psycopg runs its {implementation!r} implementation: the bundle lacks "
                          "psycopg_binary (its own libpq), so the room cannot be reached")
    key = keys.new_key()
    signed = keys.TableSigner(Path("selftest.db"), TABLE, key).sign(1, bytes(16))
    if not keys.is_valid(keys.public_bytes(key), signed):
        raise CheckFailed("an Ed25519 signature made here does not verify")
    forged = signed.__class__(signed.table, 2, signed.head, signed.signature)
    if keys.is_valid(keys.public_bytes(key), forged):
        raise CheckFailed("an Ed25519 signature verified for a head it was not made for")
    return (f"room package ({shipper.__name__.rsplit('.', 1)[-1]}), psycopg {psycopg.__version__} "
            f"({implementation}, libpq {psycopg.pq.version()}), psycopg_pool "
            f"{psycopg_pool.__version__}; Ed25519 key made, a head signed and verified; "
            "no connection made")


def check_ui() -> str:
    """The Qt pieces the bundle must carry: platform plugin, widgets, theme, the main window.

    Without a display (a build server, an SSH session) Qt's offscreen platform is used, since
    Qt would otherwise abort the whole process rather than raise.
    """
    if (sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM")
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    # by name: the UI is outside the project's strict mypy scope (pyproject [tool.mypy] files)
    ui = importlib.import_module("dealer_assist.app")
    qt = ui.qt_app()
    app = ui.build_demo(simulated_shoe=False)
    try:
        app.window.resize(1280, 800)
        app.window.show()
        qt.processEvents()
        image = app.window.grab()
        if image.isNull():
            raise CheckFailed("the main window did not render")
        if not qt.styleSheet():
            raise CheckFailed("the touchscreen theme was not applied")
        return (f"Qt platform {qt.platformName()!r}, theme applied, main window rendered "
                f"{image.width()}x{image.height()}")
    finally:
        app.close()
