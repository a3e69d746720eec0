#!/usr/bin/env python3
"""Regenerates the whole-game golden inputs (keep-running JSON and line mode, CCGC, Cloudict).

Drives the real bot interactively and answers with a simple legal opponent (stones on cells with
both coordinates even, so it never makes six), until the bot wins. The resulting input file is
the concatenation of everything sent; the bot is deterministic with --level greedy, so piping the
file at once reproduces the session. Expected outputs come from run_golden.sh --regen and are
reviewed by hand.
  make_sessions.py BOT GOLDEN_DIR
"""
import json
import subprocess
import sys

BOT, DIR = sys.argv[1], sys.argv[2]
FLAGS = ["--level", "greedy", "--no-timing"]


class Opponent:
    def __init__(self, size):
        self.cells = [(x, y) for y in range(0, size, 2) for x in range(0, size, 2)]
        # Start near the middle so the bot has something to react to.
        c = size // 2
        self.cells.sort(key=lambda p: (max(abs(p[0] - c), abs(p[1] - c)), p[1], p[0]))
        self.taken = set()

    def stones(self, n):
        out = []
        for p in self.cells:
            if p not in self.taken:
                out.append(p)
                self.taken.add(p)
                if len(out) == n:
                    break
        return out


def start(args):
    return subprocess.Popen([BOT] + FLAGS + args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, bufsize=1)


def keep_running(name, line_mode, we_are_black):
    size = 15
    opp = Opponent(size)
    bot = start(["--keep-running"])
    sent = []

    def send(s):
        sent.append(s)
        bot.stdin.write(s)
        bot.stdin.flush()

    def read_answer():
        if line_mode:
            lines = [bot.stdout.readline() for _ in range(4)]
            move = [int(v) for v in lines[0].split()]
            debug = lines[1]
        else:
            obj = json.loads(bot.stdout.readline())
            r = obj["response"]
            move = [r["x0"], r["y0"], r["x1"], r["y1"]]
            debug = obj.get("debug", "")
        assert bot.stdout.readline().strip() == ">>>BOTZONE_REQUEST_KEEP_RUNNING<<<"
        for i in (0, 2):
            if move[i] >= 0:
                opp.taken.add((move[i], move[i + 1]))
        return debug

    if we_are_black:
        first = [-1, -1, -1, -1]
    else:
        (a,) = opp.stones(1)
        first = [a[0], a[1], -1, -1]
    if line_mode:
        send("1\n%d %d %d %d\n" % tuple(first))
    else:
        send(json.dumps({"requests": [dict(zip(["x0", "y0", "x1", "y1"], first))],
                         "responses": [], "data": "", "globaldata": "", "time_limit": 1000,
                         "memory_limit": 256}, separators=(",", ":")) + "\n")
    debug = read_answer()
    turn = 0
    while not debug.startswith("win"):
        a, b = opp.stones(2)
        turn += 1
        if line_mode:
            send("%d %d %d %d\n" % (a[0], a[1], b[0], b[1]))
        else:
            # Exercise every tolerated later-turn form.
            req = {"x0": a[0], "y0": a[1], "x1": b[0], "y1": b[1]}
            form = turn % 3
            if form == 0:
                send(json.dumps(req, separators=(",", ":")) + "\n")
            elif form == 1:
                send(json.dumps({"requests": [req]}, separators=(",", ":")) + "\n\n")
            else:
                send(">>>BOTZONE_CONTROLLER_INPUT_END<<<\n" +
                     json.dumps({"requests": req}, separators=(",", ":")) + "\n")
        debug = read_answer()
    bot.stdin.close()
    bot.wait()
    write(name, "".join(sent), FLAGS + ["--keep-running"])


def letters(p):
    return chr(65 + p[0]) + chr(65 + p[1])


def contest(name, dialect):
    size = 19
    args = ["--protocol", "cloudict"] if dialect == "cloudict" else []
    bot = start(args)
    sent = []

    def send(s):
        sent.append(s)
        bot.stdin.write(s)
        bot.stdin.flush()

    def decode(tok):
        pts = []
        for i in range(0, len(tok), 2):
            two = tok[i:i + 2]
            if two == "@@":
                continue
            x, y = ord(two[0]) - 65, ord(two[1]) - 65
            if dialect == "cloudict":
                y = size - 1 - y
            pts.append((x, y))
        return pts

    def enc(p):
        x, y = p
        if dialect == "cloudict":
            y = size - 1 - y
        return chr(65 + x) + chr(65 + y)

    send("name%s\n" % ("" if dialect == "cloudict" else "?"))
    assert bot.stdout.readline().startswith("name ")
    for colour in ("white", "black"):
        opp = Opponent(size)
        send("new %s\n" % colour)
        if colour == "black":
            line = bot.stdout.readline()
            opp.taken.update(decode(line.split()[1]))
        else:
            (a,) = opp.stones(1)
            send("move %s%s\n" % (enc(a), "" if dialect == "cloudict" else "@@"))
            line = bot.stdout.readline()
            opp.taken.update(decode(line.split()[1]))
        # Play until the bot makes six (it prints its summary on stderr; we check the board here).
        ours = set(decode(line.split()[1]))
        while not six(ours):
            a, b = opp.stones(2)
            send("move %s%s\n" % (enc(a), enc(b)))
            line = bot.stdout.readline()
            pts = decode(line.split()[1])
            opp.taken.update(pts)
            ours.update(pts)
        send("end\n")
    send("quit\n")
    bot.stdout.readline()
    bot.wait()
    write(name, "".join(sent), args + FLAGS)


def six(stones):
    for (x, y) in stones:
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            if all((x + k * dx, y + k * dy) in stones for k in range(6)):
                return True
    return False


def write(name, text, args):
    with open("%s/%s.in" % (DIR, name), "w") as f:
        f.write(text)
    with open("%s/%s.args" % (DIR, name), "w") as f:
        f.write(" ".join(args) + "\n")
    print("wrote", name)


keep_running("keep_json_game_black", False, True)
keep_running("keep_json_game_white", False, False)
keep_running("keep_line_game_white", True, False)
contest("ccgc_two_games", "ccgc")
contest("cloudict_two_games", "cloudict")
