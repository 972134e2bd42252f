"""Packaging (issue 21): one version source, the project's metadata, a console-less Windows
launcher, and shell completion generated from the command line's own parser."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import shtab

from dealer_assist import __version__
from dealer_assist.cli import COMMANDS, full_parser, main

ROOT = Path(__file__).resolve().parents[2]


def test_the_version_is_written_in_one_place_only() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {
        "attr": "dealer_assist.__version__"}
    literal = re.compile(re.escape(f'"{__version__}"'))
    files = [p for p in (ROOT / "dealer_assist").rglob("*.py")] + [
        ROOT / "pyproject.toml", ROOT / "installer" / "windows" / "dealer-assist.iss",
        ROOT / "installer" / "dealer-assist.spec"]
    holders = [p.relative_to(ROOT).as_posix() for p in files
               if literal.search(p.read_text(encoding="utf-8"))]
    assert holders == ["dealer_assist/__init__.py"]


def test_the_project_says_who_made_it_and_under_what_license() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["authors"]
    # PEP 639: an SPDX expression and the file with the terms; the deprecated License ::
    # classifiers (refused by setuptools from 2027) are gone
    assert project["license"] == "LicenseRef-Proprietary"
    assert project["license-files"] == ["LICENSE"] and (ROOT / "LICENSE").is_file()
    assert not any(c.startswith("License ::") for c in project["classifiers"])
    assert any(c.startswith("Programming Language :: Python :: 3.11")
               for c in project["classifiers"])
    # the Windows launcher without a console behind the touchscreen
    assert project["gui-scripts"]["dealer-assist-gui"] == "dealer_assist.cli:main"


def test_version_flag_prints_the_one_version() -> None:
    out = subprocess.run([sys.executable, "-m", "dealer_assist", "--version"],
                         capture_output=True, text=True, timeout=60, check=True).stdout
    assert out.strip() == f"dealer-assist {__version__}"


def test_shell_completion_names_every_command_and_their_options() -> None:
    bash = shtab.complete(full_parser(), shell="bash")
    for command in COMMANDS:
        assert command in bash
    for option in ("--table", "--room-dsn", "--datasette", "--level"):
        assert option in bash
    zsh = shtab.complete(full_parser(), shell="zsh")
    assert "logs" in zsh and "setup" in zsh


def test_every_command_still_parses_alone() -> None:
    # the full parser is for completion only; the command line still loads one command
    assert main(["logs", "--path"]) == 0
