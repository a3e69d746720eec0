#!/usr/bin/env bash
# `c6bot book merge`: the union of book data files, the first file's entry kept where two share a
# key, written in the layout `c6bot book build` writes (the committed book merged alone gives the
# same file below its header); an output that is also an input; the empty book; --drop leaving
# a position out (recorded in the header); and every bad input (no file, a broken entry, a key
# twice in one file, bad options, a bad or unknown --drop key) refused with a reason and nothing
# written.
#   book_merge.sh SRC_DIR BUILD_DIR
set -uo pipefail
src=$1
bot=$2/c6bot
# shellcheck source=tests/tools/lib.sh
. "$(dirname "$0")/lib.sh"
book=$src/src/search/book_data.cpp
body() { sed -n '/^#include/,$p' "$1"; }
entries() { grep '^    {0x' "$1"; }

# The committed book alone: the same entries and body, a header naming the merge and the input.
"$bot" book merge --out "$tmp/same.cpp" "$book" >"$tmp/same.out"
check $? "merging the committed book exited non-zero"
diff <(body "$book") <(body "$tmp/same.cpp") >/dev/null
check $? "the merged file's body differs from the committed book's"
n=$(entries "$book" | wc -l)
grep -qF "book merge: $n entries from 1 file written to $tmp/same.cpp" "$tmp/same.out"
check $? "the summary counts $n entries: $(cat "$tmp/same.out")"
head -3 "$tmp/same.cpp" | grep -qF "// c6bot book merge --out $tmp/same.cpp $book"
check $? "the header names the command"

# Two files sharing a key: A holds entries 1-3, B entries 3-5 with entry 3's move changed.
make_part() {  # make_part OUT FIRST LAST [SED-EXPR-FOR-THE-FIRST-ENTRY]
  {
    sed -n '1,/^const BookEntry kEntries/p' "$book"
    entries "$book" | sed -n "$2,$3p" | sed "${4:+1$4}"
    sed -n '/^};/,$p' "$book"
  } >"$1"
}
make_part "$tmp/a.cpp" 1 3
make_part "$tmp/b.cpp" 3 5 's/^\(    {0x[0-9a-f]*ULL\), [0-9]*, [0-9]*,/\1, 1, 2,/'
shared=$(entries "$tmp/b.cpp" | head -1 | cut -d, -f1)
"$bot" book merge --out "$tmp/ab.cpp" --note "A before B" "$tmp/a.cpp" "$tmp/b.cpp" >/dev/null
check $? "merging A and B exited non-zero"
[ "$(entries "$tmp/ab.cpp" | wc -l)" = 5 ]
check $? "A and B hold 5 keys, the merge $(entries "$tmp/ab.cpp" | wc -l)"
diff <(entries "$tmp/ab.cpp" | grep -F "$shared") <(entries "$tmp/a.cpp" | grep -F "$shared") >/dev/null
check $? "the shared key's entry is not the first file's"
diff <(entries "$tmp/ab.cpp") <(entries "$book" | head -5) >/dev/null
check $? "A+B is not the committed book's first 5 entries"
grep -qF "// A before B" "$tmp/ab.cpp"
check $? "the note is in the header"
cp "$tmp/b.cpp" "$tmp/out.cpp"
"$bot" book merge --out "$tmp/out.cpp" "$tmp/out.cpp" "$tmp/a.cpp" >/dev/null
check $? "an output that is an input: exited non-zero"
diff <(entries "$tmp/out.cpp" | grep -F "$shared") <(entries "$tmp/b.cpp" | grep -F "$shared") >/dev/null
check $? "B first: the shared key's entry is not B's"
sort -c <(entries "$tmp/out.cpp" | cut -d, -f1)
check $? "the entries are not sorted by key"

