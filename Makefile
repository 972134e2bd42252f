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
	@$(MAKE) --no-print-directory translations
	@touch $(STAMP)

# the screens' languages (issue 20): each resources/i18n/*.ts compiled to a .qm beside the UI
# (dealer_assist/ui/translations/, built, never committed) with PySide6's own pyside6-lrelease,
# renamed into place: a running table has its .qm mapped in memory
QM := $(patsubst resources/i18n/%.ts,dealer_assist/ui/translations/%.qm,$(wildcard resources/i18n/dealer_assist_*.ts))
.PHONY: translations translations-update
translations: $(QM)
dealer_assist/ui/translations/%.qm: resources/i18n/%.ts
	@mkdir -p $(@D)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@.tmp && mv $@.tmp $@

# new or changed texts into every .ts (the screens' tr() calls and the engine's templates);
# translations already written are kept
translations-update:
	$(PY) -m dealer_assist.ui.engine_catalogue
	$(VENV)/bin/pyside6-lupdate -silent -locations none -no-obsolete -extensions py dealer_assist/ui -ts $(wildcard resources/i18n/dealer_assist_*.ts)

# the package's bytecode compiled first (quick when it is up to date), as an install does: the
# table comes up without compiling ~230 modules (PYTHONDONTWRITEBYTECODE may be set)
run: $(STAMP) translations
	@$(PY) -m compileall -q dealer_assist
	$(VENV)/bin/dealer-assist demo

test: $(STAMP) translations lint postgres
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
bundle: $(STAMP) completions translations
	@$(PY) -c 'import PyInstaller' 2>/dev/null || $(PY) -m pip install -q pyinstaller
	$(PY) -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller installer/dealer-assist.spec
	QT_QPA_PLATFORM=offscreen dist/dealer-assist/dealer-assist --self-test
	@du -sh dist/dealer-assist
