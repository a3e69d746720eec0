#!/usr/bin/env bash
# `c6suitecheck` argument errors: a count that is not a whole number in range, an odd --back, or
# --nodes together with --time exits 2 with a message on stderr, before any position is searched.
#   suitecheck_cli.sh C6SUITECHECK SUITE.jsonl
set -uo pipefail
tool=$1
suite=$2
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# expect STDERR_SUBSTRING ARGS... (exit 2 wanted)
expect() {
  local want_err=$1
  shift
  timeout 60 "$tool" "$suite" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
  local code=$?
  if [ "$code" != 2 ] || ! grep -qF -- "$want_err" "$tmp/err"; then
    echo "FAIL: c6suitecheck $*: exit $code (want 2), stderr:"
    cat "$tmp/err"
    echo "  (want it to contain: $want_err)"
    fail=1
  else
    echo "ok: c6suitecheck $* -> exit 2"
  fi
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
exit $fail
