"""The shared rulebook texts beside the checkout (for the paraphrase check), if present."""

from __future__ import annotations

from pathlib import Path

_DIR = Path(__file__).resolve().parents[3] / "shared" / "seeds"
SEEDS: list[str] = [p.read_text(encoding="utf-8", errors="replace")
                    for p in sorted(_DIR.glob("*.txt"))] if _DIR.is_dir() else []
