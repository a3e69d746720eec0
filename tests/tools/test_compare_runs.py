#!/usr/bin/env python3
"""tools/compare-runs.py on hand-made logs whose every figure is worked out below, and on a
committed pair of time-odds runs of one schedule (c6bot at 250 ms, the default and with narrower
replies, against 1d7b5c5 at 1 s, seed 2), whose figures are recounted here from the games and
must be the experiment's (docs/experiments/2026-12-02-narrower-replies-at-time-odds.md: +1.0
points a game, +-8.0, 123 of 240 games alike); the experiment's two equal-time comparisons
(+5.4 +-7.6 and -4.6 +-7.9) too. Also: the games of a stopped run that the other run does not
hold are counted as unmatched and left out; a gzipped log reads as the plain one; logs of other
schedules (openings file, board size, seed, opponent) are refused with exit 1, a rebuilt
opponent accepted with --other-binaries; the same log twice is warned of; a missing log and a
non-JSON line exit 1 with a message and no traceback; usage errors exit 2.

usage: test_compare_runs.py SOURCE_DIR BUILD_DIR
"""
import gzip
import json
import math
import os
import re
import sys
import tempfile

from tool_checks import Checks, judge_games, run_script

SRC = sys.argv[1]
SCRIPT = os.path.join(SRC, "tools", "compare-runs.py")
MEASURED = os.path.join(SRC, "samples", "logs", "measured")
check = Checks()


def run(args):
    return run_script(SCRIPT, args, timeout=120)


def figures(r):
    """The JSON of a --json run, or None."""
    try:
        return json.loads(r.stdout)
    except ValueError:
        return None


def bot(name, sha, time):
    return {"name": name, "proto": "botzone-json", "sha256": sha, "args": "--size 19",
            "overrides": ",time=%d" % time}


def header(cand, opp, games=6, **run_keys):
    """A version-2 run header: cand first, as `c6judge match` writes its bots in order."""
    run = {"mode": "match", "bots": [cand, opp], "size": 19, "seed": "1", "openings": 3,
           "openings_sha256": "f" * 64, "symmetry": True, "max_turns": 0,
           "limits": {"turn_ms": 1000}}
    run.update(run_keys)
    return {"c6judge_run": 1, "shard": [1, 1], "games": games, "run": run,
            "cmds": ["c6 --size 19", "opp --size 19"]}


def game(number, cand, opp, opening, symmetry, cand_black, score):
    """A version-2 game record in which cand scores `score` (1, 0.5 or 0)."""
    black, white = (cand, opp) if cand_black else (opp, cand)
    side = "black" if cand_black else "white"
    other = "white" if cand_black else "black"
    winner = {1: side, 0.5: "none", 0: other}[score]
    result = {"black": "1-0", "white": "0-1", "none": "1/2-1/2"}[winner]
    as_player = [{k: b[k] for k in ("name", "proto", "sha256")} for b in (black, white)]
    return {"c6judge": 2, "game": number, "pairing": 0, "round": (number - 1) // 2,
            "seed": str(1000 + number), "size": 19, "black": as_player[0],
            "white": as_player[1], "opening": {"name": opening, "symmetry": symmetry,
                                              "turns": [[9, 9, -1, -1]]},
            "moves": [{"m": [number, 0, number, 1], "ms": 1.0}], "result": result,
            "winner": winner, "verdict": "WIN_SIX" if winner != "none" else "DRAW_FULL"}


def write(path, head, games):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "wt") as f:
        if head is not None:
            f.write(json.dumps(head) + "\n")
        for g in games:
            f.write(json.dumps(g) + "\n")


# Hand-made schedule: three openings, each played with the candidate Black (odd game) and White
# (even game), at the openings' symmetries 0, 3 and 5. The candidate scores:
#
#   opening  colour   A     B     B - A
#   o01      Black    1     1     0
#   o01      White    0     1     +1      o01's sum +1
#   o02      Black    1/2   0     -1/2
#   o02      White    0     0     0       o02's sum -1/2
#   o03      Black    0     1     +1
#   o03      White    0     1/2   +1/2    o03's sum +3/2
#
# A: 1-4-1, 1.5 of 6 = 25.0%; B: 3-2-1, 3.5 of 6 = 58.3%; 4 games end differently, 2 alike.
# The sums +1, -1/2, +3/2 have mean 2/3, so 1/3 points a game: +33.3 (and 58.3 - 25.0 = 33.3).
# Their deviations from the mean, +1/3, -7/6, +5/6, square to 1/9 + 49/36 + 25/36 = 13/6; over
# n - 1 = 2 that is 13/12, sd sqrt(13/12) = 1.04083; the mean's standard error over 2 games
# sd / sqrt(3) / 2 = 0.300463; t(0.975, 2) = 4.302653, so the interval is +-1.29279: +-129.3,
# from 33.3 - 129.3 = -95.9 to +162.6.
CAND_A = bot("c6-a", "a" * 64, 250)
CAND_B = bot("c6-b", "b" * 64, 250)
OPP = bot("opp", "0" * 64, 1000)
SCORES = [("o01", 0, 1, 1), ("o01", 0, 0, 1), ("o02", 3, 0.5, 0), ("o02", 3, 0, 0),
          ("o03", 5, 0, 1), ("o03", 5, 0, 0.5)]  # (opening, symmetry, A's score, B's score)
