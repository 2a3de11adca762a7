#!/usr/bin/env python3
"""Throughput of `alertlint lint` against libyaml's bare event parser, measured in one run.

usage: python3 Benchmarks/bench.py [--files N] [--runs R]

Generates the deterministic corpus (../shared/bench/gen_corpus.py), builds alertlint in
release mode and the C baseline (Benchmarks/libyaml_events.c), then times each command R
times over the same files and reports the median wall time, MB/s and the ratio
alertlint / libyaml. The baseline runs on one core; alertlint uses every core (and is also
timed with --jobs 1). Ratios from one run on one machine are what to compare: absolute
figures move with the machine.
"""
import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".bench")


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, cwd=ROOT, **kw)


def timed(cmd, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
        if result.returncode not in (0, 1):
            sys.exit(f"{' '.join(cmd)} exited {result.returncode}")
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=400)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()

    os.makedirs(WORK, exist_ok=True)
    corpus = os.path.join(WORK, f"corpus-{a.files}")
    if not os.path.isdir(corpus):
        run([sys.executable, os.path.join(ROOT, "..", "shared", "bench", "gen_corpus.py"), corpus, "--files", str(a.files)])
    files = sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith(".alerts.yaml"))
    total = sum(os.path.getsize(f) for f in files)

    run(["swift", "build", "-c", "release", "--product", "alertlint"], stdout=subprocess.DEVNULL)
    binary = run(["swift", "build", "-c", "release", "--show-bin-path"], capture_output=True, text=True).stdout.strip()
    alertlint = os.path.join(binary, "alertlint")
    baseline = os.path.join(WORK, "libyaml_events")
    cflags = subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True, text=True).stdout.split()
    run(["cc", "-O2", "-o", baseline, os.path.join(ROOT, "Benchmarks", "libyaml_events.c")] + cflags)

    cases = [
        ("libyaml events, 1 core", [baseline] + files),
        ("alertlint lint, all cores", [alertlint, "lint", "--quiet", corpus]),
        ("alertlint lint, --jobs 1", [alertlint, "lint", "--quiet", "--jobs", "1", corpus]),
    ]
    results = {name: timed(cmd, a.runs) for name, cmd in cases}
    base = results[cases[0][0]]
    print(f"corpus: {len(files)} files, {total / 1e6:.1f} MB; median of {a.runs} runs; {os.cpu_count()} cores")
    print(f"{'command':<28} {'seconds':>8} {'MB/s':>8} {'vs libyaml':>11}")
    for name, seconds in results.items():
        print(f"{name:<28} {seconds:>8.3f} {total / 1e6 / seconds:>8.1f} {base / seconds:>10.2f}x")


if __name__ == "__main__":
    main()
