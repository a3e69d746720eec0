#!/usr/bin/env python3
"""Builds a wider opening book: every 3-stone opening of a base set plus Black's second turn.

Why: c6bot decides by search and plays an opening (under any symmetry) much the same way every
time, so a 24-opening book gives about 24 independent starts however many games are played
(README, Statistics: "Elo (pairs by opening)"). This adds Black's two stones of turn 3 and keeps
the positions a search calls level, so one run meets many more distinct starts.

Steps:
  1. Candidates: each base opening plus two Black stones within two cells (king distance) of
     the centre, on empty points; positions equal under the board's 8 symmetries counted once.
  2. Score each with the bot (White to move; Botzone JSON on stdin, the debug field's score=),
     first at nodes/10, then the ones within 3 x band again at the full node count.
  3. Keep |score| <= band; take up to --per-base of them per base opening (smallest |score|
     first, ties in a fixed order), so every base shape is represented.

The result is deterministic for a given bot build (node limits, one process per position).
Usage: tools/make-openings.py --bot build/c6bot --base samples/openings/balanced-15.txt
         --out samples/openings/level5-15.txt [--size N] [--nodes 100000] [--band 150]
         [--per-base 5] [-j 2]
--size defaults to the board size the base set's header names ("opening set, 15x15"); a --size
that contradicts it is refused, since the scores depend on the board.
"""
import argparse
import itertools
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from board_symmetry import canonical, symmetries
from cli_args import ranged
from judge_log import parse_debug


def load_base(path):
    """The base openings, and the board size the set's header names (None if it names none)."""
    out = []
    try:
        lines = open(path).read().splitlines()
    except OSError as e:
        sys.exit(f"make-openings: cannot read the base openings: {e}")
    comments = "\n".join(line for line in lines if line.startswith("#"))
    header = re.search(r"opening set, (\d+)x\1\b", comments)
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        name = parts[0] if parts[0] not in ("rel", "abs") else "o%02d" % (len(out) + 1)
        rest = parts[1:] if parts[0] not in ("rel", "abs") else parts
        if rest[0] != "rel" or len(rest) != 4:
            sys.exit("make-openings: base openings must be 3-stone 'rel' lines: " + line)
        out.append((name, [tuple(int(v) for v in s.split(",")) for s in rest[1:]]))
    return out, (int(header.group(1)) if header else None)


def board_size(asked, named, base_path):
    # The scores depend on the board (its edges, and the small-board weights up to 16x16): a
    # set scored on another size than it is meant for would be silently wrong.
    if asked is not None and named is not None and asked != named:
        sys.exit(f"make-openings: --size {asked}, but {base_path} is a {named}x{named} set")
    if asked is None and named is None:
        sys.exit(f"make-openings: {base_path} names no board size in its header: give --size")
    return asked if asked is not None else named


def candidates(base, size):
    c = size // 2
    syms = symmetries(size)
    seen = {}
    for name, rel in base:
        stones = [(c + x, c + y) for x, y in rel]
        near = [(x, y) for x in range(c - 2, c + 3) for y in range(c - 2, c + 3)
                if (x, y) not in stones]
        for a, b in itertools.combinations(near, 2):
            key = canonical([stones[0], a, b], stones[1:], syms)
            if key not in seen:
                seen[key] = (name, stones, (a, b))
    return [seen[k] for k in sorted(seen)]


def score(bot, size, nodes, cand):
    _, st, (a, b) = cand
    req = [{"x0": st[0][0], "y0": st[0][1], "x1": -1, "y1": -1},
           {"x0": a[0], "y0": a[1], "x1": b[0], "y1": b[1]}]
    res = [{"x0": st[1][0], "y0": st[1][1], "x1": st[2][0], "y1": st[2][1]}]
    cmd = [bot, "--size", str(size), "--nodes", str(nodes), "--time", "600"]
    # Errors are raised in a worker thread; main() turns them into one line on stderr.
    try:
        p = subprocess.run(cmd, input=json.dumps({"requests": req, "responses": res}),
                           capture_output=True, text=True)
    except OSError as e:
        raise RuntimeError(f"cannot run the bot: {e}")
    try:
        _, value = parse_debug(json.loads(p.stdout.splitlines()[0])["debug"])
        if value is None:
            raise ValueError("no score= in its debug line")
        return value
    except (ValueError, IndexError, KeyError) as e:
        raise RuntimeError(f"the bot gave no score ({e}); stderr: {p.stderr.strip()[:200]}")


def score_all(args, cands, nodes):
    with ThreadPoolExecutor(args.jobs) as ex:
        return list(ex.map(lambda c: score(args.bot, args.size, nodes, c), cands))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bot", required=True)
    ap.add_argument("--base", required=True)
    ap.add_argument("--out", required=True)
    # Default: the size the base set's header names ("# c6judge opening set, 19x19 ...").
    ap.add_argument("--size", type=ranged(9, 25), default=None, metavar="9..25")
    ap.add_argument("--nodes", type=ranged(1000, 10**8), default=100000, metavar="1000..1e8")
    ap.add_argument("--band", type=ranged(0, 1000), default=150, metavar="0..1000")
    # One letter a..z names each opening kept from a base opening.
    ap.add_argument("--per-base", type=ranged(1, 26), default=5, metavar="1..26")
    ap.add_argument("-j", "--jobs", type=ranged(1, 64), default=2, metavar="1..64")
    args = ap.parse_args()

    base, named = load_base(args.base)
    args.size = board_size(args.size, named, args.base)
    cands = candidates(base, args.size)
    try:
        first = score_all(args, cands, args.nodes // 10)
        close = [c for c, s in zip(cands, first) if abs(s) <= 3 * args.band]
        second = score_all(args, close, args.nodes)
    except RuntimeError as e:
        sys.exit(f"make-openings: {e}")
    level = [(abs(s), s, c) for c, s in zip(close, second) if abs(s) <= args.band]
    print(f"{len(cands)} candidates, {len(close)} within {3 * args.band} at {args.nodes // 10} "
          f"nodes, {len(level)} within {args.band} at {args.nodes}", file=sys.stderr)

    c = args.size // 2
    chosen = []  # (label, score, candidate)
    for name, _ in base:
        mine = sorted((x for x in level if x[2][0] == name), key=lambda x: (x[0], x[2][2]))
        chosen += [(name + chr(ord("a") + i), s, cand)
                   for i, (_, s, cand) in enumerate(mine[:args.per_base])]
    base_name = os.path.basename(args.base)
    with open(args.out, "w") as out:
        out.write(f"# c6judge opening set, {args.size}x{args.size}: 5-stone openings (Black's first stone, "
                  "White's two, Black's two).\n"
                  f"# Format as in {base_name} ('rel' = offsets from the centre, "
                  "x rightwards, y downwards).\n"
                  f"# Made by tools/make-openings.py from {base_name}: each base "
                  "opening plus two Black stones within\n"
                  "# two cells of the centre, one per symmetry class, scored by c6bot with White "
                  f"to move at {args.nodes} nodes;\n"
                  f"# kept: |score| <= {args.band}, at most {args.per_base} per base opening (the "
                  "most level first).\n"
                  "# Name: the base opening and a letter; the score (White's view) follows '#'.\n")
        for label, s, (_, st, (a, b)) in chosen:
            rel = " ".join(f"{x - c},{y - c}" for x, y in st + [a, b])
            out.write(f"{label} rel {rel}  # {s}\n")
    print(f"wrote {len(chosen)} openings to {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
