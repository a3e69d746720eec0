#!/usr/bin/env python3
"""`c6judge play` driven through a pipe (README "c6judge serve", terminal play).

Plays against c6bot --level greedy: a bad point, a wrong stone count, junk and an empty line each
get a message and the same prompt; hint asks the bot; undo takes back a turn; the human then plays
stones that never make six until the bot wins or the human quits; the log line is read back.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

ap = argparse.ArgumentParser()
ap.add_argument("--judge", required=True)
ap.add_argument("--bot", required=True)
args = ap.parse_args()

# Even-even cells from the bottom row: never adjacent, so the human never makes six.
cells = ["%s%d" % ("ABCDEFGHIJKLMNO"[x], y + 1) for y in range(14, -1, -2) for x in range(0, 15, 2)]
script = ["H8", "hint", "undo", "Z99", "A1 A1", "foo", "", cells[0]]
for i in range(1, 40, 2):
    script.append(cells[i] + " " + cells[i + 1])
script.append("quit")
with tempfile.TemporaryDirectory() as tmp:
    log = os.path.join(tmp, "play.jsonl")
    out = subprocess.run([args.judge, "play", "--bot", "name=greedy,cmd=%s --level greedy" % args.bot,
                          "--log", log], input="\n".join(script) + "\n", capture_output=True,
                         text=True, timeout=300)
    text = out.stdout
    checks = [
        (out.returncode == 0, "exit code 0 (%d): %s" % (out.returncode, out.stderr)),
        ("hint from greedy: " in text, "hint answers with the bot's turn"),
        ("not played: Z99 is off the 15x15 board" in text, "off-board point refused"),
        ("not played: wrong_count: 2 stone(s), this turn needs 1" in text, "stone count refused"),
        ("not played: a row number must follow 'F'" in text, "junk refused"),
        ("type your stones" in text, "empty line explained"),
        (text.count("your turn (1 stone)") >= 6, "the same prompt after each bad input"),
        ("Game over: greedy wins: WIN_SIX (six)" in text, "the bot wins by six"),
    ]
    with open(log) as f:
        lines = f.read().splitlines()
    game = json.loads(lines[-1])
    checks.append((len(lines) == 1 and game["verdict"] == "WIN_SIX" and game["winner"] == "white"
                   and game["black"]["name"] == "human", "the game is logged: " + lines[-1][:200]))
    ok = True
    for cond, what in checks:
        print(("ok: " if cond else "FAIL: ") + what)
        ok = ok and cond
    if not ok:
        print(text)
    sys.exit(0 if ok else 1)
