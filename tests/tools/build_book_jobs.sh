#!/usr/bin/env bash
# tools/build-book.sh --learn FILE --jobs N: the parts split by opening and merged give the same
# entries as one build of the whole file (each position is searched on its own, and the lines
# of one game share an opening, hence a part). The first 40 positions of the committed learned
# lines (10 openings) at 20,000 nodes hold entries of several openings; 3 and 16 parts (some
# empty) give one build's entries; the merged file's header, count and entries are checked; a
# merge with no entry writes the empty book; the parts' logs come in part order; a failed part
# is named; --jobs outside 1..16 or without --learn exits 2.
#   build_book_jobs.sh SRC_DIR BUILD_DIR
set -uo pipefail
src=$1
build=$2
# shellcheck source=tests/tools/lib.sh
. "$(dirname "$0")/lib.sh"

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

# The parts' logs follow one another in part order, whatever the timing: a stand-in for c6bot
# logs a line, and part 0 logs its second only once part 1 has finished (an event, a file, not a
# sleep). A part that fails is named, its log kept, and nothing is written.
mkdir -p "$tmp/fake"
cat >"$tmp/fake/c6bot" <<FAKE
#!/usr/bin/env bash
[ "\$1 \$2" = "book build" ] || exec "$build/c6bot" "\$@"
case "\$*" in *part0.txt*) part=0 ;; *part1.txt*) part=1 ;; *) part=2 ;; esac
echo "log part\$part first" >&2
if [ \$part = 0 ]; then
  for _ in \$(seq 600); do [ -e part1.done ] && break; sleep 0.1; done
fi
echo "log part\$part second" >&2
[ \$part = 1 ] && touch part1.done
[ \$part = 2 ] && [ -n "\${FAIL_PART2:-}" ] && { echo "part2 broke" >&2; exit 1; }
exec "$build/c6bot" "\$@"
FAKE
chmod +x "$tmp/fake/c6bot"
"$src/tools/build-book.sh" --build "$tmp/fake" --learn "$tmp/lines.txt" --jobs 3 --nodes 1000 \
  --out "$tmp/fake.cpp" >/dev/null 2>"$tmp/fake.err"
check $? "the stand-in build exited non-zero: $(tail -1 "$tmp/fake.err")"
diff <(grep '^log part' "$tmp/fake.err") <(printf 'log part%s\n' "0 first" "0 second" "1 first" \
  "1 second" "2 first" "2 second") >/dev/null
check $? "the parts' logs are not in part order: $(grep '^log part' "$tmp/fake.err" | tr '\n' ' ')"
FAIL_PART2=1 "$src/tools/build-book.sh" --build "$tmp/fake" --learn "$tmp/lines.txt" --jobs 3 \
  --nodes 1000 --out "$tmp/failed.cpp" >/dev/null 2>"$tmp/failed.err"
code=$?
[ "$code" = 1 ] && grep -q "part2 broke" "$tmp/failed.err" &&
  grep -q "build-book: part 2 failed" "$tmp/failed.err" && [ ! -e "$tmp/failed.cpp" ]
check $? "a failed part: expected exit 1, its log and its name, no output; got $code"

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
