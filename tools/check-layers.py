#!/usr/bin/env python3
"""Fails when an include points back up the layers of c6bot or c6judge (docs/architecture.md).

Each folder of src/ and judge/ is a layer; a file may include its own layer and the layers below
it, never one above. c6judge stands on src/core and src/game only (never eval, search, protocol or
tools). Inside a layer, a module (foo.h with foo.cpp) may not include, directly or through others,
a module that includes it back: the include graph of modules has no cycle.

Usage: check-layers.py [ROOT] [--stats]
  ROOT     the source root (default: the folder above this script)
  --stats  also print the number of files, modules, include arrows and levels of each tree

Exit 0 when every include goes down or sideways without a cycle, 1 otherwise (each problem is
printed as FILE:LINE: what is wrong).
"""
import os
import re
import sys

# Layers bottom to top. `main.cpp` at a tree's root sits above every layer of that tree.
TREES = {
    "src": ["core", "game", "eval", "search", "protocol", "tools"],
    "judge": ["util", "process", "bots", "records", "match", "contest", "serve", "cli"],
}
# What a tree may include from another tree (judge shares the rules layers of the bot only).
FOREIGN = {"judge": {("src", "core"), ("src", "game")}, "src": set()}
# Quoted includes that are not source files of ours: generated at build time, or a library.
GENERATED = {"serve_page.inc"}
EXTERNAL = ("rapidjson/",)
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
SOURCE_EXT = (".h", ".cpp")


def layer_of(tree, rel):
    """(tree, folder, rank) of a file path relative to its tree; rank len(layers) = tree main."""
    parts = rel.split("/")
    layers = TREES[tree]
    if len(parts) == 1:
        return tree, "", len(layers)
    if parts[0] not in layers:
        return tree, parts[0], None
    return tree, parts[0], layers.index(parts[0])


def resolve(root, tree, name):
    """(tree, path relative to that tree) of a quoted include, or None if it is not ours."""
    for t in ([tree] if tree == "src" else [tree, "src"]):
        if os.path.isfile(os.path.join(root, t, name)):
            return t, name
    return None


def collect(root):
    files = []
    for tree in TREES:
        base = os.path.join(root, tree)
        for dirpath, _, names in os.walk(base):
            for n in sorted(names):
                if n.endswith(SOURCE_EXT):
                    files.append((tree, os.path.relpath(os.path.join(dirpath, n), base)))
    return sorted(files)


def module(tree, rel):
    return tree + "/" + os.path.splitext(rel)[0]


def find_cycles(graph):
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on.add(nxt)
                    work.append((nxt, iter(sorted(graph.get(nxt, ())))))
                    advanced = True
                    break
                if nxt in on:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def levels(graph):
    """Longest include chain below each module (a module that includes nothing ours is level 1)."""
    memo = {}

    def depth(m, seen):
        if m in memo:
            return memo[m]
        if m in seen:
            return 0  # a cycle: reported elsewhere
        seen.add(m)
        d = 1 + max((depth(n, seen) for n in graph.get(m, ())), default=0)
        seen.discard(m)
        memo[m] = d
        return d

    return {m: depth(m, set()) for m in graph}


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    stats = "--stats" in argv
    root = os.path.abspath(args[0] if args else os.path.join(os.path.dirname(__file__), ".."))
    problems = []
    graph = {}
    arrows = {t: 0 for t in TREES}
    files = collect(root)
    for tree, rel in files:
        _, folder, rank = layer_of(tree, rel)
        where = "%s/%s" % (tree, rel)
        if rank is None:
            problems.append("%s: folder %s/%s is not a layer (tools/check-layers.py lists them)"
                            % (where, tree, folder))
            continue
        me = module(tree, rel)
        graph.setdefault(me, set())
        with open(os.path.join(root, tree, rel), encoding="utf-8", errors="replace") as f:
            for no, line in enumerate(f, 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                name = m.group(1)
                target = resolve(root, tree, name)
                if target is None:
                    if os.path.basename(name) not in GENERATED and not name.startswith(EXTERNAL):
                        problems.append("%s:%d: include \"%s\" names no file of src/ or %s/"
                                        % (where, no, name, tree))
                    continue
                ttree, trel = target
                _, tfolder, trank = layer_of(ttree, trel)
                if ttree != tree:
                    if (ttree, tfolder) not in FOREIGN[tree]:
                        problems.append("%s:%d: %s/ may not include %s/%s (\"%s\")"
                                        % (where, no, tree, ttree, tfolder, name))
                elif trank is None or trank > rank:
                    problems.append("%s:%d: \"%s\" points up: %s is below %s"
                                    % (where, no, name, folder or "main", tfolder))
                tm = module(ttree, trel)
                if tm != me:
                    if tm not in graph[me]:
                        arrows[tree] += 1
                    graph[me].add(tm)
    for comp in find_cycles(graph):
        problems.append("include cycle between modules: %s" % " -> ".join(comp))
    for p in problems:
        print(p)
    if stats:
        depth = levels(graph)
        for tree in TREES:
            mods = [m for m in graph if m.startswith(tree + "/")]
            nfiles = sum(1 for t, _ in files if t == tree)
            folders = sorted({os.path.dirname(r) or "." for t, r in files if t == tree})
            print("%s: %d files in %d folders, %d modules, %d include arrows, %d levels"
                  % (tree, nfiles, len(folders), len(mods), arrows[tree],
                     max((depth[m] for m in mods), default=0)))
    if problems:
        print("check-layers: %d problem(s)" % len(problems))
        return 1
    print("check-layers: every include goes down the layers, no cycles")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
