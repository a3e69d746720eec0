#!/usr/bin/env python3
"""tools/make-openings.py with a mock bot whose score is a known function of Black's two added
stones and of the node count: the board size comes from the base set's header (the bot is asked
on that board only), each opening kept extends its base opening by two stones within two cells
of the centre, its written score is the bot's at the full node count, within the band, at most
--per-base per base opening, the most level first; the header names the size and the base file.
A --size that contradicts the header, or a base set naming no size without --size, exits 1 with
a message and writes nothing.

usage: test_make_openings.py SOURCE_DIR BUILD_DIR
"""
import os
import re
import stat
import sys
import tempfile

from tool_checks import Checks, run_script

SRC = sys.argv[1]
SCRIPT = os.path.join(SRC, "tools", "make-openings.py")
check = Checks()

# The mock answers one Botzone JSON request. Its score depends on Black's added stones (the
# second request) and, by +7, on whether it was asked at the first round's node count (< 1000):
# the file must hold the second round's. It appends its --size to a file, one line per call.
MOCK = r'''#!/usr/bin/env python3
import json, sys
args = sys.argv[1:]
size = args[args.index("--size") + 1]
nodes = int(args[args.index("--nodes") + 1])
with open(sys.argv[0] + ".sizes", "a") as f:
    f.write(size + "\n")
req = json.load(sys.stdin)["requests"][1]
print(json.dumps({"response": {"x0": 0, "y0": 0, "x1": 1, "y1": 1},
                  "debug": "search d=3 n=1 score=%d t=1ms" % score(req, nodes)}))
'''
SCORE = r'''
def score(r, nodes):
    a, b = sorted([(r["x0"], r["y0"]), (r["x1"], r["y1"])])
    s = ((a[0] * 31 + a[1] * 7 + b[0] * 13 + b[1] * 3) % 41 - 20) * 10
    return s + (7 if nodes < 1000 else 0)
'''
exec(SCORE)  # the test's own copy of the mock's score

with tempfile.TemporaryDirectory() as tmp:
    bot = os.path.join(tmp, "mockbot")
    with open(bot, "w") as f:
        f.write(MOCK.replace("import json, sys\n", "import json, sys\n" + SCORE))
    os.chmod(bot, os.stat(bot).st_mode | stat.S_IXUSR)
    base = os.path.join(tmp, "base-19.txt")
    with open(base, "w") as f:
        f.write("# c6judge opening set, 19x19 (a test set).\n"
                "o01 rel 0,0 -2,-2 -1,-1\no02 rel 0,0 -2,-2 -1,0\n")
    out = os.path.join(tmp, "level.txt")

    # 1. The size from the header.
    p = run_script(SCRIPT, ["--bot", bot, "--base", base, "--out", out, "--nodes", "2000",
                            "--band", "60", "--per-base", "4", "-j", "2"], timeout=300)
    check(p.returncode == 0,
          "a run on a 19x19 base set succeeds" + ("" if p.returncode == 0 else ": " + p.stderr))
    sizes = set(open(bot + ".sizes").read().split())
    check(sizes == {"19"}, f"the bot was asked on the header's 19x19 board only ({sizes})")
    text = open(out).read() if os.path.exists(out) else ""
    check(text.startswith("# c6judge opening set, 19x19:"), "the header names 19x19")
    check("Format as in base-19.txt" in text, "the header names the base file for the format")
    c = 19 // 2
    bases = {"o01": ["0,0", "-2,-2", "-1,-1"], "o02": ["0,0", "-2,-2", "-1,0"]}
    per_base = {}
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        m = re.fullmatch(r"(o0[12])([a-z]) rel (\S+) (\S+) (\S+) (\S+) (\S+)  # (-?\d+)", line)
        check(m is not None, "an opening line has the set's format: " + line)
        if not m:
            continue
        name, stones, written = m.group(1), list(m.group(3, 4, 5, 6, 7)), int(m.group(8))
        check(stones[:3] == bases[name], f"{line}: its first three stones are {name}'s")
        added = [tuple(int(v) for v in s.split(",")) for s in stones[3:]]
        check(all(max(abs(x), abs(y)) <= 2 for x, y in added) and len(set(stones)) == 5,
              f"{line}: two new stones within two cells of the centre")
        want = score({"x0": added[0][0] + c, "y0": added[0][1] + c, "x1": added[1][0] + c,
                      "y1": added[1][1] + c}, 2000)
        check(written == want, f"{line}: the written score is the bot's at full nodes ({want})")
        check(abs(written) <= 60, f"{line}: within the band")
        per_base.setdefault(name, []).append(abs(written))
    for name, scores in per_base.items():
        check(len(scores) <= 4, f"{name}: at most --per-base openings kept ({len(scores)})")
        check(scores == sorted(scores), f"{name}: the most level first {scores}")
    check(sorted(per_base) == ["o01", "o02"], "both base openings are represented")

    # 2. A size that contradicts the header; a header that names none.
    os.remove(out)
    p = run_script(SCRIPT, ["--bot", bot, "--base", base, "--out", out, "--size", "15"])
    check(p.returncode == 1 and "19x19 set" in p.stderr and not os.path.exists(out),
          "--size 15 on a 19x19 set exits 1 with a message, nothing written: " + p.stderr.strip())
    bare = os.path.join(tmp, "bare.txt")
    with open(bare, "w") as f:
        f.write("o01 rel 0,0 -2,-2 -1,-1\n")
    p = run_script(SCRIPT, ["--bot", bot, "--base", bare, "--out", out])
    check(p.returncode == 1 and "give --size" in p.stderr and not os.path.exists(out),
          "a set naming no size, without --size, exits 1 asking for it: " + p.stderr.strip())
    p = run_script(SCRIPT, ["--bot", bot, "--base", base, "--out", out, "--size", "26"])
    check(p.returncode == 2, "--size outside 9..25 is a usage error")

check.finish()
