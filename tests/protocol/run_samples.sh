#!/usr/bin/env bash
# Every Botzone and contest sample in samples/ must be answered: exit 0 and a well-formed answer.
set -uo pipefail
bot=$1
samples=$2
fail=0
check() {  # name, expected answer prefix (regex), flags...
  local file=$1 pattern=$2
  shift 2
  local out code first
  out=$(timeout 60 "$bot" --level greedy "$@" <"$file" 2>/dev/null)
  code=$?
  # First line without a pipe: with pipefail, `printf | head -1` fails at random when head exits
  # before printf has written everything (SIGPIPE).
  first=${out%%$'\n'*}
  if [ $code != 0 ] || ! grep -Eq "$pattern" <<<"$first"; then
    echo "FAIL $file: exit $code, first line '$first'"
    fail=1
  fi
}
for f in "$samples"/botzone/*.json; do check "$f" '^\{"response":\{"x0":[0-9]+,"y0":[0-9]+,'; done
check "$samples/botzone/line_black_turn03.txt" '^[0-9]+ [0-9]+ [0-9]+ [0-9]+$'
check "$samples/botzone/keep_running_session.txt" '^\{"response":' --keep-running
check "$samples/botzone/keep_running_line_session.txt" '^[0-9]+ [0-9]+ ' --keep-running
check "$samples/contest/ccgc_session.txt" '^name '
check "$samples/contest/cloudict_session.txt" '^name ' --protocol cloudict
[ $fail = 0 ] && echo "samples: all answered"
exit $fail
