#!/usr/bin/env bash
# Builds and runs the libFuzzer targets in Fuzz/Targets.
#
#   Fuzz/run.sh TARGET SECONDS   one target (a file name in Fuzz/Targets without .swift)
#   Fuzz/run.sh all SECONDS      every target in turn, one at a time
#   Fuzz/run.sh list             the targets' names
#
# FUZZ_TIMEOUT (seconds, default 1) is how long one input may take; CI, which fuzzes beside the
# tests on a loaded machine, allows 5 so that a slow moment is not taken for a hang.
# Exits non-zero when a target finds a crash, a leak, an input that takes over 1 s, or a
# property failure (the targets abort on one); the input is left in
# .build-fuzz/artifacts/TARGET/ to become a regression test.
#
# How a target is built: `swiftc` directly, on the target file, Fuzz/Targets/Support.swift
# and the few parser sources the target names on its `// Sources:` lines, compiled as one
# module (so the targets reach the parsers' internal API without @testable; ghtui's files
# lose their `import GitHubKit`, the GitHubKit files they use being in the module). The parsers'
# dependency closures are small and free of GRDB, swift-crypto and the 49 generated route
# files, so a target builds in 3 to 10 s, where `swift build -c release
# --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address` of the SPM targets has to
# build GitHubKit whole (generated routes, GRDB, swift-crypto) with instrumentation first:
# minutes on this 2-core machine (docs/RELIABILITY.md has the figures). A binary is rebuilt
# only when one of its inputs is newer, in .build-fuzz/ (ignored by git, as `.build*/`).
# `// Flags:` lines in a target add compiler and linker flags (cmark-gfm's module map). Entries on
# `// Sources:` and `// Flags:` lines may be globs (`Sources/GitHubKit/Models/*.swift`, GRDB's
# objects in `.build/debug`); `// Except:` lines name files a glob brings in that the target leaves
# out. The `cache-row` target links GRDB as `swift build` compiled it: run that first.
set -euo pipefail

cd "$(dirname "$0")/.."
build=.build-fuzz

usage() {
    echo "usage: Fuzz/run.sh TARGET|all SECONDS, or Fuzz/run.sh list" >&2
    exit 2
}

targets() {
    for file in Fuzz/Targets/*.swift; do
        name=$(basename "$file" .swift)
        [[ $name == Support ]] || echo "$name"
    done
}

# The values of the target's `// KEY: ...` header lines, one word a line.
header() {
    sed -n "s|^// $2: ||p" "Fuzz/Targets/$1.swift" | tr ' ' '\n' | sed '/^$/d'
}

# The target's `// KEY:` values with globs expanded (a glob matching nothing stays as written, so
# the build names it), leaving out the files its `// Except:` lines name.
expanded() {
    local -a except
    mapfile -t except < <(header "$1" Except)
    local pattern file skip excluded
    for pattern in $(header "$1" "$2"); do
        for file in $pattern; do
            skip=0
            for excluded in "${except[@]}"; do [[ $file == "$excluded" ]] && skip=1; done
            ((skip)) || echo "$file"
        done
    done
}

build_target() {
    local name=$1 binary=$build/bin/$1
    local -a sources flags
    mapfile -t sources < <(echo Fuzz/Targets/Support.swift; echo "Fuzz/Targets/$name.swift"; expanded "$name" Sources)
    mapfile -t flags < <(expanded "$name" Flags)
    local stale=0 source
    [[ -x $binary ]] || stale=1
    for source in "${sources[@]}"; do
        [[ -f $source ]] || { echo "$name: no source $source" >&2; return 1; }
        [[ $source -nt $binary ]] && stale=1
    done
    ((stale)) || return 0
    mkdir -p "$build/bin" "$build/logs"
    local start=$SECONDS
    # The target is one module (of a package, for `package` declarations), so ghtui's
    # `import GitHubKit` goes: the GitHubKit files it needs are among the sources. Copies keep
    # their names (private names are per file).
    local staged=$build/src/$name
    rm -rf "$staged"
    mkdir -p "$staged"
    local -a copies=()
    for source in "${sources[@]}"; do
        sed '/^import GitHubKit$/d' "$source" >"$staged/$(basename "$source")"
        copies+=("$staged/$(basename "$source")")
    done
    # ld.gold warns once per ASan helper symbol ("Cannot export local symbol"): noise, kept in the log.
    if ! swiftc -O -swift-version 6 -sanitize=fuzzer,address -parse-as-library \
        -module-name "Fuzz_${name//-/_}" -package-name ghtui "${flags[@]}" "${copies[@]}" -o "$binary" \
        >"$build/logs/$name.build.log" 2>&1; then
        grep -v 'Cannot export local symbol' "$build/logs/$name.build.log" >&2
        echo "$name: build failed" >&2
        return 1
    fi
    grep -v 'Cannot export local symbol' "$build/logs/$name.build.log" | grep -i 'warning' >&2 || true
    echo "$name: built in $((SECONDS - start)) s"
}

run_target() {
    local name=$1 seconds=$2 binary=$build/bin/$1
    local log=$build/logs/$name.run.log
    mkdir -p "$build/corpus/$name" "$build/artifacts/$name"
    # New inputs go to the first folder (the working corpus, not committed); the committed seeds
    # are read from Fuzz/Corpus. Swift's own backtracer is off so that libFuzzer sees the
    # crash, writes the input and exits. Fuzz/lsan.supp lists leaks in libraries, with reasons.
    local status=0
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:handle_abort=1 \
        LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0" \
        "$binary" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-1}" -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$build/artifacts/$name/" "$build/corpus/$name" "Fuzz/Corpus/$name" \
        >"$log" 2>&1 || status=$?
    # libFuzzer's last status line (coverage, corpus, exec/s) and its final stats.
    echo "== $name ($seconds s)"
    grep -E '^#[0-9]+' "$log" | tail -1 || true
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)' "$log" || true
    echo "corpus: $(find "$build/corpus/$name" "Fuzz/Corpus/$name" -type f | wc -l) files"
    if ((status != 0)); then
        grep -E 'property failed|ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|SUMMARY|Test unit written' \
            "$log" | head -20 >&2 || true
        echo "$name: FAILED (exit $status); full log in $log" >&2
    fi
    return "$status"
}

(($# >= 1)) || usage
if [[ $1 == list ]]; then
    targets
    exit 0
fi
(($# == 2)) || usage
[[ $2 =~ ^[0-9]+$ ]] || usage
if [[ $1 == all ]]; then
    mapfile -t names < <(targets)
else
    [[ -f Fuzz/Targets/$1.swift && $1 != Support ]] || { echo "no target $1; try Fuzz/run.sh list" >&2; exit 2; }
    names=("$1")
fi

failed=()
for name in "${names[@]}"; do
    build_target "$name"
    run_target "$name" "$2" || failed+=("$name")
done
if ((${#failed[@]} > 0)); then
    echo "failed: ${failed[*]}" >&2
    exit 1
fi
echo "all clean: ${names[*]}"
