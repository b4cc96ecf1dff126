#!/usr/bin/env bash
# Job log benchmark (issue 22, "Performance": a 100,000-line job log opens in < 300 ms after the
# download, a search over it takes < 50 ms, scrolling < 16 ms a frame, memory < 3× the log).
#
# The log is generated: 100,000 lines as GitHub's log storage serves them, each with its
# timestamp; a `##[group]` section per step with its command echoed in ANSI colours, then 120
# lines of output (compiler lines, test lines ending in ✓, coloured test lines with tabs,
# warnings, 256-colour debug lines, `##[warning]`s), and every 40th step a red `error:` line and
# a `##[error]`. About half the lines have a colour, a tab or UTF-8, so they are decoded before
# they are searched; the rest are searched as they are.
#
# The release `ghtui log FILE --repeat N --timings` (a hidden command) times, inside one process,
# N times each: opening (JobLog: the line index and sections; LogViewer: the rows, the first
# error), a search (`/TEXT`: the lines that match, the cursor to the first), and a frame of
# scrolling (a page down, then the 120×40 grid drawn); it prints each one's median. Rows:
# median [min–max] of those medians over the runs, in ms. Two searches: a rare word (a few dozen
# lines) and a common one (a third of the lines).
#
# Memory: the peak resident set (`/usr/bin/time -v`, maximum RSS) of `ghtui log FILE` (open,
# draw, print) less that of `ghtui log` of an empty file (the process itself), against the log's
# size. Baselines, in the same run: `wc -l FILE` (counting the lines, the least an index does)
# and `grep -ci TEXT FILE` (the same searches over the raw bytes, escapes and timestamps
# included), each timed as a whole process (start included, so they are upper bounds).
#
# Usage: Benchmarks/joblog.sh [runs]    (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
REPEAT=11
LINES=100000
RARE=XCTAssertEqual
COMMON=passed

swift build -c release --product ghtui >&2
BIN=$(swift build -c release --show-bin-path)/ghtui
WORK=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] && cp "$WORK/job.log" "$KEEP"; rm -rf "$WORK"' EXIT

awk -v lines="$LINES" 'BEGIN {
    srand(7); esc = sprintf("%c", 27); n = 0; second = 0; step = 0
    while (n < lines) {
        step++
        out("##[group]Run swift test --filter Suite" step)
        out(esc "[36;1mswift test --filter Suite" step " --parallel" esc "[0m")
        out(esc "[36;1mecho \"step " step " done\"" esc "[0m")
        out("shell: /usr/bin/bash -e {0}")
        out("env:")
        out("  DEVELOPER_DIR: /Applications/Xcode_16.app")
        out("##[endgroup]")
        for (i = 1; i <= 120 && n < lines; i++) {
            r = rand()
            if (r < 0.45) out("[" i "/120] Compiling GitHubKit File" i ".swift")
            else if (r < 0.75) out("Test Case '\''Suite" step ".test" i "'\'' passed (0.00" int(rand() * 9) " seconds). ✓")
            else if (r < 0.85) out(esc "[32m✔" esc "[0m Test " esc "[1mparses line " i esc "[0m passed\tafter 0.00" i " seconds")
            else if (r < 0.93) out("Sources/GitHubKit/Pipeline/File" i ".swift:" i ":5: warning: variable '\''x'\'' was never mutated")
            else if (r < 0.995) out(esc "[38;5;244m[debug]" esc "[0m request GET /repos/mona/hello-world/actions/runs?page=" i " → 200 in " i " ms")
            else out("##[warning]Node.js 16 actions are deprecated. Please update: actions/checkout@v3")
        }
        if (step % 40 == 0) {
            out(esc "[31merror:" esc "[0m Suite" step " failed: XCTAssertEqual failed: (\"1\") is not equal to (\"2\")")
            out("##[error]Process completed with exit code 1.")
        }
    }
}
function out(text) {
    if (n >= lines) return
    n++; if (n % 40 == 0) second++
    printf "2025-05-31T10:%02d:%02d.%07dZ %s\n", int(second / 60) % 60, second % 60, (n * 1234567) % 10000000, text
}' >"$WORK/job.log"
: >"$WORK/empty.log"
BYTES=$(wc -c <"$WORK/job.log")

# Prints the wall milliseconds of a command.
measure() {
    local TIMEFORMAT='%3R'
    { time "$@" >/dev/null 2>&1; } 2>&1 | awk '{ printf "%.3f\n", $1 * 1000 }'
}
# Prints the maximum resident set of a command, in kB.
peak() { /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ { print $2 }'; }
# Appends the named medians of a --timings run to $WORK/<name>.
timings() {
    "$BIN" log "$WORK/job.log" --repeat "$REPEAT" --search "$1" --timings 2>&1 >/dev/null | awk -v work="$WORK" -v tag="$2" '
        /^open / { print $2 >> (work "/open"); print $4 >> (work "/search-" tag); print $6 >> (work "/frame"); print $8 >> (work "/frame-max") }
        /^lines / { print > (work "/shape") }'
}

"$BIN" log "$WORK/job.log" >"$WORK/screen.txt" # warm-up, and a look at it
for _ in $(seq "$RUNS"); do
    timings "$RARE" rare
    timings "$COMMON" common
    measure wc -l "$WORK/job.log" >>"$WORK/wc"
    measure grep -ci "$RARE" "$WORK/job.log" >>"$WORK/grep-rare"
    measure grep -ci "$COMMON" "$WORK/job.log" >>"$WORK/grep-common"
    peak "$BIN" log "$WORK/job.log" >>"$WORK/rss"
    peak "$BIN" log "$WORK/empty.log" >>"$WORK/rss-empty"
done

row() { # $1 = label, $2 = file of numbers
    sort -n "$2" | awk -v label="$1" '{ v[NR] = $1 } END {
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%-64s %8.2f [%.2f–%.2f]\n", label, m, v[1], v[NR] }'
}
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
read -r _ lines _ _ _ index _ groups _ _ <"$WORK/shape"
echo "log: $BYTES bytes, $lines lines, $groups sections; index $index bytes; $RUNS runs of $REPEAT"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-64s %s\n" "ms: median [min–max]" "wall"
row "ghtui: open (index the lines, lay out the rows, find the error)" "$WORK/open"
row "ghtui: search \"$RARE\" ($(grep -ci "$RARE" "$WORK/job.log") lines)" "$WORK/search-rare"
row "ghtui: search \"$COMMON\" ($(grep -ci "$COMMON" "$WORK/job.log") lines)" "$WORK/search-common"
row "ghtui: a frame of scrolling (page down, draw 120×40)" "$WORK/frame"
row "ghtui: the slowest frame of a run" "$WORK/frame-max"
row "baseline: wc -l (whole process)" "$WORK/wc"
row "baseline: grep -ci \"$RARE\" (whole process)" "$WORK/grep-rare"
row "baseline: grep -ci \"$COMMON\" (whole process)" "$WORK/grep-common"
rss=$(median "$WORK/rss")
empty=$(median "$WORK/rss-empty")
awk -v rss="$rss" -v empty="$empty" -v bytes="$BYTES" 'BEGIN {
    grown = (rss - empty) * 1024
    printf "memory: peak RSS %.1f MB, %.1f MB for an empty log: %.1f MB more, %.2f× the log (%.1f MB)\n",
        rss / 1024, empty / 1024, grown / 1048576, grown / bytes, bytes / 1048576 }'
