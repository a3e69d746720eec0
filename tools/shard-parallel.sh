#!/usr/bin/env bash
# Runs one c6judge match or tournament as N shards with GNU parallel (local job slots, or other
# machines with --sshlogin), then merges the shard logs into the whole run's statistics.
#
# usage: tools/shard-parallel.sh [options] OUTDIR match|tournament ARGS...
#   -n N          number of shards (default 4)
#   -j JOBS       shards run at once per machine (GNU parallel -j; default 1 per host)
#   -S LOGINS     GNU parallel --sshlogin list, e.g. ':,4/alice@node1,4/node2' (':' = this machine).
#                 The other machines must see the judge, the bots and OUTDIR at the same paths
#                 (a shared filesystem such as NFS): each shard writes OUTDIR/shard-K.jsonl itself.
#   -J JUDGE      the c6judge binary (default: c6judge next to this script's build/, else on PATH)
#   -m "ARGS"     extra arguments for c6judge merge (e.g. "--json")
# ARGS are the usual match/tournament options (--bot ..., --games, --openings, --seed, --time,
# --concurrency per shard, ...); do not pass --log or --shard. Running the script again resumes
# every shard (--resume) and merges again: a shard that failed or a killed machine costs only the
# games it had not finished. Output: OUTDIR/shard-K.jsonl, OUTDIR/merged.jsonl,
# OUTDIR/standings.{txt,json}; the merged statistics on stdout (the shards' own output, tagged with
# the shard number, on stderr). Exit status: c6judge merge's.
set -euo pipefail
shards=4 jobs=1 logins="" judge="" merge_args=""
while getopts "n:j:S:J:m:h" opt; do
  case $opt in
    n) shards=$OPTARG ;;
    j) jobs=$OPTARG ;;
    S) logins=$OPTARG ;;
    J) judge=$OPTARG ;;
    m) merge_args=$OPTARG ;;
    *) sed -n '2,20p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -lt 2 ] || { [ "$2" != match ] && [ "$2" != tournament ]; }; then
  sed -n '2,20p' "$0" >&2
  exit 2
fi
case $shards in '' | *[!0-9]* | 0) echo "shard-parallel: -n needs a positive number" >&2; exit 2 ;; esac
out=$1 cmd=$2
shift 2
for a in "$@"; do
  case $a in --log | --shard | --resume)
    echo "shard-parallel: do not pass $a (the script sets it per shard)" >&2
    exit 2 ;;
  esac
done
if [ -z "$judge" ]; then
  here=$(cd "$(dirname "$0")/.." && pwd)
  if [ -x "$here/build/c6judge" ]; then judge=$here/build/c6judge; else judge=$(command -v c6judge); fi
fi
judge=$(cd "$(dirname "$judge")" && pwd)/$(basename "$judge")
mkdir -p "$out"
out=$(cd "$out" && pwd)
command -v parallel >/dev/null || { echo "shard-parallel: GNU parallel is not installed (apt-get install parallel)" >&2; exit 3; }

remote=()
[ -n "$logins" ] && remote=(--sshlogin "$logins")
# -q quotes every argument (bot specs hold spaces) for the local shell and for ssh alike.
set +e
seq 1 "$shards" | parallel --will-cite -q -j "$jobs" "${remote[@]}" --tag --halt never \
  "$judge" "$cmd" "$@" --shard "{}/$shards" --log "$out/shard-{}.jsonl" --resume --quiet >&2
status=$?
set -e
[ $status -ne 0 ] && echo "shard-parallel: $status shard(s) failed; merging anyway to show what is missing" >&2
logs=()
for k in $(seq 1 "$shards"); do logs+=("$out/shard-$k.jsonl"); done
rm -f "$out/merged.jsonl"
# shellcheck disable=SC2086  # merge_args is a list of options
exec "$judge" merge "${logs[@]}" --standings "$out/standings" --log "$out/merged.jsonl" $merge_args
