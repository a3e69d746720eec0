#!/usr/bin/env bash
# The opening book end to end: on 19x19, White's second turn of a game lost to Cloudict (o18:
# Black 9,9; White 7,9 10,9; Black 10,8 11,7; White 13,5 8,10; Black 12,8 12,7), where the book
# learned from that game holds 9.11-10.12 in place of the searched 6.8-9.11. By default and with
# --book c6bot answers from the embedded book (debug reason "book", that move); with --no-book it
# searches (another reason). `c6bot book` without a subcommand or with a bad option exits 2.
#   book_cli.sh C6BOT
set -uo pipefail
bot=$1
fail=0
request='{"requests":[{"x0":9,"y0":9,"x1":-1,"y1":-1},{"x0":10,"y0":8,"x1":11,"y1":7},'
request+='{"x0":12,"y0":8,"x1":12,"y1":7}],"responses":[{"x0":7,"y0":9,"x1":10,"y1":9},'
request+='{"x0":13,"y0":5,"x1":8,"y1":10}]}'
ask() { printf '%s\n' "$request" | timeout 60 "$bot" --size 19 --nodes 20000 --no-timing "$@"; }
with=$(ask --book)
default=$(ask)
without=$(ask --no-book)
book_move='"response":{"x0":9,"y0":11,"x1":10,"y1":12}'
for answer in "with --book|$with" "by default|$default"; do
  what=${answer%%|*}
  line=${answer#*|}
  case "$line" in
    *"$book_move"*'"debug":"book '*) echo "ok: the book's move $what: $line" ;;
    *) echo "FAIL: expected the book's move 9.11-10.12 $what: $line"; fail=1 ;;
  esac
done
case "$without" in
  *'"debug":"book'*|'') echo "FAIL: --no-book still played from the book (or no answer): $without"; fail=1 ;;
  *) echo "ok: --no-book searched: $without" ;;
esac
for args in "" "build" "build --nodes 5" "frob"; do
  # shellcheck disable=SC2086
  timeout 60 "$bot" book $args </dev/null >/dev/null 2>&1
  code=$?
  if [ "$code" != 2 ]; then echo "FAIL: c6bot book $args exited $code, expected 2"; fail=1; fi
done
exit $fail
