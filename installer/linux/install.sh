#!/bin/sh
# Install Dealer Assist on a Debian/Ubuntu table PC as a kiosk. Safe to run again (upgrade,
# repair, switch autostart kind): every step checks before it changes anything.
#
#   sudo ./install.sh [--table ID] [--user NAME] [--autostart systemd|xdg|none] [--bundle DIR]
#                     [--no-apt] [--no-self-test]
#
#   --table      this PC's table id in the hand log, e.g. T7 (asked when not given and a person
#                is at the terminal; kept from the settings file on a re-install)
#   --user       the kiosk account (default: dealer; created without a password if missing)
#   --autostart  systemd: user service, restarted on crash (default; needs GNOME or another
#                session that starts graphical-session.target); xdg: ~/.config/autostart
#                entry with a restart loop (LightDM/Xfce, LXQt, Openbox ...); none: menu only
#   --bundle     the one-folder bundle (default: ../dealer-assist beside this folder, or the
#                checkout's dist/dealer-assist)
#   --no-apt     do not install the Qt runtime libraries with apt-get
#   --no-self-test  skip the final self-test (it runs headless, as the kiosk user)
#
# Installs: /opt/dealer-assist (bundle, kiosk-loop), /usr/local/bin/dealer-assist,
# /usr/local/sbin/dealer-assist-kiosk, /etc/udev/rules.d/99-dealer-assist.rules, group
# dealer-assist, /usr/share/applications/dealer-assist.desktop, the autostart, and
# /etc/dealer-assist/kiosk.conf. Ends with the bundle's self-test run as the kiosk user.
set -eu

PREFIX=/opt/dealer-assist
GROUP=dealer-assist
KIOSK_USER=dealer
AUTOSTART=systemd
BUNDLE=
APT=yes
SELF_TEST=yes
TABLE=
HERE=$(cd "$(dirname "$0")" && pwd)
# Qt's xcb platform plugin and fonts; the bundle carries Qt itself (see docs/install.md).
# fonts-noto-cjk: the Chinese screens (issue 20; DejaVu has no Han characters, and the
# self-test's language check fails without it)
QT_PKGS="libegl1 libgl1 libfontconfig1 libfreetype6 libxkbcommon0 libxkbcommon-x11-0 libdbus-1-3
 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
 libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1 libwayland-client0
 libwayland-cursor0 libwayland-egl1 fonts-dejavu-core fonts-noto-cjk"

say() { printf '%s\n' "install.sh: $*"; }
die() { printf '%s\n' "install.sh: $*" >&2; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    --table) TABLE=${2:?--table needs an id such as T7}; shift 2 ;;
    --user) KIOSK_USER=${2:?--user needs a name}; shift 2 ;;
    --autostart) AUTOSTART=${2:?--autostart needs systemd, xdg or none}; shift 2 ;;
    --bundle) BUNDLE=${2:?--bundle needs a folder}; shift 2 ;;
    --no-apt) APT=no; shift ;;
    --no-self-test) SELF_TEST=no; shift ;;
    -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
case "$AUTOSTART" in systemd|xdg|none) ;; *) die "--autostart must be systemd, xdg or none" ;; esac

if [ "$(id -u)" != 0 ]; then
  die "must run as root: it installs to $PREFIX, /etc/udev and /etc/systemd. Run: sudo $0 $*"
fi

if [ -z "$BUNDLE" ]; then
  for candidate in "$HERE/../dealer-assist" "$HERE/../../dist/dealer-assist"; do
    if [ -x "$candidate/dealer-assist" ]; then BUNDLE=$candidate; break; fi
  done
fi
if [ -z "$BUNDLE" ] || [ ! -x "$BUNDLE/dealer-assist" ]; then
  die "no bundle found: build it with 'make bundle' or pass --bundle DIR (the folder holding the dealer-assist executable)"
fi
BUNDLE=$(cd "$BUNDLE" && pwd)

# 1. Qt runtime libraries ------------------------------------------------------------------
if [ "$APT" = yes ] && command -v apt-get >/dev/null 2>&1; then
  missing=
  for pkg in $QT_PKGS; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" \
      || missing="$missing $pkg"
  done
  if [ -n "$missing" ]; then
    say "installing Qt runtime libraries:$missing"
    apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
  else
    say "Qt runtime libraries present"
  fi
fi

# 2. The bundle: copied beside the old one, then swapped in, so a failed copy leaves it working
if [ "$BUNDLE" != "$PREFIX" ]; then
  say "installing $BUNDLE to $PREFIX"
  rm -rf "$PREFIX.new"
  cp -a "$BUNDLE" "$PREFIX.new"
  install -m 0755 "$HERE/kiosk-loop" "$PREFIX.new/kiosk-loop"
  install -m 0755 "$HERE/dealer-assist-kiosk" "$PREFIX.new/dealer-assist-kiosk"
  install -m 0755 "$HERE/install.sh" "$PREFIX.new/install.sh"
  for file in 99-dealer-assist.rules dealer-assist.desktop dealer-assist.service \
              dealer-assist-autostart.desktop; do
    install -m 0644 "$HERE/$file" "$PREFIX.new/$file"
  done
  if [ -d "$PREFIX" ]; then rm -rf "$PREFIX.old"; mv "$PREFIX" "$PREFIX.old"; fi
  mv "$PREFIX.new" "$PREFIX"
  rm -rf "$PREFIX.old"
