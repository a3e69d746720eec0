#!/usr/bin/env python3
"""Positions from lost games, for `c6bot book build --learn FILE`.

Reads c6judge game logs (JSONL, optionally gzipped) and writes one line per turn the chosen side
played in a game it lost, from its first own turn up to its N-th, each with the move it played
and the opponent's reply that followed:

    o14-g00037-t05 abs 9,9 9,11 8,10 7,9 8,9 11,9 10,10 played 7,10 8,12 reply 12,8 12,10

(the opening's name, game and turn; the stones before the loser's move, Black's single first
stone then two per turn; the loser's move; the opponent's answer to it). The book builder
searches each position, checks its move two turns deep against the opponent's likely replies
and these known ones, and keeps an entry only where that check replaced the move, or where the
reply beats the played move but not the builder's different choice.

    tools/loss-lines.py [--side PREFIX] [--turns N] [--size N] LOG.jsonl[.gz]... > lines.txt

--side: the loser is the bot whose name starts with PREFIX (default "c6"); --turns: its first N
own turns of each lost game (1..60, default 6); --size: only games on that board (default 19).
Exit codes: 0 written, 1 a log could not be read, 2 usage error.
"""
import argparse
import gzip
import json
import sys


def read_games(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            if "game" in rec and "moves" in rec:
                yield rec


def turns_of(rec):
    """Every turn of the game as a list of (x, y) points, the opening's first."""
    turns = []
    for t in list(rec.get("opening", {}).get("turns", [])) + [m["m"] for m in rec["moves"]]:
        pts = [(t[0], t[1])]
        if len(t) >= 4 and t[2] >= 0:
            pts.append((t[2], t[3]))
        turns.append(pts)
    return turns


def loser_colour(rec, prefix):
    """'black' or 'white' if the side named PREFIX... lost this game, else None."""
    result = rec.get("result")
    for colour, lost_on in (("black", "0-1"), ("white", "1-0")):
        if rec[colour]["name"].startswith(prefix) and result == lost_on:
            return colour
    return None


def lines_of(rec, prefix, max_turns):
    colour = loser_colour(rec, prefix)
    if colour is None:
        return
    turns = turns_of(rec)
    opening = len(rec.get("opening", {}).get("turns", []))
    own = 0
    for n in range(opening, len(turns) - 1):  # the opening's turns were not the loser's choice
        mover = "black" if n % 2 == 0 else "white"
        if mover != colour:
            continue
        own += 1
        if own > max_turns:
            break
        if len(turns[n]) != 2 or len(turns[n + 1]) != 2:
            continue  # a one-stone turn (Black's first)
        stones = " ".join("%d,%d" % p for t in turns[:n] for p in t)
        played = " ".join("%d,%d" % p for p in turns[n])
        reply = " ".join("%d,%d" % p for p in turns[n + 1])
        name = rec.get("opening", {}).get("name", "line")
        yield "%s-g%05d-t%02d abs %s played %s reply %s" % (
            name, rec["game"], n + 1, stones, played, reply)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--side", default="c6")
    ap.add_argument("--turns", type=int, default=6)
    ap.add_argument("--size", type=int, default=19)
    ap.add_argument("logs", nargs="+")
    a = ap.parse_args()
    if not 1 <= a.turns <= 60:
        ap.error("--turns must be in 1..60")
    if not 6 <= a.size <= 25:
        ap.error("--size must be in 6..25")
    out = []
    for path in a.logs:
        try:
            for rec in read_games(path):
                if rec.get("size") == a.size:
                    out.extend(lines_of(rec, a.side, a.turns))
        except (OSError, ValueError, KeyError, IndexError, TypeError) as e:
            print("loss-lines: %s: %s" % (path, e), file=sys.stderr)
            return 1
    sys.stdout.write("".join(line + "\n" for line in out))
    print("loss-lines: %d positions" % len(out), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
