#!/usr/bin/env python3
"""Two runs of one match schedule, paired game by game: what the candidate gains from A to B.

Two c6judge match logs (JSONL, optionally gzipped) played on one schedule (the same openings
file, --symmetry, seed and board size) by two candidate builds against one opponent hold the
same starts twice. Comparing the candidates start by start takes out the luck of which starts
suit which colour, which comparing the two totals keeps in, so the interval is narrower.

    tools/compare-runs.py [--a NAME] [--b NAME] [--other-binaries] [--json]
                          A.jsonl[.gz] B.jsonl[.gz]

prints (the text folded here to fit)

    opponent: c6-1d7b5c5-1s
    A: c6-250ms 100-128-12 44.2% in 240 games  (A.jsonl.gz)
    B: c6-250ms 99-122-19 45.2% in 240 games  (B.jsonl.gz)
    matched: 240 games over 120 openings (120 with 2 games); unmatched: 0 in A, 0 in B
    ended differently for the candidate: 117 of 240 (123 alike)
    B - A: +1.0 points a game, +-8.0 [-7.0, +9.0] (95%, by opening: t 1.980 with 119
    degrees of freedom)
    openings by their sum of differences (B - A): -2 4  -1.5 3  -1 23  -0.5 8  0 37  +0.5 13
    +1 28  +1.5 1  +2 3

Each game is keyed by its opening's name, its symmetry and whether the candidate plays Black
(and, should a schedule play one start more than once, by its rank among them in game-number
order), and scored 1, 1/2 or 0 for the candidate. Only games present in both logs count (a
stopped run holds fewer); the others are counted as unmatched. The differences of the matched
games (B minus A) are summed per opening (its two games, one per colour, normally), and the
figure is the mean of those sums over the openings divided by the games of an opening: points
a game, printed in percentage points. The 95% interval is t(0.975, n-1) standard errors of that
mean, n the number of openings: the openings, not the games, are the independent draws, since
the two games of an opening share its start. Where openings hold different numbers of matched
games (a stopped run), the figure is the total difference over the matched games and the
interval that ratio's by opening; with equal numbers the two are the figures above. An own
score is the log's whole run; when games are unmatched, its score on the matched ones follows.

The candidate is the bot named NAME (--a in log A, --b in log B; one given names both); by
default, the bot that is not common to both logs. The opponents must be one bot (name,
protocol, arguments, per-bot keys such as time=, SHA-256 of the executable), and the headers
one schedule (board size, seed, openings count and file digest, symmetry, turn cap, mode and
shard); logs of format version 1 (no header) are checked by board size and bots only. Other
limits or scheduled game counts are warned of, as is the same log given twice.
--other-binaries accepts an opponent whose executable differs (a rebuild that plays the same).
--json prints the figures as JSON on stdout and the text on stderr.

Exit codes: 0 compared; 1 a log could not be read or holds no game, the logs are not runs of one
schedule, or no game is in both; 2 usage error (also: both logs have the same two bots and
neither --a nor --b names the candidate).
"""
import argparse
import json
import math
import os
import sys
from fractions import Fraction

from judge_log import game_number, read_games, read_header

PROG = "compare-runs"
# What must be equal in the two run headers for their games to be the same starts.
SCHEDULE_KEYS = ["mode", "size", "seed", "openings", "openings_sha256", "symmetry", "max_turns"]
# What may differ without changing the starts, but is worth a warning.
WARN_KEYS = ["limits", "adjudicate_dead", "sprt"]
IDENTITY_KEYS = ["name", "proto", "args", "overrides", "sha256"]


class Refused(Exception):
    """The logs cannot be compared; exit_code 1 (not one schedule) or 2 (usage)."""

    def __init__(self, message, exit_code=1):
        super().__init__(message)
        self.exit_code = exit_code


def identity(bot):
    """A bot's identity as comparable fields; arguments compared word by word, per-bot keys
    without empty entries (the header writes ",time=250", a game line "time=250")."""
    return {
        "name": bot.get("name", ""),
        "proto": bot.get("proto", ""),
        "args": " ".join(str(bot.get("args", "")).split()),
        "overrides": ",".join(k for k in str(bot.get("overrides", "")).split(",") if k),
        "sha256": bot.get("sha256", ""),
    }


