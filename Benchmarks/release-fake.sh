# Sourced by fetch.sh, chaos.sh and compare.sh: builds the release `ghtui` and `fakegithub`, makes a work
# folder, and defines start_server and median; everything started is stopped and removed on exit.
# With BIN set to a folder holding both already built (as CI does for the soak), nothing is built.
if [ -z "${BIN:-}" ]; then
    swift build -c release --product ghtui >&2
    swift build -c release --product fakegithub >&2
    BIN=$(swift build -c release --show-bin-path)
fi
WORK=$(mktemp -d)
PIDS=()
trap 'kill "${PIDS[@]}" 2>/dev/null; rm -rf "$WORK"' EXIT

start_server() { # $1 = name, rest = fakegithub flags; sets URL
    "$BIN/fakegithub" "${@:2}" >"$WORK/$1.url" &
    PIDS+=($!)
    for _ in $(seq 100); do [ -s "$WORK/$1.url" ] && break; sleep 0.05; done
    URL=$(head -n1 "$WORK/$1.url")
}

median() { # $1 = file, $2 = column (default 1); prints the nearest-rank median, 0 when empty
    awk -v c="${2:-1}" '{ print $c }' "$1" | sort -n | awk '{ a[NR] = $1 } END { if (NR) print a[int((NR + 1) / 2)]; else print 0 }'
}
