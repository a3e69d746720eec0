#!/usr/bin/env bash
# tools/build-book.sh --learn FILE --jobs N: the parts split by opening and merged give the same
# entries as one build of the whole file (each position is searched on its own, and the lines
# of one game share an opening, hence a part). The first 40 positions of the committed learned
# lines (10 openings) at 20,000 nodes hold entries of several openings; 3 and 16 parts (some
# empty) give one build's entries; the merged file's header, count and entries are checked; a
# merge with no entry writes the empty book; --jobs outside 1..16 or without --learn exits 2.
#   build_book_jobs.sh SRC_DIR BUILD_DIR
set -uo pipefail
src=$1
build=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {  # check CONDITION-EXIT-CODE MESSAGE
  if [ "$1" != 0 ]; then
    echo "FAIL: $2"
    fail=1
  fi
}

grep -v '^#' "$src/samples/openings/cloudict-losses-19.txt" | head -40 >"$tmp/lines.txt"
for j in 1 3 16; do
  "$src/tools/build-book.sh" --build "$build" --learn "$tmp/lines.txt" --jobs $j --nodes 20000 \
    --out "$tmp/j$j.cpp" >"$tmp/j$j.out" 2>"$tmp/j$j.err"
  check $? "--jobs $j exited non-zero: $(tail -1 "$tmp/j$j.err")"
  grep '^    {0x' "$tmp/j$j.cpp" >"$tmp/j$j.entries"
done
for j in 3 16; do  # 16 parts for 10 openings: some parts are empty
  diff "$tmp/j1.entries" "$tmp/j$j.entries" >/dev/null
  check $? "--jobs $j wrote other entries than one build: $(diff "$tmp/j1.entries" "$tmp/j$j.entries")"
done
openings=$(sed 's/.*  \/\/ [a-z]* \([^-]*\)-.*/\1/' "$tmp/j3.entries" | sort -u | wc -l)
[ "$openings" -ge 2 ]
check $? "expected entries of at least 2 openings, got $openings"
n=$(wc -l <"$tmp/j3.entries")
grep -qF "build-book: $n entries from 3 parts written to $tmp/j3.cpp" "$tmp/j3.out"
check $? "the summary counts $n entries: $(tail -1 "$tmp/j3.out")"
grep -qF -- "--jobs 3 --size 19 --nodes 20000 --lookahead 6: 3 parts split by opening" "$tmp/j3.cpp"
check $? "the header names the command"
grep -qF "// c6bot book merge --out merged.cpp part0.cpp part1.cpp part2.cpp" "$tmp/j3.cpp" &&
  grep -qF "//   c6bot book build --learn part2.txt --size 19 --nodes 20000" "$tmp/j3.cpp"
check $? "the header names the merge and each part's build, without a path of this machine"
grep -qF "// $n positions. Moves are" "$tmp/j3.cpp"
check $? "the header counts the entries"
if grep -q '/part[0-9]*\.\(txt\|cpp\)' "$tmp/j3.cpp"; then
  check 1 "the header names the scratch folder"
fi
grep -qF "*count = sizeof kEntries / sizeof kEntries[0];" "$tmp/j3.cpp"
check $? "the entry count is the array's"
# The merged file has the layout of one build: the same lines once the header is set aside.
diff <(sed -n '/^#include/,$p' "$tmp/j1.cpp") <(sed -n '/^#include/,$p' "$tmp/j3.cpp") >/dev/null
check $? "the merged file differs from one build below its header"

# No part replaces a move (the search's block of an open four holds): an empty book, exit 0.
echo "open-four abs 9,9 3,3 3,4 12,12 13,14 3,5 3,6 reply 3,7 3,8" >"$tmp/none.txt"
"$src/tools/build-book.sh" --build "$build" --learn "$tmp/none.txt" --jobs 2 --nodes 20000 \
  --out "$tmp/none.cpp" >"$tmp/none.out" 2>"$tmp/none.err"
check $? "an empty merge exited non-zero: $(tail -1 "$tmp/none.err")"
grep -qF "build-book: 0 entries from 2 parts" "$tmp/none.out" &&
  grep -qF "placeholder: no zero-size array" "$tmp/none.cpp" &&
  grep -qF "*count = 0;" "$tmp/none.cpp"
check $? "an empty merge writes the empty book"

for bad in "--learn $tmp/lines.txt --jobs 0" "--learn $tmp/lines.txt --jobs 17" \
  "--learn $tmp/lines.txt --jobs x" "--jobs 2"; do
  # shellcheck disable=SC2086
  "$src/tools/build-book.sh" --build "$build" $bad --out "$tmp/bad.cpp" >/dev/null 2>"$tmp/bad.err"
  code=$?
  [ "$code" = 2 ] && grep -q "jobs" "$tmp/bad.err"
  check $? "$bad: expected exit 2 naming --jobs, got $code: $(head -1 "$tmp/bad.err")"
done
[ ! -e "$tmp/bad.cpp" ]
check $? "a refused build wrote its output"
[ "$fail" = 0 ] && echo "build_book_jobs: all checks passed"
exit "$fail"
