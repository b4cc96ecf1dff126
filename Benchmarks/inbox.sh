#!/usr/bin/env bash
# Inbox benchmark (issue 22, "the daily loop"): the release `ghtui inbox` in a real terminal (tmux)
# against FakeGitHub with 50 ms latency per request and a token. Times come from the binary's trace
# (GHTUI_TRACE, see Sources/ghtui/Browser/Runtime/Trace.swift), counted from the microsecond bash
# execs the binary (GHTUI_TRACE_START). Rows: median [min–max] over the runs.
#   1. warm cache: process start → the inbox drawn from the cache. Target: under 50 ms.
#      Baselines, same binary, same run: `--help` start to exit (process start-up, no network) and
#      a cold start (a new cache file) → the inbox drawn from GitHub's answer (one round trip).
#   2. warm cache: what GitHub was asked per start (FakeGitHub's own counters). Target: one
#      conditional request, answered 304, costing no rate limit.
#
# Usage: Benchmarks/inbox.sh [runs]    (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."
LATENCY_MS=50
RUNS=${1:-10}
TOKEN=inbox-bench-token
[[ $RUNS =~ ^[0-9]+$ && $RUNS -gt 0 ]] || { echo "inbox.sh: runs must be a positive number" >&2; exit 2; }

swift build -c release --product fakegithub >&2
swift build -c release --product ghtui >&2
BIN=$(swift build -c release --show-bin-path)
WORK=$(mktemp -d)
SOCKET="ghtui-inbox-$$"
PIDS=()
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; kill "${PIDS[@]}" 2>/dev/null || true
      rm -rf "$WORK" "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"' EXIT
tmx() { tmux -L "$SOCKET" "$@"; }

"$BIN/fakegithub" --latency-ms "$LATENCY_MS" --token "$TOKEN=mona" >"$WORK/url" &
PIDS+=($!)
for _ in $(seq 100); do [ -s "$WORK/url" ] && break; sleep 0.05; done
URL=$(head -n1 "$WORK/url")

# The time (ms) of the first trace line starting with $2 in file $1; empty if none.
at() { awk -v p="$2" 'index($0, p) == 1 { for (i = 1; i < NF; i++) if ($(i + 1) == "ms") { print $i; exit } }' "$1"; }

# Waits (10 s at most) until trace file $1 has a line starting with $2.
wait_line() {
    for _ in $(seq 500); do [ -n "$(at "$1" "$2" 2>/dev/null)" ] && return 0; sleep 0.02; done
    echo "inbox.sh: no '$2' in $1 after 10 s" >&2
    return 1
}

cat >"$WORK/launch" <<EOF
#!/usr/bin/env bash
unset GITHUB_TOKEN NO_COLOR
export GH_TOKEN=$TOKEN HOME=$WORK/home XDG_CONFIG_HOME=$WORK/home/config LANG=C.UTF-8 LC_ALL=C.UTF-8 GHTUI_TRACE=\$1
shift
GHTUI_TRACE_START=\$EPOCHREALTIME exec "\$@"
EOF
chmod +x "$WORK/launch"
tmx new-session -d -s idle

# FakeGitHub's counter $1 (total, notModified, rateLimitUsed).
counter() { curl -s "$URL/_fakegithub/stats" | python3 -c "import json, sys; print(json.load(sys.stdin)['$1'])"; }

# `inbox NAME CACHE`: opens the inbox, waits for its rows from GitHub (after the cache's, if any)
# and quits.
inbox() {
    local trace="$WORK/$1.trace"
    tmx new-session -d -x 120 -y 30 -s "$1" "$WORK/launch $trace $BIN/ghtui inbox --cache-path $2 --api-url $URL"
    wait_line "$trace" "answer notifications page 1"
    wait_line "$trace" "paint inbox"
    tmx send-keys -t "$1" q
    while tmx has-session -t "$1" 2>/dev/null; do sleep 0.02; done
}

summary() { sort -n | awk '{ v[NR] = $1 } END { printf "%.1f %.1f %.1f\n", v[int((NR + 1) / 2)], v[1], v[NR] }'; }
row() { read -r m lo hi <<<"$2"; printf "%-56s %7.1f ms  [%.1f–%.1f]%s\n" "$1" "$m" "$lo" "$hi" "${3:-}"; }

echo "ghtui inbox, release build, tmux 120x30, FakeGitHub at ${LATENCY_MS} ms latency, $RUNS runs: median [min–max]"
inbox warm-up "$WORK/warm-up.sqlite" # not counted: FakeGitHub renders each answer once

for i in $(seq "$RUNS"); do
    GHTUI_TRACE=$WORK/help$i.trace GHTUI_TRACE_START=$EPOCHREALTIME "$BIN/ghtui" --help >/dev/null
    at "$WORK/help$i.trace" exit
done | summary >"$WORK/help"
for i in $(seq "$RUNS"); do inbox "cold$i" "$WORK/cold$i.sqlite"; done
for i in $(seq "$RUNS"); do at "$WORK/cold$i.trace" "paint inbox"; done | summary >"$WORK/cold"

inbox prime "$WORK/warm.sqlite"
requests=0
free=0
spent=0
for i in $(seq "$RUNS"); do
    total=$(counter total)
    modified=$(counter notModified)
    used=$(counter rateLimitUsed)
    inbox "warm$i" "$WORK/warm.sqlite"
    grep -q "^paint inbox .* (cache)$" "$WORK/warm$i.trace" || echo "inbox.sh: warm run $i did not paint from the cache" >&2
    requests=$((requests + $(counter total) - total))
    free=$((free + $(counter notModified) - modified))
    spent=$((spent + $(counter rateLimitUsed) - used))
done
for i in $(seq "$RUNS"); do at "$WORK/warm$i.trace" "paint inbox"; done | summary >"$WORK/warm"
for i in $(seq "$RUNS"); do at "$WORK/warm$i.trace" "answer notifications page 1"; done | summary >"$WORK/warm-answer"

read -r help _ _ <"$WORK/help"
read -r cold _ _ <"$WORK/cold"
read -r warm _ _ <"$WORK/warm"
row "--help, start to exit (baseline: start-up)" "$(cat "$WORK/help")"
row "cold cache: start → inbox drawn (baseline: 1 round trip)" "$(cat "$WORK/cold")"
row "warm cache: start → inbox drawn from the cache" "$(cat "$WORK/warm")" \
    "$(awk -v w="$warm" -v h="$help" -v c="$cold" 'BEGIN { printf "  %.2fx --help, %.2fx cold", w / h, w / c }')"
row "warm cache: start → GitHub's answer (304)" "$(cat "$WORK/warm-answer")"
echo "warm cache: $requests requests in $RUNS starts, $free answered 304, $spent counted against the rate limit"
