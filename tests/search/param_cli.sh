#!/usr/bin/env bash
# `c6bot --param`: a value outside the knob's range, a non-number, a fraction for an integer knob,
# an unknown name, or knobs that contradict each other (soft > share_search) exits 2 with a
# message naming the problem on stderr (and nothing on stdout);
# `--param help` lists the table and exits 0; a valid override plays. The bench, bench eval and
# perft subcommands refuse options outside their ranges the same way (a negative bench depth used
# to search without end).
#   param_cli.sh C6BOT
set -uo pipefail
bot=$1
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# expect CODE STDERR_SUBSTRING ARGS...
expect() {
  local want_code=$1 want_err=$2
  shift 2
  timeout 60 "$bot" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
  local code=$?
  if [ "$code" != "$want_code" ] || ! grep -qF -- "$want_err" "$tmp/err"; then
    echo "FAIL: c6bot $*: exit $code (want $want_code), stderr:"
    cat "$tmp/err"
    echo "  (want it to contain: $want_err)"
    fail=1
  elif [ "$want_code" = 2 ] && [ -s "$tmp/out" ]; then
    echo "FAIL: c6bot $*: wrote to stdout on a usage error"
    fail=1
  else
    echo "ok: c6bot $* -> exit $code"
  fi
}
expect 2 "search parameter k1=-5 is out of range (k1: integer in [1, 40])" --param k1=-5
expect 2 "search parameter k1=41 is out of range" --param k1=41
expect 2 "search parameter soft=1.5 is out of range (soft: number in [0.05, 1])" --param soft=1.5
expect 2 "search parameter vcdt_nodes=0 is out of range" --param vcdt_nodes=0
expect 2 "search parameter k2=2.5 is not an integer" --param k2=2.5
expect 2 "bad value 'k1=ten' for --param" --param k1=ten
expect 2 "bad value 'k1' for --param (NAME=VALUE)" --param k1
expect 2 "unknown search parameter 'speed'" --param speed=3
expect 2 "search parameter qdepth=-1 is out of range" --param k1=12 --param qdepth=-1
# Knobs in range that contradict each other, whatever their order on the command line.
expect 2 "soft=0.8 and share_search=0.7 contradict each other" --param soft=0.8
expect 2 "soft=0.8 and share_search=0.75 contradict each other" --param share_search=0.75 \
  --param soft=0.8
expect 2 "share_verify_start=0.97 and share_verify=0.95 contradict" --param share_verify_start=0.97

expect 2 "c6bot bench: bad argument '--depth -3'" bench --depth -3
expect 2 "c6bot bench: bad argument '--depth abc'" bench --depth abc
expect 2 "c6bot bench: bad argument '--hash 0'" bench --hash 0
expect 2 "c6bot bench: bad argument '--depth '" bench --depth
expect 2 "c6bot bench: bad argument '--fast 1'" bench --fast 1
expect 2 "c6bot bench eval: bad argument '--turns 0'" bench eval --turns 0
expect 2 "c6bot bench eval: bad argument '--size 15'" bench eval --size 15
expect 2 "c6bot perft: bad argument '--depth 9' (usage: perft [--depth 1..8])" perft --depth 9
expect 2 "c6bot bench: search parameter order_depth=65 is out of range" bench --param order_depth=65
# Knobs in range: the bench runs with them (exit 0, a signature; its figures are the knobs').
if timeout 60 "$bot" bench --depth 2 --param order_depth=2 --param k1=12 >"$tmp/out" 2>"$tmp/err" &&
  grep -qE '^signature [0-9a-f]{16}$' "$tmp/out"; then
  echo "ok: c6bot bench --depth 2 --param order_depth=2 --param k1=12 -> exit 0 with a signature"
else
  echo "FAIL: c6bot bench with --param in range:"
  cat "$tmp/out" "$tmp/err"
  fail=1
fi
expect 2 "c6bot bench: --param needs NAME=VALUE" bench --depth 1 --param
expect 2 "c6bot bench: bad value 'order_depth' for --param" bench --param order_depth
expect 2 "c6bot bench: search parameters soft=0.8 and share_search=0.7 contradict" bench --param soft=0.8

# --param help: the table on stdout, exit 0, every row with a default inside its range.
timeout 60 "$bot" --param help >"$tmp/out" 2>"$tmp/err"
code=$?
rows=$(grep -cE '^  [a-z_0-9]+ +[-0-9.e+]+ +\[' "$tmp/out")
if [ "$code" != 0 ] || ! grep -qE '^  k1 +10 +\[1, 40\] +first stones per interior node$' "$tmp/out" ||
  [ "$rows" -lt 30 ]; then
  echo "FAIL: c6bot --param help: exit $code, $rows rows:"
  cat "$tmp/out" "$tmp/err"
  fail=1
else
  echo "ok: c6bot --param help -> exit 0, $rows knobs"
fi

# Valid overrides at the edges of their ranges search and answer (Botzone JSON, Black's turn 2).
echo '{"requests":[{"x0":-1,"y0":-1,"x1":-1,"y1":-1},{"x0":8,"y0":8,"x1":6,"y1":8}],'\
'"responses":[{"x0":7,"y0":7,"x1":-1,"y1":-1}]}' >"$tmp/in"
timeout 60 "$bot" --nodes 2000 --param k1=1 --param vcdt_nodes=1 --param soft=0.05 \
  --param leaf_triples=0 <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
code=$?
if [ "$code" != 0 ] || ! grep -qE '^\{"response":\{"x0":[0-9]+,"y0":[0-9]+,"x1":[0-9]+,"y1":[0-9]+\},"debug":"search ' "$tmp/out"; then
  echo "FAIL: valid overrides: exit $code, stdout:"
  cat "$tmp/out" "$tmp/err"
  fail=1
else
  echo "ok: valid overrides play: $(head -1 "$tmp/out")"
fi
exit $fail
