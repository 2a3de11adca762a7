#!/usr/bin/env bash
# Checks that two alertlint binaries print and write the same bytes: issue 14's "output
# byte-identical before and after every optimization, and independent of --jobs".
#
#   Benchmarks/compare_outputs.sh OLD_BINARY NEW_BINARY FOLDER...
#
# For each folder: `lint` with every reporter, with and without --quiet, with --jobs 1 and 2
# (stdout, stderr, exit code and the GitHub step summary), and `generate` (stdout, exit code
# and every file written but the stamp, which hashes the binary itself). Prints each
# difference, then "done fail=N"; exits 1 when N > 0.
set -uo pipefail
old=$1
new=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
for folder in "$@"; do
    for reporter in xcode json sarif github junit; do
        for quiet in "" "--quiet"; do
            for jobs in 1 2; do
                for side in old new; do
                    binary=${!side}
                    : > "$work/$side.summary"
                    GITHUB_STEP_SUMMARY="$work/$side.summary" "$binary" lint --reporter "$reporter" $quiet --jobs "$jobs" "$folder" \
                        > "$work/$side.out" 2> "$work/$side.err"
                    echo $? > "$work/$side.rc"
                done
                for part in out err rc summary; do
                    cmp -s "$work/old.$part" "$work/new.$part" || { echo "DIFF $folder lint --reporter $reporter $quiet --jobs $jobs: $part"; fail=$((fail + 1)); }
                done
            done
        done
    done
    for side in old new; do
        binary=${!side}
        mkdir -p "$work/generated-$side"
        "$binary" generate "$folder" --output "$work/generated-$side" > "$work/$side.out" 2> "$work/$side.err"
        echo $? > "$work/$side.rc"
    done
    for part in out rc; do
        cmp -s "$work/old.$part" "$work/new.$part" || { echo "DIFF $folder generate: $part"; fail=$((fail + 1)); }
    done
    diff -r -x .alertlint.stamp "$work/generated-old" "$work/generated-new" > /dev/null || { echo "DIFF $folder generate: files written"; fail=$((fail + 1)); }
    rm -rf "$work/generated-old" "$work/generated-new"
done
echo "done fail=$fail"
[ "$fail" -eq 0 ]
