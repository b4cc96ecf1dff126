#!/usr/bin/env bash
# Markdown benchmark (issue 15, "Markdown through GitHub's own parser"): how long the release
# `ghtui` takes to render a generated 1 MB README (1,000,000 bytes: headings, paragraphs with
# emphasis, links and inline code, nested bullet and task lists, fenced code, tables, quotes,
# HTML, rules) into the lines the browser draws, at 100 columns. Target: under 50 ms.
#
# Rendering is parsing with cmark-gfm plus laying the document out, what the repository screen
# does when a README arrives. `ghtui markdown FILE --repeat N` parses and lays the file out N
# times and prints it once, so (time of --repeat 11 − time of --repeat 1) / 10 is one render,
# with process start, reading the file and printing subtracted away. The process start alone
# (`ghtui markdown` of an empty file) is reported too. Baseline, in the same run: Debian's
# `cmark-gfm` CLI (the same library) rendering the same file to HTML with the same extensions,
# minus its own start (an empty file). Rows: median [min–max] over the runs, which take turns,
# of wall time and of CPU time (user + system; the steadier figure on a loaded machine).
#
# Usage: Benchmarks/markdown.sh [runs]    (default 10; needs `apt-get install cmark-gfm`)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-10}
REPEAT=11
WIDTH=100
SIZE=1000000

command -v cmark-gfm >/dev/null || { echo "markdown.sh: the baseline needs cmark-gfm: apt-get install cmark-gfm" >&2; exit 1; }
swift build -c release --product ghtui >&2
BIN=$(swift build -c release --show-bin-path)/ghtui
WORK=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] && cp "$WORK/README.md" "$KEEP"; rm -rf "$WORK"' EXIT

# The README: numbered sections until SIZE bytes, cut at the end of a line.
awk -v size="$SIZE" 'BEGIN {
    for (i = 1; total < size + 4096; i++) {
        s = sprintf("## Section %d: configuring the *widget* service\n\n", i)
        s = s sprintf("The **widget** service (v%d.%d) reads its settings from `config/widget-%d.yml` at start-up. ", i % 9, i % 13, i)
        s = s "See [the configuration guide](https://example.com/docs/config#section-" i ") and the [API reference](https://example.com/api/v" i % 5 ") for every option, "
        s = s "or visit https://github.com/acme/widget/issues/" i " to report a problem. Values may be ~~deprecated~~ renamed between\nreleases, "
        s = s "so pin the version you test against: 北京 and 東京 deployments use the same file.\n\n"
        s = s "- Install the package with `make install`\n- Run the service:\n  - in the foreground with `widget run`\n  - as a daemon with `widget start --detach`\n"
        s = s "- [x] Supports TLS 1.3\n- [ ] Supports HTTP/3 (planned for " 2020 + i % 10 ")\n\n"
        s = s "1. Create the file\n2. Set `port` and `workers`\n3. Restart\n\n"
        s = s "```yaml\nwidget:\n  port: " 8000 + i % 1000 "\n  workers: " i % 16 + 1 "\n  log:\n    level: info  # debug, info, warn\n    file: /var/log/widget-" i ".log\n```\n\n"
        s = s "| Option | Default | Description |\n|:-------|--------:|:-----------:|\n| `port` | " 8000 + i % 1000 " | The TCP port |\n| `workers` | " i % 16 + 1 " | Worker threads ⚙️ |\n| `log.level` | info | How much to log |\n\n"
        s = s "> **Note**\n> Changing `workers` needs a restart; see <https://example.com/restart>.\n\n"
        s = s "<details><summary>Older versions</summary>\n\nVersions before " i % 7 ".0 used <code>widget.ini</code>.<br>They are &amp; were unsupported.\n\n</details>\n\n---\n\n"
        if (i % 10 == 1) s = "# Widget " i "\n\n![logo](https://example.com/logo-" i ".png) [![build](https://ci.example.com/" i ".svg)](https://ci.example.com)\n\n" s
        printf "%s", s
        total += length(s)
    }
}' | head -c "$SIZE" | sed '$d' >"$WORK/README.md"
: >"$WORK/empty.md"
BYTES=$(wc -c <"$WORK/README.md")

# Prints the wall and CPU (user + system) milliseconds of a command: on a loaded machine the
# CPU time is the steadier figure.
measure() {
    local TIMEFORMAT='%3R %3U %3S'
    { time "$@" >/dev/null 2>&1; } 2>&1 | awk '{ printf "%.3f %.3f\n", $1 * 1000, ($2 + $3) * 1000 }'
}
ghtui() { measure "$BIN" markdown "$1" --width "$WIDTH" --repeat "$2"; }
cmark() { measure cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -e tasklist "$1"; }
# Appends to $1 the difference of two "wall cpu" pairs, divided by $4.
difference() { echo "$2 $3" | awk -v n="$4" '{ printf "%.3f %.3f\n", ($3 - $1) / n, ($4 - $2) / n }' >>"$1"; }

"$BIN" markdown "$WORK/README.md" --width "$WIDTH" >"$WORK/rendered.txt" # warm-up, and a look at it
for _ in $(seq "$RUNS"); do
    one=$(ghtui "$WORK/README.md" 1)
    difference "$WORK/render" "$one" "$(ghtui "$WORK/README.md" "$REPEAT")" $((REPEAT - 1))
    echo "$one" >>"$WORK/one"
    ghtui "$WORK/empty.md" 1 >>"$WORK/start"
    difference "$WORK/cmark" "$(cmark "$WORK/empty.md")" "$(cmark "$WORK/README.md")" 1
done

row() { # $1 = label, $2 = file of "wall cpu" lines in ms
    for column in 1 2; do
        cut -d' ' -f"$column" "$2" | sort -n | awk '{ v[NR] = $1 } END {
            m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
            printf "%7.1f [%.1f–%.1f]", m, v[1], v[NR] }'
    done | awk -v label="$1" '{ printf "%-58s %s %s   %s %s\n", label, $1, $2, $3, $4 }'
}
echo "README: $BYTES bytes, $(grep -c '' "$WORK/README.md") lines → $(grep -c '' "$WORK/rendered.txt") lines at $WIDTH columns; $RUNS runs"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf "%-58s %-19s   %s\n" "ms: median [min–max]" "wall" "CPU (user + system)"
row "ghtui: one render (parse + lay out), start subtracted" "$WORK/render"
row "ghtui markdown README.md (start, read, render, print)" "$WORK/one"
row "ghtui markdown empty.md (process start)" "$WORK/start"
row "baseline: cmark-gfm README.md → HTML, start subtracted" "$WORK/cmark"
