"""A throwaway PostgreSQL cluster in a temporary folder: for tests, `make room-demo` and the
benchmark (never for a real room: see docs/room.md for that).

initdb and pg_ctl on a Unix socket inside the folder, no TCP, no system service. PostgreSQL
refuses to run as root, so when we are root the server runs as the ``postgres`` system user and
the folder is handed to it.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Final

BIN_DIRS: Final = tuple(
    f"/usr/lib/postgresql/{v}/bin" for v in (18, 17, 16, 15)
)
SUPERUSER: Final = "postgres"
PORT: Final = 5432  # only names the socket file: every cluster has its own folder


OWNER_FILE: Final = "owner.pid"  # the process that made the folder and must clean it up


class ClusterError(RuntimeError):
    """The throwaway server could not be set up or started; the text says why."""


def find_bindir() -> Path:
    """Debian's PostgreSQL binaries (15 or newer), or ``pg_config --bindir``."""
    for folder in BIN_DIRS:
        if Path(folder, "initdb").exists():
            return Path(folder)
    found = shutil.which("pg_config")
    if found:
        out = subprocess.run([found, "--bindir"], capture_output=True, text=True, check=False)
        if Path(out.stdout.strip(), "initdb").exists():
            return Path(out.stdout.strip())
    raise ClusterError(
        "PostgreSQL is not installed (no initdb): run `sh tools/postgres.sh` as root, "
        "or `apt-get install postgresql`"
    )


def _server_user() -> str | None:
    """The unprivileged user to run the server as when we are root, else None (run as us)."""
    if os.geteuid() != 0:
        return None
    try:
        pwd.getpwnam(SUPERUSER)
    except KeyError as exc:
        raise ClusterError(
            "running as root and there is no 'postgres' system user to run the server as: "
            "install Debian's postgresql package (it creates the user)"
        ) from exc
    return SUPERUSER


class Cluster:
    """One PostgreSQL server: :meth:`start`, :meth:`dsn`, :meth:`kill`, :meth:`stop`."""

    def __init__(self, folder: Path | None = None, *, settings: Mapping[str, str] | None = None,
                 bindir: Path | None = None) -> None:
        self.bindir = bindir or find_bindir()
        self.user = _server_user()
        self.owns_folder = folder is None
        self.folder = Path(folder or tempfile.mkdtemp(prefix="dealer-assist-room-"))
        self.data = self.folder / "data"
        self.settings = {"fsync": "on", **(settings or {})}
        if self.owns_folder:
            sweep_abandoned(self.bindir)
            (self.folder / OWNER_FILE).write_text(str(os.getpid()))
        if self.user is not None:
            entry = pwd.getpwnam(self.user)
            os.chown(self.folder, entry.pw_uid, entry.pw_gid)
        self.folder.chmod(0o700)

    def _run(self, args: Sequence[str], *, check: bool = True,
             timeout: float = 120) -> subprocess.CompletedProcess[str]:
        result = subprocess.run(
            list(args), capture_output=True, text=True, timeout=timeout, check=False,
            user=self.user, group=self.user, extra_groups=[] if self.user else None,
            cwd=self.folder,
        )
        if check and result.returncode != 0:
            raise ClusterError(
                f"{Path(args[0]).name} failed ({result.returncode}): "
                f"{(result.stderr or result.stdout).strip()[-600:]}"
            )
        return result

    def initdb(self) -> None:
        if not (self.data / "PG_VERSION").exists():
            self._run([str(self.bindir / "initdb"), "-D", str(self.data), "-U", SUPERUSER,
                       "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"])

    def options(self) -> str:
        flags = [f"-k {self.folder}", "-c listen_addresses=''", f"-p {PORT}"]
        flags += [f"-c {key}={value}" for key, value in self.settings.items()]
        return " ".join(flags)

    def start(self) -> Cluster:
        """initdb when new, then start and wait until it takes connections (retries while the
        children of a killed postmaster are still leaving)."""
        self.initdb()
        deadline = time.monotonic() + 60
        while True:
            result = self._run([str(self.bindir / "pg_ctl"), "-D", str(self.data), "-w", "-t",
                                "30", "-l", str(self.folder / "server.log"), "-o",
                                self.options(), "start"], check=False)
            if result.returncode == 0:
                return self
            if time.monotonic() > deadline:
                log = (self.folder / "server.log").read_text(errors="replace")[-800:]
                raise ClusterError(f"PostgreSQL did not start: {result.stderr.strip()}\n{log}")
            time.sleep(0.2)

    def postmaster_pid(self) -> int | None:
        try:
            return int((self.data / "postmaster.pid").read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return None

    def kill(self) -> None:
        """SIGKILL the postmaster (a crash): its backends notice and exit by themselves."""
        pid = self.postmaster_pid()
        if pid is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)

    def running(self) -> bool:
        pid = self.postmaster_pid()
        if pid is None:
            return False
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False  # killed: its pid file stays behind
        return True

    def stop(self, mode: str = "fast") -> None:
        if self.running():
            self._run([str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w",
                       "-t", "20", "stop"], check=False)

    def make_standby(self) -> Cluster:
        """A hot standby of this server by streaming replication (pg_basebackup -R), started."""
        standby = Cluster(settings=self.settings, bindir=self.bindir)
        standby._run([str(self.bindir / "pg_basebackup"), "-D", str(standby.data), "-h",
                      str(self.folder), "-p", str(PORT), "-U", SUPERUSER, "-R", "-X", "stream",
                      "-c", "fast"])
        return standby.start()

    def promote(self) -> None:
        """Make a standby the primary (after the primary died)."""
        self._run([str(self.bindir / "pg_ctl"), "-D", str(self.data), "-w", "promote"])

    def dsn(self, user: str = SUPERUSER, dbname: str = "postgres") -> str:
        return f"host={self.folder} port={PORT} user={user} dbname={dbname}"

    def remove(self) -> None:
        """Stop the server (immediately) and delete the folder we made."""
        self.stop("immediate")
        if self.owns_folder:
            shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> Cluster:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.remove()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def sweep_abandoned(bindir: Path) -> int:
    """Stop and remove throwaway clusters whose maker died without cleaning up (a test run
    killed with SIGKILL or a cancelled CI job); returns how many. Live runs are left alone."""
    swept = 0
    for folder in Path(tempfile.gettempdir()).glob("dealer-assist-room-*"):
        try:
            owner = int((folder / OWNER_FILE).read_text())
        except (OSError, ValueError):
            continue  # not ours, or still being made
        if _alive(owner):
            continue
        stale = Cluster.__new__(Cluster)
        stale.bindir, stale.user, stale.owns_folder = bindir, _server_user(), True
        stale.folder, stale.data, stale.settings = folder, folder / "data", {}
        stale.remove()
        swept += 1
    return swept
