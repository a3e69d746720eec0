#!/usr/bin/env bash
# make test-stress: the test suite on a busy machine. Starts `stress-ng --cpu 2` in the background,
# runs `make test` and `make test-asan` RUNS times each (alternating), stops stress-ng, prints the
# pass counts and fails if any run failed. Each run's output is kept in build/test-stress/.
#   tools/test-stress.sh [RUNS]   (default 5)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
runs=${1:-5}
case "$runs" in '' | *[!0-9]*) echo "test-stress: RUNS must be a positive integer, got '$runs'" >&2; exit 2 ;; esac
[ "$runs" -ge 1 ] || { echo "test-stress: RUNS must be at least 1" >&2; exit 2; }
command -v stress-ng >/dev/null || { echo "test-stress: stress-ng not installed (apt-get install stress-ng)" >&2; exit 3; }
out=$root/build/test-stress
mkdir -p "$out"

# Build both trees first, without load, so every counted run is a test run.
make --no-print-directory build asan >"$out/build.log" 2>&1 || { echo "test-stress: build failed, see $out/build.log" >&2; exit 3; }

stress-ng --cpu 2 --timeout 0 --quiet >"$out/stress-ng.log" 2>&1 &
stress_pid=$!
stop_stress() {
  if kill -0 "$stress_pid" 2>/dev/null; then
    kill -TERM "$stress_pid" 2>/dev/null
    wait "$stress_pid" 2>/dev/null
  fi
}
trap stop_stress EXIT
trap 'exit 130' INT TERM
sleep 1
kill -0 "$stress_pid" 2>/dev/null || { echo "test-stress: stress-ng did not start, see $out/stress-ng.log" >&2; exit 3; }
echo "test-stress: stress-ng --cpu 2 running (pid $stress_pid); $runs x make test, $runs x make test-asan"

pass_test=0
pass_asan=0
for i in $(seq 1 "$runs"); do
  for target in test test-asan; do
    log="$out/run$i-$target.log"
    start=$(date +%s)
    if make --no-print-directory "$target" >"$log" 2>&1; then
      result=PASS
      if [ "$target" = test ]; then pass_test=$((pass_test + 1)); else pass_asan=$((pass_asan + 1)); fi
    else
      result=FAIL
    fi
    echo "test-stress: run $i make $target: $result ($(($(date +%s) - start)) s, $log)"
    [ "$result" = FAIL ] && grep -E "Failed|\*\*\*|FAILED" "$log" | head -20 | sed 's/^/  /'
  done
done
stop_stress
echo "test-stress: make test $pass_test/$runs passed, make test-asan $pass_asan/$runs passed (under stress-ng --cpu 2)"
[ "$pass_test" = "$runs" ] && [ "$pass_asan" = "$runs" ]