fi
chown -R root:root "$PREFIX"
chmod -R go-w "$PREFIX"
ln -sfn "$PREFIX/dealer-assist" /usr/local/bin/dealer-assist
ln -sfn "$PREFIX/dealer-assist-kiosk" /usr/local/sbin/dealer-assist-kiosk

# 3. Group and kiosk user ------------------------------------------------------------------
getent group "$GROUP" >/dev/null || groupadd --system "$GROUP"
if ! id "$KIOSK_USER" >/dev/null 2>&1; then
  say "creating the kiosk user $KIOSK_USER (no password: it only logs in automatically)"
  useradd --create-home --shell /bin/bash --groups "$GROUP" "$KIOSK_USER"
  passwd --lock "$KIOSK_USER" >/dev/null
elif ! id -nG "$KIOSK_USER" | tr ' ' '\n' | grep -qx "$GROUP"; then
  usermod --append --groups "$GROUP" "$KIOSK_USER"
  say "added $KIOSK_USER to $GROUP (takes effect at its next login)"
fi
HOME_DIR=$(getent passwd "$KIOSK_USER" | cut -d: -f6)
[ -d "$HOME_DIR" ] || die "the kiosk user's home $HOME_DIR does not exist"

# 3b. This PC's settings: the table id above all (without it every PC would log as T1) ---------
SETTINGS=/etc/xdg/dealer-assist/settings.toml
if [ -z "$TABLE" ] && [ ! -f "$SETTINGS" ]; then
  if [ -t 0 ]; then
    printf 'install.sh: the table id of this PC in the hand log (e.g. T7): '
    read -r TABLE
  fi
  [ -n "$TABLE" ] || die "give the table id with --table ID (e.g. --table T7)"
fi
if [ -n "$TABLE" ]; then
  "$PREFIX/dealer-assist" setup --site --table "$TABLE" --kiosk \
    || die "the table id $TABLE was refused (see the line above)"
fi
chgrp "$GROUP" "$SETTINGS" && chmod 0640 "$SETTINGS"
say "settings: $SETTINGS ($(grep '^table_id' "$SETTINGS"))"
# the service may write only these folders (ProtectHome=read-only): make them now, as the user
for folder in .local/share/dealer-assist .local/state/dealer-assist .config/dealer-assist; do
  runuser -u "$KIOSK_USER" -- mkdir -p "$HOME_DIR/$folder"
done

# 4. Serial device access (udev) -----------------------------------------------------------
install -D -m 0644 "$HERE/99-dealer-assist.rules" /etc/udev/rules.d/99-dealer-assist.rules
if command -v udevadm >/dev/null 2>&1; then
  udevadm control --reload 2>/dev/null || say "udev is not running: the rule applies at next boot"
  udevadm trigger --subsystem-match=tty --action=change 2>/dev/null || true
fi

# 4b. Shell completion for the technician (made at build time from the command line's parser)
if [ -f "$PREFIX/_internal/completions/dealer-assist.bash" ]; then
  install -D -m 0644 "$PREFIX/_internal/completions/dealer-assist.bash" \
    /usr/share/bash-completion/completions/dealer-assist
  install -D -m 0644 "$PREFIX/_internal/completions/_dealer-assist" \
    /usr/share/zsh/vendor-completions/_dealer-assist
fi

# 5. Menu entry ----------------------------------------------------------------------------
install -D -m 0644 "$HERE/dealer-assist.desktop" /usr/share/applications/dealer-assist.desktop

# 6. Kiosk autostart (exactly one kind active) ---------------------------------------------
as_user() { runuser -u "$KIOSK_USER" -- "$@"; }
WANTS="$HOME_DIR/.config/systemd/user/graphical-session.target.wants"
XDG_FILE="$HOME_DIR/.config/autostart/dealer-assist.desktop"
mkdir -p /etc/systemd/user
install -m 0644 "$HERE/dealer-assist.service" /etc/systemd/user/dealer-assist.service
rm -f "$WANTS/dealer-assist.service" "$XDG_FILE"
case "$AUTOSTART" in
  systemd)
    as_user mkdir -p "$WANTS"
    as_user ln -sfn /etc/systemd/user/dealer-assist.service "$WANTS/dealer-assist.service"
    say "kiosk autostart: systemd user service for $KIOSK_USER" ;;
  xdg)
    as_user mkdir -p "$(dirname "$XDG_FILE")"
    install -m 0644 -o "$KIOSK_USER" "$HERE/dealer-assist-autostart.desktop" "$XDG_FILE"
    say "kiosk autostart: XDG autostart for $KIOSK_USER" ;;
  none)
    say "no kiosk autostart: start Dealer Assist from the menu" ;;
esac
mkdir -p /etc/dealer-assist
printf 'KIOSK_USER=%s\nAUTOSTART=%s\n' "$KIOSK_USER" "$AUTOSTART" > /etc/dealer-assist/kiosk.conf

# 7. Self-test as the kiosk user, headless ------------------------------------------------
if [ "$SELF_TEST" = yes ]; then
  say "running the self-test as $KIOSK_USER"
  (cd / && runuser -u "$KIOSK_USER" -- env QT_QPA_PLATFORM=offscreen HOME="$HOME_DIR" \
      "$PREFIX/dealer-assist" --self-test) \
    || die "the self-test failed (output above): the installation is not usable yet"
fi
say "done. Set up automatic login for $KIOSK_USER (docs/install.md, step 4), then reboot."
