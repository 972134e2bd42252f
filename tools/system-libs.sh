#!/bin/sh
# Qt's offscreen and xcb platform plugins need a few shared libraries that a bare Debian
# machine lacks. Install them only when Qt cannot load; needs root (as on the table PCs'
# installer and CI), otherwise says what to install.
set -e
PY=${PY:-.venv/bin/python}
if QT_QPA_PLATFORM=offscreen "$PY" -c 'from PySide6.QtWidgets import QApplication; QApplication([])' >/dev/null 2>&1; then
  exit 0
fi
PKGS="libegl1 libgl1 libfontconfig1 libxkbcommon0 libdbus-1-3 libglib2.0-0 fonts-dejavu-core"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Qt runtime libraries: $PKGS"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PKGS >/dev/null
else
  echo "Qt cannot start: install these Debian packages as root: $PKGS" >&2
  exit 1
fi
