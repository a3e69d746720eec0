"""Reading c6judge game logs and c6bot's debug line, shared by the Python tools in this folder
(imported by scripts run from here: a script's own folder is on Python's import path)."""
import gzip
import json


def read_games(path):
    """The game records of a c6judge log (JSONL, gzipped if the name ends in .gz), in file order;
    the run's header line and blank lines are skipped."""
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            if "game" in rec and "moves" in rec:
                yield rec


def read_header(path):
    """The last run header of a c6judge log (a resumed or extended run writes another), or None
    for a version-1 log, which has none."""
    opener = gzip.open if path.endswith(".gz") else open
    header = None
    with opener(path, "rt") as f:
        for line in f:
            if '"c6judge_run"' in line:
                rec = json.loads(line)
                if isinstance(rec, dict) and "c6judge_run" in rec:
                    header = rec
    return header


def game_number(rec):
    """The game's number as `c6judge replay` prints it: version-1 logs count from 0, version 2
    (and later) from 1."""
    return rec["game"] + 1 if rec.get("c6judge", 1) < 2 else rec["game"]


def parse_debug(text):
    """(reason, score or None) of one c6bot debug line; (None, None) if it is not one."""
    parts = (text or "").split()
    if not parts:
        return None, None
    score = None
    for p in parts[1:]:
        if p.startswith("score="):
            try:
                score = int(p[len("score="):])
            except ValueError:
                score = None
    return parts[0], score
