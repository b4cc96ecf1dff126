#!/usr/bin/env bash
# What retries cost (issue "Survive the real GitHub"): the release `ghtui` dumps FakeGitHub's
# `mona` (300 repos, 3,000 followers: 34 requests at per_page 100) at 50 ms latency, first from a
# clean server, then from servers that disturb a share of requests (`fakegithub --chaos RATE
# --seed N`: 502 HTML, 500, 503, connection reset, truncated transfer, 3 s stall, secondary
# limit with retry-after, 429). Clean and chaos runs take turns. Prints one row per run (wall time,
# exit code, faults injected, whether stdout equals the clean dump byte for byte), then the
# median wall times and their ratio.
# Usage: Benchmarks/chaos.sh [RUNS] [RATE]   (defaults 8 and 0.15)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-8}
RATE=${2:-0.15}
LATENCY_MS=50

source Benchmarks/release-fake.sh

dump() { # $1 = output file; times the dump into $WORK/time, returns its exit code
    local code=0
    /usr/bin/time -f "%e" -o "$WORK/time" "$BIN/ghtui" --user mona --json --limit 0 --no-cache \
        --api-url "$URL" >"$1" 2>"$1.err" || code=$?
    sed -i -E 's/127\.0\.0\.1:[0-9]+/HOST/g' "$1"
    return "$code"
}

start_server clean --latency-ms "$LATENCY_MS" --followers 3000 --repos 300
dump "$WORK/reference.json" # warm-up; also the bytes every run must reproduce
echo "ghtui --user mona --json --limit 0 at ${LATENCY_MS} ms latency; chaos rate $RATE; $RUNS runs each"
: >"$WORK/clean"
: >"$WORK/chaos"
identical=0
clean_failures=0
for run in $(seq "$RUNS"); do
    start_server "clean$run" --latency-ms "$LATENCY_MS" --followers 3000 --repos 300
    dump "$WORK/clean.json"
    cmp -s "$WORK/clean.json" "$WORK/reference.json" || { echo "clean run $run differs" >&2; exit 1; }
    tail -n1 "$WORK/time" >>"$WORK/clean"
    kill "${PIDS[-1]}"
    start_server "chaos$run" --latency-ms "$LATENCY_MS" --followers 3000 --repos 300 --chaos "$RATE" --seed "$run"
    code=0
    dump "$WORK/chaos.json" || code=$?
    faults=$(curl -fsS "$URL/_fakegithub/stats" | jq -r '[.chaosFaults // {} | .[]] | add // 0')
    # A run is right when it reproduces the clean dump, or fails with nothing on stdout and
    # one line besides its retries; anything else is corrupt.
    others=$(grep -vc '^ghtui: retrying ' "$WORK/chaos.json.err" || true)
    if cmp -s "$WORK/chaos.json" "$WORK/reference.json"; then
        result="identical"
        identical=$((identical + 1))
    elif [ "$code" -ne 0 ] && [ ! -s "$WORK/chaos.json" ] && [ "$others" -eq 1 ]; then
        result="failed cleanly: $(grep -v '^ghtui: retrying ' "$WORK/chaos.json.err")"
        clean_failures=$((clean_failures + 1))
    else
        result="CORRUPT ($(wc -c <"$WORK/chaos.json") bytes, $others other stderr lines)"
    fi
    [ "$code" -eq 0 ] && tail -n1 "$WORK/time" >>"$WORK/chaos"
    printf "seed %-3s clean %6.2f s   chaos %6.2f s  exit %d  %3s faults  %2s retry lines  %s\n" \
        "$run" "$(tail -n1 "$WORK/clean")" "$(tail -n1 "$WORK/time")" "$code" "$faults" \
        "$(grep -c '^ghtui: retrying ' "$WORK/chaos.json.err" || true)" "$result"
    kill "${PIDS[-1]}"
done
clean=$(median "$WORK/clean")
chaos=$(median "$WORK/chaos")
awk -v c="$clean" -v x="$chaos" -v i="$identical" -v f="$clean_failures" -v n="$RUNS" 'BEGIN {
    printf "identical to the fault-free dump: %d of %d; failed cleanly: %d; corrupt: %d\nmedian wall: clean %.2f s, chaos %.2f s (completed runs): %.2fx\n",
        i, n, f, n - i - f, c, x, (c > 0 ? x / c : 0) }'
