"""What the table's issue-17 checks cost a dealer's touch, late in a long session.

A demo table (LC $3-$6, six players) plays ``--hands`` hands (every one folded to the big blind)
with a buy-in record and an add-on every ten hands, a hold button and a dealer push every fifty.
Then, each the best of ``--rounds`` rounds of ``--repeat`` calls, process CPU time:

* anchor: ``session.check([ChipsAdded])``, what any add-on already cost before the checks (the
  engine tries it on a copy of the table);
* the judged add-on: ``buy_in_events`` (the player's history read from the log, the house's
  amounts, the rules) and the same ``session.check`` of its two events;
* the seat panel's and title's readers: ``hold_buttons`` and ``dealer_on`` on the table.

The last line is one JSON object; ``judged_over_anchor`` is the judged add-on's time over the
anchor's. Run: ``.venv/bin/python benchmarks/table_ops.py`` (defaults: 1,000 hands, 5 rounds of
200 calls).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import dealer_assist.composition  # noqa: F401  (every event type known)
from dealer_assist.engine.events import ChipsAdded, PlayerAway, PlayerBack
from dealer_assist.engine.house_dealers import DealerSignedIn, dealer_on
from dealer_assist.engine.session import TableSession, demo_session
from dealer_assist.engine.stepping_away import HoldButtonGiven, hold_buttons
from dealer_assist.ui.buy_in_checks import buy_in_events


def play(hands: int) -> TableSession:
    session = demo_session(seats=6, stack=10_000)
    for n in range(1, hands + 1):
        if n % 10 == 0:
            seat = 1 + n % 6
            session.run(buy_in_events(session.table, seat, session.table.seats[seat].player, 40))
        if n % 50 == 0:
            session.run([DealerSignedIn(f"D{n}", f"Dealer {n}"), PlayerAway(3),
                         HoldButtonGiven(3), PlayerBack(3)])
        session.commit(session.start_hand())
        session.commit(session.post_blinds())
        session.commit(session.deal_hole_cards(None))
        hand = session.hand
        while hand.phase == "betting":
            session.commit(session.act(hand.to_act, "fold"))  # type: ignore[arg-type]
        session.commit(session.settle())
        session.commit(session.end_hand())
    return session


def best(rounds: int, repeat: int, call: Callable[[], object]) -> float:
    """Best seconds per call over the rounds."""
    times = []
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(repeat):
            call()
        times.append((time.process_time() - start) / repeat)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    session = play(args.hands)
    table = session.table
    player = table.seats[1].player
    anchor = best(args.rounds, args.repeat, lambda: session.check([ChipsAdded(1, 40)]))
    judged = best(args.rounds, args.repeat,
                  lambda: session.check(buy_in_events(table, 1, player, 40)))
    readers = best(args.rounds, args.repeat, lambda: (hold_buttons(table), dealer_on(table)))
    print(json.dumps({"hands": args.hands, "events": len(table.history),
                      "anchor_check_ms": round(anchor * 1000, 3),
                      "judged_add_on_ms": round(judged * 1000, 3),
                      "readers_us": round(readers * 1e6, 2),
                      "judged_over_anchor": round(judged / anchor, 2)}))


if __name__ == "__main__":
    main()
