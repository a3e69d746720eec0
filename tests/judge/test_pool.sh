#!/usr/bin/env bash
# `c6judge pool` end to end on small runs of deterministic bots (c6bot greedy against random with
# seeds): one run pooled alone prints the statistics its merge prints; two runs on other seeds
# pool to the sums of their own counts (W-L-D by colour, pentanomial, verdicts), with the openings
# of the same file counted once by name; a stopped run counts its finished games, a game logged
# twice once (with a warning). Refused, each with its message: a shard, a tournament, an SPRT run,
# other limits, the bots in the other order, another binary (accepted with --other-binaries), the
# same log twice, a replay of a run by these deterministic bots on its seed; usage errors,
# unreadable, empty and directory logs. Gzipped logs pool, merge and replay as the plain ones; a
# damaged or cut one is an error, and --resume refuses one. A line nested 300,000 deep is an
# unreadable line, not a crash.
# usage: test_pool.sh BUILD_DIR   (KEEP=1 keeps the temporary folder)
set -euo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$(dirname "$0")/../.." && pwd)
judge=$build/c6judge
bot=$build/c6bot
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ -n "${KEEP:-}" ] && trap - EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

g="name=g,cmd=$bot --level greedy --seed 1 --no-timing"
r="name=r,cmd=$bot --level table --seed 4 --no-timing"
# Two openings of the balanced set: the runs' 5 pairs must share them.
grep -v '^#' "$src/samples/openings/balanced-15.txt" | grep -v '^ *$' | head -n 2 >"$tmp/openings.txt"
common=(--openings "$tmp/openings.txt" --symmetry --time 5000 --concurrency 1 --quiet)
play() {  # play LOG [match options...]
  local log=$1
  shift
  "$judge" match --bot "$g" --bot "$r" "${common[@]}" "$@" --log "$log" >"$log.out" 2>&1 ||
    fail "run $log: $(cat "$log.out")"
}
play "$tmp/a.jsonl" --games 4 --seed 11
play "$tmp/b.jsonl" --games 6 --seed 12

# One run alone: the statistics its merge prints (after the per-log lines of each).
"$judge" merge "$tmp/a.jsonl" >"$tmp/merge-a.txt" || fail "merge of run a"
"$judge" pool "$tmp/a.jsonl" >"$tmp/pool-a.txt" || fail "pool of run a"
diff <(grep -v '^Shard\|^Merged' "$tmp/merge-a.txt") <(grep -v '^Run \|^Pooled' "$tmp/pool-a.txt") ||
  fail "one run pooled prints other statistics than its merge"

# Two runs: every count is the sum of the runs' own counts.
"$judge" merge "$tmp/b.jsonl" >"$tmp/merge-b.txt" || fail "merge of run b"
"$judge" merge "$tmp/a.jsonl" --json >"$tmp/a.json" 2>/dev/null
"$judge" merge "$tmp/b.jsonl" --json >"$tmp/b.json" 2>/dev/null
"$judge" pool "$tmp/a.jsonl" "$tmp/b.jsonl" --json >"$tmp/ab.json" 2>"$tmp/ab.txt" || fail "pool of a and b"
python3 - "$tmp" <<'EOF' || fail "pooled counts are not the sums"
import json, re, sys
t = sys.argv[1]
a, b, ab = (json.load(open(f"{t}/{n}.json")) for n in ("a", "b", "ab"))
assert ab["games"] == a["games"] + b["games"] == 10, (ab["games"], a["games"], b["games"])
for k in ("wins", "draws", "losses"):
    assert ab["pairings"][0][k] == a["pairings"][0][k] + b["pairings"][0][k], k
for i in range(2):
    va, vb, vab = (x["bots"][i]["verdicts"] for x in (a, b, ab))
    for v in set(va) | set(vb) | set(vab):
        assert vab.get(v, 0) == va.get(v, 0) + vb.get(v, 0), v
def grab(path, pattern):
    m = re.search(pattern, open(path).read())
    assert m, (path, pattern)
    return [int(x) for x in m.groups()]
