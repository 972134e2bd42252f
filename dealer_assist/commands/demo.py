"""`dealer-assist demo`: an LC $3-$6 Hold'em table, six players, a temporary hand log and a
simulated shoe behind a pseudo-terminal (``--game stud``: a CG $4-$8 Seven Card Stud table;
``--game NAME`` for a player-banked game: one of :data:`~dealer_assist.ui.banked_games.VARIANTS`,
with the coverage ledger and a simulated shoe); or, with ``--screenshots DIR``, every screen as
PNG."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from dealer_assist.settings import LANGUAGES

DEALER_DEMOS = ("holdem", "stud")  # the dealer-table demos (app.build_demo)


def banked_games() -> dict[str, str]:
    """The banked demo tables by ``--game`` name, with their labels (ui.banked_games)."""
    from dealer_assist.ui.banked_games import VARIANTS

    return {name: v.label for name, v in VARIANTS.items()}


def configure(parser: argparse.ArgumentParser) -> None:
    banked = banked_games()
    parser.add_argument("--screenshots", metavar="DIR", type=Path,
                        help="render every screen at 1280x800 into DIR as PNG files and exit")
    parser.add_argument("--quit-after", metavar="SECONDS", type=float,
                        help="close the app after SECONDS (smoke tests)")
    parser.add_argument("--game", choices=(*DEALER_DEMOS, *banked), default="holdem",
                        help="the demo table: holdem (LC $3-$6, default), stud (CG $4-$8 "
                             "Seven Card Stud), or a player-banked game with the coverage "
                             "ledger: " + "; ".join(f"{n} ({label})"
                                                     for n, label in banked.items()))
    parser.add_argument("--seed", type=int, default=None,
                        help="shuffle the simulated shoe's decks from this seed")
    parser.add_argument("--room", metavar="DSN",
                        help="ship the demo's log live to a room store (a floor login: the "
                             "demo table is enrolled as DEMO-<pid>)")
    parser.add_argument("--language", choices=LANGUAGES, default=None,
                        help="the screens' language (default: en); "
                             "with --screenshots, the tour's")
    parser.add_argument("--fullscreen", action="store_true",
                        help="kiosk mode: full screen, only a signed-in supervisor closes it "
                             "(demo supervisor PIN 135791)")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.app import (
        build_banked_demo,
        build_demo,
        qt_app,
        run_banked,
        run_window,
        screenshots,
        ship_to_room,
    )

    if args.screenshots is None:  # a demo writes the technician's log as the table app does
        from dealer_assist.diagnostics import setup_logging

        setup_logging()
    qt = qt_app()
    language = args.language or "en"
    if args.screenshots is not None:
        saved = screenshots(args.screenshots, language)
        for path in saved:
            print(path)
        print(f"{len(saved)} screens written to {args.screenshots}", file=sys.stderr)
        return 0
    from dealer_assist.ui import i18n

    i18n.set_table_language(language)
    if args.game in banked_games():
        return run_banked(qt, build_banked_demo(seed=args.seed, game=args.game,
                                                simulated_shoe=True),
                          windowed=not args.fullscreen, quit_after=args.quit_after)
    app = build_demo(seed=args.seed, game=args.game)
    if args.room:
        try:
            ship_to_room(app, args.room, f"DEMO-{os.getpid()}")
        except Exception as error:  # the room refused the enrolment or is out of reach
            app.close()
            print(f"dealer-assist demo: the room: {error}", file=sys.stderr)
            return 1
    return run_window(qt, app, windowed=not args.fullscreen, quit_after=args.quit_after)
