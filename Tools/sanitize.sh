#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (LeakSanitizer included) and under
# ThreadSanitizer, with parallel linting on (LintRunner uses every core by default, and the
# CLI tests run the sanitized `alertlint` binary, whose reports fail its exit status).
#
#   Tools/sanitize.sh [address|thread]...     default: both
#
# Each sanitizer builds in its own folder (.build-address, .build-thread), so the ordinary
# debug build is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)

# A finding ends the process with a distinctive status, so a CLI test that checks the
# status of the sanitized binary fails too; Swift's backtracer would read foreign memory.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:exitcode=86:detect_leaks=1}
# Foundation, XCTest and libdispatch leaks reached only from test code: see the file.
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Tools/lsan-suppressions.txt:print_suppressions=0}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:exitcode=87}

for sanitizer in "${sanitizers[@]}"; do
    echo "== swift test --sanitize=$sanitizer"
    swift test --scratch-path ".build-$sanitizer" --sanitize="$sanitizer"
done
