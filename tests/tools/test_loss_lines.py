#!/usr/bin/env python3
"""tools/loss-lines.py on a committed log (96 games of c6bot against Cloudict at depth 5, seed 1):
the lines of one lost game are checked stone by stone against the log; every line comes from a
lost game of the side asked for, at one of its first N own turns after the opening; each line
parses as a --learn position of `c6bot book build` (a tiny build over all of them); --earlier
adds whole earlier games that reach a new position in another frame, and nothing else; the
committed third-round learn file is what the script writes from the committed files; bad
arguments exit 2.

usage: test_loss_lines.py SOURCE_DIR BUILD_DIR
"""
import os
import subprocess
import sys
import tempfile

from tool_checks import Checks, judge_games, run_script

SRC, BUILD = sys.argv[1], sys.argv[2]
SCRIPT = os.path.join(SRC, "tools", "loss-lines.py")
LOG = os.path.join(SRC, "samples", "logs", "measured", "cloudict-d5-reply-width.jsonl.gz")
C6BOT = os.path.join(BUILD, "c6bot")
check = Checks()


def run(args):
    return run_script(SCRIPT, args)


games = judge_games(LOG)

r = run(["--turns", "3", LOG])
check(r.returncode == 0, "exit 0 (stderr: %s)" % r.stderr.strip())
lines = r.stdout.splitlines()

# Game 37: c6 as Black after o14 lost; its first two own turns (3 and 5) with Cloudict's replies.
check("o14-g00037-t03 abs 9,9 9,11 8,10 played 7,9 8,9 reply 11,9 10,10" in lines,
      "game 37, turn 3")
check("o14-g00037-t05 abs 9,9 9,11 8,10 7,9 8,9 11,9 10,10 played 7,10 8,12 reply 12,8 12,10"
      in lines, "game 37, turn 5")

lost = {g for g, rec in games.items()
        if (rec["black"]["name"].startswith("c6") and rec["result"] == "0-1")
        or (rec["white"]["name"].startswith("c6") and rec["result"] == "1-0")}
seen = set()
for line in lines:
    name, rest = line.split(" abs ", 1)
    opening, g, t = name.rsplit("-", 2)
    game, turn = int(g[1:]), int(t[1:])
    rec = games[game]
    seen.add(game)
    ok = game in lost and rec["opening"]["name"] == opening
    # The stones before the turn: the opening's, then the moves, as the log holds them.
    turns = [list(x) for x in rec["opening"]["turns"]] + [m["m"] for m in rec["moves"]]
    want = " ".join("%d,%d" % (x[0], x[1]) + ("" if x[2] < 0 else " %d,%d" % (x[2], x[3]))
                    for x in turns[:turn - 1])
    played, reply = turns[turn - 1], turns[turn]
    ok = ok and rest == "%s played %d,%d %d,%d reply %d,%d %d,%d" % (
        want, played[0], played[1], played[2], played[3], reply[0], reply[1], reply[2], reply[3])
    c6_black = rec["black"]["name"].startswith("c6")
    ok = ok and ((turn - 1) % 2 == 0) == c6_black and turn > len(rec["opening"]["turns"])
    if not ok:
        check(False, "line matches its game: " + line)
        break
check(seen == lost, "every lost game has lines, no won game has any (%d of %d)" %
      (len(seen), len(lost)))
per_game = {}
for line in lines:
    g = line.split(" ")[0].rsplit("-", 2)[1]
    per_game[g] = per_game.get(g, 0) + 1
check(max(per_game.values()) == 3, "--turns 3: at most 3 lines a game")

r = run(["--side", "cloudict", "--turns", "1", LOG])
check(r.returncode == 0 and len(r.stdout.splitlines()) == len(games) - len(lost),
      "--side cloudict: one line per game Cloudict lost")

with tempfile.TemporaryDirectory() as tmp:
    learn = os.path.join(tmp, "learn.txt")
    with open(learn, "w") as f:
        f.write("\n".join(lines) + "\n")
    b = subprocess.run([C6BOT, "book", "build", "--learn", learn, "--out",
                        os.path.join(tmp, "b.cpp"), "--lookahead", "1", "--nodes", "1000"],
                       capture_output=True, text=True, timeout=600)
    check(b.returncode == 0, "every line parses as a --learn position (%s)" %
          b.stderr.strip().splitlines()[-1:])


def flip_line(line, size=19):
    """The line in another frame (mirror left-right, then transpose), its name kept."""
    out = []
    for w in line.split():
        if "," in w:
            x, y = map(int, w.split(","))
            x = size - 1 - x
            w = "%d,%d" % (y, x)
        out.append(w)
    return " ".join(out)


def renamed(line, name):
    return name + " " + line.split(" ", 1)[1]


