#!/usr/bin/env bash
# End-to-end fetch benchmark (issues "Pagination…" and "--json"): the release `ghtui` binary
# fetches user + all repos + all followers of FakeGitHub's `mona` (300 repos, 3,000 followers,
# per_page 100: 34 requests) with 50 ms latency per request. Prints one row per run:
# wall time, requests, 304s, rate limit used, rounds (wall / latency), CPU, peak memory.
# Then the --jsonl memory check on a 100,000-follower world, and PyGithub when installed.
# Usage: [RUNS=5] Benchmarks/fetch.sh   (about two minutes after the release build; rows are
# the median of RUNS runs, PyGithub and the 100,000-follower row run once)
set -euo pipefail
cd "$(dirname "$0")/.."
LATENCY_MS=50

source Benchmarks/release-fake.sh

# Runs a command against $URL RUNS times and prints the run with the median wall time:
# label wall requests 304s used rounds cpu peak-MB
RUNS=${RUNS:-5}
measure() { # $1 = label, rest = command
    local wall user sys peak stats
    : >"$WORK/runs"
    for _ in $(seq "$RUNS"); do
        [ -n "${BEFORE_EACH:-}" ] && eval "$BEFORE_EACH"
        curl -fsS "$URL/_fakegithub/reset" >/dev/null
        # Wall from bash's microsecond clock: /usr/bin/time's %e has 10 ms steps.
        local started=$EPOCHREALTIME
        /usr/bin/time -f "%U %S %M" -o "$WORK/time" "${@:2}" >"$WORK/out"
        wall=$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.4f", b - a }')
        read -r user sys peak <"$WORK/time"
        stats=$(curl -fsS "$URL/_fakegithub/stats")
        echo "$wall $user $sys $peak $(jq -r '"\(.total) \(.notModified) \(.rateLimitUsed)"' <<<"$stats")" >>"$WORK/runs"
    done
    sort -n "$WORK/runs" | sed -n "$(((RUNS + 1) / 2))p" >"$WORK/last"
    awk -v label="$1" -v lat="$LATENCY_MS" -v runs="$RUNS" '{
        printf "%-28s %7.3f s %5d req %4d 304 %4d used %6.1f rounds %6.2f s cpu %7.1f MB  (median of %d)\n",
            label, $1, $5, $6, $7, $1 * 1000 / lat, $2 + $3, $4 / 1024, runs }' "$WORK/last"
}

start_server big --latency-ms "$LATENCY_MS" --followers 3000 --repos 300
DUMP=("$BIN/ghtui" --user mona --json --limit 0 --api-url "$URL")
echo "ghtui --user mona --json --limit 0 (user + 300 repos + 3,000 followers) at ${LATENCY_MS} ms latency"
echo "ideal rounds: 1 (user and page 1 of each list) + ceil(31 pages / 8) = 5"
# Warm-up, not measured: FakeGitHub renders each page once and then serves it from memory,
# so that the rows below time the client, not the fake server's JSON generation.
"${DUMP[@]}" --no-cache >/dev/null
measure "baseline: start + 1 request" "$BIN/ghtui" --user mona --json --include user --no-cache --api-url "$URL"
read -r base_wall _ _ _ <"$WORK/last"
measure "concurrency 1 (gh's way)" "${DUMP[@]}" --no-cache --concurrency 1
read -r serial_wall _ _ _ <"$WORK/last"
measure "concurrency 8 (default)" "${DUMP[@]}" --no-cache
read -r wall user sys _ requests _ <"$WORK/last"
"${DUMP[@]}" --cache-path "$WORK/warm.sqlite" >/dev/null
BEFORE_EACH='rm -f "$WORK"/cold.sqlite*' measure "cold cache" "${DUMP[@]}" --cache-path "$WORK/cold.sqlite"
read -r cold_wall cold_user cold_sys _ <"$WORK/last"
# Inside max-age (FakeGitHub sends GitHub's 60 s): every answer comes from the cache, no request.
measure "warm cache, inside max-age" "${DUMP[@]}" --cache-path "$WORK/warm.sqlite"
read -r fresh_wall fresh_user fresh_sys _ <"$WORK/last"
# The same with the installed binary (README: --static-swift-stdlib), which starts faster.
if pkg-config --exists libcurl; then
    swift build -c release --static-swift-stdlib --scratch-path .build-static --product ghtui >&2
    INSTALLED=(.build-static/release/ghtui "${DUMP[@]:1}")
    "${INSTALLED[@]}" --cache-path "$WORK/warm.sqlite" --refresh >/dev/null
    measure "warm, inside max-age, static" "${INSTALLED[@]}" --cache-path "$WORK/warm.sqlite"
    read -r static_fresh_wall _ <"$WORK/last"
else
    echo "the static build links libcurl: apt-get install libcurl4-openssl-dev (row skipped)"
    static_fresh_wall=0
fi
# Past max-age every page is revalidated: --refresh takes the same path (conditional requests, 304s).
measure "warm cache, past max-age" "${DUMP[@]}" --cache-path "$WORK/warm.sqlite" --refresh
read -r stale_wall stale_user stale_sys _ <"$WORK/last"
awk -v c="$cold_wall" -v cu="$cold_user" -v cs="$cold_sys" -v f="$fresh_wall" -v s="$stale_wall" \
    -v su="$stale_user" -v ss="$stale_sys" -v b="$base_wall" -v i="$static_fresh_wall" \
    'BEGIN { printf "inside max-age: %.0f ms (static build %.0f ms), %.3f of cold, %.2f of the 1-request baseline; past max-age: wall %.2f of cold, CPU %.2f of cold\n",
             f * 1000, i * 1000, f / c, f / b, s / c, (su + ss) / (cu + cs) }'
awk -v s="$serial_wall" -v w="$wall" -v b="$base_wall" -v lat="$LATENCY_MS" -v u="$user" -v y="$sys" -v r="$requests" \
    'BEGIN { printf "default vs concurrency 1: %.1fx faster; rounds / ideal: %.2f end to end, %.2f without process start-up (baseline minus one round); CPU per 100-item page: %.1f ms\n",
             s / w, (w * 1000 / lat) / 5, ((w - b) * 1000 / lat + 1) / 5, (u + y) * 1000 / r }'

if python3 -c "import github" 2>/dev/null; then
    cat >"$WORK/pygithub.py" <<'PY'
import sys, github
g = github.Github(base_url=sys.argv[1], per_page=100)
user = g.get_user("mona")
print(user.login, len(list(user.get_repos())), len(list(user.get_followers())))
PY
    RUNS=1 measure "PyGithub" python3 "$WORK/pygithub.py" "$URL"
    read -r py_wall _ _ _ <"$WORK/last"
    awk -v p="$py_wall" -v w="$wall" 'BEGIN { printf "ghtui default vs PyGithub: %.1fx faster\n", p / w }'
else
    echo "PyGithub not installed (pip install PyGithub) — skipped"
fi
command -v gh >/dev/null || echo "gh not installed — skipped"

start_server huge --followers 100000 --repos 10
"$BIN/ghtui" --user mona --jsonl --include followers --limit 0 --no-cache --api-url "$URL" >/dev/null
echo "ghtui --jsonl --include followers --limit 0 on 100,000 followers (no latency)"
RUNS=1 measure "jsonl 100k followers" "$BIN/ghtui" --user mona --jsonl --include followers --limit 0 --no-cache --api-url "$URL"
echo "lines written: $(wc -l <"$WORK/out")"
