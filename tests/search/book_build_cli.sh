#!/usr/bin/env bash
# `c6bot book build` end to end on small budgets (node limits, so every run is the same):
# - --lookahead outside 0..8 exits 2;
# - the two-turn check on a lost position (L48, from the shared 19x19 losses, Black to move):
#   the searched move and the search's next choices (each searched with the ones before left
#   out) are refuted at once, so the searched move stays, and the summary, the log and the data
#   file's comment say so;
# - the two-turn check replacing a move (o08 of the balanced openings, after Black's diagonal
#   three 8.8-10.10), searched with the replies of the root candidates as narrow as before
#   2026-11-28 (--param reply_k1=10 --param reply_k2=5): the searched one-end block 7.7-6.9 is
#   beaten by the reply 9.11-11.11 (White's answer is refuted), and of the search's next
#   choices the one whose worst reply scores highest, 6.6-6.9, replaces it. With today's wider
#   replies the search sees that reply itself and plays 7.7-7.9, which the check keeps;
# - --learn (positions from lost games with the opponent's reply): on Black's second turn of a
#   game lost to Cloudict (o14), the known reply 12.8-12.10 beats the game's move 7.10-8.12,
#   which no likely reply does, and 12.8-7.10 replaces it; a learned position whose move the
#   check keeps writes no entry; the same position in another frame adds its reply mapped into
#   the first one's frame; a position proved lost is used by the turn before it; a played
#   move a reply beats, where the search chose another, is replaced in the book; bad lines exit
#   1 and --learn without --lookahead exits 2;
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
  timeout 600 "$bot" book build --openings "$tmp/lost.txt" --out "$tmp/$1.cpp" --nodes 200000 \
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
# The searched move (the search's "next": its first choice was refuted) and the search's two
# next choices are each refuted at once by the opponent's solvers.
expect a.err "two turns: 15.13-5.15 worst reply 15.13-5.15 score -1000000 (lost)" \
  "the searched move is refuted"
expect a.err "two turns: 14.12-5.15 worst reply 14.12-5.15 score -1000000 (lost)" \
  "the search's next choice, refuted at once"
expect a.err "two turns: 13.11-5.15 worst reply 13.11-5.15 score -1000000 (lost)" \
  "the one after it, the same"
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
# White's answer to 9.11-11.11 is "next" (its first choice refuted): it ranks below every
# searched score, and is lost here since the next choice is refuted too.
expect r.err "two turns: 7.7-6.9 worst reply 9.11-11.11 score -998997 (lost)" \
  "o08: the searched move is beaten"
expect r.err "two turns: 7.7-7.9 worst reply 7.6-9.11 score -193" "o08: a choice not beaten"
expect r.err "two turns: 7.7-10.9 worst reply 9.11-11.11 score -998997" \
  "o08: a choice whose worst reply leaves only an unsearched answer"
expect r.err "two turns: 6.6-6.9 worst reply 7.7-6.8 score -103" "o08: the best choice"
expect r.out "1 moves replaced" "o08: the summary counts the replacement"
expect r.out "6.6-6.9 instead of 7.7-6.9" "o08: the summary names both moves"
expect r.cpp "-> 6.6-6.9 (two turns: not 7.7-6.9)" "o08: the book holds the replacement"
timeout 600 "$bot" book build --openings "$tmp/o08.txt" --out "$tmp/d.cpp" --nodes 200000 \
  --lookahead 4 --replies 1 --reply-pool 2 >"$tmp/d.out" 2>"$tmp/d.err"
expect d.cpp "8.8-10.10 -> 7.7-7.9" "o08, today's widths: the search's own move"
expect d.out "0 moves replaced" "o08, today's widths: the check keeps it"

# --learn. Black's second turn of a game lost to Cloudict (o14) and its next turn; the same
# second-turn position mirrored (x -> 18 - x) with another reply, 13.13-14.14, which is 5.13-4.14
# in the first frame; and a position (L48 two turns earlier) whose move the check keeps.
cat >"$tmp/learn.txt" <<'LINES'
o14-t05 abs 9,9 9,11 8,10 7,9 8,9 11,9 10,10 reply 12,8 12,10
o14-t07 abs 9,9 9,11 8,10 7,9 8,9 11,9 10,10 7,10 8,12 12,8 12,10 reply 6,9 11,10
o14-t05-mirrored abs 9,9 9,11 10,10 11,9 10,9 7,9 8,10 reply 13,13 14,14
L48-t25 abs 9,9 10,11 10,10 10,8 8,10 7,11 9,11 11,9 8,11 8,9 9,10 12,10 11,12 9,7 11,7 11,11 11,13 11,10 6,7 10,7 7,8 9,12 9,13 reply 8,12 7,13
LINES
timeout 600 "$bot" book build --learn "$tmp/learn.txt" --out "$tmp/l.cpp" --nodes 200000 \
  --lookahead 4 --reply-pool 3 >"$tmp/l.out" 2>"$tmp/l.err"