games_a = [game(k + 1, CAND_A, OPP, o, s, k % 2 == 0, sa)
           for k, (o, s, sa, _) in enumerate(SCORES)]
games_b = [game(k + 1, CAND_B, OPP, o, s, k % 2 == 0, sb)
           for k, (o, s, _, sb) in enumerate(SCORES)]
# The judge writes games as they finish: B's file order is not the schedule's.
games_b = [games_b[i] for i in (3, 0, 5, 1, 4, 2)]

with tempfile.TemporaryDirectory() as tmp:
    path_a, path_b = os.path.join(tmp, "a.jsonl"), os.path.join(tmp, "b.jsonl")
    write(path_a, header(CAND_A, OPP), games_a)
    write(path_b, header(CAND_B, OPP), games_b)

    r = run([path_a, path_b])
    check(r.returncode == 0, "hand-made logs: exit 0 (stderr: %s)" % r.stderr.strip())
    lines = r.stdout.splitlines()
    check("opponent: opp" in lines, "the opponent is the bot both logs share")
    check(any(line.startswith("A: c6-a 1-4-1 25.0% in 6 games") for line in lines),
          "A's own score 1-4-1, 25.0%")
    check(any(line.startswith("B: c6-b 3-2-1 58.3% in 6 games") for line in lines),
          "B's own score 3-2-1, 58.3%")
    check("matched: 6 games over 3 openings (3 with 2 games); unmatched: 0 in A, 0 in B"
          in lines, "all 6 games matched over 3 openings, whatever the file order")
    check("ended differently for the candidate: 4 of 6 (2 alike)" in lines, "4 games differ")
    check(any(line.startswith("B - A: +33.3 points a game, +-129.3 [-95.9, +162.6] (95%, by "
                              "opening: t 4.303 with 2 degrees of freedom)")
              for line in lines), "the paired figure +33.3, +-129.3 (t with 2 df)")
    check("openings by their sum of differences (B - A): -2 0  -1.5 0  -1 0  -0.5 1  0 0  "
          "+0.5 0  +1 1  +1.5 1  +2 0" in lines, "one opening each at -0.5, +1 and +1.5")

    r = run(["--json", path_a, path_b])
    f = figures(r)
    check(r.returncode == 0 and f is not None, "--json: exit 0 and JSON on stdout")
    check("B - A: +33.3" in r.stderr, "--json: the text goes to stderr")
    if f:
        check(abs(f["difference"] - 100 / 3) < 1e-9, "--json: difference 33.33...")
        check(abs(f["interval"] - 100 * 4.302653 * math.sqrt(13 / 12) / math.sqrt(3) / 2) < 1e-3,
              "--json: interval t(0.975, 2) * sd / sqrt(3) / 2")
        check(abs(f["t"] - 4.302653) < 1e-6, "--json: t(0.975, 2) = 4.302653")
        check(f["matched"] == 6 and f["openings"] == 3 and f["different"] == 4,
              "--json: 6 matched, 3 openings, 4 different")
        check(f["a"]["candidate"] == "c6-a" and f["b"]["candidate"] == "c6-b"
              and f["opponent"] == "opp", "--json: the candidates and the opponent")

    # Named candidates give the same figures; swapping the logs negates the difference.
    r = run(["--a", "c6-a", "--b", "c6-b", path_a, path_b])
    check(r.returncode == 0 and "B - A: +33.3 points a game, +-129.3" in r.stdout,
          "--a and --b name the candidates: the same figures")
    r = run([path_b, path_a])
    check(r.returncode == 0 and "B - A: -33.3 points a game, +-129.3" in r.stdout,
          "the logs swapped: -33.3, the same interval")

    # A stopped run: B without its o02 and o03 White games (4 of 6). A's two are unmatched.
    # Matched differences: o01 0 and +1 (sum +1), o02 -1/2 (one game), o03 +1 (one game). The
    # figure is the total over the matched games, 3/2 over 4 = 0.375: +37.5 (A on them 1-2-1,
    # 37.5%; B 3-1-0, 75.0%). Its interval by opening (the ratio estimator): residuals
    # s - 0.375 m of 1 - 0.75 = 0.25, -0.5 - 0.375 = -0.875 and 1 - 0.375 = 0.625 square to
    # 1.21875; times n / (n - 1) = 3/2, 1.828125, its root 1.352082 over 4 games 0.338021;
    # times 4.302653: +-1.454386, +-145.4.
    path_s = os.path.join(tmp, "stopped.jsonl")
    write(path_s, header(CAND_B, OPP), [g for g in games_b if g["game"] not in (4, 6)])
    r = run([path_a, path_s])
    lines = r.stdout.splitlines()
    check(r.returncode == 0, "a stopped run: exit 0 (stderr: %s)" % r.stderr.strip())
    check("matched: 4 games over 3 openings (2 with 1 game, 1 with 2 games); unmatched: 2 in A, "
          "0 in B" in lines, "a stopped run: 4 matched, A's 2 others unmatched")
    check("   on the matched games: 1-2-1 37.5% in 4" in lines,
          "a stopped run: A's score on the matched games")
    check(any(line.startswith("B: c6-b 3-1-0 75.0% in 4 games") for line in lines),
          "a stopped run: B's own score")
    check(any(line.startswith("B - A: +37.5 points a game, +-145.4 ") for line in lines),
          "a stopped run: +37.5, +-145.4 (the total over the matched games)")
    r = run([path_s, path_a])
    check("unmatched: 0 in A, 2 in B" in r.stdout and "B - A: -37.5 points a game" in r.stdout,
          "the stopped run as A: B's 2 games unmatched, -37.5")

    # A gzipped log reads as the plain one.
    path_gz = os.path.join(tmp, "b.jsonl.gz")
    write(path_gz, header(CAND_B, OPP), games_b)
    r = run([path_a, path_gz])
    check(r.returncode == 0 and "B - A: +33.3 points a game, +-129.3" in r.stdout,
          "a gzipped log: the same figures")

    # Not one schedule: exit 1, the message naming what differs.
    for what, head, games, want in (
            ("another openings file", header(CAND_B, OPP, openings_sha256="e" * 64), games_b,
             "openings file differs"),
            ("another seed", header(CAND_B, OPP, seed="2"), games_b, "seed differs"),
            ("another board size", header(CAND_B, OPP, size=15),
             [dict(g, size=15) for g in games_b], "board size"),
            ("another opponent's executable", header(CAND_B, bot("opp", "9" * 64, 1000)),
             games_b, "sha256"),
            ("another opponent's time", header(CAND_B, bot("opp", "0" * 64, 500)), games_b,
             "time=500")):
        other = os.path.join(tmp, "other.jsonl")
        write(other, head, games)
        r = run([path_a, other])
        check(r.returncode == 1 and "compare-runs:" in r.stderr and want in r.stderr
              and "Traceback" not in r.stderr and not r.stdout,
              f"{what}: refused, exit 1, the message says '{want}' (stderr: {r.stderr.strip()})")
    # With the candidates named, a different opponent is refused as one; --other-binaries
    # accepts a rebuilt one (the same name, arguments and keys).
    write(other, header(CAND_B, bot("opp", "9" * 64, 1000)), games_b)
    r = run(["--a", "c6-a", "--b", "c6-b", path_a, other])
    check(r.returncode == 1 and "not one opponent" in r.stderr and "--other-binaries" in r.stderr,
          "named candidates, a rebuilt opponent: refused, --other-binaries suggested")
    r = run(["--other-binaries", path_a, other])
    check(r.returncode == 0 and "B - A: +33.3 points a game" in r.stdout,
          "--other-binaries: a rebuilt opponent accepted")

    # The same log twice: a warning; with the candidate named, nothing differs.
    r = run([path_a, path_a])
    check(r.returncode == 2 and "given twice" in r.stderr and "--a NAME" in r.stderr,
          "the same log twice: warned, and both bots are common: name one (exit 2)")
    r = run(["--a", "c6-a", path_a, path_a])
    check(r.returncode == 0 and "given twice" in r.stderr
          and "B - A: +0.0 points a game, +-0.0" in r.stdout,
          "the same log twice with --a: warned, +0.0 +-0.0")
    copied = os.path.join(tmp, "copy.jsonl.gz")
    write(copied, header(CAND_A, OPP), games_a)
    r = run(["--a", "c6-a", path_a, copied])
    check(r.returncode == 0 and "6 game records of B are also in A" in r.stderr,
          "a copy of a log: warned")

    # Bad input: a clear message on stderr, no traceback.
    bad = os.path.join(tmp, "bad.jsonl")
    with open(bad, "w") as fh:
        fh.write(json.dumps(header(CAND_B, OPP)) + "\n" + json.dumps(games_b[0]) + "\n"
                 + "{not json\n")
    for what, args in (("a missing log", [path_a, os.path.join(tmp, "none.jsonl")]),
                       ("a non-JSON line", [path_a, bad]),
                       ("a log without games", [path_a, os.devnull])):
        r = run(args)
        check(r.returncode == 1 and "compare-runs: cannot read" in r.stderr
              and "Traceback" not in r.stderr,
              f"{what}: exit 1, 'cannot read', no traceback (stderr: {r.stderr.strip()})")
    for what, args in (("no log", []), ("one log", [path_a]),
                       ("three logs", [path_a, path_b, path_b]),
                       ("an unknown option", ["--x", path_a, path_b]),
                       ("--a naming no bot", ["--a", "nobody", path_a, path_b])):
        r = run(args)
        check(r.returncode == 2 and "Traceback" not in r.stderr, f"{what}: exit 2")

