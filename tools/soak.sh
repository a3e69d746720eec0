#!/usr/bin/env bash
# make soak: c6bot's default level against `c6bot --level greedy`, both built with address and
# undefined-behaviour sanitizers (build-asan), SOAK_GAMES games (default 2000) at 100 ms per turn,
# concurrency 2, through the (also sanitized) c6judge. Then a leak pass, and a report of:
#   crashes (CRASH/MEM_LIMIT/BAD_OUTPUT/ILLEGAL_MOVE/OUTPUT_LIMIT by either bot), time losses by
#   c6bot (TIMEOUT/STALL), sanitizer reports in any bot's or the judge's stderr ("ERROR:
#   AddressSanitizer", "runtime error:", "LeakSanitizer"), and leaks.
# Leaks need their own pass: in a match the judge SIGKILLs a restart-per-turn bot as soon as it has
# read the answer, so LeakSanitizer's exit-time check never runs there. The leak pass feeds
# c6bot (both levels) one logged position per game (SOAK_LEAK_GAMES of them, default all) as a
# Botzone request and lets it exit normally.
#   SOAK_GAMES=20 tools/soak.sh      output in build-asan/soak/
# Exit 0 only if every figure is 0.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
games=${SOAK_GAMES:-2000}
case "$games" in '' | *[!0-9]*) echo "soak: SOAK_GAMES must be a positive integer, got '$games'" >&2; exit 2 ;; esac
[ "$games" -ge 1 ] || { echo "soak: SOAK_GAMES must be at least 1" >&2; exit 2; }
leak_games=${SOAK_LEAK_GAMES:-$games}
case "$leak_games" in '' | *[!0-9]*) echo "soak: SOAK_LEAK_GAMES must be a number" >&2; exit 2 ;; esac
bin=$root/build-asan
for b in c6bot c6judge; do
  [ -x "$bin/$b" ] || { echo "soak: $bin/$b missing (make asan)" >&2; exit 3; }
done
out=$bin/soak
rm -rf "$out"
mkdir -p "$out"
log=$out/soak.jsonl
# Bots' and judge's sanitizer output goes to stderr; reports must not be cut short, and UB aborts
# (the build uses -fno-sanitize-recover=undefined) so it also shows as a CRASH verdict.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}

echo "soak: $games games, c6bot (default) vs c6bot --level greedy, 100 ms/turn, concurrency 2, ASan+UBSan"
start=$(date +%s)
# Keep-running bots (started once per game; the first turn gets 1 s): a restart-per-turn ASan
# binary spends 0.1-0.2 s of CPU just starting, more than a 100 ms turn (measured: every game of a
# restart-per-turn trial ended on the first turn by TIMEOUT). SOAK_RESTART=1 restarts per turn.
keep=" --keep-running"
first=(--first 1000)
if [ "${SOAK_RESTART:-0}" = 1 ]; then keep=""; first=(); fi
"$bin/c6judge" match --bot "name=c6bot,cmd=$bin/c6bot$keep" --bot "name=greedy,cmd=$bin/c6bot --level greedy$keep" \
  --games "$games" --concurrency 2 --time 100 "${first[@]}" --memory 0 \
  --openings "$root/samples/openings/balanced-15.txt" --symmetry --seed 1 \
  --log "$log" --stderr-dir "$out/stderr" --quiet >"$out/judge.out" 2>"$out/judge.err"
judge_code=$?
echo "soak: judge exit code $judge_code after $(($(date +%s) - start)) s (summary: $out/judge.out)"

python3 - "$log" "$bin/c6bot" "$out" "$leak_games" "$judge_code" <<'EOF'
import concurrent.futures, glob, json, os, re, subprocess, sys

log, bot, out, leak_games, judge_code = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
games = []
with open(log) as f:
    for line in f:
        line = line.strip()
        if line:
            rec = json.loads(line)
            if "c6judge_run" not in rec:  # the run header (log format 2) is not a game
                games.append(rec)

