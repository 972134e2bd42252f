"""Entry script of the frozen bundle: ``dealer-assist [--self-test | COMMAND ...]``.

The bundle has no ``dealer-assist`` console script to install, so this file is what PyInstaller
freezes. ``--self-test`` is the installer's contract (``make bundle`` and the technician both run
it) and maps to the ``selftest`` command; everything else is the ordinary command line.
"""

from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    """Dispatch; ``--self-test`` keeps the remaining options (``--no-ui``, ``--seed N``)."""
    from dealer_assist.cli import main as cli_main

    if "--self-test" in argv:
        rest = [a for a in argv if a != "--self-test"]
        return cli_main(["selftest", *rest])
    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
