"""A first start that works on a real display, and clean exits.

- tools/system-libs.sh leaves nothing that Qt's xcb platform plugin links against missing
  (`ldd` of libqxcb.so), installing it with apt-get as root;
- the demo starts on the real xcb platform under Xvfb (installed here as root when missing);
- Ctrl-C and SIGTERM end the app with 128 + the signal and remove the demo's temporary folder;
- `rulings list | head` stops quietly; `--help` is plain text.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import PySide6
import pytest

REPO = Path(__file__).resolve().parents[2]
XCB = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def _env(**extra: str) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(REPO), **extra}


def _apt_install(*packages: str) -> None:
    if not ROOT or shutil.which("apt-get") is None:
        pytest.skip(f"needs root and apt-get to install {' '.join(packages)}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run(["apt-get", "update", "-qq"], env=env, check=True, capture_output=True,
                   timeout=600)
    subprocess.run(["apt-get", "install", "-y", "-qq", *packages], env=env, check=True,
                   capture_output=True, timeout=600)


def _missing_for_xcb() -> list[str]:
    out = subprocess.run(["ldd", str(XCB)], capture_output=True, text=True, check=True).stdout
    return sorted({line.split()[0] for line in out.splitlines() if "not found" in line})


@pytest.mark.skipif(not XCB.exists(), reason="this PySide6 has no xcb plugin")
def test_system_libs_leaves_nothing_missing_for_the_xcb_plugin() -> None:
    done = subprocess.run(["sh", str(REPO / "tools" / "system-libs.sh")], cwd=REPO,
                          env=_env(PY=sys.executable), capture_output=True, text=True,
                          timeout=1200)
    if not ROOT and done.returncode != 0:
        assert "install these Debian packages as root" in done.stderr
        return
    assert done.returncode == 0, done.stderr
    assert _missing_for_xcb() == []


@pytest.fixture
def xvfb() -> Iterator[str]:
    if shutil.which("Xvfb") is None:
        _apt_install("xvfb")
    display = f":{70 + os.getpid() % 200}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1024x768x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
            assert time.monotonic() < deadline, "Xvfb did not start"
            assert server.poll() is None, "Xvfb stopped"
            time.sleep(0.1)
        yield display
    finally:
        server.terminate()
        server.wait(10)


@pytest.mark.skipif(not XCB.exists(), reason="this PySide6 has no xcb plugin")
def test_demo_starts_on_the_real_xcb_platform_under_xvfb(xvfb: str) -> None:
    if _missing_for_xcb():
        subprocess.run(["sh", str(REPO / "tools" / "system-libs.sh")], cwd=REPO,
                       env=_env(PY=sys.executable), timeout=1200, check=False)
    done = subprocess.run([sys.executable, "-m", "dealer_assist", "demo", "--quit-after", "2"],
                          env=_env(DISPLAY=xvfb, QT_QPA_PLATFORM="xcb"), capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "could not" not in done.stderr.lower()


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_signal_closes_the_demo_and_removes_its_folder(tmp_path: Path, number: int) -> None:
    app = subprocess.Popen([sys.executable, "-m", "dealer_assist", "demo"],
                           env=_env(QT_QPA_PLATFORM="offscreen", TMPDIR=str(tmp_path)),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not any(p.name.startswith("dealer-assist-demo-") for p in tmp_path.iterdir()):
            assert app.poll() is None, app.communicate()[1]
            assert time.monotonic() < deadline, "the demo did not start"
            time.sleep(0.1)
        time.sleep(1.0)  # the window is up and Qt's loop running
        app.send_signal(number)
        _, err = app.communicate(timeout=30)
    finally:
        if app.poll() is None:
            app.kill()
    assert app.returncode == 128 + number, err
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []


def test_a_closed_pipe_is_quiet() -> None:
    reader = subprocess.Popen([sys.executable, "-m", "dealer_assist", "rulings", "list"],
                              env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert reader.stdout is not None and reader.stderr is not None
    reader.stdout.close()  # as `| head` does once it has read enough: here before any write
    err = reader.stderr.read().decode()
    assert reader.wait(30) == 0, err
    assert "BrokenPipeError" not in err and "Traceback" not in err


def test_help_is_plain_text() -> None:
    done = subprocess.run([sys.executable, "-m", "dealer_assist", "--help"], env=_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    for markup in ("``", ":class:", ":func:", ":mod:"):
        assert markup not in done.stdout
