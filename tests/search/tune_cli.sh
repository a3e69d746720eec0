#!/usr/bin/env bash
# `c6bot tune`: gen is deterministic (same seed, same games), fit reads them back and prints K, the
# losses and the weights; bad options exit 2, a bad dataset line exits 1 naming file and line.
#   tune_cli.sh C6BOT
set -uo pipefail
bot=$1
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check() {  # check DESCRIPTION CONDITION...
  local what=$1
  shift
  if "$@"; then echo "ok: $what"; else echo "FAIL: $what" && fail=1; fi
}
for f in a b; do
  timeout 300 "$bot" tune gen --size 15 --games 30 --nodes 400 --seed 3 --out "$tmp/$f.txt" \
    2>"$tmp/gen.err" || { echo "FAIL: tune gen exit $?"; cat "$tmp/gen.err"; fail=1; }
done
check "gen wrote 30 games" test "$(wc -l <"$tmp/a.txt")" -eq 30
check "gen is deterministic" cmp -s "$tmp/a.txt" "$tmp/b.txt"
timeout 300 "$bot" tune fit "$tmp/a.txt" --holdout 0.3 >"$tmp/fit.out" 2>"$tmp/fit.err"
code=$?
check "fit exits 0 (got $code: $(cat "$tmp/fit.err"))" test "$code" -eq 0
for want in "dataset: 30 games" "K = " "current weights:" "fitted weights:" "int mover_w[6]"; do
  check "fit prints '$want'" grep -qF -- "$want" "$tmp/fit.out"
done
# --turns: K is fitted on every position (the same K as above), the weights on those turns only.
timeout 300 "$bot" tune fit "$tmp/a.txt" --holdout 0.3 --turns 1-8 >"$tmp/early.out" 2>&1
check "fit --turns 1-8 exits 0" test $? -eq 0
check "... fits K on every position" test "$(grep '^K = ' "$tmp/early.out")" = "$(grep '^K = ' "$tmp/fit.out")"
all_train=$(sed -n 's/.*(train \([0-9]*\),.*/\1/p' "$tmp/fit.out")
early_train=$(sed -n 's/^turns 1-8: train \([0-9]*\),.*/\1/p' "$tmp/early.out")
check "... and the weights on fewer positions ($early_train of $all_train)" \
  test "${early_train:-0}" -gt 0 -a "${early_train:-0}" -lt "${all_train:-0}"
# --small: the same fit from the small-board shape table, printed under its own name; the other
# table starts elsewhere, so its "current weights" loss differs. No weight prints as "-0".
timeout 300 "$bot" tune fit "$tmp/a.txt" --holdout 0.3 --terms shape >"$tmp/shape.out" 2>&1
check "fit --terms shape exits 0" test $? -eq 0
timeout 300 "$bot" tune fit "$tmp/a.txt" --holdout 0.3 --terms shape --small >"$tmp/small.out" 2>&1
check "fit --terms shape --small exits 0" test $? -eq 0
check "... prints the small-board table" grep -qF "int small_shape_mover[6]" "$tmp/small.out"
check "... and not the other" test "$(grep -c "int shape_mover" "$tmp/small.out")" -eq 0
check "... starting from its own weights" test "$(grep '^current' "$tmp/small.out")" != \
  "$(grep '^current' "$tmp/shape.out")"
# --terms all --small: the small-board window table too, k = 1..3 fitted, 4 and 5 printed as 0
# (the whole-game table's threat weights apply there).
timeout 300 "$bot" tune fit "$tmp/a.txt" --holdout 0.3 --terms all >"$tmp/all.out" 2>&1
check "fit --terms all exits 0" test $? -eq 0
timeout 300 "$bot" tune fit "$tmp/a.txt" --holdout 0.3 --terms all --small >"$tmp/alls.out" 2>&1
check "fit --terms all --small exits 0" test $? -eq 0
check "... prints the small-board window tables" \
  grep -qE '^  int small_mover_w\[6\] = \{0(, -?[0-9]+){3}, 0, 0\};$' "$tmp/alls.out"
check "... ending in 0, 0" grep -qE '^  int small_other_w\[6\] = \{0(, -?[0-9]+){3}, 0, 0\};$' \
  "$tmp/alls.out"
check "... and not the others" test "$(grep -cE "int (mover_w|other_w|shape_mover)" "$tmp/alls.out")" -eq 0
check "... starting from its own weights" test "$(grep '^current' "$tmp/alls.out")" != \
  "$(grep '^current' "$tmp/all.out")"
check "no weight prints as -0" test "$(grep -cE -- '-0([,} ]|$)' "$tmp/shape.out" "$tmp/small.out" \
  "$tmp/all.out" "$tmp/alls.out" | awk -F: '{s += $2} END {print s}')" -eq 0
"$bot" tune fit "$tmp/a.txt" --turns 8-1 >/dev/null 2>&1
check "--turns 8-1 exits 2" test $? -eq 2
"$bot" tune fit "$tmp/a.txt" --turns 900-1000 >/dev/null 2>"$tmp/few.err"
check "--turns past every game exits 1" test $? -eq 1
check "... saying so" grep -qF "too few positions in --turns" "$tmp/few.err"
"$bot" tune bogus >/dev/null 2>&1
check "unknown tune command exits 2" test $? -eq 2
"$bot" tune gen --size 15 --games 0 --out "$tmp/c.txt" >/dev/null 2>&1
check "--games 0 exits 2" test $? -eq 2
"$bot" tune fit "$tmp/a.txt" --holdout 0.9 >/dev/null 2>&1
check "--holdout 0.9 exits 2" test $? -eq 2
printf '15 B - 7.7\n15 Q - 7.7\n' >"$tmp/bad.txt"
"$bot" tune fit "$tmp/bad.txt" >/dev/null 2>"$tmp/bad.err"
check "a bad line exits 1" test $? -eq 1
check "... naming file and line" grep -qF "bad.txt:2: result not B, W or D" "$tmp/bad.err"
"$bot" tune fit "$tmp/missing.txt" >/dev/null 2>&1
check "a missing file exits 1" test $? -eq 1
exit $fail
