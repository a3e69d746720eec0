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

    tools/loss-lines.py [--side PREFIX] [--turns N] [--size N] [--earlier FILE]...
                        LOG.jsonl[.gz]... > lines.txt

--side: the loser is the bot whose name starts with PREFIX (default "c6"); --turns: its first N
own turns of each lost game (1..60, default 6); --size: only games on that board (default 19).

--earlier FILE (repeatable): a learn file of an earlier round. After the new lines come all the
lines of each earlier game (a run of consecutive lines with one game name) that reaches one of
the new positions, under the board's 8 symmetries; a line already written is not repeated. A
new round's build then knows the replies those games met there and the later positions they
found lost: without them, it can put back a move an earlier round replaced.
Exit codes: 0 written, 1 a log or file could not be read, 2 usage error.
"""
import argparse
import sys

from board_symmetry import canonical, symmetries
from cli_args import ranged
from judge_log import read_games


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


def line_position(line, size):
    """The stones before the line's move as the canonical key of the position under the board's
    8 symmetries, so that one position reached in two frames gives one key. A `rel` line's
    points are from the centre, as `c6bot book build` reads them."""
    words = line.split()
    if len(words) < 3 or words[1] not in ("abs", "rel"):
        raise ValueError("expected: name rel|abs x,y ...")
    shift = size // 2 if words[1] == "rel" else 0
    stones = []
    for w in words[2:]:
        if w in ("played", "reply"):  # `played` may be left out of a learn line
            break
        x, y = w.split(",")
        stones.append((int(x) + shift, int(y) + shift))
    if not stones:
        raise ValueError("no stones")
    black, white = [stones[0]], []
    for i in range(1, len(stones)):
        (white if (i - 1) // 2 % 2 == 0 else black).append(stones[i])
    return canonical(black, white, symmetries(size))


def game_runs(lines):
    """The lines grouped into games: runs of consecutive lines with one game name (a file may
    hold two rounds' lines whose game numbers coincide; each run is one game)."""
    runs = []
    for line in lines:
        game = line.split()[0].rsplit("-", 1)[0]
        if runs and runs[-1][0] == game:
            runs[-1][1].append(line)
        else:
            runs.append((game, [line]))
    return [run for _, run in runs]


def earlier_lines(new_lines, paths, size):
    """Every line of the earlier files' games that reach one of the new lines' positions."""
    keys = {line_position(line, size) for line in new_lines}
    written = set(new_lines)
    out = []
    for path in paths:
        with open(path) as f:
            lines = [(n, l.strip()) for n, l in enumerate(f, 1)
                     if l.strip() and not l.startswith("#")]
        reached = set()
        for n, line in lines:
            try:
                if line_position(line, size) in keys:
                    reached.add(line)
            except ValueError as e:
                raise ValueError("%s:%d: not a learn line (%s)" % (path, n, e))
        for run in game_runs([line for _, line in lines]):
            if not any(line in reached for line in run):
                continue
            for line in run:
                if line not in written:
                    written.add(line)
                    out.append(line)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--side", default="c6")
    ap.add_argument("--turns", type=ranged(1, 60), default=6)
    ap.add_argument("--size", type=ranged(6, 25), default=19)
    ap.add_argument("--earlier", action="append", default=[])
    ap.add_argument("logs", nargs="+")
    a = ap.parse_args()
    out = []
    for path in a.logs:
        try:
            for rec in read_games(path):
                if rec.get("size") == a.size:
                    out.extend(lines_of(rec, a.side, a.turns))
        except (OSError, ValueError, KeyError, IndexError, TypeError) as e:
            print("loss-lines: %s: %s" % (path, e), file=sys.stderr)
            return 1
    try:
        extra = earlier_lines(out, a.earlier, a.size)
    except (OSError, ValueError) as e:
        print("loss-lines: --earlier: %s" % e, file=sys.stderr)
        return 1
    sys.stdout.write("".join(line + "\n" for line in out + extra))
    print("loss-lines: %d positions" % len(out), file=sys.stderr)
    if a.earlier:
        print("loss-lines: %d lines of earlier games at these positions" % len(extra),
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
