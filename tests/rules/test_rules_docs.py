"""docs/house-profiles.md stays in step with the schema."""

from __future__ import annotations

from pathlib import Path

from dealer_assist.rules.schema_doc import render

DOCS = Path(__file__).resolve().parents[2] / "docs" / "house-profiles.md"


def test_docs_key_reference_matches_the_schema() -> None:
    """The generated key reference in the docs is the one the current schema renders."""
    assert render() in DOCS.read_text(encoding="utf-8")
