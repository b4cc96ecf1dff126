#!/usr/bin/env bash
# Diff benchmark (issue 22, "Performance": the Files tab of a pull request of 300 files and 20,000
# changed lines draws a frame in < 16 ms while moving between files and hunks, in < 150 MB).
#
# The diff is FakeGitHub's pull request 49 of mona/hello-world (PullSamples.big), fetched as
# `Accept: application/vnd.github.diff` from the release `fakegithub`. Rows:
# - parse + lay out: `ghtui diff FILE --repeat N` parses the whole diff and lays out every row of
#   every file N times and prints it once, so (time of --repeat 11 − time of --repeat 1) / 10 is
#   one parse and full layout, with process start, reading and printing subtracted away.
# - frames: `ghtui diff FILE --frames N` draws N frames of 120 × 50 cells into a grid (what the
#   backend then draws), each after `}` (the next hunk), else a page down, else `]` (the next file,
#   laid out anew), timing each frame inside the process; median, 99th percentile, max. The same
#   for a minified one-line 2 MB file (non-ASCII, so wrapping measures every character) paged
#   through and laid out anew at its end, wrapped and cut.
#   The frames run also times its one parse of the file, inside the process.
# - peak memory: the maximum resident set size of the frames run (GNU time).
# - baseline, in the same run: git's own C code over the same content. `git apply --numstat`
#   parses the same diff (start subtracted: an empty diff); `git diff --no-index --color=always`
#   computes and colours a diff of the same 300 files' changed lines (each file's old and new
#   text rebuilt from the hunks' lines; start subtracted: two empty folders).
# Rows are median [min–max] over the runs, of wall time and of CPU time (user + system).
#
# Usage: Benchmarks/diff.sh [runs]    (default 5; needs curl and git)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
REPEAT=11
FRAMES=3000
source Benchmarks/release-fake.sh
GHTUI=$BIN/ghtui

start_server fake
curl -fsS -H "Accept: application/vnd.github.diff" "$URL/repos/mona/hello-world/pulls/49" >"$WORK/pr49.diff"
: >"$WORK/empty.diff"

# The old and new text of each file, rebuilt from its hunks: context and removed lines, context and added lines.
awk -v root="$WORK/tree" '
    /^diff --git / { path = $4; sub(/^b\//, "", path); old = root "/old/" path; new = root "/new/" path
        system("mkdir -p \"$(dirname " old ")\" \"$(dirname " new ")\""); printf "" >old; printf "" >new; hunk = 0; next }
    /^@@/ { hunk = 1; next }
    hunk && /^ / { print substr($0, 2) >>old; print substr($0, 2) >>new; next }
    hunk && /^-/ { print substr($0, 2) >>old; next }
    hunk && /^\+/ { print substr($0, 2) >>new; next }
' "$WORK/pr49.diff"
mkdir -p "$WORK/none/old" "$WORK/none/new"

# A minified one-line file of 2 MB, replaced by another.
awk 'BEGIN { printf "diff --git a/dist/app.min.js b/dist/app.min.js\n--- a/dist/app.min.js\n+++ b/dist/app.min.js\n@@ -1 +1 @@\n-"
    for (i = 0; i < 40000; i++) printf "function f%d(a){return a*%d}var v%d=\"é\";", i, i, i
    printf "\n+"; for (i = 0; i < 40000; i++) printf "function g%d(a){return a+%d}var w%d=\"漢\";", i, i, i; printf "\n" }' >"$WORK/minified.diff"

measure() { # prints the wall and CPU (user + system) milliseconds of a command
    local TIMEFORMAT='%3R %3U %3S'
    { time "$@" >/dev/null 2>&1; } 2>&1 | awk '{ printf "%.3f %.3f\n", $1 * 1000, ($2 + $3) * 1000 }'
}
difference() { echo "$2 $3" | awk -v n="$4" '{ printf "%.3f %.3f\n", ($3 - $1) / n, ($4 - $2) / n }' >>"$1"; }
layout() { measure "$GHTUI" diff "$1" --width 120 --repeat "$2"; }

"$GHTUI" diff "$WORK/pr49.diff" --width 120 >"$WORK/laid-out.txt" # warm-up, and a look at it
for _ in $(seq "$RUNS"); do
    difference "$WORK/parse" "$(layout "$WORK/pr49.diff" 1)" "$(layout "$WORK/pr49.diff" "$REPEAT")" $((REPEAT - 1))
    layout "$WORK/empty.diff" 1 >>"$WORK/start"
    difference "$WORK/apply" "$(measure git apply --numstat --allow-empty "$WORK/empty.diff")" \
        "$(measure git apply --numstat "$WORK/pr49.diff")" 1
    difference "$WORK/gitdiff" "$(measure git diff --no-index --color=always "$WORK/none/old" "$WORK/none/new")" \
        "$(measure git diff --no-index --color=always "$WORK/tree/old" "$WORK/tree/new")" 1
done

row() { # $1 = label, $2 = file of "wall cpu" lines in ms
    for column in 1 2; do
        cut -d' ' -f"$column" "$2" | sort -n | awk '{ v[NR] = $1 } END {
            m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            printf "%7.1f [%.1f–%.1f]", m, v[1], v[NR] }'
    done | awk -v label="$1" '{ printf "%-62s %s %s   %s %s\n", label, $1, $2, $3, $4 }'
}
frames() { # $1 = label, rest = ghtui diff arguments; prints the frame times and the peak memory
    local out
    out=$(/usr/bin/time -f "%M" "$GHTUI" diff "${@:2}" --width 120 --height 50 --frames "$FRAMES" 2>"$WORK/rss")
    printf "%-44s %s; peak memory %.1f MB\n" "$1" "$out" "$(tail -n1 "$WORK/rss" | awk '{ print $1 / 1024 }')"
}

echo "pull request 49: $(grep -c '^diff --git' "$WORK/pr49.diff") files, $(grep -c '^[-+][^-+]' "$WORK/pr49.diff") changed lines, $(wc -c <"$WORK/pr49.diff") bytes → $(grep -c '' "$WORK/laid-out.txt") rows at 120 columns; $RUNS runs"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-62s %-19s   %s\n" "ms: median [min–max]" "wall" "CPU (user + system)"
row "ghtui: parse + lay out every row of every file, start subtracted" "$WORK/parse"
row "ghtui diff empty.diff (process start)" "$WORK/start"
row "baseline: git apply --numstat (parse), start subtracted" "$WORK/apply"
row "baseline: git diff --no-index --color=always, start subtracted" "$WORK/gitdiff"
echo "frames of 120 × 50 cells, $FRAMES each (ms):"
frames "pull request 49, by hunk and file, wrapped" "$WORK/pr49.diff"
frames "pull request 49, by hunk and file, cut" "$WORK/pr49.diff" --cut
frames "2 MB one-line file, wrapped" "$WORK/minified.diff"
frames "2 MB one-line file, cut" "$WORK/minified.diff" --cut
