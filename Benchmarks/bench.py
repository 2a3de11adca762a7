#!/usr/bin/env python3
"""alertlint against the physical floor (libyaml's bare event parser) and its peers, in one run.

usage: python3 Benchmarks/bench.py [--files N] [--runs R] [--scaling 50,500,2000]
                                   [--no-peers] [--callgrind] [--quick]

Generates the deterministic corpus (../shared/bench/gen_corpus.py), builds alertlint in
release mode, the C baseline (Benchmarks/libyaml_events.c) and a Swift hello-world, then
times every command R times, round-robin (one repetition of each command, then the next
round), so that a noisy neighbour slows all of them alike. It reports per command the
median wall time, files/s, MB/s, peak RSS and the ratio to libyaml's events on one core:

- lint, all cores and --jobs 1;
- generate into an empty folder (cold) and again into its own output (nothing changed);
- one small file end to end against a Swift hello-world's process;
- lint over 50, 500 and 2,000 files (time per MB: linear means equal ratios), with peak RSS
  against issue 14's memory target (64 MB + 3x the largest file);
- the peers a team could script instead, where installed: yamllint, check-jsonschema with
  the project's schema (the tests' virtual environment has check-jsonschema:
  `PATH=$PWD/.build-ci-venv/bin:$PATH`).

--callgrind counts instructions instead of timing (valgrind must be installed): libyaml's
events, lint --jobs 1 with every rule off (the front end), lint --jobs 1, generate cold,
again with nothing changed (it skips), and again with its stamp removed (a full run into
its own output, what any change costs). Counts
repeat to within a fraction of a percent on a busy machine where times do not.

Ratios measured in one run on one machine are what to compare; absolute figures move
with the machine. docs/performance.md records the method and the figures.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".bench")
SCHEMA = os.path.join(ROOT, "schemas", "alertspec.schema.json")
GNU_TIME = "/usr/bin/time" if os.access("/usr/bin/time", os.X_OK) else None


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, cwd=ROOT, **kw)


def measure(cmd, prepare=None):
    """Wall seconds and peak RSS (bytes, None if unknown) of one run of `cmd`; `prepare` runs
    first, untimed. Peak RSS comes from GNU time (Debian's `time` package): the rusage Python
    gets for its child counts the forked interpreter's pages before the exec, 16 MB or so."""
    if prepare:
        prepare()
    with tempfile.NamedTemporaryFile("r") as rss_file:
        wrapped = [GNU_TIME, "-f", "%M", "-o", rss_file.name] + cmd if GNU_TIME else cmd
        start = time.perf_counter()
        result = subprocess.run(wrapped, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        seconds = time.perf_counter() - start
        # Linters exit 1 when they find something; anything else is a broken measurement.
        if result.returncode not in (0, 1):
            sys.exit(f"{' '.join(cmd)} exited {result.returncode}")
        kilobytes = rss_file.read().strip().splitlines()
    rss = int(kilobytes[-1]) * 1024 if GNU_TIME and kilobytes and kilobytes[-1].isdigit() else None
    return seconds, rss


def round_robin(cases, runs):
    """{name: (median seconds, max peak RSS)} for cases [(name, cmd, prepare)], alternating."""
    samples = {name: [] for name, _, _ in cases}
    for _ in range(runs):
        for name, cmd, prepare in cases:
            samples[name].append(measure(cmd, prepare))
    return {
        name: (statistics.median(s for s, _ in values), max((r for _, r in values if r), default=None))
        for name, values in samples.items()
    }


def corpus(files):
    folder = os.path.join(WORK, f"corpus-{files}")
    if not os.path.isdir(folder):
        generator = os.path.join(ROOT, "..", "shared", "bench", "gen_corpus.py")
        run([sys.executable, generator, folder, "--files", str(files)], stdout=subprocess.DEVNULL)
    paths = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".alerts.yaml"))
    return folder, paths, sum(os.path.getsize(p) for p in paths)


