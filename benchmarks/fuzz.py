"""Fuzzing at full count: over a million generated inputs through every reader of outside
input (issue 16), by the same Hypothesis tests ``make test`` runs at a small count.

Each test of ``tests/fuzz/test_fuzz_inputs.py`` runs in its own ``pytest`` process with its
example count, batch size (inputs drawn per example) and mutants (byte-level variants driven
for each drawn text or byte input, as a mutation fuzzer makes them) set through the
environment; the suite
counts every input it drives (``fuzz_targets.COUNT``) and writes the count to a file this script
reads. The readers are the events loader (each line decoded, then applied to a copy of a flop
table mid-hand, an empty table and a banked table mid-round), the table and banked rules, the
house profiles, the PHH reader (fields, events, replay) and every device codec (bytes in any
chunking; options). The run fails (exit 1) on any traceback, or if fewer inputs than
``--inputs`` were driven.

Long shares are split over several processes, run ``--jobs`` at a time. What is timed is the
processes' CPU time (``RUSAGE_CHILDREN``: start-up included, waiting for a core on a shared
machine not) and the wall time. The anchor, in the same run, is an empty ``pytest`` start-up of
the same suite (``--collect-only``): the fixed cost each process pays.

Run: ``.venv/bin/python benchmarks/fuzz.py`` (default: 1,000,000 inputs in total).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SUITE = REPO / "tests" / "fuzz" / "test_fuzz_inputs.py"
SHARES = {  # test -> (share of the inputs, batch size, mutants per drawn input)
    "test_fuzz_event_lines_are_read_or_refused": (0.40, 10, 20),
    "test_fuzz_every_codec_decodes_any_bytes": (0.30, 10, 20),
    "test_fuzz_table_and_banked_rules_are_read_or_refused": (0.15, 10, 20),
    "test_fuzz_phh_files_byte_mutants_replay_or_are_refused": (0.07, 1, 30),
    "test_fuzz_phh_hands_replay_or_are_refused": (0.03, 10, 0),
    "test_fuzz_house_profiles_load_or_are_refused": (0.04, 10, 0),
    "test_fuzz_codec_options_are_accepted_or_refused": (0.01, 1, 0),
}


def cpu_of_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def pytest(args: list[str], env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                             *args], cwd=REPO, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)


def run_all(tests: list[tuple[str, int, int, int]], env: dict[str, str], tmp: Path,
            jobs: int) -> tuple[int, bool]:
    """Run (test, examples, batch, mutants) in at most ``jobs`` processes at once; returns
    (inputs driven, whether any failed)."""
    waiting, running = list(tests), []
    inputs, failed = 0, False
    while waiting or running:
        while waiting and len(running) < jobs:
            test, examples, batch, mutants = waiting.pop(0)
            count_file = tmp / f"{test}-{len(waiting)}-{time.monotonic_ns()}.json"
            run_env = {**env, "DEALER_ASSIST_FUZZ_EXAMPLES": str(examples),
                       "DEALER_ASSIST_FUZZ_BATCH": str(batch),
                       "DEALER_ASSIST_FUZZ_MUTANTS": str(mutants),
                       "DEALER_ASSIST_FUZZ_COUNT_FILE": str(count_file)}
            running.append((test, count_file, time.perf_counter(),
                            pytest([f"{SUITE}::{test}"], run_env)))
        for item in list(running):
            test, count_file, began, proc = item
            if proc.poll() is None:
                continue
            running.remove(item)
            out = proc.stdout.read() if proc.stdout else ""
            count = json.loads(count_file.read_text())["inputs"] if count_file.exists() else 0
            inputs += count
            print(f"{test}: {count:,} inputs in {time.perf_counter() - began:.0f} s wall"
                  + ("" if proc.returncode == 0 else "  FAILED"), flush=True)
            if proc.returncode:
                failed = True
                print(out[-4000:], flush=True)
        time.sleep(0.2)
    return inputs, failed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=1_000_000)
    parser.add_argument("--jobs", type=int, default=2, help="pytest processes at once")
    args = parser.parse_args()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": f"{REPO}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    cpu, wall = cpu_of_children(), time.perf_counter()
    anchor = pytest([str(SUITE), "--collect-only"], env)
    anchor.communicate()
    anchor_cpu, anchor_wall = cpu_of_children() - cpu, time.perf_counter() - wall
    print(f"anchor (start-up, collection only): {anchor_cpu:.1f} s CPU, {anchor_wall:.1f} s wall")
    cpu, wall = cpu_of_children(), time.perf_counter()
    total, failed = 0, False
    with tempfile.TemporaryDirectory() as tmp:
        planned = []
        for test, (share, batch, mutants) in SHARES.items():
            drawn = max(1, (max(1, batch // 2) + batch) // 2)  # inputs drawn per example
            per_example = drawn * (1 + mutants) if batch > 1 else max(1, mutants)
            examples = -(-int(args.inputs * share * 1.1) // per_example)  # some lists are short
            chunks = max(1, min(4, examples // 1000))  # long runs split, so both jobs stay busy
            planned += [(test, -(-examples // chunks), batch, mutants)] * chunks
        total, failed = run_all(planned, env, Path(tmp), args.jobs)
        while total < args.inputs and not failed:  # top up with the events loader
            more, failed = run_all([(next(iter(SHARES)), (args.inputs - total) // 150 + 10, 10,
                                     20)], env, Path(tmp), 1)
            total += more
    cpu, wall = cpu_of_children() - cpu, time.perf_counter() - wall
    print(json.dumps({"inputs": total, "cpu_s": round(cpu, 1), "wall_s": round(wall, 1),
                      "processes_cpu_past_start_up_s": round(cpu - anchor_cpu * len(planned), 1),
                      "inputs_per_cpu_s": round(total / cpu), "tracebacks": int(failed),
                      "python": sys.version.split()[0]}))
    return 0 if total >= args.inputs and not failed else 1


if __name__ == "__main__":
    sys.exit(main())