class Run:
    """One log: its path, header (None for version 1), bots' identities and game records."""

    def __init__(self, path, label):
        self.path = path
        self.label = label
        self.header = read_header(path)
        self.games = sorted(read_games(path), key=game_number)
        if not self.games:
            raise ValueError("no game record")
        if self.header is not None:
            bots = self.header.get("run", {}).get("bots", [])
            self.bots = [identity(b) for b in bots]
        else:
            # Version 1: the bots as the game lines name them, the arguments after the command.
            seen = {}
            for rec in self.games:
                for colour in ("black", "white"):
                    b = dict(rec[colour])
                    b["args"] = " ".join(str(b.get("cmd", "")).split()[1:])
                    seen.setdefault(b["name"], identity(b))
            self.bots = list(seen.values())
        self.sizes = sorted({rec.get("size", 15) for rec in self.games})

    def name(self):
        return f"{self.label} ({self.path})"


def first_difference(x, y, keys):
    """The first of keys whose values differ between dicts x and y, or None."""
    for k in keys:
        if x.get(k) != y.get(k):
            return k
    return None


def check_schedule(a, b, warn):
    """Raises Refused unless a and b are runs of one schedule; warns of other differences."""
    if a.sizes != b.sizes:
        raise Refused(f"not runs of one schedule: board size {a.sizes} in A, {b.sizes} in B")
    for run in (a, b):
        if len(run.bots) != 2:
            raise Refused(f"{run.name()} is not a match of two bots "
                          f"({len(run.bots)} bots)")
    if a.header is None or b.header is None:
        for run in (a, b):
            if run.header is None:
                warn(f"{run.name()} has no run header (format version 1): only the board size "
                     f"and the bots are checked")
        return
    ra, rb = a.header.get("run", {}), b.header.get("run", {})
    key = first_difference(ra, rb, SCHEDULE_KEYS)
    if key is not None:
        what = "openings file" if key == "openings_sha256" else key
        raise Refused(f"not runs of one schedule: their {what} differs "
                      f"({json.dumps(ra.get(key))} in A, {json.dumps(rb.get(key))} in B)")
    if a.header.get("shard") != b.header.get("shard"):
        raise Refused(f"not runs of one schedule: shard {a.header.get('shard')} in A, "
                      f"{b.header.get('shard')} in B (merge each run's shards first)")
    key = first_difference(ra, rb, WARN_KEYS)
    if key is not None:
        warn(f"the runs' {key} differ ({json.dumps(ra.get(key))} in A, "
             f"{json.dumps(rb.get(key))} in B)")
    if a.header.get("games") != b.header.get("games"):
        warn(f"the runs were scheduled for {a.header.get('games')} games in A and "
             f"{b.header.get('games')} in B")


def same_bot(x, y, other_binaries):
    keys = [k for k in IDENTITY_KEYS if not (other_binaries and k == "sha256")]
    return first_difference(x, y, keys) is None


