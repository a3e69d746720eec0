#!/usr/bin/env bash
# The opening book end to end: c6bot --book as Black on 19x19 after the balanced opening o01
# (Black 9,9; White 7,7 and 8,8) answers from the embedded book (debug reason "book"); by default
# and with --no-book it searches (another reason); `c6bot book` without a subcommand or with a bad
# option exits 2.
#   book_cli.sh C6BOT
set -uo pipefail
bot=$1
fail=0
session=$'2\n-1 -1 -1 -1\n9 9 -1 -1\n7 7 8 8\n'
with=$(printf '%s' "$session" | timeout 60 "$bot" --size 19 --nodes 20000 --no-timing --book |
  sed -n 2p)
default=$(printf '%s' "$session" | timeout 60 "$bot" --size 19 --nodes 20000 --no-timing | sed -n 2p)
without=$(printf '%s' "$session" | timeout 60 "$bot" --size 19 --nodes 20000 --no-timing --no-book |
  sed -n 2p)
case "$with" in
  book\ *) echo "ok: book move: $with" ;;
  *) echo "FAIL: expected a book move, debug line: $with"; fail=1 ;;
esac
case "$default" in
  book*|'') echo "FAIL: the book is on by default (or no answer): $default"; fail=1 ;;
  *) echo "ok: off by default: $default" ;;
esac
case "$without" in
  book*|'') echo "FAIL: --no-book still played from the book (or no answer): $without"; fail=1 ;;
  *) echo "ok: --no-book searched: $without" ;;
esac
for args in "" "build" "build --nodes 5" "frob"; do
  # shellcheck disable=SC2086
  timeout 60 "$bot" book $args </dev/null >/dev/null 2>&1
  code=$?
  if [ "$code" != 2 ]; then echo "FAIL: c6bot book $args exited $code, expected 2"; fail=1; fi
done
exit $fail
