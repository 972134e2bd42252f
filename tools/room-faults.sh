#!/bin/sh
# The room store's fault tests with the issue's full 100 rounds each (make test runs 5).
set -e
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
ROOM_FAULT_ROUNDS=${ROOM_FAULT_ROUNDS:-100} QT_QPA_PLATFORM=offscreen \
  "$PY" -m pytest tests/room/test_room_faults.py -q --durations=0 "$@"
