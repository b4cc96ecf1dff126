#!/usr/bin/env bash
# Files tab benchmark (issue 22, "Performance": a pull request of 300 files and 20,000 changed
# lines: the Files tab usable after one round trip past the pull request; moving between files
# and hunks under 16 ms a frame; memory under 150 MB), through the whole browser: the release
# `ghtui --repo mona/hello-world --pull 49` in tmux (120x40) against the release FakeGitHub at
# 50 ms latency per request, timed by the binary's own trace (GHTUI_TRACE).
# Rows, median [min–max] over the runs, each run a fresh process without a cache:
#   1. `2` → the file list drawn: from the frame that took the key to the first frame after
#      "answer files page 1", against one round trip (the latency) and the same for pull request
#      9 (8 files);
#   2. frames while moving, in the last run: `Enter` on the first file, then 300 `}` (next hunk,
#      across files) and 100 `]` (next file, laid out anew), one tmux command each: reduce +
#      render + draw per frame (p50, p99, max; the diff.sh benchmark times the same work without
#      a terminal);
#   3. peak resident memory (VmHWM) of that process at the end.
#
# Usage: Benchmarks/pull-files.sh [runs]    (default 5; needs tmux)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
LATENCY_MS=50
source Benchmarks/release-fake.sh
SOCKET="ghtui-pull-bench-$$"
tmx() { tmux -L "$SOCKET" "$@"; }
trap 'tmx kill-server 2>/dev/null || true; kill "${PIDS[@]}" 2>/dev/null; rm -rf "$WORK"' EXIT
start_server fake --latency-ms "$LATENCY_MS" --token tok=mona
tmx new-session -d -s idle

# The time (ms) of the first line of trace $1 from line $3 (default 1) starting with $2; empty if none.
at() {
    tail -n +"${3:-1}" "$1" 2>/dev/null |
        awk -v p="$2" 'index($0, p) == 1 { for (i = 1; i < NF; i++) if ($(i + 1) == "ms") { print $i; exit } }'
}
# Waits (20 s at most) until trace $1 has a line starting with $2 from line $3 on.
wait_line() {
    for _ in $(seq 1000); do [ -n "$(at "$@")" ] && return 0; sleep 0.02; done
    echo "pull-files.sh: no '$2' in $1 after 20 s" >&2
    return 1
}
# The first frame of trace $1 after time $2 (ms) that drew keys, or any frame with $3 = any.
frame_after() {
    awk -v t="$2" -v any="${3:-}" '$1 == "frame" && $2 > t && (any != "" || $5 > 0) { print $2; exit }' "$1"
}
summary() { sort -n | awk '{ v[NR] = $1 } END { printf "%.1f %.1f %.1f\n", v[int((NR + 1) / 2)], v[1], v[NR] }'; }

# One run on pull request $2, session $1: opens its page, presses `2`, and records the time from
# the key's frame to the file list's frame in $WORK/$1.tab. Leaves the session running.
files_tab() {
    local trace=$WORK/$1.trace
    tmx new-session -d -x 120 -y 40 -s "$1" \
        "env -u GITHUB_TOKEN HOME=$WORK/home GH_TOKEN=tok GHTUI_TRACE=$trace $BIN/ghtui --repo mona/hello-world --pull $2 --no-cache --api-url $URL"
    wait_line "$trace" "answer pull-request"
    wait_line "$trace" "answer reviews"
    local start
    start=$(($(wc -l <"$trace") + 1))
    tmx send-keys -t "$1" 2
    wait_line "$trace" "answer files page 1" "$start"
    local answered key drawn
    answered=$(at "$trace" "answer files page 1" "$start")
    for _ in $(seq 500); do
        drawn=$(frame_after "$trace" "$answered" any)
        [ -n "$drawn" ] && break
        sleep 0.02
    done
    key=$(tail -n +"$start" "$trace" | awk '$1 == "frame" && $5 > 0 { print $2; exit }')
    awk -v a="$key" -v b="$drawn" 'BEGIN { printf "%.1f\n", b - a }' >>"$WORK/$1.tab"
    cat "$WORK/$1.tab" >>"$WORK/tab-$2"
}
quit() {
    tmx send-keys -t "$1" q
    while tmx has-session -t "$1" 2>/dev/null; do sleep 0.02; done
}

# A warm-up, not counted: FakeGitHub renders each answer once.
files_tab warm 49
quit warm
rm -f "$WORK/tab-49"
for i in $(seq "$RUNS"); do
    files_tab "small$i" 9
    quit "small$i"
    files_tab "big$i" 49
    [ "$i" -lt "$RUNS" ] && quit "big$i"
done

# Moving through the last run's diff.
session=big$RUNS
trace=$WORK/$session.trace
pid=$(pgrep -n -f "ghtui --repo mona/hello-world --pull 49")
start=$(($(wc -l <"$trace") + 1))
tmx send-keys -t "$session" Enter
for _ in $(seq 300); do tmx send-keys -t "$session" "}"; done
for _ in $(seq 100); do tmx send-keys -t "$session" "]"; done
keys_drawn() { tail -n +"$start" "$trace" | awk '$1 == "frame" { k += $5 } END { print k + 0 }'; }
for _ in $(seq 1500); do [ "$(keys_drawn)" -ge 401 ] && break; sleep 0.02; done
peak=$(awk '/^VmHWM/ { printf "%.1f", $2 / 1024 }' "/proc/$pid/status")
quit "$session"

echo "ghtui --repo mona/hello-world --pull N (release) in tmux 120x40, FakeGitHub at $LATENCY_MS ms, $RUNS runs: median [min–max]"
read -r big lo hi <<<"$(summary <"$WORK/tab-49")"
read -r small slo shi <<<"$(summary <"$WORK/tab-9")"
printf "%-52s %7.1f ms  [%.1f–%.1f]  = %.2f round trips\n" "PR 49 (300 files): 2 → file list drawn" "$big" "$lo" "$hi" \
    "$(awk -v b="$big" -v l="$LATENCY_MS" 'BEGIN { print b / l }')"
printf "%-52s %7.1f ms  [%.1f–%.1f]  = %.2f round trips\n" "baseline: PR 9 (8 files): 2 → file list drawn" "$small" "$slo" "$shi" \
    "$(awk -v b="$small" -v l="$LATENCY_MS" 'BEGIN { print b / l }')"
printf "%-52s %7.1f ms\n" "baseline: one round trip (FakeGitHub's latency)" "$LATENCY_MS"
tail -n +"$start" "$trace" | awk '$1 == "frame" && $5 > 0 { print $7 + $10 + $13 }' | sort -n | awk -v peak="$peak" '
    { v[NR] = $1 }
    END {
        printf "moving through PR 49 (Enter, 300 }, 100 ]): %d frames, p50 %.2f ms, p99 %.2f ms, max %.2f ms (target 16 ms)\n",
            NR, v[int((NR + 1) / 2)], v[int((NR * 99 + 99) / 100)], v[NR]
        printf "peak resident memory: %s MB (target 150 MB)\n", peak
    }'
