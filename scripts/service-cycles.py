#!/usr/bin/env python3
"""Module cycles of the app crate's services.

Each service (`app/src/services/X.rs` or `app/src/services/X/`) is a node, and so is each other top-level
module of the app crate (`crate::config`, `crate::ports`, ...), and the crate root (`lib`, which owns the
`Context`). A reference from one node to another (`use crate::services::X`, `crate::services::{X, Y}`, `super::X` from a service's top file, `super::super::X`
from a file inside a service's folder, `crate::X` for the other modules) is an edge. Prints every circle
(strongly connected group of nodes), with the references that make it, file and line.

    scripts/service-cycles.py            list the circles (exit 0)
    scripts/service-cycles.py --check    exit 1 if there is any circle (for a lint step)
    scripts/service-cycles.py --edges    also print every edge between services
    scripts/service-cycles.py --allow N  exit 1 if more than N services are in circles (a ratchet while the
                                         last circles are taken apart; `make cycles` runs it)
"""

import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "app" / "src"
SERVICES = APP / "services"


def strip_comments(text):
    """Blank out // comments (keeping line numbers); doc links in comments are not dependencies."""
    return re.sub(r"//[^\n]*", "", text)


def group_names(text, start):
    """The first-level names of a `{a, b::c, d}` group starting at text[start] == '{'."""
    depth, i, names, cur = 0, start, [], ""
    while i < len(text):
        c = text[i]
        if c == "{":
            depth += 1
            if depth > 1:
                cur += c
        elif c == "}":
            depth -= 1
            if depth == 0:
                names.append(cur)
                break
            cur += c
        elif c == "," and depth == 1:
            names.append(cur)
            cur = ""
        else:
            cur += c
        i += 1
    out = []
    for n in names:
        m = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)", n)
        if m:
            out.append(m.group(1))
    return out


def nodes():
    services = {p.stem for p in SERVICES.glob("*.rs") if p.stem != "mod"}
    services |= {p.name for p in SERVICES.iterdir() if p.is_dir()}
    others = {p.stem for p in APP.glob("*.rs") if p.stem != "main"}
    others |= {p.name for p in APP.iterdir() if p.is_dir() and p.name != "services"}
    return services, others


def node_of(path, services):
    rel = path.relative_to(APP)
    if rel.parts[0] == "services":
        if len(rel.parts) == 2:
            return None if rel.stem == "mod" else "services::" + rel.stem
        return "services::" + rel.parts[1]
    return rel.parts[0].removesuffix(".rs")


def root_items():
    """Names at the crate root: the ones lib.rs defines (the `Context`) and the ones it re-exports."""
    text = strip_comments((APP / "lib.rs").read_text())
    names = {m.group(1): "lib" for m in re.finditer(r"(?m)^pub (?:struct|enum|fn|const|type|trait) ([A-Za-z_]\w*)", text)}
    for m in re.finditer(r"(?m)^pub use (\w+)::(\w+);", text):
        names[m.group(2)] = m.group(1)
    return names


def edges():
    services, others = nodes()
    root_names = root_items()
    found = defaultdict(list)  # (from, to) -> [file:line]
    for path in sorted(APP.rglob("*.rs")):
        src = node_of(path, services)
        if src is None:
            continue
        text = strip_comments(path.read_text())
        rel = path.relative_to(APP)
        in_service_dir = rel.parts[0] == "services" and len(rel.parts) > 2
        depth_in_service = len(rel.parts) - 2 if rel.parts[0] == "services" else None
        # a folder's mod.rs is at the service's own level
        if in_service_dir and rel.name == "mod.rs":
            depth_in_service -= 1

        def add(target, pos):
            if target != src:
                line = text.count("\n", 0, pos) + 1
                found[(src, target)].append(f"{path.relative_to(ROOT)}:{line}")

        for m in re.finditer(r"\bcrate::services::(\{|[A-Za-z_][A-Za-z0-9_]*)", text):
            if m.group(1) == "{":
                for n in group_names(text, m.start(1)):
                    if n in services:
                        add("services::" + n, m.start())
            elif m.group(1) in services:
                add("services::" + m.group(1), m.start())
        for m in re.finditer(r"\bcrate::(\{|[A-Za-z_][A-Za-z0-9_]*)", text):
            names = group_names(text, m.start(1)) if m.group(1) == "{" else [m.group(1)]
            for n in names:
                if n in others:
                    add(n, m.start())
                elif n in root_names:
                    add(root_names[n], m.start())
        if src == "lib":
            for m in re.finditer(r"\bservices::([A-Za-z_][A-Za-z0-9_]*)", text):
                if m.group(1) in services:
                    add("services::" + m.group(1), m.start())
        if depth_in_service is not None:
            # super:: chains that climb to `services`
            prefix = r"\b" + r"super::" * (depth_in_service + 1)
            for m in re.finditer(prefix + r"(\{|[A-Za-z_][A-Za-z0-9_]*)", text):
                names = group_names(text, m.start(1)) if m.group(1) == "{" else [m.group(1)]
                for n in names:
                    if n in services:
                        add("services::" + n, m.start())
    return found


def circles(found):
    graph = defaultdict(set)
    for a, b in found:
        graph[a].add(b)
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    sys.setrecursionlimit(10000)
    for v in sorted(set(graph) | {b for bs in graph.values() for b in bs}):
        if v not in index:
            visit(v)
    return sorted(out, key=lambda g: (-len(g), g))


def main():
    every = edges()
    # The crate root owns the `Context`, which every service takes and which holds some services' caches
    # (events, sessions, passes); those circles through `lib` are listed apart, as pairs.
    found = {k: v for k, v in every.items() if "lib" not in k}
    groups = circles(found)
    if "--edges" in sys.argv:
        for (a, b), where in sorted(found.items()):
            if a.startswith("services::") and b.startswith("services::"):
                print(f"{a} -> {b}  ({len(where)})")
        print()
    print(f"{len(groups)} circle(s)")
    for g in groups:
        print("circle: " + ", ".join(g))
        members = set(g)
        for (a, b), where in sorted(found.items()):
            if a in members and b in members:
                print(f"  {a} -> {b}: {', '.join(where[:3])}{' ...' if len(where) > 3 else ''}")
    pairs = sorted((a, b) for (a, b) in every if a < b and (b, a) in every)
    if pairs:
        print(f"{len(pairs)} pair(s) naming each other:")
        for a, b in pairs:
            print(f"  {a} <-> {b}")
    if "--check" in sys.argv and groups:
        sys.exit(1)
    if "--allow" in sys.argv:
        allowed = int(sys.argv[sys.argv.index("--allow") + 1])
        members = sum(len(g) for g in groups)
        if members > allowed:
            print(f"{members} services are in circles, more than the {allowed} allowed", file=sys.stderr)
            sys.exit(1)


if __name__ == "__main__":
    main()