def pick_candidates(a, b, name_a, name_b, other_binaries):
    """(candidate of A, candidate of B, opponent of A): the candidates by name, else the bot of
    each log that the other log does not share. Raises Refused when the opponents differ."""
    if name_a is None and name_b is None:
        common = [(x, y) for x in a.bots for y in b.bots if same_bot(x, y, other_binaries)]
        if len(common) >= 2:
            aside = ", their executables aside" if other_binaries else ""
            raise Refused("both logs have the same two bots (" + ", ".join(
                x["name"] for x in a.bots) + aside + "): name the candidate with --a NAME "
                "(and --b NAME if its name differs in B)", 2)
        if not common:
            raise Refused("no bot is common to both logs, so there is no one opponent ("
                          + describe_difference(a.bots, b.bots) + ")")
        opp_a, opp_b = common[0]
        cand_a = next(x for x in a.bots if x is not opp_a)
        cand_b = next(y for y in b.bots if y is not opp_b)
        return cand_a, cand_b, opp_a
    name_a = name_a if name_a is not None else name_b
    name_b = name_b if name_b is not None else name_a
    picked = []
    for run, name, flag in ((a, name_a, "--a"), (b, name_b, "--b")):
        mine = [x for x in run.bots if x["name"] == name]
        if len(mine) != 1:
            raise Refused(f"{flag}: {run.name()} has " + ("no" if not mine else "two")
                          + f" bot named '{name}' (its bots: "
                          + ", ".join(x["name"] for x in run.bots) + ")", 2)
        picked.append((mine[0], next(x for x in run.bots if x is not mine[0])))
    (cand_a, opp_a), (cand_b, opp_b) = picked
    if not same_bot(opp_a, opp_b, other_binaries):
        key = first_difference(opp_a, opp_b, IDENTITY_KEYS)
        hint = " (a rebuild that plays the same? --other-binaries accepts it)" \
            if key == "sha256" else ""
        raise Refused(f"not one opponent: {opp_a['name']} in A and {opp_b['name']} in B differ "
                      f"in {key} ({json.dumps(opp_a[key])} and {json.dumps(opp_b[key])}){hint}")
    return cand_a, cand_b, opp_a


def describe_difference(bots_a, bots_b):
    """The two logs' bots, and what keeps each same-named pair apart, for the refusal."""
    text = ("A's bots " + ", ".join(x["name"] for x in bots_a) + "; B's "
            + ", ".join(y["name"] for y in bots_b))
    for x in bots_a:
        for y in bots_b:
            if x["name"] == y["name"]:
                key = first_difference(x, y, IDENTITY_KEYS)
                text += (f"; {x['name']} differs in {key}: {json.dumps(x[key])} in A, "
                         f"{json.dumps(y[key])} in B")
    return text


def scored_games(run, cand):
    """key -> (candidate's score, opening group, game number) of each game of the log. The key
    is (opening name, symmetry, candidate plays Black, rank among the games of that start)."""
    out = {}
    rank = {}
    for rec in run.games:
        names = (rec["black"]["name"], rec["white"]["name"])
        if cand["name"] not in names:
            raise Refused(f"{run.name()}: game {game_number(rec)} is not played by "
                          f"{cand['name']}")
        colour = "black" if names[0] == cand["name"] else "white"
        opening = rec.get("opening", {})
        start = (opening.get("name", ""), opening.get("symmetry", 0), colour == "black")
        rank[start] = rank.get(start, 0) + 1
        winner = rec["winner"]
        score = 0.5 if winner not in ("black", "white") else 1.0 if winner == colour else 0.0
        # Without opening names (--openings none) every game starts alike: the colour-swapped
        # pair (the record's round) stands in for the opening.
        group = start[0] if start[0] else f"round {rec.get('round', 0)}"
        out[start + (rank[start],)] = (score, group, game_number(rec))
    return out


def fixed1(x, signed=False):
    """An exact fraction to one decimal, halves away from zero (as c6judge's printf rounds
    61.25% up; Python's format would round it to even, 61.2)."""
    tenths = int(abs(x) * 10 + Fraction(1, 2))
    sign = "-" if x < 0 and tenths else "+" if signed else ""
    return f"{sign}{tenths // 10}.{tenths % 10}"


def own_score(scores):
    w = sum(1 for s in scores if s == 1.0)
    lo = sum(1 for s in scores if s == 0.0)
    d = len(scores) - w - lo
    pct = 100.0 * (w + d / 2) / len(scores) if scores else 0.0
    return {"games": len(scores), "wins": w, "losses": lo, "draws": d, "score": pct}


def percent_text(s):
    """An own score's percentage as printed, rounded from the exact count."""
    return fixed1(Fraction(100 * (2 * s["wins"] + s["draws"]), 2 * s["games"]))


