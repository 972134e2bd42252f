"""`dealer-assist rulings`: not built yet (see the issue tracker)."""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("rest", nargs=argparse.REMAINDER)


def run(args: argparse.Namespace) -> int:
    print("dealer-assist rulings: this command is not available in this build yet", file=sys.stderr)
    return 2
