#!/usr/bin/env python3
"""tools/settle-turns.py on a hand-made log whose every figure is known, and on a committed
time-odds log (c6bot at 250 ms against 1d7b5c5 at 1 s), where each row is checked against the
game's own record: one row per decided game; won or lost as the log's winner says; the settle
turn is the winner's (loser's) own turn from which its evaluated scores stay at or beyond +T
(-T) and the one before it (if any) does not; the threat win is the winner's first vcdt or win
turn and the reason the loser's turn before it; the summary's counts add up. Bad arguments exit
2; an unreadable log, or no decided game of the side, exits 1.

usage: test_settle_turns.py SOURCE_DIR BUILD_DIR
"""
import json
import os
import re
import sys
import tempfile

from tool_checks import Checks, judge_games, run_script

SRC = sys.argv[1]
SCRIPT = os.path.join(SRC, "tools", "settle-turns.py")
LOG = os.path.join(SRC, "samples", "logs", "measured",
                   "odds-250ms-dbed399-vs-1d7b5c5-19.jsonl.gz")
check = Checks()


def run(args):
    return run_script(SCRIPT, args, timeout=120)


def game(number, black, white, winner, debugs, opening_turns=2):
    """A version-2 game record: the opening's turns, then one move per debug line."""
    opening = [[9, 9, -1, -1], [8, 8, 8, 10]][:opening_turns]
    moves = [{"m": [k, 0, k, 1], "ms": 1.0, "debug": d} for k, d in enumerate(debugs)]
    return {"c6judge": 2, "game": number, "size": 19, "black": {"name": black},
            "white": {"name": white}, "opening": {"name": "o01", "turns": opening},
            "moves": moves, "winner": winner}


# Hand-made: game 1, c6 (Black) loses; Black plays turns 3, 5, 7, ... (two opening turns).
# Black's evaluated scores: 3 +50, 5 -400, 9 -350, 13 -500, 15 lost (7 is a book move and 11 an
# unsearched "next": not counted), so it settles at 5. White's: 4 +100, 6 +400, 8 +200, 10 +320,
# 12 +900, then vcdt at 14: it settles at 10 (8 breaks the run from 6), at 12 with T = 350.
lost = game(1, "c6-a", "other", "white", [
    "search d=4 n=10 score=50 t=1ms",      # 3 B
    "search d=4 n=10 score=100 t=1ms",     # 4 W
    "search d=4 n=10 score=-400 t=1ms",    # 5 B
    "search d=4 n=10 score=400 t=1ms",     # 6 W
    "book d=0 n=18 score=0 t=1ms",         # 7 B
    "extend d=5 n=10 score=200 t=1ms",     # 8 W
    "search d=4 n=10 score=-350 t=1ms",    # 9 B
    "search d=4 n=10 score=320 t=1ms",     # 10 W
    "next d=4 n=10 score=0 t=1ms",         # 11 B
    "search d=4 n=10 score=900 t=1ms",     # 12 W
    "search d=4 n=10 score=-500 t=1ms",    # 13 B
    "vcdt d=3 n=99 score=999994 t=5ms",    # 14 W
    "lost d=0 n=0 score=-1000000 t=0ms",   # 15 B
    "win d=0 n=0 score=1000000 t=0ms",     # 16 W
])
# Game 2, c6 (White) wins with no threat win logged; Black never settles (a score above -T at
# its last evaluated turn). A draw (game 3) and a game between two others (game 4) are skipped.
won = game(2, "other", "c6-b", "white", [
    "search d=4 n=10 score=-301 t=1ms",    # 3 B
    "search d=4 n=10 score=301 t=1ms",     # 4 W
    "search d=4 n=10 score=-100 t=1ms",    # 5 B
    "search d=4 n=10 score=300 t=1ms",     # 6 W
])
draw = game(3, "c6-a", "other", "none", ["search d=4 n=10 score=0 t=1ms"])
others = game(4, "x", "y", "black", ["search d=4 n=10 score=0 t=1ms"])
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "made.jsonl")
    with open(path, "w") as f:
        f.write(json.dumps({"c6judge_run": 1, "games": 4}) + "\n")
        for rec in (lost, won, draw, others):
            f.write(json.dumps(rec) + "\n")
    r = run(["--side", "c6-", path])
    check(r.returncode == 0, "hand-made log: exit 0 (stderr: %s)" % r.stderr.strip())
    lines = r.stdout.splitlines()
    check("game 1 c6-a black lost: winner settles 10 loser settles 5 threat win 14 "
          "loser's last reason search" in lines, "game 1's row: settles 10 and 5, threat win 14")
    check("game 2 c6-b white won: winner settles 4 loser settles - threat win - "
          "loser's last reason -" in lines, "game 2's row: the winner settles at 4 (+300 counts, "
          "a threshold is reached at it), the loser never, no threat win")
    check(not any(line.startswith(("game 3", "game 4")) for line in lines),
          "a draw and a game without the side are skipped")
    check("lost 1" in lines and "won 1" in lines, "the summary counts one lost, one won")
    check("  loser's reason before the threat win: search 1" in lines, "the lost game's reason")
    r = run(["--side", "c6-", "--threshold", "350", path])
    check("game 1 c6-a black lost: winner settles 12 loser settles 5 threat win 14 "
          "loser's last reason search" in r.stdout.splitlines(),
          "--threshold 350: the winner settles at 12 (10's +320 falls short)")
    r = run(["--side", "nobody", path])
    check(r.returncode == 1 and "no decided game" in r.stderr, "no game of the side: exit 1")
    bad = os.path.join(tmp, "bad.jsonl")
    with open(bad, "w") as f:
        f.write("{not json\n")
    r = run([bad])
    check(r.returncode == 1 and "cannot read" in r.stderr, "a malformed log: exit 1")

