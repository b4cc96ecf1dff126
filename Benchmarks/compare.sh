#!/usr/bin/env bash
# Two or more `ghtui` builds, taking turns, on fetch.sh's job: `--user mona --json --limit 0`
# (user + 300 repos + 3,000 followers, 34 requests) against one FakeGitHub at 50 ms latency,
# without a cache and with a new cache file. For "the same figures within noise" after a change:
# build the old commit in a worktree and pass both binaries; ratios are against the first.
# Usage: Benchmarks/compare.sh RUNS BINARY…   (e.g. 9 /work/wt/before/.build/release/ghtui .build/release/ghtui)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:?usage: Benchmarks/compare.sh RUNS BINARY...}
shift
(($# >= 1)) || { echo "usage: Benchmarks/compare.sh RUNS BINARY..." >&2; exit 2; }
for binary in "$@"; do [ -x "$binary" ] || { echo "not an executable: $binary" >&2; exit 2; }; done
LATENCY_MS=50

source Benchmarks/release-fake.sh

start_server compare --latency-ms "$LATENCY_MS" --followers 3000 --repos 300
"$1" --user mona --json --limit 0 --no-cache --api-url "$URL" >/dev/null # FakeGitHub renders once
for run in $(seq "$RUNS"); do
    for index in $(seq "$#"); do
        binary=${!index}
        rm -f "$WORK"/cold.sqlite*
        for mode in no-cache cold-cache; do
            flags=(--no-cache)
            [ "$mode" = cold-cache ] && flags=(--cache-path "$WORK/cold.sqlite")
            /usr/bin/time -f "%e %U %S %M" -o "$WORK/time" \
                "$binary" --user mona --json --limit 0 "${flags[@]}" --api-url "$URL" >/dev/null
            echo "$(tail -n1 "$WORK/time")" >>"$WORK/$index.$mode"
        done
    done
done
echo "ghtui --user mona --json --limit 0 at ${LATENCY_MS} ms latency, $RUNS runs per build taking turns: median wall, CPU (user+sys), peak RSS"
for mode in no-cache cold-cache; do
    for index in $(seq "$#"); do
        awk '{ print $1, $2 + $3, $4 }' "$WORK/$index.$mode" >"$WORK/$index.$mode.cols"
        wall=$(median "$WORK/$index.$mode.cols" 1)
        cpu=$(median "$WORK/$index.$mode.cols" 2)
        peak=$(median "$WORK/$index.$mode.cols" 3)
        [ "$index" = 1 ] && { base_wall=$wall; base_cpu=$cpu; }
        awk -v m="$mode" -v b="${!index}" -v w="$wall" -v c="$cpu" -v p="$peak" -v bw="$base_wall" -v bc="$base_cpu" \
            'BEGIN { printf "%-10s %-48s %6.2f s (%.2fx)  %5.2f s cpu (%.2fx)  %6.1f MB\n", m, b, w, w / bw, c, c / bc, p / 1024 }'
    done
done