# An earlier file: game x01 reaches the new line's position in another frame (its two lines are
# expected, the second at a position of its own); game x02 does not; a second run named x01
# later in the file is another game and does not either; a copy of a new line is not repeated.
target = lines[1]
far = "abs 0,0 0,1 0,2 1,0 1,1 played 2,0 2,1 reply 3,0 3,1"
earlier_text = "\n".join([
    "# an earlier round",
    renamed(flip_line(target), "x01-g00001-t05"),
    "x01-g00001-t07 " + far.replace("0,0", "0,18"),
    "x02-g00002-t03 " + far,
    "x01-g00001-t03 " + far.replace("1,1", "2,2"),
    lines[0],
]) + "\n"
with tempfile.TemporaryDirectory() as tmp:
    earlier = os.path.join(tmp, "earlier.txt")
    with open(earlier, "w") as f:
        f.write(earlier_text)
    r = run(["--turns", "3", "--earlier", earlier, LOG])
    got = r.stdout.splitlines()
    check(r.returncode == 0 and got[:len(lines)] == lines,
          "--earlier: the new lines first, unchanged")
    check(got[len(lines):] == earlier_text.splitlines()[1:3],
          "--earlier: the whole game reaching a new position in another frame, nothing else")
    check("2 lines of earlier games" in r.stderr, "--earlier: the count on stderr")
    r = run(["--earlier", os.path.join(tmp, "missing.txt"), LOG])
    check(r.returncode == 1 and "missing.txt" in r.stderr, "--earlier unreadable: exit 1, named")
    # A learn line may leave out `played`; it still reaches the position.
    with open(earlier, "w") as f:
        f.write(renamed(flip_line(target), "x03-g00003-t05").split(" played ")[0] + " reply "
                + target.split(" reply ")[1] + "\n")
    r = run(["--turns", "3", "--earlier", earlier, LOG])
    check(r.returncode == 0 and len(r.stdout.splitlines()) == len(lines) + 1,
          "--earlier: a line without `played` is read")
    # A `rel` line (points from the centre, as the builder reads them) reaches it too.
    rel = " ".join("%d,%d" % (int(w.split(",")[0]) - 9, int(w.split(",")[1]) - 9) if "," in w
                   else w for w in target.replace(" abs ", " rel ").split())
    with open(earlier, "w") as f:
        f.write(renamed(rel, "x05-g00005-t05") + "\n")
    r = run(["--turns", "3", "--earlier", earlier, LOG])
    check(r.returncode == 0
          and r.stdout.splitlines()[len(lines):] == [renamed(rel, "x05-g00005-t05")],
          "--earlier: a `rel` line is read from the centre")
    with open(earlier, "w") as f:
        f.write("# header\n" + lines[0] + "\nx04-g00004-t03 abs 9,9 9,x played 1,1 2,2\n")
    r = run(["--turns", "3", "--earlier", earlier, LOG])
    check(r.returncode == 1 and "earlier.txt:3" in r.stderr and r.stdout == "",
          "--earlier: a broken line: exit 1, file and line named, nothing written")

# The committed learn files of the third, fourth and fifth rounds (the fifth from a depth-6 run) are
# the script's output from the committed inputs (each round's log, the earlier rounds' learn files).
openings = os.path.join(SRC, "samples", "openings")
measured = os.path.join(SRC, "samples", "logs", "measured")
earlier_files = ["cloudict-losses-19.txt", "cloudict-losses-19-book.txt"]
for learn, log in (("cloudict-losses-19-book41.txt", "cloudict-d5-learned-book-41.jsonl.gz"),
                   ("cloudict-losses-19-book49.txt", "cloudict-d5-learned-book-49.jsonl.gz"),
                   ("cloudict-losses-19-d6-book49.txt", "cloudict-d6-learned-book-49.jsonl.gz")):
    args = ["--turns", "6"]
    for e in earlier_files:
        args += ["--earlier", os.path.join(openings, e)]
    r = run(args + [os.path.join(measured, log)])
    with open(os.path.join(openings, learn)) as f:
        committed = [l.rstrip("\n") for l in f if not l.startswith("#")]
    check(r.returncode == 0 and r.stdout.splitlines() == committed,
          "%s is reproduced (%d lines)" % (learn, len(committed)))
    earlier_files.append(learn)

for bad in (["--turns", "0", LOG], ["--turns", "61", LOG], ["--size", "5", LOG], []):
    r = run(bad)
    check(r.returncode == 2 and r.stderr.strip() != "", "refused: %s" % " ".join(bad))
r = run([os.path.join(SRC, "no-such-log.jsonl")])
check(r.returncode == 1 and "no-such-log" in r.stderr, "an unreadable log: exit 1, named")

check.finish()