penta = r"Pentanomial \[LL LD DD/WL WD WW\]: \[(\d+) (\d+) (\d+) (\d+) (\d+)\]"
colours = r"g as black: (\d+) - (\d+) - (\d+)   g as white: (\d+) - (\d+) - (\d+)"
for pat in (penta, colours):
    sa, sb, sab = (grab(f"{t}/{n}", pat) for n in ("merge-a.txt", "merge-b.txt", "ab.txt"))
    assert sab == [x + y for x, y in zip(sa, sb)], (pat, sa, sb, sab)
# Both runs used one openings file: an opening played by both is one cluster.
names = set()
for n in ("a.jsonl", "b.jsonl"):
    for line in open(f"{t}/{n}"):
        g = json.loads(line)
        if "game" in g:
            names.add(g["opening"]["name"])
k = grab(f"{t}/ab.txt", r"pairs by opening, (\d+) openings")[0]
assert k == len(names) == 2, (k, names)  # 5 pairs of two runs, 2 clusters
print("sums ok")
EOF
grep -q '^Run 2: .*b.jsonl, seed 12, 6 of 6 games' "$tmp/ab.txt" || fail "run line: $(cat "$tmp/ab.txt")"
grep -q '^Pooled 2 run(s): 10 games, 5 pairs' "$tmp/ab.txt" || fail "pooled line: $(cat "$tmp/ab.txt")"

refused() {  # refused CODE MESSAGE ARGS...: pool exits CODE and says MESSAGE
  local code=$1 msg=$2 rc=0
  shift 2
  "$judge" pool "$@" >"$tmp/out" 2>"$tmp/err" || rc=$?
  [ "$rc" = "$code" ] || fail "pool $*: exit $rc, expected $code ($(cat "$tmp/err"))"
  grep -qF -- "$msg" "$tmp/err" || fail "pool $*: message '$(cat "$tmp/err")', expected '$msg'"
}
play "$tmp/shard.jsonl" --games 4 --seed 13 --shard 1/2
refused 1 "is shard 1/2 of a run: merge its shards first" "$tmp/a.jsonl" "$tmp/shard.jsonl"
"$judge" tournament --bot "$g" --bot "$r" --bot "name=t,cmd=$bot --level random" "${common[@]}" \
  --games 2 --seed 14 --log "$tmp/tour.jsonl" >/dev/null 2>&1 || fail "tournament run"
refused 1 "is not a match of two bots" "$tmp/tour.jsonl"
play "$tmp/sprt.jsonl" --games 4 --seed 15 --sprt "elo0=0 elo1=50"
refused 1 "is an SPRT run" "$tmp/sprt.jsonl"
play "$tmp/slow.jsonl" --games 2 --seed 16 --time 4000
refused 1 "are not runs of one match: their 'limits' differs" "$tmp/a.jsonl" "$tmp/slow.jsonl"
refused 1 "game 1 is also in $tmp/a.jsonl (the same run twice?)" "$tmp/a.jsonl" "$tmp/a.jsonl"
# Deterministic bots replay a schedule move for move: a rerun on the same seed adds nothing.
play "$tmp/a-again.jsonl" --games 4 --seed 11
refused 1 "replays $tmp/a.jsonl: the same seed and the same moves in all 4 games" \
  "$tmp/a.jsonl" "$tmp/a-again.jsonl"
"$judge" match --bot "$r" --bot "$g" "${common[@]}" --games 2 --seed 18 --log "$tmp/swapped.jsonl" \
  >/dev/null 2>&1 || fail "swapped run"
refused 1 "their bots are in the other order (g first in one, r in the other" \
  "$tmp/a.jsonl" "$tmp/swapped.jsonl"
# A stopped run (its last game never logged) counts its finished games and pairs; a game logged
# twice counts once.
head -n -1 "$tmp/b.jsonl" >"$tmp/b-stopped.jsonl"
"$judge" pool "$tmp/a.jsonl" "$tmp/b-stopped.jsonl" >"$tmp/stopped.txt" || fail "pool of a stopped run"
grep -q '^Run 2: .*b-stopped.jsonl, seed 12, 5 of 6 games' "$tmp/stopped.txt" ||
  fail "stopped run line: $(cat "$tmp/stopped.txt")"
