#!/usr/bin/env python3
"""tools/phase-times.py on a committed log (c6bot at 250 ms against 1d7b5c5 at 1 s): each
position it picks is a turn of the side asked for, every K-th own turn from its third; each
position's step times are non-negative, at a depth limit its depth is at most the limit, and a
turn answered before the alpha-beta has no time in it or after it; the summary counts the rows
and the searched ones; bad arguments exit 2, an unreadable log or a missing c6bot exits 1. On the
version-1 sample log (15x15, games numbered from 0) without --size: each game is read at its own
size and the rows carry the game numbers `c6judge replay` prints (from 1); with --size 19 nothing
matches, which is an error (exit 1), as is a side that played no game.

usage: test_phase_times.py SOURCE_DIR BUILD_DIR
"""
import os
import re
import subprocess
import sys

from tool_checks import Checks, judge_games, run_script

SRC, BUILD = sys.argv[1], sys.argv[2]
SCRIPT = os.path.join(SRC, "tools", "phase-times.py")
LOG = os.path.join(SRC, "samples", "logs", "measured", "odds-250ms-lmr3-vs-1d7b5c5-19.jsonl.gz")
LOG_V1 = os.path.join(SRC, "samples", "logs", "c6judge-match.jsonl")
C6BOT = os.path.join(BUILD, "c6bot")
C6JUDGE = os.path.join(BUILD, "c6judge")
check = Checks()


def run(args):
    return run_script(SCRIPT, args, timeout=600)


# The reasons of turns on which the alpha-beta ran (search_report.h), spelt out here so that the
# test does not read them from the tool it tests.
SEARCHED = ("search", "next", "re-search", "extend")
games = judge_games(LOG)

r = run(["--c6bot", C6BOT, "--side", "c6-250", "--depth", "2", "--every", "4",
         "--positions", "12", LOG])
check(r.returncode == 0, "exit 0 (stderr: %s)" % r.stderr.strip())
row = re.compile(r"^game (\d+) turn (\d+) (\S+) depth (\d+) threats ([\d.]+) pass ([\d.]+) "
                 r"refute ([\d.]+) search ([\d.]+) verify ([\d.]+) extend ([\d.]+)$")
rows = [row.match(line) for line in r.stdout.splitlines() if line.startswith("game ")]
check(len(rows) == 12 and all(rows), "12 position rows in the expected form")
rows = [m for m in rows if m]
for m in rows:
    game, turn = int(m.group(1)), int(m.group(2))
    rec = games[game]
    me = "black" if turn % 2 == 1 else "white"  # turn 1 is Black's first stone
    opening = len(rec["opening"]["turns"])
    own = [n + 1 for n in range(opening, opening + len(rec["moves"]))
           if (n % 2 == 0) == (me == "black")]
    k = own.index(turn) if turn in own else -1
    check(rec[me]["name"].startswith("c6-250") and k >= 2 and (k - 2) % 4 == 0,
          f"game {game} turn {turn}: c6-250's own turn, every 4th from its third")
    times = [float(m.group(i)) for i in range(5, 11)]
    check(all(t >= 0 for t in times), f"game {game} turn {turn}: step times >= 0")
    check(int(m.group(4)) <= 2, f"game {game} turn {turn}: depth <= the limit")
    if m.group(3) in SEARCHED:
        check(int(m.group(4)) >= 1, f"game {game} turn {turn}: {m.group(3)} searched a depth")
    else:  # answered before the alpha-beta: no time in it or after it
        check(sum(times[3:]) == 0, f"game {game} turn {turn}: {m.group(3)}: no search step")
searched = sum(1 for m in rows if m.group(3) in SEARCHED)
check(f"positions 12, searched by the alpha-beta {searched}" in r.stdout, "the summary's counts")
check(re.search(r"^depth    mean [\d.]+$", r.stdout, re.M) is not None, "a mean depth")

for bad in (["--time", "0", LOG], ["--every", "0", LOG], ["--depth", "2", "--time", "1", LOG],
            [LOG]):
    b = run((["--c6bot", C6BOT] if bad != [LOG] else []) + bad)
    check(b.returncode == 2, f"usage error {bad[:-1] or ['no --c6bot']} exits 2")
b = run(["--c6bot", C6BOT, "--depth", "2", os.path.join(SRC, "no-such-log.jsonl")])
check(b.returncode == 1 and "cannot read" in b.stderr, "an unreadable log exits 1")
b = run(["--c6bot", C6BOT, "--depth", "2", "--param", "k1=99", "--positions", "1", LOG])
check(b.returncode == 1 and "out of range" in b.stderr, "a knob out of range: c6bot's message")

b = run(["--c6bot", os.path.join(SRC, "no-such-c6bot"), "--depth", "2", "--positions", "1", LOG])
check(b.returncode == 1 and "cannot run" in b.stderr, "a missing c6bot exits 1 with a message")

# A version-1 log on 15x15 (games 0 and 1 in the file), no --size: the board size comes from the
# log, and the game numbers are those `c6judge replay` prints for the same file.
replay = subprocess.run([C6JUDGE, "replay", LOG_V1], capture_output=True, text=True, timeout=60)
check(replay.returncode == 0, "c6judge replay reads the version-1 sample log")
replayed = {int(m.group(1)): (m.group(2), m.group(3)) for m in
            re.finditer(r"^game (\d+): (\S+) vs (\S+):", replay.stdout, re.M)}
check(sorted(replayed) == [1, 2], "replay numbers the sample log's games 1 and 2")
v1 = run(["--c6bot", C6BOT, "--side", "c6bot", "--depth", "1", "--every", "10", LOG_V1])
check(v1.returncode == 0, "version-1 15x15 log without --size: exit 0 (stderr: %s)"
      % v1.stderr.strip())
v1_rows = [row.match(line) for line in v1.stdout.splitlines() if line.startswith("game ")]
check(len(v1_rows) > 0 and all(v1_rows), "version-1 log: position rows found at the log's size")
v1_rows = [m for m in v1_rows if m]
check({int(m.group(1)) for m in v1_rows} == {1, 2}, "version-1 log: rows of games 1 and 2")
for m in v1_rows:
    game, turn = int(m.group(1)), int(m.group(2))
    names = replayed.get(game, ("", ""))
    mover = names[0] if turn % 2 == 1 else names[1]  # turn 1 is Black's first stone
    check(mover == "c6bot", f"game {game} turn {turn} is c6bot's turn in replay's game {game}")
check(f"positions {len(v1_rows)}," in v1.stdout, "version-1 log: the summary counts the rows")
b = run(["--c6bot", C6BOT, "--side", "c6bot", "--size", "19", "--depth", "1", LOG_V1])
check(b.returncode == 1 and "no position matched" in b.stderr,
      "--size 19 on a 15x15 log: no position, exit 1 with a message")
b = run(["--c6bot", C6BOT, "--side", "nobody", "--depth", "1", LOG_V1])
check(b.returncode == 1 and "no position matched" in b.stderr,
      "a side that played no game: exit 1 with a message")

check.finish()
