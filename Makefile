# Two commands: `make run` and `make test`. Both set up everything they need first.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp

.PHONY: run test lint bench clean postgres room-demo

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11 or newer is needed"'
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test,dev]'
	@sh tools/system-libs.sh
	@touch $(STAMP)

# the package's bytecode compiled first (quick when it is up to date), as an install does: the
# table comes up without compiling ~230 modules (PYTHONDONTWRITEBYTECODE may be set)
run: $(STAMP)
	@$(PY) -m compileall -q dealer_assist
	$(VENV)/bin/dealer-assist demo

test: $(STAMP) lint postgres
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

# the room store's tests and demo start a throwaway PostgreSQL: its programs must be installed
postgres:
	@sh tools/postgres.sh

# three simulated tables playing into a throwaway room; status every few seconds; Ctrl-C cleans up
room-demo: $(STAMP) postgres
	$(PY) -m dealer_assist.room.demo

lint: $(STAMP)
	$(VENV)/bin/ruff check dealer_assist tests benchmarks
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

bench: $(STAMP)
	$(PY) benchmarks/evaluation.py
	$(PY) benchmarks/engine.py
	$(PY) benchmarks/room.py

clean:
	rm -rf $(VENV) build *.egg-info

# bash and zsh completion for `dealer-assist`, generated from the command line's own parser
.PHONY: completions
completions: $(STAMP)
	@mkdir -p build/completions
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/shtab --shell=bash --prog dealer-assist dealer_assist.cli.full_parser > build/completions/dealer-assist.bash
	QT_QPA_PLATFORM=offscreen $(VENV)/bin/shtab --shell=zsh --prog dealer-assist dealer_assist.cli.full_parser > build/completions/_dealer-assist

# One-folder bundle for table PCs (installer/, docs/install.md): build dist/dealer-assist/ with
# PyInstaller (installed into the venv if missing; the build itself needs no network), then run
# the bundle's own self-test headless: a file the bundle forgot fails the build, not the table.
.PHONY: bundle
bundle: $(STAMP) completions
	@$(PY) -c 'import PyInstaller' 2>/dev/null || $(PY) -m pip install -q pyinstaller
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller installer/dealer-assist.spec
	QT_QPA_PLATFORM=offscreen dist/dealer-assist/dealer-assist --self-test
	@du -sh dist/dealer-assist
