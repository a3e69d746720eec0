#!/usr/bin/env bash
# `c6suitecheck` argument errors: a count that is not a whole number in range, an odd --back, or
# --nodes together with --time exits 2 with a message on stderr, before any position is searched.
# A malformed suite line (missing or wrong-typed field, bad JSON, an illegal move) exits 1 with the
# file and line number on stderr, not an assertion.
#   suitecheck_cli.sh C6SUITECHECK SUITE.jsonl
set -uo pipefail
tool=$1
suite=$2
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# verdict CODE WANT_CODE STDERR_SUBSTRING LABEL: the run just made (stderr in $tmp/err) passes if
# it exited WANT_CODE and its stderr holds the substring.
verdict() {
  local code=$1 want_code=$2 want_err=$3 label=$4
  if [ "$code" != "$want_code" ] || ! grep -qF -- "$want_err" "$tmp/err"; then
    echo "FAIL: $label: exit $code (want $want_code), stderr:"
    cat "$tmp/err"
    echo "  (want it to contain: $want_err)"
    fail=1
  else
    echo "ok: $label -> exit $want_code"
  fi
}
# expect STDERR_SUBSTRING ARGS... (exit 2 wanted)
expect() {
  local want_err=$1
  shift
  timeout 60 "$tool" "$suite" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
  verdict $? 2 "$want_err" "c6suitecheck $*"
}
expect "--nodes wants a whole number in [1, 1000000000]" --nodes 0
expect "--nodes wants a whole number in [1, 1000000000]" --nodes -5
expect "--nodes wants a whole number in [1, 1000000000]" --nodes 12x
expect "--nodes wants a whole number in [1, 1000000000]" --nodes 99999999999999999999
expect "--check-nodes wants a whole number in [1, 1000000000]" --check-nodes abc
expect "--back wants an even number in [0, 400]" --back 3
expect "--back wants an even number in [0, 400]" --back x
expect "--time wants milliseconds in [1, 600000]" --time 0
expect "give --nodes or --time, not both" --nodes 1000 --time 100
expect "soft=0.9 and share_search=0.7 contradict each other" --param soft=0.9
# bad_line STDERR_SUBSTRING LINE: a suite whose second line is LINE (the first is the real
# suite's first position) fails with exit 1 naming line 2.
good=$(head -n 1 "$suite")
bad_line() {
  local want_err=$1
  printf '%s\n%s\n' "$good" "$2" >"$tmp/suite.jsonl"
  timeout 120 "$tool" "$tmp/suite.jsonl" --nodes 2000 --check-nodes 2000 </dev/null \
    >"$tmp/out" 2>"$tmp/err"
  verdict $? 1 "suite.jsonl:2: $want_err" "suite line '$2'"
}
bad_line 'not JSON' '{"size":15,'
bad_line 'not a JSON object' '[1,2,3]'
bad_line '"size" is not a board size' '{"size":"15"}'
bad_line '"size" is not a board size' '{"size":99,"game":0,"turn":1,"source":"x","turns":[],"played":[]}'
bad_line '"turns" is not an array' '{"size":15,"game":0,"turn":1,"source":"x","turns":3,"played":[]}'
bad_line 'an illegal or malformed move' \
  '{"size":15,"game":0,"turn":3,"source":"x","turns":[[7,7,-1,-1],[7,7,8,8]],"played":[1,1,2,2]}'
bad_line 'an illegal or malformed move' \
  '{"size":15,"game":0,"turn":3,"source":"x","turns":[[7,7,-1,-1],["a",7,8,8]],"played":[1,1,2,2]}'
# The count of positions where every answer is refuted: tests/data/suitecheck-lost.jsonl holds
# game 27 of the 19x19 losses at turn 6 (the decisive turn before the analyser counted
# single-threat proofs: two threats to block, each of the three blocking pairs refuted by the
# opponent's VCST); it counts, the suite's first position (no two-stone block) does not.
game27=$(cat "$(dirname "$suite")/suitecheck-lost.jsonl")
printf '%s\n%s\n' "$good" "$game27" >"$tmp/suite.jsonl"
timeout 300 "$tool" "$tmp/suite.jsonl" --nodes 2000 --check-nodes 100000 --verbose </dev/null \
  >"$tmp/out" 2>"$tmp/err"
code=$?
if [ "$code" != 0 ] || ! grep -qF "every answer refuted 1" "$tmp/out" ||
  ! grep -qF "game 27 turn 6: refuted (vcst)" "$tmp/out"; then
  echo "FAIL: every answer refuted in game 27 only: exit $code, stdout:"
  cat "$tmp/out" "$tmp/err"
  fail=1
else
  echo "ok: every answer refuted: game 27 counted, the first position not"
fi
exit $fail
