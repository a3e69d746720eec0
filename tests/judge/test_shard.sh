#!/usr/bin/env bash
# Sharding end to end: a small round robin of deterministic bots (c6bot greedy/random with seeds)
# played whole, then as 4 shards under GNU parallel (tools/shard-parallel.sh) and merged, must give
# the same games (moves, results, verdicts; timings aside), byte-identical --json statistics and
# the same printed statistics. Also: merge refuses a missing shard, a doubled game, a shard of
# another run, and --resume refuses a log of another shard.
# usage: test_shard.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$(dirname "$0")/../.." && pwd)
judge=$build/c6judge
bot=$build/c6bot
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

args=(--bot "name=g1,cmd=$bot --level greedy --seed 1 --no-timing"
      --bot "name=g2,cmd=$bot --level greedy --seed 2 --no-timing"
      --bot "name=g3,cmd=$bot --level greedy --seed 3 --no-timing"
      --bot "name=r4,cmd=$bot --level random --seed 4 --no-timing"
      --games 2 --openings "$src/samples/openings/balanced-15.txt" --symmetry --seed 11
      --time 5000 --concurrency 1)

"$judge" tournament "${args[@]}" --quiet --log "$tmp/whole.jsonl" >"$tmp/whole.txt" 2>&1 ||
  fail "unsharded run: $(cat "$tmp/whole.txt")"
"$judge" merge "$tmp/whole.jsonl" --json >"$tmp/whole.json" 2>"$tmp/whole.stats" ||
  fail "merge of the unsharded log"

"$src/tools/shard-parallel.sh" -n 4 -j 2 -J "$judge" -m "--json" "$tmp/sharded" tournament \
  "${args[@]}" >"$tmp/sharded.json" 2>"$tmp/sharded.stats" || fail "sharded run: $(cat "$tmp/sharded.stats")"

cmp "$tmp/whole.json" "$tmp/sharded.json" || fail "--json statistics differ"
cmp "$tmp/whole.json" "$tmp/sharded/standings.json" || fail "standings.json differs"
# The text statistics (standings.txt is what merge printed after its per-log lines).
diff <(grep -v '^Shard\|^Merged' "$tmp/whole.stats") "$tmp/sharded/standings.txt" ||
  fail "printed statistics differ"
tail -n "$(wc -l <"$tmp/sharded/standings.txt")" "$tmp/sharded.stats" | cmp - "$tmp/sharded/standings.txt" ||
  fail "merge printed other statistics than it wrote"
# The run prints the same block itself (between its Limits line and its timing line).
diff <(grep -v '^Limits\|^Finished' "$tmp/whole.txt") <(grep -v '^Shard\|^Merged' "$tmp/whole.stats") ||
  fail "merge prints other statistics than the run"
# Same games, game by game: strip what depends on timing and the machine.
strip() { grep '^{"c6judge":[0-9][0-9]*,.*}$' "$1" | sed -E 's/"ms":[0-9.e+-]+//g; s/"duration_ms":[0-9]+//; s/"finished":"[^"]*"//' | sort; }
diff <(strip "$tmp/whole.jsonl") <(strip "$tmp/sharded/merged.jsonl") >/dev/null || fail "games differ"
n=$(grep -c '"c6judge":[0-9][0-9]*' "$tmp/sharded/merged.jsonl")
[ "$n" = 12 ] || fail "merged log has $n games, expected 12"
for k in 1 2 3 4; do
  grep -q '"shard":\['"$k"',4\]' "$tmp/sharded/shard-$k.jsonl" || fail "shard $k has no header"
done
# The merged log replays like an unsharded one.
"$judge" replay "$tmp/sharded/merged.jsonl" --quiet >/dev/null || fail "replay of the merged log"

# merge refuses: a missing shard ...
if "$judge" merge "$tmp/sharded/shard-"{1,2,3}.jsonl >/dev/null 2>"$tmp/e1"; then fail "missing shard accepted"; fi
grep -q "shard 4/4 is missing" "$tmp/e1" || fail "missing shard message: $(cat "$tmp/e1")"
# ... a game in two logs ...
cp "$tmp/sharded/shard-2.jsonl" "$tmp/s2.jsonl"
grep -m1 '"c6judge":[0-9][0-9]*' "$tmp/sharded/shard-1.jsonl" >>"$tmp/s2.jsonl"
if "$judge" merge "$tmp/sharded/shard-"{1,3,4}.jsonl "$tmp/s2.jsonl" >/dev/null 2>"$tmp/e2"; then fail "doubled game accepted"; fi
grep -q "does not belong to its shard\|doubled" "$tmp/e2" || fail "doubled game message: $(cat "$tmp/e2")"
# ... a game missing from its shard's log ...
grep -v '"game":1,' "$tmp/sharded/shard-1.jsonl" >"$tmp/s1.jsonl"
if "$judge" merge "$tmp/s1.jsonl" "$tmp/sharded/shard-"{2,3,4}.jsonl >/dev/null 2>"$tmp/e3"; then fail "missing game accepted"; fi
grep -q "1 game(s) of 12 missing: 1 " "$tmp/e3" || fail "missing game message: $(cat "$tmp/e3")"
# ... and a shard of another run (other seed).
"$judge" tournament "${args[@]}" --seed 12 --shard 4/4 --quiet --log "$tmp/other4.jsonl" >/dev/null 2>&1
if "$judge" merge "$tmp/sharded/shard-"{1,2,3}.jsonl "$tmp/other4.jsonl" >/dev/null 2>"$tmp/e4"; then fail "other run accepted"; fi
grep -q "not one run: their 'seed' differs" "$tmp/e4" || fail "other run message: $(cat "$tmp/e4")"
# --resume of a shard's log as another shard is refused.
if "$judge" tournament "${args[@]}" --shard 3/4 --resume --quiet --log "$tmp/sharded/shard-2.jsonl" >/dev/null 2>"$tmp/e5"; then
  fail "resume as another shard accepted"
fi
grep -q "is the log of shard 2/4" "$tmp/e5" || fail "resume message: $(cat "$tmp/e5")"
echo "PASS: 4 shards under GNU parallel merged = the unsharded run (12 games, byte-identical --json)"
