#!/usr/bin/env bash
# Resume floor: a 10-bot round robin (90 games of deterministic c6bot greedy/random bots) is killed
# with SIGKILL 5 times at seeded random moments and resumed each time. It must lose no finished
# game (every game in the log at a kill is still there, once, at the end, and is not played
# again), hold every game of the schedule exactly once, and end with exactly the standings (printed
# statistics and --json, via c6judge merge) of an uninterrupted run.
# A kill moment is "the log holds T games" (T seeded, increasing) plus a seeded delay of 0-150 ms,
# so it lands mid-game or mid-write; waiting on the log, not on the clock, keeps the test valid on a
# loaded machine.
# usage: test_shard_kill.sh BUILD_DIR [SEED]
set -euo pipefail
build=$(cd "$1" && pwd)
RANDOM=${2:-20261123}
judge=$build/c6judge
bot=$build/c6bot
tmp=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill -9 "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

# Bots 1-4 and 7-8 keep running (one process per game, SIGSTOPped between turns, so a kill also
# lands on sleeping bots); the other four restart every turn. Mostly keep-running keeps the
# sanitized build's cost down: a restart pays the sanitizer's start-up on every turn.
args=(--games 2 --seed 5 --time 5000 --concurrency 2 --quiet)
mode() { case "$1" in 1 | 2 | 3 | 4 | 7 | 8) echo " --keep-running" ;; esac; }
for i in 1 2 3 4 5 6; do args+=(--bot "name=g$i,cmd=$bot --level greedy --seed $i --no-timing$(mode $i)"); done
for i in 7 8 9 10; do args+=(--bot "name=r$i,cmd=$bot --level random --seed $i --no-timing$(mode $i)"); done
total=90
bot_re=$(printf '%s' "$bot" | sed 's/[][\.*^$+?(){}|]/\\&/g')  # the path as a literal in a regex
orphans="^$bot_re --level (greedy|random) --seed [0-9]+ --no-timing --keep-running\$"
games() { if [ -f "$1" ]; then grep -c '"c6judge":[0-9][0-9]*,' "$1" || true; else echo 0; fi; }
indices() { grep '^{"c6judge":[0-9][0-9]*,.*}$' "$1" | grep -o '^{"c6judge":[0-9][0-9]*,"game":[0-9]*,' | sort; }

"$judge" tournament "${args[@]}" --log "$tmp/ref.jsonl" >/dev/null 2>&1 || fail "uninterrupted run"
[ "$(games "$tmp/ref.jsonl")" = $total ] || fail "uninterrupted run has $(games "$tmp/ref.jsonl") games"

log=$tmp/killed.jsonl
for k in 1 2 3 4 5; do
  target=$((total * k / 6 + RANDOM % 8))
  delay_ms=$((RANDOM % 150))
  "$judge" tournament "${args[@]}" --log "$log" --resume >>"$tmp/runs.txt" 2>&1 &
  pid=$!
  while [ "$(games "$log")" -lt "$target" ]; do
    kill -0 "$pid" 2>/dev/null || fail "kill $k: the run ended before $target games were logged"
    sleep 0.02
  done
  sleep "$(printf '0.%03d' "$delay_ms")"
  kill -0 "$pid" 2>/dev/null || fail "kill $k: the run ended before the kill"
  kill -9 "$pid"
  wait "$pid" 2>/dev/null || true
  pid=""
  # The judge's bots die with it (parent-death signal), sleeping keep-running ones included.
  for _ in $(seq 200); do pgrep -f "$orphans" >/dev/null || break; sleep 0.05; done
  ! pgrep -f "$orphans" >/dev/null || fail "kill $k: bots left running: $(pgrep -a -f "$orphans" | head -3)"
  if [ $k = 3 ]; then
    # As if the kill had landed mid-write: the last game's line cut in half, no newline. The game
    # counts as unfinished: its half line is skipped and the game played again. The cut ends just
    # after a comma, so it can never look like a whole record to indices() (a cut that happened to
    # end on a '}' did, with a build path of some lengths).
    last=$(grep '"c6judge":[0-9][0-9]*,' "$log" | tail -1)
    half=${last:0:300}
    half=${half%,*},
    { grep -v -F -x -e "$last" "$log"; printf '%s' "$half"; } >"$tmp/cut"
    mv "$tmp/cut" "$log"
  fi
  indices "$log" >"$tmp/before$k"
  echo "kill $k: SIGKILL after >= $target games + ${delay_ms} ms: $(wc -l <"$tmp/before$k") games in the log"
done
"$judge" tournament "${args[@]}" --log "$log" --resume >>"$tmp/runs.txt" 2>&1 || fail "final resume"

indices "$log" >"$tmp/final"
[ "$(wc -l <"$tmp/final")" = $total ] || fail "final log has $(wc -l <"$tmp/final") game lines, expected $total"
[ -z "$(uniq -d "$tmp/final")" ] || fail "games logged twice: $(uniq -d "$tmp/final" | tr '\n' ' ')"
for k in 1 2 3 4 5; do
  [ -z "$(comm -23 "$tmp/before$k" "$tmp/final")" ] || fail "games lost after kill $k"
done
"$judge" merge "$tmp/ref.jsonl" --json >"$tmp/ref.json" 2>"$tmp/ref.txt" || fail "merge ref"
"$judge" merge "$log" --json >"$tmp/killed.json" 2>"$tmp/killed.txt" || fail "merge killed: $(cat "$tmp/killed.txt")"
cmp "$tmp/ref.json" "$tmp/killed.json" || fail "--json standings differ from the uninterrupted run"
diff <(grep -v '^Shard\|^Merged\|warning' "$tmp/ref.txt") <(grep -v '^Shard\|^Merged\|warning' "$tmp/killed.txt") ||
  fail "printed standings differ from the uninterrupted run"
strip() { grep '^{"c6judge":[0-9][0-9]*,.*}$' "$1" | sed -E 's/"ms":[0-9.e+-]+//g; s/"duration_ms":[0-9]+//; s/"finished":"[^"]*"//' | sort; }
diff <(strip "$tmp/ref.jsonl") <(strip "$log") >/dev/null || fail "games differ from the uninterrupted run"
partial=$(grep -vc '^{"c6judge.*}$' "$log" || true)
[ "$partial" -ge 1 ] || fail "the cut line of kill 3 is gone from the log"
echo "PASS: 5 SIGKILLs, 0 finished games lost, $total games once each, standings = uninterrupted run ($partial partial line(s) skipped)"
