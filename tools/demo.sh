#!/usr/bin/env bash
# `make run`: the bot answering a real Botzone input, then a judged demo game pair of c6bot against
# its greedy baseline level (colours swapped on one opening), with the final board of game 1.
set -euo pipefail
build=${1:-build}
sample=samples/botzone/white_turn04.json

echo "== c6bot answers a Botzone request ($sample)"
cut -c1-160 "$sample"
echo "-> $("$build/c6bot" <"$sample")"
echo

log=$build/demo-game.jsonl
rm -f "$log"
echo "== judged demo: c6bot (default level) vs c6bot --level greedy, 15x15, 500 ms per turn"
"$build/c6judge" match --bot "name=c6bot,cmd=$build/c6bot" \
  --bot "name=greedy,cmd=$build/c6bot --level greedy" --games 2 --time 500 \
  --openings samples/openings/balanced-15.txt --symmetry --seed "${SEED:-$RANDOM}" --log "$log"
echo
echo "== game 1, final board (X = black, O = white, last stones in lower case)"
"$build/c6judge" replay "$log" --game 1 --board | tail -n 18
