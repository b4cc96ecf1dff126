#!/usr/bin/env bash
# Builds the package and its tests with a sanitizer and runs the tests that do not need tmux.
#
#   Scripts/sanitize/run.sh thread    ThreadSanitizer (data races, lock misuse)
#   Scripts/sanitize/run.sh address   AddressSanitizer with LeakSanitizer (out-of-bounds, use after
#                                 free, double free, leaks)
#
# Extra arguments go to `swift test` (for example `--filter CacheTests` to rerun one suite).
#
# The build has its own scratch path (.build-thread, .build-address; ignored by git as `.build*/`)
# so it never touches .build. Every suite runs except the tmux-driven ones (every
# `*EndToEndTests` suite in Tests/ghtuiTests/EndToEnd): each drives the real ghtui in a tmux
# pane for seconds to minutes with only one at a time (the `.oneBinaryAtATime` trait), which
# under a sanitizer's 5 to 15 times slowdown outgrows this machine; the code they reach is
# that of the dump tests, which run (docs/RELIABILITY.md, "Sanitizer runs").
#
# The tests that run the real `ghtui` (dumps, auth, job logs) run the sanitized build of it,
# found beside the test bundle, and pass it the sanitizer's options, so its reports land with
# the test process's own. Reports go to files (`log_path`), not to the test output where a
# child's stderr would be captured by a test: the run fails when one is written, whatever the
# tests said, and the reports are printed.
set -euo pipefail

cd "$(dirname "$0")/../.."

usage() {
    echo "usage: Scripts/sanitize/run.sh thread|address [swift test arguments]" >&2
    exit 2
}

(($# >= 1)) || usage
kind=$1
shift
case $kind in
    thread | address) ;;
    *) usage ;;
esac

scratch=.build-$kind
reports=$PWD/$scratch/sanitizer-reports
rm -rf "$reports"
mkdir -p "$reports"

# Swift's backtracer is off so that the sanitizer, not the backtracer, reports a crash.
export SWIFT_BACKTRACE=enable=no
# The symbolizer by its path: a test may run ghtui with a PATH of its own (GHFallbackTests puts a
# fake `gh` alone on it), and a report that cannot be symbolized matches no suppression.
symbolizer=$(dirname "$(command -v swift)")/llvm-symbolizer
[[ -x $symbolizer ]] || symbolizer=$(command -v llvm-symbolizer)
# exitcode=0: a report would otherwise change the exit status of the process it is in (66 for
# TSan, 23 for a leak), and a test that checks a child ghtui's status (a usage error's 2) then
# fails for a reason it does not name. The report files, read below, fail the run instead.
case $kind in
    thread)
        # tsan.supp: races TSan reports where the lock is Synchronization's Mutex, which it cannot
        # see on Linux (tsan-mutex.swift shows it), each with the reason.
        export TSAN_OPTIONS="log_path=$reports/tsan:exitcode=0:halt_on_error=0:second_deadlock_stack=1"
        TSAN_OPTIONS+=":external_symbolizer_path=$symbolizer"
        TSAN_OPTIONS+=":suppressions=$PWD/Scripts/sanitize/tsan.supp"
        ;;
    address)
        # lsan.supp: leaks inside libraries we do not own, each with the library named, for every
        # process. The test process, the only one that uses URLSession, also gets
        # lsan-test-process.supp (libcurl under FoundationNetworking, and the `Data` values the
        # tests' statics hold, which LSan cannot see held); a ghtui the tests run gets
        # lsan.supp alone (GHTUI_CHILD_LSAN_OPTIONS, read by Tests/ghtuiTests/Support/Binary.swift),
        # so that a leak of our transport inside libcurl is reported there.
        cat Scripts/sanitize/lsan.supp Scripts/sanitize/lsan-test-process.supp >"$scratch/lsan-test-process-all.supp"
        export ASAN_OPTIONS="log_path=$reports/asan:exitcode=0:detect_leaks=1:handle_abort=1:strict_string_checks=1"
        ASAN_OPTIONS+=":external_symbolizer_path=$symbolizer"
        export LSAN_OPTIONS="suppressions=$PWD/$scratch/lsan-test-process-all.supp:print_suppressions=0"
        export GHTUI_CHILD_LSAN_OPTIONS="suppressions=$PWD/Scripts/sanitize/lsan.supp:print_suppressions=0"
        ;;
esac

# The tmux-driven suites; see above.
skip='ghtuiTests\.[A-Za-z]+EndToEndTests'

start=$SECONDS
set +e
swift build --build-tests --sanitize="$kind" --scratch-path "$scratch" 2>&1 | tee "$scratch/sanitize-build.log"
status=${PIPESTATUS[0]}
set -e
built=$SECONDS
if ((status != 0)); then
    echo "sanitize $kind: build failed (exit $status)" >&2
    exit "$status"
fi

set +e
# --disable-xctest: there are no XCTest tests, and without it swift test ran the bundle a second
# time for XCTest, with every Swift Testing test again under it (Swift 6.3.1).
swift test --skip-build --disable-xctest --sanitize="$kind" --scratch-path "$scratch" --skip "$skip" "$@" 2>&1 |
    tee "$scratch/sanitize-test.log"
status=${PIPESTATUS[0]}
set -e
finished=$SECONDS

echo "sanitize $kind: build $((built - start)) s, tests $((finished - built)) s"
mapfile -t found < <(find "$reports" -type f | sort)
if ((${#found[@]} > 0)); then
    for report in "${found[@]}"; do
        echo "== $report"
        cat "$report"
    done
    echo "sanitize $kind: ${#found[@]} report(s) in $reports" >&2
    exit 1
fi
if ((status != 0)); then
    echo "sanitize $kind: tests failed (exit $status)" >&2
    exit "$status"
fi
echo "sanitize $kind: clean"
