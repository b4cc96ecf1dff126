#!/usr/bin/env bash
# Issues-tab benchmark (issue 15): the release `ghtui` opens FakeGitHub's `mona/hello-world`
# (`--repo`) in a real terminal (tmux) with 50 ms latency per request, and `2` shows the Issues
# tab. Times come from the binary's trace (GHTUI_TRACE, see Sources/ghtui/Browser/Runtime/Trace.swift):
#   1. cold cache (a new cache file per run): the Issues request → the first paint of its rows.
#      Target: one round trip + drawing. Baseline: the round trip itself (request → answer).
#   2. warm cache past max-age (FakeGitHub `--max-age 0`, so GitHub is asked again): the cached
#      rows' paint against GitHub's answer. Target: drawn before the network answers.
#   3. warm cache inside max-age (FakeGitHub's usual 60 s): requests FakeGitHub received for the
#      tab. Target: 0.
# Rows: median [min–max] over the runs.
#
# Usage: Benchmarks/issues-tab.sh [runs]    (default 10)
set -euo pipefail
cd "$(dirname "$0")/.."
LATENCY_MS=50
RUNS=${1:-10}
[[ $RUNS =~ ^[0-9]+$ && $RUNS -gt 0 ]] || { echo "issues-tab.sh: runs must be a positive number" >&2; exit 2; }

swift build -c release --product fakegithub >&2
swift build -c release --product ghtui >&2
BIN=$(swift build -c release --show-bin-path)
WORK=$(mktemp -d)
SOCKET="ghtui-issues-$$"
PIDS=()
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; kill "${PIDS[@]}" 2>/dev/null || true
      rm -rf "$WORK" "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"' EXIT
tmx() { tmux -L "$SOCKET" "$@"; }

# Starts a FakeGitHub with the flags given; its URL goes to file $1.
serve() {
    local file=$1
    shift
    "$BIN/fakegithub" --latency-ms "$LATENCY_MS" "$@" >"$file" &
    PIDS+=($!)
    for _ in $(seq 100); do [ -s "$file" ] && return 0; sleep 0.05; done
    echo "issues-tab.sh: FakeGitHub did not start" >&2
    return 1
}
serve "$WORK/fresh-url"
serve "$WORK/stale-url" --max-age 0
FRESH=$(head -n1 "$WORK/fresh-url")
STALE=$(head -n1 "$WORK/stale-url")

# The time (ms) of the first trace line starting with $2 in file $1; empty if none.
at() { awk -v p="$2" 'index($0, p) == 1 { for (i = 1; i < NF; i++) if ($(i + 1) == "ms") { print $i; exit } }' "$1"; }

# Waits (10 s at most) until trace file $1 has a line starting with $2.
wait_line() {
    for _ in $(seq 500); do [ -n "$(at "$1" "$2" 2>/dev/null)" ] && return 0; sleep 0.02; done
    echo "issues-tab.sh: no '$2' in $1 after 10 s" >&2
    return 1
}

cat >"$WORK/launch" <<EOF
#!/usr/bin/env bash
unset GH_TOKEN GITHUB_TOKEN NO_COLOR
export HOME=$WORK/home XDG_CONFIG_HOME=$WORK/home/config LANG=C.UTF-8 LC_ALL=C.UTF-8 GHTUI_TRACE=\$1
shift
GHTUI_TRACE_START=\$EPOCHREALTIME exec "\$@"
EOF
chmod +x "$WORK/launch"
tmx new-session -d -s idle

# `issues NAME URL CACHE`: opens the repository, waits for its header, shows the Issues tab, waits
# for its rows and (unless the answer came from a fresh cache) GitHub's answer, and quits.
issues() {
    local trace="$WORK/$1.trace"
    tmx new-session -d -x 100 -y 30 -s "$1" \
        "$WORK/launch $trace $BIN/ghtui --repo mona/hello-world --cache-path $3 --api-url $2"
    wait_line "$trace" "answer repository" 2>/dev/null || wait_line "$trace" "cached repository"
    tmx send-keys -t "$1" 2
    wait_line "$trace" "paint issues"
    wait_line "$trace" "answer issues page 1" # from GitHub, or (fresh) from the cache alone
    tmx send-keys -t "$1" q
    while tmx has-session -t "$1" 2>/dev/null; do sleep 0.02; done
}

