#!/usr/bin/env python3
"""Where c6bot's turn goes: the time of each search step over positions from judged games.

Takes the positions a bot met in c6judge game logs (JSONL, optionally gzipped): from each game
where a bot named PREFIX... played, every K-th of its own turns after the opening, from its own
third turn on. Each game is played at the board size its log line gives ("size"); with --size N
only the games of that size are taken. Each position is given to `c6bot analyze` as a Botzone
request at the game's size, at the turn time (or depth) asked, with any --param overrides, and
its "time:" line is read. Prints one line per position (game, turn, reason, depth, the six step
times in ms) unless -q, then the mean and median of each step and the mean depth over the
positions the alpha-beta searched (reason search, next, re-search or extend). Games are numbered
as `c6judge replay` numbers them (the log's "game", which version-1 logs count from 0, plus one;
version 2 counts from 1); turns count from Black's first stone, the opening's turns included:

    tools/phase-times.py --c6bot build/c6bot --side c6 [--size N] [--time 0.25 | --depth D]
                         [--every 3] [--positions 60] [--param NAME=VALUE]... [-q]
                         LOG.jsonl[.gz]...

The steps are those of the default level's think() (src/search/search_report.h): our threats,
the opponent's threats after a pass (with the root candidates), the candidates' refutation
checks, the alpha-beta, the verification of the choice, the extension.
Exit codes: 0 done, 1 a log could not be read, no position matched (no game of the side, or of
--size) or c6bot failed, 2 usage error.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

from cli_args import ranged
from judge_log import game_number, read_games

STEPS = ["threats", "pass", "refute", "search", "verify", "extend"]
# The reasons of turns on which the alpha-beta ran (the others answered before it).
SEARCHED = {"search", "next", "re-search", "extend"}
TIME_LINE = re.compile(
    r"^time: our threats ([\d.]+) ms, opponent's after a pass ([\d.]+), refutation checks "
    r"([\d.]+), alpha-beta ([\d.]+), verification ([\d.]+), extension ([\d.]+)$", re.M)
BEST_LINE = re.compile(r"^best: .* reason (\S+) score -?\d+ depth (\d+) ", re.M)


def request(turns, me, upto):
    """The Botzone request of the side `me` (0 Black, 1 White) before turn `upto`."""
    def stones(t):
        return {"x0": t[0], "y0": t[1], "x1": t[2], "y1": t[3]}
    theirs = [stones(turns[i]) for i in range(1 - me, upto, 2)]
    ours = [stones(turns[i]) for i in range(me, upto, 2)]
    if me == 0:
        theirs = [stones([-1, -1, -1, -1])] + theirs
    return {"requests": theirs, "responses": ours}


def positions(logs, prefix, size, every):
    """(game, turn number from 1, board size, request) for the chosen turns of the bot named
    prefix...; size None takes every game at its own size, else only the games of that size."""
    for path in logs:
        for rec in read_games(path):
            game_size = rec.get("size", 15)
            if size is not None and game_size != size:
                continue
            names = [rec["black"]["name"], rec["white"]["name"]]
            me = next((c for c in (0, 1) if names[c].startswith(prefix)), None)
            if me is None:
                continue
            opening = rec.get("opening", {}).get("turns", [])
            turns = [list(t) for t in opening] + [m["m"] for m in rec["moves"]]
            own = [n for n in range(len(opening), len(turns)) if n % 2 == me]
            for k, n in enumerate(own):
                if k >= 2 and (k - 2) % every == 0:
                    yield game_number(rec), n + 1, game_size, request(turns, me, n)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("logs", nargs="+", metavar="LOG")
    ap.add_argument("--c6bot", required=True)
    ap.add_argument("--side", default="c6", help="the bot's name prefix (default c6)")
    ap.add_argument("--size", type=ranged(6, 25),
                    help="only the games of this board size (default: every game, each at the "
                         "size its log line gives)")
    limit = ap.add_mutually_exclusive_group()
    limit.add_argument("--time", type=float, help="seconds per turn (0.01..60; default 1)")
    limit.add_argument("--depth", type=ranged(1, 64), help="depth limit (deterministic)")
    ap.add_argument("--every", type=ranged(1, 100), default=3,
                    help="every K-th own turn (default 3)")
    ap.add_argument("--positions", type=ranged(1, 100000), default=60,
                    help="at most this many positions (default 60)")
    ap.add_argument("--param", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("-q", action="store_true", help="only the summary")
    a = ap.parse_args()
    if a.time is not None and not 0.01 <= a.time <= 60:
        ap.error("--time must be in 0.01..60 seconds")
    cmd = [a.c6bot, "analyze"]
    cmd += ["--depth", str(a.depth)] if a.depth else ["--time", str(a.time or 1.0)]
    for p in a.param:
        cmd += ["--param", p]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        req = os.path.join(tmp, "request.json")
        try:
            chosen = list(positions(a.logs, a.side, a.size, a.every))[:a.positions]
        except (OSError, ValueError, KeyError) as e:
            print(f"phase-times: cannot read the logs: {e}", file=sys.stderr)
            return 1
        if not chosen:
            print(f"phase-times: no position matched: no game in the logs where a bot named "
                  f"{a.side}... played"
                  + (f" on a {a.size}x{a.size} board" if a.size is not None else "")
                  + f" with a third own turn after the opening", file=sys.stderr)
            return 1
        for game, turn, size, r in chosen:
            with open(req, "w") as f:
                json.dump(r, f)
            try:
                out = subprocess.run(cmd + ["--size", str(size), req], capture_output=True,
                                     text=True, timeout=600)
            except (OSError, subprocess.TimeoutExpired) as e:
                print(f"phase-times: cannot run {a.c6bot} analyze: {e}", file=sys.stderr)
                return 1
            best, times = BEST_LINE.search(out.stdout), TIME_LINE.search(out.stdout)
            if out.returncode != 0 or not best or not times:
                print(f"phase-times: c6bot analyze failed on game {game} turn {turn}: "
                      f"{out.stderr.strip() or out.stdout[-200:]}", file=sys.stderr)
                return 1
            ms = [float(x) for x in times.groups()]
            rows.append((best.group(1), int(best.group(2)), ms))
            if not a.q:
                print(f"game {game} turn {turn} {best.group(1)} depth {best.group(2)} "
                      + " ".join(f"{s} {v:.1f}" for s, v in zip(STEPS, ms)))
    searched = [r for r in rows if r[0] in SEARCHED]
    print(f"positions {len(rows)}, searched by the alpha-beta {len(searched)}")
    if searched:
        for i, s in enumerate(STEPS):
            col = [r[2][i] for r in searched]
            print(f"{s:8} mean {statistics.mean(col):7.1f} ms  median {statistics.median(col):7.1f}")
        total = [sum(r[2]) for r in searched]
        print(f"{'total':8} mean {statistics.mean(total):7.1f} ms  median "
              f"{statistics.median(total):7.1f}")
        print(f"depth    mean {statistics.mean(r[1] for r in searched):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
