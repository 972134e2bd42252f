"""The engine offers only what it accepts (issue 16): over random hands in every house profile
and game the engine runs (flop games and stud), every amount ``legal_actions()`` offers is
accepted by the session, and an action the engine refuses changes nothing.

Offered amounts are tried at both ends of a range and at chip multiples between (LC-67: chips
move in multiples of the limit's common chip; the ends may be an all-in for less, LC-65).
"""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from test_properties import DECK, next_events_simple, snapshot

from dealer_assist.cards import Card
from dealer_assist.engine.config import GameConfig
from dealer_assist.engine.events import Acted, Event, PlayerSeated, Shown
from dealer_assist.engine.fold import Refusal
from dealer_assist.engine.from_profile import config_from_rules
from dealer_assist.engine.session import DEMO_ROOM, TableSession
from dealer_assist.rules import HouseProfile, load_room, rules_for
from dealer_assist.rules.room import with_room_settings

PGP_SETTINGS: dict[str, object] = {  # the gaps PGP leaves to the room, filled as a room would
    "shared.collection.kind": "button",
    "shared.collection.button_collection_live": False,
    "shared.betting.short_all_in": "action_only",
    "shared.betting.max_bets_per_round": 4,
    "shared.betting.heads_up_uncapped": True,
    **{f"games.{game}.limits.{limit}.{key}": value
       for game, limit in (("holdem", "3-100"), ("holdem", "5-200"), ("omaha", "4-8"),
                           ("omaha8", "4-8"))
       for key, value in (("collection", 0), ("chip_unit", 1))},
}
LC_STUD_ROOMS = {  # LC leaves the stud antes and bring-ins to the room
    "LC_LOW": (("3-6", 1, 1), ("6-12", 2, 2)),
    "LC_HIGH": (("10-20", 5, 5), ("20-40", 5, 10)),
}


def _profiles() -> list[HouseProfile]:
    rooms = [load_room(path) for path in sorted(Path(DEMO_ROOM).glob("*.toml"))]
    studs = [with_room_settings(house, {f"games.stud.limits.{limit}.{key}": value
                                        for limit, ante, bring_in in limits
                                        for key, value in (("ante", ante),
                                                           ("bring_in_min", bring_in))},
                                "test room") for house, limits in LC_STUD_ROOMS.items()]
    return [*rooms, *studs, with_room_settings("PGP", PGP_SETTINGS, "test room")]


def _tables() -> dict[str, GameConfig]:
    """Every (house, game, limit) of the example rooms and PGP the table engine can open."""
    tables: dict[str, GameConfig] = {}
    for profile in _profiles():
        for game, rules in profile.games.items():
            for limit in rules.limits:
                try:
                    config = config_from_rules(rules_for(profile, str(game), limit))
                except Refusal:
                    continue  # a banked game, or a gap this room leaves unset
                tables[f"{profile.code} {game} {limit}"] = config
    return tables


TABLES = _tables()
OFFER_SETTINGS = settings(
    derandomize=True, max_examples=120, deadline=None, database=None,
    phases=(Phase.explicit, Phase.generate),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def test_every_game_the_engine_runs_is_covered() -> None:
    games = {name.split()[1] for name in TABLES}
    assert {"holdem", "omaha", "omaha8", "stud"} <= games
    assert {"fixed", "spread"} <= {c.structure for c in TABLES.values()}
    assert any(c.chip_unit == 5 and c.short_all_in == "half_bet" for c in TABLES.values())


def offered(session: TableSession, rng: random.Random) -> list[Acted]:
    """Every action the engine offers now, with the amounts to try for each."""
    out: list[Acted] = []
    chip = session.hand.config.chip_unit
    for a in session.hand.legal_actions():
        if a.action in ("fold", "check"):
            out.append(Acted(a.seat, a.action))
            continue
        amounts = {a.min_to, a.max_to}
        multiples = range(-(-a.min_to // chip) * chip, a.max_to + 1, chip)
        amounts |= set(rng.sample(multiples, min(3, len(multiples))))
        out += [Acted(a.seat, a.action, to) for to in sorted(amounts)]
    return out


def check_offers(session: TableSession, rng: random.Random, log: list[str]) -> list[Acted]:
    """Each offer is accepted by the session (tried on a copy of the table)."""
    offers = offered(session, rng)
    for ev in offers:
        try:
            session.check([ev])
        except Refusal as refused:
            raise AssertionError(f"offered {ev.to_json()} but refused it: {refused}\n"
                                 + "\n".join(log[-15:])) from refused
    return offers


def refused_changes_nothing(session: TableSession, rng: random.Random, log: list[str]) -> None:
    """A random action (mostly wrong seat or amount): if refused, the table is as it was."""
    hand = session.hand
    seat = rng.choice([*hand.seats, 0, 11])
    action = rng.choice(("fold", "check", "call", "bet", "raise", "complete", "all_in",
                         "bring_in"))
    to = rng.choice((0, 1, 3, 7, 18, 28, hand.config.small_bet, hand.config.big_bet, 10**6,
                     hand.stacks.get(seat, 0) + hand.street_bets.get(seat, 0)))
    ev = Acted(seat, action, to)
    before = snapshot(session.table)
    try:
        session.table.apply(ev)
    except Refusal:
        assert snapshot(session.table) == before, f"refused {ev.to_json()} changed the table"
        return
    log.append(f"accepted random {ev.to_json()}")


def dealer_step(session: TableSession, deck: list[Card]) -> list[Event]:
    """The dealer's next step when nobody is betting: posts, cards, showdown, settling."""
    hand = session.hand
    if hand.phase == "showdown":
        seat = next(s for s in hand.showdown_order()
                    if s in hand.in_hand and s not in hand.mucked and s not in hand.shown)
        return [Shown(seat, tuple(c for c in hand.hole[seat] if c is not None))]
    return next_events_simple(session, deck)


@OFFER_SETTINGS
@given(table=st.sampled_from(sorted(TABLES)),
       stacks=st.lists(st.integers(1, 400), min_size=2, max_size=8),
       seed=st.integers(0, 2**32 - 1))
def test_every_offered_amount_is_accepted_and_a_refusal_changes_nothing(
        table: str, stacks: list[int], seed: int) -> None:
    """Issue 16 (LC-67, LC-126, LC-65): random hands in every table the engine runs; at each
    turn every offered action and amount is accepted, and a refused one changes nothing."""
    session = TableSession(TABLES[table])
    session.run([PlayerSeated(s, f"P{s}", stack, "deal_now")
                 for s, stack in enumerate(stacks, start=1)])
    rng = random.Random(seed)
    log: list[str] = []
    for _ in range(3):
        if len(session.table.eligible()) < 2:
            break
        deck = DECK[:]
        rng.shuffle(deck)
        session.run(session.start_hand())
        hand = session.hand
        for _step in range(500):
            if hand.ended:
                break
            if hand.phase == "betting":
                offers = check_offers(session, rng, log)
                if rng.random() < 0.3:
                    refused_changes_nothing(session, rng, log)
                    continue
                events: list[Event] = [rng.choice(offers)]
            else:
                events = dealer_step(session, deck)
            session.run(events)
            log += [ev.to_json() for ev in events]
        assert hand.ended, log[-10:]
