#!/usr/bin/env python3
"""The repository stands on its own: no file a user reads or the build uses points outside it.

Checks, from the source root given as argv[1]:
- no tracked text under README.md, DEVELOPERS.md, docs/, samples/, src/, judge/, tests/, tools/,
  CMakeLists.txt, Makefile or .ci/ mentions the sibling reference folder (`outside` below);
- every relative Markdown link in README.md, DEVELOPERS.md, docs/ and samples/ names an existing
  file or directory (anchors and http(s) links are not checked).
Prints each problem and exits 1 if there is any.
"""
import os
import re
import sys

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
outside = "../" + "shared"  # split so this file does not match itself
scan = ["README.md", "DEVELOPERS.md", "CMakeLists.txt", "Makefile", "docs", "samples", "src",
        "judge", "tests", "tools", ".ci"]
text_ext = (".md", ".txt", ".cpp", ".h", ".py", ".sh", ".cmake", ".json", ".jsonl", ".sgf", "")
problems = []
markdown = []


def files_under(path):
    if os.path.isfile(path):
        yield path
        return
    for dirpath, _, names in os.walk(path):
        for n in sorted(names):
            yield os.path.join(dirpath, n)


for entry in scan:
    for path in files_under(os.path.join(root, entry)):
        rel = os.path.relpath(path, root)
        if os.path.splitext(path)[1] not in text_ext or os.path.getsize(path) > 4 << 20:
            continue
        try:
            with open(path, encoding="utf-8") as f:
                content = f.read()
        except (UnicodeDecodeError, OSError):
            continue
        for no, line in enumerate(content.splitlines(), 1):
            if outside in line:
                problems.append(f"{rel}:{no}: points outside the repository: {line.strip()[:100]}")
        if path.endswith(".md") and not rel.startswith(("src", "judge", "tests", "tools")):
            markdown.append((rel, content))

link = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
for rel, content in markdown:
    base = os.path.dirname(os.path.join(root, rel))
    for no, line in enumerate(content.splitlines(), 1):
        for target in link.findall(line):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue
            path = target.split("#", 1)[0]
            if path and not os.path.exists(os.path.normpath(os.path.join(base, path))):
                problems.append(f"{rel}:{no}: broken link to {target}")

for p in problems:
    print(p)
print(f"checked {len(markdown)} Markdown files: {len(problems)} problem(s)")
sys.exit(1 if problems else 0)
