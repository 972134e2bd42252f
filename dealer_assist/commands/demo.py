"""`dealer-assist demo`: an LC $3-$6 Hold'em table, six players, a temporary hand log and a
simulated shoe behind a pseudo-terminal (``--game stud``: a CG $4-$8 Seven Card Stud table;
``--game NAME`` for a player-banked game: one of :data:`~dealer_assist.ui.banked_games.VARIANTS`,
with the coverage ledger and a simulated shoe); or, with ``--screenshots DIR``, every screen as
PNG."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

BANKED_GAMES = ("three_card_poker", "htp_three_card_poker", "two_card_poker", "florida_holdem",
                "pai_gow", "hot_action_blackjack")  # the names of ui.banked_games.VARIANTS
GAMES = ("holdem", "stud", *BANKED_GAMES)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--screenshots", metavar="DIR", type=Path,
                        help="render every screen at 1280x800 into DIR as PNG files and exit")
    parser.add_argument("--quit-after", metavar="SECONDS", type=float,
                        help="close the app after SECONDS (smoke tests)")
    parser.add_argument("--game", choices=GAMES, default="holdem",
                        help="the demo table: holdem (LC $3-$6, default), stud (CG $4-$8 "
                             "Seven Card Stud), or a player-banked game with the coverage "
                             "ledger: three_card_poker (CG), htp_three_card_poker, "
                             "two_card_poker and florida_holdem (HTP), pai_gow and "
                             "hot_action_blackjack (CG, with Buster)")
    parser.add_argument("--seed", type=int, default=None,
                        help="shuffle the simulated shoe's decks from this seed")
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
    )

    qt = qt_app()
    if args.screenshots is not None:
        saved = screenshots(args.screenshots)
        for path in saved:
            print(path)
        print(f"{len(saved)} screens written to {args.screenshots}", file=sys.stderr)
        return 0
    if args.game in BANKED_GAMES:
        return run_banked(qt, build_banked_demo(seed=args.seed, game=args.game,
                                                simulated_shoe=True),
                          windowed=not args.fullscreen, quit_after=args.quit_after)
    return run_window(qt, build_demo(seed=args.seed, game=args.game), windowed=not args.fullscreen,
                      quit_after=args.quit_after)
