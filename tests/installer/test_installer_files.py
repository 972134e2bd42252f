"""The deployment files agree with the code and with each other: every device model has a udev
rule, the bundle puts resources where the code looks, every launcher runs the installed path,
and install.sh refuses clearly without root."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from dealer_assist.devices.models import default_hardware_dir, load_models
from dealer_assist.engine.session import DEMO_ROOM

REPO = Path(__file__).resolve().parents[2]
INSTALLER = REPO / "installer"
LINUX = INSTALLER / "linux"
PREFIX = "/opt/dealer-assist"
SCRIPTS = ("install.sh", "kiosk-loop", "dealer-assist-kiosk")


def _udev_ids() -> dict[tuple[str, str], str]:
    ids = {}
    for line in (LINUX / "99-dealer-assist.rules").read_text().splitlines():
        if line.strip() and not line.startswith("#") and "GROUP=" in line:
            vid = re.search(r'ATTRS\{idVendor\}=="([0-9a-f]{4})"', line)
            pid = re.search(r'ATTRS\{idProduct\}=="([0-9a-f]{4})"', line)
            group = re.search(r'GROUP="([^"]+)"', line)
            assert vid and pid and group, line
            assert 'SUBSYSTEM=="tty"' in line and 'MODE="0660"' in line
            ids[(vid[1], pid[1])] = group[1]
    return ids


def test_udev_rule_covers_every_device_model() -> None:
    ids = _udev_ids()
    for model in load_models():
        assert model.vid is not None and model.pid is not None, model.id
        key = (f"{model.vid:04x}", f"{model.pid:04x}")
        assert ids.get(key) == "dealer-assist", f"{model.id} ({key}) has no udev rule"


def test_installers_ask_for_the_table_id_and_write_the_pcs_settings() -> None:
    """Every PC logged as T1 before: both installers now write the table id (issue 21)."""
    script = (LINUX / "install.sh").read_text()
    assert "--table)" in script and 'setup --site --table "$TABLE"' in script
    assert "read -r TABLE" in script  # asked when a person is at the terminal
    inno = (INSTALLER / "windows" / "dealer-assist.iss").read_text()
    assert "CreateInputQueryPage" in inno and "'setup --site --table '" in inno
    assert "{param:TABLE|}" in inno  # silent installs: /TABLE=T7


def test_install_sh_creates_the_udev_group() -> None:
    script = (LINUX / "install.sh").read_text()
    assert "GROUP=dealer-assist" in script
    assert "/etc/udev/rules.d/99-dealer-assist.rules" in script


def test_install_sh_installs_the_fonts_every_language_needs() -> None:
    """Issue 20: a fresh table PC gets DejaVu Sans and Noto Sans CJK (the fonts ui/fonts.py
    names); without the CJK package the Chinese screens show boxes and the installer's own
    self-test (its language check) fails. It was missing: only the dev setup installed it."""
    script = (LINUX / "install.sh").read_text()
    packages = re.search(r'QT_PKGS="([^"]+)"', script)
    assert packages is not None
    assert {"fonts-dejavu-core", "fonts-noto-cjk"} <= set(packages[1].split())


def test_spec_collects_resources_where_the_code_resolves_them() -> None:
    """parents[2] of a frozen module is the bundle's _internal/, as it is the checkout in a
    source tree: the spec must put each folder at the same path relative to that root."""
    spec = (INSTALLER / "dealer-assist.spec").read_text()
    for folder in (DEMO_ROOM, default_hardware_dir() / "models"):
        relative = folder.relative_to(REPO).as_posix()
        assert f'"{relative}")' in spec, f"{relative} is not collected at its own path"


def test_spec_keeps_qt_to_the_modules_the_app_imports() -> None:
    spec = (INSTALLER / "dealer-assist.spec").read_text()
    assert 'QT_USED = {"QtCore", "QtGui", "QtWidgets"}' in spec
    used = set()
    for path in (REPO / "dealer_assist").rglob("*.py"):
        used |= set(re.findall(r"PySide6\.(Qt\w+)", path.read_text()))
    assert used <= {"QtCore", "QtGui", "QtWidgets"}, used


def _desktop(name: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(LINUX / name)
    return parser["Desktop Entry"]


def test_launchers_run_the_installed_bundle() -> None:
    assert _desktop("dealer-assist.desktop")["Exec"] == f"{PREFIX}/dealer-assist gui"
    assert _desktop("dealer-assist-autostart.desktop")["Exec"] == f"{PREFIX}/kiosk-loop"
    loop = (LINUX / "kiosk-loop").read_text()
    assert f"APP={PREFIX}/dealer-assist" in loop and "gui --fullscreen" in loop
    assert f"PREFIX={PREFIX}" in (LINUX / "install.sh").read_text()


def test_service_restarts_the_kiosk_after_a_crash_for_ever() -> None:
    service = configparser.ConfigParser(interpolation=None, strict=False)
    service.optionxform = str  # type: ignore[assignment,method-assign]
    service.read(LINUX / "dealer-assist.service")
    assert service["Service"]["ExecStart"] == f"{PREFIX}/dealer-assist gui --fullscreen"
    assert service["Service"]["Type"] == "notify"  # a hung UI misses the watchdog
    assert service["Service"]["Restart"] == "always"
    # status 0 is the supervisor's "Leave kiosk mode": not restarted (kiosk-loop agrees)
    assert service["Service"]["RestartPreventExitStatus"] == "0"
    assert '[ "$status" -eq 0 ] && break' in (LINUX / "kiosk-loop").read_text()
    assert service["Unit"]["StartLimitIntervalSec"] == "0"
    assert service["Install"]["WantedBy"] == "graphical-session.target"
    # the supervisor's off switch and the service agree on the flag file
    flag = service["Unit"]["ConditionPathExists"].lstrip("!")
    assert f"FLAG={flag}" in (LINUX / "dealer-assist-kiosk").read_text()
    assert f"FLAG={flag}" in (LINUX / "kiosk-loop").read_text()


@pytest.mark.parametrize("name", SCRIPTS)
def test_shell_scripts_parse_and_are_executable(name: str) -> None:
    path = LINUX / name
    assert os.access(path, os.X_OK), f"{name} is not executable (git update-index --chmod=+x)"
    subprocess.run(["sh", "-n", str(path)], check=True)
    if shutil.which("shellcheck"):
        done = subprocess.run(["shellcheck", str(path)], capture_output=True, text=True,
                              check=False)
        assert done.returncode == 0, done.stdout


def _as_unprivileged(script: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run ``script`` as an ordinary user. As root that is ``nobody``, who may not be able to
    read a checkout in a private temporary folder: run a readable copy instead."""
    command = ["sh", str(script), *args]
    if os.geteuid() == 0:
        if not shutil.which("runuser"):
            pytest.skip("running as root without runuser")
        folder = Path(tempfile.mkdtemp(prefix="da-unprivileged-"))
        folder.chmod(0o755)
        copy = folder / script.name
        shutil.copy2(script, copy)
        copy.chmod(0o755)
        command = ["runuser", "-u", "nobody", "--", "sh", str(copy), *args]
        try:
            return subprocess.run(command, capture_output=True, text=True, check=False, cwd="/")
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return subprocess.run(command, capture_output=True, text=True, check=False, cwd="/")


def test_install_sh_refuses_without_root() -> None:
    done = _as_unprivileged(LINUX / "install.sh", "--no-apt")
    assert done.returncode == 1
    assert "must run as root" in done.stderr and "sudo" in done.stderr


def test_kiosk_switch_refuses_without_root() -> None:
    done = _as_unprivileged(LINUX / "dealer-assist-kiosk", "off")
    assert done.returncode == 1
    assert "only a supervisor can do this: sudo dealer-assist-kiosk off" in done.stderr


def test_inno_setup_script_packs_the_bundle_the_spec_builds() -> None:
    iss = (INSTALLER / "windows" / "dealer-assist.iss").read_text()
    spec = (INSTALLER / "dealer-assist.spec").read_text()
    assert 'APP = "dealer-assist"' in spec and 'name=f"{APP}-gui"' in spec
    assert '#define AppExe "dealer-assist.exe"' in iss
    assert '#define AppGuiExe "dealer-assist-gui.exe"' in iss
    assert '#define BundleDir "..\\..\\dist\\dealer-assist"' in iss
    assert (INSTALLER / "windows" / "..\\..\\docs\\install.md".replace("\\", "/")).resolve() \
        == REPO / "docs" / "install.md"
    assert "--self-test" in iss
