#!/usr/bin/env bash
# Judge throughput and per-turn overhead: 200 games between two instant bots on 15x15 at
# concurrency 2, repeated (default 3 runs), median reported. Not part of CTest (timing).
# usage: tests/judge/perf.sh BUILD_DIR "BOT COMMAND" [runs] [extra bot flags, e.g. --keep-running]
set -euo pipefail
build=${1:-build}
bot=${2:-$build/c6bot --level random}
runs=${3:-3}
extra=${4:-}
src=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for i in $(seq "$runs"); do
  "$build/c6judge" match --bot "name=a,cmd=$bot $extra" --bot "name=b,cmd=$bot --seed 2 $extra" \
    --games 200 --concurrency 2 --openings "$src/samples/openings/balanced-15.txt" --symmetry \
    --seed "$i" --quiet --log "$tmp/run$i.jsonl" >"$tmp/out$i.txt" 2>&1
  python3 - "$tmp/run$i.jsonl" "$tmp/out$i.txt" <<'PY'
import json, re, sys
turns = dur = ans = 0
for line in open(sys.argv[1]):
    g = json.loads(line)
    if "c6judge" not in g:  # the run header
        continue
    turns += len(g["moves"]) + (1 if "bad_move" in g else 0)
    dur += g["duration_ms"]
    ans += sum(m["ms"] for m in g["moves"])
out = open(sys.argv[2]).read()
m = re.search(r"this run in ([0-9.]+) s \(([0-9.]+) games/min\)", out)
print("%s %s %.1f %.3f %.3f" % (m.group(1), m.group(2), turns / 200.0, dur / turns, (dur - ans) / turns))
PY
done | sort -n | awk -v n="$runs" '
  { line[NR] = $0 }
  END {
    split(line[int((n + 1) / 2)], f, " ")
    printf "median of %d runs: %s s for 200 games = %s games/min; %.1f turns/game; wall %.3f ms/turn; judge overhead %.3f ms/turn (wall minus the bots answer time)\n", n, f[1], f[2], f[3], f[4], f[5]
  }'
