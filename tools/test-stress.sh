#!/usr/bin/env bash
# make test-stress: the test suite on a busy machine. Starts `stress-ng --cpu 2` in the background,
# runs `make test` and `make test-asan` RUNS times each (alternating), stops stress-ng, prints the
# pass counts and fails if any run failed. Each run's output is kept in build/test-stress/.
#   tools/test-stress.sh [RUNS]   (default 5; STRESS_TARGETS="test" runs only make test)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
runs=${1:-5}
case "$runs" in '' | *[!0-9]*) echo "test-stress: RUNS must be a positive integer, got '$runs'" >&2; exit 2 ;; esac
[ "$runs" -ge 1 ] || { echo "test-stress: RUNS must be at least 1" >&2; exit 2; }
command -v stress-ng >/dev/null || { echo "test-stress: stress-ng not installed (apt-get install stress-ng)" >&2; exit 3; }
targets=${STRESS_TARGETS:-test test-asan}
builds=
for t in $targets; do
  case "$t" in
    test) builds="$builds build" ;;
    test-asan) builds="$builds asan" ;;
    *) echo "test-stress: unknown target '$t' (test, test-asan)" >&2; exit 2 ;;
  esac
done
out=$root/build/test-stress
mkdir -p "$out"

# Build first, without load, so every counted run is a test run.
# shellcheck disable=SC2086
make --no-print-directory $builds >"$out/build.log" 2>&1 || { echo "test-stress: build failed, see $out/build.log" >&2; exit 3; }

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
echo "test-stress: stress-ng --cpu 2 running (pid $stress_pid); $runs runs of: make $targets"

pass_test=0
pass_asan=0
for i in $(seq 1 "$runs"); do
  for target in $targets; do
    log="$out/run$i-$target.log"
    start=$(date +%s)
    if make --no-print-directory "$target" >"$log" 2>&1; then
      result=PASS
      if [ "$target" = test ]; then pass_test=$((pass_test + 1)); else pass_asan=$((pass_asan + 1)); fi
    else
      result=FAIL
    fi
    echo "test-stress: run $i make $target: $result ($(($(date +%s) - start)) s, $log)"
    [ "$result" = FAIL ] && grep -m20 -E "Failed|\*\*\*|FAILED" "$log" | sed 's/^/  /'
  done
done
stop_stress
summary=
ok=1
for t in $targets; do
  if [ "$t" = test ]; then n=$pass_test; else n=$pass_asan; fi
  summary="$summary, make $t $n/$runs passed"
  [ "$n" = "$runs" ] || ok=0
done
echo "test-stress: ${summary#, } (under stress-ng --cpu 2)"
[ "$ok" = 1 ]