grep -q '^Pooled 2 run(s): 9 games, 4 pairs' "$tmp/stopped.txt" ||
  fail "stopped pooled line: $(cat "$tmp/stopped.txt")"
cp "$tmp/b.jsonl" "$tmp/b-twice.jsonl"
grep -m1 '"c6judge":[0-9][0-9]*' "$tmp/b.jsonl" >>"$tmp/b-twice.jsonl"
"$judge" pool "$tmp/a.jsonl" "$tmp/b-twice.jsonl" --json >"$tmp/twice.json" 2>"$tmp/twice.err" ||
  fail "pool of a log with a game twice"
grep -q "b-twice.jsonl: 1 game(s) logged twice; first kept" "$tmp/twice.err" ||
  fail "no warning for the repeated game: $(cat "$tmp/twice.err")"
cmp "$tmp/twice.json" "$tmp/ab.json" || fail "a game logged twice changed the counts"
# A rebuild: the same program with another SHA-256 (a byte past the end of the ELF file).
cp "$bot" "$tmp/c6bot-rebuilt"
printf 'x' >>"$tmp/c6bot-rebuilt"
"$judge" match --bot "name=g,cmd=$tmp/c6bot-rebuilt --level greedy --seed 1 --no-timing" --bot "$r" \
  "${common[@]}" --games 2 --seed 17 --log "$tmp/rebuilt.jsonl" >/dev/null 2>&1 || fail "rebuilt run"
refused 1 "their 'bots' differs (a rebuild of a bot that plays the same? --other-binaries" \
  "$tmp/a.jsonl" "$tmp/rebuilt.jsonl"
"$judge" pool --other-binaries "$tmp/a.jsonl" "$tmp/rebuilt.jsonl" >"$tmp/rb.txt" ||
  fail "--other-binaries refused the rebuild"
[ "$(grep -c '^  g: sha256 ' "$tmp/rb.txt")" = 2 ] || fail "no sha256 lines: $(cat "$tmp/rb.txt")"
[ "$(grep '^  g: sha256 ' "$tmp/rb.txt" | sort -u | wc -l)" = 2 ] || fail "the two SHA-256 are equal"
# A run with --adjudicate-dead pools with one without it (the same results, dead games end sooner).
play "$tmp/dead.jsonl" --games 2 --seed 19 --adjudicate-dead
grep -q '"adjudicate_dead":true' "$tmp/dead.jsonl" || fail "no adjudicate_dead in the header"
"$judge" pool "$tmp/a.jsonl" "$tmp/dead.jsonl" >"$tmp/dead.txt" 2>&1 ||
  fail "pool refused a run with --adjudicate-dead: $(cat "$tmp/dead.txt")"
