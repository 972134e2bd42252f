"""Command line: ``dealer-assist [COMMAND] ...``.

Each command lives in ``dealer_assist/commands/<name>.py`` and exposes ``configure(parser)`` and
``run(args) -> int``. Commands are imported only when chosen, so ``dealer-assist verify`` never
loads Qt and start-up stays fast.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

import dealer_assist.composition  # noqa: F401  (every event type known before any log is read)
from dealer_assist import __version__

DESCRIPTION = ("Dealer Assist: the dealer's touchscreen for a cardroom table, and the tools "
               "around it (hand logs, exports, devices, the rulings catalogue).")
COMMANDS: dict[str, str] = {
    "gui": "start the touchscreen app (default)",
    "demo": "start the app with a simulated shoe and a temporary database",
    "selfcheck": "check that the installation works and print what was checked",
    "selftest": "play one hand through a simulated shoe into a temporary log and verify it",
    "replay": "replay a hand log (JSON Lines events) or PHH hand histories",
    "export": "export hand logs for supervisors (CSV, JSON Lines, PHH)",
    "verify": "verify a hand-log database's hash chain and integrity",
    "devices": "list, monitor and simulate card shoes and scanners",
    "rulings": "list the irregularities catalogue",
    "setup": "write this table PC's settings (table id, house, room, devices, language, kiosk)",
    "logs": "show the recent lines of this PC's diagnostic log",
    "room": "the room store on PostgreSQL: init, enroll, sync, status, export",
    "floor": "the floor station: every table of the room, its rulings decided there",
}


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dealer-assist", description=DESCRIPTION,
        epilog="dealer-assist COMMAND --help describes one command.")
    parser.add_argument("--version", action="version", version=f"dealer-assist {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, help_text in COMMANDS.items():
        cmd = sub.add_parser(name, help=help_text, description=help_text)
        if only is None or name == only:
            module = importlib.import_module(f"dealer_assist.commands.{name}")
            module.configure(cmd)
    return parser


def full_parser() -> argparse.ArgumentParser:
    """Every command with all its options (imports them all): for shell completion, which
    `make completions` generates with shtab at build time."""
    return build_parser(only=None)


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    chosen = next((a for a in args_list if not a.startswith("-")), None)
    if chosen is None and not {"-h", "--help", "--version"} & set(args_list):
        args_list = ["gui", *args_list]
        chosen = "gui"
    if chosen is not None and chosen not in COMMANDS:
        print(
            f"dealer-assist: unknown command {chosen!r}; choose one of {', '.join(COMMANDS)}",
            file=sys.stderr,
        )
        return 2
    parser = build_parser(only=chosen if chosen is not None else "")
    args = parser.parse_args(args_list)
    module = importlib.import_module(f"dealer_assist.commands.{args.command}")
    try:
        result: int = module.run(args)
        sys.stdout.flush()
    except BrokenPipeError:
        # `dealer-assist rulings list | head`: the reader stopped listening; that is no error
        # of ours. Point stdout at /dev/null so Python's own flush at exit stays quiet too.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return result


if __name__ == "__main__":
    sys.exit(main())
