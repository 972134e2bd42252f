"""``python -m dealer_assist`` is the same as the ``dealer-assist`` command."""

import sys

from dealer_assist.cli import main

sys.exit(main())
