"""Hand-evaluation speed against treys, phevaluator and pokerkit, on the same deals in one run.

    .venv/bin/python benchmarks/evaluation.py [--deals N] [--seed S] [--min-seconds T]

Three workloads, each timed for every evaluator on the same random deals (fixed seed):

* high7: best five of seven cards (ours ``high.evaluate_codes``);
* omaha_high: 4 hole + 5 board, exactly two plus three (ours ``omaha.high_codes``);
* omaha_hilo: the same hands, high and 8-or-better low together (ours ``omaha.hilo_codes``;
  pokerkit builds an ``OmahaHoldemHand`` and an ``OmahaEightOrBetterLowHand``).

Every evaluator gets its cards already converted to its own form, so only evaluation is timed.
Each rate is the best of three timed rounds; a round repeats the deal list until it lasts at least
``--min-seconds``. The import time of ``dealer_assist.evaluation`` (tables included) is measured
in fresh interpreters. The last line printed is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dealer_assist.evaluation import high, omaha  # noqa: E402

RANKS, SUITS = "23456789TJQKA", "cdhs"
TARGETS = {"ratio_vs_treys_high7": 3.0, "ratio_vs_pokerkit_omaha_hilo": 40.0, "import_seconds": 0.3}


def text(code: int) -> str:
    return RANKS[code // 4] + SUITS[code % 4]


def rate(run: Callable[[], int], min_seconds: float) -> float:
    """Hands per second: best of three rounds, each repeating ``run`` for ``min_seconds``."""
    best = 0.0
    for _ in range(3):
        hands, start = 0, time.perf_counter()
        while True:
            hands += run()
            elapsed = time.perf_counter() - start
            if elapsed >= min_seconds:
                break
        best = max(best, hands / elapsed)
    return best


def import_seconds(samples: int = 7) -> float:
    """Median wall time of ``import dealer_assist.evaluation`` in a fresh interpreter."""
    code = (
        "import time; t = time.perf_counter(); import dealer_assist.evaluation; "
        "print(time.perf_counter() - t)"
    )
    times = [
        float(
            subprocess.run(
                [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
            ).stdout
        )
        for _ in range(samples)
    ]
    return statistics.median(times)


def high7_runners(deals: Sequence[list[int]]) -> dict[str, Callable[[], int]]:
    import phevaluator  # type: ignore[import-untyped]
    import pokerkit
    import treys  # type: ignore[import-untyped]

    sevens = [tuple(d[:7]) for d in deals]
    evaluator = treys.Evaluator()
    tcard = [treys.Card.new(text(c)) for c in range(52)]
    t_hands = [([tcard[c] for c in s[:2]], [tcard[c] for c in s[2:]]) for s in sevens]
    pk_cards = [pokerkit.Card.clean(text(c))[0] for c in range(52)]
    pk_hands = [
        (tuple(pk_cards[c] for c in s[:2]), tuple(pk_cards[c] for c in s[2:])) for s in sevens
    ]
    ph_eval = phevaluator.evaluate_cards
    ours = high.evaluate_codes
    pk_high = pokerkit.StandardHighHand.from_game

    def run_ours() -> int:
        for s in sevens:
            ours(s)
        return len(sevens)

    def run_treys() -> int:
        for h, b in t_hands:
            evaluator.evaluate(h, b)
        return len(t_hands)

    def run_phevaluator() -> int:
        for s in sevens:
            ph_eval(*s)
        return len(sevens)

    def run_pokerkit() -> int:
        for h, b in pk_hands:
            pk_high(h, b)
        return len(pk_hands)

    return {
        "ours": run_ours,
        "treys": run_treys,
        "phevaluator": run_phevaluator,
        "pokerkit": run_pokerkit,
    }


def omaha_runners(deals: Sequence[list[int]], *, hilo: bool) -> dict[str, Callable[[], int]]:
    import phevaluator
    import pokerkit

    hands = [(tuple(d[:4]), tuple(d[4:9])) for d in deals]
    pk_cards = [pokerkit.Card.clean(text(c))[0] for c in range(52)]
    pk_hands = [(tuple(pk_cards[c] for c in h), tuple(pk_cards[c] for c in b)) for h, b in hands]
    pk_high = pokerkit.OmahaHoldemHand.from_game
    pk_low = pokerkit.OmahaEightOrBetterLowHand.from_game_or_none
    ph_omaha = phevaluator.evaluate_omaha_cards
    ours = omaha.hilo_codes if hilo else omaha.high_codes

    def run_ours() -> int:
        for h, b in hands:
            ours(h, b)
        return len(hands)

    def run_pokerkit() -> int:
        for h, b in pk_hands:
            pk_high(h, b)
            if hilo:
                pk_low(h, b)
        return len(pk_hands)

    def run_phevaluator() -> int:
        for h, b in hands:
            ph_omaha(*b, *h)
        return len(hands)

    runners = {"ours": run_ours, "pokerkit": run_pokerkit}
    if not hilo:  # phevaluator has no low evaluator
        runners["phevaluator"] = run_phevaluator
    return runners


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3_000, help="random deals per workload")
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--min-seconds", type=float, default=0.4, help="length of a timed round")
    args = parser.parse_args(argv)

    rng = random.Random(args.seed)
    deals = [rng.sample(range(52), 9) for _ in range(args.deals)]
    result: dict[str, Any] = {
        "benchmark": "evaluation",
        "python": platform.python_version(),
        "deals": args.deals,
        "seed": args.seed,
    }
    workloads = {
        "high7": high7_runners(deals),
        "omaha_high": omaha_runners(deals, hilo=False),
        "omaha_hilo": omaha_runners(deals, hilo=True),
    }
    for workload, runners in workloads.items():
        rates = {name: rate(run, args.min_seconds) for name, run in runners.items()}
        print(f"{workload}:")
        for name, value in rates.items():
            result[f"{name}_{workload}_hands_per_s"] = round(value)
            line = f"  {name:<12} {value:>12,.0f} hands/s"
            if name != "ours":
                ratio = rates["ours"] / value
                result[f"ratio_vs_{name}_{workload}"] = round(ratio, 2)
                line += f"   ours = {ratio:,.2f}x"
            print(line)
    result["import_seconds"] = round(import_seconds(), 4)
    seconds = result["import_seconds"]
    print(f"import dealer_assist.evaluation: {seconds:.4f} s (median of fresh processes)")
    result["targets_met"] = all(
        result[key] <= limit if key == "import_seconds" else result[key] >= limit
        for key, limit in TARGETS.items()
    )
    print(json.dumps(result, sort_keys=True))
    return result


if __name__ == "__main__":
    main()
