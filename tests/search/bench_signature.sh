#!/usr/bin/env bash
# Runs `c6bot bench` (fixed positions, depth 5, fresh tables) and compares its signature (a hash
# of every position's node count and move) with the one recorded in bench_signature.txt. A change
# that alters search behaviour changes the signature: update the file in the same commit, on
# purpose, and say so in the commit message.
#   bench_signature.sh C6BOT [SIGNATURE_FILE]
set -uo pipefail
bot=$1
file=${2:-$(dirname "$0")/bench_signature.txt}
want=$(grep -v '^#' "$file" | tr -d ' \n')
out=$(timeout 600 "$bot" bench 2>&1)
code=$?
if [ "$code" != 0 ]; then
  echo "bench_signature: c6bot bench exited $code"
  echo "$out"
  exit 1
fi
got=$(echo "$out" | sed -n 's/^signature //p')
echo "$out"
if [ "$got" != "$want" ]; then
  echo "bench_signature: FAIL: signature $got, recorded $want (in $file)"
  exit 1
fi
echo "bench_signature: ok ($got)"
