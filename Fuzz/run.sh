#!/usr/bin/env bash
# Fuzzes alertlint's whole in-memory pipeline (parse, decode, lint, fix, generate, and the
# readers and merges of existing string tables) with
# libFuzzer and AddressSanitizer (LeakSanitizer included) for a given time.
#
#   Fuzz/run.sh [SECONDS] [WORKERS]      default: 600 seconds, 1 worker
#   Fuzz/run.sh --replay                 run every seed and regression input once, then stop
#
# Seeds: the samples, the tests' fixtures and string tables, and ../shared/yaml-test-suite
# (when present). Each input runs as a spec and as an existing table of every format.
# The corpus grows in .fuzz/corpus and is reused by the next run; crashes, leaks and slow
# inputs land in .fuzz/artifacts (crash-*, leak-*, timeout-*, slow-unit-*). An input that
# takes longer than 1 s (under ASan, on at most 64 KiB) counts as a hang.
# Reproduce one: Fuzz/.build/release/AlertlintFuzz .fuzz/artifacts/crash-…
set -euo pipefail
cd "$(dirname "$0")/.."
replay=false
if [ "${1:-}" = "--replay" ]; then replay=true; shift; fi
seconds=${1:-600}
workers=${2:-1}

swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address 2>&1 | tail -3
binary=Fuzz/.build/release/AlertlintFuzz

mkdir -p .fuzz/corpus .fuzz/seeds .fuzz/artifacts
# Seeds are copied under content-derived names, so rerunning adds nothing twice.
{
    find samples Tests Fuzz/Regressions -type f ! -name README.md \( -name '*.yaml' -o -name '*.yml' \)
    # String tables, which the same input is also read and merged as.
    find samples Tests -type f \( -name '*.xcstrings' -o -name '*.strings' -o -name '*.stringsdict' \)
    if [ -d ../shared/yaml-test-suite ]; then
        # Only the case folders: upstream's name/ index is symlinks to the same cases.
        find ../shared/yaml-test-suite -path '*/name/*' -prune -o -type f -name in.yaml -print
    fi
} | while read -r seed; do
    cp "$seed" ".fuzz/seeds/$(sha1sum "$seed" | cut -c1-16)"
done

parallel=()
# Several workers write their logs to fuzz-N.log in .fuzz/; one runs in the foreground.
[ "$workers" -gt 1 ] && parallel=(-jobs="$workers" -workers="$workers")

# Swift's own crash backtracer reads foreign memory, which ASan then reports instead.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
cd .fuzz
if $replay; then
    # Deterministic: no mutation, each input once (what CI runs).
    exec "../$binary" seeds -runs=0 -timeout=1 -rss_limit_mb=2048 -malloc_limit_mb=2048
fi
"../$binary" corpus seeds \
    -dict=../Fuzz/alertspec.dict \
    -max_len=65536 -timeout=1 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
    -report_slow_units=1 \
    -max_total_time="$seconds" "${parallel[@]}" \
    -artifact_prefix=artifacts/ -print_final_stats=1
