#!/usr/bin/env bash
# Runs the hostile-input and output suites under AddressSanitizer and LeakSanitizer:
#   Scripts/sanitize-hostile.sh            -> .build-asan (its own build folder, kept between runs)
# Fails on any AddressSanitizer error, any LeakSanitizer report or any failed test, and ends by
# printing the test run's closing line and the verdict. The full log is kept in .build-asan/sanitize-hostile.log.
# Nothing is skipped: the "Size and shape" suite detects AddressSanitizer and widens its hang guard
# (the ten million siblings take over a minute when every access is checked); unsanitized runs keep it.
# Tests run one at a time: the hang guards are sized for one test on a shared 2-core machine.
# The suites are Swift Testing only, so the XCTest pass (which would run no test, and whose harness
# LeakSanitizer reports leaking its own suite objects) is left out.
set -euo pipefail
cd "$(dirname "$0")/.."
SCRATCH=.build-asan
LOG=$SCRATCH/sanitize-hostile.log
mkdir -p "$SCRATCH"
# Foundation's Process.run keeps a run-loop source per child for good; it is not a leak of ours
# (see Scripts/lsan-foundation.supp).
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$(pwd)/Scripts/lsan-foundation.supp:print_suppressions=1}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
status=0
swift test --sanitize=address --scratch-path "$SCRATCH" --filter "HostileInputTests|OutputTests" --no-parallel --disable-xctest \
    >"$LOG" 2>&1 || status=$?
if grep -q "ERROR: AddressSanitizer" "$LOG"; then
    echo "AddressSanitizer reported an error (see $LOG):"
    awk '/ERROR: AddressSanitizer/,/^SUMMARY: AddressSanitizer/' "$LOG" | head -60
    if [ "$status" -eq 0 ]; then status=1; fi
fi
if grep -q "ERROR: LeakSanitizer" "$LOG"; then
    echo "LeakSanitizer reported a leak (see $LOG):"
    awk '/ERROR: LeakSanitizer/,/^SUMMARY: AddressSanitizer/' "$LOG" | head -60
    if [ "$status" -eq 0 ]; then status=1; fi
fi
# What the suppressions hid, so that a run shows it rather than hiding it silently.
awk '/^Suppressions used:/{on=1} on{print} on&&/^-+$/{on=0}' "$LOG"
grep -E "Test run with [0-9]+ tests?" "$LOG" | tail -1 || echo "no closing line from swift test (see $LOG)"
if [ "$status" -eq 0 ]; then
    echo "sanitize-hostile: clean (no AddressSanitizer error, no LeakSanitizer report, every test passed)"
else
    echo "sanitize-hostile: FAILED (exit $status; full log in $LOG)"
fi
exit "$status"