summary() { sort -n | awk '{ v[NR] = $1 } END { printf "%.1f %.1f %.1f\n", v[int((NR + 1) / 2)], v[1], v[NR] }'; }
row() { read -r m lo hi <<<"$2"; printf "%-58s %7.1f ms  [%.1f–%.1f]%s\n" "$1" "$m" "$lo" "$hi" "${3:-}"; }
# Prints, per run of NAME prefix $1, trace time of $3 minus that of $2.
deltas() {
    local i
    for i in $(seq "$RUNS"); do
        awk -v a="$(at "$WORK/$1$i.trace" "$2")" -v b="$(at "$WORK/$1$i.trace" "$3")" 'BEGIN { print b - a }'
    done
}

echo "ghtui --repo mona/hello-world, key 2 (Issues), release build, tmux 100x30," \
    "FakeGitHub at ${LATENCY_MS} ms latency, $RUNS runs: median [min–max]"
issues warm-up "$FRESH" "$WORK/warm-up.sqlite" # not counted: FakeGitHub renders each answer once

# 1. Cold: a new cache file per run.
for i in $(seq "$RUNS"); do issues "cold$i" "$FRESH" "$WORK/cold$i.sqlite"; done
deltas cold "request issues page 1" "answer issues page 1" | summary >"$WORK/cold-trip"
deltas cold "request issues page 1" "paint issues" | summary >"$WORK/cold-paint"
read -r trip _ _ <"$WORK/cold-trip"
read -r paint _ _ <"$WORK/cold-paint"
row "cold: Issues request → GitHub's answer (the round trip)" "$(cat "$WORK/cold-trip")"
row "cold: Issues request → rows painted" "$(cat "$WORK/cold-paint")" \
    "$(awk -v p="$paint" -v t="$trip" 'BEGIN { printf "  = the round trip + %.1f ms", p - t }')"

# 2. Warm, past max-age: one run fills the cache, then each run paints from it and revalidates.
issues stale-prime "$STALE" "$WORK/stale.sqlite"
before=0
for i in $(seq "$RUNS"); do
    issues "stale$i" "$STALE" "$WORK/stale.sqlite"
    painted=$(at "$WORK/stale$i.trace" "paint issues")
    answered=$(at "$WORK/stale$i.trace" "answer issues page 1")
    if grep -q "^paint issues .* (cache)$" "$WORK/stale$i.trace" &&
        awk -v p="$painted" -v a="${answered:-999999}" 'BEGIN { exit !(p < a) }'; then
        before=$((before + 1))
    fi
done
row "warm past max-age: Issues request → cached rows painted" \
    "$(deltas stale "request issues page 1" "paint issues" | summary)"
row "warm past max-age: Issues request → GitHub's answer (304)" \
    "$(deltas stale "request issues page 1" "answer issues page 1" | summary)"
echo "warm past max-age: cached rows painted before GitHub's answer in $before of $RUNS runs"

# 3. Warm, inside max-age: the cache filled a moment ago answers without a request.
# The trace's "request" lines are asks of GitHubKit; FakeGitHub's count is what went out.
issues fresh-prime "$FRESH" "$WORK/fresh.sqlite"
curl -fsS "$FRESH/_fakegithub/reset" >/dev/null
for i in $(seq "$RUNS"); do issues "fresh$i" "$FRESH" "$WORK/fresh.sqlite"; done
sent=$(curl -fsS "$FRESH/_fakegithub/stats" | jq '[.perPath | to_entries[] | select(.key | endswith("/issues")) | .value] | add // 0')
echo "warm inside max-age: Issues requests FakeGitHub received in $RUNS runs: $sent"
