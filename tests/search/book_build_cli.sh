#!/usr/bin/env bash
# `c6bot book build` end to end on small budgets (node limits, so every run is the same):
# - --lookahead outside 0..8 exits 2;
# - the two-turn check on a lost position (L48, from the shared 19x19 losses, Black to move):
#   every candidate is beaten by a reply, so the searched move stays, and the summary, the log
#   and the data file's comment say so;
# - the two-turn check replacing a move (o08 of the balanced openings, after Black's diagonal
#   three 8.8-10.10), searched with the replies of the root candidates as narrow as before
#   2026-11-28 (--param reply_k1=10 --param reply_k2=5): the searched one-end block 7.7-6.9 is
#   beaten by the reply 9.11-11.11, and the double block 7.7-11.11, the candidate whose worst
#   reply scores highest, replaces it. With today's wider replies the search sees that reply
#   itself and plays 7.7-7.9, which the check keeps (it replaced no move in 124 positions of
#   Cloudict's openings and White's lost games);
# - --param out of range or without a value: exit 2;
# - the same build twice writes the same data file;
# - with --lookahead 0 (the default) no position is checked two turns deep.
#   book_build_cli.sh C6BOT
set -uo pipefail
bot=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# Bad values: exit 2 with a message that names them (flag, value, the message expected).
while read -r flag value want; do
  timeout 60 "$bot" book build --openings "$tmp/none.txt" --out "$tmp/none.cpp" \
    "$flag" "$value" </dev/null >/dev/null 2>"$tmp/usage.err"
  code=$?
  if [ "$code" != 2 ] || ! grep -qF -- "$want" "$tmp/usage.err"; then
    echo "FAIL: $flag $value exited $code: $(head -1 "$tmp/usage.err")"
    fail=1
  fi
done <<'CASES'
--lookahead 9 bad value '9' for --lookahead
--lookahead -1 bad value '-1' for --lookahead
--lookahead x bad value 'x' for --lookahead
--param reply_k1=41 reply_k1=41 is out of range (reply_k1: integer in [1, 40])
--param reply_k1 bad value 'reply_k1' for --param (NAME=VALUE)
--param speed=1 unknown search parameter 'speed'
CASES

echo "L48 abs 9,9 10,11 10,10 10,8 8,10 7,11 9,11 11,9 8,11 8,9 9,10 12,10 11,12 9,7 11,7" \
  "11,11 11,13 11,10 6,7 10,7 7,8 9,12 9,13 12,9 9,14 8,12 7,13" >"$tmp/lost.txt"
build() {  # build NAME LOOKAHEAD
  timeout 600 "$bot" book build --openings "$tmp/lost.txt" --out "$tmp/$1.cpp" --nodes 80000 \
    --lookahead "$2" --replies 1 --reply-pool 3 >"$tmp/$1.out" 2>"$tmp/$1.err"
}
build a 3
code=$?
if [ "$code" != 0 ]; then
  echo "FAIL: book build --lookahead 3 exited $code: $(tail -1 "$tmp/a.err")"
  exit 1
fi
expect() {  # expect FILE PATTERN WHAT
  if grep -qF -- "$2" "$tmp/$1"; then
    echo "ok: $3"
  else
    echo "FAIL: $3: no '$2' in $1"
    fail=1
  fi
}
# The searched move (the search's "next": its first choice was refuted) and the two other root
# candidates are each beaten: the move is refuted at once or a reply leaves Black lost.
expect a.err "two turns: 15.13-5.15 worst reply 13.11-7.14 score 0 (lost)" \
  "the searched move is beaten by a reply"
expect a.err "two turns: 11.14-11.15 worst reply 11.14-11.15 score -1000000 (lost)" \
  "a candidate refuted at once"
expect a.out "1 positions where every candidate was beaten by a reply" "the summary counts it"
expect a.out "every candidate beaten; c6 plays 15.13-5.15" "the summary names the move kept"
expect a.cpp "-> 15.13-5.15 (two turns: every candidate beaten)" "the data file says so"
checked=$(grep -c "^book:   two turns: " "$tmp/a.err")
# 3 two-stone positions: White's answer to the first stone (1 candidate, not beaten), L48 (3),
# and White's answer to the book move (a proved win: not checked).
if [ "$checked" != 4 ]; then
  echo "FAIL: expected 4 two-turn checks, got $checked"
  fail=1
fi

echo "o08w abs 9,9 7,8 8,10 8,8 10,10" >"$tmp/o08.txt"
timeout 600 "$bot" book build --openings "$tmp/o08.txt" --out "$tmp/r.cpp" --nodes 200000 \
  --lookahead 4 --replies 1 --reply-pool 2 --param reply_k1=10 --param reply_k2=5 \
  >"$tmp/r.out" 2>"$tmp/r.err"
code=$?
if [ "$code" != 0 ]; then
  echo "FAIL: the o08 build exited $code: $(tail -1 "$tmp/r.err")"
  fail=1
fi
expect r.err "two turns: 7.7-6.9 worst reply 9.11-11.11 score 0 (lost)" "o08: the searched move is beaten"
expect r.err "two turns: 7.7-12.12 worst reply 9.7-7.9 score -652" "o08: a candidate not beaten"
expect r.err "two turns: 7.7-11.11 worst reply 9.7-7.9 score -639" "o08: the best candidate"
expect r.out "1 moves replaced" "o08: the summary counts the replacement"
expect r.out "7.7-11.11 instead of 7.7-6.9" "o08: the summary names both moves"
expect r.cpp "-> 7.7-11.11 (two turns: not 7.7-6.9)" "o08: the book holds the replacement"
timeout 600 "$bot" book build --openings "$tmp/o08.txt" --out "$tmp/d.cpp" --nodes 200000 \
  --lookahead 4 --replies 1 --reply-pool 2 >"$tmp/d.out" 2>"$tmp/d.err"
expect d.cpp "8.8-10.10 -> 7.7-7.9" "o08, today's widths: the search's own move"
expect d.out "0 moves replaced" "o08, today's widths: the check keeps it"

build b 3
# Line 3 is the command, which names the output file.
if cmp -s <(sed 3d "$tmp/a.cpp") <(sed 3d "$tmp/b.cpp"); then
  echo "ok: the same build twice writes the same file"
else
  echo "FAIL: two builds with the same flags differ"
  diff "$tmp/a.cpp" "$tmp/b.cpp" | head
  fail=1
fi

build c 0
if grep -q "two turns" "$tmp/c.err" "$tmp/c.out" "$tmp/c.cpp"; then
  echo "FAIL: --lookahead 0 still checked two turns deep"
  fail=1
else
  echo "ok: --lookahead 0 checks nothing two turns deep"
fi
expect c.cpp "-> 15.13-5.15" "without the check the searched move is the book's too"
exit $fail
