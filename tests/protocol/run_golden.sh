#!/usr/bin/env bash
# Golden protocol sessions: pipes every golden/NAME.in through the bot and compares stdout with
# NAME.out exactly, and the exit code with NAME.code (default 0). Optional files: NAME.args (the
# bot's flags, one line) and NAME.err (a string stderr must contain).
#   run_golden.sh BOT [DIR] [--regen]   (--regen rewrites .out/.code from the bot: review the diff!)
set -uo pipefail
bot=$1
dir=${2:-$(dirname "$0")/golden}
regen=${3:-}
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for in in "$dir"/*.in; do
  name=$(basename "$in" .in)
  args=
  [ -f "$dir/$name.args" ] && args=$(cat "$dir/$name.args")
  # shellcheck disable=SC2086
  timeout 60 "$bot" $args <"$in" >"$tmp/out" 2>"$tmp/err"
  code=$?
  if [ "$regen" = --regen ]; then
    cp "$tmp/out" "$dir/$name.out"
    if [ "$code" != 0 ]; then echo "$code" >"$dir/$name.code"; else rm -f "$dir/$name.code"; fi
    echo "regen $name (exit $code)"
    continue
  fi
  want_code=0
  [ -f "$dir/$name.code" ] && want_code=$(cat "$dir/$name.code")
  ok=1
  if ! diff -u "$dir/$name.out" "$tmp/out" >"$tmp/diff"; then
    echo "FAIL $name: stdout differs"; cat "$tmp/diff"; ok=0
  fi
  if [ "$code" != "$want_code" ]; then
    echo "FAIL $name: exit code $code, expected $want_code"; sed 's/^/  stderr: /' "$tmp/err"; ok=0
  fi
  if [ -f "$dir/$name.err" ] && ! grep -qF -- "$(cat "$dir/$name.err")" "$tmp/err"; then
    echo "FAIL $name: stderr lacks '$(cat "$dir/$name.err")'"; sed 's/^/  stderr: /' "$tmp/err"; ok=0
  fi
  if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
done
[ "$regen" = --regen ] && exit 0
echo "golden: $pass passed, $fail failed ($bot)"
[ $fail = 0 ] && [ $pass -gt 0 ]
