#!/usr/bin/env bash
# Runs every libFuzzer target built in BUILD/fuzz (make fuzz) for SECONDS each, one after the
# other, single-process, under nice (FUZZ_NICE, default 10). Corpora live in
# BUILD/fuzz/corpus/<target> (kept between runs, never in git); each run also reads the seed corpus
# assembled here from samples/ and the tests' inputs. Crashes land in BUILD/fuzz/artifacts/<target>/;
# copy each into tests/fuzz/regressions/<target>/ once fixed. Prints per target: executions,
# exec/s, coverage (edges, features), crashes; appends the same to BUILD/fuzz/runs.tsv. Exit 1 if
# any target crashed.
# Usage: tools/fuzz.sh BUILD SECONDS [TARGET...]
# FUZZ_RUNS=N also stops each target after N executions (whichever comes first), so a campaign
# that tops a target up to an execution count does not overshoot by a whole time slice.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "${1:?usage: tools/fuzz.sh BUILD SECONDS [TARGET...]}" && pwd)"
seconds="${2:?usage: tools/fuzz.sh BUILD SECONDS [TARGET...]}"
shift 2
fz="$build/fuzz"
[ -d "$fz" ] || { echo "fuzz.sh: no $fz (build with make fuzz)" >&2; exit 2; }
if [ $# -gt 0 ]; then
  targets=("$@")
else
  targets=()
  for f in "$fz"/fuzz_*; do [ -x "$f" ] && targets+=("$(basename "$f" | sed 's/^fuzz_//')"); done
fi

s="$root/samples"
g="$root/tests/protocol/golden"
# Seed files per target (directories are taken whole; JSON-lines files are also split per line).
seeds_for() {
  case "$1" in
    botzone_json|botzone_lines|bot_botzone_stream) echo "$s/botzone $g" ;;
    keep_running) echo "$s/botzone" ;;
    bot_contest) echo "$s/contest $g" ;;
    analyze) echo "$s/botzone $s/littlegolem" ;;
    bot_args) echo "$g" ;;
    judge_gamelog|judge_botzone_log) echo "$s/logs" ;;
    judge_sgf|judge_records) echo "$s/littlegolem $s/logs" ;;
    judge_openings) echo "$s/openings" ;;
    judge_bot_spec) echo "" ;;
    judge_bot_list) echo "$s/bots" ;;
    judge_answer) echo "$s/botzone $s/contest" ;;
  esac
}
dict_for() {
  case "$1" in
    botzone_*|keep_running|bot_botzone_stream|judge_gamelog|judge_botzone_log|judge_answer)
      echo "$root/tests/fuzz/dicts/botzone.dict" ;;
    *) echo "$root/tests/fuzz/dicts/text.dict" ;;
  esac
}

# Speed without losing findings: no 0xbe fill of new blocks, a smaller quarantine and no
# allocation stack traces (measured 2.5x the exec/s on judge_records). A crash input is saved
# either way; rerun it with default ASAN_OPTIONS for the allocation stacks.
export ASAN_OPTIONS=${ASAN_OPTIONS:-max_malloc_fill_size=0:quarantine_size_mb=16:malloc_context_size=0}
nice_level=${FUZZ_NICE:-10}
case "$nice_level" in '' | *[!0-9]*) echo "fuzz.sh: FUZZ_NICE must be 0..19" >&2; exit 2 ;; esac
[ "$nice_level" -le 19 ] || { echo "fuzz.sh: FUZZ_NICE must be 0..19" >&2; exit 2; }
runs_arg=()
if [ -n "${FUZZ_RUNS:-}" ]; then
  case "$FUZZ_RUNS" in *[!0-9]*) echo "fuzz.sh: FUZZ_RUNS must be a positive integer" >&2; exit 2 ;; esac
  [ "${#FUZZ_RUNS}" -le 12 ] && [ "$FUZZ_RUNS" -ge 1 ] ||
    { echo "fuzz.sh: FUZZ_RUNS must be 1..999999999999" >&2; exit 2; }
  runs_arg=(-runs="$FUZZ_RUNS")
fi

printf '%-20s %12s %9s %7s %7s %8s\n' target executions exec/s cov ft crashes
status=0
for t in "${targets[@]}"; do
  bin="$fz/fuzz_$t"
  [ -x "$bin" ] || { echo "fuzz.sh: no target $bin" >&2; status=1; continue; }
  corpus="$fz/corpus/$t"
  seeds="$fz/seeds/$t"
  art="$fz/artifacts/$t"
  mkdir -p "$corpus" "$art"
  rm -rf "$seeds"
  mkdir -p "$seeds"
  for src in $(seeds_for "$t") "$root/tests/fuzz/regressions/$t"; do
    [ -d "$src" ] || continue
    for f in "$src"/*; do
      [ -f "$f" ] || continue
      b="$(basename "$f")"
      cp "$f" "$seeds/$(basename "$src")-$b"
      case "$f" in
        *.jsonl) split -l 1 -a 3 "$f" "$seeds/$(basename "$src")-$b-line" ;;
      esac
    done
  done
  before=$(ls "$art" | wc -l)
  log="$fz/$t.log"
  nice -n "$nice_level" "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$art/" -dict="$(dict_for "$t")" "${runs_arg[@]}" \
    "$corpus" "$seeds" >"$log" 2>&1
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
  crashes=$(( $(ls "$art" | wc -l) - before ))
  if grep -q -E '^==[0-9]+==ERROR|^SUMMARY|fuzz check failed|deadly signal' "$log" && [ "$crashes" -eq 0 ]; then
    crashes=1  # reported without an artifact (e.g. out of memory): count it, the log says what
  fi
  printf '%-20s %12s %9s %7s %7s %8s\n' "$t" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" \
    "$crashes"
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$t" "$seconds" "${execs:-0}" \
    "${rate:-0}" "${cov:-0}" "${ft:-0}" "$crashes" >>"$fz/runs.tsv"
  if [ "$crashes" -gt 0 ]; then
    status=1
    echo "  crash: see $log and $art/" >&2
  fi
done
exit $status