pattern = re.compile(r"ERROR: AddressSanitizer|runtime error:|LeakSanitizer")
crash_verdicts = {"CRASH", "MEM_LIMIT", "BAD_OUTPUT", "ILLEGAL_MOVE", "OUTPUT_LIMIT"}
time_verdicts = {"TIMEOUT", "STALL"}
score = {"win": 0, "loss": 0, "draw": 0}
verdicts = {}
crashes = []
time_losses = []
for g in games:
    c6 = "black" if g["black"]["name"] == "c6bot" else "white"
    v = g["verdict"]
    verdicts[v] = verdicts.get(v, 0) + 1
    if g["winner"] == c6:
        score["win"] += 1
    elif g["winner"] in ("black", "white"):
        score["loss"] += 1
    else:
        score["draw"] += 1
    culprit = g["culprit"]
    who = g[culprit]["name"] if culprit in ("black", "white") else ""
    if v in crash_verdicts:
        crashes.append("game %d: %s by %s: %s %s" % (g["game"], v, who, g["reason"], g["detail"]))
    if v in time_verdicts and who == "c6bot":
        time_losses.append("game %d: %s: %s" % (g["game"], v, g["detail"]))

# Sanitizer reports in the bots' stderr logs and the judge's own stderr.
reports = []
for path in sorted(glob.glob(os.path.join(out, "stderr", "*")) + [os.path.join(out, "judge.err")]):
    with open(path, errors="replace") as f:
        for line in f:
            if pattern.search(line):
                reports.append("%s: %s" % (os.path.basename(path), line.strip()[:200]))
                break

# Leak pass: one position per game for each level (the position before the game's last turn of
# that side), a Botzone restart-per-turn request; the bot exits normally, so LeakSanitizer runs.
def request(turns, k):
    # turns[k] is to be played; Black plays the even turns.
    me_black = k % 2 == 0
    mv = lambda m: {"x0": m[0], "y0": m[1], "x1": m[2], "y1": m[3]}
    if me_black:
        reqs = [mv([-1, -1, -1, -1])] + [mv(turns[i]) for i in range(1, k, 2)]
        resps = [mv(turns[i]) for i in range(0, k, 2)]
    else:
        reqs = [mv(turns[i]) for i in range(0, k, 2)]
        resps = [mv(turns[i]) for i in range(1, k, 2)]
    return json.dumps({"requests": reqs, "responses": resps, "time_limit": 100}) + "\n"

jobs = []
for g in games[:leak_games]:
    turns = list(g["opening"]["turns"]) + [m["m"] for m in g["moves"]]
    n = len(turns)
    if g["verdict"] not in ("WIN_SIX", "DRAW_FULL"):
        n -= 1  # the failing turn itself is not on the board
    for level in ("default", "greedy"):
        # the last turn index < n belonging to the colour that bot played
        c6_black = g["black"]["name"] == "c6bot"
        black = c6_black if level == "default" else not c6_black
        k = n - 1
        while k >= 0 and (k % 2 == 0) != black:
            k -= 1
        if k >= 1 or (k == 0 and black):
            jobs.append((g["game"], level, request(turns, k)))

def run(job):
    game, level, inp = job
    args = [bot] + ([] if level == "default" else ["--level", "greedy"])
    p = subprocess.run(args, input=inp.encode(), capture_output=True, timeout=120)
    err = p.stderr.decode(errors="replace")
    bad = pattern.search(err) is not None or p.returncode != 0 or not p.stdout.startswith(b'{"response"')
    return game, level, p.returncode, bad, err

leaks = []
with concurrent.futures.ThreadPoolExecutor(max_workers=2) as ex:
    for game, level, code, bad, err in ex.map(run, jobs):
        if bad:
            first = next((l for l in err.splitlines() if pattern.search(l)), err.strip()[-200:])
            leaks.append("game %d %s: exit %d: %s" % (game, level, code, first))

print("soak: %d games logged; c6bot +%d -%d =%d; verdicts: %s" % (
    len(games), score["win"], score["loss"], score["draw"],
    ", ".join("%s %d" % kv for kv in sorted(verdicts.items()))))
print("soak: crashes (either bot): %d" % len(crashes))
for c in crashes[:20]:
    print("  " + c)
print("soak: time losses by c6bot: %d" % len(time_losses))
for c in time_losses[:20]:
    print("  " + c)
print("soak: sanitizer reports in stderr logs: %d" % len(reports))
for c in reports[:20]:
    print("  " + c)
print("soak: leak pass: %d bot runs, %d with a sanitizer report or a bad exit" % (len(jobs), len(leaks)))
for c in leaks[:20]:
    print("  " + c)
ok = judge_code == 0 and len(games) > 0 and not crashes and not time_losses and not reports and not leaks
print("soak: %s" % ("PASS" if ok else "FAIL"))
sys.exit(0 if ok else 1)
EOF
