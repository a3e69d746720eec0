#!/usr/bin/env python3
"""Plays the current c6bot against a list of opponents and reports, per opponent, W-L-D, the
score as Black and as White, and Elo with its interval counted by opening pair.

Opponents:
  --cloudict PATH (or the environment variable C6_CLOUDICT): a Cloudict engine binary you built
      yourself from its own repository (patterns.in must sit beside it); played at each depth of
      --depths over the Cloudict dialect, with c6bot speaking it too. Nothing of Cloudict is in
      this repository, and this script neither fetches nor builds it.
  --rev REV: a previous c6 build, built from this repository's history into --builds-dir
      (an ignored folder) the first time it is asked for; played over Botzone JSON.
  --bot NAME=COMMAND: any other Botzone bot (a command as c6judge's cmd=).

Forfeits (the judge's fault verdicts: an opponent's illegal move, timeout, crash ...) count as
the judge scores them; two more columns give them per side and the W-L-D of the games played out
(Cloudict, for one, plays on its own 19x19 board and forfeits moves off a smaller one).

Every pairing is one `c6judge match` (colour-swapped pairs on balanced openings with --symmetry),
logged to OUT/NAME.jsonl; --resume continues an interrupted gauntlet from those logs. The table
is printed at the end and written to OUT/gauntlet.md.
"""
import argparse
import json
import os
import subprocess
import sys

from cli_args import ranged

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def depth_list(text):
    depths = []
    for part in text.split(","):
        part = part.strip()
        if not part.isdigit() or not 1 <= int(part) <= 100:
            raise argparse.ArgumentTypeError(f"depth '{part}' is not an integer in 1..100")
        depths.append(int(part))
    return depths


def named_bot(text):
    name, sep, cmd = text.partition("=")
    if not sep or not name or not cmd or "," in name:
        raise argparse.ArgumentTypeError(f"'{text}' is not NAME=COMMAND")
    return name, cmd


def parse_args(argv):
    p = argparse.ArgumentParser(
        prog="tools/gauntlet.py",
        description="The current c6bot against Cloudict at fixed depths, previous c6 builds and "
        "other bots; per opponent: W-L-D, score as Black and as White, Elo by opening pair.")
    p.add_argument("--candidate", default=os.path.join(ROOT, "build", "c6bot"),
                   help="the c6bot under test (default build/c6bot)")
    p.add_argument("--name", default="c6", help="the candidate's name in the tables (default c6)")
    p.add_argument("--cloudict", default=os.environ.get("C6_CLOUDICT", ""),
                   help="Cloudict binary (default $C6_CLOUDICT); skipped when empty")
    p.add_argument("--depths", type=depth_list, default=[4, 5, 6],
                   help="Cloudict depths, comma-separated (default 4,5,6)")
    p.add_argument("--cloudict-time", type=ranged(1, 3600000), default=600000,
                   help="Cloudict's per-turn limit in ms: its depth is its limit, this only "
                   "catches a hang (default 600000)")
    p.add_argument("--cloudict-nice", type=ranged(0, 19), default=10,
                   help="runs Cloudict under nice -n N: its turn is not timed and c6bot's is, so "
                   "with --concurrency 2 on 2 cores c6bot's turns still get a core (default 10; "
                   "0 = no nice)")
    p.add_argument("--rev", action="append", default=[],
                   help="a previous c6 build (commit or tag) to play; repeatable")
    p.add_argument("--bot", action="append", type=named_bot, default=[],
                   help="another Botzone opponent NAME=COMMAND; repeatable")
    p.add_argument("--games", type=ranged(2, 100000), default=96,
                   help="games per opponent (rounded up to even by the judge; default 96)")
    p.add_argument("--size", type=ranged(6, 25), default=19, help="board size (default 19)")
    p.add_argument("--time", type=ranged(1, 3600000), default=1000,
                   help="per-turn limit in ms for c6bot and the c6 builds (default 1000)")
    p.add_argument("--openings", default="",
                   help="opening file (default samples/openings/balanced-SIZE.txt)")
    p.add_argument("--seed", type=ranged(0, 2**31 - 1), default=1,
                   help="seeds the opening order and symmetries (default 1)")
    p.add_argument("--concurrency", type=ranged(1, 64), default=1,
                   help="games in parallel within a pairing (default 1)")
    p.add_argument("--out", default="gauntlet",
                   help="folder for the logs and the table (default ./gauntlet)")
    p.add_argument("--builds-dir", default=os.path.join(ROOT, ".spar", "builds"),
                   help="where --rev builds go (default .spar/builds, ignored by git)")
    p.add_argument("--judge", default=os.path.join(ROOT, "build", "c6judge"),
                   help="the c6judge binary (default build/c6judge)")
    p.add_argument("--resume", action="store_true",
                   help="continue the pairings whose logs are in --out")
    p.add_argument("--dry-run", action="store_true",
                   help="print the c6judge commands and stop")
    args = p.parse_args(argv)
    if not args.openings:
        args.openings = os.path.join(ROOT, "samples", "openings", f"balanced-{args.size}.txt")
    return args


