#!/usr/bin/env python3
"""tools/gauntlet.py end to end: a mock Cloudict (tests/mock/chatty_engine, the dialect and chatter
of the real engine) at two depths and two Botzone opponents (one forfeits every game by an
illegal move), against a fast c6bot level. Every number of the printed table, forfeits included,
is recounted from the judge's logs, the command lines are checked in --dry-run, and bad
arguments are refused with a message.

usage: test_gauntlet.py SOURCE_DIR BUILD_DIR
"""
import json
import os
import re
import subprocess
import sys
import tempfile

from tool_checks import Checks

SRC, BUILD = sys.argv[1], sys.argv[2]
SCRIPT = os.path.join(SRC, "tools", "gauntlet.py")
C6BOT = os.path.join(BUILD, "c6bot")
JUDGE = os.path.join(BUILD, "c6judge")
MOCK = os.path.join(BUILD, "tests", "mock", "chatty_engine")
MOCKBOT = os.path.join(BUILD, "tests", "mock", "mockbot")
check = Checks(quiet_ok=True)


def run(args, env=None):
    e = dict(os.environ)
    e.pop("C6_CLOUDICT", None)
    e.update(env or {})
    return subprocess.run([sys.executable, SCRIPT] + args, capture_output=True, text=True, env=e)


# The verdicts that are a side's fault, as docs/rules-and-verdicts.md lists them.
FAULTS = {"TIMEOUT", "STALL", "CRASH", "ILLEGAL_MOVE", "BAD_OUTPUT", "MEM_LIMIT", "OUTPUT_LIMIT"}


def recount(log, me):
    """W-L-D overall, as Black and as White of `me`, forfeits won-lost and W-L-D without them,
    from the game lines of a judge log."""
    tally = {"all": [0, 0, 0], "black": [0, 0, 0], "white": [0, 0, 0], "forfeits": [0, 0],
             "played": [0, 0, 0]}
    with open(log) as f:
        for line in f:
            g = json.loads(line)
            if "game" not in g:
                continue
            colour = "black" if g["black"]["name"] == me else "white"
            k = 2 if g["winner"] == "none" else (0 if g["winner"] == colour else 1)
            tally["all"][k] += 1
            tally[colour][k] += 1
            if g["verdict"] in FAULTS:
                tally["forfeits"][0 if g["culprit"] != colour else 1] += 1
            else:
                tally["played"][k] += 1
    return {c: "-".join(map(str, v)) for c, v in tally.items()}


