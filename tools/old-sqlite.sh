#!/bin/sh
# Build the command-line shell of SQLite 3.31.1 (Ubuntu 20.04's, the oldest a supervisor's laptop
# may have) into build/sqlite-3.31/sqlite3, so a test can open our hand log with it. The source
# comes from the npm registry's sqlite3@4.2.0 package, which carries SQLite's own amalgamation
# (deps/sqlite-autoconf-3310100.tar.gz); JSON1 is on, as in Debian's and Ubuntu's builds.
# Prints the shell's path. Quick when already built.
set -eu
OUT=${1:-build/sqlite-3.31}
SHELL_BIN="$OUT/sqlite3"
if [ -x "$SHELL_BIN" ]; then echo "$SHELL_BIN"; exit 0; fi
command -v npm >/dev/null || { echo "old-sqlite.sh: npm is needed to fetch SQLite 3.31.1's source" >&2; exit 1; }
command -v cc >/dev/null || { echo "old-sqlite.sh: a C compiler (cc) is needed" >&2; exit 1; }
mkdir -p "$OUT"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent sqlite3@4.2.0 >/dev/null 2>&1 && tar xzf sqlite3-4.2.0.tgz \
  && tar xzf package/deps/sqlite-autoconf-3310100.tar.gz)
src="$work/sqlite-autoconf-3310100"
cc -O1 -DSQLITE_ENABLE_JSON1 -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION \
  -o "$SHELL_BIN.tmp" "$src/shell.c" "$src/sqlite3.c" -lm
mv "$SHELL_BIN.tmp" "$SHELL_BIN"
echo "$SHELL_BIN"
