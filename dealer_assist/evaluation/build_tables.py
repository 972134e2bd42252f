"""Generator of ``high_tables.bin``, the lookup tables behind the fast high-hand path.

Building the rank table in pure Python takes about a second, far over the 0.3 s import budget,
so the tables ship pre-built and this module only runs to regenerate them (and in the test that
checks the shipped file matches). Run ``python -m dealer_assist.evaluation.build_tables`` after
changing the strength encoding.

Two tables:

* rank table: for every multiset of 5, 6 or 7 ranks (no rank more than four times), the strength
  of its best five-card hand when suits do not matter; keyed by the sum of ``5 ** (rank - 2)``,
  which is unique because no count reaches 5;
* flush table: for every 13-bit set of ranks of one suit, the best straight flush or flush in it
  (0 with fewer than five ranks).
"""

from __future__ import annotations

import sys
import zlib
from array import array
from itertools import combinations_with_replacement
from pathlib import Path

from dealer_assist.evaluation.strength import (
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    ONE_PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
    pack,
)

TABLE_FILE = Path(__file__).with_name("high_tables.bin")
MAGIC = b"DAHT1"
RANKS = range(2, 15)


def straight_top(rank_set: set[int] | frozenset[int]) -> int:
    """Top rank of the best straight in the set, 5 for the wheel, 0 for none (CG-RNK-03, -10)."""
    for top in range(14, 5, -1):
        if all(r in rank_set for r in range(top - 4, top + 1)):
            return top
    if {14, 2, 3, 4, 5} <= rank_set:
        return 5  # the ace plays low only in the five-high straight (CG-RNK-03)
    return 0


def best_unsuited(ranks: tuple[int, ...]) -> int:
    """Best five-card strength from a multiset of 5-7 ranks, suits ignored (CG-RNK-04..13)."""
    counts = {r: ranks.count(r) for r in set(ranks)}
    # groups by (count, rank), biggest count first, then highest rank (CG-RNK-07, -08, -11..13)
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    by_rank = sorted(counts, reverse=True)
    top = order[0]
    if counts[top] == 4:
        kicker = max(r for r in counts if r != top)
        return pack(FOUR_OF_A_KIND, top, kicker)
    if counts[top] == 3:
        pairs = [r for r in by_rank if r != top and counts[r] >= 2]
        if pairs:
            return pack(FULL_HOUSE, top, pairs[0])  # a second trips plays as the pair
    high = straight_top(set(counts))
    if high:
        return pack(STRAIGHT, high)
    if counts[top] == 3:
        return pack(THREE_OF_A_KIND, top, *[r for r in by_rank if r != top][:2])
    pairs = [r for r in by_rank if counts[r] == 2]
    if len(pairs) >= 2:
        kicker = max(r for r in by_rank if r not in pairs[:2])  # a third pair can be the kicker
        return pack(TWO_PAIR, pairs[0], pairs[1], kicker)
    if pairs:
        return pack(ONE_PAIR, pairs[0], *[r for r in by_rank if r != pairs[0]][:3])
    return pack(HIGH_CARD, *by_rank[:5])


def best_suited(mask: int) -> int:
    """Best straight flush or flush from the ranks of one suit (bit ``rank - 2``), 0 if < 5."""
    ranks = [r for r in range(14, 1, -1) if mask >> (r - 2) & 1]
    if len(ranks) < 5:
        return 0
    high = straight_top(set(ranks))
    if high:
        return pack(STRAIGHT_FLUSH, high)  # CG-RNK-06
    return pack(FLUSH, *ranks[:5])  # CG-RNK-09


def rank_key(ranks: tuple[int, ...]) -> int:
    """Table key of a rank multiset: the sum of the per-rank keys the evaluator adds up."""
    return sum(5 ** (r - 2) for r in ranks)


def build() -> bytes:
    """The table file's bytes: magic, then zlib of keys, values and the flush table (uint32 LE)."""
    keys, values = array("I"), array("I")
    for size in (5, 6, 7):
        for ranks in combinations_with_replacement(range(14, 1, -1), size):
            if max(ranks.count(r) for r in ranks) > 4:
                continue
            keys.append(rank_key(ranks))
            values.append(best_unsuited(ranks))
    flush = array("I", (best_suited(m) for m in range(1 << 13)))
    header = array("I", [len(keys)])
    parts = [header, keys, values, flush]
    if sys.byteorder == "big":  # pragma: no cover - the file is little-endian everywhere
        for part in parts:
            part.byteswap()
    return MAGIC + zlib.compress(b"".join(p.tobytes() for p in parts), 9)


def main() -> None:
    """Write the table file next to this module."""
    TABLE_FILE.write_bytes(build())
    print(f"wrote {TABLE_FILE} ({TABLE_FILE.stat().st_size} bytes)")  # i18n: a build tool


if __name__ == "__main__":
    main()