code=$?
if [ "$code" != 0 ]; then
  echo "FAIL: the --learn build exited $code: $(tail -1 "$tmp/l.err")"
  fail=1
fi
expect l.out "3 positions searched" "learn: the mirrored position is the same one"
expect l.err "reply 5.13-4.14" "learn: the mirrored line's reply, in the first frame"
# The next turn is searched first: every candidate there is beaten, so the reply leading to it
# beats the move it answers.
expect l.out "o14-t07 9.9 9.11-8.10 7.9-8.9 11.9-10.10 7.10-8.12 12.8-12.10: every candidate beaten" \
  "learn: the later turn is lost"
expect l.err "reply 12.8-12.10   leaves a position found lost" "learn: the turn before uses it"
expect l.err "two turns: 7.10-8.12 worst reply 12.8-12.10 score -1000000 (lost)" \
  "learn: the known reply beats the game's move"
expect l.out "o14-t05 9.9 9.11-8.10 7.9-8.9 11.9-10.10: 12.8-7.10 instead of 7.10-8.12" \
  "learn: a choice no reply beats replaces it"
expect l.cpp "-> 12.8-7.10 (two turns: not 7.10-8.12)" "learn: the book holds it"
entries=$(grep -c "^    {0x" "$tmp/l.cpp")
if [ "$entries" != 1 ]; then
  echo "FAIL: learn: expected 1 entry (only the replaced move), got $entries"
  fail=1
fi
# --learn with the game's move: Black leaves White's four 3.3-3.6 open (played 15.15-15.16) and
# White's reply makes six. The search blocks instead; no reply beats that, so the block enters
# the book in place of the played move. The line without `played` writes nothing.
cat >"$tmp/played.txt" <<'LINES'
open-four abs 9,9 3,3 3,4 12,12 13,14 3,5 3,6 played 15,15 15,16 reply 3,7 3,8
LINES
timeout 600 "$bot" book build --learn "$tmp/played.txt" --out "$tmp/p.cpp" --nodes 200000 \
  --lookahead 4 --reply-pool 3 >"$tmp/p.out" 2>"$tmp/p.err"
expect p.err "two turns: the played 15.15-15.16 worst reply 15.15-15.16 score -1000000 (lost)" \
  "played: the reply beats the game's move"
expect p.cpp "-> 3.2-3.7 (two turns: not 15.15-15.16)" "played: the block replaces it in the book"
sed 's/ played 15,15 15,16//' "$tmp/played.txt" >"$tmp/unplayed.txt"
timeout 600 "$bot" book build --learn "$tmp/unplayed.txt" --out "$tmp/u.cpp" --nodes 200000 \
  --lookahead 4 --reply-pool 3 >"$tmp/u.out" 2>"$tmp/u.err"
entries=$(grep -c "^    {0x" "$tmp/u.cpp")
if [ "$entries" != 0 ] || grep -qF "the played" "$tmp/u.err"; then
  echo "FAIL: played: without the game's move, expected no entry, got $entries"
  fail=1
fi
# Bad --learn input: exit 1 with the line and why; --learn without --lookahead: exit 2.
while IFS='|' read -r line want; do
  printf '%s\n' "$line" >"$tmp/bad.txt"
  timeout 60 "$bot" book build --learn "$tmp/bad.txt" --out "$tmp/bad.cpp" --lookahead 2 \
    --nodes 1000 </dev/null >/dev/null 2>"$tmp/bad.err"
  code=$?
  if [ "$code" != 1 ] || ! grep -qF -- "$want" "$tmp/bad.err"; then
    echo "FAIL: --learn '$line' exited $code: $(head -1 "$tmp/bad.err")"
    fail=1
  fi
done <<'CASES'
x abs 9,9 9,11 8,10|bad.txt:1: expected: name rel|abs x,y ... [played x,y x,y] reply x,y x,y
x abs 9,9 9,11 8,10 played 1,1 reply 2,2 3,3|bad.txt:1: a played move holds 2 stones
x abs 9,9 9,11 8,10 played 8,10 1,1 reply 2,2 3,3|bad.txt:1: the played move is not a legal move
x abs 9,9 9,11 8,10 reply 9,9 1,1|bad.txt:1: the reply is not a legal move of the position
x abs 9,9 9,11 8,10 reply 1,1|bad.txt:1: a reply holds 2 stones
x abs 9,9 9,11 reply 1,1 2,2|bad.txt:1: an opening holds 1 + 2k stones
CASES
timeout 60 "$bot" book build --learn "$tmp/learn.txt" --out "$tmp/x.cpp" </dev/null \
  >/dev/null 2>"$tmp/x.err"
code=$?
if [ "$code" != 2 ] || ! grep -qF -- "--learn needs --lookahead" "$tmp/x.err"; then
  echo "FAIL: --learn without --lookahead exited $code: $(head -1 "$tmp/x.err")"
  fail=1
fi

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
