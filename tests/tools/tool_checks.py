"""What the tests of the tools/*.py scripts share (imported from this folder, which is on the
import path of a test run as a script): named checks, a script run in a subprocess, and the games
of a judge log."""
import gzip
import json
import subprocess
import sys


class Checks:
    """Named checks. Each prints "FAIL: what" (and, unless quiet_ok, "ok: what"); finish() exits
    1 if any failed, else 0."""

    def __init__(self, quiet_ok=False):
        self.failures = []
        self.quiet_ok = quiet_ok

    def __call__(self, cond, what):
        if not cond:
            self.failures.append(what)
            print("FAIL:", what)
        elif not self.quiet_ok:
            print("ok:", what)

    def finish(self):
        sys.exit(1 if self.failures else 0)


def run_script(script, args, timeout=120, env=None):
    """python3 SCRIPT ARGS..., output captured as text."""
    return subprocess.run([sys.executable, script] + args, capture_output=True, text=True,
                          timeout=timeout, env=env)


def judge_games(path):
    """game number -> game record of a c6judge log (JSONL, gzipped if it ends in .gz)."""
    games = {}
    with (gzip.open(path, "rt") if path.endswith(".gz") else open(path)) as f:
        for line in f:
            rec = json.loads(line)
            if "game" in rec and "moves" in rec:
                games[rec["game"]] = rec
    return games
