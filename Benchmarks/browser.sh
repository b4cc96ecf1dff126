#!/usr/bin/env bash
# Browser benchmark (issue "The ncurses browser"): the release `ghtui` browses FakeGitHub's `mona`
# in a real terminal (tmux, on a socket of its own) with 50 ms latency per request. Times come
# from the binary itself: GHTUI_TRACE=FILE makes it append `<event> <ms since start> ms` lines
# (see Sources/ghtui/Browser/Runtime/Trace.swift), and every run is started by bash with
# GHTUI_TRACE_START=$EPOCHREALTIME, the microsecond at which bash execs the binary. Rows: median
# [min–max] over the runs, for the installed binary (README: `swift build -c release
# --static-swift-stdlib`) and, for the cold rows, the default dynamically linked release build:
#   1. process start → first profile paint, cold cache (target: one round trip + under 50 ms),
#      against baselines of the same binary: `--help` (start-up, no network) and the one-request
#      `--json --include user` dump (start-up + one round trip);
#   2. warm cache: the cached profile's paint vs. GitHub's answer (target: every paint before it);
#   3. key press → redraw on a loaded list: 500 `j`s one by one, reduce + render + draw per frame
#      (target: p99 under 5 ms).
# The cold rows use a new cache file per run, like a first start. Takes about 30 s after the
# builds. Needs libcurl4-openssl-dev for the static build.
#
# With --compare, only the cold first paint of the given binaries (say, two commits' builds), the
# binaries taking turns run by run; --kernel-start times from the kernel's record of the start,
# as binaries older than GHTUI_TRACE_START did. --compare-warm is the same for the warm first
# paint of the profile and its first page, with a token (so with the pinned repositories and the
# graph), each timed run on a cache filled inside max-age by an untimed run just before it.
#
# Usage: Benchmarks/browser.sh [runs]    (default 10; SWIFT_SCRATCH_PATH picks the build directory,
#                                         the static build goes to the same path + "-static")
#        Benchmarks/browser.sh --compare [--kernel-start] runs BINARY...
#        Benchmarks/browser.sh --compare-warm runs BINARY...
set -euo pipefail
cd "$(dirname "$0")/.."
LATENCY_MS=50
COMPARE=()
KERNEL_START=
WARM=
if [ "${1:-}" = --compare ] || [ "${1:-}" = --compare-warm ]; then
    [ "$1" = --compare-warm ] && WARM=1
    shift
    if [ "${1:-}" = --kernel-start ]; then KERNEL_START=1; shift; fi
    COMPARE=("${@:2}")
    for binary in "${COMPARE[@]}"; do [ -x "$binary" ] || { echo "browser.sh: not a program: $binary" >&2; exit 2; }; done
fi
RUNS=${1:-10}
KEYS=500
SCRATCH=${SWIFT_SCRATCH_PATH:-.build}
STATIC=(--static-swift-stdlib --scratch-path "$SCRATCH-static")