# --drop: A+B less its second entry (and the shared one), both named in the header, the rest
# kept as they were; the key is accepted in either case.
second=$(entries "$tmp/ab.cpp" | sed -n 2p | sed 's/^    {\(0x[0-9a-f]*\)ULL.*/\1/')
upper="0x$(echo "${shared#    \{0x}" | sed 's/ULL$//' | tr a-f A-F)"
"$bot" book merge --out "$tmp/drop.cpp" --drop "$second" --drop "$upper" "$tmp/a.cpp" \
  "$tmp/b.cpp" >"$tmp/drop.out"
check $? "merging with --drop exited non-zero"
diff <(entries "$tmp/drop.cpp") <(entries "$tmp/ab.cpp" | grep -vF "{$second" | grep -vF "$shared") \
  >/dev/null
check $? "--drop $second --drop $upper: not A+B less those two entries"
grep -qF "book merge: 3 entries from 2 files" "$tmp/drop.out"
check $? "the summary does not count 3 entries: $(cat "$tmp/drop.out")"
grep -qF -- "--drop $second --drop ${upper,,}" "$tmp/drop.cpp" &&
  [ "$(grep -c '^// dropped: {0x' "$tmp/drop.cpp")" = 2 ] &&
  grep -qF "// dropped: $(entries "$tmp/ab.cpp" | sed -n 2p | sed 's/^    //')" "$tmp/drop.cpp"
check $? "the header does not record the command's --drop keys and the two dropped entries"

# The empty book (as `c6bot book build` writes it from no position): read back as no entry.
: >"$tmp/nolines.txt"
"$bot" book build --learn "$tmp/nolines.txt" --lookahead 1 --nodes 1000 --out "$tmp/none.cpp" \
  >/dev/null
check $? "building the empty book exited non-zero"
"$bot" book merge --out "$tmp/empty.cpp" "$tmp/none.cpp" >"$tmp/empty.out"
check $? "merging an empty book exited non-zero"
grep -qF "placeholder: no zero-size array" "$tmp/empty.cpp" && grep -qF "*count = 0;" "$tmp/empty.cpp" &&
  grep -qF "book merge: 0 entries" "$tmp/empty.out"
check $? "the empty merge is not the empty book"
"$bot" book merge --out "$tmp/empty2.cpp" "$tmp/empty.cpp" "$tmp/a.cpp" >/dev/null &&
  [ "$(entries "$tmp/empty2.cpp" | wc -l)" = 3 ]
check $? "the empty book plus A is not A's 3 entries"

# Refused: exit 1 (a file) or 2 (usage), a reason on stderr, no output written.
printf '// just a comment\n' >"$tmp/notbook.cpp"
printf 'int x;\n' >"$tmp/code.cpp"
make_part "$tmp/broken.cpp" 1 2 's/ULL, /ULL; /'
make_part "$tmp/range.cpp" 1 2 's/, [0-9]*},  \/\//, 7},  \/\//'
{ sed -n '1,/^const BookEntry kEntries/p' "$book"; entries "$book" | head -1; entries "$book" | head -1
  sed -n '/^};/,$p' "$book"; } >"$tmp/twice.cpp"
refuse() {  # refuse CODE PATTERN ARGS...
  local code=$1 pattern=$2
  shift 2
  "$bot" book merge "$@" >/dev/null 2>"$tmp/err"
  local got=$?
  [ "$got" = "$code" ] && grep -q -- "$pattern" "$tmp/err" && [ ! -e "$tmp/bad.cpp" ]
  check $? "$*: expected exit $code and '$pattern', got $got: $(head -1 "$tmp/err")"
}
refuse 1 "cannot read $tmp/missing.cpp" --out "$tmp/bad.cpp" "$tmp/a.cpp" "$tmp/missing.cpp"
refuse 1 "notbook.cpp:1: no entry array (not a book data file)" --out "$tmp/bad.cpp" \
  "$tmp/notbook.cpp"
refuse 1 "code.cpp:1: expected a comment or #include" --out "$tmp/bad.cpp" "$tmp/code.cpp"
refuse 1 "broken.cpp:[0-9]*: not a book entry" --out "$tmp/bad.cpp" "$tmp/broken.cpp"
refuse 1 "range.cpp:[0-9]*: not a book entry" --out "$tmp/bad.cpp" "$tmp/range.cpp"
refuse 1 "twice.cpp:[0-9]*: a key twice" --out "$tmp/bad.cpp" "$tmp/twice.cpp"
refuse 2 "--out is required" "$tmp/a.cpp"
refuse 2 "expected 1..64 data files" --out "$tmp/bad.cpp"
refuse 2 "unknown option '--nodes'" --out "$tmp/bad.cpp" --nodes 5 "$tmp/a.cpp"
refuse 2 "needs a value" --out "$tmp/bad.cpp" "$tmp/a.cpp" --note
refuse 2 "no input holds it" --out "$tmp/bad.cpp" --drop 0x0000000000000001 "$tmp/a.cpp"
refuse 2 "given twice" --out "$tmp/bad.cpp" --drop "$second" --drop "$second" "$tmp/a.cpp"
for key in 0x123 0x0000000000000000 0x00000000000000g1 123456789012345678 0x00000000000000011; do
  refuse 2 "--drop '$key': expected 0x and 16 hex digits" --out "$tmp/bad.cpp" --drop "$key" \
    "$tmp/a.cpp"
done
many=()
for i in $(seq 1 65); do many+=(--drop "$(printf '0x%016x' "$i")"); done
refuse 2 "at most 64 --drop keys" --out "$tmp/bad.cpp" "${many[@]}" "$tmp/a.cpp"
refuse 2 "option --drop needs a value" --out "$tmp/bad.cpp" "$tmp/a.cpp" --drop
refuse 2 "one line of at most 2000" --out "$tmp/bad.cpp" --note "$(printf 'a\nb')" "$tmp/a.cpp"
"$bot" book merge --out /nonexistent-dir/x.cpp "$tmp/a.cpp" >/dev/null 2>"$tmp/err"
[ $? = 1 ] && grep -q "cannot write /nonexistent-dir/x.cpp" "$tmp/err"
check $? "an unwritable output: expected exit 1 and a reason: $(cat "$tmp/err")"
[ "$fail" = 0 ] && echo "book_merge: all checks passed"
exit "$fail"
