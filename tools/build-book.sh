#!/usr/bin/env bash
# Builds the opening book: runs `c6bot book build` on the balanced openings of one board size and
# writes src/search/book_data.cpp (compiled into c6bot and the Botzone bundle); rebuild c6bot
# afterwards. The budget is one flag, nodes per position; the book is deterministic given it.
#   tools/build-book.sh [--build DIR] [--nodes N] [--size 19] [--replies N] [--lookahead N]
#                       [--learn FILE [--jobs N]] [--out FILE]
# With --learn FILE (positions from lost games, tools/loss-lines.py; a path from the repository
# root, like the recorded command) the book is built from those alone, not the balanced openings:
# --lookahead defaults to 6 and the reply pool to 8 then. --jobs N (1..16, default 1) splits
# FILE by opening (a line's name up to its first '-') into N parts, largest openings first onto
# the part with fewest lines, builds them side by side and merges their entries. Every position
# is searched on its own, and a position found lost informs only the turns before it in its own
# part, so the book is the same for every N unless two openings transpose into each other.
# The search is single-threaded and long: run it under `nice -n 19` on a shared machine.
# The summary (positions, time, the White positions proved lost) goes to stdout, the per-position
# log to stderr (with --jobs, each part's in turn once all parts are done).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=build
nodes=4000000
size=19
replies=3
lookahead=
learn=
jobs=1
out=src/search/book_data.cpp
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build=$2; shift 2 ;;
    --nodes) nodes=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --replies) replies=$2; shift 2 ;;
    --lookahead) lookahead=$2; shift 2 ;;
    --learn) learn=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
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
case "$jobs" in
  [1-9] | 1[0-6]) ;;
  *) echo "build-book: --jobs must be in 1..16, not '$jobs'" >&2; exit 2 ;;
esac
[ "$jobs" = 1 ] || [ -n "$learn" ] || { echo "build-book: --jobs needs --learn" >&2; exit 2; }
learn_args=(--size "$size" --nodes "$nodes" --lookahead "${lookahead:-6}" --reply-pool 8)
if [ -n "$learn" ] && [ "$jobs" = 1 ]; then
  exec "$build/c6bot" book build --learn "$learn" "${learn_args[@]}" --out "$out"
fi
if [ -n "$learn" ]; then
  [ -r "$learn" ] || { echo "build-book: cannot read $learn" >&2; exit 1; }
  parts=$(mktemp -d)
  trap 'rm -rf "$parts"' EXIT
  # The split: openings by line count, largest first, each onto the part with fewest lines so far
  # (ties: the lower part); comments and blank lines are dropped.
  awk -v dir="$parts" -v jobs="$jobs" '
    /^[ \t]*(#|$)/ { next }
    { name = $1; sub(/-.*/, "", name); if (!(name in n)) order[++k] = name; n[name]++
      text[name] = text[name] $0 "\n" }
    END {
      for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++)
        if (n[order[j]] > n[order[i]]) { t = order[i]; order[i] = order[j]; order[j] = t }
      for (p = 0; p < jobs; p++) { size[p] = 0; printf "" > (dir "/part" p ".txt") }
      for (i = 1; i <= k; i++) {
        best = 0
        for (p = 1; p < jobs; p++) if (size[p] < size[best]) best = p
        size[best] += n[order[i]]
        printf "%s", text[order[i]] >> (dir "/part" best ".txt")
      }
    }' "$learn"
  # Each part is built and merged inside the scratch folder, so that the data file's header
  # names the parts (part0.txt ...) and not a path of this machine. Each part logs to its own
  # file, and the logs follow one another in part order once all are done (not interleaved).
  pids=()
  failed=()
  part_files=()
  for ((p = 0; p < jobs; p++)); do
    (cd "$parts" && exec "$build/c6bot" book build --learn "part$p.txt" "${learn_args[@]}" \
      --out "part$p.cpp" >"part$p.out" 2>"part$p.err") &
    pids+=($!)
    part_files+=("part$p.cpp")
  done
  status=0
  for ((p = 0; p < jobs; p++)); do
    wait "${pids[$p]}" || { failed[$p]=1; status=1; }
  done
  for ((p = 0; p < jobs; p++)); do
    cat "$parts/part$p.err" >&2
    [ -z "${failed[$p]:-}" ] || echo "build-book: part $p failed" >&2
  done
  [ "$status" = 0 ] || exit 1
  for ((p = 0; p < jobs; p++)); do cat "$parts/part$p.out"; done
  # The merge: every part's entries, sorted by key (a key in two parts, only if two openings
  # transpose: the lower part's entry is kept). Its summary gives the count.
  merged=$(cd "$parts" && "$build/c6bot" book merge --out merged.cpp --note "tools/build-book.sh \
--learn $learn --jobs $jobs --size $size --nodes $nodes --lookahead ${lookahead:-6}: $jobs parts \
split by opening, built side by side, their entries merged" "${part_files[@]}")
  cp "$parts/merged.cpp" "$out"
  count=${merged#book merge: }
  echo "build-book: ${count%% *} entries from $jobs parts written to $out"
  exit 0
fi
exec "$build/c6bot" book build --openings "$openings" --size "$size" --nodes "$nodes" \
  --replies "$replies" --lookahead "${lookahead:-0}" --out "$out"