# The committed pair: the default (A) and the narrower replies (B) at time odds, seed 2, on one
# machine. Recounted here from the games: each keyed by opening, symmetry and c6's colour.
A = os.path.join(MEASURED, "odds-250ms-level5-vs-1d7b5c5-1s-19-s2.jsonl.gz")
B = os.path.join(MEASURED, "odds-250ms-reply10x5-level5-vs-1d7b5c5-1s-19-s2.jsonl.gz")


def c6_scores(path):
    out = {}
    for rec in judge_games(path).values():
        colour = "black" if rec["black"]["name"] == "c6-250ms" else "white"
        key = (rec["opening"]["name"], rec["opening"]["symmetry"], colour)
        out[key] = 0.5 if rec["winner"] == "none" else float(rec["winner"] == colour)
    return out


sa, sb = c6_scores(A), c6_scores(B)
sums = {}
for k in sa:
    sums[k[0]] = sums.get(k[0], 0) + sb[k] - sa[k]
n = len(sums)
mean = sum(sums.values()) / n / 2
sd = math.sqrt(sum((s - 2 * mean) ** 2 for s in sums.values()) / (n - 1))
alike = sum(1 for k in sa if sa[k] == sb[k])
r = run(["--json", A, B])
f = figures(r)
check(r.returncode == 0 and f is not None, "committed pair: exit 0 (stderr: %s)" % r.stderr)
if f:
    check(f["matched"] == 240 and f["openings"] == 120 == n, "240 games matched, 120 openings")
    check(f["a"]["unmatched"] == 0 and f["b"]["unmatched"] == 0, "no game unmatched")
    check(abs(f["difference"] - 100 * mean) < 1e-9, "the difference recounted from the games")
    check(abs(f["interval"] - 100 * 1.9801 * sd / math.sqrt(n) / 2) < 0.01,
          "the interval: t(0.975, 119) = 1.9801 standard errors, recounted")
    check(240 - f["different"] == alike == 123, "123 games alike, as the experiment says")
    check(all(f["sums"][("%+g" % v) if v else "0"] ==
              sum(1 for s in sums.values() if s == v) for v in [x / 2 for x in range(-4, 5)]),
          "the openings counted by their sums, recounted")
    check(f["a"]["wins"] == 100 and f["a"]["losses"] == 128 and f["a"]["draws"] == 12
          and f["b"]["wins"] == 99 and f["b"]["losses"] == 122 and f["b"]["draws"] == 19,
          "own scores 100-128-12 and 99-122-19, as the experiment's table")
text = r.stderr.splitlines()
check(any(line.startswith("B - A: +1.0 points a game, +-8.0 ") for line in text),
      "the experiment's figure at time odds: +1.0 points, +-8.0")
check(any(line.startswith("A: c6-250ms 100-128-12 44.2% in 240 games") for line in text)
      and any(line.startswith("B: c6-250ms 99-122-19 45.2% in 240 games") for line in text),
      "the experiment's scores, 44.2% and 45.2%")

# The experiment's equal-time comparisons against the default on the same machine.
DEFAULT = os.path.join(MEASURED, "equal-250ms-level5-vs-1d7b5c5-19-ea61902.jsonl.gz")
for log, want in (("equal-250ms-reply10x5-level5-vs-1d7b5c5-19.jsonl.gz", "+5.4 points a game, "
                   "+-7.6 "),
                  ("equal-250ms-reply10x5-root12x6-level5-vs-1d7b5c5-19.jsonl.gz",
                   "-4.6 points a game, +-7.9 ")):
    r = run([DEFAULT, os.path.join(MEASURED, log)])
    check(r.returncode == 0 and re.search(r"^B - A: " + re.escape(want), r.stdout, re.M),
          f"equal time, {log}: {want.strip()}")

check.finish()