for args in (["--threshold", "0", LOG], ["--threshold", "1000001", LOG], ["--threshold", "x", LOG],
             []):
    r = run(args)
    check(r.returncode == 2, f"usage error {args[:-1] or ['no log']} exits 2")
r = run([os.path.join(SRC, "no-such-log.jsonl")])
check(r.returncode == 1 and "cannot read" in r.stderr, "a missing log: exit 1")

# The committed log: each row against its game's record.
EVALUATED = ("search", "re-search", "extend", "vcdt", "win", "lost")
games = judge_games(LOG)
r = run(["--side", "c6-250", LOG])
check(r.returncode == 0, "committed log: exit 0 (stderr: %s)" % r.stderr.strip())
row = re.compile(r"^game (\d+) (\S+) (black|white) (lost|won): winner settles (\d+|-) "
                 r"loser settles (\d+|-) threat win (\d+|-) loser's last reason (\S+)$")
rows = [row.match(line) for line in r.stdout.splitlines() if line.startswith("game ")]
decided = [g for g in games.values() if g["winner"] in ("black", "white")]
check(len(rows) == len(decided) and all(rows), f"one row per decided game ({len(decided)})")


def own_turns(rec, colour):
    """(turn, reason, score or None) of colour's turns after the opening."""
    opening = len(rec["opening"]["turns"])
    out = []
    for k, m in enumerate(rec["moves"]):
        n = opening + k + 1
        if ("black" if n % 2 == 1 else "white") != colour:
            continue
        words = m.get("debug", "").split()
        score = next((int(w[6:]) for w in words if w.startswith("score=")), None)
        out.append((n, words[0] if words else "", score))
    return out


def settles_at(turns, at, good):
    """True if `at` is where the run of evaluated scores satisfying good() that lasts to the end
    starts; at None: the last evaluated score fails good()."""
    scored = [(n, s) for n, r, s in turns if r in EVALUATED and s is not None]
    if at is None:
        return not scored or not good(scored[-1][1])
    after = [s for n, s in scored if n >= at]
    before = [s for n, s in scored if n < at]
    return (any(n == at for n, _ in scored) and all(good(s) for s in after)
            and (not before or not good(before[-1])))


lost_count = 0
for m in [m for m in rows if m]:
    rec = games[int(m.group(1))]
    me = m.group(3)
    winner = rec["winner"]
    loser = "white" if winner == "black" else "black"
    check(rec[me]["name"] == m.group(2) and (m.group(4) == "lost") == (me == loser),
          f"game {m.group(1)}: side, colour and result as the log says")
    lost_count += m.group(4) == "lost"
    ws = None if m.group(5) == "-" else int(m.group(5))
    ls = None if m.group(6) == "-" else int(m.group(6))
    check(settles_at(own_turns(rec, winner), ws, lambda s: s >= 300),
          f"game {m.group(1)}: the winner's settle turn {m.group(5)}")
    check(settles_at(own_turns(rec, loser), ls, lambda s: s <= -300),
          f"game {m.group(1)}: the loser's settle turn {m.group(6)}")
    threats = [n for n, r, _ in own_turns(rec, winner) if r in ("vcdt", "win")]
    want = str(threats[0]) if threats else "-"
    check(m.group(7) == want, f"game {m.group(1)}: threat win at {want}")
    if threats:
        before = [r for n, r, _ in own_turns(rec, loser) if n < threats[0]]
        check(m.group(8) == (before[-1] if before else "-"),
              f"game {m.group(1)}: the loser's reason before the threat win")
check(f"lost {lost_count}" in r.stdout.splitlines(), "the summary's count of lost games")
check(f"won {len(decided) - lost_count}" in r.stdout.splitlines(), "the summary's count of won")
reasons = re.search(r"^  loser's reason before the threat win: (.*)$", r.stdout, re.M)
counted = sum(int(x.split()[-1]) for x in reasons.group(1).split(", ")) if reasons else -1
check(0 < counted <= lost_count, "the lost games' reasons add up to at most the lost games")

check.finish()