with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "g")
    base = ["--candidate", C6BOT + " --level greedy", "--name", "cand", "--judge", JUDGE,
            "--games", "4", "--time", "300", "--out", out]
    opponents = ["--depths", "3,7", "--bot", f"rnd={C6BOT} --level random --size 19",
                 "--bot", f"bad={MOCKBOT} --mode illegal --turn 1"]
    r = run(base + opponents, env={"C6_CLOUDICT": MOCK})
    print(r.stdout, r.stderr)
    check(r.returncode == 0, "the gauntlet runs")
    rows = [l for l in r.stdout.splitlines() if l.startswith("| ") and "---" not in l][1:]
    check([l.split("|")[1].strip() for l in rows] == ["cloudict-d3", "cloudict-d7", "rnd", "bad"],
          "one row per opponent, in order: " + repr(rows))
    with open(os.path.join(out, "gauntlet.md")) as f:
        check(f.read() == r.stdout, "the table is also written to OUT/gauntlet.md")
    for l in rows:
        cells = [c.strip() for c in l.split("|")[1:-1]]
        name, games, total, score, black, white, elo, forfeits, played = cells
        counts = recount(os.path.join(out, name + ".jsonl"), "cand")
        check(games == "4", f"{name}: 4 games")
        check(total == counts["all"], f"{name}: W-L-D {total} == log {counts['all']}")
        check(black.startswith(counts["black"] + " "), f"{name}: as Black {black} vs {counts}")
        check(white.startswith(counts["white"] + " "), f"{name}: as White {white} vs {counts}")
        w, l_, d = map(int, total.split("-"))
        check(score == f"{100.0 * (w + 0.5 * d) / 4:.1f}%", f"{name}: score {score}")
        check(re.fullmatch(r"(\S+) \[(\S+), (\S+)\] by opening pairs", elo) is not None,
              f"{name}: Elo with an interval by opening pair: {elo}")
        check(forfeits.split(" ")[0] == counts["forfeits"],
              f"{name}: forfeits {forfeits} == log {counts['forfeits']}")
        check(played == counts["played"], f"{name}: played out {played} == log {counts['played']}")
    # The illegal mock loses every game by its fault, and the table says so and why.
    bad = [c.strip() for c in rows[3].split("|")[1:-1]]
    check(bad[2] == "4-0-0" and bad[7] == "4-0 (ILLEGAL_MOVE 4)" and bad[8] == "0-0-0",
          "an opponent's forfeits are named and left out of the played-out W-L-D: " + repr(bad))
    check("counts as a win for the other side" in r.stdout, "the table explains forfeits")
    # The depth reaches the engine: the judge logs it as an override of that bot.
    with open(os.path.join(out, "cloudict-d7.jsonl")) as f:
        header = json.loads(f.readline())
    check("depth=7" in header["run"]["bots"][1]["overrides"], "depth 7 sent to the engine")
    check("--protocol cloudict" in header["run"]["bots"][0]["args"],
          "c6bot speaks the Cloudict dialect against Cloudict")

    # --resume on finished logs replays nothing and reports the same table.
    again = run(base + opponents + ["--resume"], env={"C6_CLOUDICT": MOCK})
    check(again.returncode == 0 and again.stdout == r.stdout, "--resume keeps the same table")

    dry = run(["--dry-run", "--cloudict", MOCK, "--depths", "5", "--judge", JUDGE,
               "--out", out])
    check(dry.returncode == 0 and "depth=5" in dry.stdout and "--symmetry" in dry.stdout
          and "balanced-19.txt" in dry.stdout and "cmd=nice -n 10 ./chatty_engine" in dry.stdout,
          "--dry-run prints the judge command, Cloudict niced by default")
    dry0 = run(["--dry-run", "--cloudict", MOCK, "--depths", "5", "--cloudict-nice", "0",
                "--judge", JUDGE, "--out", out])
    check(dry0.returncode == 0 and "cmd=./chatty_engine" in dry0.stdout, "--cloudict-nice 0")

    # Without any opponent: a message and a failing exit; the skipped Cloudict is named.
    none = run(["--judge", JUDGE, "--out", out])
    check(none.returncode != 0 and "no opponent" in none.stderr
          and "Cloudict" in none.stderr, "no opponent is an error: " + none.stderr)
    for bad, words in ((["--depths", "0"], "1..100"), (["--games", "1"], "outside"),
                       (["--bot", "noequals"], "NAME=COMMAND"),
                       (["--time", "x"], "not an integer"),
                       (["--cloudict-nice", "20"], "outside")):
        b = run(bad + ["--judge", JUDGE])
        check(b.returncode == 2 and words in b.stderr, f"{bad} refused: {b.stderr.strip()}")
    clash = run(["--judge", JUDGE, "--bot", f"c6={C6BOT}", "--out", out])
    check(clash.returncode != 0 and "own name" in clash.stderr, "a name clash is refused")

# Our own forfeits too (the mocks above never make c6bot fault): the summary's verdict counts of
# each side, faults only, go to won-lost; a non-fault verdict of either side is not a forfeit.
sys.path.insert(0, os.path.join(SRC, "tools"))
import gauntlet  # noqa: E402

cell, played = gauntlet.forfeit_cells(
    7, 3, 2, {"verdicts": {"WIN_SIX": 4, "TIMEOUT": 1}},
    {"verdicts": {"CRASH": 2, "ILLEGAL_MOVE": 1, "ADJUDICATED": 1, "WIN_SIX": 2}})
check(cell == "3-1 (CRASH 2, ILLEGAL_MOVE 1; TIMEOUT 1)" and played == "4-2-2",
      f"our forfeits are counted as lost: {cell}, {played}")

check.finish()
