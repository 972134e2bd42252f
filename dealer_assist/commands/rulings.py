"""`dealer-assist rulings list | show ID`: the irregularities catalogue.

``list`` prints one JSON object per line (``id``, ``title``, ``rule_ids``; ``--games`` filters by
flop or stud); ``show ID`` prints the whole entry (questions, ruling, steps, floor, support) as
indented JSON; ``show LC-111`` prints every entry citing that rule. An unknown ID exits 2.
"""

from __future__ import annotations

import argparse
import json
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    listing = sub.add_parser("list", help="the catalogue as JSON Lines (id, title, rule IDs)")
    listing.add_argument("--games", choices=("flop", "stud", "all"), default=None,
                         help="only the entries for these games (entries for all games included)")
    show = sub.add_parser("show", help="one entry in full")
    show.add_argument("id", metavar="ID", help="an irregularity ID, e.g. premature_turn")


def run(args: argparse.Namespace) -> int:
    from dealer_assist.rules.irregularities.catalogue import catalogue, get

    if args.action == "list":
        for entry in catalogue():
            if args.games and entry.games not in (args.games, "all"):
                continue
            line = {"id": entry.id, "title": entry.title, "rule_ids": list(entry.rule_ids)}
            print(json.dumps(line, ensure_ascii=False))
        return 0
    try:
        entries = [get(args.id)]
    except KeyError as exc:
        entries = [e for e in catalogue() if args.id in e.rule_ids]  # a rule ID: its entries
        if not entries:
            print(f"dealer-assist rulings: {exc.args[0]}; try `dealer-assist rulings list`",
                  file=sys.stderr)
            return 2
    for entry in entries:
        print(json.dumps(entry.to_dict(), ensure_ascii=False, indent=2))
    return 0