def build():
    """Paths of the release alertlint, the libyaml baseline and a Swift hello-world."""
    run(["swift", "build", "-c", "release", "--product", "alertlint"], stdout=subprocess.DEVNULL)
    binaries = run(["swift", "build", "-c", "release", "--show-bin-path"], capture_output=True, text=True).stdout.strip()
    os.makedirs(WORK, exist_ok=True)
    baseline = os.path.join(WORK, "libyaml_events")
    flags = run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True, text=True).stdout.split()
    run(["cc", "-O2", "-o", baseline, os.path.join(ROOT, "Benchmarks", "libyaml_events.c")] + flags)
    hello = os.path.join(WORK, "hello")
    source = os.path.join(WORK, "hello.swift")
    with open(source, "w") as f:
        f.write('print("Hello, world!")\n')
    run(["swiftc", "-O", "-o", hello, source], stdout=subprocess.DEVNULL)
    return os.path.join(binaries, "alertlint"), baseline, hello


def mb(n):
    return n / 1e6


def rss_text(rss):
    return f"{mb(rss):>7.1f}MB" if rss else f"{'n/a':>9}"


def table(title, results, base_name, files, size):
    base = results[base_name][0]
    print(f"\n{title}")
    print(f"{'command':<44} {'seconds':>8} {'files/s':>9} {'MB/s':>7} {'peak RSS':>9} {'÷ libyaml':>10}")
    for name, (seconds, rss) in results.items():
        print(f"{name:<44} {seconds:>8.3f} {files / seconds:>9.0f} {mb(size) / seconds:>7.1f} "
              f"{rss_text(rss)} {seconds / base:>9.2f}x")


def generate_configuration():
    """A configuration for `generate` over the corpus. Its translations are stand-ins that
    drop placeholders, which `placeholder-mismatch` reports as errors, and errors stop
    `generate`: off, so the benchmark measures generating rather than refusing to."""
    path = os.path.join(WORK, "generate.alertlint.yml")
    with open(path, "w") as f:
        f.write("rules:\n  placeholder-mismatch: off\n")
    return path


