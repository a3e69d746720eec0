#!/usr/bin/env python3
"""When each decided game was settled, in the engines' own eyes.

Reads c6judge game logs (JSONL, optionally gzipped) whose bots write c6bot's debug line
("search d=5 n=84122 score=316 t=181ms") and prints, for every game with a winner, the turn from
which each side's own score stayed on the final result's side of a threshold, and what the loser
did on its turn before the winner's first proved threat win:

    game 4 c6-250ms white lost: winner settles 11 loser settles 13 threat win 25 loser's last
    reason next

(one line a game, folded here).

Games are numbered as `c6judge replay` numbers them; turns from 1 (Black's first stone), as
`c6bot analyze --blunders` numbers them.
A side "settles" at its first own turn from which every own score it logged is >= +T (the
winner) or <= -T (the loser), T the threshold; only turns whose reason carries an evaluated score
count (search, re-search, extend, vcdt, win, lost; a book move, a forced block and an unsearched
"next" log 0). The threat win is the winner's first turn with reason vcdt or win. A side that
never settles, or a winner that never logged a threat win, shows "-".

The summary gives, for the games the side named PREFIX lost and those it won: how many, the
quartiles of the winner's and the loser's settle turns, of the loser's lag behind the winner
(in turns, loser minus winner) and of the threat-win turn, and the loser's reasons on its turn
before the threat win.

    tools/settle-turns.py [--side PREFIX] [--threshold T] LOG.jsonl[.gz]...

--side: the bot whose name starts with PREFIX (default "c6"; a game is skipped unless exactly
one side's name starts with it); --threshold: T in 1..1000000 (default 300).
Exit codes: 0 written, 1 a log could not be read or held no game for the side, 2 usage error.
"""
import argparse
import sys

from cli_args import ranged
from judge_log import game_number, parse_debug, read_games

# Reasons whose logged score is the engine's evaluation (search_report.h); the others log 0.
EVALUATED = {"search", "re-search", "extend", "vcdt", "win", "lost"}
THREAT_WIN = {"vcdt", "win"}


def game_turns(rec):
    """Every played turn after the opening as (turn number, colour, reason, score)."""
    opening = len(rec.get("opening", {}).get("turns", []))
    out = []
    for k, m in enumerate(rec["moves"]):
        n = opening + k + 1
        colour = "black" if n % 2 == 1 else "white"
        reason, score = parse_debug(m.get("debug", ""))
        out.append((n, colour, reason, score))
    return out


def settle_turn(turns, colour, good):
    """The first own turn from which every evaluated own score satisfies good(), or None."""
    first = None
    for n, c, reason, score in turns:
        if c != colour or reason not in EVALUATED or score is None:
            continue
        if good(score):
            if first is None:
                first = n
        else:
            first = None
    return first


def analyse(rec, prefix, threshold):
    """One row for a decided game with exactly one side named PREFIX..., else None."""
    winner = rec.get("winner")
    if winner not in ("black", "white"):
        return None
    ours = [c for c in ("black", "white") if rec[c]["name"].startswith(prefix)]
    if len(ours) != 1:
        return None
    loser = "white" if winner == "black" else "black"
    turns = game_turns(rec)
    threat = next((n for n, c, r, _ in turns if c == winner and r in THREAT_WIN), None)
    before = None
    if threat is not None:
        own = [(n, r) for n, c, r, _ in turns if c == loser and n < threat]
        before = own[-1][1] if own else None
    return {
        "game": game_number(rec),
        "name": rec[ours[0]]["name"],
        "colour": ours[0],
        "lost": ours[0] == loser,
        "winner_settles": settle_turn(turns, winner, lambda s: s >= threshold),
        "loser_settles": settle_turn(turns, loser, lambda s: s <= -threshold),
        "threat_win": threat,
        "loser_reason": before,
    }


def quartiles(values):
    """'q1 / median / q3' of a list (the lower middle for an even count), or '-'."""
    if not values:
        return "-"
    v = sorted(values)
    pick = [v[(len(v) - 1) * q // 4] for q in (1, 2, 3)]
    return " / ".join(str(x) for x in pick)


def show(x):
    return "-" if x is None else str(x)


def summary(rows, lost):
    part = [r for r in rows if r["lost"] == lost]
    label = "lost" if lost else "won"
    print(f"{label} {len(part)}")
    if not part:
        return
    w = [r["winner_settles"] for r in part if r["winner_settles"] is not None]
    los = [r["loser_settles"] for r in part if r["loser_settles"] is not None]
    lag = [r["loser_settles"] - r["winner_settles"] for r in part
           if r["winner_settles"] is not None and r["loser_settles"] is not None]
    thr = [r["threat_win"] for r in part if r["threat_win"] is not None]
    print(f"  winner settles  {quartiles(w)}  (games with one: {len(w)})")
    print(f"  loser settles   {quartiles(los)}  (games with one: {len(los)})")
    print(f"  loser's lag     {quartiles(lag)}  (games with one: {len(lag)})")
    print(f"  threat win      {quartiles(thr)}  (games with one: {len(thr)})")
    reasons = {}
    for r in part:
        if r["loser_reason"] is not None:
            reasons[r["loser_reason"]] = reasons.get(r["loser_reason"], 0) + 1
    ordered = sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))
    listed = ", ".join(f"{k} {v}" for k, v in ordered)
    print(f"  loser's reason before the threat win: {listed or '-'}")


def main():
    ap = argparse.ArgumentParser(description="When each decided game was settled, by the "
                                 "engines' own logged scores.")
    ap.add_argument("--side", default="c6", metavar="PREFIX",
                    help="the bot whose name starts with PREFIX (default c6)")
    ap.add_argument("--threshold", type=ranged(1, 1000000), default=300, metavar="T",
                    help="the score a side must stay at or beyond (1..1000000, default 300)")
    ap.add_argument("logs", nargs="+", metavar="LOG")
    args = ap.parse_args()
    rows = []
    for path in args.logs:
        try:
            for rec in read_games(path):
                row = analyse(rec, args.side, args.threshold)
                if row is not None:
                    rows.append(row)
        except (OSError, EOFError, ValueError, KeyError, TypeError) as e:
            print(f"settle-turns: cannot read {path}: {e}", file=sys.stderr)
            return 1
    if not rows:
        print(f"settle-turns: no decided game with one side named {args.side}...", file=sys.stderr)
        return 1
    for r in rows:
        print(f"game {r['game']} {r['name']} {r['colour']} {'lost' if r['lost'] else 'won'}: "
              f"winner settles {show(r['winner_settles'])} loser settles "
              f"{show(r['loser_settles'])} threat win {show(r['threat_win'])} "
              f"loser's last reason {show(r['loser_reason'])}")
    summary(rows, lost=True)
    summary(rows, lost=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