swift build -c release --scratch-path "$SCRATCH" --product fakegithub >&2
BIN=$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)
# --compare times the binaries it is given: it builds only FakeGitHub.
if ((${#COMPARE[@]} == 0)); then
    if ! pkg-config --exists libcurl; then
        echo "browser.sh: the static build links libcurl: apt-get install libcurl4-openssl-dev" >&2
        exit 1
    fi
    swift build -c release --scratch-path "$SCRATCH" --product ghtui >&2
    swift build -c release "${STATIC[@]}" --product ghtui >&2
    INSTALLED=$(swift build -c release "${STATIC[@]}" --show-bin-path)/ghtui
    DYNAMIC=$BIN/ghtui
fi
WORK=$(mktemp -d)
SOCKET="ghtui-bench-$$"
PIDS=()
# `set -e` holds in the trap too: every step must succeed for the next one to run.
trap 'tmux -L "$SOCKET" kill-server 2>/dev/null || true; kill "${PIDS[@]}" 2>/dev/null || true
      rm -rf "$WORK" "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"' EXIT
tmx() { tmux -L "$SOCKET" "$@"; }

"$BIN/fakegithub" --latency-ms "$LATENCY_MS" --token bench-token=mona >"$WORK/url" &
PIDS+=($!)
for _ in $(seq 100); do [ -s "$WORK/url" ] && break; sleep 0.05; done
URL=$(head -n1 "$WORK/url")

# The time (ms) of the first trace line starting with $2 in file $1; empty if none.
at() { awk -v p="$2" 'index($0, p) == 1 { for (i = 1; i < NF; i++) if ($(i + 1) == "ms") { print $i; exit } }' "$1"; }

# Waits (10 s at most) until trace file $1 has a line starting with $2.
wait_line() {
    for _ in $(seq 500); do [ -n "$(at "$1" "$2" 2>/dev/null)" ] && return 0; sleep 0.02; done
    echo "browser.sh: no '$2' in $1 after 10 s" >&2
    return 1
}

# `launch TRACE BINARY FLAGS…` runs BINARY as a clean user's shell would, traced to TRACE from the
# microsecond at which bash execs it.
cat >"$WORK/launch" <<EOF
#!/usr/bin/env bash
unset GH_TOKEN GITHUB_TOKEN NO_COLOR
export HOME=$WORK/home XDG_CONFIG_HOME=$WORK/home/config LANG=C.UTF-8 LC_ALL=C.UTF-8 GHTUI_TRACE=\$1
${WARM:+export GH_TOKEN=bench-token}
shift
[ -n "$KERNEL_START" ] && exec "\$@"
GHTUI_TRACE_START=\$EPOCHREALTIME exec "\$@"
EOF
chmod +x "$WORK/launch"

# The tmux server starts once, before any timing: its start-up is not the browser's.
tmx new-session -d -s idle

# Starts binary $2 in tmux session $1 with trace file $3 and the flags that follow.
browse() { tmx new-session -d -x 100 -y 30 -s "$1" "$WORK/launch $3 $2 ${*:4} --api-url $URL"; }

# Presses q in session $1 and waits for the browser to end.
quit() {
    tmx send-keys -t "$1" q
    while tmx has-session -t "$1" 2>/dev/null; do sleep 0.02; done
}

# One cold start of binary $2 in tmux session $1, until its first profile paint: trace $WORK/$1.trace,
# a new cache file $WORK/$1.sqlite.
cold_paint() {
    browse "$1" "$2" "$WORK/$1.trace" --user mona --cache-path "$WORK/$1.sqlite"
    wait_line "$WORK/$1.trace" "paint profile"
    quit "$1"
}

# One warm start of binary $2 in tmux session $1, until the first paint of the profile's first
# page: trace $WORK/$1.trace, on the cache file $WORK/$1.sqlite filled by an untimed run first.
warm_paint() {
    browse "$1-fill" "$2" "$WORK/$1-fill.trace" --user mona --cache-path "$WORK/$1.sqlite"
    wait_line "$WORK/$1-fill.trace" "paint profile page"
    quit "$1-fill"
    browse "$1" "$2" "$WORK/$1.trace" --user mona --cache-path "$WORK/$1.sqlite"
    wait_line "$WORK/$1.trace" "paint profile page"
    quit "$1"
}

# Reads numbers on stdin; prints "median min max" (nearest-rank median).
summary() { sort -n | awk '{ v[NR] = $1 } END { printf "%.1f %.1f %.1f\n", v[int((NR + 1) / 2)], v[1], v[NR] }'; }

# Prints a row: label, then "median [min–max]" in ms from "median min max" in $2.
row() { read -r m lo hi <<<"$2"; printf "%-48s %7.1f ms  [%.1f–%.1f]%s\n" "$1" "$m" "$lo" "$hi" "${3:-}"; }

# The `exit` time (ms) of one run of binary $2 with the flags that follow, traced to file $1.
traced_exit() {
    "$WORK/launch" "$@" >/dev/null 2>&1
    at "$1" exit
}

# Baselines and the cold first paint of binary $1, named $2 in the rows; the first paint's median
# goes to $WORK/$2-paint.
cold_rows() {
    local bin=$1 name=$2 i event
    # Warm-ups, not counted: FakeGitHub renders each answer once, and a binary's first run reads
    # it from disk.
    "$bin" --user mona --json --include user --no-cache --api-url "$URL" >/dev/null
    browse "warm-up-$name" "$bin" "$WORK/warm-up-$name.trace" --user mona --no-cache
    wait_line "$WORK/warm-up-$name.trace" "answer repos page 1"
    quit "warm-up-$name"
    for i in $(seq "$RUNS"); do traced_exit "$WORK/help-$name$i.trace" "$bin" --help; done | summary >"$WORK/help-$name"
    for i in $(seq "$RUNS"); do
        traced_exit "$WORK/dump-$name$i.trace" "$bin" --user mona --json --include user \
            --cache-path "$WORK/dump-$name$i.sqlite" --api-url "$URL"
    done | summary >"$WORK/dump-$name"
    row "$name: --help, start to exit" "$(cat "$WORK/help-$name")"
    row "$name: --json --include user, start to exit" "$(cat "$WORK/dump-$name")" "  (1 request, new cache file)"
    for i in $(seq "$RUNS"); do cold_paint "cold-$name$i" "$bin"; done
    for event in main terminal "request user" "answer user" "paint profile"; do
        for i in $(seq "$RUNS"); do at "$WORK/cold-$name$i.trace" "$event"; done | summary >"$WORK/cold-$name-$event"
    done
    local paint dump
    read -r paint _ _ <"$WORK/cold-$name-paint profile"
    read -r dump _ _ <"$WORK/dump-$name"
    echo "$paint" >"$WORK/$name-paint"
    row "$name: cold cache: first profile paint" "$(cat "$WORK/cold-$name-paint profile")" \
        "$(awk -v p="$paint" -v l="$LATENCY_MS" -v d="$dump" \
            'BEGIN { printf "  = 1 round trip + %.1f ms; %.2fx the 1-request dump", p - l, p / d }')"
    printf "  %s\n" "$(for event in main terminal "request user" "answer user"; do
        read -r m _ _ <"$WORK/cold-$name-$event"
        printf "%s %s ms · " "$event" "$m"
    done | sed 's/ · $//') (medians, ms since start)"
}

if ((${#COMPARE[@]})); then
    paint=cold_paint event="paint profile" what="cold first profile paint"
    [ -n "$WARM" ] && paint=warm_paint event="paint profile page" what="warm first paint of the profile's first page"
    echo "$what, FakeGitHub at ${LATENCY_MS} ms latency, $RUNS runs each, taking turns: median [min–max]"
    # Round 0 is a warm-up, not counted: FakeGitHub renders its answers once, and the first
    # run of a binary reads it from disk.
    for i in $(seq 0 "$RUNS"); do
        for b in "${!COMPARE[@]}"; do "$paint" "compare$b-$i" "${COMPARE[$b]}"; done
    done
    for b in "${!COMPARE[@]}"; do
        row "${COMPARE[$b]}" "$(for i in $(seq "$RUNS"); do at "$WORK/compare$b-$i.trace" "$event"; done | summary)"
    done
    exit 0
fi

echo "ghtui browser (release) in tmux 100x30, FakeGitHub at ${LATENCY_MS} ms latency, $RUNS runs per row: median [min–max]"

# 1. Cold cache, a new cache file per run: the installed (static) binary, then the dynamic one.
cold_rows "$INSTALLED" installed
cold_rows "$DYNAMIC" dynamic
read -r paint <"$WORK/installed-paint"
read -r dynamic_paint <"$WORK/dynamic-paint"
read -r dump _ _ <"$WORK/dump-installed"
read -r help _ _ <"$WORK/help-installed"

# 2. Warm cache (installed binary): one run fills it, then every run paints from it and revalidates.
browse prime "$INSTALLED" "$WORK/prime.trace" --user mona --cache-path "$WORK/warm.sqlite"
wait_line "$WORK/prime.trace" "paint profile"
wait_line "$WORK/prime.trace" "answer repos page 1"
quit prime
before=0
for i in $(seq "$RUNS"); do
    browse "warm$i" "$INSTALLED" "$WORK/warm$i.trace" --user mona --cache-path "$WORK/warm.sqlite"
    wait_line "$WORK/warm$i.trace" "answer user"
    wait_line "$WORK/warm$i.trace" "answer repos page 1"
    quit "warm$i"
    cached=$(grep -m1 ' ms (cache)$' "$WORK/warm$i.trace" | awk '{ print $3 }')
    answer=$(at "$WORK/warm$i.trace" "answer user")
    echo "${cached:-999999} $answer" >>"$WORK/warm"
    if [ -n "$cached" ] && awk -v c="$cached" -v a="$answer" 'BEGIN { exit !(c < a) }'; then before=$((before + 1)); fi
done
awk '{ print $1 }' "$WORK/warm" | summary >"$WORK/warm-paint"
awk '{ print $2 }' "$WORK/warm" | summary >"$WORK/warm-answer"
read -r cached _ _ <"$WORK/warm-paint"
row "installed: warm cache: cached profile paint" "$(cat "$WORK/warm-paint")" \
    "$(awk -v c="$cached" -v d="$dump" -v h="$help" 'BEGIN { printf "  %.2fx the 1-request dump, %.2fx --help", c / d, c / h }')"
row "installed: warm cache: GitHub's answer (304)" "$(cat "$WORK/warm-answer")"
echo "installed: warm cache: cached paint before the answer in $before of $RUNS runs"

# 3. Key press → redraw (installed binary): 500 j's, one tmux command each, on the loaded Followers list.
browse keys "$INSTALLED" "$WORK/keys.trace" --user mona --no-cache
wait_line "$WORK/keys.trace" "paint profile"
tmx send-keys -t keys 2
wait_line "$WORK/keys.trace" "answer followers page 1"
sleep 0.3
start=$(wc -l <"$WORK/keys.trace")
for _ in $(seq "$KEYS"); do tmx send-keys -t keys j; done
keys_drawn() { tail -n +"$((start + 1))" "$WORK/keys.trace" | awk '$1 == "frame" { k += $5 } END { print k + 0 }'; }
for _ in $(seq 500); do [ "$(keys_drawn)" -ge "$KEYS" ] && break; sleep 0.02; done
quit keys
tail -n +"$((start + 1))" "$WORK/keys.trace" | awk '$1 == "frame" && $5 > 0 { print $5, $7, $10, $13, $7 + $10 + $13 }' \
    >"$WORK/frames"
sort -n -k5 "$WORK/frames" | awk -v keys="$KEYS" '
    { total[NR] = $5; k += $1; r += $2; n += $3; d += $4 }
    END {
        p50 = total[int((NR + 1) / 2)]; p99 = total[int((NR * 99 + 99) / 100)]
        printf "keys: %d j on Followers (pages load as the cursor nears the end): %d drawn in %d frames\n", keys, k, NR
        printf "%-48s %7.2f ms  p99 %.2f ms, max %.2f ms (mean reduce %.3f, render %.3f, draw %.3f ms)\n",
            "key → redraw (reduce + render + draw) p50", p50, p99, total[NR], r / NR, n / NR, d / NR
        printf "p99 vs the 5 ms target: %.2fx\n", p99 / 5
    }'

awk -v p="$paint" -v q="$dynamic_paint" -v l="$LATENCY_MS" -v b="$before" -v r="$RUNS" 'BEGIN {
    printf "targets: first paint %s 1 round trip + 50 ms (installed %.1f ms; dynamic build %.1f ms, %s); ",
        p - l < 50 ? "within" : "NOT within", p, q, q - l < 50 ? "within" : "NOT within"
    printf "cached paint before the answer: %s\n", b == r ? "met" : "NOT met" }'
