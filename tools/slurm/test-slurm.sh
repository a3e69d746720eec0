#!/usr/bin/env bash
# `make test-slurm`: a real one-node Slurm on this machine, running a small sharded c6judge
# tournament as a job array with a dependent merge job (tools/slurm/submit.sh), then checking the
# merged --json statistics against the same run unsharded. Not part of `make test`: it needs root
# (to install Debian slurm-wlm if missing and to start munged, slurmctld and slurmd) and it starts
# daemons. Everything it starts is stopped at the end; its files live in a temporary directory.
# usage: tools/slurm/test-slurm.sh BUILD_DIR
set -euo pipefail
build=$(cd "${1:-build}" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
say() { echo "test-slurm: $*"; }
[ "$(id -u)" = 0 ] || { say "needs root (installs slurm-wlm, starts munged/slurmctld/slurmd)"; exit 2; }
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null; then
  say "installing slurm-wlm (Debian)"
  # Another apt may hold the dpkg lock for a while: retry for up to 5 minutes.
  for _ in $(seq 20); do "$src/tools/ensure-deps.sh" slurm-wlm munge && break; sleep 15; done
fi
command -v slurmctld >/dev/null || { say "slurm-wlm could not be installed"; exit 3; }

tmp=$(mktemp -d /tmp/c6-slurm.XXXXXX)
chmod 755 "$tmp"
started_munge=0
cleanup() {
  set +e
  [ -n "${SLURM_CONF:-}" ] && scancel --user=root >/dev/null 2>&1
  for p in slurmd slurmctld; do
    [ -f "$tmp/$p.pid" ] && kill "$(cat "$tmp/$p.pid")" 2>/dev/null
  done
  [ $started_munge = 1 ] && [ -f "$tmp/munged.pid" ] && kill "$(cat "$tmp/munged.pid")" 2>/dev/null
  sleep 1
  if [ "${KEEP:-0}" = 1 ]; then say "kept $tmp"; else rm -rf "$tmp"; fi
}
trap cleanup EXIT

# munge: the key Debian's package made, or a fresh one; our own munged on a private socket.
if [ ! -s /etc/munge/munge.key ]; then
  mkdir -p /etc/munge
  dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 2>/dev/null
  chown munge:munge /etc/munge/munge.key 2>/dev/null || true
  chmod 400 /etc/munge/munge.key
fi
sock=$tmp/munge.socket
mkdir -p "$tmp/munge"
chown munge:munge "$tmp/munge" 2>/dev/null || true
munged --force --socket="$sock" --pid-file="$tmp/munged.pid" --log-file="$tmp/munged.log" \
  --seed-file="$tmp/munge/seed" || { say "munged did not start: $(cat "$tmp/munged.log" 2>/dev/null)"; exit 3; }
started_munge=1

host=$(hostname -s)
cpus=$(nproc)
cat >"$tmp/slurm.conf" <<CONF
ClusterName=c6test
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$sock
CredType=cred/munge
SlurmctldPort=16817
SlurmdPort=16818
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SwitchType=switch/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/backfill
ReturnToService=2
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=c6 Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=NO
CONF
mkdir -p "$tmp/state" "$tmp/spool"
export SLURM_CONF=$tmp/slurm.conf
slurmctld -i -f "$SLURM_CONF" || { say "slurmctld did not start:"; tail -20 "$tmp/slurmctld.log"; exit 3; }
slurmd -f "$SLURM_CONF" -N "$host" || { say "slurmd did not start:"; tail -20 "$tmp/slurmd.log"; exit 3; }
for _ in $(seq 60); do
  state=$(sinfo -h -o %T 2>/dev/null | head -1)
  [ "$state" = idle ] && break
  sleep 1
done
say "node $host: ${state:-no answer} ($cpus CPUs)"
if [ "$state" != idle ]; then
  say "the node did not become idle; slurmctld.log:"; tail -15 "$tmp/slurmctld.log"
  say "slurmd.log:"; tail -15 "$tmp/slurmd.log"
  exit 3
fi

bot=$build/c6bot
args=(--bot "name=g1,cmd=$bot --level greedy --seed 1 --no-timing"
      --bot "name=g2,cmd=$bot --level greedy --seed 2 --no-timing"
      --bot "name=g3,cmd=$bot --level greedy --seed 3 --no-timing"
      --bot "name=r4,cmd=$bot --level random --seed 4 --no-timing"
      --games 2 --openings "$src/samples/openings/balanced-15.txt" --symmetry --seed 11 --time 5000)
say "submitting 4 shards as a job array + a dependent merge job"
set +e
"$here/submit.sh" -w -n 4 -J "$build/c6judge" -m "--json" "$tmp/run" tournament "${args[@]}" >"$tmp/submit.txt" 2>&1
status=$?
set -e
cat "$tmp/submit.txt"
say "jobs as slurmctld records them (scontrol show job):"
scontrol -o show job 2>/dev/null | tr ' ' '\n' | grep -E '^(JobId|ArrayJobId|ArrayTaskId|JobName|JobState|ExitCode|Dependency)=' |
  awk -F= '$1 == "JobId" && NR > 1 { print line; line = "" } { line = line " " $0 } END { print line }' | sort -t= -k2 -n || true
[ $status = 0 ] || { say "merge job failed ($status)"; exit 1; }
"$build/c6judge" tournament "${args[@]}" --quiet --log "$tmp/whole.jsonl" >/dev/null 2>&1
"$build/c6judge" merge "$tmp/whole.jsonl" --json >"$tmp/whole.json" 2>/dev/null
if cmp -s "$tmp/whole.json" "$tmp/run/standings.json"; then
  say "PASS: Slurm job array (4 shards) + merge job = the unsharded run (byte-identical --json)"
else
  say "FAIL: the merged --json differs from the unsharded run"; exit 1
fi
