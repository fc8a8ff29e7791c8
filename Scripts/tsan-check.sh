#!/usr/bin/env bash
# Runs the whole test suite N times (default 20) under the thread sanitizer, on one build, and
# reports every run that failed or in which the sanitizer reported a data race (it stops the
# run at the first report). It builds in .build/tsan, so the ordinary debug build is left
# alone; the first build takes several minutes.
#
# One blind spot to know: the sanitizer cannot follow `Synchronization.Mutex` when two threads
# contend for it (its slow path runs in the toolchain's uninstrumented library, on futexes), so
# a report whose accesses are all inside the same Mutex's `withLock` is a false positive. Where
# threads contend — a live session's scheduler and signal, which the AppCLI processes of the
# tests run, and the test clocks, schedules, recorded endpoints and random sessions, which
# effects reach from other threads — the lock is an `NSLock` (SanitizerVisibleLock, in
# Runtime's driver seam, and LockIsolated), which the sanitizer follows, so what it reports
# there is real. Code that parallel tests reach often — a global read once, a flag set once —
# is a `static let` instead: Swift runs its initializer once, in a way the sanitizer follows.
# No report is suppressed.
#
# Usage: Scripts/tsan-check.sh [N] [extra swift test arguments…]
# Exit status: 0 when every run passed with no report, 1 otherwise.
export TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}"
# Sanitized code runs 5–15 times slower, and the tests that drive the app on a pseudo-terminal
# wait in real time for what it draws, and a TestStore released off the main actor waits for
# the main actor to run its end-of-test checks: both wait thirty times as long here. Ten was
# not enough on a busy machine: TerminalRealTests' login hashes the demo password with
# 600,000 PBKDF2 rounds twice (creating the user, then logging in), which under the sanitizer
# and a load of 25 drew nothing for more than twenty minutes.
export TEST_PATIENCE="${TEST_PATIENCE:-30}"
# The build is optimized (-O), as the sanitizer's makers advise: unoptimized sanitized code is
# so slow that the app's 600,000 PBKDF2 rounds at each login took tens of minutes, and the
# tests that wait in real time for the app gave up. Optimization keeps every access to memory
# shared between threads (the ones the sanitizer checks); `DEBUG` stays defined.
exec "$(dirname "$0")/repeat-suite.sh" tsan-check.sh 20 tsan-run \
  "--sanitize=thread -Xswiftc -O --scratch-path .build/tsan" "$@"
