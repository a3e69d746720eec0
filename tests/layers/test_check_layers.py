#!/usr/bin/env python3
"""tools/check-layers.py fails on what it promises to catch: a miniature tree with an include that
points up, one from the judge into the bot's search, an unknown folder and an include cycle must
each be reported (exit 1), and the same tree without them must pass (exit 0).

Usage: test_check_layers.py SOURCE_ROOT
"""
import os
import subprocess
import sys
import tempfile

root = os.path.abspath(sys.argv[1])
script = os.path.join(root, "tools", "check-layers.py")


def write(base, rel, includes):
    path = os.path.join(base, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("#pragma once\n" + "".join('#include "%s"\n' % i for i in includes))


def run(base):
    p = subprocess.run([sys.executable, script, base], capture_output=True, text=True)
    return p.returncode, p.stdout


def clean_tree(base):
    write(base, "src/core/types.h", [])
    write(base, "src/game/board.h", ["core/types.h"])
    write(base, "src/search/alphabeta.h", ["game/board.h"])
    write(base, "judge/util/parse_int.h", ["core/types.h"])
    write(base, "judge/bots/bot.h", ["util/parse_int.h", "game/board.h", "rapidjson/document.h"])
    write(base, "judge/match/runner.h", ["bots/bot.h"])
    write(base, "judge/cli/main.cpp", ["match/runner.h"])


failures = []


def expect(name, mutate, code, text):
    with tempfile.TemporaryDirectory() as base:
        clean_tree(base)
        mutate(base)
        rc, out = run(base)
        if rc != code or text not in out:
            failures.append("%s: exit %d (want %d), output:\n%s" % (name, rc, code, out))


expect("clean tree", lambda b: None, 0, "no cycles")
expect("upward include",
       lambda b: write(b, "judge/bots/bot.h", ["match/runner.h"]), 1,
       '"match/runner.h" points up: bots is below match')
expect("judge into search",
       lambda b: write(b, "judge/match/runner.h", ["search/alphabeta.h"]), 1,
       "judge/ may not include src/search")
expect("unknown folder",
       lambda b: write(b, "judge/misc/x.h", []), 1, "is not a layer")
expect("missing header",
       lambda b: write(b, "judge/match/runner.h", ["bots/nothing.h"]), 1, "names no file")


def cycle(b):
    write(b, "judge/match/runner.h", ["bots/bot.h", "match/scheduler.h"])
    write(b, "judge/match/scheduler.h", ["match/runner.h"])


expect("cycle", cycle, 1, "include cycle between modules: judge/match/runner -> judge/match/scheduler")

for f in failures:
    print("FAIL", f)
print("%d passed, %d failed" % (6 - len(failures), len(failures)))
sys.exit(1 if failures else 0)
