# The README's two commands: `make run` and `make test`. Both create .venv when missing.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP_APP := $(VENV)/.installed-app
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run test bench lint typecheck clean translations

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --upgrade pip

$(STAMP_APP): pyproject.toml | $(PY)
	$(PY) -m pip install -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(PY)
	$(PY) -m pip install -e '.[test]'
	touch $@ $(STAMP_APP)

# Qt translation catalogues: translations/*.ts are in git, the .qm files are built here.
translations: $(STAMP_APP)
	$(PY) tools/i18n.py --release-only

run: $(STAMP_APP) translations
	$(PY) -m nbgui

# rules/ is validated here and its compiled form regenerated (nbgui/content/compiled.py).
# mypy checks the whole package under pyproject.toml's [tool.mypy]: strict everywhere; the Qt
# code (nbgui.ui.*, nbgui.app) may leave a function unannotated, and what is annotated is checked.
# tools/ladder.py (the difficulty ladder's tables) is checked strictly with it.
# pytest runs in TEST_PROCESSES processes (pytest-xdist; CI's machine has 2 cores): many UI
# tests wait on animations and timers, which the other process's tests fill (docs/testing.md).
TEST_PROCESSES ?= 2
test: $(STAMP_TEST) translations
	$(PY) tools/compile_rules.py
	QT_QPA_PLATFORM=offscreen $(PY) -m ruff check .
	QT_QPA_PLATFORM=offscreen $(PY) -m mypy nbgui tools/ladder.py
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -n $(TEST_PROCESSES)

bench: $(STAMP_TEST)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/run_all.py

# The strength ladder (docs/captains-calibration.md): long, so outside `make test`; niced.
.PHONY: ladder
ladder: $(STAMP_TEST)
	nice -n 10 $(PY) tools/ladder.py --write

# Packaging (docs/packaging.md): `make dist` → dist/nbgui/ (PyInstaller onedir, self-tested);
# `make deb` → dist/nbgui_<version>_<arch>.deb and dist/nbgui-<version>-linux-<machine>.tar.gz.
# PyInstaller runs once per change of the sources (build/dist.stamp), with its own cache
# (never --clean on the user's shared one); the catalogues are compiled first, and the
# dataclass methods for the Python that freezes (nbgui/_dataclass_code_pyXY.py) written.
.PHONY: dist deb lintian
STAMP_DIST := $(VENV)/.installed-dist
DIST_STAMP := build/dist.stamp
PYI_CACHE := $(CURDIR)/build/pyinstaller-cache
DIST_SOURCES := pyproject.toml LICENSE $(wildcard translations/*.ts) \
	$(shell find nbgui rules assets licenses packaging/pyinstaller -type f \
		-not -path '*/__pycache__/*' 2>/dev/null)

$(STAMP_DIST): pyproject.toml | $(PY)
	$(PY) -m pip install -e '.[dist]'
	touch $@ $(STAMP_APP)

$(DIST_STAMP): $(STAMP_DIST) $(DIST_SOURCES)
	$(PY) tools/i18n.py --release-only
	QT_QPA_PLATFORM=offscreen $(PY) tools/gen_dataclass_code.py
	PYINSTALLER_CONFIG_DIR=$(PYI_CACHE) $(PY) -m PyInstaller --noconfirm --distpath dist \
		--workpath build/pyinstaller packaging/pyinstaller/nbgui.spec
	QT_QPA_PLATFORM=offscreen dist/nbgui/nbgui --selftest
	mkdir -p build && touch $@

dist: $(DIST_STAMP)

deb: $(DIST_STAMP)
	PY=$(PY) packaging/linux/build_deb.sh

# lintian on the built .deb (Debian's package checker; apt-get install lintian)
lintian:
	lintian --info $(lastword $(sort $(wildcard dist/nbgui_*.deb)))

clean:
	rm -rf $(VENV) build dist *.egg-info
