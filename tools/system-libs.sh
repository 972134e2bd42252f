#!/bin/sh
# Qt's offscreen and xcb platform plugins need shared libraries that a bare Debian machine
# lacks. Two checks: the offscreen platform starts (tests, screenshots), and every library the
# xcb plugin (a real display: `make run`) links against is found by `ldd`. What is missing is
# installed with apt-get when we are root (table PCs' installer, CI); otherwise we say exactly
# which Debian packages to install and stop.
set -e
PY=${PY:-.venv/bin/python}
BASE="libegl1 libgl1 libfontconfig1 libxkbcommon0 libdbus-1-3 libglib2.0-0 fonts-dejavu-core"

# Debian package for a library file name: libxcb-icccm.so.4 -> libxcb-icccm4,
# libxkbcommon-x11.so.0 -> libxkbcommon-x11-0 (a name ending in a digit takes a hyphen).
package_of() {
  case "$1" in
    libglib-2.0.so.*|libgthread-2.0.so.*) echo libglib2.0-0; return ;;
    libGL.so.*|libGLX.so.*|libGLdispatch.so.*) echo libgl1; return ;;
    libEGL.so.*) echo libegl1; return ;;
  esac
  stem=$(echo "$1" | sed 's/\.so\.\([0-9]*\).*$/ \1/' | tr 'A-Z' 'a-z')
  name=${stem% *}; major=${stem#* }
  case "$name" in
    *[0-9]) echo "$name-$major" ;;
    *) echo "$name$major" ;;
  esac
}

MISSING=""
if ! QT_QPA_PLATFORM=offscreen "$PY" -c 'from PySide6.QtWidgets import QApplication; QApplication([])' >/dev/null 2>&1; then
  MISSING="$BASE"
fi
XCB=$("$PY" -c 'import pathlib, PySide6; print(pathlib.Path(PySide6.__file__).parent / "Qt/plugins/platforms/libqxcb.so")' 2>/dev/null || true)
if [ -n "$XCB" ] && [ -f "$XCB" ]; then
  # libxcb-cursor0 is opened by Qt at run time (not listed by ldd) and needed since Qt 6.5
  [ -e /usr/lib/x86_64-linux-gnu/libxcb-cursor.so.0 ] || [ -e /lib/x86_64-linux-gnu/libxcb-cursor.so.0 ] \
    || ldconfig -p 2>/dev/null | grep -q 'libxcb-cursor\.so\.0' || MISSING="$MISSING libxcb-cursor0"
  for lib in $(ldd "$XCB" 2>/dev/null | awk '/not found/ {print $1}' | sort -u); do
    MISSING="$MISSING $(package_of "$lib")"
  done
fi
# Chinese screens (issue 20) need Noto Sans CJK: DejaVu Sans has no Han characters
if command -v fc-list >/dev/null && ! fc-list 2>/dev/null | grep -q "Noto Sans CJK TC"; then
  MISSING="$MISSING fonts-noto-cjk"
fi
MISSING=$(echo $MISSING | tr ' ' '\n' | sort -u | tr '\n' ' ')
[ -z "${MISSING% }" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Qt runtime libraries: $MISSING"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $MISSING >/dev/null
  if [ -n "$XCB" ] && ldd "$XCB" | grep -q "not found"; then
    echo "Qt's xcb platform still lacks: $(ldd "$XCB" | awk '/not found/ {print $1}' | sort -u | tr '\n' ' ')" >&2
    exit 1
  fi
else
  echo "Qt cannot start on this machine: install these Debian packages as root: $MISSING" >&2
  exit 1
fi