def build_rev(rev, builds_dir, dry_run):
    """Path of c6bot built from commit `rev` of this repository (built once, then reused)."""
    sha = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short=7", rev + "^{commit}"],
                         capture_output=True, text=True)
    if sha.returncode != 0:
        sys.exit(f"gauntlet: '{rev}' is not a commit of this repository")
    sha = sha.stdout.strip()
    where = os.path.join(builds_dir, sha)
    binary = os.path.join(where, "build", "c6bot")
    if os.path.exists(binary) or dry_run:
        return sha, binary
    print(f"gauntlet: building c6bot at {sha} in {where}", file=sys.stderr)
    os.makedirs(os.path.join(where, "src"), exist_ok=True)
    archive = subprocess.Popen(["git", "-C", ROOT, "archive", sha], stdout=subprocess.PIPE)
    subprocess.run(["tar", "-x", "-C", os.path.join(where, "src")], stdin=archive.stdout,
                   check=True)
    if archive.wait() != 0:
        sys.exit(f"gauntlet: git archive {sha} failed")
    subprocess.run(["cmake", "-S", os.path.join(where, "src"), "-B", os.path.join(where, "build"),
                    "-DCMAKE_BUILD_TYPE=Release"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", os.path.join(where, "build"), "--target", "c6bot",
                    "-j", str(os.cpu_count() or 1)], check=True, stdout=subprocess.DEVNULL)
    return sha, binary


def pairings(args):
    """(opponent name, candidate spec, opponent spec) for every opponent asked for."""
    cand = args.candidate
    seconds = args.time / 1000
    botzone = f"name={args.name},cmd={cand} --size {args.size}"
    contest = f"name={args.name},cmd={cand} --size {args.size} --protocol cloudict " \
              f"--time {seconds:g},proto=cloudict"
    out = []
    if args.cloudict:
        engine = os.path.abspath(args.cloudict)
        if not args.dry_run and not os.access(engine, os.X_OK):
            sys.exit(f"gauntlet: Cloudict binary '{engine}' is not an executable file")
        nice = f"nice -n {args.cloudict_nice} " if args.cloudict_nice else ""
        for d in args.depths:
            name = f"cloudict-d{d}"
            out.append((name, contest,
                        f"name={name},cmd={nice}./{os.path.basename(engine)},proto=cloudict,"
                        f"dir={os.path.dirname(engine)},depth={d},time={args.cloudict_time}"))
    else:
        print("gauntlet: no Cloudict (--cloudict or C6_CLOUDICT): its pairings are skipped",
              file=sys.stderr)
    for rev in args.rev:
        sha, binary = build_rev(rev, args.builds_dir, args.dry_run)
        out.append((f"c6-{sha}", botzone, f"name=c6-{sha},cmd={binary} --size {args.size}"))
    for name, cmd in args.bot:
        out.append((name, botzone, f"name={name},cmd={cmd}"))
    names = [o[0] for o in out]
    if args.name in names or len(set(names)) != len(names):
        sys.exit("gauntlet: every opponent needs its own name, different from the candidate's")
    return out


def judge_command(args, mine, theirs, log):
    cmd = [args.judge, "match", "--bot", mine, "--bot", theirs, "--size", str(args.size),
           "--openings", args.openings, "--symmetry", "--seed", str(args.seed), "--games",
           str(args.games), "--time", str(args.time), "--concurrency", str(args.concurrency),
           "--log", log, "--quiet", "--json"]
    if args.resume and os.path.exists(log):
        cmd.append("--resume")
    return cmd


def wld(triple_wdl):
    """The judge's JSON keeps W, D, L; the tables say W-L-D."""
    w, d, l = triple_wdl
    return w, l, d