grep -q '^Pooled 2 run(s): 6 games' "$tmp/dead.txt" || fail "pooled counts: $(cat "$tmp/dead.txt")"
# Gzipped logs read as the plain ones (replay, merge and pool); a damaged one is an error; a
# gzipped log cannot be resumed (--resume appends plain lines).
gzip -c "$tmp/a.jsonl" >"$tmp/a.jsonl.gz"
gzip -c "$tmp/b.jsonl" >"$tmp/b.jsonl.gz"
"$judge" pool "$tmp/a.jsonl.gz" "$tmp/b.jsonl.gz" --json >"$tmp/ab-gz.json" 2>/dev/null || fail "pool of gzipped logs"
cmp "$tmp/ab-gz.json" "$tmp/ab.json" || fail "gzipped logs pool to other statistics"
"$judge" merge "$tmp/a.jsonl.gz" --json >"$tmp/a-gz.json" 2>/dev/null || fail "merge of a gzipped log"
cmp "$tmp/a-gz.json" "$tmp/a.json" || fail "a gzipped log merges to other statistics"
"$judge" replay "$tmp/a.jsonl.gz" --quiet >"$tmp/replay-gz.txt" 2>&1 || fail "replay of a gzipped log: $(cat "$tmp/replay-gz.txt")"
grep -q "4 game(s) checked, 4 valid" "$tmp/replay-gz.txt" || fail "replay of a gzipped log: $(cat "$tmp/replay-gz.txt")"
python3 - "$tmp/a.jsonl.gz" "$tmp/bad.jsonl.gz" <<'PY'
import sys
data = bytearray(open(sys.argv[1], "rb").read())
for i in range(len(data) // 2, len(data) // 2 + 40):
    data[i] ^= 0x5a  # the deflate stream damaged in its middle
open(sys.argv[2], "wb").write(data)
PY
refused 3 "bad.jsonl.gz: damaged gzip data" "$tmp/bad.jsonl.gz"
# A gzip file cut short (an interrupted copy) is damaged too, in every reader: not "1 of 4 games".
head -c $(($(stat -c %s "$tmp/b.jsonl.gz") / 2)) "$tmp/b.jsonl.gz" >"$tmp/cut.jsonl.gz"
refused 3 "cut.jsonl.gz: damaged gzip data (the file ends early: cut short?)" "$tmp/cut.jsonl.gz"
for cmd in replay merge; do
  rc=0
  "$judge" $cmd "$tmp/cut.jsonl.gz" >"$tmp/out" 2>"$tmp/err" || rc=$?
  [ "$rc" = 3 ] || fail "$cmd of a cut gzip log: exit $rc ($(cat "$tmp/err"))"
  grep -qF "cut.jsonl.gz: damaged gzip data (the file ends early" "$tmp/err" ||
    fail "$cmd of a cut gzip log: $(cat "$tmp/err")"
done
rc=0
"$judge" replay "$tmp/bad.jsonl.gz" >"$tmp/out" 2>"$tmp/err" || rc=$?
[ "$rc" = 3 ] && grep -qF "bad.jsonl.gz: damaged gzip data" "$tmp/err" ||
  fail "replay of a damaged gzip log: exit $rc ($(cat "$tmp/err"))"
# JSON nested deeper than 256 levels (200,000 brackets overflowed the parser's stack) is an
# unreadable line to the log readers and an error to replay, not a crash.
python3 -c 'print("[" * 300000)' >"$tmp/deep.jsonl"
cat "$tmp/a.jsonl" "$tmp/deep.jsonl" >"$tmp/a-deep.jsonl"
"$judge" pool "$tmp/a-deep.jsonl" --json >"$tmp/deep.json" 2>"$tmp/deep.err" ||
  fail "pool of a log with a deep line: $(cat "$tmp/deep.err")"
cmp "$tmp/deep.json" "$tmp/a.json" || fail "a deep line changed the counts"
grep -q "1 unreadable line" "$tmp/deep.err" || fail "deep line not reported: $(cat "$tmp/deep.err")"
rc=0
"$judge" replay "$tmp/deep.jsonl" >"$tmp/out" 2>"$tmp/err" || rc=$?
[ "$rc" = 3 ] && grep -qF "nested deeper than 256 levels" "$tmp/err" ||
  fail "replay of a deep line: exit $rc ($(cat "$tmp/err"))"
rc=0
"$judge" match --bot "$g" --bot "$r" "${common[@]}" --games 6 --seed 11 --resume \
  --log "$tmp/a.jsonl.gz" >"$tmp/out" 2>"$tmp/err" || rc=$?
[ "$rc" = 3 ] || fail "resume of a gzipped log: exit $rc ($(cat "$tmp/err"))"
grep -q "is gzip-compressed: --resume appends to the log" "$tmp/err" || fail "resume message: $(cat "$tmp/err")"
# Usage and input errors.
refused 2 "pool needs at least one LOG"
refused 2 "unknown option '--bogus'" --bogus "$tmp/a.jsonl"
refused 3 "no c6judge run header" "$tmp/a.jsonl.out"
refused 3 "cannot read" "$tmp/none.jsonl"
: >"$tmp/empty.jsonl"
refused 3 "$tmp/empty.jsonl is empty" "$tmp/empty.jsonl"
refused 3 "$tmp is a directory, not a log" "$tmp"
echo "PASS: pool = merge for one run; two runs pool to the sums; stopped and repeated games; 8 refusals named"