def timings(a, alertlint, baseline, hello):
    folder, files, size = corpus(a.files)
    output = os.path.join(WORK, "generated")

    def empty_output():
        shutil.rmtree(output, ignore_errors=True)

    def remove_stamp():
        stamp = os.path.join(output, ".alertlint.stamp")
        if os.path.exists(stamp):
            os.remove(stamp)

    generate = [alertlint, "generate", "--config", generate_configuration(), "--output", output, folder]
    cases = [
        ("libyaml events, 1 core", [baseline] + files, None),
        ("alertlint lint (all cores)", [alertlint, "lint", "--quiet", "--allow-empty", folder], None),
        ("alertlint lint --jobs 1", [alertlint, "lint", "--quiet", "--jobs", "1", folder], None),
        ("alertlint generate, cold", generate, empty_output),
        ("alertlint generate, nothing changed", generate, None),
        ("alertlint generate, into its output, no stamp", generate, remove_stamp),
    ]
    if not a.no_peers:
        if shutil.which("yamllint"):
            cases.append(("yamllint (peer)", ["yamllint", "-d", "relaxed", folder], None))
        if shutil.which("check-jsonschema"):
            cases.append(("check-jsonschema (peer)", ["check-jsonschema", "--schemafile", SCHEMA] + files, None))
    # generate must have written its output once before "nothing changed" means anything.
    run(generate, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    results = round_robin(cases, a.runs)
    print(f"corpus: {len(files)} files, {mb(size):.1f} MB, largest {mb(max(os.path.getsize(f) for f in files)):.2f} MB; "
          f"median of {a.runs} alternating runs; {os.cpu_count()} cores")
    table("Throughput", results, cases[0][0], len(files), size)
    missing = [p for p in ("yamllint", "check-jsonschema") if not shutil.which(p)]
    if missing and not a.no_peers:
        print(f"(not installed, so not measured: {', '.join(missing)})")

    # One small file end to end: what a pre-commit hook or an editor save pays.
    small = os.path.join(ROOT, "samples", "PhotoLibrary", "account.alerts.yaml")
    small_cases = [
        ("Swift hello-world", [hello], None),
        ("alertlint lint, one small file", [alertlint, "lint", "--quiet", small], None),
    ]
    small_results = round_robin(small_cases, max(a.runs, 10))
    hello_seconds = small_results["Swift hello-world"][0]
    print(f"\nOne small file ({os.path.getsize(small)} bytes), median of {max(a.runs, 10)} runs")
    for name, (seconds, rss) in small_results.items():
        print(f"{name:<44} {seconds * 1000:>7.1f} ms {rss_text(rss)} {seconds / hello_seconds:>6.2f}x hello-world")

    # Linearity: seconds per MB at each corpus size, relative to the smallest.
    sizes = [int(n) for n in a.scaling.split(",") if n]
    if sizes:
        print("\nScaling (lint --jobs 1 and libyaml, side by side per size)")
        # Issue 14's memory target: peak RSS at most 64 MB + 3x the largest file, at any size
        # (MB as this table counts them, 10^6 bytes).
        print(f"{'files':>6} {'MB':>7} {'lint s':>8} {'lint s/MB':>10} {'vs first':>9} {'peak RSS':>9} {'RSS target':>10} {'÷ libyaml':>10}")
        first = None
        for n in sizes:
            folder_n, files_n, size_n = corpus(n)
            r = round_robin([
                ("libyaml", [baseline] + files_n, None),
                ("lint", [alertlint, "lint", "--quiet", "--jobs", "1", folder_n], None),
            ], a.runs)
            seconds, rss = r["lint"]
            per_mb = seconds / mb(size_n)
            first = first or per_mb
            target = 64_000_000 + 3 * max(os.path.getsize(p) for p in files_n)
            print(f"{n:>6} {mb(size_n):>7.1f} {seconds:>8.3f} {per_mb:>10.4f} {per_mb / first:>8.2f}x "
                  f"{rss_text(rss)}  {rss_text(target)} {seconds / r['libyaml'][0]:>9.2f}x")


def instructions(cmd):
    """Instructions callgrind counts for one run of `cmd` (children included)."""
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--trace-children=no"] + cmd,
            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        match = re.search(r"Collected : (\d+)", result.stderr)
        if not match:
            sys.exit(f"callgrind failed for {' '.join(cmd)}:\n{result.stderr[-2000:]}")
        return int(match.group(1))


def callgrind(a, alertlint, baseline):
    if not shutil.which("valgrind"):
        sys.exit("--callgrind needs valgrind (apt-get install valgrind)")
    folder, files, size = corpus(a.files)
    with tempfile.TemporaryDirectory() as scratch:
        rules_off = os.path.join(scratch, ".alertlint.yml")
        # `alertlint rules` prints one rule a line, its id first.
        ids = [line.split()[0] for line in run([alertlint, "rules"], capture_output=True, text=True).stdout.splitlines() if line.strip()]
        with open(rules_off, "w") as f:
            f.write("rules:\n" + "".join(f"  {rule}: off\n" for rule in ids))
        output = os.path.join(scratch, "out")
        generate = [alertlint, "generate", "--config", generate_configuration(), "--output", output, folder]
        stamp = os.path.join(output, ".alertlint.stamp")

        def remove_stamp():
            if os.path.exists(stamp):
                os.remove(stamp)

        stages = [
            ("libyaml events", [baseline] + files, None),
            ("lint --jobs 1, every rule off (front end)", [alertlint, "lint", "--quiet", "--jobs", "1", "--config", rules_off, folder], None),
            ("lint --jobs 1", [alertlint, "lint", "--quiet", "--jobs", "1", folder], None),
            ("generate, cold", generate, None),
            # The stamp matches: the run skips (decision 0052).
            ("generate, nothing changed", generate, None),
            # Without the stamp: the full run into its own output, merging every table, which
            # is what any change to an input costs.
            ("generate into its output, no stamp", generate, remove_stamp),
        ]
        counts = []
        for name, cmd, prepare in stages:
            if prepare:
                prepare()
            counts.append((name, instructions(cmd)))
    base = counts[0][1]
    print(f"corpus: {len(files)} files, {mb(size):.1f} MB; instructions (callgrind, one core)")
    print(f"{'stage':<44} {'instructions':>15} {'÷ libyaml':>10}")
    for name, count in counts:
        print(f"{name:<44} {count:>15,} {count / base:>9.2f}x")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--files", type=int, default=500)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--scaling", default="50,500,2000", help="corpus sizes for the linearity table; empty to skip")
    ap.add_argument("--no-peers", action="store_true", help="skip yamllint and check-jsonschema")
    ap.add_argument("--callgrind", action="store_true", help="count instructions per stage instead of timing")
    ap.add_argument("--quick", action="store_true", help="50 files, 2 runs, no scaling: checks the script works")
    a = ap.parse_args()
    if a.quick:
        a.files, a.runs, a.scaling = 50, 2, ""
    alertlint, baseline, hello = build()
    if a.callgrind:
        callgrind(a, alertlint, baseline)
    else:
        timings(a, alertlint, baseline, hello)


if __name__ == "__main__":
    main()
