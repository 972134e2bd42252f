"""`dealer-assist demo`: an LC $3-$6 Hold'em table, six players, a temporary hand log and a
simulated shoe behind a pseudo-terminal; or, with ``--screenshots DIR``, every screen as PNG."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--screenshots", metavar="DIR", type=Path,
                        help="render every screen at 1280x800 into DIR as PNG files and exit")
    parser.add_argument("--quit-after", metavar="SECONDS", type=float,
                        help="close the app after SECONDS (smoke tests)")
    parser.add_argument("--seed", type=int, default=None,
                        help="shuffle the simulated shoe's decks from this seed")
    parser.add_argument("--fullscreen", action="store_true",
                        help="full screen (there is no on-screen way out yet: close with Alt+F4)")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.app import build, build_demo, qt_app, run_window

    qt = qt_app()
    if args.screenshots is not None:
        return _screenshots(args.screenshots, build, build_demo)
    return run_window(qt, build_demo(seed=args.seed), windowed=not args.fullscreen,
                      quit_after=args.quit_after)


def _screenshots(out: Path, build, build_demo) -> int:  # type: ignore[no-untyped-def]
    import tempfile

    from dealer_assist.ui.screenshots import ScreenshotTour, no_limit_session

    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    app = build_demo(simulated_shoe=False)
    try:
        saved += ScreenshotTour(app.window, app.controller, out).run()
    finally:
        app.close()
    with tempfile.TemporaryDirectory(prefix="dealer-assist-shots-") as folder:
        nl = build(no_limit_session(), Path(folder) / "log.sqlite", table_id="T2")
        try:
            saved += ScreenshotTour(nl.window, nl.controller, out).run_number_pad()
        finally:
            nl.close()
    for path in saved:
        print(path)
    print(f"{len(saved)} screens written to {out}", file=sys.stderr)
    return 0
