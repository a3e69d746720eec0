#!/usr/bin/env bash
# Submits a c6judge match or tournament to Slurm as a job array of N shards plus a merge job that
# runs after the array (--dependency=afterany).
#
# usage: tools/slurm/submit.sh [options] OUTDIR match|tournament ARGS...
#   -n N        shards = array tasks (default 4)
#   -c CPUS     CPUs per shard (default 1); pass the same --concurrency in ARGS
#   -J JUDGE    c6judge binary (default: build/c6judge of this checkout, else on PATH)
#   -m "ARGS"   extra c6judge merge options (e.g. "--json")
#   -w          wait until the merge job has ended (sbatch --wait) and print its output
# Extra sbatch options (partition, account, time limit) go in $SBATCH_OPTS, e.g.
#   SBATCH_OPTS="--partition=short --time=02:00:00" tools/slurm/submit.sh -n 30 runs/x tournament ...
# The nodes must see the judge, the bots and OUTDIR at the same paths (shared filesystem).
# Results: OUTDIR/standings.txt and .json, OUTDIR/merged.jsonl, OUTDIR/slurm-merge.out.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
n=4 cpus=1 judge="" merge_args="" wait=0
while getopts "n:c:J:m:wh" opt; do
  case $opt in
    n) n=$OPTARG ;;
    c) cpus=$OPTARG ;;
    J) judge=$OPTARG ;;
    m) merge_args=$OPTARG ;;
    w) wait=1 ;;
    *) sed -n '2,18p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -lt 2 ] || { [ "$2" != match ] && [ "$2" != tournament ]; }; then
  sed -n '2,18p' "$0" >&2
  exit 2
fi
case $n in '' | *[!0-9]* | 0) echo "submit: -n needs a positive number" >&2; exit 2 ;; esac
out=$1 cmd=$2
shift 2
if [ -z "$judge" ]; then
  if [ -x "$here/../../build/c6judge" ]; then judge=$here/../../build/c6judge; else judge=$(command -v c6judge); fi
fi
judge=$(cd "$(dirname "$judge")" && pwd)/$(basename "$judge")
mkdir -p "$out"
out=$(cd "$out" && pwd)
# shellcheck disable=SC2086  # SBATCH_OPTS and merge_args are option lists
array=$(sbatch --parsable ${SBATCH_OPTS:-} --array="1-$n" --cpus-per-task="$cpus" \
  --output="$out/slurm-shard-%a.out" "$here/shard.sbatch" "$out" "$n" "$judge" "$cmd" "$@")
array=${array%%;*}
echo "submitted job array $array: shards 1-$n of c6judge $cmd -> $out/shard-K.jsonl"
waitopt=()
[ $wait = 1 ] && waitopt=(--wait)
set +e
# shellcheck disable=SC2086
merge=$(sbatch --parsable ${SBATCH_OPTS:-} "${waitopt[@]}" --dependency="afterany:$array" \
  --output="$out/slurm-merge.out" "$here/merge.sbatch" "$out" "$n" "$judge" $merge_args)
status=$?
set -e
echo "submitted merge job ${merge%%;*} (after $array) -> $out/standings.txt, $out/slurm-merge.out"
if [ $wait = 1 ]; then
  cat "$out/slurm-merge.out"
  exit $status
fi