def regularized_beta(x, a, b):
    """I_x(a, b) by its continued fraction (Numerical Recipes' betacf, Lentz's method)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                     + a * math.log(x) + b * math.log1p(-x))
    if x > (a + 1.0) / (a + b + 2.0):
        return 1.0 - regularized_beta(1.0 - x, b, a)
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1.0)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    f = d
    for m in range(1, 300):
        for num in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                    -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + num / c
            c = c if abs(c) > tiny else tiny
            f *= c * d
        if abs(c * d - 1.0) < 1e-15:
            break
    return front * f / a


def t_quantile(p, df):
    """The p-quantile (p > 1/2) of Student's t with df degrees of freedom, by bisection on its
    distribution function (the standard library has no t; numpy and scipy are not assumed)."""
    def cdf(t):
        return 1.0 - 0.5 * regularized_beta(df / (df + t * t), df / 2.0, 0.5)
    lo, hi = 0.0, 1.0
    while cdf(hi) < p:
        hi *= 2.0
    for _ in range(200):
        mid = (lo + hi) / 2.0
        if cdf(mid) < p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2.0


def compare(a, b, cand_a, cand_b):
    """The figures of the comparison as a dict (points in percentage points a game)."""
    ga, gb = scored_games(a, cand_a), scored_games(b, cand_b)
    matched = sorted(set(ga) & set(gb), key=lambda k: ga[k][2])
    if not matched:
        raise Refused("no game is in both logs (the same openings, symmetries and colours)")
    sums, counts = {}, {}
    different = 0
    for k in matched:
        d = gb[k][0] - ga[k][0]
        group = ga[k][1]
        sums[group] = sums.get(group, 0.0) + d
        counts[group] = counts.get(group, 0) + 1
        different += d != 0
    n = len(sums)
    total_games = len(matched)
    # The ratio estimator: with m games in every opening, sum/total = mean(sums)/m and the
    # standard error below = sd(sums)/sqrt(n)/m.
    total = sum(sums.values())
    mean = total / total_games
    if n >= 2:
        resid = sum((sums[g] - mean * counts[g]) ** 2 for g in sums)
        se = math.sqrt(resid * n / (n - 1)) / total_games
        t = t_quantile(0.975, n - 1)
        half = t * se
    else:
        t, half = None, None
    # Sums are whole half points: -2..+2 for two games an opening, wider only when one is.
    halves = [round(2 * s) for s in sums.values()]
    histogram = {}
    for v in range(min(-4, min(halves)), max(4, max(halves)) + 1):
        histogram[v / 2.0] = halves.count(v)
    per_opening = {}
    for c in counts.values():
        per_opening[c] = per_opening.get(c, 0) + 1
    matched_set = set(matched)
    return {
        "a": dict(own_score([s for s, _, _ in ga.values()]), log=a.path, candidate=cand_a["name"],
                  on_matched=own_score([ga[k][0] for k in matched]),
                  unmatched=len(ga) - len(matched)),
        "b": dict(own_score([s for s, _, _ in gb.values()]), log=b.path, candidate=cand_b["name"],
                  on_matched=own_score([gb[k][0] for k in matched]),
                  unmatched=sum(1 for k in gb if k not in matched_set)),
        "matched": total_games,
        "openings": n,
        "games_per_opening": {str(c): k for c, k in sorted(per_opening.items())},
        "different": different,
        "sum_of_differences": total,
        "difference": 100.0 * mean,
        "interval": None if half is None else 100.0 * half,
        "t": t,
        "sums": {f"{v:+g}" if v else "0": c for v, c in histogram.items()},
    }


def signed(x):
    return f"{x:+.1f}"


def print_text(r, opponent, out):
    def own(label, s):
        line = (f"{label}: {s['candidate']} {s['wins']}-{s['losses']}-{s['draws']} "
                f"{percent_text(s)}% in {s['games']} games  ({s['log']})")
        print(line, file=out)
        m = s["on_matched"]
        if m["games"] != s["games"]:
            print(f"   on the matched games: {m['wins']}-{m['losses']}-{m['draws']} "
                  f"{percent_text(m)}% in {m['games']}", file=out)
    print(f"opponent: {opponent}", file=out)
    own("A", r["a"])
    own("B", r["b"])
    shape = ", ".join(f"{k} with {c} game{'s' if c != '1' else ''}"
                      for c, k in r["games_per_opening"].items())
    print(f"matched: {r['matched']} games over {r['openings']} openings ({shape}); unmatched: "
          f"{r['a']['unmatched']} in A, {r['b']['unmatched']} in B", file=out)
    print(f"ended differently for the candidate: {r['different']} of {r['matched']} "
          f"({r['matched'] - r['different']} alike)", file=out)
    # The mean difference is a whole number of half points over the games: rounded exactly.
    difference = fixed1(Fraction(100 * round(2 * r["sum_of_differences"]), 2 * r["matched"]),
                        signed=True)
    if r["interval"] is None:
        print(f"B - A: {difference} points a game (one opening: no interval)",
              file=out)
    else:
        lo, hi = r["difference"] - r["interval"], r["difference"] + r["interval"]
        print(f"B - A: {difference} points a game, +-{r['interval']:.1f} "
              f"[{signed(lo)}, {signed(hi)}] (95%, by opening: t {r['t']:.3f} with "
              f"{r['openings'] - 1} degrees of freedom)", file=out)
    print("openings by their sum of differences (B - A): "
          + "  ".join(f"{v} {c}" for v, c in r["sums"].items()), file=out)


def main():
    ap = argparse.ArgumentParser(
        prog="tools/compare-runs.py",
        description="Two runs of one c6judge match schedule paired game by game: the "
        "candidate's score difference (B - A) in points a game, with its 95% interval by "
        "opening.",
        epilog="exit codes: 0 compared; 1 a log could not be read, the logs are not runs of one "
        "schedule (other openings, size, seed or opponent) or share no game; 2 usage error")
    ap.add_argument("--a", metavar="NAME",
                    help="the candidate's name in log A (default: the bot B does not share; "
                    "given alone, it names B's too)")
    ap.add_argument("--b", metavar="NAME",
                    help="the candidate's name in log B (default: as --a, or the bot A does not "
                    "share)")
    ap.add_argument("--other-binaries", action="store_true",
                    help="accept an opponent whose executable's SHA-256 differs between the logs")
    ap.add_argument("--json", action="store_true",
                    help="the figures as JSON on stdout (the text goes to stderr)")
    ap.add_argument("log_a", metavar="A", help="the first run's log (JSONL, optionally .gz)")
    ap.add_argument("log_b", metavar="B", help="the second run's log, on the same schedule")
    args = ap.parse_args()

    def warn(text):
        print(f"{PROG}: warning: {text}", file=sys.stderr)

    runs = []
    for path, label in ((args.log_a, "A"), (args.log_b, "B")):
        try:
            runs.append(Run(path, label))
        except KeyError as e:
            print(f"{PROG}: cannot read {path}: a game record lacks the key {e}",
                  file=sys.stderr)
            return 1
        except (OSError, EOFError, ValueError, TypeError, AttributeError) as e:
            print(f"{PROG}: cannot read {path}: {e}", file=sys.stderr)
            return 1
    a, b = runs
    try:
        if os.path.samefile(a.path, b.path):
            warn(f"{a.path} is given twice: every game matches itself")
        else:
            lines_a = {json.dumps(g, sort_keys=True) for g in a.games}
            copies = sum(1 for g in b.games if json.dumps(g, sort_keys=True) in lines_a)
            if copies:
                # Two real runs never share a game line: it carries the turns' wall times.
                warn(f"{copies} game records of B are also in A, time for time (the same log "
                     f"twice?)")
        check_schedule(a, b, warn)
        cand_a, cand_b, opp = pick_candidates(a, b, args.a, args.b, args.other_binaries)
        result = compare(a, b, cand_a, cand_b)
    except Refused as e:
        print(f"{PROG}: {e}", file=sys.stderr)
        return e.exit_code
    except KeyError as e:
        print(f"{PROG}: a game record lacks the key {e}", file=sys.stderr)
        return 1
    except (TypeError, ValueError, AttributeError) as e:
        print(f"{PROG}: a malformed game record: {e}", file=sys.stderr)
        return 1
    result["opponent"] = opp["name"]
    print_text(result, opp["name"], sys.stderr if args.json else sys.stdout)
    if args.json:
        print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
