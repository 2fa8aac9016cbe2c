# Everything a newcomer needs: `make play` plays a whole game, `make test` runs the suite.
# Each target creates the virtual environment (.venv) on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test soak bench check lint docs grammar clean

$(BIN)/seastead: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,all]' hatchling
	touch $(BIN)/seastead

play: $(BIN)/seastead
	$(BIN)/seastead play --seed 1

test: $(BIN)/seastead
	$(BIN)/python -m pytest -n auto

soak: $(BIN)/seastead
	$(BIN)/python -m pytest -m soak

check: $(BIN)/seastead
	$(BIN)/seastead check content

bench: $(BIN)/seastead
	$(BIN)/seastead bench

lint: $(BIN)/seastead
	$(BIN)/python -m pip install --quiet ruff
	$(BIN)/ruff check .

# The parser tables generated from the grammar (a test fails while they are stale).
grammar: $(BIN)/seastead
	$(BIN)/python -m seastead_rules.grammar_tables

docs: $(BIN)/seastead
	$(BIN)/mkdocs build --strict

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build dist site
