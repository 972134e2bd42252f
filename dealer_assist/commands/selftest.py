"""``dealer-assist selftest``: the installed bundle's ``--self-test``, from any installation.

The checks live in :mod:`dealer_assist.selftest` so the bundle's entry script can run them
without going through argument parsing for the app's commands.
"""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--no-ui", action="store_true",
                        help="skip the touchscreen check (no Qt is loaded)")
    parser.add_argument("--seed", type=int, default=2024,
                        help="shuffle the simulated shoe's deck from this seed (default 2024)")
    parser.set_defaults(command="selftest")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.selftest import run_self_test

    return run_self_test(ui=not args.no_ui, seed=args.seed)
