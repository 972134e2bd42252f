"""``dealer-assist selfcheck``: prove the installation works without a screen or devices."""

from __future__ import annotations

import argparse
import platform

from dealer_assist import __version__
from dealer_assist.cards import deck, parse_cards


def configure(parser: argparse.ArgumentParser) -> None:
    parser.set_defaults(command="selfcheck")


def run(args: argparse.Namespace) -> int:
    print(f"dealer-assist {__version__} on Python {platform.python_version()}")
    cards = deck(jokers=2)
    assert len(set(cards)) == 54
    sample = " ".join(c.text for c in parse_cards("As Td 10h Jk"))
    print(f"cards: {len(cards)} distinct, e.g. {sample}")
    print("selfcheck: OK")
    return 0
