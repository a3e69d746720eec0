#!/usr/bin/env bash
# Builds the opening book: runs `c6bot book build` on the balanced openings of one board size and
# writes src/search/book_data.cpp (compiled into c6bot and the Botzone bundle); rebuild c6bot
# afterwards. The budget is one flag, nodes per position; the book is deterministic given it.
#   tools/build-book.sh [--build DIR] [--nodes N] [--size 19] [--replies N] [--lookahead N]
#                       [--learn FILE] [--out FILE]
# With --learn FILE (positions from lost games, tools/loss-lines.py; a path from the repository
# root, like the recorded command) the book is built from those alone, not the balanced openings:
# --lookahead defaults to 6 and the reply pool to 8 then.
# The search is single-threaded and long: run it under `nice -n 19` on a shared machine.
# The summary (positions, time, the White positions proved lost) goes to stdout, the per-position
# log to stderr.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=build
nodes=4000000
size=19
replies=3
lookahead=
learn=
out=src/search/book_data.cpp
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build=$2; shift 2 ;;
    --nodes) nodes=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --replies) replies=$2; shift 2 ;;
    --lookahead) lookahead=$2; shift 2 ;;
    --learn) learn=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "build-book: unknown option $1" >&2; exit 2 ;;
  esac
done
case "$build" in /*) ;; *) build="$root/$build" ;; esac
openings="samples/openings/balanced-$size.txt"
[ -f "$root/$openings" ] || { echo "build-book: no $openings" >&2; exit 2; }
[ -x "$build/c6bot" ] || { echo "build-book: no $build/c6bot (make build)" >&2; exit 2; }
# Relative paths, so the command recorded in the data file is the same on every machine.
cd "$root"
if [ -n "$learn" ]; then
  exec "$build/c6bot" book build --learn "$learn" --size "$size" --nodes "$nodes" \
    --lookahead "${lookahead:-6}" --reply-pool 8 --out "$out"
fi
exec "$build/c6bot" book build --openings "$openings" --size "$size" --nodes "$nodes" \
  --replies "$replies" --lookahead "${lookahead:-0}" --out "$out"
