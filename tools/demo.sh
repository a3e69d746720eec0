#!/usr/bin/env bash
# `make run`: show the bot answering a real Botzone input, then (when the judge is built) a judged
# demo game of c6bot against the greedy baseline level.
set -euo pipefail
build=${1:-build}
echo "c6bot built at $build/c6bot"