# Verdicts that end a game without a fault (the judge's is_fault): every other verdict in a bot's
# counts is a forfeit of that bot, a game its opponent won without making six.
NOT_FAULTS = {"WIN_SIX", "DRAW_FULL", "INTERRUPT", "ADJUDICATED"}


def faults(bot):
    """(number of forfeits, "VERDICT n, ...") from one bot of the judge's JSON summary."""
    counts = sorted((v, n) for v, n in bot["verdicts"].items() if v not in NOT_FAULTS)
    return sum(n for _, n in counts), ", ".join(f"{v} {n}" for v, n in counts)


def forfeit_cells(w, l, d, ours, theirs):
    """The "forfeits won-lost" cell (the verdicts named) and W-L-D of the games played out."""
    (won, won_why), (lost, lost_why) = faults(theirs), faults(ours)
    why = "; ".join(x for x in (won_why, lost_why) if x)
    return f"{won}-{lost}" + (f" ({why})" if why else ""), f"{w - won}-{l - lost}-{d}"


def row(name, pairing, ours, theirs):
    w, d, l = pairing["wins"], pairing["draws"], pairing["losses"]
    games = w + d + l
    bw, bl, bd = wld(pairing["as_black"])
    ww, wl, wd = wld(pairing["as_white"])

    def pct(a, b, c):
        n = a + b + c
        return f"{100.0 * (a + 0.5 * c) / n:.1f}%" if n else "-"

    def elo(v, infinite):  # the judge writes an infinite bound (a 100% or 0% score) as null
        return infinite if v is None else f"{v:+.1f}"

    if "elo_openings_lo" in pairing:
        lo, hi, by = pairing["elo_openings_lo"], pairing["elo_openings_hi"], "opening pairs"
    else:
        lo, hi, by = pairing["elo_pairs_lo"], pairing["elo_pairs_hi"], "pairs"
    forfeits, played = forfeit_cells(w, l, d, ours, theirs)
    return (f"| {name} | {games} | {w}-{l}-{d} | {100.0 * pairing['score']:.1f}% | "
            f"{bw}-{bl}-{bd} ({pct(bw, bl, bd)}) | {ww}-{wl}-{wd} ({pct(ww, wl, wd)}) | "
            f"{elo(pairing['elo'], '-')} [{elo(lo, '-inf')}, {elo(hi, '+inf')}] by {by} | "
            f"{forfeits} | {played} |")


def main(argv):
    args = parse_args(argv)
    if not args.dry_run and not os.access(args.judge, os.X_OK):
        sys.exit(f"gauntlet: no c6judge at '{args.judge}' (run make first)")
    if not os.path.isfile(args.openings):
        sys.exit(f"gauntlet: no opening file '{args.openings}'")
    todo = pairings(args)
    if not todo:
        sys.exit("gauntlet: no opponent (give --cloudict/C6_CLOUDICT, --rev or --bot)")
    os.makedirs(args.out, exist_ok=True)
    rows = []
    for name, mine, theirs in todo:
        log = os.path.join(args.out, name + ".jsonl")
        cmd = judge_command(args, mine, theirs, log)
        if args.dry_run:
            print(" ".join(f"'{c}'" if (" " in c or "," in c) else c for c in cmd))
            continue
        print(f"gauntlet: {args.name} vs {name}, {args.games} games, log {log}", file=sys.stderr)
        run = subprocess.run(cmd, stdout=subprocess.PIPE, text=True)
        if run.returncode != 0:
            sys.exit(f"gauntlet: c6judge failed against {name} (exit {run.returncode})")
        summary = json.loads(run.stdout)
        bots = {b["name"]: b for b in summary["bots"]}
        rows.append(row(name, summary["pairings"][0], bots[args.name], bots[name]))
    if args.dry_run:
        return 0
    table = [f"{args.name} ({args.candidate}), {args.size}x{args.size}, {args.time} ms per turn, "
             f"openings {os.path.relpath(args.openings, ROOT)}, seed {args.seed}", "",
             "| opponent | games | W-L-D | score | as Black W-L-D | as White W-L-D | "
             "Elo [95%] | forfeits won-lost | W-L-D played out |",
             "|---|---:|---|---:|---|---|---|---|---|"] + rows + [
             "", "A forfeit (a timeout, crash, illegal or malformed move, ...) counts as a win for "
             "the other side, as the judge scores it; the last column leaves those games out."]
    text = "\n".join(table) + "\n"
    with open(os.path.join(args.out, "gauntlet.md"), "w") as f:
        f.write(text)
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
