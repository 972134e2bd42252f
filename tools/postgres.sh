#!/bin/sh
# The room store's tests, `make room-demo` and benchmarks/room.py start a throwaway PostgreSQL
# (15 or newer) of their own in a temporary folder: they need its programs (initdb, pg_ctl),
# not a running service. Install Debian's `postgresql` package only when initdb is missing;
# needs root (as in CI), otherwise says what to install.
set -e
for v in 18 17 16 15; do
  [ -x "/usr/lib/postgresql/$v/bin/initdb" ] && exit 0
done
if command -v pg_config >/dev/null && [ -x "$(pg_config --bindir)/initdb" ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing PostgreSQL (for the room store's tests and demo): postgresql"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
else
  echo "PostgreSQL 15 or newer is needed for the room store (initdb not found): as root, run" \
       "apt-get install postgresql" >&2
  exit 1
fi
